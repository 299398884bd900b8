// Ctrl-C in the command line (SIGINT; SIGTERM likewise, as `timeout` and `kill` send it). The
// search is synchronous, so the thread running it never gives its event loop a turn to hear a
// signal: the signal's default action ended the process at once (exit by the signal), saying
// nothing, and leaving --spill DIR the unfinished layer's file and its candidate runs
// (gigabytes, maybe). So a search that runs longer than a moment runs in a worker thread, and
// this thread, idle, hears the signal and sets a stop word the search polls (as the app's
// Cancel does): the search stops between batches (with --spill DIR keeping only its completed
// layers), and main.ts says how far it got and ends with 128 + the signal's number (130 for
// Ctrl-C), the status a shell reports for it. With --spill, --layers or --at-most (searches
// for levels too large for memory) the search is handed to the worker before it begins; else
// it starts in this thread, and only a search still running after a moment is handed over
// (main.ts, PROBE_MS): a worker for every run cost a tiny Move solve 70 ms of CPU. This thread
// hears the signals from the script's start: one that comes while the solver loads ends the run
// saying so; one while the level is set up, or in the search's first moment here, waits for the
// search to give the event loop a turn, and the search then says how far it got; one while
// the level file is read (standard input, a terminal's or a pipe not yet ended, or a pipe named
// as the file, `<(cmd)`: read here as a stream, which leaves the event loop its turns) ends it
// at once (a pipe named as the file by the signal's own default action: see endAtOnce). A run
// ended at once says so, and with --json prints main.ts's object of a run without an answer,
// {puzzle, error, exit}, as every other run without an answer does. So does a fault of the
// program that no one caught, in either thread, or the worker's end without a word (hearFaults):
// exit 1, "internal error: …" and its stack on standard error.
import { writeSync } from 'node:fs';
import { constants } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FAMILY_IDS, type FamilyId } from '../puzzles/types.ts';
import { faultWords, saysJson } from './cliExit.ts';

/** The signals heard, and the word a run they end is said to be. */
const HEARD = { SIGINT: 'interrupted', SIGTERM: 'terminated' } as const;
type Heard = keyof typeof HEARD;
/**
 * The stop word's places: whether the run is in the search now (which hears a stop: BEFORE,
 * IN or PAST it), the signal that stopped it (0: none), the run's family (1 + its place in
 * FAMILY_IDS; 0 while not known), and whether the run's end was said (ENDED: 1 once the run or
 * a signal took it, so that standard output gets one object, never two).
 */
const SEARCHING = 0;
const STOPPED = 1;
const PUZZLE = 2;
const ENDED = 3;
/** 1 while the run reads a level file that may never end (a pipe or a device), in either thread */
const READING = 4;
const [BEFORE, IN, PAST] = [0, 1, 2];
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
export const newStopWord = () => new Int32Array(new SharedArrayBuffer(5 * Int32Array.BYTES_PER_ELEMENT));

/** The run's side of the stop word: what main.ts's io asks and tells. */
export function stopWordIo(word: Int32Array): { stopped(): Stopped | null; searching(now: boolean): void; knows(puzzle: FamilyId): void; ends(): boolean; reading(now: boolean): void } {
  return {
    stopped: () => {
      const n = Atomics.load(word, STOPPED);
      const signal = (Object.keys(HEARD) as Heard[]).find((s) => constants.signals[s] === n);
      return signal ? stoppedBy(signal) : null;
    },
    searching: (now) => void Atomics.store(word, SEARCHING, now ? IN : PAST),
    knows: (puzzle) => void Atomics.store(word, PUZZLE, FAMILY_IDS.indexOf(puzzle) + 1),
    ends: () => Atomics.compareExchange(word, ENDED, 0, 1) === 0,
    reading: (now) => void Atomics.store(word, READING, now ? 1 : 0),
  };
}

/**
 * A run ended at once by `signal`: its words on standard error, and with --json (`json`) the
 * object of a run without an answer on standard output, unless the run is saying its own end.
 */
function endAtOnce(word: Int32Array, signal: Heard, json: boolean): never {
  const { status, words } = stoppedBy(signal);
  sayEnd(word, `${words}${Atomics.load(word, SEARCHING) === BEFORE ? ' before the search began' : ''}; no answer`, status, json);
  if (Atomics.load(word, READING) === 1) {
    // (a thread blocked reading a pipe or a device, `<(cmd)`'s, is waited for by the exit, which
    // then waited as long as the read: the signal's own default action ends the process at once)
    for (const s of Object.keys(HEARD)) process.removeAllListeners(s);
    process.kill(process.pid, signal);
  }
  process.exit(status);
}

/**
 * Say the end of a run that did not say its own: `said` (one line) on standard error, then
 * `more` (a fault's stack), and with --json (`json`) the object of a run without an answer,
 * {puzzle, error, exit}, on standard output, unless the run said its end already (ENDED).
 */
