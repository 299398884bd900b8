// The solver registry and the one entry point for every caller that solves (worker, CLI,
// bench, tests): a family's exact method when it has one that applies, else the engine's
// search over its compiled problem. Kept apart from registry.ts so that the page, which
// loads the rules, never loads the engine, the packing or the WebAssembly search.
import type { LayeredOptions } from '../engine/layeredBfs.ts';
import { search } from '../engine/solve.ts';
import type { SearchEstimate, SearchOptions, SearchResult } from '../engine/types.ts';
import { anemonesSolver } from './anemones/solver.ts';
import { barsSolver } from './bars/solver.ts';
import { dogbunnySolver } from './dogbunny/solver.ts';
import { moveSolver } from './move/solver.ts';
import { snakebirdSolver } from './snakebird/solver.ts';
import type { AnyFamily, AnyFamilySolver, FamilyId } from './types.ts';

export const SOLVERS: Record<FamilyId, AnyFamilySolver> = {
  anemones: anemonesSolver,
  bars: barsSolver,
  dogbunny: dogbunnySolver,
  move: moveSolver,
  snakebird: snakebirdSolver,
};

/** Load what a family's solver needs before its first solve (the worker awaits it; in Node it loads on demand). */
export function prepareSolver(family: FamilyId): Promise<void> {
  return SOLVERS[family].prepare?.() ?? Promise.resolve();
}

/** How large a level's search is likely to grow, where its family can say (before solving it). */
export function estimateLevel(family: AnyFamily, level: unknown): SearchEstimate | undefined {
  return family.estimateSearch?.(level);
}

/**
 * A search the family estimates (from the level alone) at fewer states than this runs in one
 * thread though more were asked for: starting workers and sending states between them cost
 * more than a second core gains on a small search, and the spread search gains only from about
 * a million states stored (docs/families/snakebird.md, "Every core").
 */
export const SPREAD_MIN_STATES = 1_000_000;

/**
 * The threads a solve asked to spread over `asked` runs in: one where the family's search cannot
 * spread, or the level is likely small (SPREAD_MIN_STATES). The estimate is asked for only where
 * it decides that: an estimate may itself run a search (Move's, up to a second on a large level).
 */
export function spreadWorkers(family: AnyFamily, asked: number | undefined, estimate: () => SearchEstimate | undefined): number {
  const solver = SOLVERS[family.id];
  if ((asked ?? 1) < 2 || (!solver.solveExactParallel && !solver.solveInLayers)) return 1;
  const likely = estimate();
  return likely && likely.states < SPREAD_MIN_STATES ? 1 : asked!;
}

/** The options, counting sets of moves where the family's moves commute (PuzzleFamily.commutingMoves). */
export function countedAsFamily<O extends { countSets?: boolean }>(family: AnyFamily, options: O): O {
  return family.commutingMoves ? { ...options, countSets: true } : options;
}

export function solveLevel(family: AnyFamily, level: unknown, given: SearchOptions = {}): SearchResult {
  const solver = SOLVERS[family.id];
  const t0 = performance.now();
  const options = countedAsFamily(family, given);
  try {
    return solver.solveExact?.(level, options) ?? search(solver.compile(level), options);
  } catch (e) {
    return refusedMemory(e, t0);
  }
}

/**
 * solveLevel spread over `options.workers` threads where the family's search can (its
 * solveExactParallel); else, or with one worker, solveLevel itself.
 */
export async function solveLevelSpread(family: AnyFamily, level: unknown, options: SearchOptions = {}): Promise<SearchResult> {
  const solver = SOLVERS[family.id];
  if ((options.workers ?? 1) < 2 || !solver.solveExactParallel) return solveLevel(family, level, options);
  const t0 = performance.now();
  try {
    return (await solver.solveExactParallel(level, options)) ?? solveLevel(family, level, options);
  } catch (e) {
    return refusedMemory(e, t0);
  }
}

/**
 * The level by its family's breadth-first search over compressed layers, where it has one (else
 * as solveLevel); the layered search's own options (a store to spill to, layers to resume
 * from) are passed through.
 */
export async function solveLevelInLayers(family: AnyFamily, level: unknown, options: LayeredOptions = {}): Promise<SearchResult> {
  const solver = SOLVERS[family.id];
  if (!solver.solveInLayers) return solveLevel(family, level, options);
  const t0 = performance.now();
  try {
    return await solver.solveInLayers(level, options);
  } catch (e) {
    return refusedMemory(e, t0);
  }
}

/** The runtime refused memory (a typed array, a WebAssembly instance): a memory limit, not a bug; anything else is thrown again. */
function refusedMemory(e: unknown, t0: number): SearchResult {
  if (e instanceof RangeError && /alloc|memory/i.test(e.message)) {
    return { kind: 'limit', limit: 'memory', depth: 0, stored: 0, elapsedMs: performance.now() - t0, bytes: 0, detail: `the runtime could not allocate the memory the search needed (${e.message})` };
  }
  throw e;
}
