// A worker thread running a program given as a function, in Node or a browser: what the
// spread search (parallel.ts) and the layered search's helpers (expandPool.ts) start.
/** What the thread that starts a worker needs of it, whichever kind of thread it is. */
export interface ProgramWorker<Init> {
  post(init: Init): void;
  terminate(): void;
  /**
   * Whether the thread starts while the one that made it is busy: a worker_threads worker does;
   * a browser's worker is fetched and started through its maker's event loop, so it runs only
   * once that thread awaits something (seen in Chromium: a helper made by the solve worker and
   * not waited for had not even its instance when a 5 s search ended).
   */
  readonly startsWhileBusy: boolean;
}

/**
 * A thread running `program` (a function that refers to nothing outside itself, called with
 * a way to hear the first message and a way to post): in Node a worker_threads worker made
 * from the function's text; in a browser the module worker `browserWorker` makes (Vite bundles
 * a worker only where `new Worker(new URL(…))` is written out).
 */
export function spawnProgram<Init, Message>(
  program: (listen: (handler: (init: Init) => void) => void, post: (m: Message) => void) => void,
  browserWorker: () => Worker,
  onMessage: (m: Message) => void,
  onError: (error: unknown) => void,
): ProgramWorker<Init> {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const threads = proc?.getBuiltinModule?.('node:worker_threads') as typeof import('node:worker_threads') | undefined;
  if (threads) {
    // (__name: what esbuild, under tsx, wraps named functions in when it keeps their names)
    const source = `const { parentPort } = require('node:worker_threads');\nvar __name = (f) => f;\n(${program.toString()})((handler) => parentPort.once('message', handler), (m) => parentPort.postMessage(m));`;
    const worker = new threads.Worker(source, { eval: true });
    worker.on('message', onMessage);
    worker.on('error', onError);
    return { post: (init) => worker.postMessage(init), terminate: () => void worker.terminate(), startsWhileBusy: true };
  }
  const worker = browserWorker();
  worker.onmessage = (e: MessageEvent<Message>) => onMessage(e.data);
  // a worker whose script did not load has an error event without a message
  worker.onerror = (e) => onError(e.message || "a helper thread's script did not load (check the connection, then try again)");
  return { post: (init) => worker.postMessage(init), terminate: () => worker.terminate(), startsWhileBusy: false };
}

/** Run `program` as the body of this module worker (the browser's side of spawnProgram). */
export function runAsBrowserWorker<Init, Message>(program: (listen: (handler: (init: Init) => void) => void, post: (m: Message) => void) => void): void {
  // (no "WebWorker" lib in tsconfig: it clashes with DOM, so `self` is cast here)
  const ctx = self as unknown as { onmessage: ((e: MessageEvent<Init>) => void) | null; postMessage(m: Message): void };
  program(
    (handler) => {
      ctx.onmessage = (e) => {
        ctx.onmessage = null;
        handler(e.data);
      };
    },
    (m) => ctx.postMessage(m),
  );
}
