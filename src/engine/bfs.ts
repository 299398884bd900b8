// Breadth-first search over packed states.
//
// Layout: every stored state gets an index in insertion order. Because BFS inserts layer by
// layer, each depth is a contiguous index range, so the frontier needs no queue of its own.
//   store[i*W .. i*W+W)  the packed state (W = problem.words)
//   parent[i]            index of the state it was first reached from (root: itself)
//   table[slot]          open addressing with linear probing, in one of two forms:
//     keyed    (one-word states, no solution counting): the state itself, 0 = empty. The
//              state 0 cannot live there, so a flag remembers whether it was stored.
//     indexed  (everything else): index+1 in the low bits, the hash's high bits above them
//              (a fingerprint: the slot position already says what the low bits were).
// Move ids are not stored: the path is short, so rebuilding it re-expands each parent once
// and picks the move that leads to the child. That keeps a one-word state at 8 bytes plus
// its hash slot.
//
// Speed: the table and the store are far larger than the caches, and most successors are
// states already seen, so a lookup is a cache miss or two. Done one at a time, each miss waits
// for the one before; so successors are collected in a batch and their slots (and, indexed,
// the stored states those slots point at) are read in a pass of independent loads first,
// which the CPU overlaps. The batch is then handled in emit order, so the result (indices,
// parents, the path found) is the same as handling each successor when it is emitted.
import type { SearchOptions, SearchProblem, SearchProgress, SearchResult } from './types.ts';

const MAX_LOAD = 0.8;
const INITIAL_STATES = 1 << 12;
/** how many emits between clock reads; a clock read per state would cost more than a small expand */
const CLOCK_EVERY = 4096;
/**
 * Successors per batch. Big enough that the loads of one batch overlap well, small enough
 * that the cache lines they bring in are still there when the batch is handled.
 */
const BATCH = 1024;

