// Breadth-first search over packed states.
//
// Layout: every stored state gets an index in insertion order. Because BFS inserts layer by
// layer, each depth is a contiguous index range, so the frontier needs no queue of its own.
//   store[i*W .. i*W+W)  the packed state (W = problem.words)
//   parent[i]            index of the state it was first reached from (root: itself)
//   table[slot]          open addressing with linear probing; holds index+1 (0 = empty)
// Move ids are not stored: the path is short, so rebuilding it re-expands each parent once
// and picks the move that leads to the child. That keeps a one-word state at 8 bytes plus
// its hash slot.
import type { SearchOptions, SearchProblem, SearchProgress, SearchResult } from './types.ts';

const MAX_LOAD = 0.7;
const INITIAL_STATES = 1 << 12;
/** how many emits between clock reads; a clock read per state would cost more than a small expand */
const CLOCK_EVERY = 4096;

function hashWords(a: Uint32Array, off: number, w: number): number {
  // murmur3-style mixing: consecutive cells and small counters must spread over the table
  let h = 0x9747b28c ^ w;
  for (let i = 0; i < w; i++) {
    let k = Math.imul(a[off + i]!, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
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

export function bfs(problem: SearchProblem, options: SearchOptions = {}): SearchResult {
  const W = problem.words;
  const maxStates = options.maxStates ?? Infinity;
  const maxBytes = options.maxBytes ?? Infinity;
  const countSolutions = options.countSolutions ?? false;
  const interval = options.progressIntervalMs ?? 100;
  const t0 = performance.now();

  let capacity = INITIAL_STATES;
  let store = new Uint32Array(capacity * W);
  let parent = new Uint32Array(capacity);
  // Only when counting: number of shortest paths to each state, and the last parent that
  // added to it (so two moves from one state to the same successor count once).
  let paths = countSolutions ? new Float64Array(capacity) : null;
  let lastParent = countSolutions ? new Int32Array(capacity).fill(-1) : null;
  let table = new Uint32Array(tableSizeFor(capacity));
  let mask = table.length - 1;
  let count = 0;

  const bytes = () =>
    store.byteLength + parent.byteLength + table.byteLength + (paths?.byteLength ?? 0) + (lastParent?.byteLength ?? 0);
  const elapsed = () => performance.now() - t0;

  /**
   * Index of the state in `s` at `off`, or -(slot + 1) for the empty slot where it belongs,
   * so an insert needs no second probe.
   */
  function find(s: Uint32Array, off: number, h: number): number {
    let slot = h & mask;
    if (W === 1) {
      const key = s[off]!;
      for (;;) {
        const v = table[slot]!;
        if (v === 0) return -(slot + 1);
        if (store[v - 1] === key) return v - 1;
        slot = (slot + 1) & mask;
      }
    }
    for (;;) {
      const v = table[slot]!;
      if (v === 0) return -(slot + 1);
      const base = (v - 1) * W;
      let same = true;
      for (let i = 0; i < W; i++) {
        if (store[base + i] !== s[off + i]) {
          same = false;
          break;
        }
      }
      if (same) return v - 1;
      slot = (slot + 1) & mask;
    }
  }

  function placeInTable(index: number, h: number): void {
    let slot = h & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = index + 1;
  }

  /** Grow the arrays for at least one more state; false when the memory budget forbids it. */
  function grow(): boolean {
    const next = Math.ceil(capacity * (capacity < 1 << 20 ? 2 : 1.5));
    const nextTable = tableSizeFor(next);
    const nextBytes = next * (W * 4 + 4 + (countSolutions ? 12 : 0)) + nextTable * 4;
    if (nextBytes > maxBytes) return false;
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
    if (nextTable !== table.length) {
      table = new Uint32Array(nextTable);
      mask = nextTable - 1;
      for (let i = 0; i < count; i++) placeInTable(i, hashWords(store, i * W, W));
    }
    return true;
  }

  const scratch = new Uint32Array(W);
  problem.writeInitial(scratch);
  if (tableSizeFor(capacity) * 4 + capacity * (W * 4 + 4) > maxBytes) {
    return { kind: 'limit', limit: 'memory', depth: 0, stored: 0, elapsedMs: elapsed(), bytes: 0 };
  }
  store.set(scratch, 0);
  parent[0] = 0;
  if (paths) paths[0] = 1;
  placeInTable(0, hashWords(store, 0, W));
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
  let nextLayerStart = 1;
  const goals: number[] = [];
  let stop: 'states' | 'memory' | 'cancelled' | null = null;
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
    const h = hashWords(scratch, 0, W);
    const found = find(scratch, 0, h);
    if (found >= 0) {
      if (paths && lastParent && found >= nextLayerStart && lastParent[found] !== current) {
        lastParent[found] = current;
        paths[found]! += paths[current]!;
      }
      return;
    }
    if (count >= maxStates) {
      stop = 'states';
      return;
    }
    let slot = -found - 1;
    if (count === capacity) {
      if (!grow()) {
        stop = 'memory';
        return;
      }
      // the table may have been rebuilt: find the empty slot again
      slot = -find(scratch, 0, h) - 1;
    }
    const index = count++;
    for (let i = 0; i < W; i++) store[index * W + i] = scratch[i]!;
    parent[index] = current;
    if (paths && lastParent) {
      paths[index] = paths[current]!;
      lastParent[index] = current;
    }
    table[slot] = index + 1;
    if (problem.isGoal(store, index * W)) goals.push(index);
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
