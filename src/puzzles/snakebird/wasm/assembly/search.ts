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
// Memory: the module's allocator (the stub runtime) never frees, and grows the memory by
// doubling it when it runs out. So every large allocation first reserves its room here,
// within the budget: the memory then grows by what is needed and no more, an array grows by
// less when a full step would break the budget, and a search that cannot grow stops with a
// memory limit instead of trapping.
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
/** the seen states in the order stored, with a parent, a depth and a bound each */
let store = new Uint32Array(0);
let parent = new Uint32Array(0);
let depthOf = new Uint16Array(0);
let boundOf = new Uint16Array(0);
let capacity: i32 = 0;
/** open addressing over store: index + 1, 0 empty */
let table = new Int32Array(0);
let mask: i32 = 0;
/** the table is doubled once this many states are stored (a load of 0.8) */
let rebuildAt: i32 = 0;
let maxStates: i32 = 0x7fffffff;
/** the most memory the module may hold, in bytes, and whether that is the budget (else what WebAssembly can address) */
let memoryCap: f64 = 0;
let capIsBudget = false;
let successor = new Uint32Array(0);
let current: i32 = 0;
/** states stored */
export let stored: i32 = 0;
/** the f being expanded: no state still open has a lower one */
export let fNow: i32 = 0;
/** states waiting to be expanded */
export let open: i32 = 0;
let goal: i32 = -1;
/** why the search stopped early (a limit status), or RUNNING */
let stopped: i32 = RUNNING;
/** the open list: per f and bound, a stack of state indices (the lowest bound, the deepest, first) */
let stacks: Array<Array<Uint32Array>> = [];
let lengths: Array<Int32Array> = [];
/** bytes the open list's stacks hold */
let openBytes: f64 = 0;

/** Bytes the search's arrays hold now: its live data (what the allocator left behind is not counted). */
export function liveBytes(): f64 {
  return <f64>capacity * <f64>(W * 4 + 8) + <f64>table.length * 4 + openBytes;
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
  stopped = RUNNING;
  open = 0;
  openBytes = 0;
  stacks = [];
  lengths = [];
  successor = new Uint32Array(W);
  // room for 65,536 states, or 4,096 under a tight budget; none when not even that fits
  capacity = 1 << 16;
  const perState = <f64>(W * 4 + 8);
  if (<f64>capacity * (perState + 8) > room()) capacity = 1 << 12;
  if (!reserve(<f64>capacity * (perState + 8))) {
    capacity = 0;
    return W;
  }
  store = new Uint32Array(capacity * W);
  parent = new Uint32Array(capacity);
  depthOf = new Uint16Array(capacity);
  boundOf = new Uint16Array(capacity);
  table = new Int32Array(capacity * 2);
  mask = table.length - 1;
  rebuildAt = (table.length / 5) * 4;
  for (let k = 0; k < W; k++) store[k] = t.start[k];
  stored = 1;
  return W;
}

function boundAt(index: i32): i32 {
  const fruitLeft = packing!.headsAndFruit(store, index * W, heads, fruitBits);
  return bound!.of(heads, fruitBits, fruitLeft);
}

/** Room for more states: by half (double while small), or by what the budget still allows. */
function grow(): bool {
  let next = capacity < 1 << 20 ? capacity * 2 : capacity + (capacity >> 1);
  const perState = <f64>(W * 4 + 8);
  const byArray = Math.floor(LARGEST_ARRAY / <f64>(W * 4));
  const byMemory = Math.floor(room() / perState);
  if (<f64>next > byArray) next = <i32>byArray;
  if (<f64>next > byMemory) next = <i32>byMemory;
  if (next <= capacity) {
    stopped = byMemory > byArray ? ARRAY_FULL : capIsBudget ? MEMORY_LIMIT : MEMORY_FULL;
    return false;
  }
  if (!reserve(<f64>next * perState)) return false;
  const s2 = new Uint32Array(next * W);
  s2.set(store);
  store = s2;
  const p2 = new Uint32Array(next);
  p2.set(parent);
  parent = p2;
  const d2 = new Uint16Array(next);
  d2.set(depthOf);
  depthOf = d2;
  const b2 = new Uint16Array(next);
  b2.set(boundOf);
  boundOf = b2;
  capacity = next;
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
  table = new Int32Array(table.length * 2);
  mask = table.length - 1;
  rebuildAt = (table.length / 5) * 4;
  for (let i = 0; i < stored; i++) {
    let slot = <i32>(hashWords(store, i * W, W) & <u32>mask);
    while (table[slot] != 0) slot = (slot + 1) & mask;
    table[slot] = i + 1;
  }
  return true;
}

