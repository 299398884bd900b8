// The search spread over worker threads, both ways: shards (src/puzzles/snakebird/wasm/parallel.ts,
// a shard of it in each worker_threads worker, the successors sent through shared memory) and A*
// with helpers (helpedSearch.ts: the table in this thread, batches expanded by helpers or here).
// Held to the engine's breadth-first search, as the search in one thread is: the same optimum over
// 2 and 3 threads on classic levels and random ones (solvable or not), a solution the readable
// rules win with; cancelling, the budgets and the early answer kept as in one thread.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search } from '../../../src/engine/solve.ts';
import type { SearchOptions, SearchProgress, SearchResult } from '../../../src/engine/types.ts';
import { solveLevelSpread } from '../../../src/puzzles/solve.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { helperBytes, solveWithHelpers } from '../../../src/puzzles/snakebird/wasm/helpedSearch.ts';
import { solveInWorkers, solveSpread, spawnShardWorker, spreadThreads } from '../../../src/puzzles/snakebird/wasm/parallel.ts';
import { DEPTH_BITS, instantiate, levelSearch, searchModule, solveInWasm } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { ExpandPool, type LayerExports } from '../../../src/puzzles/snakebird/wasm/expandPool.ts';
import { BOUND_ASKED_WHEN_STORED } from '../../../src/puzzles/snakebird/wasm/searchStatus.ts';
import { hashWords } from '../../../src/engine/hash.ts';
import { handleRequest } from '../../../src/worker/handleRequest.ts';
import { SPREAD_MIN_STATES } from '../../../src/puzzles/solve.ts';
import type { WorkerMessage } from '../../../src/worker/protocol.ts';
import { expected, fixture, FIXTURES, parseOk, replay } from '../helpers/family.ts';
import { snakebirdLevels } from './randomLevels.ts';

const answer = (r: SearchResult) => (r.kind === 'solved' ? r.moves : r.kind === 'unsolvable' ? 'unsolvable' : `limit ${r.limit}`);

/** A search spread over `threads` threads. */
type Spread = (level: SnakebirdLevel, options: SearchOptions, threads: number) => Promise<SearchResult>;
const SPREADS: [string, Spread][] = [
  ['shards in workers', (level, options, threads) => solveInWorkers(level, options, threads)],
  ['A* with helpers', (level, options, threads) => solveWithHelpers(level, options, threads - 1)],
];

/** The spread search's answer on a level, checked against BFS's (null when BFS ran out of states). */
async function agree(level: SnakebirdLevel, spread: Spread, threads: number, bfsStates: number): Promise<ReturnType<typeof answer> | null> {
  const breadth = search(compileSnakebird(level), { maxStates: bfsStates });
  if (breadth.kind === 'limit') return null;
  const result = await spread(level, {}, threads);
  expect(answer(result)).toBe(answer(breadth));
  if (result.kind === 'solved') {
    expect(result.solution).toHaveLength(result.moves);
    expect(snakebird.isWon(level, replay(snakebird, level, result.solution) as never)).toBe(true);
  }
  return answer(result);
}

const classic = (file: string) => parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
const movesOf = (file: string) => expected('snakebird').find((e) => e.file === file)!.moves!;

