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
// expanded gets its new depth and parent and a new entry at its lower f; the old entry is
// recognised as stale (its f no longer matches) and skipped.
//
// Memory: a stored state is one record in a chunk that never moves (below), so growing copies
// nothing and leaves nothing behind; only the hash table doubles, and the open list's stacks,
// which are used again once outgrown. The module's allocator (the
// stub runtime) never frees and grows the memory by doubling it when it runs out, so every
// large allocation first reserves its room here, within the budget: the memory then grows by
// what is needed and no more, and a search that cannot grow stops with a memory limit
// instead of trapping.
import { hashWords } from '../../../../engine/hash.ts';
import { UNREACHABLE } from '../../../../engine/unreachable.ts';
import { MovesLeftBound } from '../../movesLeft.ts';
import { SnakebirdPacking } from '../../packing.ts';
import { readTables } from '../levelTables.ts';
import { ARRAY_FULL, MEMORY_FULL, MEMORY_LIMIT, RUNNING, SOLVED, STATE_LIMIT, UNSOLVABLE } from '../searchStatus.ts';

/** The largest block the allocator gives (its BLOCK_MAXSIZE, less room for headers). */
const LARGEST_ARRAY: f64 = <f64>((1 << 30) - 64);
/** Room kept for the small allocations made between reservations. */
const SLACK: f64 = 65536;

let input = new Int32Array(0);
/** Room for the level's tables (levelTables.ts), `length` int32s: where JavaScript writes them. */
export function tablesAt(length: i32): usize {
  input = new Int32Array(length);
  return input.dataStart;
}

let packing: SnakebirdPacking | null = null;
let bound: MovesLeftBound | null = null;
let heads = new Int32Array(0);
let fruitBits = new Uint8Array(0);
let W: i32 = 1;
/**
 * The seen states in the order stored, each a record of R = W + 2 words: the packed state,
 * its parent, and its depth (high 16 bits) and bound (low 16 bits), which the search reads
 * with the state. Records live in chunks of CHUNK states that are never moved: growing adds a
 * chunk, so no array is copied and none is left behind.
 */
const CHUNK_SHIFT: i32 = 16;
const CHUNK: i32 = 1 << CHUNK_SHIFT;
const CHUNK_MASK: i32 = CHUNK - 1;
let R: i32 = 3;
let chunks: Array<Uint32Array> = [];
let capacity: i32 = 0;
/**
 * Open addressing over the records: index + 1 in the bits below the table's size (the load
 * stays under 0.8, so it fits), the hash's bits above them; 0 empty. A slot's position already
 * says the hash's low bits, so its high bits are a fingerprint: a probe reads a record only
 * when they match, not for every state it passes.
 */
let table = new Uint32Array(0);
let mask: i32 = 0;
/** the table is doubled once this many states are stored (a load of 0.8) */
let rebuildAt: i32 = 0;
let maxStates: i32 = 0x7fffffff;
/** the most memory the module may hold, in bytes, and whether that is the budget (else what WebAssembly can address) */
let memoryCap: f64 = 0;
let capIsBudget = false;
let successor = new Uint32Array(0);
/** the state being expanded: its index, depth and bound */
let current: i32 = 0;
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
// the weight 1/1 and no pruneAt (what build() sets) this is the exact search.
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
// ---- (end of the early answer's state) ----
/** why the search stopped early (a limit status), or RUNNING */
let stopped: i32 = RUNNING;
/** the open list: per f and bound, a stack of state indices (the lowest bound, the deepest, first) */
let stacks: Array<Array<Uint32Array>> = [];
let lengths: Array<Int32Array> = [];
/** bytes the open list's stacks in use hold */
let openBytes: f64 = 0;
/**
 * Stacks outgrown or of an f that is done, to be used again: the allocator never frees, so a
 * stack it gave is reused rather than left behind.
 */
let spare: Array<Uint32Array> = [];

/** Bytes the search's arrays hold now: its live data (what the allocator left behind is not counted). */
export function liveBytes(): f64 {
  return <f64>capacity * <f64>(R * 4) + <f64>table.length * 4 + openBytes;
}

// @ts-ignore: decorator
@inline function chunkOf(index: i32): Uint32Array {
  return chunks[index >>> CHUNK_SHIFT];
}
// @ts-ignore: decorator
@inline function recordAt(index: i32): i32 {
  return (index & CHUNK_MASK) * R;
}

