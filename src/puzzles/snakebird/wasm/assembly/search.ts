// AssemblyScript, not TypeScript (built by scripts/build-wasm.mjs; excluded from tsc): the
// Snakebird search compiled to WebAssembly, so that it runs at full speed from its first state
// instead of waiting for V8 to compile JavaScript (docs/PERFORMANCE.md). It is the engine's
// best-first search (src/engine/bestFirst.ts) over the same packing (packing.ts), simulator
// (fastMove.ts) and bound (movesLeft.ts), which are shared source; wasmSearch.ts feeds it a
// level value by value and runs it in slices, for progress and cancelling.
import { UNREACHABLE } from '../../../../engine/unreachable.ts';
import { MovesLeftBound } from '../../movesLeft.ts';
import { SnakebirdPacking } from '../../packing.ts';
import { Geometry } from '../../terrain.ts';

// ---- the level, set from JavaScript before build()
let geo = new Geometry();
let slotCap = new Int32Array(0);
let blockOffsets: Int32Array[] = [];
let shapeOf = new Int32Array(0);
let cap: i32 = 0;
let toExit = new Uint16Array(0);
let toFruit: Uint16Array[] = [];
let fruitToExit = new Int32Array(0);
let stepsToExit = new Uint16Array(0);
let stepsToFruit: Uint16Array[] = [];
let fruitStepsToExit = new Int32Array(0);

export function setGeometry(W: i32, H: i32, fruit: i32, objectCap: i32, snakes: i32, blocks: i32): void {
  geo = new Geometry();
  geo.W = W;
  geo.H = H;
  geo.terrain = new Uint8Array(W * H);
  geo.fruit = new Array<i32>(fruit);
  cap = objectCap;
  slotCap = new Int32Array(snakes);
  blockOffsets = [];
  shapeOf = new Int32Array(blocks);
  toExit = new Uint16Array(W * H);
  stepsToExit = new Uint16Array(W * H * 3);
  toFruit = [];
  stepsToFruit = [];
  for (let f = 0; f < fruit; f++) {
    toFruit.push(new Uint16Array(W * H));
    stepsToFruit.push(new Uint16Array(W * H * 3));
  }
  fruitToExit = new Int32Array(fruit);
  fruitStepsToExit = new Int32Array(fruit * 3);
}
/** Snakefall's rules for teleports (terrain.ts Geometry.snakefall); after setGeometry */
export function setSnakefallRules(on: i32): void {
  geo.snakefall = on !== 0;
}
export function setTerrain(cell: i32, t: i32): void {
  geo.terrain[cell] = <u8>t;
}
export function addPad(cell: i32): void {
  geo.pads.push(cell);
}
export function setFruitCell(f: i32, cell: i32): void {
  geo.fruit[f] = cell;
}
export function setSlotCap(i: i32, c: i32): void {
  slotCap[i] = c;
}
export function addBlock(cells: i32, shape: i32): void {
  shapeOf[blockOffsets.length] = shape;
  blockOffsets.push(new Int32Array(cells));
}
export function setBlockOffset(b: i32, k: i32, offset: i32): void {
  blockOffsets[b][k] = offset;
}
export function setToExit(cell: i32, any: i32, up: i32, left: i32, right: i32): void {
  toExit[cell] = <u16>any;
  stepsToExit[cell * 3] = <u16>up;
  stepsToExit[cell * 3 + 1] = <u16>left;
  stepsToExit[cell * 3 + 2] = <u16>right;
}
export function setToFruit(f: i32, cell: i32, any: i32, up: i32, left: i32, right: i32): void {
  toFruit[f][cell] = <u16>any;
  stepsToFruit[f][cell * 3] = <u16>up;
  stepsToFruit[f][cell * 3 + 1] = <u16>left;
  stepsToFruit[f][cell * 3 + 2] = <u16>right;
}
export function setFruitToExit(f: i32, any: i32, up: i32, left: i32, right: i32): void {
  fruitToExit[f] = any;
  fruitStepsToExit[f * 3] = up;
  fruitStepsToExit[f * 3 + 1] = left;
  fruitStepsToExit[f * 3 + 2] = right;
}

// ---- the search
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
let successor = new Uint32Array(0);
let current: i32 = 0;
/** states stored */
export let stored: i32 = 0;
/** the f being expanded: no state still open has a lower one */
export let fNow: i32 = 0;
/** states waiting to be expanded */
export let open: i32 = 0;
let goal: i32 = -1;
let full = false;
/** the open list: per f and bound, a stack of state indices (the lowest bound, the deepest, first) */
let stacks: Array<Array<Uint32Array>> = [];
let lengths: Array<Int32Array> = [];

