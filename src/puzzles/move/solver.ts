// Move for the engine: a position is each dot's cell, a byte each, the dots of one colour
// sorted so that interchangeable dots give one state.
import type { SearchProblem } from '../../engine/types.ts';
import type { FamilySolver } from '../types.ts';
import type { MoveLevel } from './format.ts';
import { DIRECTIONS, neighbourTable, swipe } from './index.ts';

function colourGroups(level: MoveLevel): string[] {
  return [...new Set(level.dots.map((d) => d.color))].sort();
}

/** A level as the search reads it: tables of cells, with the dots in canonical order. */
export interface MoveTables {
  cells: number;
  /** neighbourTable(level) */
  next: Int16Array;
  /** dots */
  n: number;
  /** colour group of each dot slot */
  slotColour: Uint8Array;
  /** targetColour[cell]: colour group + 1 of the target there, 0 for none */
  targetColour: Uint8Array;
  /** [lo, hi) pairs: the slot ranges of colour groups of two or more dots, sorted in a state */
  sortRanges: number[];
  /** the start: each slot's cell, canonical */
  initial: Int32Array;
}

function moveTables(level: MoveLevel): MoveTables {
  const cells = level.width * level.height;
  // Canonical order: dots grouped by colour, each group's cells ascending.
  const colours = colourGroups(level);
  const slotsOf = colours.map((c) => level.dots.filter((d) => d.color === c));
  const n = level.dots.length;
  const slotColour = new Uint8Array(n);
  const groupStart: number[] = [];
  let k = 0;
  slotsOf.forEach((group, g) => {
    groupStart.push(k);
    for (let i = 0; i < group.length; i++) slotColour[k++] = g;
  });
  groupStart.push(n);
  const targetColour = new Uint8Array(cells);
  for (let r = 0; r < level.height; r++) {
    for (let c = 0; c < level.width; c++) {
      const ch = level.floor[r]![c]!;
      const g = colours.indexOf(ch.toLowerCase());
      if (ch >= 'A' && ch <= 'Z' && g >= 0) targetColour[r * level.width + c] = g + 1;
    }
  }
  const sortRanges = groupStart.flatMap((lo, g) => (g + 1 < groupStart.length && groupStart[g + 1]! - lo > 1 ? [lo, groupStart[g + 1]!] : []));
  const initial = new Int32Array(slotsOf.flat().map((d) => d.row * level.width + d.col));
  sortGroups(sortRanges, initial);
  return { cells, next: neighbourTable(level), n, slotColour, targetColour, sortRanges, initial };
}

/** Sort each colour group's cells ascending (the canonical order of a state). */
function sortGroups(sortRanges: readonly number[], a: Int32Array): void {
  for (let r = 0; r < sortRanges.length; r += 2) {
    const lo = sortRanges[r]!;
    const hi = sortRanges[r + 1]!;
    for (let i = lo + 1; i < hi; i++) {
      const v = a[i]!;
      let j = i - 1;
      while (j >= lo && a[j]! > v) {
        a[j + 1] = a[j]!;
        j--;
      }
      a[j + 1] = v;
    }
  }
}

function compile(level: MoveLevel): SearchProblem {
  const { cells, next, n, slotColour, targetColour, sortRanges, initial } = moveTables(level);
  // 8 bits a cell
  const words = Math.max(1, Math.ceil(n / 4));
  const at = new Int32Array(n);
  const moved = new Int32Array(n);
  const occupied = new Uint8Array(cells);

  const unpack = (s: Uint32Array, off: number, into: Int32Array) => {
    for (let i = 0; i < n; i++) into[i] = (s[off + (i >> 2)]! >>> ((i & 3) << 3)) & 0xff;
  };
  // Runs once per successor: a word at a time in a local, since out.fill() is a call into the
  // runtime that cost more than the packing itself.
  const pack = (from: Int32Array, out: Uint32Array) => {
    for (let w = 0; w < words; w++) {
      let v = 0;
      for (let i = w * 4; i < n && i < w * 4 + 4; i++) v |= from[i]! << ((i & 3) << 3);
      out[w] = v >>> 0;
    }
  };
  return {
    words,
    writeInitial: (out) => pack(initial, out),
    expand: (src, off, out, emit) => {
      unpack(src, off, at);
      for (let i = 0; i < n; i++) occupied[at[i]!] = 1;
      for (let d = 0; d < 4; d++) {
        if (!swipe(next, cells, d, at, n, occupied, moved)) continue;
        sortGroups(sortRanges, moved);
        pack(moved, out);
        emit(d);
      }
      for (let i = 0; i < n; i++) occupied[at[i]!] = 0;
    },
    isGoal: (s, off) => {
      for (let i = 0; i < n; i++) {
        const cell = (s[off + (i >> 2)]! >>> ((i & 3) << 3)) & 0xff;
        if (targetColour[cell] !== slotColour[i]! + 1) return false;
      }
      return true;
    },
    notate: (moves) => moves.map((m) => DIRECTIONS[m]!),
    namesMovesAlone: true,
  };
}

