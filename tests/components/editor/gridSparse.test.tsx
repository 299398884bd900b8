// The paint layer (editor/GridEditor.tsx GridCanvas) of a grid past EVERY_CELL_UP_TO cells
// (Snakebird's maps, up to 256×256): it draws the keyboard's cell and the cells that show
// something of their own, not every cell, and every cell is still reached and painted from the
// keyboard, a Shift+arrows stroke one undo step as on a small grid.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVERY_CELL_UP_TO, GridCanvas, StrokeContext, gridFrame, type PaintEvent } from '../../../src/editor/GridEditor.tsx';

const SIZE = 100;

function grid(props: Partial<Parameters<typeof GridCanvas>[0]> = {}, size = SIZE) {
  return render(
    <GridCanvas rows={size} cols={size} frame={gridFrame(size, size)} board={<svg viewBox={`0 0 ${size} ${size}`} data-cell={1} />} describeCell={() => 'empty'} onPaint={() => {}} {...props} />,
  );
}

const drawn = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.ed-paint [data-cell]')].map((el) => `${el.dataset.row},${el.dataset.col}`);
const focused = () => document.activeElement?.getAttribute('aria-label');
const press = (key: string, more: Partial<KeyboardEvent> = {}) => fireEvent.keyDown(document.activeElement!, { key, ...more });

describe(`a grid past ${EVERY_CELL_UP_TO} cells`, () => {
  it('draws the tab stop and the cells with a mark, a class or a flag, in every row of the grid, which says its size', () => {
    const { container, getByRole } = grid({
      renderCell: (r, c) => (r === 5 && c === 7 ? <i>mark</i> : null),
      cellClass: (r, c) => (r === 50 && c === 2 ? 'picked' : undefined),
      flagged: new Set(['9,9', '300,1']),
    });
    expect(drawn(container).sort()).toEqual(['0,0', '5,7', '50,2', '9,9']);
    expect(container.querySelectorAll('[role="row"]')).toHaveLength(SIZE);
    const g = getByRole('grid', { name: `Level grid, ${SIZE} rows by ${SIZE} columns` });
    expect(g).toHaveAttribute('aria-rowcount', String(SIZE));
    expect(g).toHaveAttribute('aria-colcount', String(SIZE));
    // a cell drawn alone in its row says its column, and stands at it
    const cell = container.querySelector<HTMLElement>('[data-row="50"][data-col="2"]')!;
    expect(cell).toHaveAttribute('aria-colindex', '3');
    expect(cell.className).toBe('ed-paint-cell picked');
    expect(cell.style.left).toBe('2%');
    expect(container.querySelector('[data-row="9"][data-col="9"]')).toHaveClass('ed-flagged');
  });

  it('asks only the cells it draws what they hold', () => {
    let asked = 0;
    grid({ describeCell: () => (asked++, 'empty') });
    expect(asked).toBeLessThan(10);
  });

  it('every cell is reached from the keyboard, each drawn as it is focused, the cell left no longer drawn', () => {
    const { container } = grid();
    container.querySelector<HTMLElement>('[tabindex="0"]')!.focus();
    expect(focused()).toBe('row 1 column 1: empty');
    press('End');
    expect(focused()).toBe(`row 1 column ${SIZE}: empty`);
    press('End', { ctrlKey: true });
    expect(focused()).toBe(`row ${SIZE} column ${SIZE}: empty`);
    press('PageUp');
    press('ArrowLeft');
    expect(focused()).toBe(`row ${SIZE - 10} column ${SIZE - 1}: empty`);
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    expect(drawn(container)).toEqual([`${SIZE - 11},${SIZE - 2}`]);
  });

  it('a Shift+arrows stroke paints each cell moved to as one stroke until Shift is let go', () => {
    const painted: string[] = [];
    const strokes: string[] = [];
    const { container } = render(
      <StrokeContext.Provider value={{ beginStroke: () => strokes.push('begin'), endStroke: () => strokes.push('end') }}>
        <GridCanvas rows={SIZE} cols={SIZE} frame={gridFrame(SIZE, SIZE)} board={<svg />} onPaint={(e: PaintEvent) => painted.push(`${e.phase} ${e.row},${e.col}`)} />
      </StrokeContext.Provider>,
    );
    container.querySelector<HTMLElement>('[tabindex="0"]')!.focus();
    press('ArrowRight', { shiftKey: true });
    press('ArrowDown', { shiftKey: true });
    press('ArrowDown', { shiftKey: true });
    expect(strokes).toEqual(['begin']);
    fireEvent.keyUp(window, { key: 'Shift' });
    expect(painted).toEqual(['start 0,0', 'drag 0,1', 'drag 1,1', 'drag 2,1']);
    expect(strokes).toEqual(['begin', 'end']);
  });

  it(`a grid of ${EVERY_CELL_UP_TO} cells draws every one`, () => {
    const { container } = grid({}, Math.sqrt(EVERY_CELL_UP_TO));
    expect(drawn(container)).toHaveLength(EVERY_CELL_UP_TO);
  });
});
