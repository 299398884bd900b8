// Zoom (src/view/Zoom.tsx): a board whose cells, fitted to the room, would be drawn under 24 px
// gets zoom in / zoom out / fit beside it; zoomed, the box scrolls and the board is drawn at the zoom's
// size; the zoom is kept per board size; two fingers pan the box and the board hears none of it.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Zoom from '../../../src/view/Zoom.tsx';
import { GridCanvas, gridFrame, StrokeContext } from '../../../src/editor/GridEditor.tsx';

// jsdom lays nothing out: every box is 350 px wide here (a phone's board), and has room to scroll
const ROOM = 350;
let widths: PropertyDescriptor | undefined;
beforeAll(() => {
  widths = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => ROOM });
});
afterAll(() => {
  if (widths) Object.defineProperty(HTMLElement.prototype, 'clientWidth', widths);
});

/** a board of cols×rows cells of 40 units, as a family draws it */
const board = (cols: number, rows: number, onClick?: () => void) => (
  <svg className="board" viewBox={`0 0 ${cols * 40} ${rows * 40}`} data-cell="40" role="img" aria-label="board" onClick={onClick} />
);
const zoomIn = () => fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
const zoomOut = () => fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
const fit = () => screen.getByRole('button', { name: 'Fit' });
/** the board's width in force: --zoom-w on the zoom, or none when fitted */
const zoomWidth = (container: HTMLElement) => (container.querySelector('.zoom') as HTMLElement).style.getPropertyValue('--zoom-w');

