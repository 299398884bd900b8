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
// that big gains nothing noticeable from warm code. A worker kept after a Check holds the
// level's analysis (whatever its size, puzzles/analyse.ts) for judging lines: the Check lets its
// client's workers go (release) once nothing needs it.
//
// A solve's answer (solved or unsolvable) is kept in this browser's storage too (keptAnswers.ts),
// so that a reload has it at once: an unsolvable one is answered from there, a solved one goes to
// the worker with the request (`known`), which replays it before searching. A Check searches
// anew, and an answer kept that its proof contradicts is forgotten.
import type { SearchResult } from '../engine/types.ts';
import type { LevelCheck } from '../puzzles/analyse.ts';
import type { AnalyseRequest, EstimateMessage, KeptAnswer, EstimateRequest, SolveRequest, WorkerAnswer, WorkerMessage, WorkerRequest } from './protocol.ts';
import { BROWSER_MAX_BYTES, DEFAULT_BUDGET } from './budgets.ts';
import { KEEP_WORKER_MAX_BYTES } from './largerBudgets.ts';
import { browserStorage, read, remove, write, type KeyValueStorage } from '../storage/localStore.ts';
import { answerKey, dropAnswers, forgetKeptAnswers, keepAnswer, keptAnswer, readKeptAnswer, type AnswerQuery } from './keptAnswers.ts';
import solverWorkerUrl from './solver.worker.ts?worker&url';

// (the budgets are their own module, which the first screen loads without this client)
export { BROWSER_MAX_BYTES, browserMaxBytes, DEFAULT_BUDGET, doubledBudget } from './budgets.ts';
export { hasPrivateFiles, KEEP_WORKER_MAX_BYTES, layersBudget, sizedBudget } from './largerBudgets.ts';

export type SolveQuery = Omit<SolveRequest, 'type' | 'id'>;
/** A Check: the same client, budgets, progress and cancelling as a solve; its answer is not cached here (the worker keeps its last analysis). */
export type AnalyseQuery = Omit<AnalyseRequest, 'id'>;
/** An estimate of the level's search (estimates.ts asks it of a client of its own, so that it never stops a solve). */
export type EstimateQuery = Omit<EstimateRequest, 'id'>;

/**
 * idle: nothing running; loading: a fresh worker is starting and has not answered yet;
 * computing: a worker is searching; failed: the worker died (the next start tries a new one).
 */
export type SolverStatus = 'idle' | 'loading' | 'computing' | 'failed';

/** What the client needs of a worker (a stand-in can answer in-thread). */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<WorkerAnswer>) => void) | null;
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

const cacheKey = (q: AnswerQuery | AnalyseQuery) => JSON.stringify([q.family, q.format ?? null, q.text, q.fromMoves ?? [], 'countSolutions' in q && q.countSolutions === true]);

