import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { layeredBfs, layeredProblem, layeredResult, type LayeredOptions, type LayeredProblem } from '../../../src/engine/layeredBfs.ts';
import { UnionBuilder } from '../../../src/engine/sortedKeys.ts';
import { nameSteps } from '../../../src/engine/stateTable.ts';
import { ENCODINGS, expectRealPath, graphProblem, largeGraph, reference, smallGraph } from '../helpers/graphs.ts';

/** The layered search over a graph, its line named by the graph's notation. */
function solveGraph(adj: number[][], start: number, goals: Set<number>, options: LayeredOptions = {}, enc = ENCODINGS['one word']!) {
  const problem = graphProblem(adj, start, goals, enc);
  const maxDegree = adj.reduce((m, a) => Math.max(m, a.length), 1);
  return layeredResult(layeredBfs(layeredProblem(problem, maxDegree), options), (line) => nameSteps(problem, line));
}

/**
 * The layered search over a graph whose problem has a lower bound on the moves left: each
 * node's distance to a goal times `share` (0 to 1), rounded down. States whose bound is more
 * than the search allows are not expanded, as Snakebird's module does; `expanded` counts the rest.
 */
function solveGraphBounded(adj: number[][], start: number, goals: Set<number>, share: number, options: LayeredOptions = {}) {
  const enc = ENCODINGS['one word']!;
  const problem = graphProblem(adj, start, goals, enc);
  const toGoal = distancesToGoals(adj, goals);
  const bound = (v: number) => (toGoal[v]! === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : Math.floor(toGoal[v]! * share));
  const inner = layeredProblem(problem, adj.reduce((m, a) => Math.max(m, a.length), 1));
  const kept = new Uint32Array(64 * 1024);
  const asked: number[] = [];
  let expanded = 0;
  const bounded: LayeredProblem = {
    ...inner,
    expand(states, count, out, outOff, first, movesLeftAtMost) {
      asked.push(movesLeftAtMost);
      let n = 0;
      for (let i = 0; i < count; i++) if (bound(enc.decode(states, i)) <= movesLeftAtMost) kept[n++] = states[i]!;
      expanded += n;
      return inner.expand(kept, n, out, outOff, first, movesLeftAtMost);
    },
  };
  const r = layeredResult(layeredBfs(bounded, options), (line) => nameSteps(problem, line));
  return { r, expanded, asked };
}

/** Each node's distance to the nearest goal (Infinity: none reachable). */
function distancesToGoals(adj: number[][], goals: Set<number>): number[] {
  const into: number[][] = adj.map(() => []);
  adj.forEach((out, v) => out.forEach((w) => into[w]!.push(v)));
  const dist = adj.map((_, v) => (goals.has(v) ? 0 : Number.POSITIVE_INFINITY));
  for (let q = [...goals], i = 0; i < q.length; i++) {
    for (const v of into[q[i]!]!) if (dist[v] === Number.POSITIVE_INFINITY) (dist[v] = dist[q[i]!]! + 1), q.push(v);
  }
  return dist;
}

/** Every state reachable from the start (the states a search with no goal stores). */
function reachable(adj: number[][], start: number): number {
  const seen = new Set([start]);
  for (let q = [start], i = 0; i < q.length; i++) for (const w of adj[q[i]!] ?? []) if (!seen.has(w)) seen.add(w), q.push(w);
  return seen.size;
}

