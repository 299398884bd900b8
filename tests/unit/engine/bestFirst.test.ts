import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestFirst } from '../../../src/engine/bestFirst.ts';
import { bfs } from '../../../src/engine/bfs.ts';
import { search } from '../../../src/engine/solve.ts';
import { UNREACHABLE } from '../../../src/engine/types.ts';
import { bigGraph, ENCODINGS, expectRealPath, graphProblem, largeGraph, oneWord, reference, smallGraph } from '../helpers/graphs.ts';

/** Moves from each node to the nearest goal (Infinity when none), by a backward BFS. */
function distancesToGoal(adjacency: number[][], goals: Set<number>): number[] {
  const into: number[][] = adjacency.map(() => []);
  adjacency.forEach((edges, v) => edges.forEach((w) => into[w]?.push(v)));
  const dist = adjacency.map(() => Infinity);
  const queue = [...goals].filter((g) => g < adjacency.length);
  for (const g of queue) dist[g] = 0;
  for (let i = 0; i < queue.length; i++) {
    const w = queue[i]!;
    for (const v of into[w]!) {
      if (dist[v] === Infinity) {
        dist[v] = dist[w]! + 1;
        queue.push(v);
      }
    }
  }
  return dist;
}

/**
 * Consistent lower bounds made from the true distance (each drops by at most one along an
 * edge): exact, capped, lowered, and none. Infinity is told to the engine as UNREACHABLE.
 */
const BOUNDS: Record<string, (d: number) => number> = {
  exact: (d) => d,
  'capped at 3': (d) => Math.min(d, 3),
  'less 2': (d) => Math.max(0, d - 2),
  zero: () => 0,
};
const told = (d: number) => (d === Infinity ? UNREACHABLE : d);

