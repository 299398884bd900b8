// The app's one way to talk to the solver worker. Cancel terminates the worker: a search is a
// tight synchronous loop, so terminating is the only way to stop it at once. The next solve
// makes a fresh worker.
import type { SolveRequest, WorkerMessage } from '../worker/protocol.ts';

export type SolveQuery = Omit<SolveRequest, 'type' | 'id'>;

export interface RunningSolve {
  id: number;
  cancel(): void;
}

let nextId = 1;

export function startSolve(query: SolveQuery, onMessage: (m: WorkerMessage) => void): RunningSolve {
  const id = nextId++;
  const worker = new Worker(new URL('../worker/solver.worker.ts', import.meta.url), { type: 'module' });
  let finished = false;
  const finish = () => {
    finished = true;
    worker.terminate();
  };
  worker.onmessage = (e: MessageEvent<WorkerMessage>) => {
    if (finished || e.data.id !== id) return;
    if (e.data.type !== 'progress') finish();
    onMessage(e.data);
  };
  worker.onerror = (e) => {
    if (finished) return;
    finish();
    onMessage({ type: 'error', id, message: `the solver stopped: ${e.message || 'worker error'}` });
  };
  const request: SolveRequest = { type: 'solve', id, ...query };
  worker.postMessage(request);
  return { id, cancel: finish };
}