/** Bytes that can still be allocated within the budget. */
function room(): f64 {
  return memoryCap - <f64>heap.alloc(0) - SLACK;
}

/**
 * Make sure `bytes` more can be allocated without the allocator growing the memory itself;
 * false (and stopped says why) when the budget or the runtime does not allow it.
 */
function reserve(bytes: f64): bool {
  const end = <f64>heap.alloc(0) + bytes + SLACK;
  const have = <f64>memory.size() * 65536;
  if (end <= have) return true;
  // the memory grows by whole pages of 64 KiB: all of them must fit
  const pages = Math.ceil((end - have) / 65536);
  if (have + pages * 65536 > memoryCap) {
    stopped = capIsBudget ? MEMORY_LIMIT : MEMORY_FULL;
    return false;
  }
  if (memory.grow(<i32>pages) < 0) {
    stopped = MEMORY_FULL;
    return false;
  }
  return true;
}

/**
 * Build the search for the level written at tablesAt(): at most `statesAtMost` states and
 * `bytesAtMost` bytes of memory (`budget`: whether that is the caller's budget rather than
 * what the module can address). Returns the words of a state.
 */
export function build(statesAtMost: i32, bytesAtMost: f64, budget: bool): i32 {
  const t = readTables(input);
  const p = new SnakebirdPacking(t.geo, t.slotCap, t.blockOffsets, t.shapeOf, t.geo.fruit.length, t.cap);
  packing = p;
  bound = t.bound();
  heads = new Int32Array(t.slotCap.length);
  fruitBits = new Uint8Array(t.geo.fruit.length);
  W = p.words;
  maxStates = statesAtMost;
  memoryCap = bytesAtMost;
  capIsBudget = budget;
  stored = 0;
  goal = -1;
  weigh(1, 1, 0x7fffffff);
  stopped = RUNNING;
  open = 0;
  openBytes = 0;
  stacks = [];
  lengths = [];
  spare = [];
  successor = new Uint32Array(W);
  // at most four moves a snake
  batch = new Uint32Array(4 * p.S * W);
  batchHashes = new Uint32Array(4 * p.S);
  batchSize = 0;
  R = W + 2;
  chunks = [];
  capacity = 0;
  // the first chunk and the table; none when not even they fit
  if (!grow()) return W;
  table = new Uint32Array(CHUNK * 2);
  mask = table.length - 1;
  rebuildAt = (table.length / 5) * 4;
  const first = chunks[0];
  for (let k = 0; k < W; k++) first[k] = t.start[k];
  stored = 1;
  return W;
}

/** The bound of the state at s[off .. off + W). */
function boundOf(s: Uint32Array, off: i32): i32 {
  const fruitLeft = packing!.headsAndFruit(s, off, heads, fruitBits);
  return bound!.of(heads, fruitBits, fruitLeft);
}

/** Room for CHUNK more states (a chunk, with room for the table to double beside it when it is the first); false when the memory does not allow it. */
function grow(): bool {
  const bytes = <f64>CHUNK * <f64>(R * 4);
  if (!reserve(capacity == 0 ? bytes + <f64>CHUNK * 8 : bytes)) return false;
  chunks.push(new Uint32Array(CHUNK * R));
  capacity += CHUNK;
  return true;
}

/** Double the table; false when that does not fit (the search then stops, the table as it is). */
function rebuildTable(): bool {
  const bytes = <f64>table.length * 8;
  if (bytes > LARGEST_ARRAY) {
    stopped = ARRAY_FULL;
    return false;
  }
  if (!reserve(bytes)) return false;
  table = new Uint32Array(table.length * 2);
  mask = table.length - 1;
  rebuildAt = (table.length / 5) * 4;
  for (let i = 0; i < stored; i++) {
    const h = hashWords(chunkOf(i), recordAt(i), W);
    let slot = <i32>(h & <u32>mask);
    while (table[slot] != 0) slot = (slot + 1) & mask;
    table[slot] = (h & ~(<u32>mask)) | <u32>(i + 1);
  }
  return true;
}

/**
 * A stack with room for at least n entries: the smallest spare one that is large enough, else
 * a new one; null when the memory does not allow it (stopped says why).
 */
