// The Bars board when the editor resizes it: a cell that stays keeps its drawing (a 64×64 board
// re-made all 4,096 cells' shapes at each row or column added or removed, and at its Undo).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BarsBoard from '../../../src/puzzles/bars/Board.tsx';
import { bars, type BarsLevel } from '../../../src/puzzles/bars/index.ts';

function level(text: string): BarsLevel {
  const parsed = bars.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

const cell = (r: number, c: number) => document.querySelector(`[data-testid="cell-${r}-${c}"]`);

describe('Bars board resized', () => {
  it('a column removed at the right leaves every other cell its own shapes', () => {
    const wide = level('0110\n1001\n1011\n');
    const narrow = level('011\n100\n101\n');
    const { rerender } = render(<BarsBoard level={wide} state={bars.start(wide)} />);
    const before = [cell(2, 1), cell(3, 3), cell(1, 2)];
    rerender(<BarsBoard level={narrow} state={bars.start(narrow)} />);
    expect([cell(2, 1), cell(3, 3), cell(1, 2)]).toEqual(before);
    expect(before.every((el) => el?.isConnected)).toBe(true);
    expect(cell(1, 4)).toBeNull();
  });
});
