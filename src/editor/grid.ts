// Pure helpers for grid-shaped levels: resizing at any border, filling, checking a size.
// No React here, so the family editors' level transforms are testable in Node.

export type Side = 'top' | 'bottom' | 'left' | 'right';

export interface GridSize {
  rows: number;
  cols: number;
}

/**
 * Add (delta 1) or remove (delta -1) one row or column at a border. Returns the same grid
 * when a removal would leave no row or column, or an addition would pass `max`.
 */
export function resizeGrid<T>(grid: readonly (readonly T[])[], side: Side, delta: 1 | -1, fill: T, max: GridSize): T[][] {
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  const copy = grid.map((row) => [...row]);
  const vertical = side === 'top' || side === 'bottom';
  if (delta === -1) {
    if ((vertical ? rows : cols) <= 1) return copy;
    if (side === 'top') return copy.slice(1);
    if (side === 'bottom') return copy.slice(0, -1);
    if (side === 'left') return copy.map((row) => row.slice(1));
    return copy.map((row) => row.slice(0, -1));
  }
  if (vertical ? rows >= max.rows : cols >= max.cols) return copy;
  const blankRow = () => Array.from({ length: cols }, () => fill);
  if (side === 'top') return [blankRow(), ...copy];
  if (side === 'bottom') return [...copy, blankRow()];
  if (side === 'left') return copy.map((row) => [fill, ...row]);
  return copy.map((row) => [...row, fill]);
}

/** How a border change moves an existing cell: adding a row on top shifts everything down. */
export function shiftFor(side: Side, delta: 1 | -1): { dr: number; dc: number } {
  if (side === 'top') return { dr: delta, dc: 0 };
  if (side === 'left') return { dr: 0, dc: delta };
  return { dr: 0, dc: 0 };
}

/** A copy of the grid with one cell replaced; the same grid when the cell already holds it. */
export function setCell<T>(grid: readonly (readonly T[])[], row: number, col: number, value: T): T[][] {
  if (grid[row]?.[col] === value) return grid as T[][];
  return grid.map((r, i) => (i === row ? r.map((v, j) => (j === col ? value : v)) : (r as T[])));
}

export function fillGrid<T>(rows: number, cols: number, value: T): T[][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => value));
}
