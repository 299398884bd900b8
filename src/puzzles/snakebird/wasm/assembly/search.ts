// AssemblyScript, not TypeScript (built by scripts/build-wasm.mjs; excluded from tsc): the
// Snakebird search, best-first (A*) with the bound on the moves left, compiled to WebAssembly
// so that it runs at full speed from its first state instead of waiting for V8 to compile
// JavaScript. The only best-first search there is: the tests hold it to the engine's
// breadth-first search (same optimal counts, solutions the readable rules win with). The
// packing (packing.ts), simulator (fastMove.ts), bound (movesLeft.ts), level layout
// (levelTables.ts) and hash (engine/hash.ts) are shared source; wasmSearch.ts is the one
// JavaScript side: it writes the level into memory, calls build(), runs the search in slices.
//
// States are expanded in order of f = depth + bound; the bound is consistent (it drops by at
// most one a move), so the first goal reached at the lowest f is optimal, as BFS's answer.
// The open list hands out the deepest states of an f first (a stack per f and bound), which
// reaches a goal early in the last f. A state found again by a shorter path before it was
// expanded gets its new depth and a new entry at its lower f; the old entry is recognised as
// stale (the depth its f and bound give is no longer the state's) and skipped. No parents are
// stored: the line is found again once the goal is reached ("the line", at the end).
//
// Memory (docs/families/snakebird.md, "Memory"): what grows with the states is three kinds of
// raw blocks this file manages itself, since the module's allocator (the stub runtime) never
// frees: records, the hash table's segments and the open list's blocks. A block let go of (a
// segment outgrown, an open block emptied) is used again for the next ones, so nothing is left
// behind; new room is reserved here within the budget, so the memory grows by what is needed
// and a search that cannot grow stops with a memory limit instead of trapping.
import { hashWords } from '../../../../engine/hash.ts';
import { intArray, IntArray, uintArray, UintArray } from '../../../../engine/portableArrays.ts';
import { dropRepeatedKeys, radixCountsLength, radixSortKeys } from '../../../../engine/keySort.ts';
import { UNREACHABLE } from '../../../../engine/unreachable.ts';
import { MovesLeftBound } from '../../movesLeft.ts';
import { readBits, SnakebirdPacking } from '../../packing.ts';
import { readTables } from '../levelTables.ts';
import { BOUND_ASKED_WHEN_STORED, DEPTH_LIMIT, LAYER_DONE, MEMORY_FULL, MEMORY_LIMIT, RUNNING, SOLVED, STATE_LIMIT, UNSOLVABLE } from '../searchStatus.ts';


let input = new Int32Array(0);
/** Room for the level's tables (levelTables.ts), `length` int32s: where JavaScript writes them. */
export function tablesAt(length: i32): usize {
  input = new Int32Array(length);
  return input.dataStart;
}

let packing: SnakebirdPacking | null = null;
let bound: MovesLeftBound | null = null;
let heads = intArray(0);
let fruitBits = intArray(0);
/** words of a packed state, and the bits of its last word that are used */
let W: i32 = 1;
let lastMask: u32 = 0xffffffff;
let maxStates: i32 = 0x7fffffff;
/** the most memory the module may hold, in bytes, and whether that is the budget (else what WebAssembly can address) */
let memoryCap: f64 = 0;
let capIsBudget = false;
/** the successor being looked up, and the state being expanded, W words each */
let successor = uintArray(0);
let expanding = uintArray(0);
/** a state read back to be placed anew (a segment growing), or for JavaScript */
let scratch = uintArray(0);
/** the state being expanded (or whose successors arrive from another shard): its depth and bound */
let currentDepth: i32 = 0;
let currentBound: i32 = 0;
/** states stored */
export let stored: i32 = 0;
/** the f being expanded: no state still open has a lower one */
export let fNow: i32 = 0;
/** states waiting to be expanded */
export let open: i32 = 0;
let goal: i32 = -1;
// ---- The early answer (issue 17 item 6; kept apart from the exact search's code) ----
// weigh() turns this instance into a weighted A* for a first line, not proven shortest: f is
// weightD * depth + weightN * bound (weight N/D > 1), a goal is taken as soon as it is
// reached, and states that cannot lead to a line shorter than `pruneAt` are not opened. With
// the weight 1/1 and no pruneAt (what build() sets) this is the exact search. A weighted
// search runs in one memory (no shards).
let weightN: i32 = 1;
let weightD: i32 = 1;
let weighted = false;
let pruneAt: i32 = 0x7fffffff;
/**
 * Make this search (after build(), before start()) a weighted one: f = den * depth + num *
 * bound, goals taken when reached, and only lines shorter than `shorterThan` moves looked for
 * (UNSOLVABLE then means there is none).
 */
export function weigh(num: i32, den: i32, shorterThan: i32): void {
  weightN = num;
  weightD = den;
  weighted = num != den;
  pruneAt = shorterThan;
}
// @ts-ignore: decorator
@inline function fOf(g: i32, b: i32): i32 {
  return g * weightD + b * weightN;
}
/**
 * seekNovel() makes it a best-first width search instead (BFWS, Lipovetzky and Geffner): a
 * state's f puts first those that show something not seen before among the states of as many
 * goals met (fruit eaten, snakes home) and the same bound: a snake's head, or a block, in a
 * cell (novelty 1), else two of those together (novelty 2); then more goals met, then a lower
 * bound, then a lower depth. Where the bound misleads (a level that asks for support built first: the star
 * levels), this still spreads out over the places things can be, and finds a first line long
 * before a weighted bound does. Told to, it takes the heads' distances added up in place of the
 * bound (distancesAdded).
 */
let novel = false;
let novelBySum = false;
/** the features seen: a set of nonzero 32-bit names, open addressing (novelCap slots of 4 bytes, a power of two) */
let novelAt: usize = 0;
let novelCap: i32 = 0;
let novelUsed: i32 = 0;
/** cells of the padded grid, plus one for "exited" or "gone" */
let novelCells: i32 = 0;
/** the features of the state being judged: a snake slot's head cell, or a block's */
let features = intArray(0);
/** bounds told apart in the partitions (a bound past it counts as it) */
const NOVEL_BOUNDS: i32 = 256;
/**
 * depths told apart in the order within an f (a depth past it counts as it): an f's stacks are
 * an array of the allocator's, outside the budget's blocks, so kept small
 */
const NOVEL_DEPTHS: i32 = 256;
/**
 * Make this search (after build(), before start()) a best-first width search for a first
 * line, looking only for lines shorter than `shorterThan` moves (UNSOLVABLE then means there
 * is none).
 */
export function seekNovel(shorterThan: i32, bySum: bool): void {
  novel = true;
  novelBySum = bySum;
  weighted = true;
  pruneAt = shorterThan;
}
/**
 * Put a feature's key in the set of features seen (as 32 bits of its hash: two keys in four
 * billion taken for one another only change the order a little): whether it was new (false too
 * when the set cannot grow: stopped says why).
 */