function stackFor(n: i32): Uint32Array | null {
  let best = -1;
  for (let i = 0; i < spare.length; i++) {
    const size = spare[i].length;
    if (size >= n && (best < 0 || size < spare[best].length)) best = i;
  }
  if (best >= 0) {
    const found = spare[best];
    spare[best] = spare[spare.length - 1];
    spare.pop();
    return found;
  }
  if (<f64>n * 4 > LARGEST_ARRAY) {
    stopped = ARRAY_FULL;
    return null;
  }
  if (!reserve(<f64>n * 4)) return null;
  return new Uint32Array(n);
}

function push(f: i32, b: i32, index: i32): void {
  while (stacks.length <= f) {
    stacks.push([]);
    lengths.push(new Int32Array(0));
  }
  const forF = stacks[f];
  if (forF.length <= b) {
    if (!reserve(<f64>(b + 1) * 8)) return;
    while (forF.length <= b) {
      const fresh = stackFor(16);
      if (fresh == null) return;
      forF.push(fresh);
      openBytes += <f64>fresh.byteLength;
    }
    const l2 = new Int32Array(forF.length);
    l2.set(lengths[f]);
    lengths[f] = l2;
  }
  const len = lengths[f];
  let stack = forF[b];
  const n = len[b];
  if (n == stack.length) {
    const larger = stackFor(n * 2);
    if (larger == null) return;
    larger.set(stack);
    spare.push(stack);
    openBytes += <f64>(larger.byteLength - stack.byteLength);
    forF[b] = stack = larger;
  }
  stack[n] = index;
  len[b] = n + 1;
  open++;
}

/** Let go of the stacks of f, which will not be used again: they become spares. */
function release(f: i32): void {
  if (f >= stacks.length) return;
  const forF = stacks[f];
  for (let b = 0; b < forF.length; b++) {
    openBytes -= <f64>forF[b].byteLength;
    spare.push(forF[b]);
  }
  stacks[f] = [];
  lengths[f] = new Int32Array(0);
}

function pop(f: i32): i32 {
  if (f >= stacks.length) return -1;
  const forF = stacks[f];
  const len = lengths[f];
  for (let b = 0; b < forF.length; b++) {
    const n = len[b];
    if (n > 0) {
      len[b] = n - 1;
      open--;
      return <i32>forF[b][n - 1];
    }
  }
  return -1;
}

/** A state reached at depth g with bound b (its record at c[at ..)): a goal at the current f ends the search. */
function reached(index: i32, c: Uint32Array, at: i32, g: i32, b: i32): void {
  // (early answer) no shorter line than the one known passes through it
  if (g + b >= pruneAt) return;
  if (b == 0 && (g == fNow || weighted) && packing!.isGoal(c, at)) goal = index;
  else {
    const f = fOf(g, b);
    // (early answer) a weighted bound is not consistent: f may fall below the one expanded
    if (f < fNow) fNow = f;
    push(f, b, index);
  }
}

/**
 * The successors of the state being expanded, gathered before any is looked up: the table
 * reads of them all are then issued one after another, so their cache misses overlap instead
 * of each waiting for the one before (the lookups are most of a solve's time).
 */
let batch = new Uint32Array(0);
let batchHashes = new Uint32Array(0);
let batchSize: i32 = 0;
/** what the early table reads summed to, kept so that the reads are not optimised away */
let readSum: u32 = 0;

/** expand()'s callback: copy the successor it wrote in `successor` into the batch. */
function gather(move: i32): void {
  const off = batchSize * W;
  for (let k = 0; k < W; k++) batch[off + k] = successor[k];
  batchSize++;
}

/** Look up the gathered successors in order, their table slots read first. */
function lookUpBatch(): void {
  let sum: u32 = 0;
  for (let i = 0; i < batchSize; i++) {
    const h = hashWords(batch, i * W, W);
    batchHashes[i] = h;
    sum += table[<i32>(h & <u32>mask)];
  }
  readSum += sum;
  for (let i = 0; i < batchSize; i++) emit(i * W, batchHashes[i]);
  batchSize = 0;
}

