// Sets of fixed-width keys (`words` u32 each, compared word by word, word 0 first) kept as
// sorted, delta-compressed bytes: each key is the varint (7 bits a byte, least significant
// first) of its difference from the key before, so a dense set takes a few bytes a key
// instead of 4 × words. The keys live in `Uint8Array` chunks that each start from zero (a
// chunk decodes on its own, and a reader that consumes a set lets each chunk go once read); a
// set that is sought in (a layer) keeps with each chunk in memory an index of every 64th key,
// which a cursor seeking far ahead jumps by.
// Every byte allocated is taken from a ByteBudget first: a set that would pass it is refused,
// never an exception. This is what the layered breadth-first search (layeredBfs.ts) keeps its
// layers and candidate runs in. A set can be spilled to a ChunkStore (files, in the CLI): its
// chunks' bytes are written there and let go of, only each chunk's first key, count and ref
// stay; a cursor loads a chunk when it opens it and lets it go when it leaves it. A run that is
// only read through once (KeysRun) may instead be held as it is, uncompressed, in a room of a
// KeysRunRooms.

import { dropRepeatedKeys, radixCountsLength, radixSortKeys } from './keySort.ts';

/**
 * Where spilled chunks go (synchronous, as the search is: Node's fs sync calls, the browser's
 * OPFS FileSystemSyncAccessHandle in a worker). The chunks of one set are put one after
 * another under one `group` name (`layer-<d>` for a layer, `run-<d>-<n>` for a run of
 * candidates), so that a store may keep a group in one file.
 */
export interface ChunkStore {
  /** Keep bytes[0 .. used) (a copy: the caller lets its array go); a ref to read it back by. */
  put(bytes: Uint8Array, used: number, group: string): number;
  /** The bytes put under `ref` (a new array of `used` bytes). */
  get(ref: number): Uint8Array;
  /** The chunk is not read again (a run's once merged; a layer's never: a store keeps layers for a resume). */
  drop(ref: number): void;
  /** the one size of chunk it keeps without waste, if it has one (a store of fixed slots: a smaller chunk still takes a slot) */
  readonly chunkBytes?: number;
}

/** A chunk store in plain memory: a Map of copies (for tests, and a search that wants spilling's code paths without files). */
export class MemoryChunkStore implements ChunkStore {
  private readonly chunks = new Map<number, Uint8Array>();
  private nextRef = 0;
  /** the bytes it holds */
  bytes = 0;
  put(bytes: Uint8Array, used: number): number {
    const ref = this.nextRef++;
    this.chunks.set(ref, bytes.slice(0, used));
    this.bytes += used;
    return ref;
  }
  get(ref: number): Uint8Array {
    const b = this.chunks.get(ref);
    if (!b) throw new Error(`engine: internal error: chunk ${ref} was read from a memory store that does not hold it`);
    return b.slice();
  }
  drop(ref: number): void {
    const b = this.chunks.get(ref);
    if (!b) return;
    this.bytes -= b.length;
    this.chunks.delete(ref);
  }
  /** how many chunks it holds */
  get size(): number {
    return this.chunks.size;
  }
}

/** What is known of a spilled chunk without reading it: where it is, its size, its keys, its first key. */
export interface ChunkInfo {
  ref: number;
  size: number;
  count: number;
  first: Uint32Array;
}

/** The most bytes one chunk of a set holds (the first chunks of a set are smaller, doubling up to it). */
export const CHUNK_MAX_BYTES = 1 << 20;
const CHUNK_FIRST_BYTES = 4096;

/** A byte budget shared by every set and buffer of a search: taken before allocating, given back when let go of. */
export class ByteBudget {
  used = 0;
  peak = 0;
  constructor(readonly limit = Number.POSITIVE_INFINITY) {}
  /** Take n bytes; false (nothing taken) when the budget does not hold them. */
  take(n: number): boolean {
    if (this.used + n > this.limit) return false;
    this.used += n;
    if (this.used > this.peak) this.peak = this.used;
    return true;
  }
  /** Count n bytes held already, whether or not the budget holds them (it is then spent). */
  hold(n: number): void {
    this.used += n;
    if (this.used > this.peak) this.peak = this.used;
  }
  give(n: number): void {
    this.used -= n;
  }
}