function markSeen(key: u64): bool {
  if ((novelUsed + 1) * 2 > novelCap && !growNovel()) return false;
  // (0 is an empty slot)
  return placeSeen(max(<u32>((key * 0x9e3779b97f4a7c15) >>> 32), 1));
}
/** Put a key's 32-bit name in the set (its first slot named by its low bits): whether it was not there. */
function placeSeen(name: u32): bool {
  const mask = <u32>(novelCap - 1);
  let slot = name & mask;
  for (let v = load<u32>(novelAt + (<usize>slot << 2)); v != 0; v = load<u32>(novelAt + (<usize>slot << 2))) {
    if (v == name) return false;
    slot = (slot + 1) & mask;
  }
  store<u32>(novelAt + (<usize>slot << 2), name);
  novelUsed++;
  return true;
}
/** The set of features seen, twice as large (at first 4,096 slots); false when that does not fit. */
function growNovel(): bool {
  const cap = novelCap == 0 ? 4096 : novelCap << 1;
  const at = fresh(<usize>cap << 2);
  if (at == 0) return false;
  memory.fill(at, 0, <usize>cap << 2);
  const oldAt = novelAt;
  const oldCap = novelCap;
  novelAt = at;
  novelCap = cap;
  novelUsed = 0;
  for (let i = 0; i < oldCap; i++) {
    const v = load<u32>(oldAt + (<usize>i << 2));
    if (v != 0) placeSeen(v);
  }
  if (oldCap > 0) give(oldAt, <usize>oldCap << 2);
  return true;
}
/**
 * Each snake's head's distance to the exit, and each fruit's from the nearest head, added up
 * (heads and fruitBits hold the state's: boundOf just ran). Not a lower bound (one move carries
 * every head it pushes), but it tells apart states where more of the snakes have come nearer,
 * where the bound, the largest of them, stays: on star1, whose snakes hang together off a block
 * all the way to the exit and leave only at the end, the width search over it finds a line
 * within 5.1 M states, over the bound none within 30 M.
 */
function distancesAdded(): i32 {
  const b = bound!;
  const S = packing!.S;
  let sum = 0;
  for (let i = 0; i < S; i++) {
    const head = unchecked(heads[i]);
    if (head >= 0) sum += <i32>b.toExit[head];
  }
  for (let f = 0; f < fruitBits.length; f++) {
    if (unchecked(fruitBits[f]) == 0) continue;
    const toFruit = b.toFruit[f];
    let reach = UNREACHABLE;
    for (let i = 0; i < S; i++) {
      const head = unchecked(heads[i]);
      if (head >= 0 && <i32>toFruit[head] < reach) reach = <i32>toFruit[head];
    }
    sum += reach;
  }
  return sum;
}
/** The best-first width search's f of the state in s with bound b (heads and fruitBits hold its heads and fruit: boundOf(s) just ran). */
function novelF(s: UintArray, b: i32): i32 {
  const p = packing!;
  const cells = novelCells;
  const gone = cells - 1;
  let goals = 0;
  for (let i = 0; i < p.S; i++) {
    const head = unchecked(heads[i]);
    if (head < 0) goals++;
    unchecked((features[i] = i * cells + (head < 0 ? gone : head)));
  }
  for (let f = 0; f < fruitBits.length; f++) goals += 1 - unchecked(fruitBits[f]);
  for (let k = 0; k < p.B; k++) {
    const field = readBits(s, 0, p.blocksAt + k * p.blockBits, p.blockBits);
    unchecked((features[p.S + k] = (p.S + k) * cells + (field == p.goneField ? gone : field >>> p.goneFlag)));
  }
  const most = p.S + fruitBits.length;
  const h = min(novelBySum ? distancesAdded() : b, NOVEL_BOUNDS - 1);
  const part = <u64>(goals * NOVEL_BOUNDS + h);
  const n = features.length;
  const span = <u64>(n * cells + 1);
  // a feature's key is (part, feature, 0), a pair's (part, first, second + 1), each plus one (never 0)
  let rank = 2;
  for (let i = 0; i < n; i++) if (markSeen((part * span + <u64>unchecked(features[i])) * span + 1)) rank = 0;
  if (rank != 0) {
    for (let i = 0; i < n; i++) {
      const first = (part * span + <u64>unchecked(features[i])) * span + 2;
      for (let j = i + 1; j < n; j++) if (markSeen(first + <u64>unchecked(features[j]))) rank = 1;
    }
  }
  return (rank * (most + 1) + most - goals) * NOVEL_BOUNDS + h;
}
// ---- (end of the early answer's state) ----
/** why the search stopped early (a limit status), or RUNNING */
let stopped: i32 = RUNNING;

// ---- raw blocks ----------------------------------------------------------------------------

/**
 * Regions let go of, to be used again: `regions` each large enough for a chunk of records (a
 * chunk is carved from the last one), `crumbs` smaller ones, large enough for an open-list
 * block. Where each starts and its bytes.
 */
let regionAt: Array<usize> = [];
let regionSize: Array<usize> = [];
let crumbAt: Array<usize> = [];
let crumbSize: Array<usize> = [];
let freeBytes: f64 = 0;
/** The memory grows by at least its size over this (reserve). */
const GROWTH_STEP: f64 = 64;
/** A region smaller than this is not kept: no block asked for is smaller. */
const SMALLEST_REGION: usize = 1024;

/**
 * Room kept for the small allocations made between reservations: the allocator copies an array
 * that outgrows its room into one twice as large, and grows the memory by doubling it when
 * that does not fit, so there is room for the largest lists to be copied.
 */
function slack(): f64 {
  const entries = chunks.length + spareBlocks.length + regionAt.length + crumbAt.length + tops.length;
  return 65536 + <f64>entries * 16;
}

/**
 * Make sure `bytes` more can be allocated without the allocator growing the memory itself;
 * false (and stopped says why) when the budget or the runtime does not allow it.
 */
function reserve(bytes: f64): bool {
  const end = <f64>heap.alloc(0) + bytes + slack();
  const have = <f64>memory.size() * 65536;
  if (end <= have) return true;
  // the memory grows by whole pages of 64 KiB: all of them must fit
  const needed = Math.ceil((end - have) / 65536);
  if (have + needed * 65536 > memoryCap) {
    stopped = capIsBudget ? MEMORY_LIMIT : MEMORY_FULL;
    return false;
  }
  // at least by a GROWTH_STEP-th, where that fits: V8 counts the whole memory again as newly
  // allocated at every growth, and past some tens of MB that sets off a full collection of
  // its heap every few growths (hundreds of them on a level of 9 M states)
  const step = Math.floor(<f64>memory.size() / GROWTH_STEP);
  const pages = step > needed && have + step * 65536 <= memoryCap ? step : needed;
  if (memory.grow(<i32>pages) < 0 && (pages == needed || memory.grow(<i32>needed) < 0)) {
    stopped = MEMORY_FULL;
    return false;
  }
  return true;
}

/** New room for a raw block of `bytes` (a multiple of 8); 0 when none fits (stopped says why). */
function fresh(bytes: usize): usize {
  if (!reserve(<f64>bytes)) return 0;
  return heap.alloc(bytes);
}

/** Keep a region let go of (or what is left of one) for the next blocks. */
function give(at: usize, bytes: usize): void {
  if (bytes < SMALLEST_REGION) return;
  freeBytes += <f64>bytes;
  if (bytes >= chunkBytes()) {
    regionAt.push(at);
    regionSize.push(bytes);
  } else {
    crumbAt.push(at);
    crumbSize.push(bytes);
  }
}

/** Carve `bytes` from the start of the last region of a list (taken off it; what is left is given back). */
function carve(at: Array<usize>, size: Array<usize>, bytes: usize): usize {
  const start = at.pop();
  const left = size.pop() - bytes;
  freeBytes -= <f64>(bytes + left);
  give(start + bytes, left);
  return start;
}