export const moveSolver: FamilySolver<MoveLevel> = { compile };

/** A packed position's hash, for the open addressing of the estimate's searches (sampledSearch, estimateMeet.ts). */
export function positionHash(a: Uint32Array, off: number, words: number): number {
  let h = 0x9e3779b9;
  for (let w = 0; w < words; w++) h = Math.imul(h ^ a[off + w]!, 0x85ebca6b) ^ (h >>> 13);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A short breadth-first search of a level: its `layers`; `ended`, it reached a win or the end of
 * the space first; the `stored` positions, `words` each, in the order reached (layer by layer,
 * then any of the layer a win cut short), kept for the search back from the win to meet
 * (estimateMeet.ts) rather than searched again; `slots`, their open addressing (index + 1, 0 free).
 */
export interface SampledSearch {
  layers: number[];
  stored: number;
  ended: boolean;
  words: number;
  positions: Uint32Array;
  slots: Int32Array;
}

/** the index of the position at `a[off]` among those a sampled search stored, or -1 */
export function sampledIndexOf(sample: SampledSearch, a: Uint32Array, off: number): number {
  const { words: W, positions, slots } = sample;
  const mask = slots.length - 1;
  for (let at = positionHash(a, off, W) & mask; slots[at] !== 0; at = (at + 1) & mask) {
    const i = slots[at]! - 1;
    let w = 0;
    while (w < W && positions[i * W + w] === a[off + w]) w++;
    if (w === W) return i;
  }
  return -1;
}

/**
 * The layers of a breadth-first search of the level, stopped after the first layer that takes
 * it to `cap` positions or more (the rules table's estimate reads their growth, and the search
 * back from the win meets its positions); carried on from `shorter`, a search of the level up to
 * a smaller cap, whose positions it takes over (theirs are not expanded again).
 */
export function sampledSearch(level: MoveLevel, cap: number, shorter?: SampledSearch): SampledSearch {
  if (shorter?.ended) return shorter;
  const problem = compile(level);
  const W = problem.words;
  // open addressing over the packed positions; slot 0 free, a position's index + 1 otherwise (its
  // own small table, not the engine's StateTable, whose batched lookups, made for the large
  // searches, took a quarter longer here, on the main thread as a level opens or an edit pauses)
  let store = shorter?.positions ?? new Uint32Array(1024 * W);
  let slots = shorter?.slots ?? new Int32Array(4096);
  let stored = shorter?.stored ?? 0;
  const out = new Uint32Array(W);
  const hash = (a: Uint32Array, off: number) => positionHash(a, off, W);
  const same = (i: number) => {
    for (let w = 0; w < W; w++) if (store[i * W + w] !== out[w]) return false;
    return true;
  };
  const place = (i: number) => {
    const mask = slots.length - 1;
    let at = hash(store, i * W) & mask;
    while (slots[at] !== 0) at = (at + 1) & mask;
    slots[at] = i + 1;
  };
  /** stores `out` unless already there: whether it was new */
  const add = () => {
    const mask = slots.length - 1;
    let at = hash(out, 0) & mask;
    for (let s = slots[at]!; s !== 0; s = slots[at]!) {
      if (same(s - 1)) return false;
      at = (at + 1) & mask;
    }
    if ((stored + 1) * W > store.length) {
      const grown = new Uint32Array(store.length * 2);
      grown.set(store);
      store = grown;
    }
    store.set(out, stored * W);
    slots[at] = ++stored;
    if (stored * 2 > slots.length) {
      slots = new Int32Array(slots.length * 2);
      for (let i = 0; i < stored; i++) place(i);
    }
    return true;
  };
  let layers = [1];
  let ended = false;
  let from = 0;
  if (shorter) {
    layers = [...shorter.layers];
    from = stored - layers.at(-1)!;
  } else {
    problem.writeInitial(out);
    add();
    ended = problem.isGoal(store, 0);
  }
  while (!ended && stored < cap) {
    const to = stored;
    for (let i = from; i < to && !ended; i++) {
      problem.expand(store, i * W, out, () => {
        if (add() && problem.isGoal(out, 0)) ended = true;
      });
    }
    if (stored === to) return { layers, stored, ended: true, words: W, positions: store, slots };
    layers.push(stored - to);
    from = to;
  }
  return { layers, stored, ended, words: W, positions: store, slots };
}
