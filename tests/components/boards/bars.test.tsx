// The Bars board: a click anywhere on a cell presses it, the marks and the cursor sit on their
// cells, and a bar whose value changes turns into place (on boards small enough to animate).
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BarsBoard from '../../../src/puzzles/bars/Board.tsx';
import { bars, type BarsLevel } from '../../../src/puzzles/bars/index.ts';

function level(text: string): BarsLevel {
  const parsed = bars.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

const SMALL = level('pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n');
const rows64 = (v: (r: number, c: number) => number) =>
  Array.from({ length: 64 }, (_, r) => Array.from({ length: 64 }, (_, c) => v(r, c)).join('')).join('\n');
const LARGE = level(`pattern cross\ngoal 1\n${rows64((r, c) => (r * 3 + c) % 2)}\n`);

const cell = (r: number, c: number) => document.querySelector(`[data-testid="cell-${r}-${c}"]`)!;
const bar = (r: number, c: number) => cell(r, c).querySelector('.gold-bar')!;

describe('Bars board', () => {
  it('a click on a cell, on its bar or its background, plays that cell; without onMove it is read-only', () => {
    const onMove = vi.fn();
    const { rerender, container } = render(<BarsBoard level={SMALL} state={bars.start(SMALL)} onMove={onMove} />);
    fireEvent.click(bar(2, 3));
    fireEvent.click(cell(4, 1).querySelector('.cell')!);
    expect(onMove.mock.calls).toEqual([['2,3'], ['4,1']]);
    // a click between cells presses nothing
    fireEvent.click(container.querySelector('svg')!);
    expect(onMove).toHaveBeenCalledTimes(2);
    rerender(<BarsBoard level={SMALL} state={bars.start(SMALL)} />);
    fireEvent.click(bar(2, 3));
    expect(onMove).toHaveBeenCalledTimes(2);
    expect(container.querySelector('svg')).not.toHaveClass('clickable');
  });

  it('draws the last move, the hint (over the last move where they are one cell) and the cursor, one shape each', () => {
    const state = bars.start(SMALL);
    const { container, rerender } = render(<BarsBoard level={SMALL} state={state} lastMove="2,3" hint="4,1" cursor={[0, 1]} />);
    const at = (sel: string) => [...container.querySelectorAll(sel)].map((e) => [e.getAttribute('x'), e.getAttribute('y')]);
    // cells are 40 units: column 3 starts at 80, row 2 at 40; marks sit 2 units in, the cursor
    // half its 2.5-unit stroke in, so that on the top row the board's edge cuts none of it
    expect(at('.move-mark.last')).toEqual([['82', '42']]);
    expect(at('.move-mark.hint')).toEqual([['2', '122']]);
    expect(at('.board-cursor')).toEqual([['41.25', '1.25']]);
    rerender(<BarsBoard level={SMALL} state={state} lastMove="2,3" hint="2,3" />);
    expect(at('.move-mark')).toEqual([['82', '42']]);
    expect(container.querySelector('.move-mark')).toHaveClass('hint');
    expect(container.querySelectorAll('.board-cursor')).toHaveLength(0);
  });

  it('after a press, the pressed row and column show their new values and their bars turn; the other bars stay as they were', () => {
    const start = bars.start(SMALL);
    const { rerender, container } = render(<BarsBoard level={SMALL} state={start} />);
    expect(container.querySelectorAll('.turn-up, .turn-flat')).toHaveLength(0);
    const untouched = bar(1, 1);
    const next = bars.play(SMALL, start, '2,3')!;
    rerender(<BarsBoard level={SMALL} state={next} />);
    for (let r = 1; r <= 4; r++)
      for (let c = 1; c <= 4; c++) {
        const v = next.cells[r - 1]![c - 1]!;
        expect(cell(r, c)).toHaveAttribute('data-value', String(v));
        const pressed = r === 2 || c === 3;
        expect(bar(r, c)).toHaveClass(pressed ? (v ? 'turn-up' : 'turn-flat') : 'gold-bar');
        if (!pressed) expect(bar(r, c).getAttribute('class')).toBe('gold-bar');
        // an upright bar is tall, a flat one wide
        const tall = Number(bar(r, c).getAttribute('height')) > Number(bar(r, c).getAttribute('width'));
        expect(tall).toBe(v === 1);
      }
    expect(bar(1, 1)).toBe(untouched);
  });

  it('on a 64×64 board the bars take their new place at once (no turn to draw frame by frame)', () => {
    const start = bars.start(LARGE);
    const { rerender, container } = render(<BarsBoard level={LARGE} state={start} />);
    const next = bars.play(LARGE, start, '10,20')!;
    rerender(<BarsBoard level={LARGE} state={next} />);
    expect(cell(10, 1)).toHaveAttribute('data-value', String(next.cells[9]![0]));
    expect(container.querySelectorAll('.turn-up, .turn-flat')).toHaveLength(0);
    // every cell's bar drawn: there a piece ('M…') of its block's path
    const bars64 = [...container.querySelectorAll('.gold-bar')].reduce((n, el) => n + (el.getAttribute('d')?.split('M').length ?? 2) - 1, 0);
    expect(bars64).toBe(64 * 64);
    expect(container.querySelector('svg')).toHaveAttribute('aria-label', `Bars: gold bars 64×64, goal all 1 (every bar upright), ${next.cells.flat().filter((v) => v !== 1).length} cells to turn`);
  }, 60_000);
});
