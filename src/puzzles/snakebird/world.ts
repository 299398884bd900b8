// The smallest Snakebird world a level can be, for New level and Clear (the view table's
// blank and clear). Kept apart from the editor's model, which loads with the editor.
import type { SnakebirdLevel } from './format.ts';

/**
 * A world of the given size holding the least a level needs: a floor, one short snake standing
 * on it and the exit on the same row (framed: walls all round). What New level and Clear make.
 */
export function groundedWorld(rows: number, cols: number, framed: boolean): SnakebirdLevel {
  const h = Math.max(rows, framed ? 4 : 2);
  const w = Math.max(cols, framed ? 5 : 3);
  const first = framed ? 1 : 0;
  const last = framed ? w - 2 : w - 1;
  const row = h - 2;
  const terrain = Array.from({ length: h }, (_, r) =>
    r === h - 1 || (framed && r === 0) ? '#'.repeat(w) : framed ? `#${' '.repeat(w - 2)}#` : ' '.repeat(w),
  );
  terrain[row] = terrain[row]!.slice(0, last) + '*' + terrain[row]!.slice(last + 1);
  const length = Math.min(3, last - first);
  const cells = Array.from({ length }, (_, i) => [row, first + length - 1 - i] as [number, number]);
  return { rows: h, cols: w, open: !framed, terrain, fruit: [], snakes: [{ label: framed ? 'R' : 'A', cells }], blocks: [] };
}

