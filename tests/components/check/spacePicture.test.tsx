// The state graph's own keys: the arrows, Home, Enter and Space move between its dots or show
// one, and go no further, where playback and play mode listen for the same keys on the window.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SpacePictureView } from '../../../src/app/check/SpacePicture.tsx';
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
  expect(screen.getByText(/^The state graph: 3 positions/)).toBeTruthy();
  // every position can still win: no dead end in the legend
  expect(document.querySelector('.check-legend')).toHaveTextContent(/^the start a win$/);
  unmount();
  // one position, from which nothing wins: no win in the legend, nor "green is near a win"
  render(<SpacePictureView picture={{ depth: Int32Array.of(0), toWin: Int32Array.of(-1), edges: new Uint32Array(0), lines: [[]] }} />);
  expect(screen.getByRole('figure')).toHaveTextContent(/^The state graph: 1 position, left to right by distance from the start; grey a dead end \(1\)/);
  expect(document.querySelector('.check-legend')).toHaveTextContent(/^the start a dead end$/);
});

