// The module worker: a thin shell around handleRequest. Cancel = the app terminates it.
// (No "WebWorker" lib in tsconfig: it clashes with DOM, so `self` is cast here.)
import { handleRequest } from './handleRequest.ts';
import type { WorkerMessage, WorkerRequest } from './protocol.ts';

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(m: WorkerMessage): void;
};
ctx.onmessage = (e) => handleRequest(e.data, (m) => ctx.postMessage(m));
