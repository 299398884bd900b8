// Snakebird through the engine's breadth-first search over sorted, compressed layers
// (engine/layeredBfs.ts): the layers live in JavaScript, a few bytes a state, and are not
// capped by one WebAssembly memory; the module (assembly/search.ts, "breadth-first over
// sorted layers") only expands batches of states with the one simulator and packing. The
// line is replayed through the readable rules (nameSteps) as the other searches' are. A layer
// keeps a state as its key, the packed words last first (assembly/search.ts says why): the
// start, the goal test and the line turn them round here.
import { CANDIDATE_KEYS, layeredBfs, layeredResult, type LayeredOptions, type LayeredProblem } from '../../../engine/layeredBfs.ts';
import { prepareMergeSubtract } from '../../../engine/mergeSubtract.ts';
import { nameSteps } from '../../../engine/stateTable.ts';
import type { SearchResult } from '../../../engine/types.ts';
import type { SnakebirdLevel } from '../format.ts';
import { ExpandPool, type LayerExports } from './expandPool.ts';
import { whyNotSpread } from './parallel.ts';
import { DEPTH_BITS, earlySearchFor, instantiate, internalError, levelSearch, MAX_SHARDS, searchModule, slice } from './wasmSearch.ts';

/** states the module expands in one call (a batch; with helpers, what one is handed at a time) */
const BATCH = 1024;
/** the module's own memory: its tables, first records and batch buffers (a few MB); counted against the budget */
const MODULE_BYTES_AT_MOST = 64 * 2 ** 20;

/**
 * Solve a level by breadth-first search over sorted, compressed layers; with
 * options.workers of 2 or more and shared memory, the expansion is spread over that many
 * threads (expandPool.ts: helpers expand batches while this thread sorts and merges, and it
 * expands one itself when they have all they can hold), else in this thread alone, and the
 * progress then says why.
 */
export async function solveInLayers(level: SnakebirdLevel, options: LayeredOptions = {}): Promise<SearchResult> {
  // (a worker asks for every core the machine has: the A* search spreads over at most MAX_SHARDS, and so does this; on 32 cores,
  // 31 helpers held 2.3 GB of instances and queues before the first layer)
  const workers = Math.min(MAX_SHARDS, Math.max(1, Math.floor(options.workers ?? 1)));
  // (the engine's merge and subtraction in WebAssembly, compiled where it can be: the search merges and seeks in JavaScript where not)
  await prepareMergeSubtract();
  const why = workers > 1 ? whyNotSpread() : null;
  const onProgress = options.onProgress;
  if (workers === 1 || why) {
    const note = why ? { workers: 1, workersNote: why } : {};
    // why it runs in one thread is said at once, before a search that may end before its first report
    if (why) onProgress?.({ depth: 0, stored: 0, frontier: 0, statesPerSecond: 0, bytes: 0, elapsedMs: 0, ...note });
    const one = layersHere(level, options.batchStates ?? BATCH);
    return one.solve({ ...options, onProgress: onProgress && ((p) => onProgress({ ...p, ...note })) }, null);
  }
  const batch = options.batchStates ?? BATCH;
  const here = layersHere(level, batch);
  // (the first helper also sorts buffers of successors: room for the search's buffer)
  const sizes = { helpers: workers - 1, words: here.words, batch, branching: here.branching, sortCapacity: options.candidateKeys ?? CANDIDATE_KEYS };
  const pool = await ExpandPool.start({ ...sizes, module: searchModule(), tables: here.tables, moduleBytes: MODULE_BYTES_AT_MOST, depthBits: DEPTH_BITS });
  try {
    // (each helper's instance is counted as this thread's is, the most it may take, and the queues)
    const result = here.solve({ ...options, heldBytes: (workers - 1) * MODULE_BYTES_AT_MOST + ExpandPool.bytes(sizes), onProgress: onProgress && ((p) => onProgress({ ...p, workers })) }, pool);
    return result.kind === 'limit' ? result : { ...result, workers };
  } finally {
    pool.stop();
  }
}