/** A raw block for a chunk of records (not cleared): from the last region let go of, else new room. */
function takeChunk(): usize {
  const bytes = chunkBytes();
  if (regionAt.length > 0) return carve(regionAt, regionSize, bytes);
  return fresh(bytes);
}

/** A raw block for the open list (not cleared): from a crumb or a region let go of, else new room. */
function takeOpenBlock(): usize {
  if (crumbAt.length > 0) return carve(crumbAt, crumbSize, OPEN_BLOCK_BYTES);
  if (regionAt.length > 0) return carve(regionAt, regionSize, OPEN_BLOCK_BYTES);
  return fresh(OPEN_BLOCK_BYTES);
}

/** A raw block of `asked` bytes for the table (not cleared): the first region let go of that holds it, else new room. */
function takeSegment(asked: usize): usize {
  const bytes = (asked + 7) & ~(<usize>7);
  for (let i = regionAt.length - 1; i >= 0; i--) {
    if (regionSize[i] < bytes) continue;
    // to the end of the list, where carve takes from
    const at = regionAt[i];
    const size = regionSize[i];
    regionAt[i] = regionAt[regionAt.length - 1];
    regionSize[i] = regionSize[regionSize.length - 1];
    regionAt[regionAt.length - 1] = at;
    regionSize[regionSize.length - 1] = size;
    return carve(regionAt, regionSize, bytes);
  }
  return fresh(bytes);
}

// ---- records -------------------------------------------------------------------------------

/**
 * The seen states in the order stored, each a record of REC bits, packed one after another
 * without rounding to bytes: the packed state (`bits` bits, W words in the search) and above it
 * its depth in DEPTH_BITS bits (DEAD for a state that can never be won, stored only so that it
 * is not looked at again). A record holds no parent: the line is found again from the depths
 * ("the line", at the end). Records live in chunks of CHUNK states that are never moved. A
 * record is named by its bit address (its chunk's byte address times 8, plus its bit offset
 * there); each word is read and written through the 8 bytes from its first byte, which may
 * reach into the next record (written after it) or into the chunk's 8 spare bytes.
 */
const CHUNK_SHIFT: i32 = 8;
const CHUNK: i32 = 1 << CHUNK_SHIFT;
const CHUNK_MASK: i32 = CHUNK - 1;
let REC: u64 = 64;
let DEPTH_BITS: i32 = 16;
let depthMask: u32 = 0xffff;
/** the depth of a state that can never be won, one more than the deepest a record holds */
let DEAD: i32 = 0xffff;
/** the state's bits: where the depth starts */
let stateBits: u64 = 0;
let chunks: Array<usize> = [];
let capacity: i32 = 0;

// @ts-ignore: decorator
@inline function recordAt(index: i32): u64 {
  return (<u64>unchecked(chunks[index >>> CHUNK_SHIFT]) << 3) + <u64>(index & CHUNK_MASK) * REC;
}
/** The 32 bits at bit address r. */
// @ts-ignore: decorator
@inline function bitsAt(r: u64): u32 {
  return <u32>(load<u64>(<usize>(r >>> 3)) >>> (r & 7));
}
/** Write the 32 bits at bit address r (read and written whole: those around them are kept). */
// @ts-ignore: decorator
@inline function putBitsAt(r: u64, v: u32): void {
  const p = <usize>(r >>> 3);
  const shift = r & 7;
  store<u64>(p, (load<u64>(p) & ~(<u64>0xffffffff << shift)) | (<u64>v << shift));
}
// @ts-ignore: decorator
@inline function depthOf(r: u64): i32 {
  return <i32>(bitsAt(r + stateBits) & depthMask);
}
// @ts-ignore: decorator
@inline function setDepth(r: u64, d: i32): void {
  const at = r + stateBits;
  const p = <usize>(at >>> 3);
  const shift = <u32>(at & 7);
  store<u32>(p, (load<u32>(p) & ~(depthMask << shift)) | (<u32>d << shift));
}
/** Read the state of the record at r into out (W words). */
function readState(r: u64, out: UintArray): void {
  const last = W - 1;
  for (let k = 0; k < last; k++) unchecked((out[k] = bitsAt(r + (<u64>k << 5))));
  unchecked((out[last] = bitsAt(r + (<u64>last << 5)) & lastMask));
}
/** Write the state in `from` (W words) as the record at r; its depth comes after (the last word's bits past the state clear some of it). */
function writeState(r: u64, from: UintArray): void {
  for (let k = 0; k < W; k++) putBitsAt(r + (<u64>k << 5), unchecked(from[k]));
}
/** Whether the record at r holds the state in `successor`. */
function holdsSuccessor(r: u64): bool {
  const last = W - 1;
  for (let k = 0; k < last; k++) if (bitsAt(r + (<u64>k << 5)) != unchecked(successor[k])) return false;
  return (bitsAt(r + (<u64>last << 5)) & lastMask) == unchecked(successor[last]);
}

/** Bytes of a chunk: its records, and 8 bytes for the reads and writes past the last one (a multiple of 8). */
// @ts-ignore: decorator
@inline function chunkBytes(): usize {
  return <usize>(((<u64>CHUNK * REC + 7) >>> 3) + 8 + 7) & ~(<usize>7);
}
/** Room for CHUNK more records; false when the memory does not allow it. */
function grow(): bool {
  const at = takeChunk();
  if (at == 0) return false;
  chunks.push(at);
  capacity += CHUNK;
  return true;
}

// ---- the hash table ------------------------------------------------------------------------

/**
 * Open addressing over the records, in SEGMENTS segments chosen by the hash's top bits, each
 * grown on its own (doubled) when it is LOAD full: a segment is rebuilt while the others stay,
 * so the table never needs room for two copies of itself, and the old segment's room goes to
 * the next records. A slot holds index + 1 in its low `indexBits` bits and hash bits that its
 * position does not already say above them (a fingerprint: a probe reads a record only when
 * they match); 0 is empty. Within a segment the position is the hash's next bits scaled to its
 * size (any size, not only powers of two).
 */
const SEGMENT_BITS: i32 = 8;
const SEGMENTS: i32 = 1 << SEGMENT_BITS;
/**
 * Segment i starts at FIRST_SEGMENT + i × FIRST_SEGMENT / SEGMENTS slots: the segments hold
 * about as many states each, so with sizes spread over one doubling they grow one after
 * another rather than all at once, and the room each lets go of goes to the next records
 * before the next grows (all at once, the old and the new table would be held together).
 */
const FIRST_SEGMENT: u32 = 256;
/** a segment grows once more than LOAD_NUM / LOAD_DEN of its slots are taken */
const LOAD_NUM: u64 = 93;
const LOAD_DEN: u64 = 100;
const segmentAt = new StaticArray<usize>(SEGMENTS);
const segmentSize = new StaticArray<u32>(SEGMENTS);
const segmentUsed = new StaticArray<u32>(SEGMENTS);
let tableBytes: f64 = 0;
let indexBits: i32 = 16;
let indexMask: u32 = 0xffff;

// @ts-ignore: decorator
@inline function positionOf(h: u32, size: u32): u32 {
  return <u32>((<u64>(h & 0xffffff) * <u64>size) >>> 24);
}
// @ts-ignore: decorator
@inline function fingerprintOf(h: u32): u32 {
  return indexBits >= 32 ? 0 : h << <u32>indexBits;
}

