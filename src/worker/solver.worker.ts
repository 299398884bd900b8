// The module worker: a thin shell around handleRequest. Cancel = the app terminates it (and
// with it the workers a spread search started).
// Before a family's first solve it loads what the solver needs (Snakebird's WebAssembly
// module, compiled once as it streams in).
// (No "WebWorker" lib in tsconfig: it clashes with DOM, so `self` is cast here.)
import { prepareSolver } from '../puzzles/solve.ts';
import { handleRequest } from './handleRequest.ts';
import { levelHash, openLayersOnDisk } from './opfsStore.ts';
import type { WorkerAnswer, WorkerRequest } from './protocol.ts';

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(m: WorkerAnswer): void;
};
const post = (m: WorkerAnswer) => ctx.postMessage(m);
/** the most threads a solve spreads over when its request does not say: the machine's cores (the search takes at most 8) */
// (no navigator where the tests run this module in Node 20, in the thread: one)
const cores = Math.max(1, (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency || 1);
ctx.onmessage = (e) => {
  const req = e.data;
  // (an estimate needs the family's rules alone, not what its search loads)
  (req.type === 'estimate' ? Promise.resolve() : prepareSolver(req.family)).then(
    async () => {
      // (a solve in layers keeps them in the page's private file system where it has one)
      return handleRequest(req.type === 'solve' ? { workers: cores, ...req } : req, post, async (family, text, onWait) => openLayersOnDisk(family, await levelHash(text), undefined, onWait));
    },
    // (what it loads is downloaded: a failure here is most often the network's, and the next try loads again)
    (error: unknown) => post({ type: 'error', id: req.id, message: `the solver could not be prepared (${error instanceof Error ? error.message : String(error)}): check the connection, then try again`, failed: true }),
  );
};