describe.each(SPREADS)('the search spread over threads: %s', (_, spread) => {
  it.each([2, 3])('finds BFS’s optimum over %i threads on classic levels', async (threads) => {
    for (const file of ['level00.txt', 'level04.txt', 'level09.txt']) {
      expect(await agree(classic(file), spread, threads, 2_000_000), file).toBe(movesOf(file));
    }
  }, 120_000);

  it('agrees with BFS over 2 threads on random levels, solvable or not', async () => {
    const seen = { solved: 0, unsolvable: 0 };
    await fc.assert(
      fc.asyncProperty(snakebirdLevels, async (level) => {
        const a = await agree(level, spread, 2, 100_000);
        if (a === 'unsolvable') seen.unsolvable++;
        else if (typeof a === 'number') seen.solved++;
      }),
      { numRuns: 30, seed: 17 },
    );
    expect(seen.solved).toBeGreaterThan(3);
    expect(seen.unsolvable).toBeGreaterThan(3);
  }, 120_000);

  it('stops when cancelled, with the states stored so far, and the threads ended', async () => {
    const result = await spread(classic('level09.txt'), { shouldCancel: () => true }, 2);
    expect(result).toMatchObject({ kind: 'limit', limit: 'cancelled' });
  }, 60_000);

  it('keeps the state and memory budgets as one thread does', async () => {
    const level = classic('level09.txt');
    const states = await spread(level, { maxStates: 2000 }, 2);
    expect(states).toMatchObject({ kind: 'limit', limit: 'states' });
    expect(states.kind === 'limit' && states.stored).toBeGreaterThanOrEqual(2000);
    // a budget smaller than the two shards' first tables, or than the helper's share and a first table
    expect(await spread(level, { maxBytes: 2 ** 19 }, 2)).toMatchObject({ kind: 'limit', limit: 'memory' });
  }, 60_000);

  it('with the early answer: progress reports the workers and a lower bound never above the optimum; the answer is the optimum', async () => {
    const progress: SearchProgress[] = [];
    const result = await spread(classic('level09.txt'), { early: true, earlyAfterMs: 0, progressIntervalMs: 0, onProgress: (p) => void progress.push(p) }, 2);
    expect(result).toMatchObject({ kind: 'solved', moves: movesOf('level09.txt') });
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) {
      expect(p.workers).toBe(2);
      expect(p.lowerBound).toBeLessThanOrEqual(movesOf('level09.txt'));
      if (p.bestFound) expect(p.bestFound.moves).toBeGreaterThanOrEqual(movesOf('level09.txt'));
    }
  }, 60_000);
});

