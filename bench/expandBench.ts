// The Snakebird simulator's speed alone (`npm run bench -- snakebird --expand`): the same sample
// of states expanded again and again by the WebAssembly module's expandLayer, no search around
// it, so that a change to the simulator or the packing can be weighed within a few percent on a
// machine whose whole-solve timings drift by a sixth. With `--against FILE.wasm` a second build
// expands the same sample, the two taking turns, and the row gives the ratio and whether both
// wrote the same successors.
import type { SnakebirdLevel } from '../src/puzzles/snakebird/format.ts';
import type { LayerExports } from '../src/puzzles/snakebird/wasm/expandPool.ts';
import { median } from './median.ts';
import { DEPTH_BITS, instantiate, levelSearch, searchModule, type SearchExports } from '../src/puzzles/snakebird/wasm/wasmSearch.ts';

const BATCH = 4096;

interface Expander {
  words: number;
  /**
   * Expand states[from, from + count) (keys, as the layers hold them): the successors written,
   * each given to `each` when asked, negative when one is a goal (the module stops its batch there).
   */
  expand(states: Uint32Array, from: number, count: number, first: boolean, each?: (out: Uint32Array, off: number) => void): number;
}

function expander(module: WebAssembly.Module, writeLevel: (e: SearchExports) => void): Expander {
  const { e: raw, words } = instantiate(writeLevel, 1, 2 ** 30, false, DEPTH_BITS, module);
  const e = raw as LayerExports;
  const inAt = e.layerBatchAt(BATCH);
  const outAt = e.layerOutAt();
  const inView = new Uint32Array(e.memory.buffer, inAt, BATCH * words);
  const outView = new Uint32Array(e.memory.buffer, outAt, BATCH * e.layerBranching() * words);
  return {
    words,
    expand(states, from, count, first, each) {
      let total = 0;
      for (let i = 0; i < count; i += BATCH) {
        const n = Math.min(BATCH, count - i);
        inView.set(states.subarray((from + i) * words, (from + i + n) * words));
        const answer = e.expandLayer(n, !first, 0x7fffffff);
        const written = Math.abs(answer);
        total += written;
        if (each) for (let j = 0; j < written; j++) each(outView, j * words);
        if (answer < 0) return -total;
      }
      return total;
    },
  };
}

/**
 * The newest `size` states of a breadth-first search from the start, as keys: of its layers
 * after the start and before the first whose successors hold a goal (so that every state of the
 * sample is expanded whole), fewer states when those have fewer.
 */
function sampleOf(x: Expander, start: Uint32Array, size: number): { states: Uint32Array; count: number; depth: number } {
  const W = x.words;
  const keyOf = (s: Uint32Array, off: number) => String.fromCharCode(...new Uint16Array(s.buffer, s.byteOffset + off * 4, W * 2));
  const seen = new Set<string>([keyOf(start, 0)]);
  let layer = start.slice();
  let layerCount = 1;
  const kept: Uint32Array[] = [];
  let count = 0;
  let depth = 0;
  while (count < size) {
    const next: number[] = [];
    const written = x.expand(layer, 0, layerCount, depth === 0, (out, off) => {
      const k = keyOf(out, off);
      if (seen.has(k)) return;
      seen.add(k);
      for (let w = 0; w < W; w++) next.push(out[off + w]!);
    });
    if (written < 0) {
      // this layer leads to a goal: it is not in the sample (the start never is)
      if (depth > 0) {
        count -= kept.pop()!.length / W;
        depth--;
      }
      break;
    }
    if (next.length === 0) break;
    depth++;
    layer = Uint32Array.from(next);
    layerCount = next.length / W;
    kept.push(layer);
    count += layerCount;
  }
  const all = new Uint32Array(count * W);
  let at = 0;
  for (const l of kept) {
    all.set(l, at);
    at += l.length;
  }
  const from = Math.max(0, count - size);
  return { states: all.subarray(from * W), count: count - from, depth };
}

export interface ExpandRow {
  states: number;
  depth: number;
  successors: number;
  /** nanoseconds a state expanded, the median of the rounds */
  ns: number;
  /** the other build's nanoseconds a state (the median of its rounds), and the median of the rounds' ratios (its time over this build's in the same round) */
  against?: { ns: number; ratio: number; sameSuccessors: boolean };
}

function checksum(x: Expander, states: Uint32Array, count: number): string {
  let h = 0;
  let n = 0;
  x.expand(states, 0, count, false, (out, off) => {
    for (let w = 0; w < x.words; w++) h = (Math.imul(h, 31) + out[off + w]!) | 0;
    n++;
  });
  return `${n}:${h}`;
}

/** Time this build's expansion of a sample of `size` states of the level over `rounds` rounds (and another build's, `against`, taking turns). */
export function benchExpansion(level: SnakebirdLevel, size: number, rounds: number, against?: WebAssembly.Module): ExpandRow {
  const { problem, writeLevel } = levelSearch(level);
  const here = expander(searchModule(), writeLevel);
  const other = against === undefined ? null : expander(against, writeLevel);
  if (other && other.words !== here.words) throw new Error(`the other build packs ${other.words} words a state, this one ${here.words}`);
  const start = new Uint32Array(here.words);
  problem.writeInitial(start);
  start.reverse();
  const { states, count, depth } = sampleOf(here, start, size);
  const mine: number[] = [];
  const theirs: number[] = [];
  let successors = 0;
  const time = (x: Expander, into: number[]) => {
    const t0 = performance.now();
    successors = x.expand(states, 0, count, false);
    into.push(performance.now() - t0);
  };
  for (let r = 0; r < rounds; r++) {
    // taking turns, each first in every other round
    if (other && r % 2 === 1) time(other, theirs);
    time(here, mine);
    if (other && r % 2 === 0) time(other, theirs);
  }
  const ns = (ms: number) => (ms * 1e6) / Math.max(1, count);
  const row: ExpandRow = { states: count, depth, successors, ns: ns(median(mine)) };
  // (a round's two timings are a few tenths of a second apart, where the machine's load moves
  // little: their ratio varies less than the ratio of the two medians)
  const ratios = theirs.map((t, r) => t / mine[r]!);
  if (other) row.against = { ns: ns(median(theirs)), ratio: median(ratios), sameSuccessors: checksum(here, states, count) === checksum(other, states, count) };
  return row;
}
