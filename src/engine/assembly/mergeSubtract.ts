// AssemblyScript: the engine's own WebAssembly module (scripts/build-wasm.mjs builds it into
// src/engine/mergeSubtract.wasm; src/engine/mergeSubtract.ts drives it). It does the inner loops of the
// layered search's merge and subtraction for keys of one or two words (64 bits, star1's): the
// runs of candidates merged by a tree of losers into a batch of sorted candidates, each once,
// and the batch sought in the seen groups, each group read through its current chunk of
// sortedKeys.ts's varints (copied in by the caller as the walk reaches it) and the chunk's
// index of every 64th key. The JavaScript loops it replaces spend most of a large search's
// subtraction on the merge, the walk and the loop over the groups; here a key is a u64
// compared at once.
//
// Memory, laid out by reserve(): the candidates (2 u32 words each, word 0 first, as the sets
// keep keys), a mark byte each, then per group a state, its chunk's bytes and its index, then
// per source (a run) a state, the tree's nodes, and its window.

/** a group's state: key u64 @0, next index entry's key u64 @8 (or all ones), pos i32 @16 (in its chunk), keys left i32 @20, keys in the chunk i32 @24, index entries i32 @28, done i32 @32 */
const STATE_BYTES: usize = 48;
/** an index entry: key u64, then where the varint of the key after it starts (u32), then padding */
const ENTRY_BYTES: usize = 16;
/** a chunk's index notes every 64th key (sortedKeys.ts INDEX_SHIFT; its tests hold the two together) */
const INDEX_SHIFT = 6;

let groups: i32 = 0;
let chunkBytes: usize = 0;
let indexBytes: usize = 0;
let candidates: usize = 0;
let marks: usize = 0;
let states: usize = 0;
let slots: usize = 0;
let stalledGroup: i32 = -1;
let sources: i32 = 0;
let sourceStates: usize = 0;
let loserKeys: usize = 0;
let losers: usize = 0;
let windowBytes: usize = 0;
let windows: usize = 0;

/** the bytes of the varint varint() read last */
let varintBytes: i32 = 0;

/** The varint at p: 7 bits a byte, least significant first (sortedKeys.ts's); most take 1 to 4 bytes. */
// @ts-ignore: decorator
@inline
function varint(p: usize): u64 {
  let b = <u64>load<u8>(p);
  let d = b & 127;
  let len = 1;
  if (b >= 128) {
    b = <u64>load<u8>(p, 1);
    d |= (b & 127) << 7;
    len = 2;
    if (b >= 128) {
      b = <u64>load<u8>(p, 2);
      d |= (b & 127) << 14;
      len = 3;
      if (b >= 128) {
        b = <u64>load<u8>(p, 3);
        d |= (b & 127) << 21;
        len = 4;
        let shift: u64 = 28;
        while (b >= 128) {
          b = <u64>load<u8>(p + <usize>len);
          d |= (b & 127) << shift;
          shift += 7;
          len++;
        }
      }
    }
  }
  varintBytes = len;
  return d;
}

function align(at: usize): usize {
  return (at + 15) & ~15;
}

/** Where the memory laid out for `g` groups, `batch` candidates, chunks of up to `chunk` bytes, `entries` index entries, `k` sources and windows of `window` bytes ends. */
export function layoutEnd(g: i32, batch: i32, chunk: i32, entries: i32, k: i32, window: i32): usize {
  const at = align(align(align(__heap_base) + <usize>batch * 9) + <usize>g * STATE_BYTES);
  const sourcesAt = align(at + <usize>g * (align(<usize>chunk) + <usize>entries * ENTRY_BYTES));
  return align(sourcesAt + <usize>k * (SOURCE_BYTES + 8 + 12)) + <usize>k * align(<usize>window);
}

/** Lay the memory out so (layoutEnd's arguments); false when it cannot grow to it. */
export function reserve(g: i32, batch: i32, chunk: i32, entries: i32, k: i32, window: i32): bool {
  const end = layoutEnd(g, batch, chunk, entries, k, window);
  const have = <usize>memory.size() << 16;
  if (end > have && memory.grow(<i32>((end - have + 65535) >> 16)) < 0) return false;
  groups = g;
  chunkBytes = align(<usize>chunk);
  indexBytes = <usize>entries * ENTRY_BYTES;
  candidates = align(__heap_base);
  marks = candidates + <usize>batch * 8;
  states = align(marks + <usize>batch);
  slots = align(states + <usize>g * STATE_BYTES);
  sources = k;
  sourceStates = align(slots + <usize>g * (chunkBytes + indexBytes));
  loserKeys = sourceStates + <usize>k * SOURCE_BYTES;
  losers = loserKeys + <usize>k * 8;
  windowBytes = align(<usize>window);
  windows = align(losers + <usize>k * 12);
  return true;
}