/** A cleared block of `slots` slots for a segment; 0 when the memory does not allow it. */
function newSegment(slots: u32): usize {
  const bytes = <usize>slots << 2;
  const at = takeSegment(bytes);
  if (at != 0) {
    memory.fill(at, 0, bytes);
    tableBytes += <f64>bytes;
  }
  return at;
}

/** Put state `index`, whose hash is h, in its segment (it is not there). */
function place(h: u32, index: i32): void {
  const seg = <i32>(h >>> (32 - SEGMENT_BITS));
  const at = unchecked(segmentAt[seg]);
  const size = unchecked(segmentSize[seg]);
  let slot = positionOf(h, size);
  while (load<u32>(at + (<usize>slot << 2)) != 0) if (++slot == size) slot = 0;
  store<u32>(at + (<usize>slot << 2), fingerprintOf(h) | <u32>(index + 1));
}

/** Grow segment seg to twice its size, its states placed anew; false when that does not fit (the search then stops). */
function growSegment(seg: i32): bool {
  const oldAt = unchecked(segmentAt[seg]);
  const oldSize = unchecked(segmentSize[seg]);
  const size = oldSize << 1;
  const at = newSegment(size);
  if (at == 0) return false;
  unchecked((segmentAt[seg] = at));
  unchecked((segmentSize[seg] = size));
  // A batch of records is touched first, by loads that do not wait for one another, so that
  // their cache misses overlap; then each is read and placed.
  let sum: u32 = 0;
  for (let first: u32 = 0; first < oldSize; first += BATCH) {
    const end = first + BATCH < oldSize ? first + BATCH : oldSize;
    for (let slot = first; slot < end; slot++) {
      const v = load<u32>(oldAt + (<usize>slot << 2));
      if (v != 0) sum += load<u8>(<usize>(recordAt(<i32>(v & indexMask) - 1) >>> 3));
    }
    for (let slot = first; slot < end; slot++) {
      const v = load<u32>(oldAt + (<usize>slot << 2));
      if (v == 0) continue;
      const index = <i32>(v & indexMask) - 1;
      readState(recordAt(index), scratch);
      place(hashWords(scratch, 0, W), index);
    }
  }
  touched = sum;
  tableBytes -= <f64>(<usize>oldSize << 2);
  give(oldAt, <usize>oldSize << 2);
  return true;
}
/** slots of a segment whose records are touched together when it grows */
const BATCH: u32 = 32;
/** what the touching read (kept, so that the reads are not optimised away) */
let touched: u32 = 0;

/** One more bit for indices (all of them below 2^indexBits + 1 now), one less of fingerprint. */
function widenIndices(): void {
  const old = indexMask;
  indexBits++;
  indexMask = indexBits >= 32 ? 0xffffffff : (<u32>1 << <u32>indexBits) - 1;
  for (let seg = 0; seg < SEGMENTS; seg++) {
    const at = unchecked(segmentAt[seg]);
    const size = unchecked(segmentSize[seg]);
    for (let slot: u32 = 0; slot < size; slot++) {
      const p = at + (<usize>slot << 2);
      const v = load<u32>(p);
      if (v != 0) store<u32>(p, (v & old) | ((v & ~old) << 1));
    }
  }
}

// ---- the open list -------------------------------------------------------------------------

/**
 * Per f and bound, a stack of state indices (the lowest bound, the deepest, first), kept in
 * blocks of OPEN_BLOCK_BYTES: a header (the block below, 0 for none; the index the entries
 * count from, the block's base; its slots used, once a block covers it) and 2-byte slots. An
 * entry is one slot, its index less the base: the states pushed one after another onto a stack
 * were mostly stored close together. One farther than a slot says is preceded by three slots,
 * the base before it and then FAR, and becomes the base; popping it brings the old base back.
 * A block emptied is kept for the next push anywhere.
 */
const OPEN_BLOCK_BYTES: usize = 1024;
const OPEN_HEADER: usize = 12;
const OPEN_SLOTS: i32 = <i32>(OPEN_BLOCK_BYTES - OPEN_HEADER) >> 1;
/** the slot that says the two below it are the base before the entry above it */
const FAR: i32 = -32768;
// @ts-ignore: decorator
@inline function openSlot(block: usize, k: i32): usize {
  return block + OPEN_HEADER + (<usize>k << 1);
}
let tops: Array<StaticArray<usize>> = [];
let counts: Array<StaticArray<i32>> = [];
let spareBlocks: Array<usize> = [];
let openBlocks: i32 = 0;
/** the bound of the state pop() returned */
let poppedBound: i32 = 0;

function push(f: i32, b: i32, index: i32): void {
  while (tops.length <= f) {
    tops.push(new StaticArray<usize>(0));
    counts.push(new StaticArray<i32>(0));
  }
  let forF = unchecked(tops[f]);
  let n = unchecked(counts[f]);
  if (forF.length <= b) {
    const larger = new StaticArray<usize>(b + 1);
    const largerN = new StaticArray<i32>(b + 1);
    for (let i = 0; i < forF.length; i++) {
      unchecked((larger[i] = forF[i]));
      unchecked((largerN[i] = n[i]));
    }
    unchecked((tops[f] = forF = larger));
    unchecked((counts[f] = n = largerN));
  }
  let top = unchecked(forF[b]);
  let k = unchecked(n[b]);
  let offset = top == 0 ? 0 : index - <i32>load<u32>(top, 4);
  const far = offset < -32767 || offset > 32767;
  if (top == 0 || k + (far ? 4 : 1) > OPEN_SLOTS) {
    let block: usize = 0;
    if (spareBlocks.length > 0) block = spareBlocks.pop();
    else {
      block = takeOpenBlock();
      if (block == 0) return;
      openBlocks++;
    }
    if (top != 0) store<u32>(top, <u32>k, 8);
    store<u32>(block, <u32>top);
    store<u32>(block, <u32>index, 4);
    unchecked((forF[b] = top = block));
    k = 0;
    offset = 0;
  } else if (far) {
    const base = load<u32>(top, 4);
    store<u16>(openSlot(top, k), <u16>base);
    store<u16>(openSlot(top, k + 1), <u16>(base >>> 16));
    store<i16>(openSlot(top, k + 2), <i16>FAR);
    store<u32>(top, <u32>index, 4);
    k += 3;
    offset = 0;
  }
  store<i16>(openSlot(top, k), <i16>offset);
  unchecked((n[b] = k + 1));
  open++;
}

/** The next state of f (poppedBound its bound), or -1 when f has none. */
function pop(f: i32): i32 {
  if (f >= tops.length) return -1;
  const forF = unchecked(tops[f]);
  const n = unchecked(counts[f]);
  for (let b = 0; b < forF.length; b++) {
    const top = unchecked(forF[b]);
    if (top == 0) continue;
    let k = unchecked(n[b]) - 1;
    const index = <i32>load<u32>(top, 4) + <i32>load<i16>(openSlot(top, k));
    if (k > 0 && <i32>load<i16>(openSlot(top, k - 1)) == FAR) {
      store<u32>(top, <u32>load<u16>(openSlot(top, k - 3)) | (<u32>load<u16>(openSlot(top, k - 2)) << 16), 4);
      k -= 3;
    }
    if (k == 0) {
      const below = <usize>load<u32>(top);
      spareBlocks.push(top);
      unchecked((forF[b] = below));
      unchecked((n[b] = below != 0 ? <i32>load<u32>(below, 8) : 0));
    } else unchecked((n[b] = k));
    open--;
    poppedBound = b;
    return index;
  }
  return -1;
}