describe('Zoom', () => {
  it('a board whose cells are 24 px or more when fitted shows no zoom, and is not a scrolling box; a mid-size board has it, beside the board', () => {
    const { container, rerender } = render(<Zoom>{board(8, 8)}</Zoom>);
    expect(screen.queryByRole('group', { name: 'Zoom' })).toBeNull();
    expect(container.querySelector('.zoom-on')).toBeNull();
    expect(screen.getByTestId('zoom-box')).not.toHaveAttribute('tabindex');
    // 25 px cells: no zoom; 23.3 px (Bars 24×24 on a phone is 14 px): zoom, in a column after the board's box
    rerender(<Zoom>{board(14, 10)}</Zoom>);
    expect(screen.queryByRole('group', { name: 'Zoom' })).toBeNull();
    rerender(<Zoom>{board(15, 10)}</Zoom>);
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
    expect(container.querySelector('.zoom')).toHaveClass('zoom-offered');
    expect(screen.getByTestId('zoom-box').nextElementSibling).toBe(screen.getByRole('group', { name: 'Zoom' }));
    expect(container.querySelector('.zoom-on')).toBeNull();
  });

  it('a 64×64 board (5.5 px cells fitted) zooms in to 12, 24, 36 and 48 px cells, out again, and back to fit', () => {
    const { container } = render(<Zoom>{board(64, 64)}</Zoom>);
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
    expect(fit()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    expect(zoomWidth(container)).toBe('');
    const widths = [];
    for (let i = 0; i < 4; i++) {
      zoomIn();
      widths.push(zoomWidth(container));
    }
    expect(widths).toEqual(['768px', '1536px', '2304px', '3072px']);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'true');
    expect(fit()).toHaveAttribute('aria-pressed', 'false');
    // zoomed, the box scrolls and takes the keyboard (its arrow keys scroll it)
    expect(container.querySelector('.zoom')).toHaveClass('zoom-on');
    expect(screen.getByRole('group', { name: 'Zoomed board, scrolls' })).toHaveAttribute('tabindex', '0');
    zoomOut();
    expect(zoomWidth(container)).toBe('2304px');
    fireEvent.click(fit());
    expect(zoomWidth(container)).toBe('');
    expect(container.querySelector('.zoom-on')).toBeNull();
  });

  it('keeps the zoom per board size while the page is open: a board of that size again is zoomed, another size is not', () => {
    const first = render(<Zoom>{board(60, 60)}</Zoom>);
    zoomIn();
    zoomIn();
    first.unmount();
    const again = render(<Zoom>{board(60, 60)}</Zoom>);
    expect(zoomWidth(again.container)).toBe(`${60 * 24}px`);
    again.rerender(<Zoom>{board(50, 30)}</Zoom>);
    expect(zoomWidth(again.container)).toBe('');
    expect(fit()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a board a row or a column larger (a resize in the editor) keeps the zoom', () => {
    const { container, rerender } = render(<Zoom>{board(40, 40)}</Zoom>);
    zoomIn();
    rerender(<Zoom>{board(41, 40)}</Zoom>);
    expect(zoomWidth(container)).toBe(`${41 * 12}px`);
    rerender(<Zoom>{board(41, 41)}</Zoom>);
    expect(zoomWidth(container)).toBe(`${41 * 12}px`);
  });

  it('two fingers pan the box and the board hears none of their moves; one finger is the board\'s', () => {
    const onDown = vi.fn();
    const { container } = render(
      <div onPointerDown={onDown} onPointerMove={onDown} onPointerUp={onDown}>
        <Zoom>{board(70, 70)}</Zoom>
      </div>,
    );
    zoomIn();
    zoomIn();
    const box = screen.getByTestId('zoom-box');
    const svg = container.querySelector('svg')!;
    box.scrollLeft = 500;
    box.scrollTop = 500;
    const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', id: number, x: number, y: number) =>
      fireEvent[type](svg, { pointerType: 'touch', pointerId: id, clientX: x, clientY: y });
    touch('pointerDown', 1, 100, 100);
    expect(onDown).toHaveBeenCalledTimes(1);
    touch('pointerDown', 2, 200, 100);
    touch('pointerMove', 1, 140, 160);
    touch('pointerMove', 2, 240, 160);
    touch('pointerUp', 1, 140, 160);
    touch('pointerUp', 2, 240, 160);
    // only the first finger's press reached the board
    expect(onDown).toHaveBeenCalledTimes(1);
    // each finger moved 40 across and 60 down: the board follows them by as much
    expect([box.scrollLeft, box.scrollTop]).toEqual([460, 440]);
    // a single finger afterwards is the board's again
    touch('pointerDown', 3, 100, 100);
    touch('pointerUp', 3, 100, 100);
    expect(onDown).toHaveBeenCalledTimes(3);
  });

  it('the editor\'s grid zooms: its board is drawn at the zoom\'s width', () => {
    render(<GridCanvas rows={64} cols={64} board={board(64, 64)} frame={gridFrame(64, 64)} onPaint={() => {}} />);
    expect(screen.getByRole('grid', { name: /64 rows by 64 columns/ })).toBeInTheDocument();
    const edBoard = document.querySelector('.ed-board') as HTMLElement;
    expect(edBoard.style.width).toContain('var(--zoom-w');
    zoomIn();
    zoomIn();
    expect((document.querySelector('.zoom') as HTMLElement).style.getPropertyValue('--zoom-w')).toBe(`${64 * 24}px`);
  });

  it("in the editor, a second finger that starts a pan takes back what the first finger's press painted", () => {
    const strokes = { beginStroke: vi.fn(), endStroke: vi.fn(), cancelStroke: vi.fn() };
    const onPaint = vi.fn();
    const onStrokeEnd = vi.fn();
    render(
      <StrokeContext.Provider value={strokes}>
        <GridCanvas rows={64} cols={64} board={board(64, 64)} frame={gridFrame(64, 64)} onPaint={onPaint} onStrokeEnd={onStrokeEnd} />
      </StrokeContext.Provider>,
    );
    zoomIn();
    zoomIn();
    const cell = document.querySelector('[data-row="3"][data-col="4"]')!;
    const touch = (type: 'pointerDown' | 'pointerUp', id: number) => fireEvent[type](cell, { pointerType: 'touch', pointerId: id, button: 0, clientX: 10 * id, clientY: 10 });
    touch('pointerDown', 1);
    expect(onPaint).toHaveBeenCalledWith(expect.objectContaining({ row: 3, col: 4, phase: 'start' }));
    touch('pointerDown', 2);
    expect(strokes.cancelStroke).toHaveBeenCalledTimes(1);
    expect(onStrokeEnd).toHaveBeenCalledTimes(1);
    touch('pointerUp', 1);
    touch('pointerUp', 2);
    window.dispatchEvent(new Event('pointerup'));
    expect(strokes.endStroke).not.toHaveBeenCalled();
    // one finger alone paints a stroke as before, ended by its lift
    touch('pointerDown', 3);
    window.dispatchEvent(new Event('pointerup'));
    expect(strokes.endStroke).toHaveBeenCalledTimes(1);
    expect(strokes.cancelStroke).toHaveBeenCalledTimes(1);
  });
});
