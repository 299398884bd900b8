// The one way to talk to the solver worker, for the app's Solve and the play panel's Hint and
// Solve from here alike (as lichess's engine client): an explicit status, start and stop, the
// same default budget for every request, and a small cache of answers shared by every client.
//
// A finished solve hands its worker back to be kept: V8 compiles the search's hot loop while
// it runs, so a worker that has solved once starts the next solve at full speed (a small
// Snakebird level solves about twice as fast the second time). Stop terminates the worker,
// since a search is a tight synchronous loop and terminating is the only way to stop it at
// once; the next solve then starts a fresh worker. A worker whose search held a lot of memory
// is let go instead of kept: its garbage would stay in the idle worker's heap, and a search
// that big gains nothing noticeable from warm code.
import type { SearchResult } from '../engine/types.ts';
import type { AnalyseRequest, SolveRequest, WorkerMessage, WorkerRequest } from './protocol.ts';

export type SolveQuery = Omit<SolveRequest, 'type' | 'id'>;
/** A Check: the same client, budgets, progress and cancelling as a solve; its answer is not cached here (the worker keeps its last analysis). */
export type AnalyseQuery = Omit<AnalyseRequest, 'id'>;

/**
 * idle: nothing running; loading: a fresh worker is starting and has not answered yet;
 * computing: a worker is searching; failed: the worker died (the next start tries a new one).
 */
export type SolverStatus = 'idle' | 'loading' | 'computing' | 'failed';

/**
 * The most memory a search in the browser may hold (a budget larger than the default is only
 * asked for by the memory note's sized Solve or "Keep searching with twice the budget"). The
 * WebAssembly search spreads its states over up to 8 memories of 4 GiB. A browser tells the
 * device's memory (navigator.deviceMemory, in GiB) rounded down to a power of two, Chromium
 * from 146 on as 1 to 32 (before, 8 meant "8 or more"), so the device has at least that and
 * less than twice it: below 8, half of it; from 8, three quarters (the rest for the system and
 * the browser), up to the search's most; where the browser does not tell, one memory. A
 * runtime that refuses memory ends the search as a memory limit, with what it gave.
 */
export function browserMaxBytes(deviceMemory: number | undefined): number {
  if (typeof deviceMemory !== 'number' || !(deviceMemory > 0)) return ONE_MEMORY_BYTES;
  return deviceMemory >= 8 ? Math.min(SEARCH_MAX_BYTES, deviceMemory * 0.75 * 2 ** 30) : (deviceMemory * 2 ** 30) / 2;
}
const ONE_MEMORY_BYTES = 4 * 2 ** 30;
const SEARCH_MAX_BYTES = 8 * ONE_MEMORY_BYTES;
export const BROWSER_MAX_BYTES = browserMaxBytes((globalThis.navigator as { deviceMemory?: number } | undefined)?.deviceMemory);

/** The search budget a request gets unless it names its own. */
export const DEFAULT_BUDGET = { maxStates: 30_000_000, maxBytes: Math.min(1536 * 2 ** 20, BROWSER_MAX_BYTES) };

/**
 * The budget for a level whose search may hold up to `bytes` (its estimate's upper figure), so
 * that a person need not double the budget again and again, each time searching from the
 * start: that memory in whole memories of 4 GiB (what one shard of the search holds), at most
 * what the browser can hold, and states to match (8 bytes each, about half what a state takes);
 * null when that is no more than `current` has.
 */
export function sizedBudget(bytes: number, current: { maxStates: number; maxBytes: number }, browserMax = BROWSER_MAX_BYTES): { maxStates: number; maxBytes: number } | null {
  const maxBytes = Math.min(browserMax, Math.ceil(bytes / ONE_MEMORY_BYTES) * ONE_MEMORY_BYTES);
  if (!(maxBytes > current.maxBytes)) return null;
  return { maxBytes, maxStates: Math.max(current.maxStates, Math.ceil(maxBytes / 8)) };
}

/**
 * The budget of a search in compressed layers (a few bytes a state, its chunks taken as it
 * grows): what the browser can hold, and states to match at a byte each (a layer's key takes at
 * least its difference's one byte), so that the memory is what stops it; with its layers on disk (`onDisk`: the page has
 * a private file system), no count of states: the storage the browser gives stops it, and says so.
 */
export function layersBudget(onDisk: boolean, browserMax = BROWSER_MAX_BYTES): { maxStates: number; maxBytes: number } {
  return { maxBytes: browserMax, maxStates: onDisk ? Number.MAX_SAFE_INTEGER : Math.floor(browserMax) };
}

/** Whether this page has a private file system (OPFS), where a solve in layers keeps them (worker/opfsStore.ts). */
export function hasPrivateFiles(): boolean {
  return typeof (globalThis as { navigator?: { storage?: { getDirectory?: unknown } } }).navigator?.storage?.getDirectory === 'function';
}

/** "Keep searching with twice the budget": twice the states, twice the memory up to what the browser can hold. */
export function doubledBudget(budget: { maxStates: number; maxBytes: number }): { maxStates: number; maxBytes: number } {
  return { maxStates: budget.maxStates * 2, maxBytes: Math.min(budget.maxBytes * 2, BROWSER_MAX_BYTES) };
}

/** a search that held more than this is not worth keeping its worker for */
export const KEEP_WORKER_MAX_BYTES = 64 * 1024 * 1024;