/** A successor of the state being expanded, at batch[off ..), its hash h. */
function emit(off: i32, h: u32): void {
  if (goal >= 0 || stopped != RUNNING) return;
  const g = currentDepth + 1;
  const high = h & ~(<u32>mask);
  let slot = <i32>(h & <u32>mask);
  for (;;) {
    const v = table[slot];
    if (v == 0) break;
    if ((v & ~(<u32>mask)) != high) {
      slot = (slot + 1) & mask;
      continue;
    }
    const index = <i32>(v & <u32>mask) - 1;
    const c = chunkOf(index);
    const at = recordAt(index);
    let same = true;
    for (let k = 0; k < W; k++) {
      if (c[at + k] != batch[off + k]) {
        same = false;
        break;
      }
    }
    if (same) {
      // found again by a shorter path before it was expanded
      const depthBound = c[at + W + 1];
      const b = <i32>(depthBound & 0xffff);
      if (g < <i32>(depthBound >>> 16) && b < UNREACHABLE) {
        c[at + W + 1] = (<u32>g << 16) | <u32>b;
        c[at + W] = current;
        reached(index, c, at, g, b);
      }
      return;
    }
    slot = (slot + 1) & mask;
  }
  if (stored >= maxStates) {
    stopped = STATE_LIMIT;
    return;
  }
  if (stored == capacity && !grow()) return;
  const index = stored++;
  const c = chunkOf(index);
  const at = recordAt(index);
  for (let k = 0; k < W; k++) c[at + k] = batch[off + k];
  c[at + W] = current;
  table[slot] = high | <u32>(index + 1);
  if (stored >= rebuildAt && !rebuildTable()) return;
  let b = boundOf(batch, off);
  if (b >= UNREACHABLE) {
    // stored so that it is not looked at again, but never expanded
    c[at + W + 1] = (<u32>g << 16) | <u32>UNREACHABLE;
    return;
  }
  // at least the parent's less one ("pathmax"): a consistent bound already is
  if (currentBound - 1 > b) b = currentBound - 1;
  c[at + W + 1] = (<u32>g << 16) | <u32>b;
  reached(index, c, at, g, b);
}

/** Start the search from the level's start state; returns what run() does. */
export function start(): i32 {
  if (capacity == 0) return stopped;
  const first = chunks[0];
  const h = hashWords(first, 0, W);
  table[<i32>(h & <u32>mask)] = (h & ~(<u32>mask)) | 1;
  if (packing!.isGoal(first, 0)) {
    goal = 0;
    return SOLVED;
  }
  const b = boundOf(first, 0);
  if (b >= UNREACHABLE) return UNSOLVABLE;
  first[W + 1] = <u32>b;
  if (b >= pruneAt) return UNSOLVABLE;
  fNow = fOf(0, b);
  push(fNow, b, 0);
  return stopped;
}

/** Expand at most `expansions` states: RUNNING, SOLVED (goalDepth()), UNSOLVABLE or a limit. */
export function run(expansions: i32): i32 {
  for (let done = 0; done < expansions; ) {
    if (goal >= 0) return SOLVED;
    if (stopped != RUNNING) return stopped;
    const index = pop(fNow);
    if (index < 0) {
      if (open == 0) return UNSOLVABLE;
      // (a weighted search comes back to a lower f: it keeps its stacks)
      if (!weighted) release(fNow);
      fNow++;
      continue;
    }
    const c = chunkOf(index);
    const at = recordAt(index);
    const depthBound = c[at + W + 1];
    const d = <i32>(depthBound >>> 16);
    const b = <i32>(depthBound & 0xffff);
    if (fOf(d, b) != fNow) continue;
    if (b == 0 && packing!.isGoal(c, at)) {
      goal = index;
      return SOLVED;
    }
    current = index;
    currentDepth = d;
    currentBound = b;
    packing!.expand(c, at, successor, gather);
    lookUpBatch();
    done++;
  }
  return goal >= 0 ? SOLVED : stopped;
}

/**
 * The solution's length; then pathState(k) for k = 0 .. length gives the states along it.
 * Counted along the parents: a weighted search may have shortened the way to a state on the
 * path after the goal was stored, so the goal's own depth can be more than the path's length.
 */
export function goalDepth(): i32 {
  let n = 0;
  for (let i = goal; i != 0; i = <i32>chunkOf(i)[recordAt(i) + W]) n++;
  return n;
}
let path = new Int32Array(0);
export function pathState(k: i32): i32 {
  if (k == 0) {
    path = new Int32Array(goalDepth() + 1);
    let i = goal;
    for (let j = path.length - 1; j >= 0; j--) {
      path[j] = i;
      i = chunkOf(i)[recordAt(i) + W];
    }
  }
  return path[k];
}
export function stateWord(index: i32, k: i32): u32 {
  return chunkOf(index)[recordAt(index) + k];
}
