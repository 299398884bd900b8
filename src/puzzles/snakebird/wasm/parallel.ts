// The search spread over threads (hash-distributed A*; docs/families/snakebird.md, "Every
// core"): a shard of the search (solveInShards' shards, one instance of the module each) in
// each worker (worker_threads in Node, Web Workers in a browser), running its part of every f
// at once, each at its own pace; what they send one another goes through SharedArrayBuffer
// rings, and they meet only where an f ends (parallelShard.ts). This thread is the
// coordinator: progress on its clock, cancel, the early answer (in this thread, as in one),
// and the line at the end, asked of the workers a call at a time (followLine, as
// solveInShards does with its instances).
import { nameSteps } from '../../../engine/stateTable.ts';
import { ProgressClock } from '../../../engine/progress.ts';
import type { FoundLine, LimitKind, SearchOptions, SearchProgress, SearchResult } from '../../../engine/types.ts';
import { estimateSnakebirdSearch } from '../estimate.ts';
import type { SnakebirdLevel } from '../format.ts';
import { SILENT_THREAD_MS, silentThread, spawnProgram, waitForChange, type ProgramWorker } from './programWorker.ts';
import { solveWithHelpers } from './helpedSearch.ts';
import { SHARD_CALL, shardMain, type ShardInit, type ShardLayout, type ShardMessage } from './parallelShard.ts';
import { DEPTH_LIMIT, LAYER_DONE, MEMORY_FULL, MEMORY_LIMIT, RUNNING, SOLVED, STATE_LIMIT, UNSOLVABLE } from './searchStatus.ts';
import { DEPTH_BITS, followLine, internalError, levelSearch, MAX_SHARDS, MESSAGE_EXTRA_WORDS, memoryFull, searchModule, shardBudget, SLICE, solveInWasm, WASM_MEMORY_BYTES, WIDE_DEPTH_BITS, type ShardLine } from './wasmSearch.ts';

/** why a spread search stopped, beside the module's own statuses (searchStatus.ts): an error inside a shard, or the coordinator's cancel */
const FAILED = -1;
const CANCELLED = -2;
/** the words a ring holds (one per pair of shards; a power of two); more wait in the sender until there is room */
const RING_WORDS = 1 << 17;
/** how often the coordinator looks at the workers, runs the early search and reads the clock */
const POLL_MS = 10;
/**
 * The looks at the workers, all hearing no beat, before they are taken for silent (as well as
 * silentMs gone by): after a machine slept, the first look finds the clock far on, and the workers
 * have had no time to beat.
 */
const SILENT_LOOKS = 100;
/**
 * Over at most this many threads a search spreads as A* with helpers (helpedSearch.ts), not as
 * shards: its one thread takes in every successor (a third of one thread's work), which caps what
 * more helpers would add, where shards have no such cap.
 */
const HELPED_MOST_THREADS = 2;
/**
 * And only a level estimated (the estimate's middle figure) at this at most: half a memory, room
 * for an estimate twice short. One that fills its memory all the same starts again over shards.
 */
const HELPED_MOST_BYTES = WASM_MEMORY_BYTES / 2;

/** Why a search asked to spread runs in this thread alone, or null when it can spread. */
export function whyNotSpread(): string | null {
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
  if (isolated === false || typeof SharedArrayBuffer !== 'function') return 'one worker: this page is not cross-origin isolated, so it has no shared memory (its host must send the COOP and COEP headers)';
  return null;
}

/**
 * How many threads a search asked to spread over `workers` (2 or more) runs in: that many, or
 * more when the level may need more memories of 4 GiB than that (`needBytes`, its estimate's
 * upper figure) and the budget holds them (a thread's shard has one memory, so star1, up to
 * 9.7 GB, with a budget of 12 GiB on a machine of 2 cores runs 3 threads), MAX_SHARDS at most.
 */
export function spreadThreads(workers: number | undefined, maxBytes: number | undefined, needBytes: number): number {
  const asked = Math.max(1, Math.floor(workers ?? 1));
  // (one thread asked: solveInWasm, which spreads over memories in that thread once one is full)
  if (asked === 1) return 1;
  const memories = maxBytes === undefined ? 1 : Math.ceil(Math.min(maxBytes, needBytes) / WASM_MEMORY_BYTES);
  return Math.min(MAX_SHARDS, Math.max(asked, memories));
}

