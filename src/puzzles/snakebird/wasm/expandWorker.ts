// A helper of the layered search in a browser (expandPool.ts starts it from the solve worker):
// the thread shell around expandWorkerMain, which Node runs from its text instead.
import { expandWorkerMain } from './expandPool.ts';
import { runAsBrowserWorker } from './programWorker.ts';

runAsBrowserWorker(expandWorkerMain);