/** Compare the key at a[ao..] with the key at b[bo..], `words` words each: negative, 0 or positive. */
export function compareKeys(a: Uint32Array, ao: number, b: Uint32Array, bo: number, words: number): number {
  for (let k = 0; k < words; k++) {
    const x = a[ao + k]!;
    const y = b[bo + k]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Copy the key at from[fromOff ..] to to[toOff ..], `words` words: a loop, as a key is a few
 * words (TypedArray.prototype.set costs a builtin call, several times the copy).
 */
export function copyKey(to: Uint32Array, toOff: number, from: Uint32Array, fromOff: number, words: number): void {
  for (let k = 0; k < words; k++) to[toOff + k] = from[fromOff + k]!;
}

/** The key of `words` words at a[off ..] as a double (its leading 53 bits): a larger double is a larger key or the same. */
export function keyLead(a: Uint32Array, off: number, words: number): number {
  // (two words, most levels' keys: no loop)
  if (words === 2) return a[off]! * 4294967296 + a[off + 1]!;
  let v = 0;
  for (let k = 0; k < words; k++) v = v * 4294967296 + a[off + k]!;
  return v;
}

/**
 * Every INDEX_EVERY-th key of a chunk (the INDEX_EVERY-th, twice that, ...) is noted in the
 * chunk's index with where the next key's varint starts, so that a cursor walking far ahead
 * in a chunk jumps to the last noted key before its target instead of decoding every key
 * between (a layer is walked once a depth, and the late depths' few candidates are far apart
 * in it). An index takes (words + 1) × 4 bytes for every INDEX_EVERY keys.
 */
const INDEX_SHIFT = 6;
const INDEX_EVERY = 1 << INDEX_SHIFT;

/**
 * One chunk: its bytes (`used` of them written; null once spilled or let go of), its ref in
 * the set's store once spilled (-1 before, or once dropped), its keys, its first key (for
 * seeking), and its index (null: none), entries of words + 1 words: a key, then the byte where
 * the varint of the key after it starts.
 */
interface Chunk {
  bytes: Uint8Array | null;
  used: number;
  count: number;
  first: Uint32Array;
  ref: number;
  index: Uint32Array | null;
}

/** A sorted set of unique keys, compressed; built by a KeySetWriter, read by a KeyCursor. */
export class KeySet {
  /** @internal */
  readonly chunks: Chunk[] = [];
  count = 0;
  /** bytes the set holds now in memory (its chunks' room and their indexes) */
  bytes = 0;
  /** where its chunks are once spilled (null: in memory) */
  store: ChunkStore | null = null;
  /** a spilled set's chunks are dropped from the store when it lets them go (a run's; a layer's stay) */
  private temporary = false;
  constructor(
    readonly words: number,
    /** @internal */ readonly budget: ByteBudget,
  ) {}

  /**
   * Write every chunk to `store` under `group` and let its bytes go (given back to the budget);
   * `temporary`: dropped from the store when the set lets them go (a run), else kept (a layer).
   */
  spill(store: ChunkStore, group: string, temporary: boolean): void {
    if (this.store && this.store !== store) throw new Error('engine: internal error: a set was spilled to two stores');
    this.store = store;
    this.temporary = temporary;
    for (const c of this.chunks) {
      if (!c.bytes) continue;
      // (its index goes too: a spilled set holds nothing in memory; a chunk read back is walked)
      this.dropIndex(c);
      c.ref = store.put(c.bytes, c.used, group);
      this.budget.give(c.bytes.length);
      this.bytes -= c.bytes.length;
      c.bytes = null;
    }
  }

  /** The bytes of its chunks in the store (their `used` bytes). */
  get spilledBytes(): number {
    let n = 0;
    for (const c of this.chunks) if (c.ref >= 0) n += c.used;
    return n;
  }

  /** @internal The bytes of chunk c: its own in memory, or a copy read back from the store (a new array, for the reader to let go of). */
  chunkBytes(c: Chunk): Uint8Array {
    if (c.bytes) return c.bytes;
    if (c.ref < 0) throw new Error('engine: internal error: a sorted set was read after it was let go of');
    const bytes = this.store!.get(c.ref);
    if (bytes.length !== c.used) throw new Error(`engine: a spilled chunk read back ${bytes.length} bytes, not the ${c.used} written`);
    return bytes;
  }

  /** Its chunks as a store knows them (a spilled set; to describe it, e.g. in a manifest). */
  chunkInfo(): ChunkInfo[] {
    return this.chunks.map((c) => {
      if (c.ref < 0) throw new Error('engine: internal error: the chunks of a set not spilled were described');
      return { ref: c.ref, size: c.used, count: c.count, first: c.first.slice() };
    });
  }

  /** A cursor over the keys in order; `consume`: each chunk is let go of (its bytes given back) once read past. */
  cursor(consume = false): KeyCursor {
    return new KeyCursor(this, consume);
  }

  /** Let go of every chunk (the set is empty afterwards); `dropStored`: a layer's spilled chunks are dropped from the store too. */
  release(dropStored = false): void {
    if (dropStored) this.temporary = true;
    for (const c of this.chunks) this.dropChunk(c);
    this.chunks.length = 0;
    this.count = 0;
  }

  private dropIndex(c: Chunk): void {
    if (!c.index) return;
    this.budget.give(c.index.byteLength);
    this.bytes -= c.index.byteLength;
    c.index = null;
  }

  /** @internal */
  dropChunk(c: Chunk): void {
    this.dropIndex(c);
    if (c.bytes) {
      this.budget.give(c.bytes.length);
      this.bytes -= c.bytes.length;
      c.bytes = null;
    }
    if (c.ref >= 0) {
      if (this.temporary) this.store!.drop(c.ref);
      c.ref = -1;
    }
  }
}

/**
 * A set of chunks already in `store` (a layer read back for a resume), described by `chunks`
 * in order; its bytes stay there until read. Throws when the description cannot be a set's
 * (a chunk with no keys, a first key of another width, first keys not increasing).
 */
export function spilledKeySet(words: number, budget: ByteBudget, store: ChunkStore, chunks: readonly ChunkInfo[], temporary = false): KeySet {
  const set = new KeySet(words, budget);
  for (const [i, c] of chunks.entries()) {
    if (!(Number.isInteger(c.count) && c.count > 0 && c.size > 0 && c.first.length === words)) throw new Error(`chunk ${i} has no keys or a first key of another width than ${words} words`);
    if (i > 0 && compareKeys(c.first, 0, chunks[i - 1]!.first, 0, words) <= 0) throw new Error(`chunk ${i}'s first key is not past the chunk before`);
    set.chunks.push({ bytes: null, used: c.size, count: c.count, first: c.first.slice(), ref: c.ref, index: null });
    set.count += c.count;
  }
  set.spill(store, '', temporary);
  return set;
}

/** Where a writer puts each chunk once full (so that a large set never is in memory whole): as KeySet.spill's arguments. */
export interface SpillTo {
  store: ChunkStore;
  group: string;
  temporary: boolean;
}

/**
 * Writes keys given in strictly increasing order into a new KeySet. `push` returns false once
 * the budget refuses the next chunk (the writer is then spent: `abandon()` gives its bytes back).
 */

export class KeySetWriter {
  readonly set: KeySet;
  private readonly W: number;
  private readonly prev: Uint32Array;
  private readonly diff: Uint32Array;
  private chunk: Chunk | null = null;
  /** the room a chunk needs left for one more key: the varint of a words-word difference */
  private readonly maxKeyBytes: number;
  private failed = false;
  /** the index of the chunk being written (`noted` entries so far), or null: not indexed */
  private index: Uint32Array | null = null;
  private noted = 0;

  constructor(
    words: number,
    budget: ByteBudget,
    /** each chunk is spilled there once full */
    private readonly spillTo?: SpillTo,
    /** the most bytes a chunk holds (a merge of many spilled sets holds one chunk of each at once) */
    private readonly maxChunkBytes = CHUNK_MAX_BYTES,
    /** each chunk gets an index (INDEX_EVERY) if the budget holds it: a set that is sought in (a layer), not one only read through (a run) */
    private readonly indexed = true,
  ) {
    this.W = words;
    this.set = new KeySet(words, budget);
    this.prev = new Uint32Array(words);
    this.diff = new Uint32Array(words);
    this.maxKeyBytes = Math.ceil((32 * words) / 7);
  }

  /** Append the key at keys[off..]; false when the budget refused room for it. */
  push(keys: Uint32Array, off: number): boolean {
    if (this.failed) return false;
    const W = this.W;
    let c = this.chunk;
    if (c === null || c.bytes!.length - c.used < this.maxKeyBytes) {
      c = this.newChunk(keys, off);
      if (c === null) return false;
    } else if (W === 2 || W === 3) {
      // (two or three words, most levels' keys: the difference of the last two words in two
      // numbers, which is the whole difference when the word before them, if any, is the same
      // but for what they borrow from it)
      const prev = this.prev;
      const P = W - 2;
      let hi = keys[off + P]! - prev[P]!;
      let lo = keys[off + P + 1]! - prev[P + 1]!;
      if (lo < 0) {
        lo += 4294967296;
        hi--;
      }
      let borrow = 0;
      if (hi < 0) {
        hi += 4294967296;
        borrow = 1;
      }
      const fits = W === 2 ? borrow === 0 : keys[off]! - prev[0]! === borrow;
      // (anything else, keys not increasing included, which it refuses, by the general difference)
      c.used = fits && (hi !== 0 || lo !== 0) ? writePairVarint(c.bytes!, c.used, hi, lo) : this.writeDifference(c.bytes!, c.used, keys, off);
    } else c.used = this.writeDifference(c.bytes!, c.used, keys, off);
    copyKey(this.prev, 0, keys, off, W);
    c.count++;
    this.set.count++;
    if ((c.count & (INDEX_EVERY - 1)) === 1 && c.count > 1 && this.index !== null) {
      const at = this.noted++ * (W + 1);
      copyKey(this.index, at, keys, off, W);
      this.index[at + W] = c.used;
    }
    return true;
  }

  /** Write the varint of the difference of the key at keys[off..] from the key before (which must be smaller) at bytes[at]; returns the end. */
  private writeDifference(bytes: Uint8Array, at: number, keys: Uint32Array, off: number): number {
    const W = this.W;
    const prev = this.prev;
    const diff = this.diff;
    let borrow = 0;
    for (let k = W - 1; k >= 0; k--) {
      const a = keys[off + k]!;
      const b = prev[k]! + borrow;
      diff[k] = (a - b) >>> 0;
      borrow = a < b ? 1 : 0;
    }
    if (borrow !== 0 || compareKeys(keys, off, prev, 0, W) === 0) {
      throw new Error('engine: internal error: keys written to a sorted set are not strictly increasing');
    }
    return writeVarint(bytes, at, diff, W);
  }

  private newChunk(keys: Uint32Array, off: number): Chunk | null {
    const set = this.set;
    const last = this.chunk;
    const size = Math.min(this.maxChunkBytes, last ? last.bytes!.length * 2 : CHUNK_FIRST_BYTES);
    if (last) this.done(last);
    if (last && compareKeys(keys, off, this.prev, 0, this.W) <= 0) {
      throw new Error('engine: internal error: keys written to a sorted set are not strictly increasing');
    }
    if (!set.budget.take(size)) {
      this.failed = true;
      return null;
    }
    const first = keys.slice(off, off + this.W);
    const c: Chunk = { bytes: new Uint8Array(size), used: 0, count: 0, first, ref: -1, index: null };
    set.bytes += size;
    set.chunks.push(c);
    this.chunk = c;
    this.noted = 0;
    // (a key takes a byte at least: room for the entries of size keys, kept from chunk to chunk while it holds them)
    const indexWords = (Math.floor(size / INDEX_EVERY) + 1) * (this.W + 1);
    // (a writer that spills keeps none: a spilled set holds nothing in memory)
    if (this.indexed && !this.spillTo && (this.index === null || this.index.length < indexWords)) {
      this.letIndexGo();
      this.index = set.budget.take(indexWords * 4) ? takeIndexRoom(indexWords) : null;
    }
    // a chunk starts from zero: its first key is written whole
    c.used = writeVarint(c.bytes!, 0, first, this.W);
    return c;
  }

  /** A chunk finished with much room left is copied into one of its size. */
  private trim(c: Chunk): void {
    const bytes = c.bytes!;
    if (c.used * 2 > bytes.length || c.used === 0) return;
    const budget = this.set.budget;
    if (!budget.take(c.used)) return;
    c.bytes = bytes.slice(0, c.used);
    budget.give(bytes.length);
    this.set.bytes += c.used - bytes.length;
  }

  /** A chunk is full: its index kept (if the budget holds it), the chunk trimmed, or spilled where the writer spills. */
  private done(c: Chunk): void {
    if (this.index !== null && this.noted > 0) {
      const words = this.noted * (this.W + 1);
      const budget = this.set.budget;
      if (budget.take(words * 4)) {
        c.index = this.index.slice(0, words);
        this.set.bytes += words * 4;
      }
    }
    const to = this.spillTo;
    if (to) this.set.spill(to.store, to.group, to.temporary);
    else this.trim(c);
  }

  /** The set written (the writer is done). */
  finish(): KeySet {
    if (this.chunk) this.done(this.chunk);
    this.chunk = null;
    this.letIndexGo();
    return this.set;
  }

  /** The room for the index of the chunk being written given back. */
  private letIndexGo(): void {
    if (this.index === null) return;
    this.set.budget.give(this.index.byteLength);
    giveIndexRoom(this.index);
    this.index = null;
  }

  /** Give back every byte written (after a refusal, or a cancel). */
  abandon(): void {
    this.letIndexGo();
    // (what it spilled is dropped from the store too, a layer's as a run's: it was never a set)
    this.set.release(true);
    this.chunk = null;
    this.failed = true;
  }
}

/**
 * Room for the index of the chunk a writer writes, of each size asked (a chunk's size decides
 * it), kept once the writer is done for the next writer: the writers of a search's layers
 * follow one another, so they use the same few arrays rather than leaving some garbage a layer.
 */
const indexRooms = new Map<number, Uint32Array[]>();
function takeIndexRoom(words: number): Uint32Array {
  return indexRooms.get(words)?.pop() ?? new Uint32Array(words);
}
function giveIndexRoom(room: Uint32Array): void {
  const free = indexRooms.get(room.length);
  if (free) free.push(room);
  else indexRooms.set(room.length, [room]);
}

/** Write the varint of the words-word number n (word 0 most significant) at bytes[at]; returns the end. */
function writeVarint(bytes: Uint8Array, at: number, n: Uint32Array, W: number): number {
  let top = 0;
  while (top < W - 2 && n[top] === 0) top++;
  // the common case: the difference fits the last two words
  if (W < 2) return writePairVarint(bytes, at, 0, n[0]!);
  if (top === W - 2) return writePairVarint(bytes, at, n[W - 2]!, n[W - 1]!);
  // acc holds fewer than 7 + 32 bits: exact in a double
  let acc = 0;
  let bits = 0;
  for (let k = W - 1; k >= top; k--) {
    acc += n[k]! * 2 ** bits;
    bits += 32;
    if (k > top) {
      while (bits >= 7) {
        bytes[at++] = (acc % 128) | 128;
        acc = Math.floor(acc / 128);
        bits -= 7;
      }
    }
  }
  while (acc >= 128) {
    bytes[at++] = (acc % 128) | 128;
    acc = Math.floor(acc / 128);
  }
  bytes[at++] = acc;
  return at;
}

/** Write the varint of the number hi × 2^32 + lo (two words, shifted 7 bits at a time as a pair) at bytes[at]; returns the end. */
function writePairVarint(bytes: Uint8Array, at: number, hi: number, lo: number): number {
  while (hi !== 0 || lo >= 128) {
    bytes[at++] = (lo & 127) | 128;
    lo = ((lo >>> 7) | (hi << 25)) >>> 0;
    hi >>>= 7;
  }
  bytes[at++] = lo;
  return at;
}

/** Keys in increasing order, one at a time: `key` is the current one while !done. */
export interface KeySource {
  readonly key: Uint32Array;
  readonly done: boolean;
  next(): void;
}

/** Where the varint of a chunk's second key starts: past its first key's (written whole, from zero). */
export function pastFirstKey(bytes: Uint8Array): number {
  let p = 0;
  while (bytes[p]! >= 128) p++;
  return p + 1;
}

/**
 * A cursor over a KeySet's keys in order: `key` is the current one (valid while !done).
 * `seek` skips whole chunks by their first keys without decoding them, and keys within a
 * chunk by its index.
 */
export class KeyCursor implements KeySource {
  readonly key: Uint32Array;
  done = false;
  private readonly W: number;
  private readonly diff: Uint32Array;
  private chunkIndex = -1;
  private bytes: Uint8Array | null = null;
  /** the bytes of a spilled chunk it loaded (counted in the budget while it reads them) */
  private loaded = 0;
  private pos = 0;
  private leftInChunk = 0;
  /** the next chunk's first key as a double (keyLead), or infinity in the last chunk: a key below it is in this chunk or past the set */
  private nextLead = Number.POSITIVE_INFINITY;
  /** the chunk's index (null: none) and keys */
  private index: Uint32Array | null = null;
  private chunkCount = 0;
  /**
   * the lead of the first entry of the index past the key where it was last looked at (or
   * infinity): the walk is already there or before it, so a target of a lead not above it has
   * no entry to jump to, which most walks (a few keys) learn by this one comparison
   */
  private jumpLead = Number.POSITIVE_INFINITY;
  /**
   * the lead (keyLead) of the target walkTo walks to: a field, not an argument, as a double
   * passed to a call V8 does not inline is boxed, a heap allocation a seek (billions of them),
   * whose garbage grows the young generation
   */
  private targetLead = 0.5;

  constructor(
    private readonly set: KeySet,
    private readonly consume: boolean,
  ) {
    this.W = set.words;
    this.key = new Uint32Array(set.words);
    this.diff = new Uint32Array(set.words);
    this.openChunk(0);
  }

  /** Start reading chunk i (its first key becomes the current one), or finish. */
  private openChunk(i: number): void {
    const set = this.set;
    const chunks = set.chunks;
    this.unload();
    if (this.consume) for (let j = Math.max(0, this.chunkIndex); j < i && j < chunks.length; j++) set.dropChunk(chunks[j]!);
    this.chunkIndex = i;
    if (i >= chunks.length) {
      this.done = true;
      this.bytes = null;
      if (this.consume) set.release();
      return;
    }
    const c = chunks[i]!;
    const bytes = set.chunkBytes(c);
    if (bytes !== c.bytes) {
      // (a chunk is at most CHUNK_MAX_BYTES: held even past the budget, as a cursor cannot be refused)
      this.loaded = bytes.length;
      set.budget.hold(this.loaded);
    }
    this.bytes = bytes;
    this.index = c.index;
    this.chunkCount = c.count;
    this.jumpLead = c.index ? keyLead(c.index, 0, this.W) : Number.POSITIVE_INFINITY;
    this.key.set(c.first);
    this.nextLead = i + 1 < chunks.length ? keyLead(chunks[i + 1]!.first, 0, this.W) : Number.POSITIVE_INFINITY;
    this.pos = pastFirstKey(bytes);
    this.leftInChunk = c.count - 1;
  }

  /** Let go of the spilled chunk it loaded, if any. */
  private unload(): void {
    if (this.loaded === 0) return;
    this.set.budget.give(this.loaded);
    this.loaded = 0;
    this.bytes = null;
  }

  /** Stop reading before the end (a chunk it loaded is let go of). */
  close(): void {
    this.unload();
    this.done = true;
  }

  /** Go on to the next key. */
  next(): void {
    if (this.done) return;
    if (this.leftInChunk === 0) {
      this.openChunk(this.chunkIndex + 1);
      return;
    }
    this.leftInChunk--;
    const bytes = this.bytes!;
    const key = this.key;
    const W = this.W;
    const from = this.pos;
    let p = from;
    // up to nine bytes (63 bits): the low 32 in lo, the rest in hi
    let b = bytes[p++]!;
    let lo = b & 127;
    let hi = 0;
    if (b >= 128) {
      b = bytes[p++]!;
      lo |= (b & 127) << 7;
      if (b >= 128) {
        b = bytes[p++]!;
        lo |= (b & 127) << 14;
        if (b >= 128) {
          b = bytes[p++]!;
          lo |= (b & 127) << 21;
          if (b >= 128) {
            b = bytes[p++]!;
            lo |= (b & 127) << 28;
            hi = (b & 127) >>> 4;
            if (b >= 128) {
              b = bytes[p++]!;
              hi |= (b & 127) << 3;
              if (b >= 128) {
                b = bytes[p++]!;
                hi |= (b & 127) << 10;
                if (b >= 128) {
                  b = bytes[p++]!;
                  hi |= (b & 127) << 17;
                  if (b >= 128) {
                    b = bytes[p++]!;
                    hi |= (b & 127) << 24;
                    if (b >= 128) {
                      this.pos = this.addLong(bytes, from);
                      return;
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    this.pos = p;
    let s = key[W - 1]! + (lo >>> 0);
    key[W - 1] = s >>> 0;
    if (W === 1) return;
    s = key[W - 2]! + hi + (s > 0xffffffff ? 1 : 0);
    key[W - 2] = s >>> 0;
    for (let k = W - 3; k >= 0 && s > 0xffffffff; k--) {
      s = key[k]! + 1;
      key[k] = s >>> 0;
    }
  }

  /** A difference of more than 63 bits (keys of three words or more), its varint at bytes[p]: added to the key; returns its end. */
  private addLong(bytes: Uint8Array, p: number): number {
    const W = this.W;
    const diff = this.diff;
    diff.fill(0);
    let bit = 0;
    for (;;) {
      const b = bytes[p++]!;
      const group = b & 127;
      const k = W - 1 - (bit >>> 5);
      const shift = bit & 31;
      if (k >= 0) diff[k] = (diff[k]! | (group << shift)) >>> 0;
      if (shift > 25 && k >= 1) diff[k - 1] = (diff[k - 1]! | (group >>> (32 - shift))) >>> 0;
      bit += 7;
      if (b < 128) break;
    }
    const key = this.key;
    let carry = 0;
    for (let k = W - 1; k >= 0; k--) {
      const s = key[k]! + diff[k]! + carry;
      key[k] = s >>> 0;
      carry = s > 0xffffffff ? 1 : 0;
    }
    return p;
  }

  /**
   * Go on to the first key at or after target[off..] (stays where it is when already there);
   * whether that key is the target.
   */
  seek(target: Uint32Array, off: number): boolean {
    if (this.done) return false;
    const W = this.W;
    const key = this.key;
    // (the first word decides most comparisons)
    if (key[0]! > target[off]!) return false;
    let c = compareKeys(key, 0, target, off, W);
    if (c >= 0) return c === 0;
    // skip the chunks that end before the target: those whose next chunk starts at or before it
    const chunks = this.set.chunks;
    let i = this.chunkIndex;
    while (i + 1 < chunks.length && compareKeys(chunks[i + 1]!.first, 0, target, off, W) <= 0) i++;
    if (i !== this.chunkIndex) this.openChunk(i);
    if (W >= 2) {
      this.targetLead = keyLead(target, off, W);
      return this.walkTo(target, off);
    }
    for (;;) {
      c = compareKeys(key, 0, target, off, W);
      if (c >= 0) return c === 0;
      this.next();
      if (this.done) return false;
    }
  }

  /**
   * seek, for a target whose lead (keyLead) is `lead`: a target below the next chunk's lead is
   * walked to in this chunk (walkTo) without the comparisons seek starts with. The subtraction
   * asks it of each set whose key's lead is not above the candidate's.
   */
  seekLead(target: Uint32Array, off: number, lead: number): boolean {
    if (this.done) return false;
    if (lead < this.nextLead && this.W >= 2) {
      this.targetLead = lead;
      return this.walkTo(target, off);
    }
    return this.seek(target, off);
  }

  /**
   * Jump to the last key of the chunk's index that is below the target's lead (targetLead),
   * if it is past the current key: the walk to the target goes on from there.
   */
  private jumpAhead(): void {
    const lead = this.targetLead;
    const index = this.index;
    if (index === null) return;
    const W = this.W;
    const E = W + 1;
    // the first entry past the current key (entry j is key (j + 1) × INDEX_EVERY of the chunk),
    // then the first whose lead is not below the target's
    const past = (this.chunkCount - 1 - this.leftInChunk) >>> INDEX_SHIFT;
    let j = past;
    let next: number;
    while ((next = j * E < index.length ? keyLead(index, j * E, W) : Number.POSITIVE_INFINITY) < lead) j++;
    this.jumpLead = next;
    if (j === past) return;
    // to the entry before it
    const at = (j - 1) * E;
    copyKey(this.key, 0, index, at, W);
    this.pos = index[at + W]!;
    this.leftInChunk = this.chunkCount - 1 - (j << INDEX_SHIFT);
  }

  /**
   * seek's walk to the target, for keys of two words or more (most levels'): the last two
   * words held in locals, the words before them compared with the target's only when the walk
   * starts or a carry reaches them, and the differences of up to 4 bytes (28 bits, most of a
   * set's) added in line; a longer one, a carry into the words before, or a chunk's end is read
   * by next(). The subtraction of every layer made walks the whole seen set once a depth, most
   * of it in here.
   */
  private walkTo(target: Uint32Array, off: number): boolean {
    const lead = this.targetLead;
    const key = this.key;
    // the words before the last two
    const P = this.W - 2;
    const th = target[off + P]!;
    const tl = target[off + P + 1]!;
    for (;;) {
      if (lead > this.jumpLead) this.jumpAhead();
      // below the target's (every key is, until a carry reaches them), the same, or above
      const before = P === 0 ? 0 : compareKeys(key, 0, target, off, P);
      if (before > 0) return false;
      const bytes = this.bytes!;
      let h = key[P]!;
      let l = key[P + 1]!;
      let p = this.pos;
      let left = this.leftInChunk;
      while ((before < 0 || h < th || (h === th && l < tl)) && left > 0) {
        const b0 = bytes[p]!;
        let d: number;
        let n: number;
        if (b0 < 128) {
          d = b0;
          n = 1;
        } else {
          const b1 = bytes[p + 1]!;
          if (b1 < 128) {
            d = (b0 & 127) | (b1 << 7);
            n = 2;
          } else {
            const b2 = bytes[p + 2]!;
            if (b2 < 128) {
              d = (b0 & 127) | ((b1 & 127) << 7) | (b2 << 14);
              n = 3;
            } else {
              const b3 = bytes[p + 3]!;
              if (b3 >= 128) break;
              d = (b0 & 127) | ((b1 & 127) << 7) | ((b2 & 127) << 14) | (b3 << 21);
              n = 4;
            }
          }
        }
        l += d;
        if (l > 0xffffffff) {
          if (h === 0xffffffff) {
            l -= d;
            break;
          }
          l -= 4294967296;
          h++;
        }
        p += n;
        left--;
      }
      key[P] = h;
      key[P + 1] = l;
      this.pos = p;
      this.leftInChunk = left;
      if (before === 0 && (h > th || (h === th && l >= tl))) return h === th && l === tl;
      this.next();
      if (this.done) return false;
    }
  }
}

/** A set of the keys of an array sorted and unique (keys[0 .. n × words)); null when the budget does not hold it. */
export function keySetFromSorted(keys: Uint32Array, n: number, words: number, budget: ByteBudget): KeySet | null {
  const w = new KeySetWriter(words, budget);
  for (let i = 0; i < n; i++) {
    if (!w.push(keys, i * words)) {
      w.abandon();
      return null;
    }
  }
  return w.finish();
}

/** Every key of a set, in order, into one array (for tests and small sets). */
export function keysOf(set: KeySet): Uint32Array {
  const out = new Uint32Array(set.count * set.words);
  const c = set.cursor();
  for (let i = 0; !c.done; i++, c.next()) out.set(c.key, i * set.words);
  return out;
}

/**
 * Sorted, unique keys held as they are, not compressed: a run of successors that is read
 * through once (merged) costs neither the varints' writing nor their reading. Its room is one
 * of a KeysRunRooms'.
 */
export class KeysRun {
  private released = false;
  constructor(
    /** @internal */ readonly keys: Uint32Array,
    readonly count: number,
    readonly words: number,
    private readonly rooms: KeysRunRooms,
  ) {}

  get bytes(): number {
    return this.released ? 0 : this.keys.byteLength;
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.rooms.giveBack(this.keys);
  }
}

/**
 * The rooms of a search's KeysRuns, all of one size (its buffer of successors), each taken from
 * the budget once and kept for the next run when a run is let go of (a search makes thousands of
 * runs: fresh arrays of megabytes cost the kernel their pages and the collector its work), at
 * most `most` of them. What it keeps stays counted in the budget until drop().
 */
export class KeysRunRooms {
  private readonly free: Uint32Array[] = [];
  private made = 0;
  private dropped = false;
  constructor(
    /** words a key has */
    readonly words: number,
    /** keys a room holds */
    readonly capacity: number,
    private readonly most: number,
    private readonly budget: ByteBudget,
  ) {}

  /** A run of the sorted, unique keys[0 .. count × words) (copied); null when no room is left (or the budget refuses one). */
  run(keys: Uint32Array, count: number): KeysRun | null {
    if (count > this.capacity) return null;
    let room = this.free.pop();
    if (!room) {
      const bytes = this.capacity * this.words * 4;
      if (this.dropped || this.made >= this.most || !this.budget.take(bytes)) return null;
      this.made++;
      room = new Uint32Array(this.capacity * this.words);
    }
    room.set(keys.subarray(0, count * this.words));
    return new KeysRun(room, count, this.words, this);
  }

  /** @internal */
  giveBack(room: Uint32Array): void {
    if (this.dropped) this.budget.give(room.byteLength);
    else this.free.push(room);
  }

  /** Let go of the rooms kept (those of runs still held go when they are let go of). */
  drop(): void {
    for (const room of this.free) this.budget.give(room.byteLength);
    this.free.length = 0;
    this.dropped = true;
  }
}

/** Why a merge or subtraction stopped: the budget refused the result's room, or `shouldStop` said so. */
export type SetStop = 'memory' | 'cancelled';
/** keys between polls of a merge's or subtraction's `shouldStop` */
export const POLL_EVERY = 1 << 16;

/**
 * The union of sorted sets, as a new set (a key in several sets once); `consume`: the sources
 * are let go of as they are read (their bytes go to the union as it grows). `shouldStop` is
 * polled every POLL_EVERY keys. What was written is given back when it stops.
 */
export function mergeKeySets(sources: readonly KeySet[], words: number, budget: ByteBudget, consume = false, shouldStop?: () => boolean): KeySet | SetStop {
  return subtractKeySets(new MergedKeys(sources.map((s) => s.cursor(consume)), words), [], budget, words, { shouldStop });
}

/**
 * The union of sorted sources as one source (a key in several of them once), by a tree of
 * losers (a tournament): a source moved on plays its way back up from its leaf against the
 * loser kept at each node, one comparison a level (a binary heap takes two), most of them of the
 * keys' leads (keyLead) alone. A KeysRun is read in place (its keys compared where they are, not
 * copied to a cursor's key first: most of a layer's successors come in such runs).
 */
export class MergedKeys implements KeySource {
  readonly key: Uint32Array;
  /** the current key's lead (keyLead) */
  lead = 0;
  done = false;
  /** source s: a cursor (its key at keys[s][0 ..)) or, null, a run read in place (at keys[s][at[s] ..)) */
  private readonly cursors: (KeySource | null)[];
  private readonly runs: (KeysRun | null)[];
  private readonly keys: Uint32Array[];
  private readonly at: Int32Array;
  /** losers[n], n in 1 .. k - 1: the source that lost at node n (node n's children are 2n and 2n + 1; source s is leaf k + s) */
  private readonly losers: Int32Array;
  /** the lead of losers[n]'s key (keyLead; infinity once it is done, after every key), beside it so that a level reads one array */
  private readonly loserLeads: Float64Array;
  private winner = 0;
  private winnerLead = 0;

  /** `consumeRuns`: each KeysRun is let go of once read to its end */
  constructor(
    sources: readonly (KeySource | KeysRun)[],
    private readonly words: number,
    private readonly consumeRuns = false,
  ) {
    this.key = new Uint32Array(words);
    const live = sources.filter((s) => (s instanceof KeysRun ? s.count > 0 : !s.done));
    // (an empty run read to its end at once)
    if (consumeRuns) for (const s of sources) if (s instanceof KeysRun && s.count === 0) s.release();
    this.cursors = live.map((s) => (s instanceof KeysRun ? null : s));
    this.runs = live.map((s) => (s instanceof KeysRun ? s : null));
    this.keys = live.map((s) => (s instanceof KeysRun ? s.keys : s.key));
    this.at = new Int32Array(live.length);
    const k = live.length;
    const leads = Float64Array.from(this.keys, (keys) => keyLead(keys, 0, words));
    this.losers = new Int32Array(k);
    this.loserLeads = new Float64Array(k);
    if (k === 0) {
      this.done = true;
      return;
    }
    // each node's winner, from the leaves up
    const won = new Int32Array(2 * k);
    for (let s = 0; s < k; s++) won[k + s] = s;
    for (let n = k - 1; n >= 1; n--) {
      const a = won[2 * n]!;
      const b = won[2 * n + 1]!;
      const bFirst = this.before(b, leads[b]!, a, leads[a]!);
      won[n] = bFirst ? b : a;
      this.losers[n] = bFirst ? a : b;
      this.loserLeads[n] = leads[this.losers[n]!]!;
    }
    this.winner = k === 1 ? 0 : won[1]!;
    this.winnerLead = leads[this.winner]!;
    this.take();
  }

  /** Whether source a's key (its lead x) comes before source b's (lead y; a source done comes after every key). */
  private before(a: number, x: number, b: number, y: number): boolean {
    if (x !== y) return x < y;
    return x !== Number.POSITIVE_INFINITY && compareKeys(this.keys[a]!, this.at[a]!, this.keys[b]!, this.at[b]!, this.words) < 0;
  }

  /** Source s moved on to its next key: that key's lead, or infinity when it is done. */
  private advance(s: number): number {
    const W = this.words;
    const run = this.runs[s];
    if (run) {
      const p = this.at[s]! + W;
      if (p === run.count * W) {
        if (this.consumeRuns) run.release();
        return Number.POSITIVE_INFINITY;
      }
      this.at[s] = p;
      return keyLead(this.keys[s]!, p, W);
    }
    const c = this.cursors[s]!;
    c.next();
    return c.done ? Number.POSITIVE_INFINITY : keyLead(c.key, 0, W);
  }

  /** The winner's key becomes the current one; every source at it goes on past it and plays up again. */
  private take(): void {
    const { keys, at, losers, loserLeads, words } = this;
    const k = keys.length;
    let w = this.winner;
    const lead = this.winnerLead;
    if (lead === Number.POSITIVE_INFINITY) {
      this.done = true;
      return;
    }
    copyKey(this.key, 0, keys[w]!, at[w]!, words);
    this.lead = lead;
    let wl: number;
    do {
      wl = this.advance(w);
      for (let n = (w + k) >> 1; n >= 1; n >>= 1) {
        const ol = loserLeads[n]!;
        if (ol < wl || (ol === wl && this.before(losers[n]!, ol, w, wl))) {
          const o = losers[n]!;
          losers[n] = w;
          loserLeads[n] = wl;
          w = o;
          wl = ol;
        }
      }
    } while (wl === lead && compareKeys(keys[w]!, at[w]!, this.key, 0, words) === 0);
    this.winner = w;
    this.winnerLead = wl;
  }

  next(): void {
    if (!this.done) this.take();
  }
}

/** How a subtraction writes its result, and when it stops. */
export interface SubtractOptions {
  /** polled as mergeKeySets' */
  shouldStop?: () => boolean;
  /** each chunk of the result is spilled there once full */
  spillTo?: SpillTo;
  /** told each key as it is written: what it answers, other than null, stops the subtraction and is its answer */
  onKey?: (key: Uint32Array) => SetStop | null;
  /** the result's largest chunk */
  maxChunkBytes?: number;
  /** the result's chunks get indexes (KeySetWriter's; true unless said) */
  indexed?: boolean;
  /** called every SIDE_EVERY keys read: work done in small steps beside the subtraction (a union built) */
  sideWork?: () => void;
}

/** keys read between calls of a subtraction's `sideWork` */
export const SIDE_EVERY = 256;

/**
 * The keys of `from` (a source, or a set read by a cursor) in none of `minus`, as a new set (the
 * sets subtracted are kept).
 */
export function subtractKeySets(from: KeySource, minus: readonly KeySet[], budget: ByteBudget, words: number, options: SubtractOptions = {}): KeySet | SetStop {
  const { shouldStop, spillTo, onKey, maxChunkBytes, indexed = true, sideWork } = options;
  const c = from;
  // (a merge knows its key's lead already)
  const merged = from instanceof MergedKeys ? from : null;
  const others = minus.filter((m) => m.count > 0).map((m) => m.cursor());
  /**
   * each cursor's current key as a double, a candidate's likewise: rounding keeps the order, so
   * a larger double is a larger key (its leading 53 bits, where a key's first word alone may
   * take few values in a set)
   */
  const leads = Float64Array.from(others, (o) => keyLead(o.key, 0, words));
  const w = new KeySetWriter(words, budget, spillTo, maxChunkBytes, indexed);
  const closeAll = () => {
    for (const o of others) o.close();
  };
  for (let polled = 0; !c.done; c.next(), polled++) {
    if ((polled & (SIDE_EVERY - 1)) === 0) {
      sideWork?.();
      if ((polled & (POLL_EVERY - 1)) === 0 && shouldStop?.()) {
        w.abandon();
        closeAll();
        return 'cancelled';
      }
    }
    // a cursor whose key leads with more than the candidate's has nothing to say (most of them)
    const c0 = merged !== null ? merged.lead : keyLead(c.key, 0, words);
    let seen = false;
    for (let i = 0; i < others.length && !seen; i++) {
      if (leads[i]! > c0) continue;
      const o = others[i]!;
      seen = o.seekLead(c.key, 0, c0);
      leads[i] = o.done ? Number.POSITIVE_INFINITY : keyLead(o.key, 0, words);
    }
    if (seen) continue;
    const stop = w.push(c.key, 0) ? (onKey?.(c.key) ?? null) : 'memory';
    if (stop) {
      w.abandon();
      closeAll();
      return stop;
    }
  }
  closeAll();
  return w.finish();
}

/**
 * The union of two disjoint sets (kept; a state is in one layer only) written as a new indexed
 * set, a step at a time: step(n) writes up to n more keys, so that it can be done beside other
 * work. Two cursors and a writer, nothing else: a merge of many sources costs several times more
 * a key.
 */
export class UnionBuilder {
  private readonly a: KeyCursor;
  private readonly b: KeyCursor;
  private readonly w: KeySetWriter;
  /** keys left to write */
  left: number;
  private failed = false;

  constructor(
    x: KeySet,
    y: KeySet,
    private readonly words: number,
    budget: ByteBudget,
  ) {
    this.a = x.cursor();
    this.b = y.cursor();
    this.w = new KeySetWriter(words, budget);
    this.left = x.count + y.count;
  }

  /** Write up to n more keys; false when the budget refused room (the union is then abandoned). */
  step(n: number): boolean {
    if (this.failed) return false;
    const { a, b, w, words } = this;
    for (; n > 0 && this.left > 0; n--, this.left--) {
      let from: KeyCursor;
      if (a.done) from = b;
      else if (b.done) from = a;
      else {
        const c = compareKeys(a.key, 0, b.key, 0, words);
        if (c === 0) throw new Error('engine: internal error: a key in two sets whose union was asked for');
        from = c < 0 ? a : b;
      }
      if (!w.push(from.key, 0)) {
        this.abandon();
        return false;
      }
      from.next();
    }
    return true;
  }

  get done(): boolean {
    return this.left === 0 && !this.failed;
  }

  /** The union written (every key stepped through). */
  finish(): KeySet {
    if (!this.done) throw new Error('engine: internal error: a union finished before its last key');
    this.a.close();
    this.b.close();
    return this.w.finish();
  }

  /** Give back what was written (the sets are kept). */
  abandon(): void {
    if (this.failed) return;
    this.failed = true;
    this.a.close();
    this.b.close();
    this.w.abandon();
  }
}

/** Below this many keys a sort compares (an index array sorted by Array.prototype.sort); above, a radix sort. */
const RADIX_FROM = 1024;

/**
 * Sort the n keys of keys[0 .. n × words) and drop repeats, in place; returns how many are
 * left. `temp` has room for n × words words (the radix sort's other buffer).
 */
export function sortUniqueKeys(keys: Uint32Array, n: number, words: number, temp: Uint32Array): number {
  if (n <= 1) return n;
  if (n < RADIX_FROM) sortByCompare(keys, n, words, temp);
  else radixSortKeys(keys, n, words, temp, radixCounts(words));
  return dropRepeatedKeys(keys, n, words);
}

/** The radix sort's counts, one array kept for each width of key (a few MB, not allocated a sort). */
const countsByWords = new Map<number, Uint32Array>();
function radixCounts(words: number): Uint32Array {
  let c = countsByWords.get(words);
  if (!c) countsByWords.set(words, (c = new Uint32Array(radixCountsLength(words))));
  return c;
}

function sortByCompare(keys: Uint32Array, n: number, words: number, temp: Uint32Array): void {
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => compareKeys(keys, a * words, keys, b * words, words));
  for (let i = 0; i < n; i++) temp.set(keys.subarray(order[i]! * words, (order[i]! + 1) * words), i * words);
  keys.set(temp.subarray(0, n * words));
}
