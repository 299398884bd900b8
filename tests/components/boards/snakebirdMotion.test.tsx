// The Snakebird board animates a move step by step (the slide, then each row of a fall) within
// the app's animation time, shows anything that is not the last move at once, ends a move at
// once when the next arrives, and always rests on the state it was given.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SnakebirdBoard from '../../../src/puzzles/snakebird/Board.tsx';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';

// jsnell format: R stands on a wall under its body; its second step right leaves the ledge and it
// falls two rows
const level = (() => {
  const parsed = snakebird.parse(['.........', '.*      .', '.       .', '. >R    .', '. ..    .', '.       .', '.........'].join('\n'));
  if (!parsed.ok) throw new Error('the level must parse');
  return parsed.level as SnakebirdLevel;
})();
const start = snakebird.start(level);
const once = snakebird.play(level, start, 'RR')!;
const twice = snakebird.play(level, once, 'RR')!;

const S = 32;
/** the head's drawn centre, in cells of the drawn map (fractional mid-move) */
function head(): [number, number] {
  // a closed level: the padded world's rows and columns are the drawn ones
  const c = screen.getByTestId('snake-R').querySelector('.sb-head')!;
  return [Number(c.getAttribute('cy')) / S - 0.5, Number(c.getAttribute('cx')) / S - 0.5];
}
const step = () => document.querySelector('svg.board')!.getAttribute('data-step');

/** the app's animation time, as app.css sets it (jsdom passes no custom property down, so on the board itself) */
function animationTime(value: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = `svg.board { --anim-ms: ${value}; }`;
  document.head.appendChild(style);
  return style;
}

describe('the Snakebird board in motion', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'] });
    style = animationTime('200ms');
  });
  afterEach(() => {
    vi.useRealTimers();
    style.remove();
  });
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it('slides, then falls row by row, then rests on the new state', () => {
    const { rerender } = render(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
    expect(head()).toEqual([3, 4]);
    advance(1000);
    rerender(<SnakebirdBoard level={level} state={twice} lastMove="RR" />);
    // the first frame is the move's start, not its end
    expect(step()).toBe('1/3 slide');
    expect(head()).toEqual([3, 4]);
    const seen: string[] = [];
    const heads: [number, number][] = [];
    for (let t = 0; t < 600; t += 16) {
      advance(16);
      seen.push(step() ?? 'rest');
      heads.push(head());
    }
    expect([...new Set(seen)]).toEqual(['1/3 slide', '2/3 fall', '3/3 fall', 'rest']);
    // the head went right, then down, through fractional places in between
    const mid = heads.filter(([r, c]) => !Number.isInteger(r) || !Number.isInteger(c));
    expect(mid.some(([r, c]) => r === 3 && c > 4 && c < 5)).toBe(true);
    expect(mid.some(([r, c]) => c === 5 && r > 3 && r < 5)).toBe(true);
    expect(heads[heads.length - 1]).toEqual([5, 5]);
    // within two animation times (a slide and two rows of fall ask 1.85 of them)
    expect(seen.indexOf('rest') * 16).toBeLessThanOrEqual(2 * 200 + 16);
  });

  it('shows at once what is not the last move played: an undo, a jump, no move', () => {
    const { rerender } = render(<SnakebirdBoard level={level} state={twice} lastMove="RR" />);
    advance(1000);
    rerender(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
    expect(step()).toBeNull();
    expect(head()).toEqual([3, 4]);
    rerender(<SnakebirdBoard level={level} state={start} lastMove={null} />);
    expect(step()).toBeNull();
    expect(head()).toEqual([3, 3]);
  });

  it('a new state while a move plays ends that move at once and plays the new one from where it ended', () => {
    const { rerender } = render(<SnakebirdBoard level={level} state={start} lastMove={null} />);
    advance(1000);
    rerender(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
    advance(50);
    expect(step()).toBe('1/1 slide');
    rerender(<SnakebirdBoard level={level} state={twice} lastMove="RR" />);
    // the second move starts from the end of the first: the head at [3, 4], not mid-slide
    expect(step()).toBe('1/3 slide');
    expect(head()).toEqual([3, 4]);
    advance(1000);
    expect(step()).toBeNull();
    expect(head()).toEqual([5, 5]);
  });

  it('moves quicker than the animation get quicker animations', () => {
    const { rerender } = render(<SnakebirdBoard level={level} state={start} lastMove={null} />);
    advance(100);
    // the first change after the board shows: no pace known yet, the whole animation time
    rerender(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
    advance(96);
    expect(step()).toBe('1/1 slide');
    advance(200);
    expect(step()).toBeNull();
    // 100 ms after the last change: the move takes at most 90 ms
    rerender(<SnakebirdBoard level={level} state={start} lastMove={null} />);
    advance(100);
    rerender(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
    expect(step()).toBe('1/1 slide');
    advance(96);
    expect(step()).toBeNull();
    expect(head()).toEqual([3, 4]);
  });

  it('with reduced motion, or no animation time, the final position shows at once', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q })) as unknown as typeof window.matchMedia;
    try {
      const { rerender } = render(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
      advance(1000);
      rerender(<SnakebirdBoard level={level} state={twice} lastMove="RR" />);
      expect(step()).toBeNull();
      expect(head()).toEqual([5, 5]);
    } finally {
      window.matchMedia = matchMedia;
    }
    style.textContent = 'svg.board { --anim-ms: 0ms; }';
    const { rerender } = render(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
    advance(1000);
    rerender(<SnakebirdBoard level={level} state={twice} lastMove="RR" />);
    expect(screen.getAllByTestId('snake-R').length).toBe(2);
    expect(document.querySelectorAll('svg.board[data-step]').length).toBe(0);
  });
});
