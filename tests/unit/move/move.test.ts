import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { move, type MoveLevel } from '../../../src/puzzles/move/index.ts';
import { shown } from '../../../src/puzzles/text.ts';
import {
  familyContractTests,
  expected,
  fixture,
  optimalMoves,
  parseOk,
  solveAndReplay,
} from '../helpers/family.ts';

const RULES_EXAMPLE = `..A.
.#..
B...
....
--
a...
....
...b
....
`;

/** Random small boards with matching dots and targets per colour. */
const levelArb = fc
  .record({
    width: fc.integer({ min: 1, max: 4 }),
    height: fc.integer({ min: 1, max: 4 }),
    seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 40, maxLength: 40 }),
    colours: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ width, height, seed, colours }): MoveLevel => {
    const cells = width * height;
    const floor = Array.from({ length: height }, () => Array<string>(width).fill('.'));
    const taken = new Set<number>();
    const dots: MoveLevel['dots'] = [];
    let s = 0;
    const pick = () => seed[s++ % seed.length]! % cells;
    for (let i = 0; i < Math.min(colours, Math.floor(cells / 2)); i++) {
      const colour = 'abc'[i]!;
      const t = pick();
      if (floor[Math.floor(t / width)]![t % width] !== '.') continue;
      const d = pick();
      if (taken.has(d)) continue;
      floor[Math.floor(t / width)]![t % width] = colour.toUpperCase();
      taken.add(d);
      dots.push({ color: colour, row: Math.floor(d / width), col: d % width });
    }
    const o = pick();
    if (floor[Math.floor(o / width)]![o % width] === '.' && !taken.has(o) && seed[0]! % 2 === 0) floor[Math.floor(o / width)]![o % width] = '#';
    dots.sort((a, b) => a.row * width + a.col - (b.row * width + b.col));
    return { width, height, floor: floor.map((r) => r.join('')), dots };
  })
  .filter((l) => l.dots.length > 0 && move.validate(l).length === 0);