/** What the client needs of a worker (a stand-in can answer in-thread). */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<WorkerMessage>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(request: WorkerRequest): void;
  terminate(): void;
}

export interface RunningSolve {
  id: number;
  cancel(): void;
}

/** Answers by family, format, level text, moves played and counting: a few, newest kept. */
export const CACHE_SIZE = 32;
const cache = new Map<string, SearchResult>();

const cacheKey = (q: SolveQuery | AnalyseQuery) => JSON.stringify([q.family, q.format ?? null, q.text, q.fromMoves ?? [], 'countSolutions' in q && q.countSolutions === true]);

function remember(key: string, result: SearchResult): void {
  cache.delete(key);
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** Forget every cached answer (tests start clean). */
export function clearSolveCache(): void {
  cache.clear();
}

const spawnWorker = (): WorkerLike => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }) as WorkerLike;

let nextId = 1;

export class SolverClient {
  status: SolverStatus = 'idle';
  /** the solve in flight: its id, and its worker (none while a cached answer is on its way) */
  /** the solve in flight: its worker, and the word that asks its search to stop (where memory can be shared) */
  private job: { id: number; worker: WorkerLike | null; stop?: SharedArrayBuffer } | null = null;
  /** the worker kept from the last solve that finished, ready for the next */
  private kept: WorkerLike | null = null;
  private readonly watchers = new Set<(status: SolverStatus) => void>();

  constructor(private readonly spawn: () => WorkerLike = spawnWorker) {}

  /** Calls `watch` on every status change; returns the unsubscribe. */
  onStatus(watch: (status: SolverStatus) => void): () => void {
    this.watchers.add(watch);
    return () => this.watchers.delete(watch);
  }

  /**
   * Starts a solve, stopping the one in flight (whose listener then hears nothing more).
   * `listener` hears progress, then one result or error; a stopped solve never answers.
   */
  start(query: AnalyseQuery, listener: (m: Exclude<WorkerMessage, { type: 'result' }>) => void): RunningSolve;
  start(query: SolveQuery, listener: (m: Exclude<WorkerMessage, { type: 'analysis' }>) => void): RunningSolve;
  start(query: SolveQuery | AnalyseQuery, hear: (m: never) => void): RunningSolve {
    // each overload's listener hears only the messages its request can get
    const listener = hear as (m: WorkerMessage) => void;
    this.stop();
    const id = nextId++;
    const request: WorkerRequest = {
      type: 'solve',
      id,
      ...query,
      maxStates: query.maxStates ?? DEFAULT_BUDGET.maxStates,
      maxBytes: Math.min(query.maxBytes ?? DEFAULT_BUDGET.maxBytes, BROWSER_MAX_BYTES),
    };
    const key = cacheKey(query);
    const cancel = () => {
      if (this.job?.id === id) this.stop();
    };
    const cached = 'type' in query ? undefined : cache.get(key);
    if (cached) {
      this.job = { id, worker: null };
      this.setStatus('idle'); // after a failure too: no worker is needed for this answer
      // answered after start() returns, as a worker would, so the caller holds the handle first
      queueMicrotask(() => {
        if (this.job?.id !== id) return;
        this.job = null;
        remember(key, cached);
        listener({ type: 'result', id, result: cached });
      });
      return { id, cancel };
    }

    const worker = this.kept ?? this.spawn();
    this.setStatus(this.kept ? 'computing' : 'loading');
    this.kept = null;
    // (a page that is not cross-origin isolated has no SharedArrayBuffer: its worker is only ended)
    const stop = typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(4) : undefined;
    if (stop) request.stop = stop;
    this.job = { id, worker, stop };
    worker.onmessage = (e) => {
      const m = e.data;
      if (this.job?.id !== id || m.id !== id) return;
      if (m.type === 'progress') {
        this.setStatus('computing');
      } else {
        this.job = null;
        if (m.type === 'result') {
          if (m.result.kind !== 'limit') remember(key, m.result);
          if ((m.result.peakBytes ?? m.result.bytes) > KEEP_WORKER_MAX_BYTES) worker.terminate();
          else this.keep(worker);
        } else if (m.type === 'analysis' && (!('bytes' in m.analysis) || m.analysis.bytes > KEEP_WORKER_MAX_BYTES)) worker.terminate();
        else this.keep(worker);
        this.setStatus('idle');
      }
      listener(m);
    };
    worker.onerror = (e) => {
      if (this.job?.id !== id) return;
      this.job = null;
      worker.terminate();
      this.setStatus('failed');
      listener({ type: 'error', id, message: `the solver stopped: ${e.message || 'worker error'}` });
    };
    // Posted once the caller holds the handle: a transport that answers at once (a warm
    // worker under the test runner's in-thread emulation does) must not answer before that.
    queueMicrotask(() => {
      if (this.job?.id === id) worker.postMessage(request);
    });
    return { id, cancel };
  }

  /** Stops the solve in flight, if any (terminating its worker); its listener hears nothing. */
  stop(): void {
    const job = this.job;
    if (!job) return;
    this.job = null;
    // the search stops at its next report; ending the worker waits for it in some browsers
    if (job.stop) Atomics.store(new Int32Array(job.stop), 0, 1);
    job.worker?.terminate();
    this.setStatus('idle');
  }

  private keep(worker: WorkerLike): void {
    worker.onmessage = null;
    worker.onerror = null;
    this.kept?.terminate();
    this.kept = worker;
  }

  private setStatus(status: SolverStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const watch of this.watchers) watch(status);
  }
}
