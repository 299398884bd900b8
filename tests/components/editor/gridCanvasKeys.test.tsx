// The paint layer (editor/GridEditor.tsx GridCanvas) on a large grid from the keyboard alone:
// PageUp and PageDown cross it a page of rows at a time, and moving the focus asks no cell
// again what it holds (on a 255×255 map every arrow key asked all 65,025).
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridCanvas, PAGE_ROWS, gridFrame } from '../../../src/editor/GridEditor.tsx';

const SIZE = 40;

function grid(describeCell: (r: number, c: number) => string) {
  return render(<GridCanvas rows={SIZE} cols={SIZE} frame={gridFrame(SIZE, SIZE)} board={<svg viewBox={`0 0 ${SIZE} ${SIZE}`} data-cell={1} />} describeCell={describeCell} onPaint={() => {}} />);
}

const focused = () => document.activeElement?.getAttribute('aria-label');

describe('a large grid from the keyboard', () => {
  it('PageDown and PageUp move the focus a page of rows, stopping at the edges', () => {
    const { container } = grid(() => 'empty');
    container.querySelector<HTMLElement>('[data-row="0"][data-col="3"]')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(focused()).toBe(`row ${PAGE_ROWS + 1} column 4: empty`);
    for (let i = 0; i < 10; i++) fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(focused()).toBe(`row ${SIZE} column 4: empty`);
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(focused()).toBe(`row ${SIZE - PAGE_ROWS} column 4: empty`);
  });

  it('moving the focus asks no cell what it holds', () => {
    let asked = 0;
    const { container } = grid(() => (asked++, 'empty'));
    expect(asked).toBeGreaterThanOrEqual(SIZE * SIZE);
    container.querySelector<HTMLElement>('[data-row="5"][data-col="5"]')!.focus();
    asked = 0;
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'Home', 'End']) fireEvent.keyDown(document.activeElement!, { key });
    expect(focused()).toBe('row 7 column 40: empty');
    expect(asked).toBe(0);
  });
});
