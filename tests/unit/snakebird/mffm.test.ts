// The grid format of M-FF-M/snakebird (mffm.ts): reading, detection, errors, round trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { detectFormat } from '../../../src/puzzles/snakebird/format.ts';
import { makeMffm, parseMffm } from '../../../src/puzzles/snakebird/mffm.ts';
import { expectRoundTrip, optimalMoves, parseError, parseOk, solveAndReplay } from '../helpers/family.ts';
import { snakebirdLevels } from './randomLevels.ts';

/** the example of M-FF-M/snakebird's js/GameState.md (from the 2017 ACM-ICPC Asia East Continent League Final) */
const ICPC = ['9 11', '.......X...', '...........', '....#......', '...........', '.#.........', '.#.........', '.#..#...B<<', '....#..G<<^', '.......####', ''].join('\n');

describe('the M-FF-M grid format', () => {
  it("reads GameState.md's example: two snakes whose bodies touch, traced by their arrows", () => {
    expect(detectFormat(ICPC)).toBe('mffm');
    const level = parseOk<SnakebirdLevel>(snakebird, ICPC);
    expect(level).toMatchObject({ rows: 9, cols: 11, open: false, fruit: [], blocks: [] });
    expect(level.rules).toBeUndefined();
    expect(level.terrain[0]![7]).toBe('*');
    expect(level.snakes).toEqual([
      { label: 'B', cells: [[6, 8], [6, 9], [6, 10], [7, 10]] },
      { label: 'G', cells: [[7, 7], [7, 8], [7, 9]] },
    ]);
    // written back in our own format (jsnell for a closed world), it reads the same
    expectRoundTrip(snakebird, level);
    const solved = solveAndReplay(snakebird, level);
    expect(optimalMoves(solved)).toBe(44);
  });

  it('takes the exit and the portals from the state line when pieces cover them, and relabels other heads', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, ['3 5', '.A<..', '@a.a.', '#####', '3 0 not over 1 1 4 1'].join('\n'));
    expect(level.terrain).toEqual(['   * ', ' T  T', '#####']);
    expect(level.snakes).toEqual([{ label: 'R', cells: [[0, 1], [0, 2]] }]);
    // block a has two cells apart, one on a portal: the state line keeps the portal under it
    expect(level.blocks).toEqual([{ label: '0', cells: [[1, 1], [1, 3]] }]);
    expect(level.fruit).toEqual([[1, 0]]);
  });

  it.each([
    [['2 5', '.A<.X', '#####', '#####'], 1, 1, 'the size line says 2 rows'],
    [['.A<.X', '####'], 2, 5, 'every row has 5 cells'],
    [['.A<.X', '##~##'], 2, 3, "unknown character '~'"],
    // (of the level as a whole: at no place, ParseError.whole)
    [['.A<..', '#####'], 1, 1, 'no exit'],
    [['.A<.X', '....X', '#####'], 2, 5, 'a second exit'],
    [['.A<.X', '..*..', '#####'], 2, 3, 'a lone portal'],
    [['.A<>X', '#####'], 1, 4, "body segment '>' points at no snake segment"],
    [['.A<.X', '#####', '9 0 not over'], 3, 1, 'off the 2×5 map'],
  ])('rejects %j at line %i, column %i (%s)', (rows, line, column, message) => {
    // (forced: text with a character of no format is not detected as this one)
    const parsed = snakebird.parse(`${(rows as string[]).join('\n')}\n`, { format: 'mffm' });
    expect(parsed.ok).toBe(false);
    const error = !parsed.ok ? parsed.error : { line: 0, column: 0, message: '' };
    expect(error.message).toContain(message);
    expect(error).toMatchObject({ line, column });
  });

  it('round-trips through makeMffm on generated closed levels without water', () => {
    // (read back in reading order: fruit, each block's cells, and snakes by their heads, as jsnell lists them)
    const byPlace = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
    const closed = snakebirdLevels
      .filter((l) => !l.terrain.some((row) => row.includes('~')))
      .map((l) => ({ ...l, open: false, snakes: [...l.snakes].sort((a, b) => byPlace(a.cells[0]!, b.cells[0]!)), fruit: [...l.fruit].sort(byPlace), blocks: l.blocks.map((b) => ({ ...b, cells: [...b.cells].sort(byPlace) })) }));
    fc.assert(
      fc.property(closed, (level) => {
        const text = makeMffm(level);
        expect(detectFormat(text)).toBe('mffm');
        const again = parseMffm(text);
        expect(again.ok && again.level).toEqual(level);
      }),
      { seed: 4, numRuns: 300 },
    );
  });

  it('is not taken for the other formats', () => {
    expect(detectFormat('.......\n.*    .\n. RG< .\n.......\n')).toBe('jsnell');
    expect(detectFormat('---*--\n#-BA--\n######\n')).toBe('classic');
  });
});

