// Lovecraft Quest's gold bars (pattern cross) and classic Lights Out (pattern plus), RULES.md §2.
import { numberFrom1To } from '../text.ts';
import type { PuzzleFamily } from '../types.ts';
import { makeBars, parseBars, type BarsLevel } from './format.ts';
import { BARS_GALLERY } from './gallery.ts';
import { blankBars } from './blank.ts';

export type { BarsLevel, BarsPattern } from './format.ts';

/** cells[r][c] is 0 or 1 */
export interface BarsState {
  cells: number[][];
}

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

export const notation = (index: number, cols: number) => `${Math.floor(index / cols) + 1},${(index % cols) + 1}`;

const MOVE = /^(\d+),(\d+)$/;

export const bars: PuzzleFamily<BarsLevel, BarsState> = {
  id: 'bars',
  title: 'Bars',
  formats: ['bars'],
  parse: (text) => parseBars(text),
  make: makeBars,
  validate: () => [],
  blank: blankBars,
  start: (level) => ({ cells: level.cells.map((r) => r.slice()) }),
  notation: (level) => ({
    names: (word) => {
      const [row, col, ...more] = word.split(',');
      return more.length === 0 && numberFrom1To(row, level.rows) && numberFrom1To(col, level.cols);
    },
    expected: `a cell as row,column, from 1,1 to ${level.rows},${level.cols}`,
  }),
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
  commutingMoves: { called: 'presses' },
};
