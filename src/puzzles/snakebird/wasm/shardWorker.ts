// A shard's worker in a browser (parallel.ts starts it from the solve worker): the thread
// shell around shardMain, which Node runs from its text instead.
import { shardMain } from './parallelShard.ts';
import { runAsBrowserWorker } from './programWorker.ts';

runAsBrowserWorker(shardMain);
