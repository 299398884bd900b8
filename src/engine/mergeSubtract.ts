// The layered search's merge and subtraction (subtractKeySets' work over MergedKeys: the union
// of sorted runs, in order, less every key of the seen groups) done in the engine's WebAssembly
// module (assembly/mergeSubtract.ts), for keys of one or two words: each run's keys are copied in a
// window at a time (a run held as it is 8192 keys at a time, a compressed one a chunk at a
// time) as the merge reaches its end, each group's chunks as its walk reaches them (a chunk
// the walk skips whole is not copied); the module merges a batch of candidates, marks those a
// group holds, and the keys left are written here. Profiled on star1, the subtraction's time in
// JavaScript was the merge's tree of losers and the walk through the seen groups, which the
// module does on u64 keys. Where the module cannot load, or its memory cannot grow within the
// budget, the search keeps subtractKeySets (the same answer: the tests hold the one to the other).
import { WasmModuleAsset } from './wasmModule.ts';
import { type ByteBudget, KeySet, KeySetWriter, KeysRun, pastFirstKey, POLL_EVERY, SIDE_EVERY, type SetStop, type SubtractOptions } from './sortedKeys.ts';

/** What assembly/mergeSubtract.ts exports. */
interface MergeSubtractExports {
  memory: WebAssembly.Memory;
  layoutEnd(groups: number, batch: number, chunkBytes: number, entries: number, sources: number, window: number): number;
  reserve(groups: number, batch: number, chunkBytes: number, entries: number, sources: number, window: number): boolean;
  candidatesAt(): number;
  marksAt(): number;
  stateAt(g: number): number;
  chunkAt(g: number): number;
  indexAt(g: number): number;
  stalled(): number;
  mark(from: number, n: number): number;
  sourceAt(s: number): number;
  windowAt(s: number): number;
  stalledSource(): number;
  merged(): number;
  mergeStart(words: number): void;
  merge(n: number): number;
}

const asset = new WasmModuleAsset(new URL('./mergeSubtract.wasm', import.meta.url), 'the WebAssembly merge and subtraction');

/** Compile the module once per thread; false where it cannot be (the search then merges and seeks in JavaScript). */
export async function prepareMergeSubtract(): Promise<boolean> {
  try {
    await asset.prepare();
    return true;
  } catch {
    return false;
  }
}

/** candidates handed over at once: as many as subtractKeySets reads between calls of its sideWork */
const BATCH = SIDE_EVERY;
/** the keys of a run held as it is that are copied into the module at once */
const WINDOW_KEYS = 8192;
/**
 * the most of the budget the instances' memory may take (a memory does not shrink, so it is
 * held to the search's end; the module is for large searches, whose budget this share leaves
 * room in)
 */
const BUDGET_SHARE = 1 / 16;
/** a group's state in the module (assembly/mergeSubtract.ts STATE_BYTES), in u32 words */
const KEY = 0;
const JUMP = 2;
const POS = 4;
const LEFT = 5;
const COUNT = 6;
const ENTRIES = 7;
const DONE = 8;
/** a source's state in the module (assembly/mergeSubtract.ts SOURCE_BYTES), in u32 words */
const S_KEY = 0;
const S_POS = 2;
const S_LEFT = 3;
const S_RAW = 4;
const S_LAST = 5;
const S_DONE = 6;

/** An instance of the module and its bytes taken from the budget. */
interface Instance {
  e: MergeSubtractExports;
  held: number;
}

function instance(): Instance {
  return { e: new WebAssembly.Instance(asset.module(), {}).exports as unknown as MergeSubtractExports, held: 0 };
}

/**
 * One search's merges and subtractions in WebAssembly: instances of the module, their memory
 * counted in that search's budget. A subtraction may start inside another (the keys one writes
 * are expanded into runs, merged less the newest layers), so each takes an instance no other is
 * using.
 */
export class MergeSubtract {
  private readonly idle: Instance[];
  /** the bytes its instances hold */
  private held = 0;

  private constructor(first: Instance) {
    this.idle = [first];
  }

  /** Its first instance, or null where the module is not prepared or will not instantiate. */
  static create(): MergeSubtract | null {
    try {
      return new MergeSubtract(instance());
    } catch {
      return null;
    }
  }

