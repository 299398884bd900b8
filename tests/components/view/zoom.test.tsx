// Zoom (src/view/Zoom.tsx): a board whose cells, fitted to the room, would be drawn under 24 px
// gets zoom in / zoom out / fit beside it; zoomed, the box scrolls and the board is drawn at the
// zoom's size; the zoom is kept per board size; two fingers pinch and pan the box and the board
// hears none of it; + (or =), - and 0 zoom from the board or its box.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
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
/** The board zoomed, inside a page that hears every pointer event the board lets through. */
function heard(drawing: ReactElement) {
  const onDown = vi.fn();
  const { container } = render(
    <div onPointerDown={onDown} onPointerMove={onDown} onPointerUp={onDown}>
      <Zoom>{drawing}</Zoom>
    </div>,
  );
  return { onDown, container };
}
/**
 * Fingers on the board as a touch screen tells of them: a pointer event for each finger down, up
 * or moved, and then a touch event that holds every finger at once.
 */
function twoFingers(target: Element) {
  const on = new Map<number, [number, number]>();
  const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', id: number, x: number, y: number) =>
    fireEvent[type](target, { pointerType: 'touch', pointerId: id, clientX: x, clientY: y });
  const touches = () => [...on.values()].map(([clientX, clientY]) => ({ clientX, clientY }));
  return {
    down(id: number, x: number, y: number) {
      on.set(id, [x, y]);
      pointer('pointerDown', id, x, y);
      fireEvent.touchStart(target, { touches: touches() });
    },
    move(...at: [number, number][]) {
      [...on.keys()].forEach((id, i) => {
        on.set(id, at[i]!);
        pointer('pointerMove', id, ...at[i]!);
      });
      fireEvent.touchMove(target, { touches: touches() });
    },
    up(id: number, x: number, y: number) {
      on.delete(id);
      pointer('pointerUp', id, x, y);
      fireEvent.touchEnd(target, { touches: touches() });
    },
  };
}
/** the board's width in force: --zoom-w on the zoom, or none when fitted */
const zoomWidth = (container: HTMLElement) => (container.querySelector('.zoom') as HTMLElement).style.getPropertyValue('--zoom-w');