export function candidatesAt(): usize {
  return candidates;
}
export function marksAt(): usize {
  return marks;
}
export function stateAt(g: i32): usize {
  return states + <usize>g * STATE_BYTES;
}
export function chunkAt(g: i32): usize {
  return slots + <usize>g * (chunkBytes + indexBytes);
}
export function indexAt(g: i32): usize {
  return chunkAt(g) + chunkBytes;
}
/** the group whose chunk ended below the candidate mark() stopped at */
export function stalled(): i32 {
  return stalledGroup;
}

/**
 * Mark candidates from..n-1: 1 where a group holds it. Stops at a candidate some group's chunk
 * ends below (stalled() names the group) and returns its number: the caller opens the chunk
 * that candidate falls in (or marks the group done) and calls again from there. Returns n once
 * every candidate is marked.
 */
export function mark(from: i32, n: i32): i32 {
  for (let i = from; i < n; i++) {
    const at = candidates + (<usize>i << 3);
    const c = (<u64>load<u32>(at) << 32) | <u64>load<u32>(at, 4);
    let seen: u8 = 0;
    for (let g = 0; g < groups; g++) {
      const s = states + <usize>g * STATE_BYTES;
      if (load<i32>(s, 32) != 0) continue;
      let k = load<u64>(s);
      if (k >= c) {
        if (k == c) {
          seen = 1;
          break;
        }
        continue;
      }
      let left = load<i32>(s, 20);
      let pos = load<i32>(s, 16);
      if (c > load<u64>(s, 8)) {
        // past the next entry of the index: on from the last entry below the candidate
        const count = load<i32>(s, 24);
        const entries = load<i32>(s, 28);
        const index = indexAt(g);
        const past = (count - 1 - left) >> INDEX_SHIFT;
        let j = past;
        while (j < entries && load<u64>(index + <usize>j * ENTRY_BYTES) < c) j++;
        store<u64>(s, j < entries ? load<u64>(index + <usize>j * ENTRY_BYTES) : U64.MAX_VALUE, 8);
        if (j > past) {
          const e = index + <usize>(j - 1) * ENTRY_BYTES;
          k = load<u64>(e);
          pos = load<i32>(e, 8);
          left = count - 1 - (j << INDEX_SHIFT);
        }
      }
      const bytes = chunkAt(g);
      while (k < c && left > 0) {
        const d = varint(bytes + <usize>pos);
        k += d;
        pos += varintBytes;
        left--;
      }
      store<u64>(s, k);
      store<i32>(s, pos, 16);
      store<i32>(s, left, 20);
      if (k == c) {
        seen = 1;
        break;
      }
      if (k < c) {
        stalledGroup = g;
        return i;
      }
    }
    store<u8>(marks + <usize>i, seen);
  }
  stalledGroup = -1;
  return n;
}

// The merge of the sources (sorted runs of unique keys: windows of a run's keys as the sets keep
// them, or a compressed run's chunks) into the candidates, each key once, by a tree of losers
// over u64 keys. A source's window is given by the caller (its first key in the source's state);
// the merge stops when one ends before the source does, for the caller to give the next.

/** a source's state: its current key u64 @0, pos i32 @8 (in its window), keys left past the current one i32 @12, raw i32 @16 (1: keys as the sets keep them; 0: varints), last i32 @20 (1: the source's last window), done i32 @24 */
const SOURCE_BYTES: usize = 32;

let keyWords: i32 = 2;
let winner: i32 = 0;
let winnerKey: u64 = 0;
/** the source whose window ended (its next one given, the merge takes its first key), or -1 */
let pending: i32 = -1;
let filled: i32 = 0;
let lastOut: u64 = 0;
let haveLast = false;
let mergeDone = false;

export function sourceAt(s: i32): usize {
  return sourceStates + <usize>s * SOURCE_BYTES;
}
export function windowAt(s: i32): usize {
  return windows + <usize>s * windowBytes;
}
/** the source whose window merge() stopped at the end of */
export function stalledSource(): i32 {
  return pending;
}
/** whether every source is merged */
export function merged(): bool {
  return mergeDone;
}