  /**
   * subtractKeySets(the union of `sources`, minus, budget, words, options), the sources let go
   * of as they are read; or null (nothing read) where it is not for these sets: keys of more
   * than two words, or a module memory the budget will not grow.
   */
  subtract(sources: readonly (KeySet | KeysRun)[], minus: readonly KeySet[], budget: ByteBudget, words: number, options: SubtractOptions = {}): KeySet | SetStop | null {
    if (words > 2) return null;
    const sets = minus.filter((m) => m.count > 0);
    const G = sets.length;
    let chunkBytes = 1;
    let entries = 0;
    for (const s of sets)
      for (const c of s.chunks) {
        chunkBytes = Math.max(chunkBytes, c.used);
        if (c.index) entries = Math.max(entries, c.index.length / (words + 1));
      }
    let window = WINDOW_KEYS * words * 4;
    for (const s of sources) if (s instanceof KeySet) for (const c of s.chunks) window = Math.max(window, c.used);
    const K = sources.length;
    const it = this.idle.pop() ?? instance();
    try {
      const { e } = it;
      const end = Math.ceil(e.layoutEnd(G, BATCH, chunkBytes, entries, K, window) / 65536) * 65536;
      // (an instance's first bytes are counted with its first growth)
      const more = Math.max(end, e.memory.buffer.byteLength) - it.held;
      if (more > 0) {
        if (this.held + more > budget.limit * BUDGET_SHARE || !budget.take(more)) return null;
        this.held += more;
        it.held += more;
      }
      if (!e.reserve(G, BATCH, chunkBytes, entries, K, window)) return null;
      return new Subtraction(e, sets, sources, words).subtract(budget, options);
    } finally {
      this.idle.push(it);
    }
  }
}

/** One merge and subtraction: the views of the module's memory (laid out for it), each group's chunk and each run's next window. */
class Subtraction {
  private readonly u8: Uint8Array;
  private readonly u32: Uint32Array;
  /** the candidates (2 words each) and their marks */
  private readonly cand: number;
  private readonly marks: number;
  /** each group's chunk in the module */
  private readonly at: number[];
  /** each source's next window: the key of a run held as it is, or the chunk of a compressed one, it starts at */
  private readonly next: number[];

  constructor(
    private readonly e: MergeSubtractExports,
    private readonly sets: readonly KeySet[],
    private readonly sources: readonly (KeySet | KeysRun)[],
    private readonly W: number,
  ) {
    this.u8 = new Uint8Array(e.memory.buffer);
    this.u32 = new Uint32Array(e.memory.buffer);
    this.cand = e.candidatesAt() >>> 2;
    this.marks = e.marksAt();
    this.at = sets.map(() => -1);
    this.next = sources.map(() => 0);
  }

  /** Source s's next window copied into the module (its first key its current one), the source let go of once read whole; or, read whole already, done. */
  private give(s: number): void {
    const { e, u8, u32, W } = this;
    const src = this.sources[s]!;
    const st = e.sourceAt(s) >>> 2;
    const from = this.next[s]!;
    const done = src instanceof KeysRun ? from >= src.count : from >= src.chunks.length;
    u32[st + S_DONE] = done ? 1 : 0;
    if (done) {
      src.release();
      return;
    }
    let last: boolean;
    if (src instanceof KeysRun) {
      const n = Math.min(WINDOW_KEYS, src.count - from);
      u32.set(src.keys.subarray(from * W, (from + n) * W), e.windowAt(s) >>> 2);
      this.u64At(st + S_KEY, src.keys, from * W);
      u32[st + S_POS] = W * 4;
      u32[st + S_LEFT] = n - 1;
      u32[st + S_RAW] = 1;
      this.next[s] = from + n;
      last = from + n === src.count;
    } else {
      const c = src.chunks[from]!;
      const bytes = src.chunkBytes(c);
      u8.set(bytes.subarray(0, c.used), e.windowAt(s));
      this.u64At(st + S_KEY, c.first, 0);
      u32[st + S_POS] = pastFirstKey(bytes);
      u32[st + S_LEFT] = c.count - 1;
      u32[st + S_RAW] = 0;
      this.next[s] = from + 1;
      last = from + 1 === src.chunks.length;
      src.dropChunk(c);
    }
    u32[st + S_LAST] = last ? 1 : 0;
    if (last) src.release();
  }

