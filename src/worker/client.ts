// The one way to talk to the solver worker, for the app and the editor's play panel.
//
// A finished solve hands its worker back to be kept: V8 compiles the search's hot loop while
// it runs, so a worker that has solved once starts the next solve at full speed (a small
// Snakebird level solves about twice as fast the second time). Cancel terminates the worker,
// since a search is a tight synchronous loop and terminating is the only way to stop it at
// once; the next solve then starts a fresh worker. A worker whose search held a lot of memory
// is let go instead of kept: its garbage would stay in the idle worker's heap, and a search
// that big gains nothing noticeable from warm code.
import type { SearchResult } from '../engine/types.ts';
import type { SolveRequest, WorkerMessage } from './protocol.ts';

export type SolveQuery = Omit<SolveRequest, 'type' | 'id'>;
export type SolveFunction = (query: SolveQuery) => Promise<SearchResult>;

export interface RunningSolve {
  id: number;
  cancel(): void;
}

let nextId = 1;
/** the worker kept from the last solve that finished, ready for the next */
let kept: Worker | null = null;
/** a search that held more than this is not worth keeping its worker for */
export const KEEP_WORKER_MAX_BYTES = 64 * 1024 * 1024;

function takeWorker(): Worker {
  const worker = kept ?? new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  kept = null;
  return worker;
}

function keepWorker(worker: Worker): void {
  worker.onmessage = null;
  worker.onerror = null;
  if (kept) kept.terminate();
  kept = worker;
}

export function startSolve(query: SolveQuery, onMessage: (m: WorkerMessage) => void): RunningSolve {
  const id = nextId++;
  const worker = takeWorker();
  let finished = false;
  worker.onmessage = (e: MessageEvent<WorkerMessage>) => {
    if (finished || e.data.id !== id) return;
    if (e.data.type !== 'progress') {
      finished = true;
      if (e.data.type === 'result' && e.data.result.bytes > KEEP_WORKER_MAX_BYTES) worker.terminate();
      else keepWorker(worker);
    }
    onMessage(e.data);
  };
  worker.onerror = (e) => {
    if (finished) return;
    finished = true;
    worker.terminate();
    onMessage({ type: 'error', id, message: `the solver stopped: ${e.message || 'worker error'}` });
  };
  const request: SolveRequest = { type: 'solve', id, ...query };
  // Posted once the caller holds the handle: a transport that answers at once (a warm
  // worker under the test runner's in-thread emulation does) must not answer before that.
  queueMicrotask(() => {
    if (!finished) worker.postMessage(request);
  });
  return {
    id,
    cancel: () => {
      if (finished) return;
      finished = true;
      worker.terminate();
    },
  };
}

/** One solve as a promise: the result, or the worker's error as an Error. */
export const solveInWorker: SolveFunction = (query) =>
  new Promise((resolve, reject) => {
    startSolve(query, (m) => {
      if (m.type === 'result') resolve(m.result);
      else if (m.type === 'error') reject(new Error(m.message));
    });
  });