describe('hostile M-FF-M grids (found by the fuzz suite, tests/unit/fuzz/readers.test.ts)', () => {
  it('quote an unknown character with control characters escaped, and whole', () => {
    expect(parseMffm('\u202e')).toEqual({ ok: false, error: { line: 1, column: 1, message: expect.stringContaining("unknown character '\\u202e'") } });
    expect(parseMffm('A<X\u001b\n####')).toMatchObject({ ok: false, error: { line: 1, column: 4, message: expect.stringContaining("'\\x1b'") } });
    expect(parseMffm('A<X😀\n#####')).toMatchObject({ ok: false, error: { line: 1, column: 4, message: expect.stringContaining("'😀'") } });
  });

  it('are written back whole when jsnell would drop an empty last column or row: in their own grid', () => {
    // jsnell drops the spaces at the end of a line and the blank lines at the end
    for (const text of ['**......A.$.', 'A<X\n...', '3 4\nA<X.\n####\n....']) {
      const level = parseOk<SnakebirdLevel>(snakebird, text);
      expect(snakebird.make(level)).toMatch(/^\d+ \d+\n/);
      expectRoundTrip(snakebird, level);
    }
    const level = parseOk<SnakebirdLevel>(snakebird, '**......A.$.');
    expect(level).toMatchObject({ rows: 1, cols: 12, terrain: ['TT        * '] });
  });

  it('are written back whole when a piece covers the exit or a portal (named by the state line): in their own grid', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, '.A<.\n.a..\n####\n1 0 not over 1 1 3 1');
    expect(level.terrain).toEqual([' *  ', ' T T', '####']);
    expect(snakebird.make(level)).toBe('3 4\n.R<.\n.a.*\n####\n1 0 not over 1 1 3 1\n');
    expectRoundTrip(snakebird, level);
  });

  it('list snakes in the reading order of their heads, as jsnell (which make() writes) reads them back', () => {
    // labels by letter (A takes R, the first left), order by place
    const level = parseOk<SnakebirdLevel>(snakebird, 'G<X\nA<.\n###');
    expect(level.snakes).toEqual([{ label: 'G', cells: [[0, 0], [0, 1]] }, { label: 'R', cells: [[1, 0], [1, 1]] }]);
    expect(snakebird.make(level)).toBe('G<*\nR< \n...\n');
    expectRoundTrip(snakebird, level);
  });

  it('refuse a state line that puts the exit or a portal on a wall, spikes or the other tile', () => {
    // a portal on the exit made a level with no exit, which make() then wrote and could not read back
    expect(parseError(snakebird, 'A<.X\n####\n3 0 not over 3 0 0 1')).toEqual({ line: 3, column: 14, message: 'the state line puts the portal at x 3, y 0, where the map draws the exit' });
    expect(parseError(snakebird, 'A<.\n###\n0 1 not over')).toEqual({ line: 3, column: 1, message: 'the state line puts the exit at x 0, y 1, where the map draws a wall' });
    expect(parseError(snakebird, 'A<*\n|#*\n2 1 not over')).toMatchObject({ line: 3, column: 1, message: expect.stringContaining('where the map draws a portal') });
    expect(parseError(snakebird, 'A<X\n|..\n2 0 not over 1 1 0 1')).toMatchObject({ line: 3, column: 14, message: expect.stringContaining('where the map draws spikes') });
  });

  it('are not taken from a jsnell map whose first row is blocks and a space, like a size line', () => {
    const text = '2 5\n.R<*.\n.....\n';
    expect(detectFormat(text)).toBe('jsnell');
    const level = parseOk<SnakebirdLevel>(snakebird, text);
    expect(level.blocks).toEqual([{ label: '2', cells: [[0, 0]] }, { label: '5', cells: [[0, 2]] }]);
    expectRoundTrip(snakebird, level);
    // a size line still tells with a letter jsnell does not draw (here to say what is missing)
    expect(detectFormat('2 5\n.A<..\n#####\n')).toBe('mffm');
    expect(parseError(snakebird, '2 5\n.A<..\n#####\n').message).toContain('no exit');
  });

  it('are refused past 256 rows or columns, the cap of every format, which jsnell (what make() writes) could not read back', () => {
    const tall = ['A<X', ...Array<string>(298).fill('..#'), '###'].join('\n');
    expect(parseError(snakebird, tall)).toEqual({ line: 257, column: 1, message: 'the map has 300 rows; at most 256 are read' });
    const wide = `A<X${'.'.repeat(297)}\n${'#'.repeat(300)}`;
    expect(parseError(snakebird, wide)).toEqual({ line: 1, column: 257, message: 'a row of the map is 300 columns wide; at most 256 are read' });
    // at the cap, read and written back
    expectRoundTrip(snakebird, parseOk<SnakebirdLevel>(snakebird, ['A<X', ...Array<string>(254).fill('..#'), '###'].join('\n')));
  });

  it('read a block of 65,000 cells in linear time (each cell added in place, not by copying the list)', () => {
    const rows = Array.from({ length: 255 }, (_, r) => (r === 0 ? `AX${'a'.repeat(253)}` : 'a'.repeat(255)));
    const level = parseOk<SnakebirdLevel>(snakebird, rows.join('\n'));
    expect(level.blocks).toHaveLength(1);
    expect(level.blocks[0]!.cells).toHaveLength(255 * 255 - 2);
  }, 10_000);
});
