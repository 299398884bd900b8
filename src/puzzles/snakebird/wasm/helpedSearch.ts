// The exact search (A*) on one instance, its expansions shared with helper threads that only
// expand batches (expandPool.ts, as the layered search shares its own): this thread pops a
// batch of states of the current f and one depth (popBatch), hands it to a helper with room for
// it or else expands it itself (expandLayer), and takes every batch's successors in (takeIn),
// so the table, the records and the open list stay in this thread's one memory. With nothing of
// the f left to pop, it takes back the batches no helper has begun and expands them itself. Why
// this and not the shards of parallel.ts on a level that fits one memory:
// docs/families/snakebird.md, "Every core".
import type { SearchOptions, SearchResult } from '../../../engine/types.ts';
import type { SnakebirdLevel } from '../format.ts';
import { ExpandPool, type LayerExports } from './expandPool.ts';
import { BOUND_ASKED_WHEN_STORED, RUNNING, SOLVED } from './searchStatus.ts';
import { DEPTH_BITS, levelSearch, searchModule, solveInShards } from './wasmSearch.ts';

/** What the helped search calls in this thread's instance besides the search's own. */
interface HelpedExports extends LayerExports {
  popBatch(max: number): number;
  poppedDepth(): number;
  nextF(): number;
  takeIn(n: number, depth: number): number;
}

/** states a batch holds */
const BATCH = 1024;
/**
 * batches a helper may have out at once: past them this thread expands one itself. Enough to
 * keep a helper busy while this thread takes in what it gave back; few enough that the order
 * stays near deepest-first within an f (its last f then ends soon after the goal's depth).
 */
const OUT_AT_MOST = 16;
/** the most a helper's instance takes (its tables, a first table and its batch buffers: a few MB) */
const HELPER_BYTES = 64 * 2 ** 20;

/** The bytes `helpers` helpers hold: their instances at most, and their queues. */
export function helperBytes(helpers: number, words: number, branching: number): number {
  return helpers * HELPER_BYTES + ExpandPool.bytes({ helpers, words, batch: BATCH, branching, sortCapacity: 0 });
}

/** Solve a level by A* in this thread with `helpers` threads expanding batches for it. */
export async function solveWithHelpers(level: SnakebirdLevel, options: SearchOptions, helpers: number, depthBits = DEPTH_BITS): Promise<SearchResult> {
  const { problem, tables } = levelSearch(level);
  const branching = 4 * level.snakes.length;
  // (the helpers join as they start where they can start while the search runs: it awaits nothing)
  const pool = await ExpandPool.startJoining({ helpers, words: problem.words, batch: BATCH, branching, sortCapacity: 0, module: searchModule(), tables, moduleBytes: HELPER_BYTES, depthBits });
  const heldBytes = helperBytes(helpers, problem.words, branching);
  try {
    const workers = helpers + 1;
    const onProgress = options.onProgress;
    const budget = options.maxBytes === undefined ? {} : { maxBytes: Math.max(0, options.maxBytes - heldBytes) };
    const result = solveInShards(level, { ...options, ...budget, onProgress: onProgress && ((p) => onProgress({ ...p, workers })) }, 1, depthBits, { heldBytes, runner: (e) => batchedRun(e as HelpedExports, pool, problem.words) });
    // the threads that took part: a helper never handed a batch (the search ended before it started) is not one
    return result.kind === 'limit' ? result : { ...result, workers: 1 + pool.helpersUsed() };
  } finally {
    pool.stop();
  }
}

/** A slice of the search as run() runs one, its batches shared with the pool's helpers. */
function batchedRun(e: HelpedExports, pool: ExpandPool, W: number): (expansions: number) => number {
  const inAt = e.layerBatchAt(BATCH);
  const outAt = e.layerOutAt();
  const hashesAt = e.layerHashesAt();
  const room = BATCH * e.layerBranching() * W;
  // (views made anew each time: the memory grows as the search stores states)
  const view = (at: number, words: number) => new Uint32Array(e.memory.buffer, at, words);
  /** the start is the one state expanded before the simulator has settled it */
  let first = true;
  /** a batch back from a helper, taken in; null when none is finished (`wait`: none is out) */
  const takeBack = (wait: boolean): number | null => {
    const batch = pool.takeOldest(view(outAt, room), 0, view(hashesAt, room / W), wait);
    return batch && e.takeIn(batch.count, batch.tag);
  };
  /** The `count` states at the batch's room expanded here, their successors taken in; what takeIn answers. */
  const expandHere = (count: number, settled: boolean, depth: number): number => {
    const r = e.expandLayer(count, settled, BOUND_ASKED_WHEN_STORED);
    return e.takeIn(r < 0 ? -r : r, depth);
  };
  return (expansions) => {
    let status = RUNNING;
    for (let done = 0; done < expansions && status === RUNNING; ) {
      for (let s = takeBack(false); s !== null; s = status === RUNNING ? takeBack(false) : null) status = s;
      if (status !== RUNNING) break;
      const n = e.popBatch(BATCH);
      if (n < 0) return SOLVED;
      if (n === 0) {
        // nothing of this f left here: what is out may add to it (a batch no helper has taken up
        // yet is expanded here rather than waited for); else the next f
        const back = pool.takeBackUnstarted(view(inAt, BATCH * W));
        status = back ? expandHere(back.count, back.settled, back.tag) : (takeBack(true) ?? e.nextF());
        continue;
      }
      const depth = e.poppedDepth();
      if (first || !pool.offer(view(inAt, n * W), n, true, depth, OUT_AT_MOST)) {
        status = expandHere(n, !first, depth);
        first = false;
      }
      done += n;
    }
    return status;
  };
}
