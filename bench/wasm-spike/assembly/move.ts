// AssemblyScript, not TypeScript (compiled by bench/wasm-spike/move.ts with asc; excluded from tsc).
// Move's breadth-first search, one-word states in a keyed table, the same algorithm as the
// engine's bfs.ts with StateTable keyed and batched (src/engine/), and Move's swipe
// (src/puzzles/move/index.ts). Memory is laid out by hand (load/store on offsets) and never
// freed: it is an experiment to measure, not a solver the app uses.
const BATCH: i32 = 1024;
let cells: i32 = 0;
let n: i32 = 0;
let nextPtr: usize = 0; // i16[4*cells]
let targetPtr: usize = 0; // u8[cells]: colour+1
let slotColourPtr: usize = 0; // u8[n]
let sortPtr: usize = 0; // i32 pairs
let sortLen: i32 = 0;
let storePtr: usize = 0;
let parentPtr: usize = 0;
let capacity: i32 = 0;
export let count: i32 = 0;
let tablePtr: usize = 0;
let mask: u32 = 0;
let zeroStored: bool = false;
let atPtr: usize = 0;
let movedPtr: usize = 0;
let occPtr: usize = 0;
let batchPtr: usize = 0;
let batchFromPtr: usize = 0;
let batchHashPtr: usize = 0;
let batchLen: i32 = 0;
export let goal: i32 = -1;
export let depthReached: i32 = 0;
let sink: u32 = 0;

export function alloc(bytes: i32): usize {
  return heap.alloc(<usize>bytes);
}

@inline function hash1(v: u32): u32 {
  let h = v ^ 0x9747b28c;
  h ^= h >>> 16;
  h *= 0x85ebca6b;
  h ^= h >>> 13;
  h *= 0xc2b2ae35;
  return h ^ (h >>> 16);
}

export function setup(c: i32, dots: i32, next: usize, target: usize, slotColour: usize, sorts: usize, sortCount: i32): void {
  cells = c; n = dots; nextPtr = next; targetPtr = target; slotColourPtr = slotColour; sortPtr = sorts; sortLen = sortCount;
  atPtr = heap.alloc(<usize>(4 * n));
  movedPtr = heap.alloc(<usize>(4 * n));
  occPtr = heap.alloc(<usize>cells);
  memory.fill(occPtr, 0, <usize>cells);
  batchPtr = heap.alloc(<usize>(4 * BATCH));
  batchFromPtr = heap.alloc(<usize>(4 * BATCH));
  batchHashPtr = heap.alloc(<usize>(4 * BATCH));
}

function newTable(slots: i32): void {
  tablePtr = heap.alloc(<usize>(4 * slots));
  memory.fill(tablePtr, 0, <usize>(4 * slots));
  mask = <u32>(slots - 1);
}

function grow(): void {
  const next = capacity * 2;
  const s2 = heap.alloc(<usize>(4 * next));
  memory.copy(s2, storePtr, <usize>(4 * capacity));
  const p2 = heap.alloc(<usize>(4 * next));
  memory.copy(p2, parentPtr, <usize>(4 * capacity));
  storePtr = s2; parentPtr = p2; capacity = next;
}

function rebuild(): void {
  const old = tablePtr;
  const oldSlots = <i32>mask + 1;
  newTable(oldSlots * 2);
  for (let s = 0; s < oldSlots; s++) {
    const v = load<u32>(old + (<usize>s << 2));
    if (v == 0) continue;
    let slot = hash1(v) & mask;
    while (load<u32>(tablePtr + (<usize>slot << 2)) != 0) slot = (slot + 1) & mask;
    store<u32>(tablePtr + (<usize>slot << 2), v);
  }
}

@inline function isGoal(s: u32): bool {
  for (let i = 0; i < n; i++) {
    const cell = (s >>> (<u32>(i & 3) << 3)) & 0xff;
    if (<i32>load<u8>(targetPtr + <usize>cell) != <i32>load<u8>(slotColourPtr + <usize>i) + 1) return false;
  }
  return true;
}

