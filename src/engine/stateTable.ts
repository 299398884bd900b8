// The seen-state set every search shares: packed states in insertion order, a parent per
// state, and an open-addressing hash table over them.
//
//   store[i*W .. i*W+W)  the packed state (W = words per state)
//   parent[i]            index of the state it was first reached from (root: itself)
//   table[slot]          linear probing, in one of two forms:
//     keyed    (one-word states, when asked for): the state itself, 0 = empty. The state 0
//              cannot live there, so a flag remembers whether it was stored.
//     indexed  (everything else): index+1 in the low bits, the hash's high bits above them
//              (a fingerprint: the slot position already says what the low bits were).
//
// Speed: the table and the store are far larger than the caches, and most successors are
// states already seen, so a lookup is a cache miss or two. Done one at a time, each miss waits
// for the one before; so a search queues successors in a batch, and prefetch() reads their
// slots (and, indexed, the stored states those slots point at) in a pass of independent loads
// that the CPU overlaps. The search then resolves the batch in queue order, so the result is
// the same as handling each successor when it was generated.

import { hashWords } from './hash.ts';
import type { SearchProblem } from './types.ts';

const MAX_LOAD = 0.8;
/**
 * Room for this many states once past the first few. Growing rehashes every state stored so
 * far, and on a small level the search is still cold when it does; but a tight memory budget
 * starts small.
 */
const INITIAL_STATES = 1 << 16;
const INITIAL_STATES_TIGHT = 1 << 12;
/**
 * Room for this many states at the very start, so that growing the arrays and the table
 * happens once while V8 is still profiling insert(). A path first taken after V8 compiled
 * the search without it throws the compiled code away (the search is compiled again, and runs
 * slowly meanwhile): a large level's first growth used to do that.
 */
const PROFILED_STATES = 64;
/**
 * Successors per batch. Big enough that the loads of one batch overlap well, small enough
 * that the cache lines they bring in are still there when the batch is resolved.
 */
const BATCH = 1024;

function tableSizeFor(states: number): number {
  let size = 1 << 10;
  while (size * MAX_LOAD < states) size *= 2;
  return size;
}

/** Where the loads prefetch() makes go, so the compiler cannot drop them. */
let touchSink = 0;

export interface StateTableOptions {
  /** one-word states kept in the hash slots themselves (no per-state index) */
  keyed?: boolean;
  maxStates?: number;
  maxBytes?: number;
  /** bytes the search keeps per state besides the store and parent (counted in the budget) */
  extraBytesPerState?: number;
  /** called with the new capacity whenever the per-state arrays grow */
  onGrow?: (capacity: number) => void;
}

export class StateTable {
  readonly words: number;
  readonly keyed: boolean;
  store: Uint32Array;
  parent: Uint32Array;
  /** states stored */
  count = 0;
  /** room in store and parent, in states */
  capacity: number;
  /** successors waiting to be resolved: words each, and the state each was reached from */
  readonly batch: Uint32Array;
  readonly batchFrom: Uint32Array;
  batchLen = 0;
  /** set when resolve() could not store a state: which budget ran out */
  stop: 'states' | 'memory' | null = null;
  /** when the memory ran out not at the budget but because an allocation failed: what failed */
  stopDetail: string | undefined;
  /** the most bytes held at once, counting the old arrays beside the new while growing */
  peakBytes = 0;
  private readonly batchHash: Uint32Array;
  private table: Uint32Array;
  private mask: number;
  /** keyed only: whether the state 0 (which is also the empty slot) has been stored */
  private zeroStored = false;
  /** the hash and empty slot of the last successor find() did not find, for insert() */
  private missHash = 0;
  private missSlot = 0;
  private readonly maxStates: number;
  private readonly maxBytes: number;
  private readonly extraBytesPerState: number;
  private readonly onGrow: ((capacity: number) => void) | undefined;
  /** the capacity the arrays take at their first growth */
  private readonly firstCapacity: number;

  constructor(words: number, options: StateTableOptions = {}) {
    this.words = words;
    this.keyed = (options.keyed ?? false) && words === 1;
    this.maxStates = options.maxStates ?? Infinity;
    this.maxBytes = options.maxBytes ?? Infinity;
    this.extraBytesPerState = options.extraBytesPerState ?? 0;
    this.onGrow = options.onGrow;
    this.batch = new Uint32Array(BATCH * words);
    this.batchFrom = new Uint32Array(BATCH);
    this.batchHash = new Uint32Array(BATCH);
    this.firstCapacity = this.bytesFor(INITIAL_STATES, tableSizeFor(INITIAL_STATES)) * 4 <= this.maxBytes ? INITIAL_STATES : INITIAL_STATES_TIGHT;
    this.capacity = PROFILED_STATES;
    this.store = new Uint32Array(this.capacity * words);
    this.parent = new Uint32Array(this.capacity);
    this.table = new Uint32Array(2 * PROFILED_STATES);
    this.mask = this.table.length - 1;
    this.onGrow?.(this.capacity);
    this.peakBytes = this.bytes();
  }