// ---- the search ----------------------------------------------------------------------------

/** Bytes the search's blocks hold now (records, table, open list, regions let go of and not yet used again). */
export function liveBytes(): f64 {
  return <f64>chunks.length * <f64>chunkBytes() + tableBytes + <f64>openBlocks * <f64>OPEN_BLOCK_BYTES + <f64>novelCap * 4;
}

/**
 * Build the search for the level written at tablesAt(): at most `statesAtMost` states and
 * `bytesAtMost` bytes of memory (`budget`: whether that is the caller's budget rather than
 * what the module can address), a record's depth in at least `depthBitsAtLeast` bits (the
 * search stops with DEPTH_LIMIT past the deepest they hold). Returns the words of a state.
 */
export function build(statesAtMost: i32, bytesAtMost: f64, budget: bool, depthBitsAtLeast: i32): i32 {
  const t = readTables(input);
  const p = new SnakebirdPacking(t.geo, t.slotCap, t.blockOffsets, t.shapeOf, t.geo.fruit.length, t.cap);
  packing = p;
  bound = t.bound();
  heads = intArray(t.slotCap.length);
  fruitBits = intArray(t.geo.fruit.length);
  W = p.words;
  const tail = p.bits - 32 * (W - 1);
  lastMask = tail >= 32 ? 0xffffffff : (<u32>1 << <u32>tail) - 1;
  // the state's bits and at least depthBitsAtLeast of depth, in whole bytes, at least 4; the
  // depth takes the bits the state leaves in them (up to 16)
  DEPTH_BITS = min(16, max(1, depthBitsAtLeast));
  depthMask = (<u32>1 << <u32>DEPTH_BITS) - 1;
  DEAD = <i32>depthMask;
  stateBits = <u64>p.bits;
  REC = <u64>(p.bits + DEPTH_BITS);
  // (a slot of the table keeps index + 1 in 32 bits)
  maxStates = min(statesAtMost, 0x7ffffffe);
  memoryCap = bytesAtMost;
  capIsBudget = budget;
  stored = 0;
  fNow = 0;
  goal = -1;
  weigh(1, 1, 0x7fffffff);
  novel = false;
  novelBySum = false;
  novelAt = 0;
  novelCap = 0;
  novelUsed = 0;
  novelCells = t.geo.W * t.geo.H + 1;
  features = intArray(p.S + p.B);
  stopped = RUNNING;
  open = 0;
  tops = [];
  counts = [];
  spareBlocks = [];
  openBlocks = 0;
  regionAt = [];
  regionSize = [];
  crumbAt = [];
  crumbSize = [];
  freeBytes = 0;
  successor = uintArray(W);
  expanding = uintArray(W);
  scratch = uintArray(W);
  // at most four moves a snake
  batch = uintArray(4 * p.S * W);
  batchHashes = new Uint32Array(4 * p.S);
  batchSize = 0;
  chunks = [];
  capacity = 0;
  tableBytes = 0;
  indexBits = 16;
  indexMask = 0xffff;
  // the first chunk and the table; none when not even they fit
  if (!reserve(<f64>chunkBytes() + <f64>SEGMENTS * <f64>FIRST_SEGMENT * 4 * 3) || !grow()) return W;
  for (let seg = 0; seg < SEGMENTS; seg++) {
    const size = FIRST_SEGMENT + (FIRST_SEGMENT * <u32>seg) / <u32>SEGMENTS;
    unchecked((segmentAt[seg] = newSegment(size)));
    unchecked((segmentSize[seg] = size));
    unchecked((segmentUsed[seg] = 0));
  }
  const first = recordAt(0);
  // (the tables' start is a typed array; a state is written from one of the search's own)
  for (let k = 0; k < W; k++) unchecked((scratch[k] = t.start[k]));
  writeState(first, scratch);
  setDepth(first, 0);
  stored = 1;
  return W;
}

/** The bound of the state in s. */
function boundOf(s: UintArray): i32 {
  const fruitLeft = packing!.headsAndFruit(s, 0, heads, fruitBits);
  return bound!.of(heads, fruitBits, fruitLeft);
}

/** A state reached at depth g with bound b (its state in s): a goal at the current f ends the search. */
function reached(index: i32, s: UintArray, g: i32, b: i32): void {
  // (early answer) no shorter line than the one known passes through it
  if (g + b >= pruneAt) return;
  if (b == 0 && (g == fNow || weighted) && packing!.isGoal(s, 0)) goal = index;
  else {
    const f = novel ? novelF(s, b) : fOf(g, b);
    // (early answer) a weighted bound is not consistent: f may fall below the one expanded
    if (f < fNow) fNow = f;
    // (a best-first width search's f does not come from the depth and bound: its stacks are by
    // depth, the shallower popped first, for a shorter line)
    push(f, novel ? min(g, NOVEL_DEPTHS - 1) : b, index);
  }
}

/**
 * The successors of the state being expanded, gathered before any is looked up: the table
 * slots of them all are then read one after another, so their cache misses overlap instead of
 * each waiting for the one before (the lookups are most of a solve's time).
 */
let batch = uintArray(0);
let batchHashes = new Uint32Array(0);
let batchSize: i32 = 0;
/** what the early slot reads summed to, kept so that the reads are not optimised away */
let readSum: u32 = 0;

/** expand()'s callback: copy the successor it wrote in `successor` into the batch. */
function gather(move: i32): void {
  const off = batchSize * W;
  for (let k = 0; k < W; k++) unchecked((batch[off + k] = successor[k]));
  batchSize++;
}

/** The table slot a state of hash h is looked for in first (read early, so that the misses of a batch overlap). */
// @ts-ignore: decorator
@inline function firstSlot(h: u32): u32 {
  const seg = <i32>(h >>> (32 - SEGMENT_BITS));
  return load<u32>(unchecked(segmentAt[seg]) + (<usize>positionOf(h, unchecked(segmentSize[seg])) << 2));
}

/** Look up the gathered successors in order, the slots of those this shard owns read first. */
function lookUpBatch(): void {
  let sum: u32 = 0;
  for (let i = 0; i < batchSize; i++) {
    const h = hashWords(batch, i * W, W);
    unchecked((batchHashes[i] = h));
    if (shards > 1 && ownerOf(h) != shard) continue;
    sum += firstSlot(h);
  }
  readSum += sum;
  for (let i = 0; i < batchSize; i++) {
    const off = i * W;
    for (let k = 0; k < W; k++) unchecked((successor[k] = batch[off + k]));
    emit(unchecked(batchHashes[i]));
  }
  batchSize = 0;
}

/** A successor of the state being expanded, in `successor`, its hash h: looked up here, or sent to the shard that owns it. */
function emit(h: u32): void {
  if (goal >= 0 || stopped != RUNNING) return;
  if (shards > 1) {
    const owner = ownerOf(h);
    if (owner != shard) {
      send(owner);
      return;
    }
  }
  arrive(h);
}