describe('Zoom', () => {
  it('a board whose cells are 24 px or more when fitted shows no zoom, and is not a scrolling box; a mid-size board has it, beside the board', () => {
    const { container, rerender } = render(<Zoom>{board(8, 8)}</Zoom>);
    expect(screen.queryByRole('toolbar', { name: 'Zoom' })).toBeNull();
    expect(container.querySelector('.zoom-on')).toBeNull();
    expect(screen.getByTestId('zoom-box')).not.toHaveAttribute('tabindex');
    // 25 px cells: no zoom; 23.3 px (Bars 24×24 on a phone is 14 px): zoom, in a column after the board's box
    rerender(<Zoom>{board(14, 10)}</Zoom>);
    expect(screen.queryByRole('toolbar', { name: 'Zoom' })).toBeNull();
    rerender(<Zoom>{board(15, 10)}</Zoom>);
    expect(screen.getByRole('toolbar', { name: 'Zoom' })).toBeInTheDocument();
    expect(container.querySelector('.zoom')).toHaveClass('zoom-offered');
    expect(screen.getByTestId('zoom-box').nextElementSibling).toBe(screen.getByRole('toolbar', { name: 'Zoom' }));
    expect(container.querySelector('.zoom-on')).toBeNull();
  });

  it('a 64×64 board (5.5 px cells fitted) zooms in to 12, 24, 36 and 48 px cells, out again, and back to fit', () => {
    const { container } = render(<Zoom>{board(64, 64)}</Zoom>);
    expect(screen.getByRole('toolbar', { name: 'Zoom' })).toBeInTheDocument();
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
    expect(screen.getByRole('group', { name: /^Zoomed board, scrolls/ })).toHaveAttribute('tabindex', '0');
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
    const { onDown, container } = heard(board(70, 70));
    zoomIn();
    zoomIn();
    const box = screen.getByTestId('zoom-box');
    const fingers = twoFingers(container.querySelector('svg')!);
    box.scrollLeft = 500;
    box.scrollTop = 500;
    fingers.down(1, 100, 100);
    expect(onDown).toHaveBeenCalledTimes(1);
    fingers.down(2, 200, 100);
    // the fingers move together, 40 across and 60 down in all, a step at a time
    for (let k = 1; k <= 4; k++) fingers.move([100 + 10 * k, 100 + 15 * k], [200 + 10 * k, 100 + 15 * k]);
    fingers.up(1, 140, 160);
    fingers.up(2, 240, 160);
    // only the first finger's press reached the board
    expect(onDown).toHaveBeenCalledTimes(1);
    // the board follows them by as much
    expect([box.scrollLeft, box.scrollTop]).toEqual([460, 440]);
    // a single finger afterwards is the board's again
    fingers.down(3, 100, 100);
    fingers.up(3, 100, 100);
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

  it('a screen reader hears what a press of a button or key did: the cells\' size, or the whole board', () => {
    render(
      <div tabIndex={0} role="group" aria-label="Board">
        <Zoom>{board(71, 71)}</Zoom>
      </div>,
    );
    const status = screen.getByRole('toolbar', { name: 'Zoom' }).querySelector('[aria-live="polite"]')!;
    expect(status).toHaveTextContent(/^$/);
    zoomIn();
    zoomIn();
    expect(status).toHaveTextContent('Zoomed: cells 24 px, the board scrolls');
    fireEvent.keyDown(screen.getByRole('group', { name: 'Board' }), { key: '0' });
    expect(status).toHaveTextContent('The whole board fits');
  });

  it('two fingers moving apart zoom in by as much, together back to fit; the board hears none of it', () => {
    const { onDown, container } = heard(board(35, 35));
    // 10 px cells fitted
    const fingers = twoFingers(container.querySelector('svg')!);
    fingers.down(1, 100, 100);
    fingers.down(2, 140, 100);
    // a little apart (42 px of 40): still a pan, no zoom
    fingers.move([100, 100], [142, 100]);
    expect(zoomWidth(container)).toBe('');
    // 40 px apart, then 100: 2.5 times the cell, 25 px
    fingers.move([100, 100], [200, 100]);
    expect(zoomWidth(container)).toBe(`${35 * 25}px`);
    // 200 px apart: 50, kept to the greatest, 48
    fingers.move([0, 100], [200, 100]);
    expect(zoomWidth(container)).toBe(`${35 * 48}px`);
    // near each other again: the whole board
    fingers.move([170, 100], [205, 100]);
    expect(zoomWidth(container)).toBe('');
    expect(fit()).toHaveAttribute('aria-pressed', 'true');
    fingers.up(1, 170, 100);
    fingers.up(2, 205, 100);
    expect(onDown).toHaveBeenCalledTimes(1);
  });

  it('+ or = zooms in, - zooms out and 0 fits, from the zoom, its box or a keyboard stop around the board; not from elsewhere, a text box, or with Ctrl', () => {
    const { container } = render(
      <>
        <input aria-label="name" />
        <button type="button">Hint</button>
        <div tabIndex={0} role="group" aria-label="Board">
          <Zoom>{board(66, 66)}</Zoom>
        </div>
      </>,
    );
    const key = (target: Element, k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(target, { key: k, ...init });
    key(screen.getByRole('textbox', { name: 'name' }), '+');
    key(screen.getByRole('button', { name: 'Hint' }), '+');
    key(document.body, '+');
    const around = screen.getByRole('group', { name: 'Board' });
    key(around, '+', { ctrlKey: true });
    expect(zoomWidth(container)).toBe('');
    key(around, '+');
    expect(zoomWidth(container)).toBe(`${66 * 12}px`);
    key(around, '=');
    expect(zoomWidth(container)).toBe(`${66 * 24}px`);
    key(screen.getByRole('group', { name: /^Zoomed board, scrolls/ }), '=');
    expect(zoomWidth(container)).toBe(`${66 * 36}px`);
    key(screen.getByRole('button', { name: 'Zoom out' }), '-');
    expect(zoomWidth(container)).toBe(`${66 * 24}px`);
    key(around, '0');
    expect(zoomWidth(container)).toBe('');
    // the board's own keys are left to it
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    around.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(false);
  });

  it('a board drawn by a function hears whether it is zoomed (watching marks the first move only then)', () => {
    const drawn = vi.fn((zoomed: boolean) => (
      <svg className="board" viewBox="0 0 2680 2680" data-cell="40" data-zoomed={zoomed ? 'yes' : 'no'} />
    ));
    const { container } = render(<Zoom>{drawn}</Zoom>);
    expect(container.querySelector('svg')).toHaveAttribute('data-zoomed', 'no');
    zoomIn();
    expect(container.querySelector('svg')).toHaveAttribute('data-zoomed', 'yes');
    fireEvent.click(fit());
    expect(container.querySelector('svg')).toHaveAttribute('data-zoomed', 'no');
  });
});