function sayEnd(word: Int32Array, said: string, status: number, json: boolean, more = ''): void {
  const mine = Atomics.compareExchange(word, ENDED, 0, 1) === 0;
  // (a closed pipe, or standard error gone: the run ends all the same)
  const write = (fd: number, text: string) => {
    try {
      writeSync(fd, text);
    } catch {
      // (nobody to tell)
    }
  };
  write(2, `${said}\n${more}`);
  if (json && mine) {
    const puzzle = FAMILY_IDS[Atomics.load(word, PUZZLE) - 1];
    write(1, `${JSON.stringify({ ...(puzzle === undefined ? {} : { puzzle }), error: said, exit: status })}\n`);
  }
}

/**
 * A fault of the program (`e`: an exception no one caught, in this thread or the run's worker,
 * or that worker's end without a word) ends the run with exit 1: "internal error: …" and its
 * stack on standard error, and with --json the object of a run without an answer (which main.ts
 * prints itself for a fault inside its run, and then throws it on to here). It was Node's stack
 * alone, and standard output was empty where a script read one object.
 */
function fault(word: Int32Array, e: unknown, json: boolean): never {
  const stack = e instanceof Error && e.stack ? `${e.stack}\n` : '';
  sayEnd(word, faultWords(e), 1, json, stack);
  process.exit(1);
}

/** Hear, in this (the main) thread, every exception no one caught, an unhandled rejection among them (Node raises it as one): a fault (above). */
export function hearFaults(word: Int32Array, argv: readonly string[]): void {
  const json = saysJson(argv);
  process.on('uncaughtException', (e) => fault(word, e, json));
}

/**
 * Hear the signals in this thread: the first sets `word`'s stop, which a search under way reads
 * (in this thread or a worker); outside the search (reading a level typed at the terminal, say)
 * it ends the run at once, as a second one does once INSIST_MS have passed. `json`: the run
 * says its end as JSON.
 */
function hear(word: Int32Array, json: boolean): void {
  let firstAt: number | undefined;
  const heard = (signal: Heard) => {
    const now = Date.now();
    if (firstAt === undefined) {
      firstAt = now;
      Atomics.store(word, STOPPED, constants.signals[signal]);
      // (the search, once it starts, reads the word at once: a stop set as it starts is heard)
      if (Atomics.load(word, SEARCHING) === IN) return;
    } else if (now - firstAt < INSIST_MS) return;
    endAtOnce(word, signal, json);
  };
  for (const signal of Object.keys(HEARD) as Heard[]) {
    process.on(signal, () => heard(signal));
  }
}

/**
 * Run `script` (this bundle) in a worker thread with `workerData` (the run's words, its stop
 * word and the level's text, read here), ending this process with its exit status; a signal
 * stops its search through `word`, or, outside the search, ends the run at once (hear).
 */
function runInWorker(script: string, workerData: { argv: readonly string[]; word: Int32Array; handed: { text: string; searched: boolean } }): void {
  const { word } = workerData;
  const worker = new Worker(script, { workerData });
  // (an error no one caught in the worker, or its script that did not load: a fault, as in this thread)
  const json = saysJson(workerData.argv);
  worker.on('error', (e) => fault(word, e, json));
  // (a run says its end, whatever it is, before its thread ends: one that ended without doing so failed)
  worker.on('exit', (code) => (Atomics.load(word, ENDED) === 0 ? fault(word, `the thread running the search ended (exit code ${code}) without saying how the run ended`, json) : process.exit(code)));
}

/**
 * The io of a run in this, the main thread, whose search may be synchronous and so hear no
 * signal: the signals are heard from the script's start (a signal then waits for the search to
 * give the event loop a turn, rather than ending the process), and a search that runs longer
 * than a moment (or one in layers, before it begins) is handed over (handOver) to a worker thread
 * running the command line again, `argv` on the level's text, which hears them as it goes
 * (runInWorker). The level file is read here, and only here, as a stream (main.ts).
 */
export function mainThreadIo(script: string, argv: readonly string[], word: Int32Array) {
  const { stopped, searching, knows, ends, reading } = stopWordIo(word);
  // (from the start: a signal while the bundle loads, or standard input is read, ends the run saying so; one while the search is set up waits for the search)
  hear(word, saysJson(argv));
  return {
    stopped,
    searching,
    knows,
    ends,
    reading,
    streamed: true,
    handOver: (text: string, searched: boolean): Promise<never> => {
      // (in the search still, as the worker starts: a signal then is heard by its search, which says how far it got, not at once)
      searching(true);
      runInWorker(script, { argv, word, handed: { text, searched } });
      // (the worker's exit ends this process)
      return new Promise<never>(() => {});
    },
  };
}
