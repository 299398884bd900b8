// Ctrl-C in the command line (SIGINT; SIGTERM likewise, as `timeout` and `kill` send it). The
// search is synchronous, so the thread running it never gives its event loop a turn to hear a
// signal: the signal's default action ended the process at once (exit by the signal), saying
// nothing, and leaving --spill DIR the unfinished layer's file and its candidate runs
// (gigabytes, maybe). So a search that runs longer than a moment runs in a worker thread, and
// this thread, idle, hears the signal and sets a stop word the search polls (as the app's
// Cancel does): the search stops between batches (with --spill DIR keeping only its completed
// layers), and main.ts says how far it got and ends with 128 + the signal's number (130 for
// Ctrl-C), the status a shell reports for it. With --spill, --layers or --at-most (searches
// for levels too large for memory) the command line runs in the worker from its start; else it
// starts in this thread, and only a search still running after a moment is handed over
// (main.ts, PROBE_MS): a worker for every run cost a tiny Move solve 70 ms of CPU. This thread
// hears the signals from the script's start: one that comes while the solver loads ends the run
// saying so; one while the level is set up, or in the search's first moment here, waits for the
// search to give the event loop a turn, and the search then says how far it got; only while
// standard input is read (a terminal's, or a pipe not yet ended) does a signal end it at once.
import { writeSync } from 'node:fs';
import { constants } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The signals heard, and the word a run they end is said to be. */
const HEARD = { SIGINT: 'interrupted', SIGTERM: 'terminated' } as const;
type Heard = keyof typeof HEARD;
/** The stop word's places: whether the run is in the search now (which hears a stop), and the signal that stopped it (0: none). */
const SEARCHING = 0;
const STOPPED = 1;
/**
 * A second signal this long after the first ends the run at once, the search not waited for;
 * one sooner is the same press: npm passes the terminal's SIGINT on to the script it runs,
 * which then has it twice.
 */
const INSIST_MS = 1000;

/** How a signal ended a run: its exit status and its word. */
export interface Stopped {
  status: number;
  words: string;
}

function stoppedBy(signal: Heard): Stopped {
  return { status: 128 + constants.signals[signal], words: HEARD[signal] };
}

/** The stop word shared by the two threads. */
export const newStopWord = () => new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));

/** The run's side of the stop word: what main.ts's io asks. */
export function stopWordIo(word: Int32Array): { stopped(): Stopped | null; searching(now: boolean): void } {
  return {
    stopped: () => {
      const n = Atomics.load(word, STOPPED);
      const signal = (Object.keys(HEARD) as Heard[]).find((s) => constants.signals[s] === n);
      return signal ? stoppedBy(signal) : null;
    },
    searching: (now) => void Atomics.store(word, SEARCHING, now ? 1 : 0),
  };
}

/**
 * Hear the signals in this thread: the first sets `word`'s stop, which a search under way reads
 * (in this thread or a worker); outside the search (reading a level typed at the terminal, say)
 * it ends the run at once, as a second one does once INSIST_MS have passed. The listeners, to
 * take them away (unhear).
 */
function hear(word: Int32Array): void {
  if (listeners.length > 0) return;
  let firstAt: number | undefined;
  const heard = (signal: Heard) => {
    const now = Date.now();
    if (firstAt === undefined) {
      firstAt = now;
      Atomics.store(word, STOPPED, constants.signals[signal]);
      // (the search, once it starts, reads the word at once: a stop set as it starts is heard)
      if (Atomics.load(word, SEARCHING) === 1) return;
    } else if (now - firstAt < INSIST_MS) return;
    const { status, words } = stoppedBy(signal);
    writeSync(2, `${words}\n`);
    process.exit(status);
  };
  for (const signal of Object.keys(HEARD) as Heard[]) {
    const listener = () => heard(signal);
    process.on(signal, listener);
    listeners.push([signal, listener]);
  }
}
const listeners: [Heard, () => void][] = [];
/** The signals' default action again: the process ends at once. */
function unhear(): void {
  for (const [signal, listener] of listeners.splice(0)) process.off(signal, listener);
}

/**
 * Run `script` (this bundle) in a worker thread with `workerData`, ending this process with its
 * exit status; a signal stops its search through `word`, or, outside the search, ends the run
 * at once (hear).
 */
export function runInWorker(script: string, workerData: unknown, word: Int32Array): void {
  hear(word);
  const worker = new Worker(script, { workerData });
  // (as an error thrown in this thread was: its stack said, exit 1)
  worker.on('error', (e) => void writeSync(2, `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`));
  worker.on('exit', (code) => process.exit(code));
}

/**
 * The io of a run in this, the main thread, whose search may be synchronous and so hear no
 * signal: the signals are heard from the script's start (a signal then waits for the search to
 * give the event loop a turn, rather than ending the process), and a search that runs longer
 * than a moment is handed over (handOver) to a worker thread running the command line again,
 * `argv` on the level's text, which hears them as it goes (runInWorker).
 */
export function mainThreadIo(script: string, argv: readonly string[]) {
  const word = newStopWord();
  const { stopped, searching } = stopWordIo(word);
  // (from the start: a signal while the bundle loads ends the run saying so; one while the level is read and the search set up waits for the search)
  hear(word);
  return {
    stopped,
    searching,
    unheard<T>(read: () => T): T {
      unhear();
      try {
        return read();
      } finally {
        hear(word);
      }
    },
    handOver: (text: string): Promise<never> => {
      // (in the search still, as the worker starts: a signal then is heard by its search, which says how far it got, not at once)
      searching(true);
      runInWorker(script, { argv, word, text }, word);
      // (the worker's exit ends this process)
      return new Promise<never>(() => {});
    },
  };
}
