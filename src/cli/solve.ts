// `npm run -s solve -- …`: the command line (main.ts, which says what each option does), run on
// this process's arguments; main.ts takes them as a function's, so tests run it without a process.
// With --spill it runs in a worker thread of this same script, so that this thread hears Ctrl-C
// and the search stops leaving its folder clean (interrupt.ts). Without, Ctrl-C ends the process
// at once, as it always did, with nothing left behind: a worker would cost every run about 70 ms
// of CPU (a tiny Move solve's 130 ms, user + system, became 200, in 20 runs of each).
import { isMainThread, workerData } from 'node:worker_threads';
import { newStopWord, runInWorker, stopWordIo } from './interrupt.ts';

interface RunData {
  argv: string[];
  word: Int32Array;
}

const argv = process.argv.slice(2);
// (the script run is the bundle, which run-bundled.mjs names there: the worker runs the same file;
// run as TypeScript by tsx, a worker thread would not have tsx's loader, so it runs here)
const script = process.argv[1] ?? '';
if (isMainThread && argv.includes('--spill') && /\.[cm]?js$/.test(script)) {
  const word = newStopWord();
  runInWorker(script, { argv, word } satisfies RunData, word);
} else {
  // (imported here, not above: a thread that only waits for the worker need not load the solver)
  const { main, processIo } = await import('./main.ts');
  const run = isMainThread ? null : (workerData as RunData);
  process.exit(await main(run?.argv ?? argv, run ? { ...processIo(), ...stopWordIo(run.word) } : processIo()));
}