function remember(key: string, result: SearchResult): void {
  cache.delete(key);
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** Forget every cached answer, and those kept in this browser's storage (tests start clean). */
export function clearSolveCache(): void {
  cache.clear();
  const storage = browserStorage();
  if (storage) dropAnswers(storage);
}

/**
 * Forget every answer to this level, from its start and from the positions played to (Hint, Solve
 * from here), counting or not, here and in `storage`: the next solve of it searches anew (the
 * Solver panel's Solve again, beside an answer kept from before). Returns what gives them back,
 * each where no answer has taken its place since: for that search ended with no answer of its own
 * (cancelled, failed, at a limit), which would otherwise lose what may have taken minutes to find.
 */
export function forgetAnswers(q: Pick<AnswerQuery, 'family' | 'text'>, storage: KeyValueStorage | null = browserStorage()): () => void {
  const remembered: [string, SearchResult][] = [];
  for (const [key, result] of [...cache]) {
    const [family, , text] = JSON.parse(key) as unknown[];
    if (family !== q.family || text !== q.text) continue;
    cache.delete(key);
    remembered.push([key, result]);
  }
  const kept = storage ? forgetKeptAnswers(storage, q.family, q.text) : [];
  return () => {
    for (const [key, result] of remembered) if (!cache.has(key)) remember(key, result);
    for (const [key, raw] of kept) if (read(storage!, key) === null) write(storage!, key, raw);
  };
}

/**
 * Whether a solve of `q` would be answered without a search: from this page's answers, or from
 * one kept in this browser by an earlier page that reads (as start() finds it: to a question that
 * does not count, the counting one's too). Nothing is moved aside nor said here: start() does that.
 */
export function answerKnown(q: AnswerQuery, storage: KeyValueStorage | null = browserStorage()): boolean {
  if (cache.has(cacheKey(q))) return true;
  const reads = (question: AnswerQuery) => {
    const raw = storage && read(storage, answerKey(question));
    return !!raw && readKeptAnswer(raw, question).ok;
  };
  return reads(q) || (!q.countSolutions && reads({ ...q, countSolutions: true }));
}

/**
 * The last kept answer not used, and the level it was of (said by the Solver panel's notes, which
 * may load after it): one that could not be read, or one a Check's proof contradicted.
 */
let keptNotice: { family: string; text: string; notice: string } | null = null;
const keptNoticeWatchers = new Set<(said: typeof keptNotice) => void>();

function sayOfKept(q: SolveQuery | AnalyseQuery, notice: string | null): void {
  keptNotice = notice === null ? null : { family: q.family, text: q.text, notice };
  for (const watch of keptNoticeWatchers) watch(keptNotice);
}

/** `watch` hears at once, and on every change, of the last kept answer not used (it could not be read, or a Check contradicted it); returns the unsubscribe. */
export function onKeptAnswerNotice(watch: (said: { family: string; text: string; notice: string } | null) => void): () => void {
  keptNoticeWatchers.add(watch);
  watch(keptNotice);
  return () => keptNoticeWatchers.delete(watch);
}

/**
 * Whether two counts of optimal solutions are one: the same whole number, or above 2^53 (where
 * each is a float summed in its own order, the search's and the analysis's) within a billionth.
 */
const sameCount = (a: number, b: number): boolean => a === b || (Math.max(a, b) > Number.MAX_SAFE_INTEGER && Math.abs(a - b) <= 1e-9 * Math.max(a, b));

/** Whether an answer's count of optimal solutions is contradicted by a Check's, where both counted. */
const countContradicted = (proved: Pick<LevelCheck, 'optimalSolutions'>, r: SearchResult): boolean =>
  r.kind === 'solved' && r.optimalSolutions !== undefined && proved.optimalSolutions !== null && !sameCount(r.optimalSolutions, proved.optimalSolutions);

/** Whether a Check's proof of a level's optimum (and its count, where both counted) contradicts an answer to it. */
const contradicts = (proved: Pick<LevelCheck, 'solvable' | 'moves' | 'optimalSolutions'>, r: SearchResult): boolean =>
  r.kind === 'solved' ? !proved.solvable || r.moves !== proved.moves || countContradicted(proved, r) : r.kind === 'unsolvable' && proved.solvable;

/** A count as a person reads it: whole, with thousands marked, or to three figures above 2^53. */
const countWords = (n: number): string => (n <= Number.MAX_SAFE_INTEGER ? n.toLocaleString('en-US') : `about ${n.toPrecision(3)}`);

const spawnWorker = (): WorkerLike => new Worker(solverWorkerUrl, { type: 'module' }) as WorkerLike;

/**
 * What became of the worker's script, asked once a worker failed as it started: the browser's
 * error event says nothing of it (Chromium fires a plain event, no message, for a script that did
 * not load, one with a syntax error and one that threw as it ran alike), so the script is fetched
 * again: 'unreachable' (the fetch failed: the connection), 'missing' (the server has no such file:
 * a page older than the site's version), or 'arrived' (it loads: it, or a part of it, did not run).
 */
export type ScriptFate = 'unreachable' | 'missing' | 'arrived';
const fetchWorkerScript = (): Promise<ScriptFate> =>
  fetch(solverWorkerUrl, { cache: 'no-store' }).then(
    (r) => (r.ok ? 'arrived' : 'missing'),
    () => 'unreachable',
  );

let nextId = 1;

/** what the solver's failure as it started says, by what became of its script */
const NOT_STARTED: Record<ScriptFate, string> = {
  unreachable: 'the solver could not start: its script did not load (check the connection, then try again)',
  missing: 'the solver could not start: its script is no longer on the server (the site has a newer version): reload the page',
  arrived: 'the solver could not start: its script loaded but did not run (a part of it did not load, or this browser cannot run it): reload the page, then try again',
};

/**
 * What a worker's error event says to the person: a worker whose script did not load, or did not
 * run, has an event without a message, before it has answered anything (`fate` tells which);
 * the next start tries a fresh worker.
 */
async function workerFailure(starting: boolean, message: string | undefined, fate: () => Promise<ScriptFate>): Promise<string> {
  if (!message) return starting ? NOT_STARTED[await fate()] : 'the solver stopped unexpectedly (try again: a fresh solver starts)';
  return `the solver stopped: ${message} (try again: a fresh solver starts)`;
}

export class SolverClient {
  status: SolverStatus = 'idle';
  /** the solve in flight: its id, and its worker (none while a cached answer is on its way) */
  /** the solve in flight: its worker, and the word that asks its search to stop (where memory can be shared) */
  private job: { id: number; worker: WorkerLike | null; stop?: SharedArrayBuffer } | null = null;
  /** the worker kept from the last solve that finished, ready for the next */
  private kept: WorkerLike | null = null;
  private readonly watchers = new Set<(status: SolverStatus) => void>();

  /** `answers`: where answers are kept through a reload (none: in memory only) */
  constructor(
    private readonly spawn: () => WorkerLike = spawnWorker,
    private readonly answers: KeyValueStorage | null = browserStorage(),
    private readonly scriptFate: () => Promise<ScriptFate> = fetchWorkerScript,
  ) {}

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
  start(query: EstimateQuery, listener: (m: EstimateMessage) => void): RunningSolve;
  start(query: SolveQuery | AnalyseQuery | EstimateQuery, hear: (m: never) => void): RunningSolve {
    // each overload's listener hears only the messages its request can get
    const listener = hear as (m: WorkerAnswer) => void;
    this.stop();
    // (a notice is of the solve or Check before: a solve, which may say one of its own, ends it;
    // an estimate, asked on every level shown, and a Check leave it)
    if (!('type' in query) && keptNotice !== null) sayOfKept(query, null);
    const id = nextId++;
    const request: WorkerRequest =
      'type' in query && query.type === 'estimate'
        ? { ...query, id }
        : {
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
    let cached = 'type' in query ? undefined : cache.get(key);
    // (from an earlier page: an unsolvable answer as it is, a solution once the worker has replayed
    // it; not for a solve in layers, asked for as a search on disk: it goes on from the layers of
    // one stopped before, and removes them once it ends)
    const kept = cached || 'type' in query || query.layers || !this.answers ? null : this.keptFor(query, this.answers);
    if (kept?.kind === 'unsolvable') cached = kept;
    else if (kept && request.type === 'solve') request.known = kept;
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
    if (stop && request.type !== 'estimate') request.stop = stop;
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
          this.keepInStorage(query as SolveQuery, m.result, kept !== null);
          // (a kept answer's bytes are its earlier search's: this worker only replayed its line)
          if (m.result.keptFrom === undefined && (m.result.peakBytes ?? m.result.bytes) > KEEP_WORKER_MAX_BYTES) worker.terminate();
          else this.keep(worker);
        } else if ((m.type === 'error' && m.failed) || (m.type === 'analysis' && 'kind' in m.analysis)) {
          // (one that failed is let go too: what broke it, a module's state, would meet the next solve; a level's error is no failure of it;
          // and one whose check stopped at a limit, which holds no analysis, only its garbage)
          worker.terminate();
        } else this.keep(worker);
        if (m.type === 'analysis' && !('kind' in m.analysis)) this.forgetContradicted(query as AnalyseQuery, m.analysis);
        this.setStatus('idle');
      }
      listener(m);
    };
    worker.onerror = (e) => {
      if (this.job?.id !== id) return;
      const starting = this.status === 'loading';
      this.job = null;
      worker.terminate();
      this.setStatus('failed');
      // (said once the script is asked after, where it did not start)
      void workerFailure(starting, e.message, this.scriptFate).then((message) => listener({ type: 'error', id, message }));
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

  /**
   * Lets go of its workers and all they hold: the solve in flight (as stop) and the worker kept
   * (after a Check, the level's analysis; after a solve, its garbage). Terminated, not told to
   * drop it: an idle worker's heap keeps its garbage until a collection no allocation starts.
   * The next start starts a fresh worker.
   */
  release(): void {
    this.stop();
    this.kept?.terminate();
    this.kept = null;
  }

  /**
   * The answer kept from an earlier page to `query`; to a question that does not count the optimal
   * solutions, the counting one's too, its count left out: the checkbox is not kept through a
   * reload, and a counting search is the longer.
   */
  private keptFor(query: SolveQuery, answers: KeyValueStorage): KeptAnswer | null {
    // (what a value not used says ends '… the level is solved anew': said only when it is)
    let notice: string | null = null;
    const tell = (text: string) => void (notice = text);
    const found = ((): KeptAnswer | null => {
      const asked = keptAnswer(answers, query, tell);
      if (asked || query.countSolutions) return asked;
      const counted = keptAnswer(answers, { ...query, countSolutions: true }, tell);
      if (counted?.kind !== 'solved') return counted;
      const { optimalSolutions, ...line } = counted;
      return line;
    })();
    if (found === null && notice !== null) sayOfKept(query, notice);
    return found;
  }

  /** A search's answer kept for the next page; one kept already stays as it was; one whose solution did not replay is forgotten. */
  private keepInStorage(query: SolveQuery, result: SearchResult & { keptFrom?: string }, wasKept: boolean): void {
    if (!this.answers || result.keptFrom !== undefined) return;
    if (!keepAnswer(this.answers, query, result) && wasKept) remove(this.answers, answerKey(query));
  }

  /**
   * A Check proves the level's optimum and counts its solutions: an answer kept from an earlier
   * solve that it contradicts (its moves, or its count where both counted; edited by hand, or
   * found under rules that have changed since) is forgotten, in storage and in
   * this page's memory, and said; the next solve searches. This page's own searches are left.
   */
  private forgetContradicted(q: AnalyseQuery, proved: LevelCheck): void {
    let forgotten = false;
    /** whether an answer forgotten had the optimum's moves and only its count wrong */
    let byCount = false;
    const forget = (r: SearchResult) => {
      forgotten = true;
      byCount ||= countContradicted(proved, r) && r.kind === 'solved' && r.moves === proved.moves;
    };
    for (const countSolutions of [false, true]) {
      const question: SolveQuery = { family: q.family, format: q.format, text: q.text, fromMoves: q.fromMoves, countSolutions };
      const remembered: (SearchResult & { keptFrom?: string }) | undefined = cache.get(cacheKey(question));
      if (remembered?.keptFrom !== undefined && contradicts(proved, remembered)) {
        cache.delete(cacheKey(question));
        forget(remembered);
      }
      const raw = this.answers && read(this.answers, answerKey(question));
      const checked = raw ? readKeptAnswer(raw, question) : null;
      if (checked?.ok && contradicts(proved, checked.answer)) {
        remove(this.answers!, answerKey(question));
        forget(checked.answer);
      }
    }
    if (!forgotten) return;
    const moves = `${proved.moves} ${proved.moves === 1 ? 'move' : 'moves'}`;
    const optimum =
      !proved.solvable ? 'this level has no solution'
      : byCount && proved.optimalSolutions !== null ? `this level has ${countWords(proved.optimalSolutions)} shortest ${proved.optimalSolutions === 1 ? 'solution' : 'solutions'}, of ${moves}`
      : `this level's shortest solution is ${moves}`;
    sayOfKept(q, `Check proved that ${optimum}, unlike the answer kept from an earlier solve in this browser: that answer is forgotten, and Solve searches anew.`);
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
