// AssemblyScript: the engine's own WebAssembly module (scripts/build-wasm.mjs builds it into
// src/engine/seenSeek.wasm; src/engine/seenSeek.ts drives it). It does the inner loop of the
// layered search's subtraction for keys of one or two words (64 bits, star1's): a batch of
// sorted candidates sought in the seen groups, each group read through its current chunk of
// sortedKeys.ts's varints (copied in by the caller as the walk reaches it) and the chunk's
// index of every 64th key. The JavaScript loop it replaces spends most of a large search's
// subtraction on the walk and the loop over the groups; here a key is a u64 compared at once.
//
// Memory, laid out by reserve(): the candidates (2 u32 words each, word 0 first, as the sets
// keep keys), a mark byte each, then per group a state, its chunk's bytes and its index.

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

function align(at: usize): usize {
  return (at + 15) & ~15;
}

/** Where the memory laid out for `g` groups, `batch` candidates, chunks of up to `chunk` bytes and `entries` index entries ends. */
export function layoutEnd(g: i32, batch: i32, chunk: i32, entries: i32): usize {
  const at = align(align(align(__heap_base) + <usize>batch * 9) + <usize>g * STATE_BYTES);
  return at + <usize>g * (align(<usize>chunk) + <usize>entries * ENTRY_BYTES);
}

/** Lay the memory out so (layoutEnd's arguments); false when it cannot grow to it. */
export function reserve(g: i32, batch: i32, chunk: i32, entries: i32): bool {
  const end = layoutEnd(g, batch, chunk, entries);
  const have = <usize>memory.size() << 16;
  if (end > have && memory.grow(<i32>((end - have + 65535) >> 16)) < 0) return false;
  groups = g;
  chunkBytes = align(<usize>chunk);
  indexBytes = <usize>entries * ENTRY_BYTES;
  candidates = align(__heap_base);
  marks = candidates + <usize>batch * 8;
  states = align(marks + <usize>batch);
  slots = align(states + <usize>g * STATE_BYTES);
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
        // a varint: 7 bits a byte, least significant first; most take 1 to 4 bytes
        const p = bytes + <usize>pos;
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
        k += d;
        pos += len;
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
