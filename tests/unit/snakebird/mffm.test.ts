// The grid format of M-FF-M/snakebird (mffm.ts): reading, detection, errors, round trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { detectFormat } from '../../../src/puzzles/snakebird/format.ts';
import { makeMffm, parseMffm } from '../../../src/puzzles/snakebird/mffm.ts';
import { expectRoundTrip, optimalMoves, parseOk, solveAndReplay } from '../helpers/family.ts';
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
    [['.A<..', '#####'], 2, 1, 'no exit'],
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
    // (read back in reading order: fruit, and each block's cells; snakes in their letters' order)
    const byPlace = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
    const closed = snakebirdLevels
      .filter((l) => !l.terrain.some((row) => row.includes('~')))
      .map((l) => ({ ...l, open: false, snakes: [...l.snakes].sort((a, b) => a.label.localeCompare(b.label)), fruit: [...l.fruit].sort(byPlace), blocks: l.blocks.map((b) => ({ ...b, cells: [...b.cells].sort(byPlace) })) }));
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