  /** The key at key[at ..) written as a u64 at u32 word `to` of the module's memory (little-endian: the low word first). */
  private u64At(to: number, key: Uint32Array, at: number): void {
    this.u32[to] = key[at + this.W - 1]!;
    this.u32[to + 1] = this.W === 2 ? key[at]! : 0;
  }

  /** Copy chunk i of group g into the module: its bytes, its first key as the current one, its index. */
  private open(g: number, i: number): void {
    const { e, u8, u32, W } = this;
    const set = this.sets[g]!;
    const c = set.chunks[i]!;
    // (a spilled chunk read back is copied in and let go of at once)
    const bytes = set.chunkBytes(c);
    u8.set(bytes.subarray(0, c.used), e.chunkAt(g));
    const s = e.stateAt(g) >>> 2;
    this.u64At(s + KEY, c.first, 0);
    u32[s + POS] = pastFirstKey(bytes);
    u32[s + LEFT] = c.count - 1;
    u32[s + COUNT] = c.count;
    const index = c.index;
    const n = index ? index.length / (W + 1) : 0;
    u32[s + ENTRIES] = n;
    u32[s + DONE] = 0;
    const x = e.indexAt(g) >>> 2;
    for (let j = 0; j < n; j++) {
      const from = j * (W + 1);
      this.u64At(x + 4 * j, index!, from);
      u32[x + 4 * j + 2] = index![from + W]!;
    }
    u32[s + JUMP] = n > 0 ? u32[x]! : 0xffffffff;
    u32[s + JUMP + 1] = n > 0 ? u32[x + 1]! : 0xffffffff;
    this.at[g] = i;
  }

  /** Whether candidate i is at or past the first key of chunk j of group g. */
  private reaches(g: number, j: number, i: number): boolean {
    const f = this.sets[g]!.chunks[j]!.first;
    const o = this.cand + 2 * i;
    const hi = this.W === 2 ? f[0]! : 0;
    const lo = f[this.W - 1]!;
    const ch = this.u32[o]!;
    return hi < ch || (hi === ch && lo <= this.u32[o + 1]!);
  }

  /** Mark candidates 0..n-1, opening the chunks the walks reach. */
  private markAll(n: number): void {
    const e = this.e;
    for (let i = e.mark(0, n); i < n; i = e.mark(i, n)) {
      // group g's chunk ended below candidate i: on to the chunk it falls in, or done
      const g = e.stalled();
      const chunks = this.sets[g]!.chunks;
      let j = this.at[g]! + 1;
      while (j + 1 < chunks.length && this.reaches(g, j + 1, i)) j++;
      if (j < chunks.length) this.open(g, j);
      else this.u32[(e.stateAt(g) >>> 2) + DONE] = 1;
    }
  }

  subtract(budget: ByteBudget, options: SubtractOptions): KeySet | SetStop {
    const { shouldStop, spillTo, onKey, maxChunkBytes, indexed = true, sideWork } = options;
    const { e, u8, u32, W, cand, marks } = this;
    for (let g = 0; g < this.sets.length; g++) this.open(g, 0);
    for (let s = 0; s < this.sources.length; s++) this.give(s);
    e.mergeStart(W);
    const w = new KeySetWriter(W, budget, spillTo, maxChunkBytes, indexed);
    const key = new Uint32Array(W);
    // (a key of one word is the low word of its pair)
    const skip = 2 - W;
    /** the batch's keys no group holds, written; what stops the subtraction, if anything */
    const write = (n: number): SetStop | null => {
      this.markAll(n);
      for (let i = 0; i < n; i++) {
        if (u8[marks + i] !== 0) continue;
        const at = cand + 2 * i + skip;
        if (!w.push(u32, at)) return 'memory';
        if (onKey) {
          for (let k = 0; k < W; k++) key[k] = u32[at + k]!;
          const stop = onKey(key);
          if (stop) return stop;
        }
      }
      return null;
    };
    let batches = 0;
    let stop: SetStop | null = null;
    while (!stop) {
      let n = e.merge(BATCH);
      for (; n < 0; n = e.merge(BATCH)) this.give(e.stalledSource());
      if (n > 0) stop = write(n);
      if (e.merged()) break;
      sideWork?.();
      if ((++batches & (POLL_EVERY / BATCH - 1)) === 0 && shouldStop?.()) stop = 'cancelled';
    }
    if (stop) {
      w.abandon();
      return stop;
    }
    return w.finish();
  }
}