  /** Bytes held for the given sizes; what the memory budget is checked against. */
  private bytesFor(states: number, slots: number): number {
    return states * (this.words * 4 + 4 + this.extraBytesPerState) + slots * 4 + BATCH * (this.words + 2) * 4;
  }

  /** Bytes held now. */
  bytes(): number {
    return this.bytesFor(this.capacity, this.table.length);
  }

  /** Whether the first arrays already break the memory budget (then nothing can be searched). */
  overBudget(): boolean {
    return this.bytes() > this.maxBytes;
  }

  /** Store the start state as index 0. */
  addRoot(state: Uint32Array): void {
    const W = this.words;
    for (let i = 0; i < W; i++) this.store[i] = state[i]!;
    this.parent[0] = 0;
    const h = hashWords(this.store, 0, W);
    if (!this.keyed) this.table[this.emptySlot(h)] = ((h & ~this.mask) | 1) >>> 0;
    else if (state[0] === 0) this.zeroStored = true;
    else this.table[this.emptySlot(h)] = state[0]!;
    this.count = 1;
  }

  /** Queue a successor reached from `from`; true when the batch is full and must be resolved. */
  queue(state: Uint32Array, from: number): boolean {
    const W = this.words;
    const n = this.batchLen;
    if (W === 1) this.batch[n] = state[0]!;
    else if (W === 2) {
      this.batch[2 * n] = state[0]!;
      this.batch[2 * n + 1] = state[1]!;
    } else for (let i = 0, at = n * W; i < W; i++) this.batch[at + i] = state[i]!;
    this.batchFrom[n] = from;
    this.batchLen = n + 1;
    return n + 1 === BATCH;
  }

