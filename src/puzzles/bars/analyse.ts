// The designer's analysis of a Bars grid whose space is too large to enumerate, by linear
// algebra over GF(2) (gf2.ts) instead of the engine's breadth-first search, which would store
// 2^(cells − nullity) positions: 64×64 answers at once.
//
// Counted as the engine counts (engine/analyse.ts): with options.countSets (the rules table's
// commutingMoves, which analyseLevel passes on) the sets of presses; else distinct sequences of
// positions, where the orders of one set count apart. A shortest line never presses a cell
// twice (the two presses cancel), and no two cells flip the same pattern (below), so each line
// is one set of k presses in one of its k! orders, and that count is (sets) × k!.
import { DEFAULT_MAX_POSITIONS, type AnalyseOptions, type Analyser, type AnalysisLimit } from '../../engine/analyse.ts';
import { count } from '../text.ts';
import type { BarsLevel } from './format.ts';
import { barsNullity, barsOptimum } from './gf2.ts';
import { notation } from './index.ts';

/** How the counts were made, for the reader of the analysis. */
export const BARS_ALGEBRA = 'the optimum and its count are worked out exactly from which cells each press flips (linear algebra over GF(2)), without a search';
const IN_ORDERS = ', each set of k presses counted in its k! orders';

/** Every press flips the same pattern: a cross grid of one row or column, a plus grid of two cells. */
export const samePatterns = (level: BarsLevel) => (level.pattern === 'cross' ? level.rows === 1 || level.cols === 1 : level.rows * level.cols === 2);

/**
 * The 2^rank positions of the whole space, as a number where a double holds it exactly (a
 * designer reads 8,388,608, not 2^23), else how long that number is.
 */
export const allPositions = (rank: number) =>
  rank <= 53 ? `${count(2 ** rank)} in all` : `in all a number ${count(Math.floor(rank * Math.log10(2)) + 1)} digits long: 2^${rank}`;

const sets = (n: number) => (n === 1 ? 'one set' : `${n} sets`);

/** k!, or Infinity past what a double holds. */
export function factorial(k: number): number {
  let f = 1;
  for (let i = 2; i <= k && Number.isFinite(f); i++) f *= i;
  return f;
}

/**
 * The analysis by linear algebra, or null where the engine's own does the job (a space small
 * enough to enumerate); a size limit at once where neither can (the presses that change
 * nothing span too many sets to compare, and the space is far too large to search).
 */
export function analyseBars(level: BarsLevel, options: AnalyseOptions): Analyser | AnalysisLimit | null {
  const t0 = performance.now();
  const { rows: R, cols: C } = level;
  const cells = R * C;
  // Two cells flip the same pattern only on a cross grid of one row or column (each press flips
  // the whole line) or a plus grid of two cells; their spaces are tiny and the engine counts them.
  if (samePatterns(level)) return null;
  const maxPositions = Math.min(options.maxPositions ?? DEFAULT_MAX_POSITIONS, options.maxStates ?? Infinity);
  const nullity = barsNullity(level);
  const rank = cells - nullity;
  if (2 ** rank <= maxPositions) return null;
  const optimum = barsOptimum(level);
  if (optimum === null) {
    return {
      kind: 'limit',
      limit: 'size',
      stored: 0,
      depth: 0,
      detail: `this ${R}×${C} ${level.pattern} grid has 2^${nullity} sets of presses that change nothing, too many to compare for the fewest presses, and 2^${rank} positions, too many to search`,
    };
  }
  const solvable = optimum !== 'unsolvable';
  const solution: string[] = [];
  if (solvable) optimum.presses.forEach((p, i) => p && solution.push(notation(i, C)));
  const moves = solvable ? solution.length : null;
  const orders = moves === null ? 0 : optimum !== 'unsolvable' ? optimum.sets * (options.countSets ? 1 : factorial(moves)) : 0;
  const counted = Number.isFinite(orders);
  return {
    analysis: {
      solvable,
      moves,
      optimalSolutions: counted ? orders : null,
      solution: solvable ? solution : null,
      explored: null,
      stored: 0,
      // every press flips a pattern of its own, so every position has one distinct successor a cell
      branching: cells,
      forcedMoves: null,
      space: null,
      notEnumerated: `the whole space has more than ${count(maxPositions)} position${maxPositions === 1 ? '' : 's'} (${allPositions(rank)}); ${BARS_ALGEBRA}${options.countSets ? '' : IN_ORDERS}`,
      notCounted: counted
        ? null
        : `${sets(optimum !== 'unsolvable' ? optimum.sets : 0)} of ${moves} presses solve${optimum !== 'unsolvable' && optimum.sets === 1 ? 's' : ''} it, each in ${moves}! orders: more than the 1.8 × 10^308 a count can hold`,
      elapsedMs: performance.now() - t0,
      bytes: 0,
    },
    // Presses undo themselves, so from any position the start can be reached again, and with it
    // a win: a solvable grid has no point of no return, an unsolvable one is lost from the start.
    judgeLine: (_positions, lostAfter) => ({ noReturnAt: solvable ? lostAfter : 0, toWin: null }),
    graph: () => null,
  };
}
