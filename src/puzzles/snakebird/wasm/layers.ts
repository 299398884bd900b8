// Snakebird through the engine's breadth-first search over sorted, compressed layers
// (engine/layeredBfs.ts): the layers live in JavaScript, a few bytes a state, and are not
// capped by one WebAssembly memory; the module (assembly/search.ts, "breadth-first over
// sorted layers") only expands batches of states with the one simulator and packing. The
// line is replayed through the readable rules (nameSteps) as the other searches' are.
import { layeredBfs, layeredResult, type LayeredOptions, type LayeredProblem } from '../../../engine/layeredBfs.ts';
import { nameSteps } from '../../../engine/stateTable.ts';
import type { SearchResult } from '../../../engine/types.ts';
import type { SnakebirdLevel } from '../format.ts';
import { instantiate, internalError, levelSearch, slice, type SearchExports } from './wasmSearch.ts';

/** What the layered search calls in the module. */
interface LayerExports extends SearchExports {
  layerBranching(): number;
  layerBatchAt(count: number): number;
  layerOutAt(): number;
  expandLayer(count: number, settled: boolean): number;
  layerPredecessor(count: number, settled: boolean): number;
}

/** states the module expands in one call */
const BATCH = 1024;
/** the module's own memory: its tables, first records and batch buffers (a few MB); counted against the budget */
const MODULE_BYTES_AT_MOST = 64 * 2 ** 20;

/** Solve a level by breadth-first search over sorted, compressed layers. */
export function solveInLayers(level: SnakebirdLevel, options: LayeredOptions = {}): SearchResult {
  const { problem, writeLevel } = levelSearch(level);
  const { e: raw, words } = instantiate(writeLevel, 1, MODULE_BYTES_AT_MOST, false);
  const e = raw as LayerExports;
  if (words !== problem.words) throw internalError(`it packs ${words} words a state, the JavaScript ${problem.words}`);
  const W = words;
  const batch = options.batchStates ?? BATCH;
  const inAt = slice(() => e.layerBatchAt(batch));
  const outAt = e.layerOutAt();
  const branching = e.layerBranching();
  // (the module's memory no longer grows: views made now stay valid)
  const inView = new Uint32Array(e.memory.buffer, inAt, batch * W);
  const outView = new Uint32Array(e.memory.buffer, outAt, batch * branching * W);
  const moduleBytes = e.memory.buffer.byteLength;

  const layered: LayeredProblem = {
    words: W,
    maxSuccessors: branching,
    writeStart: (out) => problem.writeInitial(out),
    isGoal: (s, off) => problem.isGoal(s, off),
    expand(states, count, out, outOff, first) {
      inView.set(states.subarray(0, count * W));
      const n = slice(() => e.expandLayer(count, !first));
      const written = n < 0 ? -n : n;
      out.set(outView.subarray(0, written * W), outOff);
      return n;
    },
    predecessorIn(states, count, target, first) {
      inView.set(states.subarray(0, count * W));
      for (let k = 0; k < W; k++) e.setTargetWord(k, target[k]!);
      return slice(() => e.layerPredecessor(count, !first));
    },
  };
  // (the module's memory is held too: counted in the budget and the peak)
  const outcome = layeredBfs(layered, { ...options, batchStates: batch, heldBytes: moduleBytes });
  return layeredResult(outcome, (line) => nameSteps(problem, line));
}
