// A Snakebird level not finished yet (no snakebird, no exit) is kept as drawn through its text
// (make/parse: drafts, links, a reload), whose first line says it is unfinished; a text without
// that line is read as strictly as before, and the worker and CLI refuse either, saying what is
// missing and where. What no snakebird can ever reach (a fruit, every exit) is a problem too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../../src/puzzles/load.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { toSnakefallLink } from '../../../src/puzzles/snakebird/snakefall.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { encodeLevelLink, openLevelLink } from '../../../src/share/linkCodec.ts';
import { optimalMoves, parseOk, solveAndReplay } from '../helpers/family.ts';

const read = (text: string) => parseOk<SnakebirdLevel>(snakebird, text);
const messages = (l: SnakebirdLevel) => snakebird.validate(l).map((i) => `${i.at?.kind === 'cell' ? `${i.at.row},${i.at.col} ` : ''}${i.message}`);
const framed = read(['.........', '. T  T  .', '. >>G 00.', '.  ..  0.', '.O    * .', '~~~~~~~~~', ''].join('\n'));

describe('an unfinished Snakebird level', () => {
  const unfinished: [string, SnakebirdLevel][] = [
    ['open, no snakebird, with fruit', { ...read('----*\n-+---\n--BA-\n#####\n'), snakes: [] }],
    ['open, no exit', { ...read('----*\n-----\n--BA-\n#####\n'), terrain: ['     ', '     ', '     ', '#####'] }],
    ['framed, with water, pads and a block, no snakebird', { ...framed, snakes: [] }],
    ['framed, no snakebird and no exit', { ...framed, snakes: [], terrain: framed.terrain.map((row) => row.replace('*', ' ')) }],
    ["New level's, its pieces erased", { ...snakebirdView.blank(), snakes: [], terrain: snakebirdView.blank().terrain.map((row) => row.replace('*', ' ')) }],
  ];

  it.each(unfinished)('%s: written with the mark, read back as drawn, and written again the same', (_, level) => {
    const text = snakebird.make(level);
    expect(text.split('\n')[0]).toMatch(/^; unfinished: (no snakebird|no exit|no snakebird, no exit)$/);
    expect(read(text)).toEqual(level);
    expect(snakebird.make(read(text))).toBe(text);
  });

  it('comes back from a link exactly as drawn', () => {
    const text = snakebird.make({ ...framed, snakes: [] });
    expect(openLevelLink(encodeLevelLink({ family: 'snakebird', text }))).toMatchObject({ ok: true, family: 'snakebird', text });
  });

  it("a level under Snakefall's rules too: written with the mark before its link, read back as drawn; its Snakefall link is refused", () => {
    const link = readFileSync(join(__dirname, '..', '..', 'fixtures', 'snakefall', 'crashing-down.txt'), 'utf8');
    const level = read(link);
    expect(level.rules).toBe('snakefall');
    for (const unfinished of [{ ...level, snakes: [] }, { ...level, terrain: level.terrain.map((row) => row.replaceAll('*', ' ')) }]) {
      const text = snakebird.make(unfinished);
      expect(text.split('\n')[0]).toMatch(/^; unfinished: no (snakebird|exit)$/);
      expect(read(text)).toEqual(unfinished);
      expect(snakebird.make(read(text))).toBe(text);
      expect(toSnakefallLink(unfinished)).toMatchObject({ ok: false });
    }
  });

  it('a finished level is written without the mark, as before', () => {
    expect(snakebird.make(read('; unfinished: no exit\n----*\n--BA-\n#####\n'))).toBe('----*\n--BA-\n#####\n');
  });

  it('a text without the mark is read strictly: no snakebird or no exit is refused as before', () => {
    for (const [text, words] of [['-----\n--BA-\n#####\n', 'no exit'], ['----*\n-----\n#####\n', 'no snake']] as const) {
      const parsed = snakebird.parse(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatchObject({ whole: true, message: expect.stringContaining(words) });
    }
  });

  it('the worker and CLI (loadLevel) refuse it, saying what is missing, and where a fruit out of reach is', () => {
    expect(loadLevel('snakebird', '; unfinished: no snakebird, no exit\n-----\n-----\n#####\n')).toMatchObject({
      ok: false,
      message: 'invalid level: no snakebird: a level needs at least one (draw one with the Snakebird tool) (and 1 more problem)',
    });
    expect(loadLevel('snakebird', '; unfinished: no snakebird\n-+--*\n-----\n#####\n')).toMatchObject({ ok: false, message: expect.stringMatching(/^invalid level: no snakebird/) });
    const walled = loadLevel('snakebird', '----*\n--BA-\n#####\n#+#--\n###--\n');
    expect(walled).toMatchObject({ ok: false, message: 'invalid level: row 4, column 2: no snakebird can reach this fruit: walls, spikes or water close it off' });
  });
});

describe('what no snakebird can reach', () => {
  it('a fruit walled in, or an exit only behind spikes or water, is a problem at its cell; a snakebird with no exit in reach, at its head', () => {
    expect(messages(read(['.......', '. >R  .', '...... ', '.O. * .', '.......', ''].join('\n')))).toEqual([
      '3,1 no snakebird can reach this fruit: walls, spikes or water close it off',
      '1,3 the Red snakebird (R) can reach no exit: walls, spikes or water close it off',
    ]);
    expect(messages(read(['.......', '. >R ~ .', '.   ~*.', '.......', ''].join('\n')))).toEqual(['1,3 the Red snakebird (R) can reach no exit: walls, spikes or water close it off']);
  });

  it('not where a teleporter, the open sky, or a piece that may move lets a snakebird through', () => {
    // the pads join the two rooms
    expect(messages(read(['........', '. >RT. T.', '.  .. *.', '........', ''].join('\n')))).toEqual([]);
    // an open world: round the wall by the sky above it
    expect(messages(read(['---#--', 'BA-#-*', '######', ''].join('\n')))).toEqual([]);
    // a block in the way may be pushed
    expect(messages(read(['.......', '. >R0*.', '.......', ''].join('\n')))).toEqual([]);
    // a closed world's wall is not gone round
    expect(messages(read(['......', '.>R.*.', '......', ''].join('\n')))).toEqual(['1,2 the Red snakebird (R) can reach no exit: walls, spikes or water close it off']);
  });

  it('every gallery level is clear of them', () => {
    for (const g of snakebird.gallery) {
      const parsed = snakebird.parse(g.text);
      if (parsed.ok) expect([g.name, snakebird.validate(parsed.level)]).toEqual([g.name, []]);
    }
  });
});

describe('several exits', () => {
  it('each is an exit: the search takes the nearer, as it would were it the only one', () => {
    const both = read('*---BA---*\n##########\n');
    const only = (keep: number) => ({ ...both, terrain: both.terrain.map((row, r) => (r === 0 ? [...row].map((t, c) => (t === '*' && c !== keep ? ' ' : t)).join('') : row)) });
    const moves = [both, only(0), only(9)].map((l) => optimalMoves(solveAndReplay(snakebird, l)));
    expect(moves[0]).toBe(Math.min(moves[1] as number, moves[2] as number));
    expect(moves[1]).not.toBe(moves[2]);
  });
});
