// The layered search's subtraction (subtractKeySets' work: the candidates, in order, less every
// key of the seen groups) with its seeks done in the engine's WebAssembly module
// (assembly/seenSeek.ts), for keys of one or two words: the candidates are read from their
// source here and handed over a batch at a time, each group's chunks copied into the module as
// its walk reaches them (a chunk the walk skips whole is not copied), and the keys no group
// holds written here. Profiled on star1, most of the subtraction's time in JavaScript is the
// walk through the seen groups and the loop over them, which the module does on u64 keys.
// Where the module cannot load, or its memory cannot grow within the budget, the search keeps
// subtractKeySets (the same answer: the tests hold the one to the other).
import { WasmModuleAsset } from './wasmModule.ts';
import { type ByteBudget, KeySetWriter, type KeySet, type KeySource, pastFirstKey, POLL_EVERY, SIDE_EVERY, type SetStop, type SubtractOptions } from './sortedKeys.ts';

/** What assembly/seenSeek.ts exports. */
interface SeenSeekExports {
  memory: WebAssembly.Memory;
  layoutEnd(groups: number, batch: number, chunkBytes: number, entries: number): number;
  reserve(groups: number, batch: number, chunkBytes: number, entries: number): boolean;
  candidatesAt(): number;
  marksAt(): number;
  stateAt(g: number): number;
  chunkAt(g: number): number;
  indexAt(g: number): number;
  stalled(): number;
  mark(from: number, n: number): number;
}

const asset = new WasmModuleAsset(new URL('./seenSeek.wasm', import.meta.url), 'the WebAssembly seek in the seen set');

/** Compile the module once per thread; false where it cannot be (the search then seeks in JavaScript). */
export async function prepareSeenSeek(): Promise<boolean> {
  try {
    await asset.prepare();
    return true;
  } catch {
    return false;
  }
}

/** candidates handed over at once: as many as subtractKeySets reads between calls of its sideWork */
const BATCH = SIDE_EVERY;
/**
 * the most of the budget the instances' memory may take (a memory does not shrink, so it is
 * held to the search's end; the seek is for large searches, whose budget this share leaves
 * room in)
 */
const BUDGET_SHARE = 1 / 16;
/** a group's state in the module (assembly/seenSeek.ts STATE_BYTES), in u32 words */
const KEY = 0;
const JUMP = 2;
const POS = 4;
const LEFT = 5;
const COUNT = 6;
const ENTRIES = 7;
const DONE = 8;

/** An instance of the module and its bytes taken from the budget. */
interface Instance {
  e: SeenSeekExports;
  held: number;
}

function instance(): Instance {
  return { e: new WebAssembly.Instance(asset.module(), {}).exports as unknown as SeenSeekExports, held: 0 };
}

/**
 * One search's seek: instances of the module, their memory counted in that search's budget. A
 * subtraction may start inside another (the keys one writes are expanded into runs, merged
 * less the newest layers), so each takes an instance no other is using.
 */
export class SeenSeek {
  private readonly idle: Instance[];
  /** the bytes its instances hold */
  private held = 0;

  private constructor(first: Instance) {
    this.idle = [first];
  }

  /** A new seek, or null where the module is not prepared or will not instantiate. */
  static create(): SeenSeek | null {
    try {
      return new SeenSeek(instance());
    } catch {
      return null;
    }
  }

  /**
   * subtractKeySets(from, minus, budget, words, options), or null (nothing read) where it is not
   * for these sets: keys of more than two words, no keys to seek in, or a module memory the
   * budget will not grow.
   */
  subtract(from: KeySource, minus: readonly KeySet[], budget: ByteBudget, words: number, options: SubtractOptions = {}): KeySet | SetStop | null {
    if (words > 2) return null;
    const sets = minus.filter((m) => m.count > 0);
    const G = sets.length;
    if (G === 0) return null;
    let chunkBytes = 1;
    let entries = 0;
    for (const s of sets)
      for (const c of s.chunks) {
        chunkBytes = Math.max(chunkBytes, c.used);
        if (c.index) entries = Math.max(entries, c.index.length / (words + 1));
      }
    const it = this.idle.pop() ?? instance();
    try {
      const { e } = it;
      const end = Math.ceil(e.layoutEnd(G, BATCH, chunkBytes, entries) / 65536) * 65536;
      // (an instance's first bytes are counted with its first growth)
      const more = Math.max(end, e.memory.buffer.byteLength) - it.held;
      if (more > 0) {
        if (this.held + more > budget.limit * BUDGET_SHARE || !budget.take(more)) return null;
        this.held += more;
        it.held += more;
      }
      if (!e.reserve(G, BATCH, chunkBytes, entries)) return null;
      return new SeekRun(e, sets, words).subtract(from, budget, options);
    } finally {
      this.idle.push(it);
    }
  }
}

/** One subtraction: the views of the module's memory (laid out for it) and each group's chunk. */
class SeekRun {
  private readonly u8: Uint8Array;
  private readonly u32: Uint32Array;
  /** the candidates (2 words each) and their marks */
  private readonly cand: number;
  private readonly marks: number;
  /** each group's chunk in the module */
  private readonly at: number[];

  constructor(
    private readonly e: SeenSeekExports,
    private readonly sets: readonly KeySet[],
    private readonly W: number,
  ) {
    this.u8 = new Uint8Array(e.memory.buffer);
    this.u32 = new Uint32Array(e.memory.buffer);
    this.cand = e.candidatesAt() >>> 2;
    this.marks = e.marksAt();
    this.at = sets.map(() => -1);
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
    // (u64s little-endian: the low word first)
    u32[s + KEY] = c.first[W - 1]!;
    u32[s + KEY + 1] = W === 2 ? c.first[0]! : 0;
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
      u32[x + 4 * j] = index![from + W - 1]!;
      u32[x + 4 * j + 1] = W === 2 ? index![from]! : 0;
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

  subtract(from: KeySource, budget: ByteBudget, options: SubtractOptions): KeySet | SetStop {
    const { shouldStop, spillTo, onKey, maxChunkBytes, indexed = true, sideWork } = options;
    const { u8, u32, W, cand, marks } = this;
    for (let g = 0; g < this.sets.length; g++) this.open(g, 0);
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
    let n = 0;
    let batches = 0;
    let stop: SetStop | null = null;
    for (const c = from; !c.done && !stop; c.next()) {
      const o = cand + 2 * n;
      u32[o] = W === 2 ? c.key[0]! : 0;
      u32[o + 1] = c.key[W - 1]!;
      if (++n < BATCH) continue;
      stop = write(n);
      n = 0;
      sideWork?.();
      if ((++batches & (POLL_EVERY / BATCH - 1)) === 0 && shouldStop?.()) stop = 'cancelled';
    }
    if (!stop && n > 0) stop = write(n);
    if (stop) {
      w.abandon();
      return stop;
    }
    return w.finish();
  }
}
