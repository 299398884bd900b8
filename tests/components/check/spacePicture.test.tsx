// The map of positions' own keys: the arrows, Home, Enter and Space move between its dots or show
// one, and go no further, where playback and play mode listen for the same keys on the window.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ARROWS_MAX_LINES, SpacePictureView } from '../../../src/app/check/SpacePicture.tsx';
import type { SpacePicture } from '../../../src/puzzles/analyse.ts';

// a line of three positions: the start, one move, a win
const picture: SpacePicture = {
  depth: Int32Array.of(0, 1, 2),
  toWin: Int32Array.of(2, 1, 0),
  edges: Uint32Array.of(0, 1, 1, 2),
  lines: [[], ['R'], ['R', 'R']],
};

const heard: string[] = [];
const onWindowKey = (e: KeyboardEvent) => heard.push(e.key);
afterEach(() => {
  window.removeEventListener('keydown', onWindowKey);
  heard.length = 0;
});

it('a key the graph handles does not reach the listeners on the window; one it does not handle does', () => {
  window.addEventListener('keydown', onWindowKey);
  render(<SpacePictureView picture={picture} />);
  const graph = screen.getByTestId('space-picture');
  const start = graph.querySelector('circle[tabindex="0"]') as SVGCircleElement;
  act(() => start.focus());
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home']) fireEvent.keyDown(document.activeElement!, { key });
  expect(document.activeElement).toBe(start);
  expect(heard).toEqual([]);
  fireEvent.keyDown(document.activeElement!, { key: 'x' });
  expect(heard).toEqual(['x']);
});

it('says counts as people do, and its legend names only what the picture holds', () => {
  const { unmount } = render(<SpacePictureView picture={picture} />);
  const graph = screen.getByTestId('space-picture');
  expect(graph.querySelectorAll('circle')[1]).toHaveAccessibleName('1 move from the start, 1 to win');
  expect(screen.getByText(/^Map of 3 positions, left to right/)).toBeTruthy();
  // its words are the page's (positions, not a state graph), and a phone's tap is named beside the click
  expect(document.querySelector('figcaption')).toHaveTextContent(/Click or tap a dot to see that position on the board\.$/);
  expect(graph).toHaveAccessibleName(/^Map of 3 positions, 3 can still win; /);
  // every position can still win: no dead end in the legend, nor "grey a dead end (0)" in the caption
  // the colours' scale, in moves: how far "blue" is
  expect(document.querySelector('.check-legend')).toHaveTextContent(/^the start a win 1 to 2 moves from a win a one-way move$/);
  expect(document.querySelector('figcaption')).toHaveTextContent(/^Map of 3 positions, left to right by distance from the start; green is near a win, blue far\. Click/);
  unmount();
  // one position, from which nothing wins: no win in the legend, nor "green is near a win"
  render(<SpacePictureView picture={{ depth: Int32Array.of(0), toWin: Int32Array.of(-1), edges: new Uint32Array(0), lines: [[]] }} />);
  expect(screen.getByRole('figure')).toHaveTextContent(/^Map of 1 position, left to right by distance from the start; grey a dead end \(1\)\. Click/);
  expect(document.querySelector('.check-legend')).toHaveTextContent(/^the start a dead end$/);
});

it('a start that is already a win is ringed as the start around its win ring, and no scale is named where every position is a win', () => {
  const { container, unmount } = render(<SpacePictureView picture={{ depth: Int32Array.of(0), toWin: Int32Array.of(0), edges: new Uint32Array(0), lines: [[]] }} />);
  expect(container.querySelectorAll('.check-start-ring')).toHaveLength(1);
  expect(container.querySelector('circle.check-dot')).toHaveClass('start', 'win');
  expect(document.querySelector('.check-legend')).toHaveTextContent(/^the start a win$/);
  unmount();
  // a start one move from a win is ringed as the start alone; the scale is one move
  render(<SpacePictureView picture={{ depth: Int32Array.of(0, 1), toWin: Int32Array.of(1, 0), edges: Uint32Array.of(0, 1), lines: [[], ['R']] }} />);
  expect(document.querySelectorAll('.check-start-ring')).toHaveLength(0);
  expect(document.querySelector('.check-legend')).toHaveTextContent(/^the start a win 1 move from a win a one-way move$/);
});