/** Build the search for the level set above, with its start (words of it set next); returns the words of a state. */
export function build(statesAtMost: i32): i32 {
  const p = new SnakebirdPacking(geo, slotCap, blockOffsets, shapeOf, geo.fruit.length, cap);
  packing = p;
  bound = new MovesLeftBound(toExit, toFruit, fruitToExit, stepsToExit, stepsToFruit, fruitStepsToExit);
  heads = new Int32Array(slotCap.length);
  fruitBits = new Uint8Array(geo.fruit.length);
  W = p.words;
  maxStates = statesAtMost;
  capacity = 1 << 16;
  store = new Uint32Array(capacity * W);
  parent = new Uint32Array(capacity);
  depthOf = new Uint16Array(capacity);
  boundOf = new Uint16Array(capacity);
  table = new Int32Array(1 << 17);
  mask = table.length - 1;
  rebuildAt = (table.length / 5) * 4;
  successor = new Uint32Array(W);
  stored = 1;
  goal = -1;
  full = false;
  open = 0;
  stacks = [];
  lengths = [];
  return W;
}
export function setStartWord(k: i32, v: u32): void {
  store[k] = v;
}

function hashOf(a: Uint32Array, off: i32): u32 {
  // murmur3-style mixing, as the engine's hashWords
  let h: u32 = 0x9747b28c ^ <u32>W;
  for (let i = 0; i < W; i++) {
    let k: u32 = a[off + i] * 0xcc9e2d51;
    k = (k << 15) | (k >>> 17);
    h ^= k * 0x1b873593;
    h = (h << 13) | (h >>> 19);
    h = h * 5 + 0xe6546b64;
  }
  h ^= h >>> 16;
  h *= 0x85ebca6b;
  h ^= h >>> 13;
  h *= 0xc2b2ae35;
  return h ^ (h >>> 16);
}

function boundAt(index: i32): i32 {
  const fruitLeft = packing!.headsAndFruit(store, index * W, heads, fruitBits);
  return bound!.of(heads, fruitBits, fruitLeft);
}

function grow(): void {
  const next = capacity < 1 << 20 ? capacity * 2 : capacity + (capacity >> 1);
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
}

function rebuildTable(): void {
  table = new Int32Array(table.length * 2);
  mask = table.length - 1;
  rebuildAt = (table.length / 5) * 4;
  for (let i = 0; i < stored; i++) {
    let slot = <i32>(hashOf(store, i * W) & <u32>mask);
    while (table[slot] != 0) slot = (slot + 1) & mask;
    table[slot] = i + 1;
  }
}

function push(f: i32, b: i32, index: i32): void {
  while (stacks.length <= f) {
    stacks.push([]);
    lengths.push(new Int32Array(0));
  }
  const forF = stacks[f];
  if (forF.length <= b) {
    while (forF.length <= b) forF.push(new Uint32Array(16));
    const l2 = new Int32Array(forF.length);
    l2.set(lengths[f]);
    lengths[f] = l2;
  }
  const len = lengths[f];
  let stack = forF[b];
  const n = len[b];
  if (n == stack.length) {
    const s2 = new Uint32Array(n * 2);
    s2.set(stack);
    forF[b] = stack = s2;
  }
  stack[n] = index;
  len[b] = n + 1;
  open++;
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
  if (goal >= 0 || full) return;
  const g = <i32>depthOf[current] + 1;
  let slot = <i32>(hashOf(successor, 0) & <u32>mask);
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
    full = true;
    return;
  }
  if (stored == capacity) grow();
  const index = stored++;
  for (let k = 0; k < W; k++) store[index * W + k] = successor[k];
  parent[index] = current;
  depthOf[index] = <u16>g;
  table[slot] = index + 1;
  if (stored >= rebuildAt) rebuildTable();
  let b = boundAt(index);
  if (b >= UNREACHABLE) {
    // stored so that it is not looked at again, but never expanded
    boundOf[index] = <u16>UNREACHABLE;
    return;
  }
  // at least the parent's less one ("pathmax"), as the engine keeps it
  const fromParent = <i32>boundOf[current] - 1;
  if (fromParent > b) b = fromParent;
  boundOf[index] = <u16>b;
  reached(index, g, b);
}

// what run() returns
const RUNNING = 0;
const SOLVED = 1;
const UNSOLVABLE = 2;
const STATE_LIMIT = 3;

/** Start the search from the start state set with setStartWord; returns what run() does. */
export function start(): i32 {
  table[<i32>(hashOf(store, 0) & <u32>mask)] = 1;
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
  return RUNNING;
}

/** Expand at most `expansions` states: RUNNING, SOLVED (goalDepth()), UNSOLVABLE or STATE_LIMIT. */
export function run(expansions: i32): i32 {
  for (let done = 0; done < expansions; ) {
    if (goal >= 0) return SOLVED;
    if (full) return STATE_LIMIT;
    const index = pop(fNow);
    if (index < 0) {
      if (open == 0) return UNSOLVABLE;
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
  return goal >= 0 ? SOLVED : full ? STATE_LIMIT : RUNNING;
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
/** Bytes the module's memory holds now. */
export function bytes(): f64 {
  return <f64>memory.size() * 65536;
}
