// The layered search with its layers (and runs) in a chunk store, its runs merged as they come,
// and resumed from the layers of a search that stopped: the same layers, counts and line as
// one search in memory.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layeredBfs, layeredProblem, layeredResult, RUN_CHUNK_BYTES, type LayeredOptions } from '../../../src/engine/layeredBfs.ts';
import { ByteBudget, type ChunkInfo, CHUNK_MAX_BYTES, keysOf, MemoryChunkStore, spilledKeySet } from '../../../src/engine/sortedKeys.ts';
import { nameSteps } from '../../../src/engine/stateTable.ts';
import { ENCODINGS, type Encoding, graphProblem, largeGraph, smallGraph } from '../helpers/graphs.ts';

/** The search over a graph, with every layer it makes read back (as numbers) by onLayer. */
function run(adj: number[][], goals: Set<number>, options: LayeredOptions = {}, enc = ENCODINGS['two words']!) {
  const problem = graphProblem(adj, 0, goals, enc);
  const maxDegree = adj.reduce((m, a) => Math.max(m, a.length), 1);
  const layers: string[] = [];
  const chunks: ChunkInfo[][] = [];
  const r = layeredResult(
    layeredBfs(layeredProblem(problem, maxDegree), {
      ...options,
      onLayer: (layer, depth) => {
        layers[depth] = Array.from(keysOf(layer)).join(',');
        if (options.store) chunks[depth] = layer.chunkInfo();
      },
    }),
    (line) => nameSteps(problem, line),
  );
  return { r, layers, chunks, words: problem.words };
}

/** What one search says, for comparing two (the time and memory figures left out). */
const answer = (r: ReturnType<typeof run>['r']) => ({ kind: r.kind, stored: r.stored, ...(r.kind === 'solved' ? { moves: r.moves, solution: r.solution } : {}), ...(r.kind === 'limit' ? { limit: r.limit, depth: r.depth } : {}) });

const tuning = fc.record({
  batchStates: fc.integer({ min: 1, max: 64 }),
  candidateKeys: fc.integer({ min: 1, max: 300 }),
  runFan: fc.integer({ min: 2, max: 5 }),
  runsSubtract: fc.integer({ min: 0, max: 3 }),
});

