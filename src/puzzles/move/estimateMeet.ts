// A level's optimum from two short breadth-first searches, one from the start and one back from
// the win, where they meet: Move's estimate (estimate.ts) counts a level whose win comes early
// in a large space by the positions up to that depth, not the whole space.
import type { MoveLevel } from './format.ts';
import { neighbourTable } from './index.ts';
import { moveSolver, positionHash, sampledIndexOf, type SampledSearch } from './solver.ts';

/** Packed positions, each stored once, with the depth it was reached at (typed arrays, open addressing). */
class Reached {
  store: Uint32Array;
  depth: Uint16Array;
  slots = new Int32Array(4096);
  count = 0;
  constructor(readonly words: number) {
    this.store = new Uint32Array(1024 * words);
    this.depth = new Uint16Array(1024);
  }
  private hash(a: Uint32Array, off: number): number {
    return positionHash(a, off, this.words);
  }
  /** the index of `a`'s position at `off`, or -1 */
  find(a: Uint32Array, off: number): number {
    const W = this.words;
    const mask = this.slots.length - 1;
    for (let at = this.hash(a, off) & mask; this.slots[at] !== 0; at = (at + 1) & mask) {
      const i = this.slots[at]! - 1;
      let w = 0;
      while (w < W && this.store[i * W + w] === a[off + w]) w++;
      if (w === W) return i;
    }
    return -1;
  }
  /** stores `a` at `depth` unless already there: whether it was new */
  add(a: Uint32Array, depth: number): boolean {
    if (this.find(a, 0) >= 0) return false;
    const W = this.words;
    if ((this.count + 1) * W > this.store.length) {
      const grown = new Uint32Array(this.store.length * 2);
      grown.set(this.store);
      this.store = grown;
      const depths = new Uint16Array(this.depth.length * 2);
      depths.set(this.depth);
      this.depth = depths;
    }
    this.store.set(a.subarray(0, W), this.count * W);
    this.depth[this.count] = depth;
    this.place(this.count++);
    if (this.count * 2 > this.slots.length) {
      this.slots = new Int32Array(this.slots.length * 2);
      for (let i = 0; i < this.count; i++) this.place(i);
    }
    return true;
  }
  private place(i: number): void {
    const mask = this.slots.length - 1;
    let at = this.hash(this.store, i * this.words) & mask;
    while (this.slots[at] !== 0) at = (at + 1) & mask;
    this.slots[at] = i + 1;
  }
}

/**
 * Breadth-first from `first`, stopped after the layer that takes it to `cap` positions or more, or
 * after the layer (positions from to to, at depth) that `settled` says is enough: `ended`, the
 * space ran dry first; `deepest`, the last layer stored whole.
 */
function breadthFirst(
  words: number,
  first: Uint32Array,
  cap: number,
  next: (src: Uint32Array, off: number, out: Uint32Array, emit: () => void) => void,
  settled: (reached: Reached, from: number, to: number, depth: number) => boolean,
) {
  const reached = new Reached(words);
  reached.add(first, 0);
  const out = new Uint32Array(words);
  let from = 0;
  let deepest = 0;
  if (settled(reached, 0, 1, 0)) return { reached, deepest, ended: false };
  while (reached.count < cap) {
    const to = reached.count;
    for (let i = from; i < to; i++) next(reached.store, i * words, out, () => reached.add(out, deepest + 1));
    if (reached.count === to) return { reached, deepest, ended: true };
    deepest++;
    from = to;
    if (settled(reached, to, reached.count, deepest)) break;
  }
  return { reached, deepest, ended: false };
}

/**
 * The fewest moves to the win, from `ahead`, a search from the start (sampledSearch: its
 * positions are not searched again), and a search of up to `cap` positions back from the win, at
 * their meeting (the least of the two depths' sum over the positions both reached: each depth is
 * that position's distance, both searches storing whole layers, so it is the optimum wherever it
 * is at most their depths' sum, else a bound above it); 'none': either search ran dry first (the
 * level has no win); null: they did not meet. Up to MEETS_UP_TO_DOTS dots, the levels measured
 * (estimate.ts's note).
 */
