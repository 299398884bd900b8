// The module worker: a thin shell around handleRequest. Cancel = the app terminates it.
// Before a family's first solve it loads what the solver needs (Snakebird's WebAssembly
// module, compiled once as it streams in).
// (No "WebWorker" lib in tsconfig: it clashes with DOM, so `self` is cast here.)
import { prepareSolver } from '../puzzles/solve.ts';
import { handleRequest } from './handleRequest.ts';
import type { WorkerMessage, WorkerRequest } from './protocol.ts';

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(m: WorkerMessage): void;
};
const post = (m: WorkerMessage) => ctx.postMessage(m);
ctx.onmessage = (e) => {
  const req = e.data;
  prepareSolver(req.family).then(
    () => handleRequest(req, post),
    (error: unknown) => post({ type: 'error', id: req.id, message: `solver failed: ${error instanceof Error ? error.message : String(error)}` }),
  );
};