describe('bestFirst', () => {
  it('is what search() runs for a problem with a lower bound, unless solutions are counted', () => {
    const adj = [[1, 2], [3], [3], [4], []];
    const goals = new Set([4]);
    const d = distancesToGoal(adj, goals);
    const problem = graphProblem(adj, 0, goals, oneWord, (v) => told(d[v]!));
    expect(search(problem)).toMatchObject({ kind: 'solved', moves: 3, method: 'astar' });
    expect(search(problem, { countSolutions: true })).toMatchObject({ kind: 'solved', moves: 3, optimalSolutions: 2, method: 'bfs' });
    expect(search(graphProblem(adj, 0, goals))).toMatchObject({ kind: 'solved', moves: 3, method: 'bfs' });
  });

  it('gives a state found again by a shorter path, before it was expanded, its shorter depth', () => {
    // 0 -> 1 -> 5 -> 6 is the shortest way; 0 -> 2 -> 3 -> 4 -> 5 reaches 5 first (all of
    // 0, 1, 2, 3, 4 have f = 3, and the newest entry goes first), at depth 4 instead of 2
    const adj = [[1, 2], [5], [3], [4], [5], [6], []];
    const bound = [3, 2, 2, 1, 0, 1, 0];
    const r = bestFirst(graphProblem(adj, 0, new Set([6]), oneWord, (v) => bound[v]!));
    expect(r).toMatchObject({ kind: 'solved', moves: 3, solution: ['0>1#0', '1>5#0', '5>6#0'] });
  });

  it('expands only the states that could lie on a shorter path when the bound is good', () => {
    // a comb: a spine 0 -> 1 -> ... -> 199 (the goal), and from every spine node a tooth of
    // 200 nodes leading away and back. BFS looks down every tooth as deep as the goal is
    // far; with the distance left as its bound, best-first never goes past a tooth's first node.
    const L = 200;
    const K = 200;
    const adj: number[][] = Array.from({ length: L }, (_, i) => (i + 1 < L ? [i + 1] : []));
    const bound: number[] = Array.from({ length: L }, (_, i) => L - 1 - i);
    for (let i = 0; i < L; i++) {
      for (let j = 1; j <= K; j++) {
        const v = adj.length;
        adj.push([j === 1 ? i : v - 1]);
        if (j < K) adj[v]!.push(v + 1);
        bound.push(L - 1 - i + j);
        if (j === 1) adj[i]!.push(v);
      }
    }
    const goal = new Set([L - 1]);
    const best = bestFirst(graphProblem(adj, 0, goal, oneWord, (v) => bound[v]!));
    const breadth = bfs(graphProblem(adj, 0, goal));
    expect(best).toMatchObject({ kind: 'solved', moves: L - 1 });
    expect(breadth).toMatchObject({ kind: 'solved', moves: L - 1 });
    expect(best.stored).toBeLessThanOrEqual(2 * L);
    expect(breadth.stored).toBeGreaterThan(10_000);
  });

  it('drops states whose bound says no goal can be reached, and proves unsolvable by exhausting the rest', () => {
    // 0 -> 1 -> 2 -> 3 (a dead end) and 0 -> 4, where 4 is known hopeless
    const adj = [[1, 4], [2], [3], [], [5], [4]];
    const r = bestFirst(graphProblem(adj, 0, new Set([9]), oneWord, (v) => (v === 4 ? UNREACHABLE : 0)));
    expect(r).toMatchObject({ kind: 'unsolvable', stored: 4, method: 'astar' });
    expect(bestFirst(graphProblem(adj, 0, new Set([9]), oneWord, () => UNREACHABLE))).toMatchObject({ kind: 'unsolvable', stored: 1 });
    // asked only once a state is new, the engine stores the hopeless state but never expands it
    const asked = bestFirst(graphProblem(adj, 0, new Set([9]), oneWord, (v) => (v === 4 ? UNREACHABLE : 0), false));
    expect(asked).toMatchObject({ kind: 'unsolvable', stored: 5, method: 'astar' });
  });

  it('solves in zero moves when the start is a goal', () => {
    expect(bestFirst(graphProblem([[1]], 0, new Set([0]), oneWord, () => 5))).toMatchObject({ kind: 'solved', moves: 0, solution: [] });
  });

  for (const [name, b] of Object.entries(BOUNDS)) {
    it(`matches a reference search on random graphs, bound ${name}, emitted or asked for`, () => {
      fc.assert(
        fc.property(smallGraph, fc.boolean(), ({ adj, goals }, emitBound) => {
          const goalSet = new Set(goals);
          const d = distancesToGoal(adj, goalSet);
          const want = reference(adj, 0, goalSet);
          const got = bestFirst(graphProblem(adj, 0, goalSet, oneWord, (v) => told(b(d[v]!)), emitBound));
          if (want.moves === null) expect(got.kind).toBe('unsolvable');
          else {
            expect(got).toMatchObject({ kind: 'solved', moves: want.moves });
            expectRealPath(got, adj, 0, goalSet);
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  for (const [name, enc] of Object.entries(ENCODINGS)) {
    it(`matches a reference search on large random graphs with ${name} per state`, () => {
      fc.assert(
        fc.property(largeGraph, fc.constantFrom(...Object.values(BOUNDS)), ({ adj, goals }, b) => {
          const d = distancesToGoal(adj, goals);
          const want = reference(adj, 0, goals);
          const got = bestFirst(graphProblem(adj, 0, goals, enc, (v) => told(b(d[v]!))));
          if (want.moves === null) expect(got.kind).toBe('unsolvable');
          else expect(got).toMatchObject({ kind: 'solved', moves: want.moves });
        }),
        { numRuns: 20 },
      );
    });
  }

  it('stops at exactly maxStates, and at the memory budget with bytes within it', () => {
    const adj = bigGraph(7, 30_000, 3);
    expect(bestFirst(graphProblem(adj, 0, new Set(), oneWord, () => 0), { maxStates: 5_000 })).toMatchObject({ kind: 'limit', limit: 'states', stored: 5_000 });
    const chain = Array.from({ length: 200_000 }, (_, i) => [i + 1]);
    const r = bestFirst(graphProblem(chain, 0, new Set([200_000]), oneWord, () => 0), { maxBytes: 400_000 });
    expect(r).toMatchObject({ kind: 'limit', limit: 'memory' });
    expect(r.bytes).toBeGreaterThan(0);
    expect(r.bytes).toBeLessThanOrEqual(400_000);
  });

  it('streams progress with the f being expanded as its depth, and can be cancelled', () => {
    const chain = Array.from({ length: 3_000_000 }, (_, i) => [i + 1]);
    const depths: number[] = [];
    const r = bestFirst(graphProblem(chain, 0, new Set([3_000_000]), oneWord, () => 0), {
      progressIntervalMs: 0,
      onProgress: (p) => {
        depths.push(p.depth);
        return depths.length >= 3;
      },
    });
    expect(r).toMatchObject({ kind: 'limit', limit: 'cancelled' });
    expect(depths[2]!).toBeGreaterThan(depths[0]!);
  });
});