describe('layered search in a chunk store, and resumed', () => {
  it('makes the same layers, counts and line with a store as without, its runs merged as they come', () => {
    fc.assert(
      fc.property(fc.oneof(smallGraph.map(({ adj, goals }) => ({ adj, goals: new Set(goals) })), largeGraph), tuning, ({ adj, goals }, t) => {
        const plain = run(adj, goals, { batchStates: t.batchStates, candidateKeys: t.candidateKeys });
        const store = new MemoryChunkStore();
        const spilled = run(adj, goals, { ...t, store });
        expect(answer(spilled.r)).toEqual(answer(plain.r));
        expect(spilled.layers).toEqual(plain.layers);
        // every layer is in the store; no run is left there
        expect(store.size).toBe(spilled.chunks.flat().length);
        expect(store.bytes).toBe(spilled.chunks.flat().reduce((n, c) => n + c.size, 0));
      }),
      { numRuns: 40 },
    );
  });

  it('makes the same layers, counts and line merging and seeking in WebAssembly as in JavaScript, with a store or without', () => {
    // (small buffers: runs merged less the newest layers while a layer's merge writes its keys, a subtraction inside another)
    fc.assert(
      fc.property(fc.oneof(smallGraph.map(({ adj, goals }) => ({ adj, goals: new Set(goals) })), largeGraph), tuning, fc.boolean(), fc.constantFrom('one word', 'two words'), ({ adj, goals }, t, spill, encoding) => {
        const enc = ENCODINGS[encoding]!;
        const options = () => ({ ...t, ...(spill ? { store: new MemoryChunkStore() } : {}) });
        const plain = run(adj, goals, { ...options(), mergeInModule: false }, enc);
        const viaModule = run(adj, goals, options(), enc);
        expect(answer(viaModule.r)).toEqual(answer(plain.r));
        expect(viaModule.layers).toEqual(plain.layers);
      }),
      { numRuns: 40 },
    );
  });

  it('spills runs past its share of a small budget and still finds the same layers', () => {
    const n = 30_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    const plain = run(adj, new Set([n - 7]), { candidateKeys: 500, batchStates: 50 });
    const store = new MemoryChunkStore();
    let spilledRuns = 0;
    const counting = { get: store.get.bind(store), drop: store.drop.bind(store), put: (b: Uint8Array, used: number, group: string) => (group.startsWith('run-') && spilledRuns++, store.put(b, used)) };
    // buffers of 500 keys (12 KB), a share of 1/8 for the runs: a budget of 160 KB makes them spill
    const spilled = run(adj, new Set([n - 7]), { candidateKeys: 500, batchStates: 50, store: counting, maxBytes: 160_000 });
    expect(answer(spilled.r)).toEqual(answer(plain.r));
    expect(spilled.layers).toEqual(plain.layers);
    expect(spilledRuns).toBeGreaterThan(0);
    expect(store.size).toBe(spilled.chunks.flat().length);
    expect(spilled.r.kind === 'solved' && spilled.r.peakBytes).toBeLessThanOrEqual(160_000 + 2 ** 20);
  });

  it('resumed from the layers of a search stopped by the state limit, ends as one search', () => {
    fc.assert(
      fc.property(largeGraph, tuning, fc.double({ min: 0.05, max: 0.95, noNaN: true }), ({ adj, goals }, t, share) => {
        const whole = run(adj, goals, { batchStates: t.batchStates, candidateKeys: t.candidateKeys });
        const store = new MemoryChunkStore();
        const cap = Math.max(1, Math.floor(whole.r.stored * share));
        const first = run(adj, goals, { ...t, store, maxStates: cap });
        if (first.r.kind !== 'limit') {
          // the cap was past the answer: the same answer
          expect(answer(first.r)).toEqual(answer(whole.r));
          return;
        }
        expect(first.r).toMatchObject({ limit: 'states' });
        const d = first.chunks.length - 1;
        expect(first.r.depth).toBe(d);
        const budget = new ByteBudget();
        const resumeFrom = first.chunks.map((c) => spilledKeySet(first.words, budget, store, c));
        const again = run(adj, goals, { ...t, store, resumeFrom });
        expect(answer(again.r)).toEqual(answer(whole.r));
        // the layers after d are the one search's
        expect(again.layers.slice(d + 1)).toEqual(whole.layers.slice(d + 1));
        expect(again.layers.slice(0, d + 1).every((l) => l === undefined)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('writes runs in chunks of RUN_CHUNK_BYTES at most (a merge of many spilled runs loads one of each), or of the size a store of slots keeps', () => {
    const n = 300_000;
    // (keys some 5 bytes apart, the second word a hash of the first: runs of many chunks)
    const spread: Encoding = { words: 2, encode: (v: number, out: Uint32Array, off: number) => void ((out[off] = v), (out[off + 1] = Math.imul(v, 2654435761) >>> 0)), decode: (s: Uint32Array, off: number) => s[off]! };
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    /** the largest chunk put of runs and of layers */
    const largest = (chunkBytes?: number) => {
      const store = new MemoryChunkStore();
      const most = { run: 0, layer: 0 };
      const watching = {
        put: (b: Uint8Array, used: number, group: string) => {
          const kind = group.startsWith('run-') ? 'run' : 'layer';
          most[kind] = Math.max(most[kind], used);
          return store.put(b, used);
        },
        get: store.get.bind(store),
        drop: store.drop.bind(store),
        ...(chunkBytes ? { chunkBytes } : {}),
      };
      // (a budget of 4 MB: runs of 2^16 keys, some 100 KB, spilled past 512 KB)
      expect(run(adj, new Set(), { store: watching, maxBytes: 4 * 2 ** 20 }, spread).r).toMatchObject({ kind: 'unsolvable', stored: n });
      return most;
    };
    const capped = largest();
    expect(capped.run).toBeGreaterThan(RUN_CHUNK_BYTES / 2);
    expect(capped.run).toBeLessThanOrEqual(RUN_CHUNK_BYTES);
    expect(capped.layer).toBeGreaterThan(RUN_CHUNK_BYTES);
    const slots = largest(CHUNK_MAX_BYTES);
    expect(slots.run).toBeGreaterThan(RUN_CHUNK_BYTES);
    expect(slots.run).toBeLessThanOrEqual(CHUNK_MAX_BYTES);
  });

  it('refuses layers of another width to resume from', () => {
    const store = new MemoryChunkStore();
    const one = run([[1], [0]], new Set(), { store }, ENCODINGS['one word']!);
    const wrong = spilledKeySet(1, new ByteBudget(), store, one.chunks[0]!);
    expect(() => run([[1], [0]], new Set(), { resumeFrom: [wrong] })).toThrow(/layer 0 to resume from has 1 states of 1 words; the problem's states have 2/);
  });

  it('refuses layers of the same width whose first is not the start alone (another packing of the states, another problem)', () => {
    const adj = [[1, 2], [2], [0]];
    const store = new MemoryChunkStore();
    const first = run(adj, new Set(), { store, maxStates: 2 });
    expect(first.r).toMatchObject({ kind: 'limit', limit: 'states' });
    const layersFrom = () => first.chunks.map((c) => spilledKeySet(first.words, new ByteBudget(), store, c));
    // the same graph from another start
    const problem = graphProblem(adj, 1, new Set(), ENCODINGS['two words']!);
    const told: number[][] = [];
    const onResumed = (depth: number, stored: number) => void told.push([depth, stored]);
    expect(() => layeredBfs(layeredProblem(problem, 2), { resumeFrom: layersFrom(), onResumed })).toThrow(/layer 0 to resume from is not this problem's start state alone/);
    expect(told).toEqual([]);
    // (and from its own start it goes on, and says from where)
    expect(run(adj, new Set(), { resumeFrom: layersFrom(), onResumed }).r).toMatchObject({ kind: 'unsolvable', stored: 3 });
    expect(told).toEqual([[0, 1]]);
  });
});
