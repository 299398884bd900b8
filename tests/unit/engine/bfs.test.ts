import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bfs } from '../../../src/engine/bfs.ts';
import type { SearchProblem } from '../../../src/engine/types.ts';

/** A directed graph given as adjacency lists, as a one-word search problem. */
function graphProblem(adjacency: number[][], start: number, goals: Set<number>): SearchProblem {
  return {
    words: 1,
    writeInitial: (out) => {
      out[0] = start;
    },
    expand: (src, off, out, emit) => {
      const edges = adjacency[src[off]!] ?? [];
      for (let m = 0; m < edges.length; m++) {
        out[0] = edges[m]!;
        emit(m);
      }
    },
    isGoal: (s, off) => goals.has(s[off]!),
    notate: (moves, states) => moves.map((m, i) => `${states[i]![0]}>${states[i + 1]![0]}#${m}`),
  };
}

/** Reference: plain BFS distances and shortest-path counts, no tricks. */
function reference(adjacency: number[][], start: number, goals: Set<number>) {
  const dist = new Map<number, number>([[start, 0]]);
  const ways = new Map<number, number>([[start, 1]]);
  let layer = [start];
  for (let d = 0; layer.length; d++) {
    const hit = layer.filter((v) => goals.has(v));
    if (hit.length) return { moves: d, count: hit.reduce((a, v) => a + ways.get(v)!, 0) };
    const next: number[] = [];
    for (const v of layer) {
      for (const w of new Set(adjacency[v] ?? [])) {
        if (!dist.has(w)) {
          dist.set(w, d + 1);
          ways.set(w, 0);
          next.push(w);
        }
        if (dist.get(w) === d + 1) ways.set(w, ways.get(w)! + ways.get(v)!);
      }
    }
    layer = next;
  }
  return { moves: null, count: 0 };
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
      fc.property(
        fc.integer({ min: 1, max: 30 }).chain((n) =>
          fc.record({
            adj: fc.array(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }), { minLength: n, maxLength: n }),
            goals: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }),
          }),
        ),
        ({ adj, goals }) => {
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
          // the path is real: each step is an edge of the graph and it ends on a goal
          let at = 0;
          for (const step of got.solution) {
            const [from, rest] = step.split('>');
            const to = Number(rest!.split('#')[0]);
            expect(Number(from)).toBe(at);
            expect(adj[at]).toContain(to);
            at = to;
          }
          expect(goalSet.has(at)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
