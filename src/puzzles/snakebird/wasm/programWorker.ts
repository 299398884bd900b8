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

/**
 * How long a thread of a spread search may leave what was asked of it undone, with nothing
 * said, before it is taken for lost: a batch takes it milliseconds and a sort of the most keys
 * a second or two, while a thread the browser ended (as it may, for memory) says nothing at all.
 */
export const SILENT_THREAD_MS = 60_000;
/** A wait on another thread is made of steps this long at most (see waitForChange). */
const WAIT_STEP_MS = 1_000;

/** The words of a spread search's error when a thread has been silent for `silentMs`. */
export const silentThread = (who: string, silentMs: number) =>
  `${who} stopped answering for ${Math.round(silentMs / 1000)} s (the browser may have ended it, as it may for memory); solve again, or with one worker`;

/**
 * Wait while view[index] holds `value`: true once it has changed or been notified, or `ended`
 * says so between two steps; false once `silentMs` went by without any. Counted in steps that
 * timed out, not by a clock, so that a machine that slept in between counts one step, not the night.
 * (`ended`: what the other thread may raise instead of changing the word, whose notify may come
 * between this thread's last look and its wait, and so be missed: a helper's failure waited 60 s)
 */
export function waitForChange(view: Int32Array, index: number, value: number, silentMs: number, ended?: () => boolean): boolean {
  const step = Math.max(1, Math.min(WAIT_STEP_MS, silentMs));
  for (let waited = 0; waited < silentMs; waited += step) if (Atomics.wait(view, index, value, step) !== 'timed-out' || ended?.()) return true;
  return false;
}