describe('the shards', () => {
  it.each([2, 3])('find BFS’s optimum over %i workers when a ring holds only a few messages, the rest of each outbox waiting for room', async (workers) => {
    const level = classic('level09.txt');
    const result = await solveInWorkers(level, {}, workers, undefined, { ringWords: 64 });
    expect(result).toMatchObject({ kind: 'solved', moves: movesOf('level09.txt') });
    if (result.kind === 'solved') expect(snakebird.isWon(level, replay(snakebird, level, result.solution) as never)).toBe(true);
  }, 120_000);

  it('a worker that ends without a word (as a browser may end one, for memory) fails the search once the others hear nothing, instead of leaving it running', async () => {
    let spawned = 0;
    // the second shard's thread ended as soon as it is given its part: Node's terminate() says nothing to the coordinator
    const spawn: typeof spawnShardWorker = (onMessage, onError) => {
      const thread = spawnShardWorker(onMessage, onError);
      if (++spawned !== 2) return thread;
      return { ...thread, post: (init) => (thread.post(init), thread.terminate()) };
    };
    await expect(solveInWorkers(classic('level09.txt'), {}, 2, undefined, { silentMs: 300, spawn })).rejects.toThrow(/a shard's thread stopped answering for 0 s/);
  }, 60_000);
});

/** An instance of level 8's search in this thread, to expand batches here as a helper does, and the start as a batch's key (its words last first, as the layered search's keys). */
function expanderHere(batch: number) {
  const level = classic('level08.txt');
  const { problem, tables, writeLevel } = levelSearch(level);
  const W = problem.words;
  const branching = 4 * level.snakes.length;
  const e = instantiate(writeLevel, 1e6, 64 * 2 ** 20, false).e as unknown as LayerExports;
  const inView = new Uint32Array(e.memory.buffer, e.layerBatchAt(batch), batch * W);
  /** the successors of the `count` states of `states`, as written, and their hashes */
  const expand = (states: Uint32Array, count: number, settled = true, movesLeftAtMost = 0x7fffffff) => {
    inView.set(states.subarray(0, count * W));
    const r = e.expandLayer(count, settled, movesLeftAtMost);
    const n = r < 0 ? -r : r;
    return { out: new Uint32Array(e.memory.buffer, e.layerOutAt(), n * W).slice(), hashes: new Uint32Array(e.memory.buffer, e.layerHashesAt(), n).slice() };
  };
  const start = new Uint32Array(W);
  problem.writeInitial(start);
  start.reverse();
  /** what a pool of one helper for this level is made with */
  const poolInit = (sortCapacity: number, words = W) => ({ helpers: 1, words, batch, branching, sortCapacity, module: searchModule(), tables, moduleBytes: 64 * 2 ** 20, depthBits: DEPTH_BITS });
  return { W, branching, expand, start, poolInit };
}

/** A pool's worth of batches to offer (level 8's start's successors and theirs, round again), and this thread's own expansion to check a helper's against. */
function offeredBatches(batch: number, howMany: number) {
  const { W, branching, expand, start, poolInit } = expanderHere(batch);
  const expandHere = (states: Uint32Array, count: number) => expand(states, count).out;
  const states = expand(start, 1, false).out;
  const more = expandHere(states, Math.min(batch, states.length / W));
  const all = Uint32Array.from([...states, ...more]);
  const count = all.length / W;
  expect(count).toBeGreaterThan(batch);
  // batch i: states i × batch, i × batch + 1, … of all, round again from the first
  const batches = Array.from({ length: howMany }, (_, i) => {
    const b = new Uint32Array(batch * W);
    for (let j = 0; j < batch; j++) b.set(all.subarray(((i * batch + j) % count) * W, ((i * batch + j) % count) * W + W), j * W);
    return b;
  });
  return { W, branching, batches, expandHere, poolInit };
}

describe('A* with helpers', () => {
  it('stores about the states one thread stores (the batches change the order within an f only), and counts the helper’s memory', async () => {
    const level = classic('level09.txt');
    const one = solveInWasm(level, {})!;
    const helped = await solveWithHelpers(level, {}, 1);
    expect(helped).toMatchObject({ kind: 'solved', moves: movesOf('level09.txt') });
    // (the threads that took part: on Node the search goes on while its helper starts, and may end first)
    expect([1, 2]).toContain(helped.kind === 'solved' && helped.workers);
    expect(helped.stored).toBeGreaterThan(one.stored * 0.95);
    expect(helped.stored).toBeLessThan(one.stored * 1.1);
    const held = helperBytes(1, compileSnakebird(level).words, 4 * level.snakes.length);
    expect(helped.peakBytes).toBeGreaterThan(held);
    // a budget the helper's share leaves too little of
    expect(await solveWithHelpers(level, { maxBytes: held + 2 ** 16 }, 1)).toMatchObject({ kind: 'limit', limit: 'memory' });
  }, 60_000);
  it('expands a batch into the successors of its states with none written twice (two states of a batch may share one), each with its hash', () => {
    const batch = 64;
    const { W, expand, start } = expanderHere(batch);
    const key = (s: Uint32Array, i: number) => Array.from(s.subarray(i * W, i * W + W)).join(',');
    // two layers out from the start: many of the second's states share successors
    const one = expand(start, 1, false).out;
    const two = expand(one, one.length / W).out;
    const states = two.slice(0, Math.min(batch, two.length / W) * W);
    const count = states.length / W;
    const { out, hashes } = expand(states, count);
    const written = Array.from({ length: out.length / W }, (_, i) => key(out, i));
    expect(new Set(written).size).toBe(written.length);
    const each = new Set<string>();
    let all = 0;
    for (let i = 0; i < count; i++) {
      const o = expand(states.subarray(i * W, i * W + W), 1).out;
      for (let j = 0; j < o.length / W; j++) each.add(key(o, j));
      all += o.length / W;
    }
    expect(new Set(written)).toEqual(each);
    expect(all).toBeGreaterThan(written.length);
    written.forEach((_, i) => expect(hashes[i]).toBe(hashWords(out.slice(i * W, i * W + W).reverse(), 0, W)));
  });

  it('counts as taking part only the helpers that have taken up a batch', async () => {
    const batch = 8;
    const { W, branching, batches, poolInit } = offeredBatches(batch, 2);
    const pool = ExpandPool.open({ ...poolInit(100_000), helpers: 2 });
    try {
      expect(pool.startsWhileBusy).toBe(true);
      await pool.ready;
      expect(pool.helpersUsed()).toBe(0);
      // (a sort asked first keeps the first helper busy: the batch offered to it is most likely still there to take back)
      pool.sorter!.start(Uint32Array.from({ length: 100_000 * W }, (_, i) => Math.imul(i + 1, 0x9e3779b1)), 100_000);
      expect(pool.offer(batches[0]!, batch, true, 0, 16)).toBe(true);
      const back = pool.takeBackUnstarted(new Uint32Array(batch * W));
      // taken back: the first helper never reached it. (Else it has claimed it, and raises its
      // BEGUN word a moment later: counted below, once its batch is back.)
      if (back) expect(pool.helpersUsed()).toBe(0);
      // the second helper, offered the next batch, takes it up
      expect(pool.offer(batches[1]!, batch, true, 1, 16)).toBe(true);
      const out = new Uint32Array(batch * branching * W);
      const hashes = new Uint32Array(batch * branching);
      while (pool.takeOldest(out, 0, hashes, true));
      pool.sorter!.finish();
      expect(pool.helpersUsed()).toBe(back ? 1 : 2);
    } finally {
      pool.stop();
    }
  });

  it('asks no bound of a batch of A*’s, whose states had theirs asked as they were stored', () => {
    const { W, expand, start } = expanderHere(8);
    const all = expand(start, 1, false).out;
    expect(all.length / W).toBeGreaterThan(1);
    // a layered search that may take no move more expands nothing from the start (its bound is above 0)
    expect(expand(start, 1, false, 0).out.length).toBe(0);
    expect(expand(start, 1, false, BOUND_ASKED_WHEN_STORED).out).toEqual(all);
  });

  it('takes back a batch no helper has taken up yet, to expand here: every batch offered gives its successors once, from the helper or from here', async () => {
    const batch = 8;
    const { W, branching, batches, expandHere, poolInit } = offeredBatches(batch, 12);
    const pool = await ExpandPool.start(poolInit(100_000));
    let takenBack = 0;
    try {
      const keys = Uint32Array.from({ length: 100_000 * W }, (_, i) => Math.imul(i + 1, 0x9e3779b1));
      const into = new Uint32Array(batch * W);
      const out = new Uint32Array(batch * branching * W);
      for (let round = 1; round <= 12; round++) {
        // (a sort asked first keeps the helper busy while the batches are offered)
        pool.sorter!.start(keys, 100_000);
        batches.forEach((b, tag) => expect(pool.offer(b, batch, true, tag, 16)).toBe(true));
        const got = new Map<number, number[]>();
        // (round r takes back at most r of them: the rest the helper expands, once it has sorted)
        for (let back = pool.takeBackUnstarted(into); back; back = got.size < round ? pool.takeBackUnstarted(into) : null) {
          expect(back.count).toBe(batch);
          expect(Array.from(into)).toEqual(Array.from(batches[back.tag]!));
          expect(got.has(back.tag)).toBe(false);
          got.set(back.tag, Array.from(expandHere(into, back.count)));
          takenBack++;
        }
        const hashes = new Uint32Array(batch * branching);
        for (let r = pool.takeOldest(out, 0, hashes, true); r; r = pool.takeOldest(out, 0, hashes, true)) {
          if (got.has(r.tag)) expect(r.count).toBe(0);
          else got.set(r.tag, Array.from(out.subarray(0, r.count * W)));
          // each successor's hash comes with it: hashWords over its words turned back
          for (let i = 0; i < r.count; i++) expect(hashes[i]).toBe(hashWords(out.slice(i * W, i * W + W).reverse(), 0, W));
        }
        pool.sorter!.finish();
        expect([...got.keys()].sort((a, b) => a - b)).toEqual(batches.map((_, i) => i));
        batches.forEach((b, tag) => expect(got.get(tag)).toEqual(Array.from(expandHere(b, batch))));
      }
    } finally {
      pool.stop();
    }
    // (the helper sorts for a while before it takes up a batch: most rounds take some back)
    expect(takenBack).toBeGreaterThan(0);
  }, 60_000);

  it('opened without waiting for its helper: offers nothing to it until it has its instance (the caller expands here meanwhile), then all it may', async () => {
    const batch = 8;
    const { W, branching, batches, expandHere, poolInit } = offeredBatches(batch, 6);
    const pool = ExpandPool.open(poolInit(0));
    try {
      // (a thread and an instance take tens of milliseconds to start: nothing here waits)
      expect(pool.offer(batches[0]!, batch, true, 0, 16)).toBe(false);
      await pool.ready;
      batches.forEach((b, tag) => expect(pool.offer(b, batch, true, tag, 16)).toBe(true));
      const out = new Uint32Array(batch * branching * W);
      const hashes = new Uint32Array(batch * branching);
      const got = new Map<number, number[]>();
      for (let r = pool.takeOldest(out, 0, hashes, true); r; r = pool.takeOldest(out, 0, hashes, true)) got.set(r.tag, Array.from(out.subarray(0, r.count * W)));
      expect(got).toEqual(new Map(batches.map((b, tag) => [tag, Array.from(expandHere(b, batch))])));
    } finally {
      pool.stop();
    }
  });

  it('opened without waiting: a helper that fails to start says so where it is next handed a batch', async () => {
    const batch = 8;
    const { W, batches, poolInit } = offeredBatches(batch, 1);
    // (told a state has a word more than the module packs: the helper stops before it takes a batch)
    const pool = ExpandPool.open(poolInit(0, W + 1));
    try {
      await expect(pool.ready).rejects.toBeDefined();
      expect(() => pool.offer(batches[0]!, batch, true, 0, 16)).toThrow(/internal error.*packs/);
    } finally {
      pool.stop();
    }
  });

  it('a helper that ends without a word (as a browser may end one, for memory) while this thread waits for its batch: the wait ends, saying so', async () => {
    const batch = 8;
    const { W, branching, batches, poolInit } = offeredBatches(batch, 1);
    const pool = ExpandPool.open({ ...poolInit(0), silentMs: 200 });
    try {
      await pool.ready;
      // (Node's terminate() says nothing to this thread)
      (pool as unknown as { helpers: { thread: { terminate(): void } }[] }).helpers[0]!.thread.terminate();
      expect(pool.offer(batches[0]!, batch, true, 0, 16)).toBe(true);
      expect(() => pool.takeOldest(new Uint32Array(batch * branching * W), 0, new Uint32Array(batch * branching), true)).toThrow(/a helper thread stopped answering/);
    } finally {
      pool.stop();
    }
  });

  it('a helper that fails on a batch while this thread waits for it: the error says what the helper met', async () => {
    const batch = 8;
    const { W, branching, batches, poolInit } = offeredBatches(batch, 2);
    const pool = ExpandPool.open(poolInit(0));
    try {
      await pool.ready;
      // (a batch of one state more than a batch holds: the helper cannot copy it in)
      const tooMany = Uint32Array.from([...batches[0]!, ...batches[1]!.subarray(0, W)]);
      expect(pool.offer(tooMany, batch + 1, true, 0, 16)).toBe(true);
      // this thread waits on the helper, and so cannot take in the message the helper posts
      expect(() => pool.takeOldest(new Uint32Array(batch * branching * W), 0, new Uint32Array(batch * branching), true)).toThrow(/out of bounds/);
    } finally {
      pool.stop();
    }
  });
});

describe('the search spread over worker threads', () => {
  it('solveLevelSpread runs it for workers: 2 (a helper expanding for A* in this thread: a level that fits one memory), and the search in one thread for workers: 1', async () => {
    // (a level of some slices of the search, so that the progress is reported while it runs)
    const level = classic('level09.txt');
    const seen: SearchProgress[] = [];
    const spread = await solveLevelSpread(snakebird, level, { workers: 2, progressIntervalMs: 0, onProgress: (p) => void seen.push(p) });
    expect(spread).toMatchObject({ kind: 'solved', moves: movesOf('level09.txt') });
    // (its result counts the threads that took part: on Node the search may end before its helper starts)
    expect([1, 2]).toContain(spread.kind === 'solved' && spread.workers);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.workers === 2)).toBe(true);
    const one: SearchProgress[] = [];
    expect(await solveLevelSpread(snakebird, level, { workers: 1, progressIntervalMs: 0, onProgress: (p) => void one.push(p) })).toMatchObject({ kind: 'solved', moves: movesOf('level09.txt') });
    expect(one.every((p) => p.workers === undefined)).toBe(true);
  }, 60_000);

  it('runs as many threads as the level may need memories of 4 GiB and the budget holds, when that is more than the workers asked (one asked: one thread, which spreads over memories itself)', async () => {
    const GiB = 2 ** 30;
    expect(spreadThreads(2, 1.5 * GiB, 100 * GiB)).toBe(2);
    expect(spreadThreads(2, 8 * GiB, 100 * GiB)).toBe(2);
    expect(spreadThreads(2, 12 * GiB, 100 * GiB)).toBe(3);
    expect(spreadThreads(2, 12 * GiB, 9.7e9)).toBe(3);
    expect(spreadThreads(2, 12 * GiB, 5e9)).toBe(2);
    expect(spreadThreads(2, 12 * GiB, 1e6)).toBe(2);
    expect(spreadThreads(2, 16 * GiB + 1, 100 * GiB)).toBe(5);
    expect(spreadThreads(4, 64 * GiB, 100 * GiB)).toBe(8);
    expect(spreadThreads(1, 16 * GiB, 100 * GiB)).toBe(1);
    expect(spreadThreads(undefined, undefined, 100 * GiB)).toBe(1);
    // a small level over 2 workers with a budget of 3 memories: 2 threads (it needs a few MB)
    // (the threads a search runs on are what its progress says; its result counts those that took part)
    const ranOn = async (level: SnakebirdLevel, moves: number) => {
      const seen: SearchProgress[] = [];
      const result = await solveSpread(level, { workers: 2, maxBytes: 12 * GiB, progressIntervalMs: 0, onProgress: (p) => void seen.push(p) });
      expect(result).toMatchObject({ kind: 'solved', moves });
      expect([1, 2]).toContain(result?.kind === 'solved' && result.workers);
      expect(seen.length).toBeGreaterThan(0);
      return new Set(seen.map((p) => p.workers));
    };
    expect(await ranOn(classic('level09.txt'), movesOf('level09.txt'))).toEqual(new Set([2]));
    // the fixture three-snakes, estimated at up to 0.8 GB: 2 threads likewise
    const spreadFixture = (file: string) => parseOk<SnakebirdLevel>(snakebird, readFileSync(join(FIXTURES, '..', 'spread', file), 'utf8'));
    const three = spreadFixture('three-snakes.txt');
    expect(snakebird.estimateSearch!(three).bytesUpTo).toBeLessThan(4 * GiB);
    expect(await ranOn(three, 17)).toEqual(new Set([2]));
    // four-snakes, estimated past 12 GiB: 3 threads, the budget's memories, to the same optimum as in one
    const four = spreadFixture('four-snakes.txt');
    expect(snakebird.estimateSearch!(four).bytesUpTo).toBeGreaterThan(12 * GiB);
    const seen: SearchProgress[] = [];
    const result = await solveSpread(four, { workers: 2, maxBytes: 12 * GiB, progressIntervalMs: 0, onProgress: (p) => void seen.push(p) });
    expect(result).toMatchObject({ kind: 'solved', moves: (solveInWasm(four, {}) as { moves: number }).moves, workers: 3 });
    expect(seen.every((p) => p.workers === 3)).toBe(true);
  }, 60_000);

  it('falls back to one thread, and says why in the progress, where the page is not cross-origin isolated', async () => {
    const scope = globalThis as { crossOriginIsolated?: boolean };
    scope.crossOriginIsolated = false;
    try {
      const seen: SearchProgress[] = [];
      const result = await solveSpread(classic('level09.txt'), { workers: 2, progressIntervalMs: 0, onProgress: (p) => void seen.push(p) });
      expect(result).toMatchObject({ kind: 'solved', moves: movesOf('level09.txt') });
      expect(seen.length).toBeGreaterThan(0);
      for (const p of seen) {
        expect(p.workers).toBe(1);
        expect(p.workersNote).toMatch(/not cross-origin isolated/);
      }
    } finally {
      delete scope.crossOriginIsolated;
    }
  }, 60_000);

  it('the solve worker’s handleRequest spreads a solve asked for over 2 workers, and answers once it is done; a level it estimates small runs in one thread', async () => {
    const small: WorkerMessage[] = [];
    expect(handleRequest({ type: 'solve', id: 4, family: 'snakebird', text: fixture('snakebird', 'level09.txt'), workers: 2 }, (m) => small.push(m))).toBeUndefined();
    expect(snakebird.estimateSearch!(classic('level09.txt')).states).toBeLessThan(SPREAD_MIN_STATES);
    expect(small.at(-1)).toMatchObject({ type: 'result', id: 4, result: { kind: 'solved', moves: movesOf('level09.txt') } });
    expect((small.at(-1) as { result: { workers?: number } }).result.workers).toBeUndefined();
    // three snakes of four in a wide room: estimated at more than a million states
    const text = readFileSync(join(FIXTURES, '..', 'spread', 'three-snakes.txt'), 'utf8');
    expect(snakebird.estimateSearch!(parseOk(snakebird, text)).states).toBeGreaterThanOrEqual(SPREAD_MIN_STATES);
    const out: WorkerMessage[] = [];
    const pending = handleRequest({ type: 'solve', id: 5, family: 'snakebird', text, workers: 2 }, (m) => out.push(m));
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(out.at(-1)).toMatchObject({ type: 'result', id: 5, result: { kind: 'solved', moves: 17 } });
    // (those that took part: on Node the search may end before its helper starts)
    expect([1, 2]).toContain((out.at(-1) as { result: { workers?: number } }).result.workers);
    const progress = out.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.workers === 2)).toBe(true);
  }, 60_000);
});