/** This thread's instance for batches of `batch` states, and the layered search run with it (its expansion shared with a pool's helpers when there is one). */
function layersHere(level: SnakebirdLevel, batch: number) {
  const { problem, tables, writeLevel } = levelSearch(level);
  const { e: raw, words } = instantiate(writeLevel, 1, MODULE_BYTES_AT_MOST, false);
  const e = raw as LayerExports;
  if (words !== problem.words) throw internalError(`it packs ${words} words a state, the JavaScript ${problem.words}`);
  const W = words;
  const inAt = slice(() => e.layerBatchAt(batch));
  const outAt = e.layerOutAt();
  const branching = e.layerBranching();
  // (the module's memory no longer grows: views made now stay valid)
  const inView = new Uint32Array(e.memory.buffer, inAt, batch * W);
  const outView = new Uint32Array(e.memory.buffer, outAt, batch * branching * W);
  const moduleBytes = e.memory.buffer.byteLength;

  /** expand the batch in this thread's instance */
  const local = (states: Uint32Array, count: number, out: Uint32Array, outOff: number, settled: boolean, movesLeftAtMost: number): number => {
    inView.set(states.subarray(0, count * W));
    const n = slice(() => e.expandLayer(count, settled, movesLeftAtMost));
    const written = n < 0 ? -n : n;
    out.set(outView.subarray(0, written * W), outOff);
    return n;
  };
  /** a layer's key from a packed state, or the packed state from a key (the words turned round) */
  const turned = (s: Uint32Array, off = 0): Uint32Array => s.slice(off, off + W).reverse();
  const solve = (options: LayeredOptions, pool: ExpandPool | null): SearchResult => {
    const layered: LayeredProblem = {
      words: W,
      maxSuccessors: branching,
      writeStart(out) {
        problem.writeInitial(out);
        out.set(turned(out));
      },
      isGoal: (s, off) => problem.isGoal(turned(s, off), 0),
      expand(states, count, out, outOff, first, movesLeftAtMost) {
        // (the module takes an i32: any number of moves at all is the largest)
        const most = Math.min(movesLeftAtMost, 0x7fffffff);
        return pool ? pool.expand(states, count, out, outOff, !first, most, local) : local(states, count, out, outOff, !first, most);
      },
      ...(pool ? { drain: (out: Uint32Array, outOff: number) => pool.drain(out, outOff, local), sortElsewhere: pool.sorter } : {}),
      predecessorIn(states, count, target, first) {
        inView.set(states.subarray(0, count * W));
        for (let k = 0; k < W; k++) e.setTargetWord(k, target[W - 1 - k]!);
        return slice(() => e.layerPredecessor(count, !first));
      },
    };
    // The early search (options.early): weighted A* in instances of its own, on this thread
    // between batches and on its share of the time; once it has a line, the layered search
    // looks only for lines no longer (atMost), and a limit keeps the line.
    const { early, bytes: earlyBytes } = earlySearchFor(options, problem, writeLevel);
    const found = () => (early?.best ? { bestFound: early.best } : {});
    let earlyHeld = earlyBytes;
    const asked = options.atMost ?? (() => Number.POSITIVE_INFINITY);
    const onProgress = options.onProgress;
    // (the module's memory is held too: counted in the budget and the peak, as is the early search's)
    const outcome = layeredBfs(layered, {
      ...options,
      batchStates: batch,
      heldBytes: (options.heldBytes ?? 0) + moduleBytes + earlyBytes,
      ...(early
        ? {
            beside: (elapsedMs: number) => {
              early.step(elapsedMs);
              // once it is done its memory is gone: given back, so that the figure shown is what is held
              if (!early.done || earlyHeld === 0) return 0;
              const gone = earlyHeld;
              earlyHeld = 0;
              return gone;
            },
            atMost: () => Math.min(asked(), early.best?.moves ?? Number.POSITIVE_INFINITY),
            onProgress: onProgress && ((p) => onProgress({ ...p, ...found() })),
          }
        : {}),
    });
    const result = layeredResult(outcome, (line) => nameSteps(problem, line.map((key) => turned(key))));
    return result.kind === 'limit' ? { ...result, ...found() } : result;
  };
  return { tables, words: W, branching, solve };
}
