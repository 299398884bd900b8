import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bfs } from '../../../src/engine/bfs.ts';
import { bars, type BarsLevel } from '../../../src/puzzles/bars/index.ts';
import { solveBarsExact } from '../../../src/puzzles/bars/gf2.ts';
import { barsSolver } from '../../../src/puzzles/bars/solver.ts';
import {
  familyContractTests,
  expected,
  fixture,
  optimalMoves,
  parseOk,
  replay,
  solveAndReplay,
} from '../helpers/family.ts';

const RULES_EXAMPLE = 'pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n';

const levelOf = (rows: number, cols: number, pattern: 'cross' | 'plus', goal: 0 | 1, bits: number): BarsLevel => ({
  rows,
  cols,
  pattern,
  goal,
  cells: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (bits >>> (r * cols + c)) & 1)),
});

const levelArb = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    cols: fc.integer({ min: 1, max: 4 }),
    pattern: fc.constantFrom('cross' as const, 'plus' as const),
    goal: fc.constantFrom(0 as const, 1 as const),
    bits: fc.integer({ min: 0, max: 0xffff }),
  })
  .map(({ rows, cols, pattern, goal, bits }) => levelOf(rows, cols, pattern, goal, bits));

/** The exact method's answer as a move count, checked to be a real solution. */
function exactMoves(level: BarsLevel): number | null {
  const presses = solveBarsExact(level);
  if (presses === null) throw new Error('the exact method gave up on a small grid');
  if (presses === 'unsolvable') return null;
  const moves: string[] = [];
  presses.forEach((p, i) => p && moves.push(`${Math.floor(i / level.cols) + 1},${(i % level.cols) + 1}`));
  expect(bars.isWon(level, replay(bars, level, moves) as { cells: number[][] })).toBe(true);
  return moves.length;
}

describe('bars', () => {
  it('solves the RULES.md example in 8 presses', () => {
    expect(optimalMoves(solveAndReplay(bars, parseOk(bars, RULES_EXAMPLE)))).toBe(8);
  });

  it.each(expected('bars'))('solves $file to its expected count', ({ file, moves }) => {
    expect(optimalMoves(solveAndReplay(bars, parseOk(bars, fixture('bars', file))))).toBe(moves);
  });

  it('solves every gallery level, with the counts the gallery shows', () => {
    expect(bars.gallery.map((g) => optimalMoves(solveAndReplay(bars, parseOk(bars, g.text))))).toEqual([8, 15, 24, 9, 32]);
  });

  it('presses flip the row and column once each (cross) or the plus shape (plus)', () => {
    const cross = levelOf(3, 3, 'cross', 1, 0);
    expect(bars.play(cross, bars.start(cross), '2,2')!.cells).toEqual([[0, 1, 0], [1, 1, 1], [0, 1, 0]]);
    const plus = levelOf(3, 3, 'plus', 0, 0);
    expect(bars.play(plus, bars.start(plus), '1,1')!.cells).toEqual([[1, 1, 0], [1, 0, 0], [0, 0, 0]]);
    expect(bars.play(plus, bars.start(plus), '4,1')).toBeNull();
  });

  it('agrees with BFS on every grid up to 4×4, both patterns and both goals, solvable or not', () => {
    let unsolvable = 0;
    for (let rows = 1; rows <= 4; rows++) {
      for (let cols = 1; cols <= 4; cols++) {
        const n = rows * cols;
        // every start on grids up to 9 cells, a spread of starts above that
        const starts = n <= 9 ? Array.from({ length: 2 ** n }, (_, i) => i) : Array.from({ length: 48 }, (_, i) => (i * 2654435761) % 2 ** n);
        for (const pattern of ['cross', 'plus'] as const) {
          for (const goal of [0, 1] as const) {
            for (const bits of starts) {
              const level = levelOf(rows, cols, pattern, goal, bits);
              const r = bfs(barsSolver.compile(level));
              const want = r.kind === 'solved' ? r.moves : null;
              if (want === null) unsolvable++;
              expect({ rows, cols, pattern, goal, bits, moves: exactMoves(level) }).toEqual({ rows, cols, pattern, goal, bits, moves: want });
            }
          }
        }
      }
    }
    expect(unsolvable).toBeGreaterThan(0);
  }, 120_000);

  it('solves a 64×64 cross grid exactly, and proves an inconsistent one unsolvable', () => {
    const big = levelOf(64, 64, 'cross', 1, 0);
    big.cells[5]![7] = 0;
    big.cells[40]![2] = 0;
    const r = solveAndReplay(bars, big);
    expect(r).toMatchObject({ kind: 'solved', method: 'exact' });
    // on an odd-sized cross grid every row must need the same parity of flips
    const odd = levelOf(5, 5, 'cross', 1, 0b1);
    expect(exactMoves(odd)).toBeNull();
  });

  it('says plainly when a grid is beyond the exact method', () => {
    const r = barsSolver.solveExact!(levelOf(64, 64, 'plus', 1, 0), {});
    expect(r).toMatchObject({ kind: 'limit', limit: 'size' });
  });



  it('reads the defaults: cross, goal 1', () => {
    expect(parseOk<BarsLevel>(bars, '01\n10\n')).toMatchObject({ pattern: 'cross', goal: 1, rows: 2, cols: 2 });
  });

  // up to 3×3 here: the reference keys states by JSON and would crawl through 2^16 of them
  familyContractTests(bars, {
    levels: levelArb.filter((l) => l.rows * l.cols <= 9),
    example: RULES_EXAMPLE,
    searchRuns: 150,
    roundTripRuns: 200,
    badInputs: [
    ['', 1, 1, 'expected a grid'],
    ['pattern star\n01\n', 1, 9, "unknown pattern 'star'"],
    ['goal 2\n01\n', 1, 6, 'expected 0 or 1'],
    ['pattern plus\npattern plus\n01\n', 2, 1, "second 'pattern'"],
    ['01\ngoal 0\n', 2, 1, 'must come before the grid'],
    ['01\n0x\n', 2, 2, "unknown character 'x'"],
    ['011\n01\n', 2, 3, 'row is 2 cells wide'],
    ['01\n1\n', 2, 2, 'row is 1 cell wide but the first row is 2'],
    ['01\n\n01\n', 2, 1, 'blank line inside the grid'],
    [`${'0'.repeat(65)}\n`, 1, 65, 'at most 64'],
    ],
  });
});
