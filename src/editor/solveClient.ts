// Solves one level in the solver worker and resolves with the result. A new worker per
// request keeps cancelling simple: terminate it.
import type { SearchResult } from '../engine/types.ts';
import type { SolveRequest, WorkerMessage } from '../worker/protocol.ts';

export type SolveQuery = Omit<SolveRequest, 'type' | 'id'>;
export type SolveFunction = (query: SolveQuery) => Promise<SearchResult>;

let nextId = 1;

export const solveInWorker: SolveFunction = (query) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../worker/solver.worker.ts', import.meta.url), { type: 'module' });
    const id = nextId++;
    worker.onmessage = (e: MessageEvent<WorkerMessage>) => {
      const m = e.data;
      if (m.id !== id || m.type === 'progress') return;
      worker.terminate();
      if (m.type === 'result') resolve(m.result);
      else reject(new Error(m.message));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'the solver worker failed'));
    };
    const request: SolveRequest = { type: 'solve', id, ...query };
    worker.postMessage(request);
  });