describe('layered breadth-first search', () => {
  for (const [name, enc] of Object.entries(ENCODINGS)) {
    it(`finds the shortest line of small graphs, states as ${name}`, () => {
      fc.assert(
        fc.property(smallGraph, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 8 }), ({ adj, goals }, batchStates, candidateKeys) => {
          const goalSet = new Set(goals);
          const want = reference(adj, 0, goalSet);
          const r = solveGraph(adj, 0, goalSet, { batchStates, candidateKeys }, enc);
          if (want.moves === null) {
            expect(r).toMatchObject({ kind: 'unsolvable', method: 'layers', stored: reachable(adj, 0) });
            return;
          }
          expect(r.kind).toBe('solved');
          if (r.kind !== 'solved') return;
          expect(r.moves).toBe(want.moves);
          expectRealPath(r, adj, 0, goalSet);
        }),
      );
    });
  }

  it('finds the shortest line of large graphs, over many runs and chunks', () => {
    fc.assert(
      fc.property(largeGraph, ({ adj, goals }) => {
        const want = reference(adj, 0, goals);
        const r = solveGraph(adj, 0, goals, { batchStates: 64, candidateKeys: 1000 }, ENCODINGS['two words']!);
        if (want.moves === null) {
          expect(r).toMatchObject({ kind: 'unsolvable', stored: reachable(adj, 0) });
          return;
        }
        expect(r.kind === 'solved' && r.moves).toBe(want.moves);
        expectRealPath(r, adj, 0, goals);
      }),
      { numRuns: 15 },
    );
  });

  it('keeps a few bytes a state in its layers', () => {
    // a path of 200,000 states: its layers are one state each; a ring of 2^17 nodes, each with
    // two successors, gives dense layers
    const n = 1 << 17;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 2) % n]);
    const r = solveGraph(adj, 0, new Set(), {});
    expect(r).toMatchObject({ kind: 'unsolvable', stored: n });
    // the buffers (about 8 MB here) are most of the peak; the layers a few bytes a state
    expect(r.kind === 'unsolvable' && r.bytes).toBeLessThan(16 * 2 ** 20);
  });

  it('stops at the state limit, the memory budget, or a cancel, with what it had', () => {
    const n = 50_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    expect(solveGraph(adj, 0, new Set(), { maxStates: 1000 })).toMatchObject({ kind: 'limit', limit: 'states' });
    const tight = solveGraph(adj, 0, new Set(), { maxBytes: 60_000, candidateKeys: 2000, batchStates: 100 });
    expect(tight).toMatchObject({ kind: 'limit', limit: 'memory' });
    expect(tight.kind === 'limit' && tight.detail).toMatch(/did not fit the memory budget/);
    expect(tight.kind === 'limit' && tight.peakBytes).toBeLessThanOrEqual(60_000);
    // buffers larger than the budget: refused before they are allocated
    expect(solveGraph(adj, 0, new Set(), { maxBytes: 1000 })).toMatchObject({ kind: 'limit', limit: 'memory', stored: 0 });
    let reports = 0;
    const cancelled = solveGraph(adj, 0, new Set(), { progressIntervalMs: 0, onProgress: () => ++reports > 3 });
    expect(cancelled).toMatchObject({ kind: 'limit', limit: 'cancelled' });
  });

  it('hears a cancel while it finds the line again, between the batches of its scan', () => {
    const n = 50_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    const enc = ENCODINGS['one word']!;
    const inner = layeredProblem(graphProblem(adj, 0, new Set([n - 2]), enc), 3);
    let scanning = false;
    const problem: LayeredProblem = {
      ...inner,
      predecessorIn(...args) {
        scanning = true;
        return inner.predecessorIn(...args);
      },
    };
    const r = layeredBfs(problem, { batchStates: 16, progressIntervalMs: 0, onProgress: () => scanning });
    expect(scanning).toBe(true);
    expect(r).toMatchObject({ kind: 'limit', limit: 'cancelled' });
  });

  it('holds runs as they are within a share of a budget and compresses the rest, to the same answer', () => {
    const n = 50_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    const goals = new Set([n - 2]);
    const want = reference(adj, 0, goals);
    const options = { candidateKeys: 2000, batchStates: 100 };
    // no budget: every run as it is; 2 MB: rooms for 16 runs of 8 KB (a sixteenth), the layers' later runs compressed
    const free = solveGraph(adj, 0, goals, options);
    const capped = solveGraph(adj, 0, goals, { ...options, maxBytes: 2_000_000 });
    for (const r of [free, capped]) {
      expect(r.kind === 'solved' && r.moves).toBe(want.moves);
      if (r.kind === 'solved') expectRealPath(r, adj, 0, goals);
    }
    expect(capped.stored).toBe(free.stored);
    expect(capped.peakBytes).toBeLessThanOrEqual(2_000_000);
    expect(capped.peakBytes).toBeLessThan(free.peakBytes!);
  });

  it('seeks in unions of layers, built beside the merges, to the same layers and answer as in the layers alone', () => {
    const n = 60_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n, (i * 31 + 11) % (n / 2)]);
    const goals = new Set([n - 3]);
    const want = reference(adj, 0, goals);
    const options = { candidateKeys: 3000, batchStates: 100 };
    const finished = vi.spyOn(UnionBuilder.prototype, 'finish');
    const alone = solveGraph(adj, 0, goals, { ...options, unionMost: 0 });
    expect(finished).not.toHaveBeenCalled();
    const joined = solveGraph(adj, 0, goals, options);
    // unions of unions too: the ratio is held as layers grow and shrink
    expect(finished.mock.calls.length).toBeGreaterThan(3);
    const capped = solveGraph(adj, 0, goals, { ...options, unionMost: 2000 });
    finished.mockRestore();
    for (const r of [alone, joined, capped]) {
      expect(r.kind === 'solved' && r.moves).toBe(want.moves);
      if (r.kind === 'solved') expectRealPath(r, adj, 0, goals);
      expect(r.stored).toBe(alone.stored);
    }
    const unsolvable = solveGraph(adj, 0, new Set(), options);
    expect(unsolvable).toMatchObject({ kind: 'unsolvable', stored: reachable(adj, 0) });
  });

  it("reports the rate of states expanded, which moves within a layer where the stored count does not", () => {
    const n = 50_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    const reports: { stored: number; statesPerSecond: number }[] = [];
    solveGraph(adj, 0, new Set(), { batchStates: 64, progressIntervalMs: 0, onProgress: (p) => void reports.push(p) });
    const withinLayer = reports.filter((p, i) => i > 0 && p.stored === reports[i - 1]!.stored);
    expect(withinLayer.length).toBeGreaterThan(10);
    expect(withinLayer.filter((p) => p.statesPerSecond > 0).length).toBeGreaterThan(withinLayer.length / 2);
  });

  it('counts the states of the layer being made as they are written: the positions shown move within a layer, never back, never past the end', () => {
    const n = 50_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    const reports: number[] = [];
    /** the stored count at each layer's end */
    const layerEnds = new Set<number>();
    let total = 0;
    const r = solveGraph(adj, 0, new Set(), { batchStates: 64, progressIntervalMs: 0, onProgress: (p) => void reports.push(p.stored), onLayer: (layer) => void layerEnds.add((total += layer.count)) });
    expect(r.kind).toBe('unsolvable');
    expect(total).toBe(r.stored);
    const within = reports.filter((stored) => !layerEnds.has(stored));
    expect(within.length).toBeGreaterThan(10);
    for (const [i, stored] of reports.entries()) expect(stored).toBeGreaterThanOrEqual(reports[i - 1] ?? 0);
    expect(Math.max(...reports)).toBeLessThanOrEqual(r.stored);
  });

  it('gives back to the budget the held bytes that the work beside it lets go of, so that the memory shown falls by them', () => {
    const n = 50_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    const held = 64 * 2 ** 20;
    const reports: { bytes: number; at: number }[] = [];
    let calls = 0;
    // the work beside lets go of its memory at its tenth call
    const beside = () => (++calls === 10 ? held : 0);
    const r = solveGraph(adj, 0, new Set(), { batchStates: 64, heldBytes: held, beside, progressIntervalMs: 0, onProgress: (p) => void reports.push({ bytes: p.bytes, at: calls }) });
    expect(r).toMatchObject({ kind: 'unsolvable', stored: reachable(adj, 0) });
    const before = reports.filter((p) => p.at < 10);
    const after = reports.filter((p) => p.at >= 10);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(before.every((p) => p.bytes >= held)).toBe(true);
    expect(after.every((p) => p.bytes < held)).toBe(true);
    // (the peak is the most held at once: the held bytes with the search's first buffers)
    expect(r.peakBytes).toBeGreaterThan(held);
  });

  it('looks only for lines of at most the moves asked for, expanding only the states the bound allows, and still finds the shortest', () => {
    fc.assert(
      fc.property(largeGraph, fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 3 }), ({ adj, goals }, share, slack) => {
        const want = reference(adj, 0, goals);
        const plain = solveGraphBounded(adj, 0, goals, share, { batchStates: 64, candidateKeys: 1000 });
        if (want.moves === null) {
          // a finite ask rules out only the lines asked for
          const asked = solveGraphBounded(adj, 0, goals, share, { batchStates: 64, candidateKeys: 1000, atMost: () => 5 });
          expect(asked.r).toMatchObject({ kind: 'limit', limit: 'moves', detail: 'no line of at most 5 moves' });
          return;
        }
        const atMost = want.moves + slack;
        const { r, expanded, asked } = solveGraphBounded(adj, 0, goals, share, { batchStates: 64, candidateKeys: 1000, atMost: () => atMost });
        expect(r.kind === 'solved' && r.moves).toBe(want.moves);
        expectRealPath(r, adj, 0, goals);
        expect(expanded).toBeLessThanOrEqual(plain.expanded);
        expect(r.stored).toBeLessThanOrEqual(plain.r.stored);
        expect(plain.asked.every((m) => m === Number.POSITIVE_INFINITY)).toBe(true);
        if (want.moves > 0) {
          // what is left to a state of layer d is what was asked for less d: first the start's
          expect(asked[0]).toBe(atMost);
          const short = solveGraphBounded(adj, 0, goals, share, { batchStates: 64, candidateKeys: 1000, atMost: () => want.moves! - 1 });
          expect(short.r).toMatchObject({ kind: 'limit', limit: 'moves', detail: `no line of at most ${want.moves - 1} moves` });
        }
      }),
      { numRuns: 25 },
    );
  });

  it('expands fewer states once a line is known, and falls to a shorter one as it is asked again', () => {
    const n = 60_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n, (i * 31 + 11) % (n / 2)]);
    const goals = new Set([n - 3]);
    const want = reference(adj, 0, goals).moves!;
    const options = { candidateKeys: 3000, batchStates: 100 };
    const plain = solveGraphBounded(adj, 0, goals, 1, options);
    // a line of twice the moves known at first, the shortest's moves from the third layer on
    let calls = 0;
    const falling = solveGraphBounded(adj, 0, goals, 1, { ...options, atMost: () => (calls++ < 3 ? 2 * want : want) });
    const known = solveGraphBounded(adj, 0, goals, 1, { ...options, atMost: () => want });
    for (const { r } of [plain, falling, known]) expect(r.kind === 'solved' && r.moves).toBe(want);
    expect(falling.asked).toContain(2 * want);
    expect(known.expanded).toBeLessThan(plain.expanded / 2);
    expect(known.expanded).toBeLessThanOrEqual(falling.expanded);
    expect(falling.expanded).toBeLessThan(plain.expanded);
  });

  it('solves at once when the start is a goal', () => {
    expect(solveGraph([[1], []], 0, new Set([0]))).toMatchObject({ kind: 'solved', moves: 0, solution: [] });
  });
});
