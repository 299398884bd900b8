// Graphs as search problems, and a plain reference search over them, for the engine's tests.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { SearchProblem, SearchResult } from '../../../src/engine/types.ts';
import { xorshift } from '../../../bench/xorshift.ts';

/** How graph nodes become packed states: `words` words, and back. */
export interface Encoding {
  words: number;
  encode: (node: number, out: Uint32Array, off: number) => void;
  decode: (s: Uint32Array, off: number) => number;
}

export const oneWord: Encoding = {
  words: 1,
  encode: (v, out, off) => void (out[off] = v),
  decode: (s, off) => s[off]!,
};

/** A directed graph given as adjacency lists, as a search problem (one word per state by default). */
export function graphProblem(adjacency: number[][], start: number, goals: Set<number>, enc: Encoding = oneWord): SearchProblem {
  return {
    words: enc.words,
    writeInitial: (out) => enc.encode(start, out, 0),
    expand: (src, off, out, emit) => {
      const edges = adjacency[enc.decode(src, off)] ?? [];
      for (let m = 0; m < edges.length; m++) {
        enc.encode(edges[m]!, out, 0);
        emit(m);
      }
    },
    isGoal: (s, off) => goals.has(enc.decode(s, off)),
    notate: (moves, states) => moves.map((m, i) => `${enc.decode(states[i]!, 0)}>${enc.decode(states[i + 1]!, 0)}#${m}`),
  };
}

/** Reference: plain BFS distances and shortest-path counts, no tricks. */
export function reference(adjacency: number[][], start: number, goals: Set<number>) {
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

export { xorshift };

/** Graphs with tens of thousands of nodes, from a seed: many batches, growth and table rebuilds. */
export function bigGraph(seed: number, n: number, maxDegree: number): number[][] {
  const next = xorshift(seed);
  const rand = (k: number) => next() % k;
  return Array.from({ length: n }, () => Array.from({ length: rand(maxDegree + 1) }, () => rand(n)));
}

/** Every table layout the engine picks between, and the one-word special values. */
export const ENCODINGS: Record<string, Encoding> = {
  // root is the state 0, which is also the keyed table's empty mark
  'one word': oneWord,
  // node 1 is the state 0 and the root is 0xffffffff
  'one word, shifted': {
    words: 1,
    encode: (v, out, off) => void (out[off] = (v - 1) >>> 0),
    decode: (s, off) => (s[off]! + 1) >>> 0,
  },
  // many states share their first word
  'two words': {
    words: 2,
    encode: (v, out, off) => {
      out[off] = v & 3;
      out[off + 1] = v >>> 2;
    },
    decode: (s, off) => s[off]! | (s[off + 1]! << 2),
  },
  'three words': {
    words: 3,
    encode: (v, out, off) => {
      out[off] = v % 3;
      out[off + 1] = 0xffffffff;
      out[off + 2] = Math.floor(v / 3);
    },
    decode: (s, off) => s[off]! + 3 * s[off + 2]!,
  },
};


/** Small random graphs of up to 30 nodes, each with up to 3 goals. */
export const smallGraph = fc.integer({ min: 1, max: 30 }).chain((n) =>
  fc.record({
    adj: fc.array(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }), { minLength: n, maxLength: n }),
    goals: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }),
  }),
);

/** The solution is a real path: each step an edge of the graph, ending on a goal. */
export function expectRealPath(r: SearchResult, adjacency: number[][], start: number, goals: Set<number>): void {
  if (r.kind !== 'solved') throw new Error(`expected a solution, got ${r.kind}`);
  expect(r.solution).toHaveLength(r.moves);
  let at = start;
  for (const step of r.solution) {
    const [from, rest] = step.split('>');
    const to = Number(rest!.split('#')[0]);
    expect(Number(from)).toBe(at);
    expect(adjacency[at]).toContain(to);
    at = to;
  }
  expect(goals.has(at)).toBe(true);
}

/** Large random graphs (up to 40,000 nodes, from a seed) with up to 3 goals. */
export const largeGraph = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 }),
    n: fc.integer({ min: 2, max: 40_000 }),
    degree: fc.integer({ min: 1, max: 4 }),
    goalSeeds: fc.uniqueArray(fc.nat(), { maxLength: 3 }),
  })
  .map(({ seed, n, degree, goalSeeds }) => ({ adj: bigGraph(seed, n, degree), goals: new Set(goalSeeds.map((g) => g % n)) }));
