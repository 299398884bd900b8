// `npm run -s solve -- …`: the command line (main.ts, which says what each option does), run on
// this process's arguments; main.ts takes them as a function's, so tests run it without a process.
// A search runs in a worker thread of this same script once it has run a moment (main.ts's
// PROBE_MS), and with --spill, --layers or --at-most from the start, so that this thread hears
// Ctrl-C and the search stops saying how far it got (interrupt.ts); a search that ends sooner
// runs here, as it always did: a worker would cost every run about 70 ms of CPU (a tiny Move
// solve's 130 ms, user + system, became 200, in 20 runs of each).
// With --json every end prints its one object, a fault of the program's too (interrupt.ts's
// hearFaults: an exception no one caught here or in the worker, exit 1).
import { isMainThread, workerData } from 'node:worker_threads';
import { hearFaults, mainThreadIo, newStopWord, runInWorker, stopWordIo } from './interrupt.ts';

interface RunData {
  argv: string[];
  word: Int32Array;
  /** the level file's text, read by the thread that handed the run over (standard input is read once) */
  text?: string;
}

const argv = process.argv.slice(2);
// (the script run is the bundle, which run-bundled.mjs names there: the worker runs the same file;
// run as TypeScript by tsx, a worker thread would not have tsx's loader, so it runs here)
const script = process.argv[1] ?? '';
const bundled = /\.[cm]?js$/.test(script);
// (--spill's layers written by a search begun here would be taken up by the worker's; --layers and --at-most are for levels past memory, long searches)
const layered = argv.some((a) => ['--spill', '--layers', '--at-most'].includes(a.replace(/=.*/s, '')));
// (the run's stop word, made by the main thread: whether its end was said, and so by whom, among what it holds)
const word = isMainThread ? newStopWord() : (workerData as RunData).word;
if (isMainThread) hearFaults(word, argv);
if (isMainThread && bundled && layered) {
  runInWorker(script, { argv, word } satisfies RunData, word);
} else {
  const run = isMainThread ? null : (workerData as RunData);
  // (before the solver is loaded, which takes a while: a signal then is heard too)
  const hearing = !run && bundled ? mainThreadIo(script, argv, word) : null;
  // (imported here, not above: a thread that only waits for the worker need not load the solver)
  const { main, processIo } = await import('./main.ts');
  const { knows, ends } = stopWordIo(word);
  const io = run ? { ...processIo(), ...stopWordIo(word), handedText: run.text, streamed: true } : hearing ? { ...processIo(), ...hearing } : { ...processIo(), knows, ends };
  process.exit(await main(run?.argv ?? argv, io));
}
