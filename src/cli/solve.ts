// `npm run -s solve -- …`: the command line (main.ts, which says what each option does), run on
// this process's arguments; main.ts takes them as a function's, so tests run it without a process.
// A search runs in a worker thread of this same script once it has run a moment (main.ts's
// PROBE_MS), and with --spill, --layers or --at-most from its start, so that this thread hears
// Ctrl-C and the search stops saying how far it got (interrupt.ts); a search that ends sooner
// runs here, as it always did: a worker would cost every run about 70 ms of CPU (a tiny Move
// solve's 130 ms, user + system, became 200, in 20 runs of each). This thread reads the level
// and hands the worker its text.
// With --json every end prints its one object, a fault of the program's too (interrupt.ts's
// hearFaults: an exception no one caught here or in the worker, exit 1).
import { isMainThread, workerData } from 'node:worker_threads';
import { hearFaults, mainThreadIo, newStopWord, stopWordIo } from './interrupt.ts';

interface RunData {
  argv: string[];
  word: Int32Array;
  /** the level file's text, read by the thread that handed the run over, and whether its search began there (main.ts's CliIo.handed) */
  handed: { text: string; searched: boolean };
}

const argv = process.argv.slice(2);
// (the script run is the bundle, which run-bundled.mjs names there: the worker runs the same file;
// run as TypeScript by tsx, a worker thread would not have tsx's loader, so it runs here)
const script = process.argv[1] ?? '';
const bundled = /\.[cm]?js$/.test(script);
const run = isMainThread ? null : (workerData as RunData);
// (the run's stop word, made by the main thread: whether its end was said, and so by whom, among what it holds)
const word = run?.word ?? newStopWord();
if (!run) hearFaults(word, argv);
// (before the solver is loaded, which takes a while: a signal then is heard too)
const hearing = !run && bundled ? mainThreadIo(script, argv, word) : null;
const { main, processIo } = await import('./main.ts');
const { knows, ends } = stopWordIo(word);
const io = run ? { ...processIo(), ...stopWordIo(word), handed: run.handed } : hearing ? { ...processIo(), ...hearing } : { ...processIo(), knows, ends };
process.exit(await main(run?.argv ?? argv, io));
