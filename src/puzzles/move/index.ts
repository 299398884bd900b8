// Nitako's Move (RULES.md §3): every swipe moves every dot one cell, unless the cell ahead is
// off the board, an obstacle, or a dot that does not move.
import type { SearchProblem } from '../../engine/types.ts';
import type { PuzzleFamily, ValidationIssue } from '../types.ts';
import { makeMove, parseMove, type MoveLevel } from './format.ts';
import { MOVE_GALLERY } from './gallery.ts';

export type { MoveDot, MoveLevel } from './format.ts';

/** at[i]: the cell (row * width + col) of dot i of level.dots */
export interface MoveState {
  at: number[];
}

export const DIRECTIONS = ['U', 'D', 'L', 'R'] as const;

/**
 * next[d * cells + c]: the cell one step from c in direction d, or -1 when that is off the
 * board or an obstacle. Precomputed once so a swipe is table look-ups only.
 */
function neighbourTable(level: MoveLevel): Int16Array {
  const cells = level.width * level.height;
  const next = new Int16Array(4 * cells).fill(-1);
  const steps = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;
  for (let d = 0; d < 4; d++) {
    const [dr, dc] = steps[d]!;
    for (let r = 0; r < level.height; r++) {
      for (let c = 0; c < level.width; c++) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nc < 0 || nr >= level.height || nc >= level.width) continue;
        if (level.floor[nr]![nc] === '#') continue;
        next[d * cells + r * level.width + c] = nr * level.width + nc;
      }
    }
  }
  return next;
}

/**
 * One swipe. A dot moves exactly when the first cell ahead of it that holds no dot is open
 * floor: then the whole line in front of it moves too, and nothing collides.
 * `occupied` must mark the dots' cells on entry and is left as it was found.
 * Returns whether any dot moved; out[i] is dot i's new cell.
 */
function swipe(
  next: Int16Array,
  cells: number,
  dir: number,
  at: ArrayLike<number>,
  n: number,
  occupied: Uint8Array,
  out: Int32Array | number[],
): boolean {
  const base = dir * cells;
  let moved = false;
  for (let i = 0; i < n; i++) {
    const from = at[i]!;
    const to = next[base + from]!;
    let ahead = to;
    while (ahead >= 0 && occupied[ahead] === 1) ahead = next[base + ahead]!;
    if (ahead >= 0) {
      out[i] = to;
      moved = true;
    } else out[i] = from;
  }
  return moved;
}

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

export function moveTables(level: MoveLevel): MoveTables {
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
  };
}

function validate(level: MoveLevel): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (level.dots.length === 0) issues.push({ message: 'there are no dots: draw at least one dot' });
  const colours = new Set<string>();
  for (const row of level.floor) for (const ch of row) if (ch >= 'A' && ch <= 'Z') colours.add(ch.toLowerCase());
  for (const d of level.dots) colours.add(d.color);
  for (const colour of [...colours].sort()) {
    const dots = level.dots.filter((d) => d.color === colour);
    const targets: { row: number; col: number }[] = [];
    level.floor.forEach((row, r) => [...row].forEach((ch, c) => ch === colour.toUpperCase() && targets.push({ row: r, col: c })));
    if (dots.length !== targets.length) {
      const where = dots[0] ?? targets[0]!;
      issues.push({
        message: `colour ${colour.toUpperCase()} has ${dots.length} dot${dots.length === 1 ? '' : 's'} but ${targets.length} target${targets.length === 1 ? '' : 's'}; it needs as many of each`,
        at: { kind: 'cell', row: where.row, col: where.col },
      });
    }
  }
  return issues;
}

export const move: PuzzleFamily<MoveLevel, MoveState> = {
  id: 'move',
  title: 'Move',
  formats: ['move'],
  parse: (text) => parseMove(text),
  make: makeMove,
  validate,
  blank: () => ({ width: 5, height: 5, floor: Array<string>(5).fill('.....'), dots: [] }),
  compile,
  start: (level) => ({ at: level.dots.map((d) => d.row * level.width + d.col) }),
  legalMoves: (level, state) => DIRECTIONS.filter((m) => move.play(level, state, m) !== null),
  play: (level, state, notation) => {
    const dir = DIRECTIONS.indexOf(notation as (typeof DIRECTIONS)[number]);
    if (dir < 0) return null;
    const cells = level.width * level.height;
    const occupied = new Uint8Array(cells);
    for (const c of state.at) occupied[c] = 1;
    const out: number[] = [];
    if (!swipe(neighbourTable(level), cells, dir, state.at, state.at.length, occupied, out)) return null;
    return { at: out };
  },
  isWon: (level, state) =>
    state.at.every((cell, i) => level.floor[Math.floor(cell / level.width)]![cell % level.width] === level.dots[i]!.color.toUpperCase()),
  levelFromState: (level, state) => ({
    ...level,
    dots: level.dots.map((d, i) => ({ color: d.color, row: Math.floor(state.at[i]! / level.width), col: state.at[i]! % level.width })),
  }),
  gallery: MOVE_GALLERY,
};