/**
 * Solve a level spread over `options.workers` threads: over two, a level estimated to fit one
 * memory by A* in this thread with a helper expanding for it (helpedSearch.ts); else over as many
 * shards as threads, or as it may need memories and the budget holds (spreadThreads), each in a worker;
 * in one thread, as solveInWasm, where shared memory is missing, and the progress then says why.
 */
export async function solveSpread(level: SnakebirdLevel, options: SearchOptions): Promise<SearchResult | null> {
  if (options.countSolutions) return null;
  const estimate = estimateSnakebirdSearch(level);
  const workers = spreadThreads(options.workers, options.maxBytes, estimate.bytesUpTo);
  const why = workers > 1 ? whyNotSpread() : null;
  if (workers === 1 || why) {
    const onProgress = options.onProgress;
    const note = why ? { workers: 1, workersNote: why } : {};
    // why it runs in one thread is said at once, before a search that may end before its first report
    if (why) onProgress?.({ depth: 0, stored: 0, frontier: 0, statesPerSecond: 0, bytes: 0, elapsedMs: 0, ...note });
    return solveInWasm(level, { ...options, onProgress: onProgress && ((p: SearchProgress) => onProgress({ ...p, ...note })) });
  }
  // (the estimate's middle figure: star3's, 0.9 GiB, is within, star1's, 4.6 GiB, is not; the upper one, ten times it, would send both to shards)
  const asked = Math.floor(options.workers ?? 1);
  const helped = asked <= HELPED_MOST_THREADS && estimate.bytes <= HELPED_MOST_BYTES;
  const solve = (depthBits: number) => (helped ? solveWithHelpers(level, options, asked - 1, depthBits) : solveInWorkers(level, options, workers, depthBits));
  let first = await solve(DEPTH_BITS);
  // deeper than a record's depth holds: again, with records that hold any depth (as solveInWasm)
  if (first.kind === 'limit' && first.limit === 'size') {
    const wide = await solve(WIDE_DEPTH_BITS);
    first = { ...wide, elapsedMs: first.elapsedMs + wide.elapsedMs };
  }
  // its one memory full where the level was not thought to need more, and the budget holds more: again, over as many shards as it holds (as solveInWasm)
  const memories = options.maxBytes === undefined ? 1 : Math.min(MAX_SHARDS, Math.floor(options.maxBytes / WASM_MEMORY_BYTES));
  if (!helped || first.kind !== 'limit' || first.limit !== 'memory' || first.detail === undefined || first.peakBytes! <= WASM_MEMORY_BYTES / 2 || memories < 2) return first;
  const again = await solveInWorkers(level, options, Math.max(workers, memories));
  return { ...again, elapsedMs: first.elapsedMs + again.elapsedMs };
}

/** A thread running shardMain (shardWorker.ts in a browser). */
export function spawnShardWorker(onMessage: (m: ShardMessage) => void, onError: (error: unknown) => void): ProgramWorker<ShardInit> {
  return spawnProgram(shardMain, () => new Worker(new URL('./shardWorker.ts', import.meta.url), { type: 'module' }), onMessage, onError);
}