/** The successor in `successor`, whose hash is h, of a state of depth currentDepth: stored if new, else given a shorter path if it is one. */
function arrive(h: u32): void {
  const g = currentDepth + 1;
  const fingerprint = fingerprintOf(h);
  const seg = <i32>(h >>> (32 - SEGMENT_BITS));
  const at = unchecked(segmentAt[seg]);
  const size = unchecked(segmentSize[seg]);
  let slot = positionOf(h, size);
  for (;;) {
    const v = load<u32>(at + (<usize>slot << 2));
    if (v == 0) break;
    if ((v & ~indexMask) == fingerprint) {
      const index = <i32>(v & indexMask) - 1;
      const p = recordAt(index);
      if (holdsSuccessor(p)) {
        // found again by a shorter path before it was expanded
        const d = depthOf(p);
        if (g < d && d != DEAD) {
          setDepth(p, g);
          let b = boundOf(successor);
          if (currentBound - 1 > b) b = currentBound - 1;
          reached(index, successor, g, b);
        }
        return;
      }
    }
    if (++slot == size) slot = 0;
  }
  if (stored >= maxStates) {
    stopped = STATE_LIMIT;
    return;
  }
  if (g >= DEAD) {
    stopped = DEPTH_LIMIT;
    return;
  }
  if (stored == capacity && !grow()) return;
  const index = stored;
  if (<u32>(index + 1) > indexMask) widenIndices();
  const p = recordAt(index);
  writeState(p, successor);
  store<u32>(at + (<usize>slot << 2), fingerprintOf(h) | <u32>(index + 1));
  stored++;
  const used = unchecked(segmentUsed[seg]) + 1;
  unchecked((segmentUsed[seg] = used));
  if (<u64>used * LOAD_DEN > <u64>size * LOAD_NUM && !growSegment(seg)) return;
  let b = boundOf(successor);
  if (b >= UNREACHABLE) {
    // stored so that it is not looked at again, but never expanded
    setDepth(p, DEAD);
    return;
  }
  setDepth(p, g);
  // at least the parent's less one ("pathmax"): a consistent bound already is
  if (currentBound - 1 > b) b = currentBound - 1;
  reached(index, successor, g, b);
}

/** Start the search from the level's start state; returns what run() does. */
export function start(): i32 {
  if (capacity == 0) return stopped;
  // (another shard's start state stays a record no table names)
  if (!ownsStart()) return RUNNING;
  readState(recordAt(0), expanding);
  const h = hashWords(expanding, 0, W);
  place(h, 0);
  segmentUsed[<i32>(h >>> (32 - SEGMENT_BITS))] = 1;
  if (packing!.isGoal(expanding, 0)) {
    goal = 0;
    return SOLVED;
  }
  const b = boundOf(expanding);
  if (b >= UNREACHABLE || b >= pruneAt) return UNSOLVABLE;
  fNow = novel ? novelF(expanding, b) : fOf(0, b);
  push(fNow, novel ? 0 : b, 0);
  return stopped;
}

// ---- shards --------------------------------------------------------------------------------

/**
 * More states than one WebAssembly memory holds (4 GiB) are kept by several instances of this
 * module, each with its own memory: a shard stores the states whose hash names it, and sends
 * every other successor it finds to its owner (JavaScript carries them over: wasmSearch.ts).
 * All shards expand one f at a time, together, so the order, and the optimum, is the one
 * search's.
 */
/** the most shards: what wasmSearch.ts's MAX_SHARDS says */
const MAX_SHARDS: i32 = 8;
let shard: i32 = 0;
let shards: i32 = 1;
/** per shard: the messages to send it, each a successor (W words), its depth and its parent's bound */
let outAt: Array<usize> = [];
let outCount: Array<i32> = [];
let outRoom: Array<i32> = [];
let inAt: usize = 0;
let inRoom: i32 = 0;

/** Words of a message between shards. */
// @ts-ignore: decorator
@inline function messageWords(): i32 {
  return W + 2;
}

/** The shard that owns a state of hash h: bits the table does not use for its own choices. */
// @ts-ignore: decorator
@inline function ownerOf(h: u32): i32 {
  let x = h * 0x9e3779b1;
  x ^= x >>> 15;
  return <i32>((<u64>x * <u64>shards) >>> 32);
}

/** Make this the shard `which` of `count` (after build, before start); false when the references would not fit. */
export function shardAs(which: i32, count: i32): bool {
  if (count > MAX_SHARDS || which >= count) return false;
  shard = which;
  shards = count;
  outAt = [];
  outCount = [];
  outRoom = [];
  for (let i = 0; i < count; i++) {
    outAt.push(0);
    outCount.push(0);
    outRoom.push(0);
  }
  return true;
}

/** Whether this shard owns the level's start state (the one that expands it first). */
export function ownsStart(): bool {
  readState(recordAt(0), scratch);
  return shards == 1 || ownerOf(hashWords(scratch, 0, W)) == shard;
}

/** Queue the successor for its owner. */
function send(owner: i32): void {
  const n = outCount[owner];
  const words = messageWords();
  if (n == outRoom[owner]) {
    const room = n < 1024 ? 1024 : n * 2;
    const at = takeSegment(<usize>room * words * 4);
    if (at == 0) return;
    if (n > 0) memory.copy(at, outAt[owner], <usize>n * words * 4);
    if (outRoom[owner] > 0) give(outAt[owner], <usize>outRoom[owner] * words * 4);
    outAt[owner] = at;
    outRoom[owner] = room;
  }
  const m = outAt[owner] + <usize>n * words * 4;
  for (let k = 0; k < W; k++) store<u32>(m + (<usize>k << 2), unchecked(successor[k]));
  store<u32>(m + (<usize>W << 2), <u32>(currentDepth + 1));
  store<u32>(m + (<usize>(W + 1) << 2), <u32>currentBound);
  outCount[owner] = n + 1;
}

/** Where the messages for shard `owner` are, and how many; outboxTaken() once JavaScript has carried them. */
export function outboxAt(owner: i32): usize {
  return outAt[owner];
}
export function outboxCount(owner: i32): i32 {
  return outCount[owner];
}
export function outboxTaken(owner: i32): void {
  outCount[owner] = 0;
}

/** Room for n messages from another shard (0 when the memory does not allow it): JavaScript writes them there, then calls receive(n). */
export function inboxAt(n: i32): usize {
  if (n > inRoom) {
    const words = messageWords();
    const at = takeSegment(<usize>n * words * 4);
    if (at == 0) return 0;
    if (inRoom > 0) give(inAt, <usize>inRoom * words * 4);
    inAt = at;
    inRoom = n;
  }
  return inAt;
}

/** Take in the n messages written at inboxAt(): each successor stored or given its shorter path here. Returns what run() does. */
export function receive(n: i32): i32 {
  const words = messageWords();
  for (let i = 0; i < n; i++) {
    if (goal >= 0) return SOLVED;
    if (stopped != RUNNING) return stopped;
    const m = inAt + <usize>i * words * 4;
    for (let k = 0; k < W; k++) unchecked((successor[k] = load<u32>(m + (<usize>k << 2))));
    currentDepth = <i32>load<u32>(m + (<usize>W << 2)) - 1;
    currentBound = <i32>load<u32>(m + (<usize>(W + 1) << 2));
    arrive(hashWords(successor, 0, W));
  }
  return goal >= 0 ? SOLVED : stopped;
}

/** Go on to f, once every shard is done with the ones before (the first: the start state's). */
export function layer(f: i32): void {
  fNow = f;
}

/** The depth of state `index` (DEAD: never to be won). */
export function depthAt(index: i32): i32 {
  return depthOf(recordAt(index));
}
/** The state the search ended at (the goal). */
export function goalIndex(): i32 {
  return goal;
}

/** what openPopped() says of a popped entry that is not to be expanded */
const STALE: i32 = -1;
const GOAL: i32 = -2;
/**
 * The state of a popped entry (its index, and the bound of its stack) read into `expanding`: its
 * depth, or STALE (found again by a shorter path, it has an entry at a lower f), or GOAL (goal set).
 */
