// Breadth-first search over packed states (the seen set: stateTable.ts).
//
// Every stored state gets an index in insertion order. Because BFS inserts layer by layer,
// each depth is a contiguous index range, so the frontier needs no queue of its own.
// Move ids are not stored: the path is short, so rebuilding it re-expands each parent once
// and picks the move that leads to the child. That keeps a one-word state at 8 bytes plus
// its hash slot.
import { ProgressClock } from './progress.ts';
import { rebuildPath, StateTable } from './stateTable.ts';
import type { SearchOptions, SearchProblem, SearchResult } from './types.ts';

/**
 * The sets of k moves behind `paths` shortest paths of k moves to one position, where moves
 * commute and undo themselves (SearchOptions.countSets): every order of such a set is a
 * shortest path (a shorter prefix would make a shorter path), its moves are distinct (two equal
 * ones would cancel) and each order passes through other positions, so paths = sets × k!.
 * Counted layer by layer, each position's sets are the sum of its predecessors' (one move
 * nearer the start, or the goal) over k: each set is reached through each of its k moves last.
 * A sum that k does not divide means the moves do not commute: a bug of the caller's.
 */
export function setsOfPaths(sumOfSets: number, k: number): number {
  const sets = sumOfSets / k;
  // (past 2^53 the counts are floats, no longer exact: the quotient is as near as they are)
  if (!Number.isInteger(sets) && sumOfSets <= Number.MAX_SAFE_INTEGER) throw new Error(`engine: counting sets of moves that do not commute (${sumOfSets} orders over ${k} moves)`);
  return sets;
}

export function bfs(problem: SearchProblem, options: SearchOptions = {}): SearchResult {
  const W = problem.words;
  const countSolutions = options.countSolutions ?? false;
  const t0 = performance.now();

  // Only when counting: number of shortest paths to each state, and the last parent that
  // added to it (so two moves from one state to the same successor count once).
  let paths = countSolutions ? new Float64Array(0) : null;
  let lastParent = countSolutions ? new Int32Array(0) : null;
  const seen = new StateTable(W, {
    keyed: !countSolutions,
    maxStates: options.maxStates,
    maxBytes: options.maxBytes,
    extraBytesPerState: countSolutions ? 12 : 0,
    onGrow: (capacity) => {
      if (!paths || !lastParent) return;
      const c2 = new Float64Array(capacity);
      c2.set(paths);
      paths = c2;
      const l2 = new Int32Array(capacity).fill(-1);
      l2.set(lastParent);
      lastParent = l2;
    },
  });
  if (seen.overBudget()) {
    return { kind: 'limit', limit: 'memory', depth: 0, stored: 0, elapsedMs: performance.now() - t0, bytes: 0, peakBytes: 0 };
  }
  const elapsed = () => performance.now() - t0;

  const goals: number[] = [];
  let stop: 'states' | 'memory' | 'cancelled' | null = null;
  /** index of the first state of the layer being generated */
  let nextLayerStart = 1;

  function flush(): void {
    const n = seen.prefetch();
    for (let i = 0; i < n; i++) {
      if (stop !== null || (goals.length > 0 && !paths)) return;
      const index = seen.resolve(i);
      if (index < 0) {
        stop = seen.stop;
        return;
      }
      if (seen.added) {
        const from = seen.batchFrom[i]!;
        if (paths && lastParent) {
          paths[index] = paths[from]!;
          lastParent[index] = from;
        }
        if (problem.isGoal(seen.store, index * W)) goals.push(index);
      } else if (paths && lastParent && index >= nextLayerStart) {
        const from = seen.batchFrom[i]!;
        if (lastParent[index] !== from) {
          lastParent[index] = from;
          paths[index]! += paths[from]!;
        }
      }
    }
  }

  const scratch = new Uint32Array(W);
  problem.writeInitial(scratch);
  seen.addRoot(scratch);
  if (paths) paths[0] = 1;

  const finishSolved = (goals: number[], depth: number): SearchResult => {
    let optimalSolutions: number | undefined;
    if (paths) {
      optimalSolutions = 0;
      for (const g of goals) optimalSolutions += paths[g]!;
    }
    return {
      kind: 'solved',
      moves: depth,
      solution: rebuildPath(problem, seen, goals[0]!),
      stored: seen.count,
      ...(optimalSolutions !== undefined ? { optimalSolutions } : {}),
      elapsedMs: elapsed(),
      bytes: seen.bytes(),
      peakBytes: seen.peakBytes,
      method: 'bfs',
    };
  };

  if (problem.isGoal(seen.store, 0)) return finishSolved([0], 0);

  let depth = 0;
  let layerStart = 0;
  let layerEnd = 1;
  let current = 0;
  const clock = new ProgressClock(options, t0);
  // (no goal lies in the layers expanded, so none is nearer than the one being expanded)
  const snapshot = () => ({ depth, lowerBound: depth, stored: seen.count, frontier: layerEnd - layerStart, bytes: seen.bytes() });

  const emit = (_move: number): void => {
    if (stop !== null || (goals.length > 0 && !paths)) return;
    if (seen.queue(scratch, current)) flush();
  };

  for (;;) {
    nextLayerStart = layerEnd;
    for (current = layerStart; current < layerEnd; current++) {
      problem.expand(seen.store, current * W, scratch, emit);
      if (stop !== null) break;
      if (goals.length > 0 && !paths) break;
      if (clock.tick(snapshot)) {
        stop = 'cancelled';
        break;
      }
    }
    if (stop === null) flush();
    seen.batchLen = 0;
    if (stop !== null) {
      const detail = seen.stop === 'memory' ? seen.stopDetail : undefined;
      return { kind: 'limit', limit: stop, depth, stored: seen.count, elapsedMs: elapsed(), bytes: seen.bytes(), peakBytes: seen.peakBytes, ...(detail ? { detail } : {}) };
    }
    depth++;
    if (paths && options.countSets) for (let i = layerEnd; i < seen.count; i++) paths[i] = setsOfPaths(paths[i]!, depth);
    if (goals.length > 0) return finishSolved(goals, depth);
    if (seen.count === layerEnd) {
      return { kind: 'unsolvable', stored: seen.count, elapsedMs: elapsed(), bytes: seen.bytes(), peakBytes: seen.peakBytes, method: 'bfs' };
    }
    layerStart = layerEnd;
    layerEnd = seen.count;
  }
}
