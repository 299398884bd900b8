// Lovecraft Quest's gold bars (pattern cross) and classic Lights Out (pattern plus), RULES.md §2.
import type { SearchProblem, SearchResult } from '../../engine/types.ts';
import type { PuzzleFamily } from '../types.ts';
import { makeBars, parseBars, type BarsLevel } from './format.ts';
import { BARS_GALLERY } from './gallery.ts';
import { solveBarsExact } from './gf2.ts';

export type { BarsLevel, BarsPattern } from './format.ts';

/** cells[r][c] is 0 or 1 */
export interface BarsState {
  cells: number[][];
}

/**
 * Above this many cells the exact method answers instead of BFS: BFS stores up to 2^cells
 * states, which is instant at 16 cells (65,536) and already a million at 20.
 */
export const BFS_MAX_CELLS = 16;
/** Past this many cells BFS could never finish (2^cells states), so it is not tried. */
const BFS_HOPELESS_CELLS = 40;

/** The cells a press flips, as [row, col] pairs; the pressed cell is in it exactly once. */
export function pressedCells(level: Pick<BarsLevel, 'rows' | 'cols' | 'pattern'>, r: number, c: number): [number, number][] {
  const out: [number, number][] = [[r, c]];
  if (level.pattern === 'cross') {
    for (let j = 0; j < level.cols; j++) if (j !== c) out.push([r, j]);
    for (let i = 0; i < level.rows; i++) if (i !== r) out.push([i, c]);
  } else {
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
      const i = r + dr;
      const j = c + dc;
      if (i >= 0 && j >= 0 && i < level.rows && j < level.cols) out.push([i, j]);
    }
  }
  return out;
}

const notation = (index: number, cols: number) => `${Math.floor(index / cols) + 1},${(index % cols) + 1}`;

function compile(level: BarsLevel): SearchProblem {
  const n = level.rows * level.cols;
  const words = Math.max(1, Math.ceil(n / 32));
  const masks = new Uint32Array(n * words);
  for (let p = 0; p < n; p++) {
    for (const [i, j] of pressedCells(level, Math.floor(p / level.cols), p % level.cols)) {
      const k = i * level.cols + j;
      masks[p * words + (k >>> 5)] = (masks[p * words + (k >>> 5)]! | (1 << (k & 31))) >>> 0;
    }
  }
  const initial = new Uint32Array(words);
  const goal = new Uint32Array(words);
  for (let k = 0; k < n; k++) {
    if (level.cells[Math.floor(k / level.cols)]![k % level.cols]) initial[k >>> 5] = (initial[k >>> 5]! | (1 << (k & 31))) >>> 0;
    if (level.goal) goal[k >>> 5] = (goal[k >>> 5]! | (1 << (k & 31))) >>> 0;
  }
  return {
    words,
    writeInitial: (out) => out.set(initial),
    expand: (src, off, out, emit) => {
      for (let p = 0; p < n; p++) {
        for (let w = 0; w < words; w++) out[w] = (src[off + w]! ^ masks[p * words + w]!) >>> 0;
        emit(p);
      }
    },
    isGoal: (s, off) => {
      for (let w = 0; w < words; w++) if (s[off + w] !== goal[w]) return false;
      return true;
    },
    notate: (moves) => moves.map((p) => notation(p, level.cols)),
  };
}

function solveExact(level: BarsLevel): SearchResult | null {
  if (level.rows * level.cols <= BFS_MAX_CELLS) return null;
  const t0 = performance.now();
  const presses = solveBarsExact(level);
  const elapsedMs = performance.now() - t0;
  if (presses === null) {
    if (level.rows * level.cols <= BFS_HOPELESS_CELLS) return null;
    return {
      kind: 'limit',
      limit: 'size',
      depth: 0,
      stored: 0,
      elapsedMs,
      bytes: 0,
      detail: `this ${level.rows}×${level.cols} ${level.pattern} grid has too many solutions to compare for the shortest (its null space has dimension over 22), and breadth-first search would need 2^${level.rows * level.cols} states`,
    };
  }
  if (presses === 'unsolvable') return { kind: 'unsolvable', stored: 0, elapsedMs, bytes: 0, method: 'exact' };
  const solution: string[] = [];
  presses.forEach((p, i) => p && solution.push(notation(i, level.cols)));
  return { kind: 'solved', moves: solution.length, solution, stored: 0, elapsedMs, bytes: 0, method: 'exact' };
}

const MOVE = /^(\d+),(\d+)$/;

export const bars: PuzzleFamily<BarsLevel, BarsState> = {
  id: 'bars',
  title: 'Bars',
  formats: ['bars'],
  parse: (text) => parseBars(text),
  make: makeBars,
  validate: () => [],
  blank: () => ({ rows: 4, cols: 4, pattern: 'cross', goal: 1, cells: Array.from({ length: 4 }, () => [0, 0, 0, 0]) }),
  compile,
  solveExact,
  start: (level) => ({ cells: level.cells.map((r) => r.slice()) }),
  legalMoves: (level) => Array.from({ length: level.rows * level.cols }, (_, i) => notation(i, level.cols)),
  play: (level, state, move) => {
    const m = MOVE.exec(move);
    if (!m) return null;
    const r = Number(m[1]) - 1;
    const c = Number(m[2]) - 1;
    if (r < 0 || c < 0 || r >= level.rows || c >= level.cols) return null;
    const cells = state.cells.map((row) => row.slice());
    for (const [i, j] of pressedCells(level, r, c)) cells[i]![j]! ^= 1;
    return { cells };
  },
  isWon: (level, state) => state.cells.every((row) => row.every((v) => v === level.goal)),
  levelFromState: (level, state) => ({ ...level, cells: state.cells.map((r) => r.slice()) }),
  gallery: BARS_GALLERY,
};
