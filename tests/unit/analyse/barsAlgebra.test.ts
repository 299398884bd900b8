// Bars' analysis by linear algebra (src/puzzles/bars/analyse.ts), used where the engine's space
// is too large: the same answers as the engine's breadth-first analysis on small grids, and on
// larger ones the answers of checks that share nothing with gf2.ts (every press set tried, or
// the cross matrix being its own inverse on even sides).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/engine/analyse.ts';
import { analyseLevel, type LevelAnalysis } from '../../../src/puzzles/analyse.ts';
import { analyseBars } from '../../../src/puzzles/bars/analyse.ts';
import { barsNullity } from '../../../src/puzzles/bars/gf2.ts';
import { bars, pressedCells, type BarsLevel, type BarsState } from '../../../src/puzzles/bars/index.ts';
import { barsSolver } from '../../../src/puzzles/bars/solver.ts';
import { solveLevel } from '../../../src/puzzles/solve.ts';
import { replay } from '../helpers/family.ts';
import { solve, tempFiles } from '../cli/runCli.ts';

const { file } = tempFiles('unstuck-bars-');

const levelOf = (rows: number, cols: number, pattern: 'cross' | 'plus', goal: 0 | 1, cell: (r: number, c: number) => number): BarsLevel => ({
  rows,
  cols,
  pattern,
  goal,
  cells: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cell(r, c))),
});

const textOf = (l: BarsLevel) => `pattern ${l.pattern}\ngoal ${l.goal}\n${l.cells.map((row) => row.join('')).join('\n')}\n`;

const wins = (level: BarsLevel, line: string[]) => bars.isWon(level, replay(bars, level, line) as BarsState);

const factorial = (k: number) => Array.from({ length: k }, (_, i) => i + 1).reduce((a, b) => a * b, 1);

function byAlgebra(level: BarsLevel) {
  // a positions cap of 1 leaves every grid to the algebra
  const a = analyseBars(level, { maxPositions: 1 });
  if (!a || 'kind' in a) throw new Error('the algebra left the grid to the engine, or gave up');
  return a.analysis;
}

/** Every set of presses tried, as bits of one number: the fewest presses that solve it, and how many sets of that size. */
function everyPressSet(level: BarsLevel): { moves: number | null; sets: number } {
  const { rows: R, cols: C } = level;
  const n = R * C;
  const masks = Array.from({ length: n }, (_, p) => pressedCells(level, Math.floor(p / C), p % C).reduce((m, [i, j]) => m | (1 << (i * C + j)), 0));
  let need = 0;
  for (let k = 0; k < n; k++) if (level.cells[Math.floor(k / C)]![k % C] !== level.goal) need |= 1 << k;
  let flipped = 0;
  let weight = 0;
  let pressed = 0;
  let best = need === 0 ? 0 : Infinity;
  let sets = need === 0 ? 1 : 0;
  for (let step = 1; step < 2 ** n; step++) {
    const p = 31 - Math.clz32(step & -step);
    flipped ^= masks[p]!;
    pressed ^= 1 << p;
    weight += (pressed >>> p) & 1 ? 1 : -1;
    if (flipped !== need) continue;
    if (weight < best) {
      best = weight;
      sets = 1;
    } else if (weight === best) sets++;
  }
  return { moves: best === Infinity ? null : best, sets };
}