export function optimumFromBothEnds(level: MoveLevel, ahead: SampledSearch, cap: number): number | 'none' | null {
  const n = level.dots.length;
  if (n > MEETS_UP_TO_DOTS) return null;
  const W = ahead.words;
  // each position's depth from the start: the layer it was stored in (a win cuts the last short)
  const depthAhead = new Uint16Array(ahead.stored).fill(ahead.layers.length);
  for (let d = 0, i = 0; d < ahead.layers.length; i += ahead.layers[d++]!) depthAhead.fill(d, i, i + ahead.layers[d]!);
  if (ahead.ended) {
    const problem = moveSolver.compile(level);
    for (let i = 0; i < ahead.stored; i++) if (problem.isGoal(ahead.positions, i * W)) return depthAhead[i]!;
    return 'none';
  }

  // the win: each colour's targets, in the solver's canonical order (colours sorted, cells ascending)
  const colours = [...new Set(level.dots.map((d) => d.color))].sort();
  const win: number[] = [];
  const groupEnds: number[] = [];
  for (const c of colours) {
    const cells: number[] = [];
    level.floor.forEach((row, r) => [...row].forEach((ch, col) => ch === c.toUpperCase() && cells.push(r * level.width + col)));
    if (cells.length !== level.dots.filter((d) => d.color === c).length) return null;
    win.push(...cells.sort((a, b) => a - b));
    groupEnds.push(win.length);
  }
  const cells = level.width * level.height;
  const next = neighbourTable(level);
  const pack = (at: ArrayLike<number>, out: Uint32Array) => {
    out.fill(0);
    for (let i = 0; i < n; i++) out[i >> 2]! |= at[i]! << ((i & 3) << 3);
    for (let w = 0; w < W; w++) out[w] = out[w]! >>> 0;
  };
  const canonical = (a: Int32Array) => {
    let lo = 0;
    for (const hi of groupEnds) {
      for (let i = lo + 1; i < hi; i++) {
        const v = a[i]!;
        let j = i - 1;
        for (; j >= lo && a[j]! > v; j--) a[j + 1] = a[j]!;
        a[j + 1] = v;
      }
      lo = hi;
    }
  };
  const winPacked = new Uint32Array(W);
  pack(win, winPacked);
  const at = new Int32Array(n);
  const before = new Int32Array(n);
  // each cell's dot slot + 1, 0 for none
  const slotAt = new Int32Array(cells);
  // the runs of dots one behind another in a direction: their slots, tail first
  const runSlots = new Int32Array(n);
  const runStart = new Int32Array(n);
  /** how many of each run's dots, from its tail, moved: 0 to runMost, or runMost alone where runLeast */
  const runMost = new Int32Array(n);
  const runLeast = new Int32Array(n);
  const runMoved = new Int32Array(n);
  // A swipe moves a run of dots one behind another whole or not at all: not where the cell past
  // its head is a wall or the edge. So a run of dots after a swipe was, before it, a run that moved
  // (a cell on) and, against a wall, one that did not: its first j dots put back a cell, for any j
  // where it is against a wall, else all of them; the cell behind it must be floor for any to have
  // moved (the fewer-dots sets, each tried with a swipe, took 3 to 8 s for 240,000 positions).
  const backwards = (src: Uint32Array, off: number, out: Uint32Array, emit: () => void) => {
    for (let i = 0; i < n; i++) {
      at[i] = (src[off + (i >> 2)]! >>> ((i & 3) << 3)) & 0xff;
      slotAt[at[i]!] = i + 1;
    }
    directions: for (let d = 0; d < 4; d++) {
      const ahead = d * cells;
      const back = OPPOSITE[d]! * cells;
      let runs = 0;
      let k = 0;
      for (let i = 0; i < n; i++) {
        const behind = next[back + at[i]!]!;
        if (behind >= 0 && slotAt[behind] !== 0) continue;
        runStart[runs] = k;
        let head = at[i]!;
        runSlots[k++] = i;
        for (let c = next[ahead + head]!; c >= 0 && slotAt[c] !== 0; c = next[ahead + c]!) {
          runSlots[k++] = slotAt[c]! - 1;
          head = c;
        }
        const length = k - runStart[runs]!;
        const blocked = next[ahead + head]! < 0;
        if (!blocked && behind < 0) continue directions;
        runMost[runs] = behind >= 0 ? length : 0;
        runLeast[runs] = blocked ? 0 : length;
        runMoved[runs] = runLeast[runs]!;
        runs++;
      }
      // every choice of each run's moved dots, but none moved
      for (;;) {
        let any = false;
        for (let r = 0; r < runs; r++) any ||= runMoved[r]! > 0;
        if (any) {
          before.set(at);
          for (let r = 0; r < runs; r++) {
            for (let j = 0; j < runMoved[r]!; j++) {
              const slot = runSlots[runStart[r]! + j]!;
              before[slot] = next[back + at[slot]!]!;
            }
          }
          canonical(before);
          pack(before, out);
          emit();
        }
        let r = 0;
        for (; r < runs; r++) {
          if (runMoved[r]! < runMost[r]!) {
            runMoved[r]!++;
            break;
          }
          runMoved[r] = runLeast[r]!;
        }
        if (r === runs) break;
      }
    }
    for (let i = 0; i < n; i++) slotAt[at[i]!] = 0;
  };
  // Each layer back is met as it is stored. Once the best meeting is at most F + depth + 1, F the
  // start's last layer, no line is shorter: one would pass a position of layer F whose distance
  // to the win is at most the depth searched back, met already. (r12-2x2-w0.1-s1 stores 14,817
  // positions back, not 421,499; on hmove9's 69 levels, the same optima in 0.33 of the CPU time.)
  const F = ahead.layers.length - 1;
  let best = Infinity;
  const met = (reached: Reached, from: number, to: number, depth: number) => {
    for (let i = from; i < to; i++) {
      const j = sampledIndexOf(ahead, reached.store, i * W);
      if (j >= 0) best = Math.min(best, depthAhead[j]! + depth);
    }
    return best <= F + depth + 1;
  };
  const behind = breadthFirst(W, winPacked, cap, backwards, met);
  searchedBack.positions = behind.reached.count;
  if (best < Infinity) return best;
  return behind.ended ? 'none' : null;
}
export const MEETS_UP_TO_DOTS = 4;
/** the positions the last meeting stored back from the win (for tests) */
export const searchedBack = { positions: 0 };
/** the direction that undoes each of DIRECTIONS (U, D, L, R) */
const OPPOSITE = [1, 0, 3, 2] as const;