/** A shard's instance as followLine sees it: each call goes to the worker that holds it, which answers through `calls` (this thread waits, `silentMs` at most). */
function shardCalls(calls: SharedArrayBuffer, silentMs: number): ShardLine {
  const C = SHARD_CALL;
  const words = new Int32Array(calls);
  const answer = new Float64Array(calls, C.ANSWER_AT, 1);
  const ask = (name: string, args: number[]): number => {
    if (name.length > C.NAME_MAX || args.length > C.ARGS_MAX) throw internalError(`no call ${name} with ${args.length} arguments`);
    words[C.NAME_LENGTH] = name.length;
    for (let i = 0; i < name.length; i++) words[C.NAME + i] = name.charCodeAt(i);
    words[C.ARGC] = args.length;
    args.forEach((a, i) => (words[C.ARGS + i] = a));
    const seq = Atomics.add(words, C.SEQ, 1) + 1;
    Atomics.notify(words, C.SEQ);
    for (let done = Atomics.load(words, C.DONE); done !== seq; done = Atomics.load(words, C.DONE)) {
      if (!waitForChange(words, C.DONE, done, silentMs)) throw internalError(silentThread("a shard's thread", silentMs));
    }
    const a = answer[0]!;
    if (Number.isNaN(a)) throw internalError(`a shard's worker could not answer ${name}`);
    return a;
  };
  return new Proxy({} as ShardLine, { get: (_, name) => (...args: number[]) => ask(String(name), args) });
}

/** What the tests change in a spread search: rings of a few messages (most of what a shard sends then waits for room), how long a thread may be silent, and how a shard's thread is started. */
export interface SpreadTuning {
  ringWords?: number;
  silentMs?: number;
  spawn?: typeof spawnShardWorker;
}

/**
 * Solve a level over `workers` threads, a shard in each with an even share of the budget.
 * Exported for the tests, which hold it to BFS.
 */