// a column of three between the start and a win: dots 16 px apart, their 24 px targets overlap
const column: SpacePicture = {
  depth: Int32Array.of(0, 1, 1, 1, 2),
  toWin: Int32Array.of(2, 1, 1, 1, 0),
  edges: Uint32Array.of(0, 1, 0, 2, 0, 3, 1, 4, 2, 4, 3, 4),
  lines: [[], ['A'], ['B'], ['C'], ['A', 'W']],
};

/** The picture laid out at (100, 50) on the page at its own size, or `scale` times it (jsdom lays nothing out). */
function laidOut(svg: SVGSVGElement, scale = 1) {
  const width = Number(svg.getAttribute('width')) * scale;
  const height = Number(svg.getAttribute('height')) * scale;
  svg.getBoundingClientRect = () => ({ left: 100, top: 50, width, height, right: 100 + width, bottom: 50 + height, x: 100, y: 50, toJSON: () => ({}) });
  const [vx, vy, vw, vh] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
  /** a tap at a point of the drawing (its own coordinates) */
  return (x: number, y: number) => fireEvent.click(svg, { clientX: 100 + ((x - vx) * width) / vw, clientY: 50 + ((y - vy) * height) / vh });
}

it("names each dot of a column by its place in it, which the arrow keys walk; the start is named as such, not '0 moves from the start'", () => {
  render(<SpacePictureView picture={column} />);
  const dots = [...screen.getByTestId('space-picture').querySelectorAll('circle.check-dot')];
  expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
    'The start, 2 to win',
    '1 move from the start, 1 to win (1 of 3 at that distance)',
    '1 move from the start, 1 to win (2 of 3 at that distance)',
    '1 move from the start, 1 to win (3 of 3 at that distance)',
    'A win: 2 moves from the start, 0 to win',
  ]);
  // the tooltip a pointer shows says the same
  expect(dots[2]!.querySelector('title')).toHaveTextContent('1 move from the start, 1 to win (2 of 3 at that distance)');
});

it('gives every dot a 24 px target, the top and bottom rows theirs whole, and the nearer dot takes a tap where targets overlap', () => {
  render(<SpacePictureView picture={column} />);
  const svg = screen.getByTestId('space-picture') as unknown as SVGSVGElement;
  const dots = [...svg.querySelectorAll<SVGCircleElement>('circle.check-dot')];
  const hits = [...svg.querySelectorAll<SVGRectElement>('.check-hits rect')];
  expect(hits).toHaveLength(dots.length);
  const [, vy, , vh] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
  dots.forEach((dot, p) => {
    // a disc at least 24 across (a square rounded whole), centred on its dot, which is drawn smaller
    const [x, y, w, h, rx] = ['x', 'y', 'width', 'height', 'rx'].map((a) => Number(hits[p]!.getAttribute(a))) as [number, number, number, number, number];
    expect(w).toBeGreaterThanOrEqual(24);
    expect([h, 2 * rx]).toEqual([w, w]);
    expect([x + w / 2, y + h / 2]).toEqual([Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))]);
    expect(Number(dot.getAttribute('r'))).toBeLessThan(w / 2);
    expect(y).toBeGreaterThanOrEqual(vy);
    expect(y + h).toBeLessThanOrEqual(vy + vh);
  });
  const tap = laidOut(svg);
  const chosen = () => dots.findIndex((d) => d.classList.contains('chosen'));
  const [x1, y1] = [Number(dots[1]!.getAttribute('cx')), Number(dots[1]!.getAttribute('cy'))];
  const y2 = Number(dots[2]!.getAttribute('cy'));
  expect(y2 - y1).toBeLessThan(24);
  // 10 px above the column's top dot, past its drawn edge: that dot
  tap(x1, y1 - 10);
  expect(chosen()).toBe(1);
  // between two dots: the nearer one, on either side of the middle
  tap(x1 + 3, y1 + 9);
  expect(chosen()).toBe(2);
  tap(x1 - 3, y1 + 7);
  expect(chosen()).toBe(1);
  // 10 px left of the start
  tap(Number(dots[0]!.getAttribute('cx')) - 10, Number(dots[0]!.getAttribute('cy')));
  expect(chosen()).toBe(0);
  // farther than 12 px from every dot: nothing new is shown
  tap(x1 + 14, Number(dots[3]!.getAttribute('cy')) + 13);
  expect(chosen()).toBe(0);
  // a click on the dot itself (a screen reader's lands on it, wherever it says it was)
  fireEvent.click(dots[3]!, { clientX: 0, clientY: 0 });
  expect(chosen()).toBe(3);
});