  /**
   * Start resolving the batch: hash every queued successor and read the slots (and, indexed,
   * the stored states) its lookup will need, as independent loads; `companion`, a per-state
   * array the search will read for each state found, is read along with them. Returns how
   * many are queued and empties the queue; resolve them with resolve() in order.
   */
  prefetch(companion?: Uint32Array): number {
    const n = this.batchLen;
    this.batchLen = 0;
    const W = this.words;
    const batch = this.batch;
    const batchHash = this.batchHash;
    const table = this.table;
    const mask = this.mask;
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const h = hashWords(batch, i * W, W);
      batchHash[i] = h;
      sink ^= table[h & mask]!;
    }
    if (!this.keyed) {
      // second round: the stored state behind the first slot whose fingerprint matches
      const store = this.store;
      for (let i = 0; i < n; i++) {
        const h = batchHash[i]!;
        for (let slot = h & mask; ; slot = (slot + 1) & mask) {
          const v = table[slot]!;
          if (v === 0) break;
          if (((v ^ h) & ~mask) === 0) {
            const index = (v & mask) - 1;
            sink ^= store[index * W]!;
            if (companion) sink ^= companion[index]!;
            break;
          }
        }
      }
    }
    touchSink ^= sink;
    return n;
  }

  /** after resolve(): whether the successor was new, and so has just been stored */
  added = false;

  /**
   * Queued successor i (after prefetch) as a stored state: the index of the stored state
   * equal to it, or, when there was none, the index it is stored at now (added is then
   * true); -1 when a budget forbade storing it (stop says which).
   */
  resolve(i: number): number {
    const found = this.find(i);
    this.added = found < 0;
    return found >= 0 ? found : this.insert(i);
  }

  /** Index of the stored state equal to queued successor i (after prefetch), or -1. */
  private find(i: number): number {
    const W = this.words;
    const h = this.batchHash[i]!;
    const table = this.table;
    const mask = this.mask;
    let slot = h & mask;
    if (this.keyed) {
      const key = this.batch[i]!;
      if (key === 0) {
        this.missHash = h;
        this.missSlot = slot;
        return this.zeroStored ? 0 : -1;
      }
      for (;;) {
        const v = table[slot]!;
        // a keyed table has no indices: any stored state will do as "found"
        if (v === key) return 0;
        if (v === 0) break;
        slot = (slot + 1) & mask;
      }
    } else {
      const store = this.store;
      const batch = this.batch;
      const off = i * W;
      for (;;) {
        const v = table[slot]!;
        if (v === 0) break;
        if (((v ^ h) & ~mask) === 0) {
          const base = ((v & mask) - 1) * W;
          let same = store[base] === batch[off];
          for (let k = 1; same && k < W; k++) same = store[base + k] === batch[off + k];
          if (same) return (v & mask) - 1;
        }
        slot = (slot + 1) & mask;
      }
    }
    this.missHash = h;
    this.missSlot = slot;
    return -1;
  }

  /**
   * Store queued successor i, which the find() just before did not find. Returns its index,
   * or -1 when a budget forbids it (stop says which).
   */
  private insert(i: number): number {
    if (this.count >= this.maxStates) {
      this.stop = 'states';
      return -1;
    }
    if (this.count === this.capacity && !this.grow()) {
      this.stop = 'memory';
      return -1;
    }
    const h = this.missHash;
    let slot = this.missSlot;
    // The table grows with the states actually stored, not with the arrays' capacity (which
    // runs up to 1.5x ahead), so it is not doubled early.
    if (this.count >= this.table.length * MAX_LOAD) {
      const slots = Math.max(2 * this.table.length, tableSizeFor(this.firstCapacity));
      // the old table is held beside the new one while its entries move
      if (!this.fits(this.bytes() + slots * 4) || !this.allocating(() => this.rebuildTable(slots))) {
        this.stop = 'memory';
        return -1;
      }
      slot = this.emptySlot(h);
    }
    const W = this.words;
    const index = this.count++;
    const off = i * W;
    if (W === 1) this.store[index] = this.batch[off]!;
    else for (let k = 0; k < W; k++) this.store[index * W + k] = this.batch[off + k]!;
    this.parent[index] = this.batchFrom[i]!;
    if (this.keyed) {
      if (this.batch[off] === 0) this.zeroStored = true;
      else this.table[slot] = this.batch[off]!;
    } else this.table[slot] = ((h & ~this.mask) | (index + 1)) >>> 0;
    return index;
  }

  /** First empty slot on the probe path of hash h. */
  private emptySlot(h: number): number {
    const table = this.table;
    const mask = this.mask;
    let slot = h & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    return slot;
  }

  /** Make room for a bigger table: every entry moves to its new slot. */
  private rebuildTable(slots: number): void {
    const old = this.table;
    const oldMask = old.length - 1;
    const W = this.words;
    this.table = new Uint32Array(slots);
    this.mask = slots - 1;
    const mask = this.mask;
    // Walking the old table in slot order visits hashes in nearly ascending order, so the
    // new slots are written nearly in order too: little cache missing on either side.
    for (let s = 0; s < old.length; s++) {
      const v = old[s]!;
      if (v === 0) continue;
      if (this.keyed) {
        this.table[this.emptySlot(hashWords(old, s, 1))] = v;
      } else {
        const index = (v & oldMask) - 1;
        const h = hashWords(this.store, index * W, W);
        this.table[this.emptySlot(h)] = ((h & ~mask) | (index + 1)) >>> 0;
      }
    }
  }

  /** Whether holding `bytes` at once keeps within the budget; if so it may be the new peak. */
  private fits(bytes: number): boolean {
    if (bytes > this.maxBytes) return false;
    if (bytes > this.peakBytes) this.peakBytes = bytes;
    return true;
  }

  /**
   * Run an allocation; false when the runtime refused it (a RangeError such as "Array buffer
   * allocation failed"), which is a memory limit like the budget's, said in stopDetail.
   */
  private allocating(allocate: () => void): boolean {
    try {
      allocate();
      return true;
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      this.stopDetail = `the runtime could not allocate more memory at ${Math.round(this.bytes() / 2 ** 20)} MB (${e.message})`;
      return false;
    }
  }

  /**
   * Grow the per-state arrays for at least one more state: by half (double while small), or by
   * what the budget still allows while the old arrays are held beside the new ones; false when
   * not even one more state fits.
   */
  private grow(): boolean {
    let next = Math.max(this.firstCapacity, Math.ceil(this.capacity * (this.capacity < 1 << 20 ? 2 : 1.5)));
    const perState = this.words * 4 + 4 + this.extraBytesPerState;
    const held = this.bytes();
    if (held + next * perState > this.maxBytes) next = Math.floor((this.maxBytes - held) / perState);
    if (next <= this.capacity || !this.fits(held + next * perState)) return false;
    return this.allocating(() => {
      const s2 = new Uint32Array(next * this.words);
      const p2 = new Uint32Array(next);
      s2.set(this.store);
      p2.set(this.parent);
      this.onGrow?.(next);
      this.store = s2;
      this.parent = p2;
      this.capacity = next;
    });
  }
}

/** Walk parents back from the goal, then name each step by re-expanding its parent. */
export function rebuildPath(problem: SearchProblem, table: StateTable, goal: number): string[] {
  const W = problem.words;
  const indices: number[] = [];
  for (let i = goal; ; i = table.parent[i]!) {
    indices.push(i);
    if (i === 0) break;
  }
  indices.reverse();
  return nameSteps(
    problem,
    indices.map((i) => table.store.slice(i * W, i * W + W)),
  );
}

/** Name a path of states, each a successor of the one before, in the problem's notation: each step by re-expanding its parent. */
export function nameSteps(problem: SearchProblem, states: readonly Uint32Array[]): string[] {
  const W = problem.words;
  const moves: number[] = [];
  const out = new Uint32Array(W);
  for (let step = 1; step < states.length; step++) {
    const want = states[step]!;
    let move = -1;
    problem.expand(states[step - 1]!, 0, out, (m) => {
      if (move >= 0) return;
      for (let i = 0; i < W; i++) if (out[i] !== want[i]) return;
      move = m;
    });
    if (move < 0) throw new Error(`engine: step ${step} of the path is not a successor of the step before`);
    moves.push(move);
  }
  return problem.notate(moves, states);
}