// @ts-ignore: decorator
@inline function openPopped(index: i32, b: i32): i32 {
  const p = recordAt(index);
  const d = depthOf(p);
  // (a best-first width search's entries are never stale: a state found again by a shorter path is expanded again)
  if (!novel && fOf(d, b) != fNow) return STALE;
  readState(p, expanding);
  if (b == 0 && packing!.isGoal(expanding, 0)) {
    goal = index;
    return GOAL;
  }
  return d;
}

/** Expand at most `expansions` states: RUNNING, SOLVED (goalIndex()), UNSOLVABLE or a limit. */
export function run(expansions: i32): i32 {
  for (let done = 0; done < expansions; ) {
    if (goal >= 0) return SOLVED;
    if (stopped != RUNNING) return stopped;
    const index = pop(fNow);
    if (index < 0) {
      // a shard waits for the others before the next f (what they send may still be of this one)
      if (shards > 1) return LAYER_DONE;
      if (open == 0) return UNSOLVABLE;
      fNow++;
      continue;
    }
    const b = poppedBound;
    const d = openPopped(index, b);
    if (d == STALE) continue;
    if (d == GOAL) return SOLVED;
    currentDepth = d;
    // (a best-first width search's stacks are not by bound)
    currentBound = novel ? 0 : b;
    // (every state but the start is one the simulator settled)
    packing!.expand(expanding, 0, successor, gather, index != 0);
    lookUpBatch();
    done++;
  }
  return goal >= 0 ? SOLVED : stopped;
}

export function stateWord(index: i32, k: i32): u32 {
  readState(recordAt(index), scratch);
  return scratch[k];
}

// ---- the line ------------------------------------------------------------------------------

/**
 * The line is found again once the goal is reached, as the C++ solver does it: from a state
 * of depth d on the line, a stored state of depth d - 1 that has it among its successors is
 * the line's state before it (wasmSearch.ts asks each shard in turn, down to the start).
 *
 * Why one is always there: a state other than the start is stored, or given a lower depth, by
 * a predecessor of one less depth, stored itself; depths only ever decrease, so at every
 * moment each stored state other than the start has a stored predecessor whose depth + 1 is
 * at most its own. The exact search needs that predecessor's depth to be exactly d - 1 (a
 * state on an optimal line has a depth equal to its distance from the start, and none is
 * stored at less than its distance), so it expands only the records of that depth. A weighted
 * search re-opens states and its goal's depth can be more than the line's length: it takes any
 * predecessor of depth at most d - 1, and the depths along the line still strictly decrease
 * to the start's 0.
 */
let target = uintArray(0);
let targetFound = false;
/** The records stored (`stored`, as a call, so that a worker holding the shard is asked it as a plain call). */
export function storedCount(): i32 {
  return stored;
}
/** Word k of the state whose predecessor is wanted (a call a word, so that a worker holding the shard is asked it as a plain call). */
export function setTargetWord(k: i32, word: u32): void {
  if (target.length != W) target = uintArray(W);
  target[k] = word;
}
/** expand()'s callback: whether the successor is the target. */
function matchTarget(move: i32): void {
  for (let k = 0; k < W; k++) if (unchecked(successor[k]) != unchecked(target[k])) return;
  targetFound = true;
}
/**
 * A stored state of depth `depth` (or at most `depth` when not `exact`) that has the state at
 * setTargetWord() among its successors: its index, or -1. The records are read from `from` down to
 * the first, then from the last down to from + 1 (a predecessor was mostly stored shortly
 * before the state it leads to), at most `count` of them (0: all), and only those of the depth
 * asked for that may lead to it (SnakebirdPacking.mayLead) are expanded.
 */
export function predecessor(depth: i32, exact: bool, from: i32, count: i32): i32 {
  const n = stored;
  if (n == 0) return -1;
  packing!.setTarget(target, 0);
  let i = from < 0 || from >= n ? n - 1 : from;
  const looked = count <= 0 || count > n ? n : count;
  for (let seen = 0; seen < looked; seen++) {
    const p = recordAt(i);
    const d = depthOf(p);
    if (exact ? d == depth : d <= depth) {
      readState(p, expanding);
      // (most records of the depth are ruled out by their snakes and fruit, without expanding them)
      if (packing!.mayLead(expanding, 0)) {
        targetFound = false;
        packing!.expand(expanding, 0, successor, matchTarget);
        if (targetFound) return i;
      }
    }
    if (--i < 0) i = n - 1;
  }
  return -1;
}

// ---- breadth-first over sorted layers (layers.ts) ------------------------------------------

/**
 * The layered search (engine/layeredBfs.ts) keeps its states in JavaScript and asks this
 * module only for successors, a batch of states at a time, through the same packing and
 * simulator the search above expands with; build() sets them up (its records and table stay
 * at their first, small size). A successor that can never be won (the bound says so) is not
 * written: it would never be expanded, and leaving it out of the layers is what keeps them
 * small.
 *
 * A layer's key is the packed state with its words in reverse order (the last word first), so
 * that the fields the stream writes last (fruit, blocks, the last snake's directions), which
 * take few values in a layer, are its most significant bits: a layer's sorted keys then lie
 * close together and their differences are short (star6's layer 30: 2.2 bytes a state against
 * 8.7 with word 0 first). The module turns them round as it reads and writes them.
 */
let layerIn = uintArray(0);
let layerOut = uintArray(0);
let layerWritten: i32 = 0;
let layerGoal: i32 = -1;
/**
 * The successors written in this call of expandLayer, by hash (open addressing, index + 1, 0
 * empty): a successor that two states of the batch share is written once. A batch's states are
 * of one layer (or one depth, in A* with helpers), so its repeats are whole repeats; about a
 * ninth of the successors on level 19, void and star3, which the thread that takes them in
 * would otherwise look up, or sort, again.
 */
let layerSeen = uintArray(0);
let layerSeenMask: u32 = 0;
/** each successor's hash, as written (hashWords over its words in the module's order): takeIn's, so that it need not hash them again */
let layerHashes = uintArray(0);
/** the most successors of one state: four moves a snake */
export function layerBranching(): i32 {
  return 4 * packing!.S;
}
/** Room for `count` states to expand (W words each): where JavaScript writes them; layerOutAt() is where their successors go. */
export function layerBatchAt(count: i32): usize {
  layerIn = uintArray(count * W);
  layerOut = uintArray(count * layerBranching() * W);
  layerSeen = uintArray(seenSize(count));
  layerHashes = uintArray(count * layerBranching());
  return changetype<usize>(layerIn);
}
export function layerOutAt(): usize {
  return changetype<usize>(layerOut);
}
export function layerHashesAt(): usize {
  return changetype<usize>(layerHashes);
}
/** expand()'s callback: write the successor out; note a goal. */
function gatherLayer(move: i32): void {
  if (layerGoal >= 0) return;
  const h = hashWords(successor, 0, W);
  let slot = h & layerSeenMask;
  for (let v = unchecked(layerSeen[slot]); v != 0; v = unchecked(layerSeen[slot])) {
    if (writtenIs(<i32>v - 1)) return;
    slot = (slot + 1) & layerSeenMask;
  }
  unchecked((layerSeen[slot] = <u32>(layerWritten + 1)));
  unchecked((layerHashes[layerWritten] = h));
  const off = layerWritten * W;
  for (let k = 0; k < W; k++) unchecked((layerOut[off + k] = successor[W - 1 - k]));
  if (packing!.isGoal(successor, 0)) layerGoal = layerWritten;
  layerWritten++;
}
/** The slots of layerSeen for the successors of `count` states: a power of 2, at most half full. */
function seenSize(count: i32): i32 {
  let size = 2;
  while (size < 2 * count * layerBranching()) size <<= 1;
  return size;
}
/** Whether the i-th successor written (its words turned round) is the one in `successor`. */
function writtenIs(i: i32): bool {
  const off = i * W;
  for (let k = 0; k < W; k++) if (unchecked(layerOut[off + k]) != unchecked(successor[W - 1 - k])) return false;
  return true;
}
/**
 * The successors of the `count` states at layerBatchAt() (`settled`: not the start, which the
 * simulator settles first), written at layerOutAt(): how many, or -(i + 1) when the i-th
 * written is a goal (the batch stops there). A state whose bound on the moves left is more
 * than `movesLeftAtMost` is not expanded (no line that short passes through it); with
 * BOUND_ASKED_WHEN_STORED (A*'s batches) every state is.
 */
