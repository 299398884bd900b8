// Ctrl-C in the command line. The search is synchronous, so the thread running it never gives
// its event loop a turn to hear SIGINT: the signal's default action ended the process at once
// (exit by the signal), leaving --spill DIR the unfinished layer's file and its candidate runs
// (gigabytes, maybe). So with --spill solve.ts runs the command line in a worker thread, and
// this thread, idle, hears Ctrl-C and sets a stop word the search polls (as the app's Cancel
// does): the search stops between batches, DIR keeps only its completed layers, and main.ts
// says so and ends with exit 130.
import { writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** The exit status of a run Ctrl-C ended (128 + SIGINT's number, as a shell reports it). */
export const INTERRUPTED_EXIT = 130;
/** What is said when Ctrl-C ends a run outside the search (inside it, main.ts says what the search had done). */
export const INTERRUPTED_WORDS = 'interrupted';
/** The stop word's places: whether the run is in the search now (which hears a stop), and whether Ctrl-C was pressed. */
const SEARCHING = 0;
const STOPPED = 1;
/**
 * A second Ctrl-C this long after the first ends the run at once, the search not waited for;
 * one sooner is the same press: npm passes the terminal's SIGINT on to the script it runs,
 * which then has it twice.
 */
const INSIST_MS = 1000;

/** The stop word shared by the two threads. */
export const newStopWord = () => new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));

/** The run's side of the stop word: what main.ts's io asks. */
export function stopWordIo(word: Int32Array): { interrupted(): boolean; searching(now: boolean): void } {
  return {
    interrupted: () => Atomics.load(word, STOPPED) === 1,
    searching: (now) => void Atomics.store(word, SEARCHING, now ? 1 : 0),
  };
}

/**
 * Run `script` (this bundle) in a worker thread with `workerData`, ending this process with its
 * exit status; Ctrl-C stops its search through `word`, or, outside the search (reading a level
 * typed at the terminal, say), ends the run at once, as before.
 */
export function runInWorker(script: string, workerData: unknown, word: Int32Array): void {
  const worker = new Worker(script, { workerData });
  let firstAt: number | undefined;
  process.on('SIGINT', () => {
    const now = Date.now();
    if (firstAt === undefined) {
      firstAt = now;
      Atomics.store(word, STOPPED, 1);
      // (the search, once it starts, reads the word at once: a stop set as it starts is heard)
      if (Atomics.load(word, SEARCHING) === 1) return;
    } else if (now - firstAt < INSIST_MS) return;
    writeSync(2, `${INTERRUPTED_WORDS}\n`);
    process.exit(INTERRUPTED_EXIT);
  });
  // (as an error thrown in this thread was: its stack said, exit 1)
  worker.on('error', (e) => void writeSync(2, `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`));
  worker.on('exit', (code) => process.exit(code));
}