/** Whether source a, at key x, plays before source b at key y: the smaller key, or of two all-ones keys the source not done (a done source's key is all ones). */
// @ts-ignore: decorator
@inline
function before(a: i32, x: u64, b: i32, y: u64): bool {
  return x < y || (x == y && x == U64.MAX_VALUE && load<i32>(sourceAt(a), 24) == 0 && load<i32>(sourceAt(b), 24) != 0);
}

/** Source s at key k plays up the tree from its leaf: the winner of the matches it meets goes on up. */
function replay(s: i32, k: u64): void {
  let w = s;
  let wk = k;
  for (let n = (s + sources) >> 1; n >= 1; n >>= 1) {
    const ok = load<u64>(loserKeys + (<usize>n << 3));
    const o = load<i32>(losers + (<usize>n << 2));
    if (before(o, ok, w, wk)) {
      store<u64>(loserKeys + (<usize>n << 3), wk);
      store<i32>(losers + (<usize>n << 2), w);
      w = o;
      wk = ok;
    }
  }
  winner = w;
  winnerKey = wk;
}

function sourceKey(s: i32): u64 {
  const st = sourceAt(s);
  return load<i32>(st, 24) != 0 ? U64.MAX_VALUE : load<u64>(st);
}

/** Start merging the sources, each given its first window (or done), for keys of `words` words. */
export function mergeStart(words: i32): void {
  keyWords = words;
  pending = -1;
  filled = 0;
  haveLast = false;
  mergeDone = sources == 0;
  if (mergeDone) return;
  const k = sources;
  // each node's winner, from the leaves (k + s) up, kept past the losers
  const won = losers + <usize>k * 4;
  for (let s = 0; s < k; s++) store<i32>(won + (<usize>(k + s) << 2), s);
  for (let n = k - 1; n >= 1; n--) {
    const a = load<i32>(won + (<usize>(2 * n) << 2));
    const b = load<i32>(won + (<usize>(2 * n + 1) << 2));
    const ka = sourceKey(a);
    const kb = sourceKey(b);
    const bFirst = before(b, kb, a, ka);
    store<i32>(won + (<usize>n << 2), bFirst ? b : a);
    store<i32>(losers + (<usize>n << 2), bFirst ? a : b);
    store<u64>(loserKeys + (<usize>n << 3), bFirst ? ka : kb);
  }
  winner = k == 1 ? 0 : load<i32>(won + 4);
  winnerKey = sourceKey(winner);
}

/**
 * Write the next keys of the merge, each once, into candidates[0 .. n): returns how many (fewer
 * than n once merged() is true), or -1 where a source's window ended before the source
 * (stalledSource() names it: the caller gives its next window and calls again).
 */
export function merge(n: i32): i32 {
  if (pending >= 0) {
    const s = pending;
    pending = -1;
    replay(s, load<u64>(sourceAt(s)));
  }
  while (!mergeDone) {
    const w = winner;
    const wk = winnerKey;
    const st = sourceAt(w);
    if (wk == U64.MAX_VALUE && load<i32>(st, 24) != 0) {
      mergeDone = true;
      break;
    }
    if (!haveLast || wk != lastOut) {
      if (filled == n) break;
      const at = candidates + (<usize>filled << 3);
      store<u32>(at, <u32>(wk >> 32));
      store<u32>(at, <u32>wk, 4);
      filled++;
      lastOut = wk;
      haveLast = true;
    }
    // the winner on to its next key
    const left = load<i32>(st, 12);
    if (left > 0) {
      const p = windowAt(w) + <usize>load<i32>(st, 8);
      let k: u64;
      let len: i32;
      if (load<i32>(st, 16) != 0) {
        // (a key of two words: word 0, the high one, first)
        if (keyWords == 2) {
          k = rotr<u64>(load<u64>(p), 32);
          len = 8;
        } else {
          k = <u64>load<u32>(p);
          len = 4;
        }
      } else {
        k = wk + varint(p);
        len = varintBytes;
      }
      store<u64>(st, k);
      store<i32>(st, load<i32>(st, 8) + len, 8);
      store<i32>(st, left - 1, 12);
      replay(w, k);
    } else if (load<i32>(st, 20) != 0) {
      store<i32>(st, 1, 24);
      replay(w, U64.MAX_VALUE);
    } else {
      pending = w;
      return -1;
    }
  }
  const r = filled;
  filled = 0;
  return r;
}
