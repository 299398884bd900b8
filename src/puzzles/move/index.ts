// Nitako's Move (RULES.md §3): every swipe moves every dot one cell, unless the cell ahead is
// off the board, an obstacle, or a dot that does not move.
import type { PuzzleFamily, ValidationIssue } from '../types.ts';
import { placeIssue } from '../text.ts';
import { makeMove, movePlaces, parseMove, type MoveLevel } from './format.ts';
import { MOVE_GALLERY } from './gallery.ts';
import { estimateMoveSearch, placements, PLACEMENTS_ENOUGH } from './estimate.ts';

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
export function neighbourTable(level: MoveLevel): Int16Array {
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
export function swipe(
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
      // a piece of the kind there are too many of (a target just painted, not the colour's first
      // dot), one not standing paired if there is one: a dot off its colour's targets, a target
      // with no dot on it (the text places a cell under a dot in the dots grid)
      const where =
        dots.length > targets.length
          ? (dots.find((d) => !targets.some((t) => t.row === d.row && t.col === d.col)) ?? dots[0]!)
          : (targets.find((t) => !level.dots.some((d) => t.row === d.row && t.col === d.col)) ?? targets[0]!);
      issues.push({
        message: `colour ${colour.toUpperCase()} has ${dots.length} dot${dots.length === 1 ? '' : 's'} but ${targets.length} target${targets.length === 1 ? '' : 's'}; it needs as many of each`,
        at: { kind: 'cell', row: where.row, col: where.col },
      });
    }
  }
  // listed in the board's reading order (top to bottom, left to right), as the other families'
  // editors list theirs, not by colour: the problem without a place (no dots) stays first
  const cell = (issue: ValidationIssue) => (issue.at?.kind === 'cell' ? issue.at.row * level.width + issue.at.col : -1);
  return issues.sort((a, b) => cell(a) - cell(b));
}

export const move: PuzzleFamily<MoveLevel, MoveState> = {
  id: 'move',
  title: 'Move',
  formats: ['move'],
  parse: (text) => parseMove(text),
  make: makeMove,
  validate,
  placeInText: (text, issue) => placeIssue(movePlaces(text), issue),
  blank: () => ({ width: 5, height: 5, floor: Array<string>(5).fill('.....'), dots: [] }),
  start: (level) => ({ at: level.dots.map((d) => d.row * level.width + d.col) }),
  notation: () => ({ names: (word) => (DIRECTIONS as readonly string[]).includes(word), expected: 'a swipe: U, D, L or R', spelled: (word) => word.toUpperCase() }),
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
  estimateSearch: estimateMoveSearch,
  estimateSearches: (level) => placements(level) > PLACEMENTS_ENOUGH,
  interchangeable: { called: 'dots of one colour', on: (l) => new Set(l.dots.map((d) => d.color)).size < l.dots.length },
};