export function expandLayer(count: i32, settled: bool, movesLeftAtMost: i32): i32 {
  layerWritten = 0;
  layerGoal = -1;
  // (as many slots as this batch needs: the batches popped at the end of an f are small)
  const seen = seenSize(count);
  layerSeenMask = <u32>(seen - 1);
  memory.fill(changetype<usize>(layerSeen), 0, <usize>seen << 2);
  for (let i = 0; i < count && layerGoal < 0; i++) {
    const off = i * W;
    for (let k = 0; k < W; k++) unchecked((expanding[k] = layerIn[off + W - 1 - k]));
    // A state that can never be won is kept in its layer but not expanded. Asked of each state
    // as it is expanded, not of each successor as it is found: most successors are states seen
    // before, whose bound would be worked out for nothing. (A* asks it as it stores a state.)
    if (movesLeftAtMost != BOUND_ASKED_WHEN_STORED) {
      const b = boundOf(expanding);
      if (b >= UNREACHABLE || b > movesLeftAtMost) continue;
    }
    packing!.expand(expanding, 0, successor, gatherLayer, settled);
  }
  return layerGoal >= 0 ? -(layerGoal + 1) : layerWritten;
}
/**
 * A helper thread of the layered search also sorts buffers of successors into runs
 * (engine/keySort.ts, as the search's thread does): room for `capacity` keys, allocated once
 * (the memory does not grow after); where JavaScript writes them.
 */
let sortKeys = uintArray(0);
let sortTemp = uintArray(0);
let sortCounts = uintArray(0);
export function layerSortAt(capacity: i32): usize {
  sortKeys = uintArray(capacity * W);
  sortTemp = uintArray(capacity * W);
  sortCounts = uintArray(radixCountsLength(W));
  return changetype<usize>(sortKeys);
}
/** Sort the `n` keys at layerSortAt() and drop their repeats, in place: how many are left. */
export function sortLayerKeys(n: i32): i32 {
  radixSortKeys(sortKeys, n, W, sortTemp, sortCounts);
  return dropRepeatedKeys(sortKeys, n, W);
}

/** The first of the `count` states at layerBatchAt() that has the state at setTargetWord() among its successors, or -1 (the line, as predecessor() finds it). */
export function layerPredecessor(count: i32, settled: bool): i32 {
  packing!.setTarget(target, 0);
  for (let i = 0; i < count; i++) {
    const off = i * W;
    for (let k = 0; k < W; k++) unchecked((expanding[k] = layerIn[off + W - 1 - k]));
    if (!packing!.mayLead(expanding, 0)) continue;
    targetFound = false;
    packing!.expand(expanding, 0, successor, matchTarget, settled);
    if (targetFound) return i;
  }
  return -1;
}

// ---- A* with helpers (helpedSearch.ts) -----------------------------------------------------

/**
 * The exact search above, its expansions shared with helper threads that only expand batches
 * (expandLayer, in instances of their own): this instance pops a batch of states of the current
 * f from one stack (one f and one bound, so one depth), a helper or this instance expands it,
 * and the successors come back here to be looked up and stored (takeIn). The table, the open
 * list and the records stay in this one instance; the helpers hold no states.
 */
let batchDepth: i32 = 0;
/** the successors being taken in, turned back from keys (a run's table slots are read first) */
const TAKE_RUN: i32 = 32;
let takeStates = uintArray(0);

/** The lowest bound with a state on its stack at f, or -1. */
function lowestBound(f: i32): i32 {
  if (f >= tops.length) return -1;
  const forF = unchecked(tops[f]);
  for (let b = 0; b < forF.length; b++) if (unchecked(forF[b]) != 0) return b;
  return -1;
}

/**
 * Pop up to `max` states of the current f, all from its lowest bound's stack, into
 * layerBatchAt() as keys (as the layered search writes them): how many (their depth:
 * poppedDepth()), 0 when the f has none left (nextF() then), or -1 when one is the goal
 * (goalIndex()). For the exact search only (a weighted one's f does not give the depth).
 */
export function popBatch(max: i32): i32 {
  if (takeStates.length != TAKE_RUN * W) takeStates = uintArray(TAKE_RUN * W);
  for (;;) {
    const b = lowestBound(fNow);
    if (b < 0) return 0;
    let n = 0;
    while (n < max && unchecked(unchecked(tops[fNow])[b]) != 0) {
      const d = openPopped(pop(fNow), b);
      if (d == STALE) continue;
      if (d == GOAL) return -1;
      const off = n * W;
      for (let k = 0; k < W; k++) unchecked((layerIn[off + k] = expanding[W - 1 - k]));
      n++;
    }
    // (a stack of stale entries only: the next one)
    if (n > 0) {
      batchDepth = fNow - b;
      return n;
    }
  }
  return 0;
}

/** The depth of the states popBatch() gave. */
export function poppedDepth(): i32 {
  return batchDepth;
}

/** The current f has no state left and none is on its way back: go on to the next, or UNSOLVABLE when none is open. */
export function nextF(): i32 {
  if (open == 0) return UNSOLVABLE;
  fNow++;
  return RUNNING;
}

/** Take in the `n` successors at layerOutAt() (keys; their hashes at layerHashesAt()) of states of depth `depth`: each stored if new, or given its shorter path. Returns what run() does. */
export function takeIn(n: i32, depth: i32): i32 {
  for (let first = 0; first < n; first += TAKE_RUN) {
    const count = min(n - first, TAKE_RUN);
    let sum: u32 = 0;
    for (let i = 0; i < count; i++) {
      const off = (first + i) * W;
      for (let k = 0; k < W; k++) unchecked((takeStates[i * W + k] = layerOut[off + W - 1 - k]));
      sum += firstSlot(unchecked(layerHashes[first + i]));
    }
    readSum += sum;
    for (let i = 0; i < count; i++) {
      if (goal >= 0) return SOLVED;
      if (stopped != RUNNING) return stopped;
      for (let k = 0; k < W; k++) unchecked((successor[k] = takeStates[i * W + k]));
      currentDepth = depth;
      // (the bound is consistent: the parent's less one is never more than the successor's own)
      currentBound = 0;
      arrive(unchecked(layerHashes[first + i]));
    }
  }
  return goal >= 0 ? SOLVED : stopped;
}