export async function solveInWorkers(level: SnakebirdLevel, options: SearchOptions, workers: number, depthBits = DEPTH_BITS, tuning: SpreadTuning = {}): Promise<SearchResult> {
  const { ringWords = RING_WORDS, silentMs = SILENT_THREAD_MS, spawn = spawnShardWorker } = tuning;
  const { problem, tables, writeLevel } = levelSearch(level);
  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  const { maxStates, share, budget, early } = shardBudget(options, workers, problem, writeLevel);

  const n = workers;
  const layout: ShardLayout = { work: 0, generation: 1, started: 2, f: 3, stopStatus: 4, stopWhere: 5, finished: 6, beat: 7, doorbell: 8, words: 8 + n, statsPerShard: 5 };
  const ctrl = new Int32Array(new SharedArrayBuffer(4 * layout.words));
  ctrl[layout.stopStatus] = RUNNING;
  ctrl[layout.stopWhere] = -1;
  const stats = new Float64Array(new SharedArrayBuffer(8 * layout.statsPerShard * n));
  // (a shard sends itself nothing)
  const rings = Array.from({ length: n * n }, (_, k) => new SharedArrayBuffer(k % (n + 1) === 0 ? 8 : 8 + 4 * ringWords));
  const calls = Array.from({ length: n }, () => new SharedArrayBuffer(SHARD_CALL.BYTES));

  let failure = null as { message: string; name: string } | null;
  let crash: unknown = null;
  let finished = 0;
  const threads: ProgramWorker<ShardInit>[] = [];
  try {
    for (let i = 0; i < n; i++) {
      threads.push(
        spawn(
          (m) => {
            if (m.type === 'finished') finished++;
            else failure ??= m;
          },
          (error) => (crash ??= error),
        ),
      );
    }
    const module = searchModule();
    threads.forEach((thread, shard) =>
      thread.post({
        module,
        tables,
        words: problem.words,
        messageWords: problem.words + MESSAGE_EXTRA_WORDS,
        depthBits,
        shard,
        shards: n,
        maxStates: Math.min(maxStates, 0x7fffffff),
        maxStatesTotal: maxStates,
        share,
        budget,
        slice: SLICE,
        ctrl: ctrl.buffer as SharedArrayBuffer,
        stats: stats.buffer as SharedArrayBuffer,
        rings,
        ringWords,
        calls: calls[shard]!,
        call: SHARD_CALL,
        layout,
        status: { RUNNING, SOLVED, UNSOLVABLE, STATE_LIMIT, LAYER_DONE, FAILED },
      }),
    );

    const sum = (k: number) => Array.from({ length: n }, (_, i) => stats[layout.statsPerShard * i + k]!).reduce((a, b) => a + b, 0);
    const depth = () => Atomics.load(ctrl, layout.f);
    const peakBytes = () => sum(3) + (early?.peakBytes ?? 0);
    const bestFound = () => (early?.best ? { bestFound: early.best } : {});
    const snapshot = () => ({ depth: depth(), lowerBound: depth(), stored: sum(0), frontier: sum(1), bytes: peakBytes(), workers: n, ...bestFound() });
    const clock = new ProgressClock(options, t0);
    const ended = { stored: () => sum(0), elapsedMs: elapsed, bytes: () => sum(2), peakBytes };
    const solved = (moves: number, solution: string[]): SearchResult => ({ kind: 'solved', moves, solution, stored: ended.stored(), elapsedMs: ended.elapsedMs(), bytes: ended.bytes(), peakBytes: peakBytes(), method: 'astar', workers: n });
    const limit = (kind: LimitKind, detail?: string): SearchResult => ({
      kind: 'limit',
      limit: kind,
      depth: depth(),
      stored: ended.stored(),
      elapsedMs: ended.elapsedMs(),
      bytes: ended.bytes(),
      peakBytes: peakBytes(),
      ...(detail ? { detail } : {}),
      ...bestFound(),
    });

    // the workers run the search; this thread runs the early search between its looks at them and reads the clock
    let earlyLine: FoundLine | null = null;
    const cancel = () => {
      Atomics.compareExchange(ctrl, layout.stopStatus, RUNNING, CANCELLED);
      for (let i = 0; i < n; i++) {
        Atomics.add(ctrl, layout.doorbell + i, 1);
        Atomics.notify(ctrl, layout.doorbell + i);
      }
    };
    // a worker the browser ended says nothing: heard of by the beats stopping (a worker done is heard too)
    let heard = -1;
    let heardAt = 0;
    let looks = 0;
    // (the clock is read before the first pause: its first report, and a cancel asked at once, come before the workers' first round)
    while (finished < n) {
      if (crash !== null) throw internalError(crash);
      const beats = Atomics.load(ctrl, layout.beat) + finished;
      if (beats !== heard) [heard, heardAt, looks] = [beats, elapsed(), 0];
      else if (++looks >= SILENT_LOOKS && elapsed() - heardAt >= silentMs) throw internalError(silentThread("a shard's thread", silentMs));
      if (Atomics.load(ctrl, layout.stopStatus) === RUNNING) {
        early?.step(elapsed(), POLL_MS);
        // the early line, once nothing shorter can exist: no open state below it, or no shorter line left
        if (early?.best && (early.proven || depth() >= early.best.moves)) {
          earlyLine = early.best;
          cancel();
        } else if (clock.check(snapshot)) cancel();
      }
      // while the early search has work, this thread runs it, pausing only to hear the workers
      await new Promise((resolve) => setTimeout(resolve, early && !early.done ? 0 : POLL_MS));
    }
    if (earlyLine) return solved(earlyLine.moves, earlyLine.solution);
    const status = ctrl[layout.stopStatus]!;
    const where = ctrl[layout.stopWhere]!;
    if (status === FAILED && failure) {
      // the runtime refused memory: a memory limit (solveLevel says so), not a bug
      throw failure.name === 'RangeError' ? new RangeError(failure.message) : internalError(failure.message);
    }
    switch (status) {
      case SOLVED: {
        const states = followLine(calls.map((c) => shardCalls(c, silentMs)), where, problem.words, true);
        return solved(states.length - 1, nameSteps(problem, states));
      }
      case UNSOLVABLE:
        return { kind: 'unsolvable', stored: ended.stored(), elapsedMs: ended.elapsedMs(), bytes: ended.bytes(), peakBytes: peakBytes(), method: 'astar', workers: n };
      case CANCELLED:
        return limit('cancelled');
      case STATE_LIMIT:
        return limit('states');
      case MEMORY_LIMIT:
        return limit('memory');
      case MEMORY_FULL:
        return limit('memory', memoryFull(n, stats[layout.statsPerShard * where + 3]!, options.maxBytes));
      case DEPTH_LIMIT:
        return limit('size', `its line is longer than the ${depthBits}-bit depth of a stored state holds`);
      default:
        throw internalError(`unknown status ${status}`);
    }
  } finally {
    for (const thread of threads) thread.terminate();
  }
}
