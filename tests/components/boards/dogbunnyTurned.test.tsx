// A wide DogBunny level on a phone held upright, where its words could not reach their size even
// grown, is drawn turned (x and y swapped), taller than wide: at 24 px on a 390 px phone Night
// watch's words were 7.8 to 9.7 px across a board 264 px wide (dogbunnyLargeFont e2e).
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DogBunnyBoard, { turnsTaller } from '../../../src/puzzles/dogbunny/Board.tsx';
import { dogbunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';
import { turned } from '../../../src/puzzles/dogbunny/layout.ts';
import { DOGBUNNY_GALLERY } from '../../../src/puzzles/dogbunny/gallery.ts';

function levelOf(text: string): DogBunnyLevel {
  const parsed = dogbunny.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}
const nightWatch = levelOf(DOGBUNNY_GALLERY.find((l) => l.name === 'Night watch')!.text);

describe('a DogBunny level drawn turned', () => {
  it('swaps each node\'s x and y, and keeps the rest', () => {
    const level = levelOf('node a 0 0\nnode b 4 2\nedge a -> b if b\ndog a\ngoal dog b\n');
    const t = turned(level);
    expect(t.nodes).toEqual([{ name: 'a', x: 0, y: 0 }, { name: 'b', x: 2, y: 4 }]);
    expect(t.edges).toBe(level.edges);
    expect(t.animals).toBe(level.animals);
  });

  it('where a wide drawing\'s words would not reach their size and turned it is drawn larger', () => {
    // Night watch (480 x 360 units) on a 390 px phone: its room 311 px wide (watch) or 335 (play), the board at most 439 px high
    expect(turnsTaller(480, 360, 311, 439, 1.5)).toBe(true);
    expect(turnsTaller(480, 360, 335, 439, 1.5)).toBe(true);
    // at the default font size the words reach theirs there (grown 1.5 times of 1.6): drawn as placed
    expect(turnsTaller(480, 360, 337, 439, 1)).toBe(false);
    // square, or taller than wide already: never
    expect(turnsTaller(360, 360, 311, 439, 1.5)).toBe(false);
    expect(turnsTaller(360, 480, 311, 439, 1.5)).toBe(false);
    // a desktop's room
    expect(turnsTaller(480, 360, 800, 500, 1.5)).toBe(false);
    // a short room: turned it would be drawn smaller
    expect(turnsTaller(480, 360, 311, 240, 1.5)).toBe(false);
    // not measured
    expect(turnsTaller(480, 360, 0, 439, 1.5)).toBe(false);
  });
});

describe('the board turns a wide level in a narrow room', () => {
  afterEach(() => vi.restoreAllMocks());
  /** the board in a zoom's room `w` px wide (jsdom lays nothing out: 0 unless set) */
  const inRoom = (w: number, extent?: { cols: number; rows: number }) => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('zoom') ? w : 0;
    });
    const { container } = render(
      <div className="zoom">
        <DogBunnyBoard level={nightWatch} state={dogbunny.start(nightWatch)} extent={extent} />
      </div>,
    );
    return container.querySelector('svg.board')!;
  };

  it('drawn turned in a room 280 px wide; the yard, first of the level\'s columns, at the top', () => {
    const svg = inRoom(280);
    expect(svg.getAttribute('viewBox')).toBe('0 0 360 480');
    // yard (0, 2) is drawn at grid point (2, 0), shed (2, 0) at (0, 2)
    expect(svg.querySelector('[data-testid="node-yard"] circle')!.getAttribute('cx')).toBe('180');
    expect(svg.querySelector('[data-testid="node-yard"] circle')!.getAttribute('cy')).toBe('60');
    expect(svg.querySelector('[data-testid="node-shed"] circle')!.getAttribute('cx')).toBe('60');
  });

  it('as the level places it in a wide room, or in the editor (its grid points are the level\'s)', () => {
    expect(inRoom(900).getAttribute('viewBox')).toBe('0 0 480 360');
    vi.restoreAllMocks();
    expect(inRoom(280, { cols: 8, rows: 6 }).getAttribute('viewBox')).toBe('0 0 540 420');
  });
});