describe('move', () => {
  it('solves the RULES.md example in 7 moves, and only one way', () => {
    const r = solveAndReplay(move, parseOk(move, RULES_EXAMPLE), { countSolutions: true });
    expect(r).toMatchObject({ kind: 'solved', moves: 7, optimalSolutions: 1 });
  });

  it.each(expected('move'))('solves $file to its expected count', ({ file, moves }) => {
    expect(optimalMoves(solveAndReplay(move, parseOk(move, fixture('move', file))))).toBe(moves);
  });

  it('solves every gallery level, with the counts the gallery shows', () => {
    expect(move.gallery.map((g) => optimalMoves(solveAndReplay(move, parseOk(move, g.text))))).toEqual([7, 21, 26, 26]);
  });

  it('moves a line of dots together and stops the whole line at a wall', () => {
    const level = parseOk<MoveLevel>(move, '.....\n--\nab.c.\n');
    const s = move.start(level);
    // a and b are in a line behind c's gap; everything moves right
    expect(move.play(level, s, 'R')).toEqual({ at: [1, 2, 4] });
    // c is against the right edge: c stays, and the line a b moves up to it
    expect(move.play(level, { at: [1, 2, 4] }, 'R')).toEqual({ at: [2, 3, 4] });
    expect(move.play(level, { at: [2, 3, 4] }, 'R')).toBeNull();
  });

  it('lets targets not block, and interchanges dots of one colour', () => {
    // the dot on the right passes over the B target; either a may end on either A
    const level = parseOk<MoveLevel>(move, 'A.AB.\n--\n.a..a\n');
    expect(move.isWon(level, move.start(level))).toBe(false);
    expect(move.isWon(level, { at: [2, 0] })).toBe(true);
    const r = solveAndReplay(move, level);
    expect(r).toMatchObject({ kind: 'solved', moves: 2, solution: ['L', 'L'] });
    expect(move.play(level, { at: [0, 1] }, 'L')).toBeNull();
  });

  it('proves a level unsolvable', () => {
    expect(solveAndReplay(move, parseOk(move, '#A\n..\n--\n..\na.\n')).kind).toBe('solved');
    expect(solveAndReplay(move, parseOk(move, '.#A\n--\na..\n')).kind).toBe('unsolvable');
  });



  it('reports colours whose dots and targets do not match, at a cell', () => {
    const level = parseOk<MoveLevel>(move, 'A.B\n...\n--\n..a\nb.b\n');
    expect(move.validate(level)).toEqual([
      { message: expect.stringContaining('colour B has 2 dots but 1 target'), at: { kind: 'cell', row: 1, col: 0 } },
    ]);
    expect(move.validate(move.blank())[0]!.message).toContain('no dots');
  });

  familyContractTests(move, {
    levels: levelArb,
    example: RULES_EXAMPLE,
    searchRuns: 300,
    roundTripRuns: 200,
    badInputs: [
    ['', 1, 1, 'empty level'],
    ['..\n..\n', 3, 1, "missing the line '--'"],
    ['--\na.\n', 1, 1, 'expected the floor grid'],
    ['..\n--\n', 3, 1, 'expected the dots grid'],
    ['.x\n--\n..\n', 1, 2, "unknown character 'x' in the floor grid"],
    ['..\n--\n.A\n', 3, 2, "unknown character 'A' in the dots grid"],
    ['..\n...\n--\n..\n..\n', 2, 3, 'row is 3 cells wide'],
    ['..\n.\n--\n..\n..\n', 2, 2, 'row is 1 cell wide but the first floor row is 2'],
    ['..\n--\n...\n', 3, 1, 'the dots grid is 3 wide'],
    ['..\n..\n--\n..\n', 4, 1, 'the dots grid has 1 row but the floor grid has 2'],
    ['#.\n--\na.\n', 3, 1, 'stands on an obstacle'],
    ['..\n\n..\n--\n..\n..\n..\n', 2, 1, 'blank line inside the floor grid'],
    // a blank line before a grid (a level that starts with one, or one after '--') is not inside it
    ['\n..\n--\n..\n', 1, 1, 'blank line before the floor grid; expected its first row'],
    ['..\n--\n\n..\n', 3, 1, 'blank line before the dots grid; expected its first row'],
    [`${'.'.repeat(17)}\n--\n${'.'.repeat(17)}\n`, 1, 17, 'is 17 cells wide; at most 16 are read'],
    // a character outside the Basic Multilingual Plane is quoted whole; columns count UTF-16 units
    ['A😀\n--\n.a\n', 1, 2, "unknown character '😀' in the floor grid"],
    ['A.\n--\n😀a\n', 3, 1, "unknown character '😀' in the dots grid"],
    ['A.\u0301\n--\n.a\n', 1, 3, "unknown character '\\u0301' in the floor grid"],
    // the separator is exactly '--'; a missing one is reported where the dots grid begins
    ['A.\n -- \n.a\n', 2, 1, "must be exactly '--', with nothing before it, found ' --'"],
    ['A.\n---\n.a\n', 2, 1, "must be exactly '--'"],
    ['A.\n.a\n', 2, 1, "missing the line '--' between the floor grid and the dots grid, found a row of dots"],
    ['A.\n\n.a\n', 2, 1, "missing the line '--' between the floor grid and the dots grid, found a blank line"],
    ['..\n--\n..\n--\n..\n', 4, 1, "a second line '--'"],
    // a binary file: its first character, not a missing '--' after its last line
    ['\u0002\u0000\u00ff\n'.repeat(12), 1, 1, "unknown character '\\x02' in the floor grid"],
    ],
  });
});

describe('the Move reader reports the first character that cannot belong to the level', () => {
  const floorCells = fc.array(fc.constantFrom('.', '#', 'A', 'Z'), { maxLength: 15 }).map((cells) => cells.join(''));
  // one code point (or half of one) that no floor row holds, and that is no separator, comment or space
  const foreign = fc
    .string({ unit: 'binary', minLength: 1, maxLength: 1 })
    .filter((ch) => !/^[.#A-Z\s;\-\ufeff]$/u.test(ch));

  it('at line 1 and the column of its first UTF-16 unit, quoted whole, whatever follows it (a missing \'--\' included)', () => {
    fc.assert(
      // (but a carriage return alone, U+2028 or U+2029: a text's lines are read before its characters, and one of these is refused there, wherever it is: text.ts)
      fc.property(floorCells, foreign, fc.string({ unit: 'binary', maxLength: 200 }).filter((rest) => !/[\r\u2028\u2029]/.test(rest)), (cells, ch, rest) => {
        const parsed = move.parse(`${cells}${ch}${rest}`);
        expect(parsed.ok).toBe(false);
        if (parsed.ok) return;
        expect(parsed.error).toMatchObject({ line: 1, column: cells.length + 1 });
        expect(parsed.error.message).toContain(`unknown character '${shown(ch)}' in the floor grid`);
      }),
    );
  });
});
