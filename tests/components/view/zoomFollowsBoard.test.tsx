// Zoom (src/view/Zoom.tsx) follows a board that draws itself again at another size by its own
// state, which does not draw the zoom again (DogBunny turning a wide level in a narrow room): the
// zoom's buttons come and go, and a zoomed board's extents (--zoom-w, --zoom-h) follow the new size.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Zoom from '../../../src/view/Zoom.tsx';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import { DOGBUNNY_GALLERY } from '../../../src/puzzles/dogbunny/gallery.ts';

// jsdom lays nothing out: every box is 350 px wide here (a phone's board)
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(350);
});
afterEach(() => vi.restoreAllMocks());

/** a board of cols×rows cells of 40 units whose size is its own: its buttons draw it again at another size, or move a piece on it */
function OwnSize({ cols, rows }: { cols: number; rows: number }) {
  const [size, setSize] = useState({ cols, rows });
  const [pieces, setPieces] = useState(1);
  return (
    <>
      <svg className="board" viewBox={`0 0 ${size.cols * 40} ${size.rows * 40}`} data-cell="40" role="img" aria-label="board">
        {Array.from({ length: pieces }, (_, k) => (
          <circle key={k} cx={20 + 40 * k} cy={20} r={15} />
        ))}
      </svg>
      <button type="button" onClick={() => setSize({ cols: 64, rows: 64 })}>64 by 64</button>
      <button type="button" onClick={() => setSize({ cols: 65, rows: 64 })}>65 by 64</button>
      <button type="button" onClick={() => setSize({ cols: 64, rows: 96 })}>64 by 96</button>
      <button type="button" onClick={() => setSize({ cols: 8, rows: 8 })}>8 by 8</button>
      <button type="button" onClick={() => setPieces((n) => n + 1)}>a piece more</button>
    </>
  );
}

/** the board, cols×rows cells at first, in a zoom */
const inZoom = (cols: number, rows: number) =>
  render(
    <Zoom>
      <OwnSize cols={cols} rows={rows} />
    </Zoom>,
  ).container;
/** a press of one of the board's own buttons, and what the zoom does after it (it hears of the board's change as a mutation, a microtask later) */
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const toolbar = () => screen.queryByRole('toolbar', { name: 'Zoom' });
const zoomStyle = (container: HTMLElement, name: '--zoom-w' | '--zoom-h') => (container.querySelector('.zoom') as HTMLElement).style.getPropertyValue(name);

describe('Zoom, round a board that draws itself again at another size', () => {
  it('offers its buttons as the board grows past its room, and takes them away as it shrinks', async () => {
    const container = inZoom(8, 8);
    // 8×8 in 350 px: cells of 43.75 px, no zoom
    expect(toolbar()).toBeNull();
    await press('64 by 64');
    // 64×64: 5.5 px cells, zoom offered
    expect(toolbar()).toBeInTheDocument();
    await press('8 by 8');
    expect(toolbar()).toBeNull();
    expect(container.querySelector('.zoom-offered')).toBeNull();
  });

  it('a zoomed board drawn a column wider, then taller, scrolls over its new size; drawn small, it fits', async () => {
    const container = inZoom(64, 64);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect([zoomStyle(container, '--zoom-w'), zoomStyle(container, '--zoom-h')]).toEqual([`${64 * 12}px`, `${64 * 12}px`]);
    // a column more keeps the zoom (as a resize in the editor does), over 65 columns
    await press('65 by 64');
    expect([zoomStyle(container, '--zoom-w'), zoomStyle(container, '--zoom-h')]).toEqual([`${65 * 12}px`, `${64 * 12}px`]);
    // another size: fitted, its buttons offered (64×96 in 350 px is 5.5 px cells)
    await press('64 by 96');
    expect(zoomStyle(container, '--zoom-w')).toBe('');
    expect(screen.getByRole('button', { name: 'Fit' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect([zoomStyle(container, '--zoom-w'), zoomStyle(container, '--zoom-h')]).toEqual([`${64 * 12}px`, `${96 * 12}px`]);
    await press('8 by 8');
    expect(container.querySelector('.zoom-on')).toBeNull();
    expect(toolbar()).toBeNull();
  });

  it('a move on the board, at the same size, leaves the zoom as it is: zoomed, its box keeps its scroll', async () => {
    // (a size of its own: the zoom chosen is kept per board size)
    const container = inZoom(62, 62);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const box = screen.getByTestId('zoom-box');
    box.scrollLeft = 300;
    box.scrollTop = 200;
    await press('a piece more');
    await press('a piece more');
    expect(container.querySelectorAll('svg.board circle')).toHaveLength(3);
    expect(zoomStyle(container, '--zoom-w')).toBe(`${62 * 24}px`);
    expect([box.scrollLeft, box.scrollTop]).toEqual([300, 200]);
  });

  it("DogBunny's board, turning a wide level as its room narrows, is read turned: it fits, and no zoom is offered", async () => {
    const parsed = dogbunny.parse(DOGBUNNY_GALLERY.find((l) => l.name === 'Night watch')!.text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    // the board measures the zoom's width (which the zoom's buttons leave as it is), the zoom its box's, 330 px here
    let roomOfBoard = 900;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('zoom') ? roomOfBoard : 330;
    });
    const { container } = render(
      <Zoom>
        <DogBunnyBoard level={parsed.level} state={dogbunny.start(parsed.level)} />
      </Zoom>,
    );
    // 480 × 360 units as placed: 20.6 px cells in 330 px, the zoom offered
    expect(container.querySelector('svg.board')).toHaveAttribute('viewBox', '0 0 480 360');
    expect(toolbar()).toBeInTheDocument();
    // the board's room narrows (the zoom's box keeps its width): the board turns, 360 × 480, its cells 27.5 px
    roomOfBoard = 280;
    await act(async () => window.dispatchEvent(new Event('resize')));
    expect(container.querySelector('svg.board')).toHaveAttribute('viewBox', '0 0 360 480');
    expect(toolbar()).toBeNull();
  });
});