describe("Bars' analysis by linear algebra", () => {
  it('agrees with the engine’s breadth-first analysis on random small grids: optimum, count of optimal lines (orders of a set counted apart), branching; the space is 2^(cells − nullity)', () => {
    fc.assert(
      fc.property(
        fc.record({
          rows: fc.integer({ min: 1, max: 4 }),
          cols: fc.integer({ min: 1, max: 4 }),
          pattern: fc.constantFrom('cross' as const, 'plus' as const),
          goal: fc.constantFrom(0 as const, 1 as const),
          bits: fc.integer({ min: 0, max: 0xffff }),
        }),
        ({ rows, cols, pattern, goal, bits }) => {
          const level = levelOf(rows, cols, pattern, goal, (r, c) => (bits >>> (r * cols + c)) & 1);
          const engine = analyse(barsSolver.compile(level), {});
          if ('kind' in engine) throw new Error(engine.detail);
          const e = engine.analysis;
          expect(e.space!.positions).toBe(2 ** (rows * cols - barsNullity(level)));
          const own = analyseBars(level, { maxPositions: 1 });
          // (a line of cells flips the same pattern whichever is pressed: left to the engine)
          if (pattern === 'cross' ? rows === 1 || cols === 1 : rows * cols === 2) {
            expect(own).toBeNull();
            return;
          }
          const a = byAlgebra(level);
          expect({ solvable: a.solvable, moves: a.moves, optimalSolutions: a.optimalSolutions, branching: a.branching }).toEqual({
            solvable: e.solvable,
            moves: e.moves,
            optimalSolutions: e.optimalSolutions,
            branching: e.branching,
          });
          expect(a.space).toBeNull();
          if (a.solvable) expect(wins(level, a.solution!)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it('on grids up to 5×5: the fewest presses and the number of sets of them, as every one of the 2^cells press sets says (odd sides: the null space searched row flips by column flips, either way round)', () => {
    let tied = 0;
    const shapes: [number, number, 'plus' | 'cross'][] = [[5, 5, 'plus'], [4, 6, 'plus'], [5, 5, 'cross'], [3, 5, 'cross'], [5, 3, 'cross'], [4, 5, 'cross'], [5, 4, 'cross']];
    for (const [rows, cols, pattern] of shapes) {
      for (const seed of [1, 2, 3]) {
        const level = levelOf(rows, cols, pattern, 1, (r, c) => ((r * 7 + c * 3 + seed * (r + 1) * (c + 2)) % 3 === 0 ? 1 : 0));
        const truth = everyPressSet(level);
        const a = byAlgebra(level);
        expect(a.moves, `${rows}×${cols} ${pattern}, seed ${seed}`).toBe(truth.moves);
        expect(a.optimalSolutions).toBe(truth.moves === null ? 0 : truth.sets * factorial(truth.moves));
        if (truth.sets > 1) tied++;
      }
    }
    // (ties among sets were among the cases)
    expect(tied).toBeGreaterThan(2);
    // all lights on, the classic 5×5 Lights Out: the engine's cap (2^23 positions) passed, so
    // analyseLevel takes the algebra, and counts sets (Bars' moves commute)
    const allOn = levelOf(5, 5, 'plus', 0, () => 1);
    const truth = everyPressSet(allOn);
    const a = analyseLevel(bars, allOn) as LevelAnalysis;
    expect(a.byFamily).toBe(true);
    expect(a.space).toBeNull();
    expect(a.moves).toBe(truth.moves);
    expect(a.optimalSolutions).toBe(truth.sets);
  }, 60_000);

  it('on a 64×64 cross grid: the one solution is the press matrix times the flips needed (the matrix is its own inverse on even sides), one set of presses', () => {
    const R = 64;
    const C = 64;
    // presses x0; the grid they solve: each cell flipped by the presses in its row or column
    const x0 = [[3, 5], [3, 40], [17, 17], [30, 2], [50, 63], [63, 0], [63, 33]];
    const pressedAt = new Set(x0.map(([r, c]) => r! * C + c!));
    const flips = (cell: (r: number, c: number) => number) => {
      const rowSum = Array.from({ length: R }, (_, r) => Array.from({ length: C }, (_, c) => cell(r, c)).reduce((a, b) => a ^ b, 0));
      const colSum = Array.from({ length: C }, (_, c) => Array.from({ length: R }, (_, r) => cell(r, c)).reduce((a, b) => a ^ b, 0));
      // a press at (i, j) flips its row and column, itself once
      return (r: number, c: number) => rowSum[r]! ^ colSum[c]! ^ cell(r, c);
    };
    const need = flips((r, c) => (pressedAt.has(r * C + c) ? 1 : 0));
    const level = levelOf(R, C, 'cross', 1, (r, c) => 1 ^ need(r, c));
    // the independent solution: A·b, and A·(A·b) = b checks that A is its own inverse here
    const x = flips(need);
    const again = flips(x);
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) expect(again(r, c)).toBe(need(r, c));
    const expected: string[] = [];
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) if (x(r, c)) expected.push(`${r + 1},${c + 1}`);
    expect(expected).toHaveLength(x0.length);
    const a = analyseLevel(bars, level) as LevelAnalysis;
    expect(a).toMatchObject({ solvable: true, moves: expected.length, optimalSolutions: 1, byFamily: true, space: null });
    expect(a.solution).toEqual(expected);
    expect(wins(level, a.solution!)).toBe(true);
    // 2^4096 positions, past what a double holds: said as how long the number is
    expect(a.notEnumerated).toMatch(/^the whole space has more than 2,000,000 positions \(in all a number 1,234 digits long: 2\^4096\); the optimum and its count are worked out exactly/);

    // a random grid: the solution has about half the cells, so its orders are past a double's
    // range; its one set is counted all the same
    let seed = 7;
    const random = levelOf(R, C, 'cross', 1, () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 1);
    const b = flips((r, c) => 1 ^ random.cells[r]![c]!);
    let k = 0;
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) k += b(r, c);
    const big = analyseLevel(bars, random) as LevelAnalysis;
    expect(big.moves).toBe(k);
    expect(big.optimalSolutions).toBe(1);
    // counted in orders (the engine's way without countSets), past a double
    const orders = analyseBars(random, {})!;
    expect('kind' in orders ? null : orders.analysis.optimalSolutions).toBeNull();
    expect('kind' in orders ? '' : orders.analysis.notCounted).toContain(`one set of ${k} presses solves it, each in ${k}! orders`);
  }, 60_000);

  it('counts sets of presses (the moves commute), as every press set tried says: Check and Solve, by the engine on small grids and by the algebra on larger ones; the orders are exactly sets × k!', () => {
    // (odd sides of a cross grid and 4×4 Lights Out have presses that change nothing, so ties among sets)
    const shapes: [number, number, 'plus' | 'cross'][] = [[2, 3, 'plus'], [3, 3, 'plus'], [3, 3, 'cross'], [4, 4, 'cross'], [4, 4, 'plus'], [3, 5, 'cross'], [5, 3, 'cross'], [4, 5, 'cross']];
    let tied = 0;
    for (const [rows, cols, pattern] of shapes) {
      for (const seed of [1, 2, 3, 4]) {
        // a grid of cells chosen by the seed (often unsolvable where presses change nothing), and one made by pressing cells from the goal
        const chosen = (r: number, c: number) => ((r * 5 + c * 3 + seed * (r + 2) * (c + 1)) % 3 === 0 ? 1 : 0);
        const pressed = levelOf(rows, cols, pattern, 1, () => 1);
        for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (chosen(r, c)) pressed.cells = (bars.play(pressed, pressed, `${r + 1},${c + 1}`) as BarsState).cells;
        for (const level of [levelOf(rows, cols, pattern, 1, chosen), pressed]) {
          const truth = everyPressSet(level);
          const at = `${rows}×${cols} ${pattern}, seed ${seed}`;
          const a = analyseLevel(bars, level) as LevelAnalysis;
          expect(a.moves, at).toBe(truth.moves);
          expect(a.optimalSolutions, at).toBe(truth.moves === null ? 0 : truth.sets);
          const solved = solveLevel(bars, level, { countSolutions: true });
          if (truth.moves === null) expect(solved.kind, at).toBe('unsolvable');
          else expect(solved, at).toMatchObject({ kind: 'solved', moves: truth.moves, optimalSolutions: truth.sets });
          // the engine's count of sequences of positions, without the family's word that moves commute
          const orders = analyse(barsSolver.compile(level), {});
          if ('kind' in orders) throw new Error(orders.detail);
          expect(orders.analysis.optimalSolutions, at).toBe(truth.moves === null ? 0 : truth.sets * factorial(truth.moves));
          if (truth.sets > 1) tied++;
        }
      }
    }
    expect(tied).toBeGreaterThan(3);
    // the gallery's: Lovecraft 4×4 is one set of 8 presses (not 8! = 40,320 solutions); Lights
    // Out 5×5, solved by the algebra (25 cells), four sets
    const gallery = (name: string) => {
      const parsed = bars.parse(bars.gallery.find((g) => g.name === name)!.text);
      if (!parsed.ok) throw new Error(name);
      return parsed.level;
    };
    for (const [name, moves, sets] of [['Lovecraft 4×4', 8, 1], ['Lights Out 5×5', 15, 4]] as const) {
      const level = gallery(name);
      expect(everyPressSet(level)).toEqual({ moves, sets });
      expect(solveLevel(bars, level, { countSolutions: true })).toMatchObject({ kind: 'solved', moves, optimalSolutions: sets });
      expect(analyseLevel(bars, level)).toMatchObject({ moves, optimalSolutions: sets });
    }
  }, 120_000);

  it('a family that says its moves commute when they do not: the engine refuses to count sets rather than give a wrong count', () => {
    // a counter from 0 to 2 by +1 only: two moves of one kind, whose one order is not 2! orders
    const problem = {
      words: 1,
      writeInitial: (o: Uint32Array) => o.fill(0),
      expand: (s: Uint32Array, off: number, o: Uint32Array, emit: (m: number) => void) => {
        o[0] = s[off]! + 1;
        if (o[0] <= 2) emit(0);
      },
      isGoal: (s: Uint32Array, off: number) => s[off] === 2,
      notate: (m: number[]) => m.map(String),
    };
    expect(() => analyse(problem, { countSets: true })).toThrow(/do not commute/);
  });

  it('the CLI: --analyse --json on a 64×64 grid answers at once, without the whole-space fields, and says how it counted', () => {
    const level = levelOf(64, 64, 'cross', 1, (r, c) => (r === 0 || c === 0 ? 0 : 1));
    const r = solve('bars', file('big.txt', textOf(level)), '--analyse', '--json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    for (const f of ['positions', 'winnable', 'deadEnds', 'farthest']) expect(out).not.toHaveProperty(f);
    // the first row and column need a flip: one press at their corner flips exactly them
    expect(out).toMatchObject({ puzzle: 'bars', solvable: true, moves: 1, optimalSolutions: 1, solution: ['1,1'] });
    expect(out.notes.join(' ')).toMatch(/linear algebra over GF\(2\)/);
    expect(out.notes.join(' ')).not.toMatch(/engine's breadth-first search/);
    // the answer replays to a win
    expect(wins(level, out.solution)).toBe(true);
    expect(out.solution).toHaveLength(out.moves);
  }, 60_000);

  it('a 64×64 Lights Out grid, whose presses that change nothing span too many sets to compare: a size limit at once, not hours of search', () => {
    const level = levelOf(64, 64, 'plus', 0, () => 1);
    // nothing stored: no search was started
    expect(analyseLevel(bars, level)).toMatchObject({ kind: 'limit', limit: 'size', stored: 0, detail: expect.stringMatching(/^this 64×64 plus grid has 2\^\d+ sets of presses that change nothing/) });
    const r = solve('bars', file('plus64.txt', textOf(level)), '--analyse', '--json');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/too many to compare for the fewest presses/);
  }, 60_000);
});
