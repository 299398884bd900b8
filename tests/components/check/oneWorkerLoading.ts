// @vitest/web-worker runs each worker's module in the test's thread, loading the module graph
// anew for each worker; a worker made while another still loads shares that load, and its
// module never hears its messages (the module saw the other worker's `self`). The app makes one
// worker after another, but a check stopped while its worker loads (closed, cancelled, an edit)
// is followed at once by the next check's worker, and since the Check lets its worker go on
// closing, each test starts one that loads. Imported for its effect: from here on a worker's
// module starts loading only once the worker made before it has loaded, which it shows by
// answering a first request of its own (an estimate of no family: an error, at once).
import '@vitest/web-worker';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import type { WorkerAnswer, WorkerRequest } from '../../../src/worker/protocol.ts';

const Emulated = globalThis.Worker;
/** the first request's id, answered by the worker once its module has loaded (the app's ids start at 1) */
const LOADED_ID = -1;
/** settles once the worker made last has loaded, or failed to */
let lastLoaded: Promise<void> = Promise.resolve();

class OneLoadingAtATime {
  static readonly oneLoadingAtATime = true;
  onmessage: ((e: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  /** the emulated worker, once loaded */
  private inner: Worker | null = null;
  /** requests posted before it loaded */
  private held: WorkerRequest[] = [];
  private ended = false;

  constructor(url: string | URL, options?: WorkerOptions) {
    const before = lastLoaded;
    lastLoaded = new Promise<void>((loaded) => {
      void before.then(() => {
        const inner = new Emulated(url, options);
        inner.onmessage = (e: MessageEvent<WorkerAnswer>) => {
          if (e.data.id !== LOADED_ID) {
            if (!this.ended) this.onmessage?.(e);
            return;
          }
          loaded();
          // (one ended while it loaded is ended now, its requests never sent)
          if (this.ended) return inner.terminate();
          this.inner = inner;
          for (const request of this.held.splice(0)) inner.postMessage(request);
        };
        inner.onerror = (e) => {
          loaded();
          if (!this.ended) this.onerror?.(e);
        };
        inner.postMessage({ type: 'estimate', id: LOADED_ID, family: 'none' as FamilyId, text: '' } satisfies WorkerRequest);
      });
    });
  }

  postMessage(request: WorkerRequest): void {
    if (this.ended) return;
    if (this.inner) this.inner.postMessage(request);
    else this.held.push(request);
  }

  terminate(): void {
    this.ended = true;
    this.inner?.terminate();
  }
}

if (!('oneLoadingAtATime' in Emulated)) globalThis.Worker = OneLoadingAtATime as unknown as typeof Worker;