it('a map shrunk to the panel still gives a tap 10 px from a dot to that dot (its reach is in CSS px, not the drawing’s)', () => {
  render(<SpacePictureView picture={column} />);
  const svg = screen.getByTestId('space-picture') as unknown as SVGSVGElement;
  const dots = [...svg.querySelectorAll<SVGCircleElement>('circle.check-dot')];
  // shown at half its size: 10 CSS px is 20 of the drawing
  const tap = laidOut(svg, 0.5);
  // below the start, in its column of one, inside the picture: nearer the start than any other dot
  tap(Number(dots[0]!.getAttribute('cx')), Number(dots[0]!.getAttribute('cy')) + 20);
  expect(dots[0]!.classList.contains('chosen')).toBe(true);
});

it('draws a one-way move with an arrow to where it leads, a move with one straight back plain and once, and says so in its legend; not on a map of many lines', () => {
  // the start and position 1 lead to each other; 1 → 2 has no move back (a DogBunny one-way edge, a fall)
  const oneWay: SpacePicture = { ...picture, edges: Uint32Array.of(0, 1, 1, 0, 1, 2) };
  const { unmount } = render(<SpacePictureView picture={oneWay} />);
  const lines = [...screen.getByTestId('space-picture').querySelectorAll('.check-edges line')];
  expect(lines).toHaveLength(2);
  const arrowed = lines.filter((l) => l.getAttribute('marker-end'));
  expect(arrowed).toHaveLength(1);
  expect(arrowed[0]).toHaveClass('one-way');
  // from position 1 toward position 2, its tip short of the win's dot
  expect(Number(arrowed[0]!.getAttribute('x1'))).toBeLessThan(Number(arrowed[0]!.getAttribute('x2')));
  expect(document.querySelector('.check-legend')).toHaveTextContent(/a one-way move$/);
  unmount();
  // every move has one straight back: no arrow, nothing said
  render(<SpacePictureView picture={{ ...picture, edges: Uint32Array.of(0, 1, 1, 0, 1, 2, 2, 1) }} />);
  expect(document.querySelectorAll('.check-edges line[marker-end]')).toHaveLength(0);
  expect(document.querySelector('.check-legend')).not.toHaveTextContent('one-way');
});

it('draws no arrows past ARROWS_MAX_LINES lines, where they would crowd the columns', () => {
  // a start with ARROWS_MAX_LINES + 1 one-way moves to as many positions
  const n = ARROWS_MAX_LINES + 2;
  const many: SpacePicture = {
    depth: Int32Array.from({ length: n }, (_, p) => (p === 0 ? 0 : 1)),
    toWin: Int32Array.from({ length: n }, (_, p) => (p === 0 ? 1 : 0)),
    edges: Uint32Array.from({ length: 2 * (n - 1) }, (_, k) => (k % 2 ? (k + 1) / 2 : 0)),
    lines: Array.from({ length: n }, (_, p) => (p === 0 ? [] : [`m${p}`])),
  };
  render(<SpacePictureView picture={many} />);
  expect(document.querySelectorAll('.check-edges line')).toHaveLength(n - 1);
  expect(document.querySelectorAll('.check-edges line[marker-end]')).toHaveLength(0);
  expect(document.querySelector('.check-legend')).not.toHaveTextContent('one-way');
});