function push(f: i32, b: i32, index: i32): void {
  while (stacks.length <= f) {
    stacks.push([]);
    lengths.push(new Int32Array(0));
  }
  const forF = stacks[f];
  if (forF.length <= b) {
    if (!reserve(<f64>(b + 1) * 96)) return;
    while (forF.length <= b) {
      forF.push(new Uint32Array(16));
      openBytes += 64;
    }
    const l2 = new Int32Array(forF.length);
    l2.set(lengths[f]);
    lengths[f] = l2;
  }
  const len = lengths[f];
  let stack = forF[b];
  const n = len[b];
  if (n == stack.length) {
    if (<f64>n * 8 > LARGEST_ARRAY) {
      stopped = ARRAY_FULL;
      return;
    }
    if (!reserve(<f64>n * 8)) return;
    const s2 = new Uint32Array(n * 2);
    s2.set(stack);
    forF[b] = stack = s2;
    openBytes += <f64>n * 4;
  }
  stack[n] = index;
  len[b] = n + 1;
  open++;
}

/** Let go of the stacks of f, which will not be used again. */
function release(f: i32): void {
  if (f >= stacks.length) return;
  const forF = stacks[f];
  for (let b = 0; b < forF.length; b++) openBytes -= <f64>forF[b].byteLength;
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

/** A state reached at depth g with bound b: a goal at the current f ends the search. */
function reached(index: i32, g: i32, b: i32): void {
  if (b == 0 && g == fNow && packing!.isGoal(store, index * W)) goal = index;
  else push(g + b, b, index);
}

/** A successor of the state being expanded, in `successor`. */
function emit(move: i32): void {
  if (goal >= 0 || stopped != RUNNING) return;
  const g = <i32>depthOf[current] + 1;
  let slot = <i32>(hashWords(successor, 0, W) & <u32>mask);
  for (;;) {
    const v = table[slot];
    if (v == 0) break;
    const at = (v - 1) * W;
    let same = true;
    for (let k = 0; k < W; k++) {
      if (store[at + k] != successor[k]) {
        same = false;
        break;
      }
    }
    if (same) {
      // found again by a shorter path before it was expanded
      const index = v - 1;
      if (g < <i32>depthOf[index] && <i32>boundOf[index] < UNREACHABLE) {
        depthOf[index] = <u16>g;
        parent[index] = current;
        reached(index, g, boundOf[index]);
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
  for (let k = 0; k < W; k++) store[index * W + k] = successor[k];
  parent[index] = current;
  depthOf[index] = <u16>g;
  table[slot] = index + 1;
  if (stored >= rebuildAt && !rebuildTable()) return;
  let b = boundAt(index);
  if (b >= UNREACHABLE) {
    // stored so that it is not looked at again, but never expanded
    boundOf[index] = <u16>UNREACHABLE;
    return;
  }
  // at least the parent's less one ("pathmax"): a consistent bound already is
  const fromParent = <i32>boundOf[current] - 1;
  if (fromParent > b) b = fromParent;
  boundOf[index] = <u16>b;
  reached(index, g, b);
}

/** Start the search from the level's start state; returns what run() does. */
export function start(): i32 {
  if (capacity == 0) return stopped;
  table[<i32>(hashWords(store, 0, W) & <u32>mask)] = 1;
  depthOf[0] = 0;
  if (packing!.isGoal(store, 0)) {
    goal = 0;
    return SOLVED;
  }
  const b = boundAt(0);
  if (b >= UNREACHABLE) return UNSOLVABLE;
  boundOf[0] = <u16>b;
  fNow = b;
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
      release(fNow);
      fNow++;
      continue;
    }
    if (<i32>depthOf[index] + <i32>boundOf[index] != fNow) continue;
    if (boundOf[index] == 0 && packing!.isGoal(store, index * W)) {
      goal = index;
      return SOLVED;
    }
    current = index;
    packing!.expand(store, index * W, successor, emit);
    done++;
  }
  return goal >= 0 ? SOLVED : stopped;
}

/** The solution's length; then pathState(k) for k = 0 .. length gives the states along it. */
export function goalDepth(): i32 {
  return depthOf[goal];
}
let path = new Int32Array(0);
export function pathState(k: i32): i32 {
  if (k == 0) {
    path = new Int32Array(<i32>depthOf[goal] + 1);
    let i = goal;
    for (let j = path.length - 1; j >= 0; j--) {
      path[j] = i;
      i = parent[i];
    }
  }
  return path[k];
}
export function stateWord(index: i32, k: i32): u32 {
  return store[index * W + k];
}