function hashWords(a: Uint32Array, off: number, w: number): number {
  let h: number;
  if (w === 1) {
    // a bijection, so distinct one-word states never share a full hash
    h = a[off]! ^ 0x9747b28c;
  } else {
    // murmur3-style mixing: consecutive cells and small counters must spread over the table
    h = 0x9747b28c ^ w;
    for (let i = 0; i < w; i++) {
      let k = Math.imul(a[off + i]!, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      h ^= Math.imul(k, 0x1b873593);
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function tableSizeFor(states: number): number {
  let size = 1 << 10;
  while (size * MAX_LOAD < states) size *= 2;
  return size;
}

/** Where the loads a batch makes ahead of time go, so the compiler cannot drop them. */
let touchSink = 0;

export function bfs(problem: SearchProblem, options: SearchOptions = {}): SearchResult {
  const W = problem.words;
  const maxStates = options.maxStates ?? Infinity;
  const maxBytes = options.maxBytes ?? Infinity;
  const countSolutions = options.countSolutions ?? false;
  const interval = options.progressIntervalMs ?? 100;
  const keyed = W === 1 && !countSolutions;
  const t0 = performance.now();

  const batch = new Uint32Array(BATCH * W);
  const batchFrom = new Uint32Array(BATCH);
  const batchHash = new Uint32Array(BATCH);
  let batchLen = 0;
  const batchBytes = batch.byteLength + batchFrom.byteLength + batchHash.byteLength;
  const bytesFor = (states: number, slots: number) =>
    states * (W * 4 + 4 + (countSolutions ? 12 : 0)) + slots * 4 + batchBytes;

  let capacity = INITIAL_STATES;
  if (bytesFor(capacity, tableSizeFor(capacity)) > maxBytes) {
    return { kind: 'limit', limit: 'memory', depth: 0, stored: 0, elapsedMs: performance.now() - t0, bytes: 0 };
  }
  let store = new Uint32Array(capacity * W);
  let parent = new Uint32Array(capacity);
  // Only when counting: number of shortest paths to each state, and the last parent that
  // added to it (so two moves from one state to the same successor count once).
  let paths = countSolutions ? new Float64Array(capacity) : null;
  let lastParent = countSolutions ? new Int32Array(capacity).fill(-1) : null;
  let table = new Uint32Array(tableSizeFor(capacity));
  let mask = table.length - 1;
  /** keyed only: whether the state 0 (which is also the empty slot) has been stored */
  let zeroStored = false;
  let count = 0;

  const bytes = () =>
    store.byteLength +
    parent.byteLength +
    table.byteLength +
    (paths?.byteLength ?? 0) +
    (lastParent?.byteLength ?? 0) +
    batchBytes;
  const elapsed = () => performance.now() - t0;

  function sameState(base: number, s: Uint32Array, off: number): boolean {
    if (W === 1) return store[base] === s[off];
    if (W === 2) return store[base] === s[off] && store[base + 1] === s[off + 1];
    for (let i = 0; i < W; i++) if (store[base + i] !== s[off + i]) return false;
    return true;
  }

  /** First empty slot on the probe path of hash h. */
  function emptySlot(h: number): number {
    let slot = h & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    return slot;
  }

  /** Make room for a bigger table: every entry moves to its new slot. */
  function rebuildTable(slots: number): void {
    const old = table;
    table = new Uint32Array(slots);
    mask = slots - 1;
    // Walking the old table in slot order visits hashes in nearly ascending order, so the
    // new slots are written nearly in order too: little cache missing on either side.
    for (let s = 0; s < old.length; s++) {
      const v = old[s]!;
      if (v === 0) continue;
      if (keyed) {
        table[emptySlot(hashWords(old, s, 1))] = v;
      } else {
        const index = (v & (old.length - 1)) - 1;
        const h = hashWords(store, index * W, W);
        table[emptySlot(h)] = ((h & ~mask) | (index + 1)) >>> 0;
      }
    }
  }

  /** Grow the per-state arrays for at least one more state; false when the memory budget forbids it. */
  function grow(): boolean {
    const next = Math.ceil(capacity * (capacity < 1 << 20 ? 2 : 1.5));
    if (bytesFor(next, table.length) > maxBytes) return false;
    const s2 = new Uint32Array(next * W);
    s2.set(store);
    store = s2;
    const p2 = new Uint32Array(next);
    p2.set(parent);
    parent = p2;
    if (paths && lastParent) {
      const c2 = new Float64Array(next);
      c2.set(paths);
      paths = c2;
      const l2 = new Int32Array(next).fill(-1);
      l2.set(lastParent);
      lastParent = l2;
    }
    capacity = next;
    return true;
  }

  const goals: number[] = [];
  let stop: 'states' | 'memory' | 'cancelled' | null = null;
  /** index of the first state of the layer being generated */
  let nextLayerStart = 1;

  /**
   * Store the state at batch[off], reached from `from`, whose empty slot on its probe path
   * (hash h) is `slot`. Sets `stop` instead when a budget forbids it.
   */
  function append(off: number, h: number, slot: number, from: number): void {
    if (count >= maxStates) {
      stop = 'states';
      return;
    }
    if (count === capacity && !grow()) {
      stop = 'memory';
      return;
    }
    // The table grows with the states actually stored, not with the arrays' capacity (which
    // runs up to 1.5x ahead), so it is not doubled early.
    if (count >= table.length * MAX_LOAD) {
      if (bytesFor(capacity, table.length * 2) > maxBytes) {
        stop = 'memory';
        return;
      }
      rebuildTable(table.length * 2);
      slot = emptySlot(h);
    }
    const index = count++;
    if (W === 1) store[index] = batch[off]!;
    else for (let i = 0; i < W; i++) store[index * W + i] = batch[off + i]!;
    parent[index] = from;
    if (paths && lastParent) {
      paths[index] = paths[from]!;
      lastParent[index] = from;
    }
    if (keyed) {
      if (batch[off] === 0) zeroStored = true;
      else table[slot] = batch[off]!;
    } else table[slot] = ((h & ~mask) | (index + 1)) >>> 0;
    if (problem.isGoal(store, index * W)) goals.push(index);
  }

  function flushKeyed(): void {
    const n = batchLen;
    batchLen = 0;
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const h = hashWords(batch, i, 1);
      batchHash[i] = h;
      sink ^= table[h & mask]!;
    }
    touchSink ^= sink;
    for (let i = 0; i < n; i++) {
      if (stop !== null || goals.length > 0) return;
      const key = batch[i]!;
      const h = batchHash[i]!;
      let slot = h & mask;
      if (key === 0) {
        if (!zeroStored) append(i, h, slot, batchFrom[i]!);
        continue;
      }
      let seen = false;
      for (;;) {
        const v = table[slot]!;
        if (v === key) {
          seen = true;
          break;
        }
        if (v === 0) break;
        slot = (slot + 1) & mask;
      }
      if (!seen) append(i, h, slot, batchFrom[i]!);
    }
  }

  function flushIndexed(): void {
    const n = batchLen;
    batchLen = 0;
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const h = hashWords(batch, i * W, W);
      batchHash[i] = h;
      sink ^= table[h & mask]!;
    }
    // Second round of independent loads: the stored states whose fingerprints match.
    for (let i = 0; i < n; i++) {
      const h = batchHash[i]!;
      for (let slot = h & mask; ; slot = (slot + 1) & mask) {
        const v = table[slot]!;
        if (v === 0) break;
        if (((v ^ h) & ~mask) === 0) sink ^= store[((v & mask) - 1) * W]!;
      }
    }
    touchSink ^= sink;
    for (let i = 0; i < n; i++) {
      if (stop !== null || (goals.length > 0 && !paths)) return;
      const off = i * W;
      const h = batchHash[i]!;
      const from = batchFrom[i]!;
      let slot = h & mask;
      let found = -1;
      for (;;) {
        const v = table[slot]!;
        if (v === 0) break;
        if (((v ^ h) & ~mask) === 0) {
          const index = (v & mask) - 1;
          if (sameState(index * W, batch, off)) {
            found = index;
            break;
          }
        }
        slot = (slot + 1) & mask;
      }
      if (found < 0) append(off, h, slot, from);
      else if (paths && lastParent && found >= nextLayerStart && lastParent[found] !== from) {
        lastParent[found] = from;
        paths[found]! += paths[from]!;
      }
    }
  }

  const flush = keyed ? flushKeyed : flushIndexed;

  const scratch = new Uint32Array(W);
  problem.writeInitial(scratch);
  store.set(scratch, 0);
  parent[0] = 0;
  if (paths) paths[0] = 1;
  const rootHash = hashWords(store, 0, W);
  if (!keyed) table[emptySlot(rootHash)] = ((rootHash & ~mask) | 1) >>> 0;
  else if (store[0] === 0) zeroStored = true;
  else table[emptySlot(rootHash)] = store[0]!;
  count = 1;

  const finishSolved = (goals: number[], depth: number): SearchResult => {
    const goal = goals[0]!;
    const solution = rebuildPath(problem, store, parent, goal);
    let optimalSolutions: number | undefined;
    if (paths) {
      optimalSolutions = 0;
      for (const g of goals) optimalSolutions += paths[g]!;
    }
    return {
      kind: 'solved',
      moves: depth,
      solution,
      stored: count,
      ...(optimalSolutions !== undefined ? { optimalSolutions } : {}),
      elapsedMs: elapsed(),
      bytes: bytes(),
      method: 'bfs',
    };
  };

  if (problem.isGoal(store, 0)) return finishSolved([0], 0);

  let depth = 0;
  let layerStart = 0;
  let layerEnd = 1;
  let current = 0;
  let sinceClock = 0;
  let lastProgress = t0;
  let lastProgressCount = 0;

  const report = (): boolean => {
    const now = performance.now();
    const dt = now - lastProgress;
    const progress: SearchProgress = {
      depth,
      stored: count,
      frontier: layerEnd - layerStart,
      statesPerSecond: dt > 0 ? ((count - lastProgressCount) * 1000) / dt : 0,
      bytes: bytes(),
      elapsedMs: now - t0,
    };
    lastProgress = now;
    lastProgressCount = count;
    const cancel = options.onProgress?.(progress) === true || options.shouldCancel?.() === true;
    return cancel;
  };

  const emit = (_move: number): void => {
    if (stop !== null || (goals.length > 0 && !paths)) return;
    if (W === 1) batch[batchLen] = scratch[0]!;
    else batch.set(scratch, batchLen * W);
    batchFrom[batchLen] = current;
    if (++batchLen === BATCH) flush();
  };

  for (;;) {
    nextLayerStart = layerEnd;
    for (current = layerStart; current < layerEnd; current++) {
      problem.expand(store, current * W, scratch, emit);
      if (stop !== null) break;
      if (goals.length > 0 && !paths) break;
      if (++sinceClock >= CLOCK_EVERY) {
        sinceClock = 0;
        if (performance.now() - lastProgress >= interval && report()) {
          stop = 'cancelled';
          break;
        }
      }
    }
    if (stop === null) flush();
    batchLen = 0;
    if (stop !== null) {
      return { kind: 'limit', limit: stop, depth, stored: count, elapsedMs: elapsed(), bytes: bytes() };
    }
    depth++;
    if (goals.length > 0) return finishSolved(goals, depth);
    if (count === layerEnd) {
      return { kind: 'unsolvable', stored: count, elapsedMs: elapsed(), bytes: bytes(), method: 'bfs' };
    }
    layerStart = layerEnd;
    layerEnd = count;
  }
}

/** Walk parents back from the goal, then name each step by re-expanding its parent. */
function rebuildPath(problem: SearchProblem, store: Uint32Array, parent: Uint32Array, goal: number): string[] {
  const W = problem.words;
  const indices: number[] = [];
  for (let i = goal; ; i = parent[i]!) {
    indices.push(i);
    if (i === 0) break;
  }
  indices.reverse();
  const states = indices.map((i) => store.slice(i * W, i * W + W));
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