function flush(): void {
  const len = batchLen;
  batchLen = 0;
  let s: u32 = 0;
  for (let i = 0; i < len; i++) {
    const h = hash1(load<u32>(batchPtr + (<usize>i << 2)));
    store<u32>(batchHashPtr + (<usize>i << 2), h);
    s ^= load<u32>(tablePtr + (<usize>(h & mask) << 2));
  }
  sink ^= s;
  for (let i = 0; i < len; i++) {
    if (goal >= 0) return;
    const key = load<u32>(batchPtr + (<usize>i << 2));
    const h = load<u32>(batchHashPtr + (<usize>i << 2));
    let found = false;
    let slot = h & mask;
    if (key == 0) {
      found = zeroStored;
    } else {
      for (;;) {
        const v = load<u32>(tablePtr + (<usize>slot << 2));
        if (v == key) { found = true; break; }
        if (v == 0) break;
        slot = (slot + 1) & mask;
      }
    }
    if (found) continue;
    if (count == capacity) grow();
    if (<f64>count >= <f64>(mask + 1) * 0.8) {
      rebuild();
      slot = h & mask;
      while (load<u32>(tablePtr + (<usize>slot << 2)) != 0) slot = (slot + 1) & mask;
    }
    const index = count++;
    store<u32>(storePtr + (<usize>index << 2), key);
    store<u32>(parentPtr + (<usize>index << 2), load<u32>(batchFromPtr + (<usize>i << 2)));
    if (key == 0) zeroStored = true;
    else store<u32>(tablePtr + (<usize>slot << 2), key);
    if (isGoal(key)) goal = index;
  }
}

@inline function sortGroups(a: usize): void {
  for (let r = 0; r < sortLen; r += 2) {
    const lo = load<i32>(sortPtr + (<usize>r << 2));
    const hi = load<i32>(sortPtr + (<usize>(r + 1) << 2));
    for (let i = lo + 1; i < hi; i++) {
      const v = load<i32>(a + (<usize>i << 2));
      let j = i - 1;
      while (j >= lo && load<i32>(a + (<usize>j << 2)) > v) {
        store<i32>(a + (<usize>(j + 1) << 2), load<i32>(a + (<usize>j << 2)));
        j--;
      }
      store<i32>(a + (<usize>(j + 1) << 2), v);
    }
  }
}

function expand(current: i32): void {
  const src = load<u32>(storePtr + (<usize>current << 2));
  for (let i = 0; i < n; i++) {
    const c = <i32>((src >>> (<u32>(i & 3) << 3)) & 0xff);
    store<i32>(atPtr + (<usize>i << 2), c);
    store<u8>(occPtr + <usize>c, 1);
  }
  for (let d = 0; d < 4; d++) {
    const base = d * cells;
    let moved = false;
    for (let i = 0; i < n; i++) {
      const from = load<i32>(atPtr + (<usize>i << 2));
      const to = <i32>load<i16>(nextPtr + (<usize>(base + from) << 1));
      let ahead = to;
      while (ahead >= 0 && load<u8>(occPtr + <usize>ahead) == 1) ahead = <i32>load<i16>(nextPtr + (<usize>(base + ahead) << 1));
      if (ahead >= 0) { store<i32>(movedPtr + (<usize>i << 2), to); moved = true; }
      else store<i32>(movedPtr + (<usize>i << 2), from);
    }
    if (!moved) continue;
    sortGroups(movedPtr);
    let v: u32 = 0;
    for (let i = 0; i < n; i++) v |= <u32>load<i32>(movedPtr + (<usize>i << 2)) << (<u32>(i & 3) << 3);
    store<u32>(batchPtr + (<usize>batchLen << 2), v);
    store<u32>(batchFromPtr + (<usize>batchLen << 2), <u32>current);
    batchLen++;
    if (batchLen == BATCH) flush();
    if (goal >= 0) break;
  }
  for (let i = 0; i < n; i++) store<u8>(occPtr + <usize>load<i32>(atPtr + (<usize>i << 2)), 0);
}

export function solve(initial: u32, initialCapacity: i32, maxStates: i32): i32 {
  capacity = initialCapacity;
  storePtr = heap.alloc(<usize>(4 * capacity));
  parentPtr = heap.alloc(<usize>(4 * capacity));
  let slots = 1024;
  while (<f64>slots * 0.8 < <f64>capacity) slots *= 2;
  newTable(slots);
  store<u32>(storePtr, initial);
  store<u32>(parentPtr, 0);
  if (initial == 0) zeroStored = true;
  else {
    let slot = hash1(initial) & mask;
    store<u32>(tablePtr + (<usize>slot << 2), initial);
  }
  count = 1;
  goal = -1;
  if (isGoal(initial)) { goal = 0; return 0; }
  let depth = 0;
  let layerStart = 0;
  let layerEnd = 1;
  for (;;) {
    for (let current = layerStart; current < layerEnd; current++) {
      expand(current);
      if (goal >= 0 || count >= maxStates) break;
    }
    if (goal < 0) flush();
    batchLen = 0;
    depth++;
    depthReached = depth;
    if (goal >= 0) return depth;
    if (count >= maxStates) return -2;
    if (count == layerEnd) return -1;
    layerStart = layerEnd;
    layerEnd = count;
  }
  return -3;
}
