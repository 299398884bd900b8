import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bfs, setsOfPaths } from '../../../src/engine/bfs.ts';
import type { SearchProblem } from '../../../src/engine/types.ts';
import { bigGraph, ENCODINGS, expectRealPath, graphProblem, largeGraph, reference, smallGraph } from '../helpers/graphs.ts';

/**
 * How many states the engine has stored when it stops at the first goal without counting:
 * successors are taken in emit order, and the search stops at the first new goal.
 */
function storedAtFirstGoal(adjacency: number[][], start: number, goals: Set<number>): number {
  const seen = new Set<number>([start]);
  if (goals.has(start)) return 1;
  for (let q = [start], i = 0; i < q.length; i++) {
    for (const w of adjacency[q[i]!] ?? []) {
      if (seen.has(w)) continue;
      seen.add(w);
      if (goals.has(w)) return seen.size;
      q.push(w);
    }
  }
  return seen.size;
}

describe('bfs', () => {
  it('finds a shortest path and names its moves', () => {
    const adj = [[1, 2], [3], [3], [4], []];
    const r = bfs(graphProblem(adj, 0, new Set([4])));
    expect(r.kind).toBe('solved');
    if (r.kind !== 'solved') return;
    expect(r.moves).toBe(3);
    expect(r.solution).toEqual(['0>1#0', '1>3#0', '3>4#0']);
    expect(r.stored).toBe(5);
  });

  it('solves in zero moves when the start is a goal', () => {
    const r = bfs(graphProblem([[1]], 0, new Set([0])));
    expect(r).toMatchObject({ kind: 'solved', moves: 0, solution: [] });
  });

  it('proves unsolvable by exhausting the reachable states', () => {
    const r = bfs(graphProblem([[1], [0, 2], [1], []], 0, new Set([3])));
    expect(r).toMatchObject({ kind: 'unsolvable', stored: 3 });
  });

  it('stops at the state budget with a limit result', () => {
    const chain = Array.from({ length: 100 }, (_, i) => [i + 1]);
    const r = bfs(graphProblem(chain, 0, new Set([100])), { maxStates: 10 });
    expect(r).toMatchObject({ kind: 'limit', limit: 'states', stored: 10 });
  });

  it('stops at the memory budget with a limit result', () => {
    const chain = Array.from({ length: 100_000 }, (_, i) => [i + 1]);
    const r = bfs(graphProblem(chain, 0, new Set([100_000])), { maxBytes: 200_000 });
    expect(r.kind).toBe('limit');
    if (r.kind === 'limit') {
      expect(r.limit).toBe('memory');
      expect(r.bytes).toBeLessThanOrEqual(200_000);
    }
  });

  it('streams progress on a clock and can be cancelled from it', () => {
    const n = 3_000_000;
    const problem: SearchProblem = {
      words: 1,
      writeInitial: (out) => void (out[0] = 0),
      expand: (src, off, out, emit) => {
        const v = src[off]!;
        if (v + 1 < n) {
          out[0] = v + 1;
          emit(0);
        }
      },
      isGoal: () => false,
      notate: () => [],
    };
    const seen: number[] = [];
    const r = bfs(problem, {
      progressIntervalMs: 0,
      onProgress: (p) => {
        seen.push(p.stored);
        return seen.length >= 3;
      },
    });
    expect(r).toMatchObject({ kind: 'limit', limit: 'cancelled' });
    expect(seen.length).toBe(3);
    expect(seen[2]!).toBeGreaterThan(seen[0]!);
  });

  it('grows its table past many states and keeps every state findable', () => {
    // a 2-D grid walk: 300 x 300 = 90,000 states, goal in the far corner
    const W = 300;
    const problem: SearchProblem = {
      words: 2,
      writeInitial: (out) => out.fill(0),
      expand: (src, off, out, emit) => {
        const x = src[off]!;
        const y = src[off + 1]!;
        const steps: [number, number][] = [[1, 0], [0, 1], [-1, 0], [0, -1]];
        steps.forEach(([dx, dy], m) => {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= W || ny >= W) return;
          out[0] = nx;
          out[1] = ny;
          emit(m);
        });
      },
      isGoal: (s, off) => s[off] === W - 1 && s[off + 1] === W - 1,
      notate: (moves) => moves.map(String),
    };
    const r = bfs(problem, { countSolutions: true });
    expect(r.kind).toBe('solved');
    if (r.kind === 'solved') {
      expect(r.moves).toBe(2 * (W - 1));
      expect(r.stored).toBe(W * W);
    }
  });

  it('matches a reference search on random graphs, solution counts included', () => {
    fc.assert(
      fc.property(smallGraph, ({ adj, goals }) => {
        const goalSet = new Set(goals);
        const want = reference(adj, 0, goalSet);
        const got = bfs(graphProblem(adj, 0, goalSet), { countSolutions: true });
        if (want.moves === null) {
          expect(got.kind).toBe('unsolvable');
          return;
        }
        expect(got.kind).toBe('solved');
        if (got.kind !== 'solved') return;
        expect(got.moves).toBe(want.moves);
        expect(got.optimalSolutions).toBe(want.count);
        expectRealPath(got, adj, 0, goalSet);
      }),
      { numRuns: 500 },
    );
  });

  for (const [name, enc] of Object.entries(ENCODINGS)) {
    describe(`with ${name} per state`, () => {
      it('matches a reference search on large random graphs, with and without counting', () => {
        fc.assert(
          fc.property(largeGraph, ({ adj, goals }) => {
            const want = reference(adj, 0, goals);
            const fast = bfs(graphProblem(adj, 0, goals, enc));
            const counted = bfs(graphProblem(adj, 0, goals, enc), { countSolutions: true });
            if (want.moves === null) {
              expect(fast.kind).toBe('unsolvable');
              expect(counted.kind).toBe('unsolvable');
              expect(fast.stored).toBe(storedAtFirstGoal(adj, 0, goals));
              return;
            }
            expect(fast).toMatchObject({ kind: 'solved', moves: want.moves, stored: storedAtFirstGoal(adj, 0, goals) });
            expect(counted).toMatchObject({ kind: 'solved', moves: want.moves, optimalSolutions: want.count });
          }),
          { numRuns: 25 },
        );
      });

      it('stops at exactly maxStates', () => {
        const adj = bigGraph(7, 30_000, 3);
        const all = bfs(graphProblem(adj, 0, new Set(), enc));
        expect(all.kind).toBe('unsolvable');
        expect(all.stored).toBeGreaterThan(10_000);
        for (const counting of [false, true]) {
          const r = bfs(graphProblem(adj, 0, new Set(), enc), { maxStates: 5_000, countSolutions: counting });
          expect(r).toMatchObject({ kind: 'limit', limit: 'states', stored: 5_000 });
        }
      });

      it('stops at the memory budget and reports bytes within it', () => {
        const chain = Array.from({ length: 200_000 }, (_, i) => [i + 1]);
        for (const counting of [false, true]) {
          const r = bfs(graphProblem(chain, 0, new Set([200_000]), enc), { maxBytes: 400_000, countSolutions: counting });
          expect(r.kind).toBe('limit');
          if (r.kind !== 'limit') continue;
          expect(r.limit).toBe('memory');
          expect(r.bytes).toBeGreaterThan(0);
          expect(r.bytes).toBeLessThanOrEqual(400_000);
        }
      });

      it('never holds more than the budget, old arrays beside new ones while growing included, and grows by less near it', () => {
        const chain = Array.from({ length: 300_000 }, (_, i) => [i + 1]);
        const free = bfs(graphProblem(chain, 0, new Set([300_000]), enc));
        expect(free.kind).toBe('solved');
        for (const counting of [false, true]) {
          for (const maxBytes of [300_000, 700_000, 1_000_000, 1_500_000, 2_300_000, 3_100_000, 4_000_000]) {
            const r = bfs(graphProblem(chain, 0, new Set([300_000]), enc), { maxBytes, countSolutions: counting });
            expect(r.peakBytes, `${maxBytes}`).toBeLessThanOrEqual(maxBytes);
            expect(r.bytes).toBeLessThanOrEqual(r.peakBytes!);
            if (r.kind === 'limit') {
              expect(r.limit).toBe('memory');
              // stopped only when not even a smaller step fitted: most of the budget is in use
              expect(r.peakBytes!).toBeGreaterThan(maxBytes * 0.6);
            } else expect(r).toMatchObject({ kind: 'solved', moves: 300_000 });
          }
        }
      }, 60_000);

      it('finds a state that is only reached after many batches and table rebuilds', () => {
        // a chain of 100,000 states where every state also points back to the start
        const n = 100_000;
        const adj = Array.from({ length: n }, (_, i) => (i + 1 < n ? [0, i + 1, 1] : [0]));
        for (const counting of [false, true]) {
          const r = bfs(graphProblem(adj, 0, new Set([n - 1]), enc), { countSolutions: counting });
          expect(r).toMatchObject({ kind: 'solved', moves: n - 1, stored: n });
          if (r.kind === 'solved') expect(r.solution.at(-1)).toBe(`${n - 2}>${n - 1}#1`);
        }
      });
    });
  }
});


describe('setsOfPaths (counting sets of commuting moves)', () => {
  it('divides the orders by the moves; a count the moves do not divide is a bug, said; past 2^53 the floats are taken as they are', () => {
    expect(setsOfPaths(24, 4)).toBe(6);
    expect(() => setsOfPaths(25, 4)).toThrow(/do not commute/);
    // (2^53 + 2 orders over 4 moves: not a whole number, as floats past 2^53 are not the exact count)
    expect(setsOfPaths(2 ** 53 + 2, 4)).toBe(2 ** 51 + 0.5);
  });
});
