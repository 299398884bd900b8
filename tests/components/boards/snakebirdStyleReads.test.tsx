// The Snakebird board reads the app's animation time (a computed style, which makes the browser
// work out the page's styles at once, right after React's commit) only for a move it can play:
// not for each level an editor's stroke makes, nor for an undo or a jump along a line.
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import SnakebirdBoard from '../../../src/puzzles/snakebird/Board.tsx';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';

const parse = (rows: string[]) => {
  const parsed = snakebird.parse(rows.join('\n'));
  if (!parsed.ok) throw new Error('the level must parse');
  return parsed.level as SnakebirdLevel;
};
// jsnell format: R stands on a wall under its body
const level = parse(['.........', '.*      .', '.       .', '. >R    .', '. ..    .', '.       .', '.........']);
// the same level with one more wall, as a tap in the editor makes it
const edited = parse(['.........', '.*      .', '.     . .', '. >R    .', '. ..    .', '.       .', '.........']);
const start = snakebird.start(level);
const once = snakebird.play(level, start, 'RR')!;

describe('the Snakebird board reads the animation time only for a move it plays', () => {
  let style: HTMLStyleElement;
  let reads: MockInstance<typeof window.getComputedStyle>;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = 'svg.board { --anim-ms: 200ms; }';
    document.head.appendChild(style);
    reads = vi.spyOn(window, 'getComputedStyle');
  });
  afterEach(() => {
    reads.mockRestore();
    style.remove();
  });
  /** the computed styles read of the board itself */
  const boardReads = () => reads.mock.calls.filter(([el]) => el instanceof SVGSVGElement && el.classList.contains('board')).length;

  it('an edit (another level, no move) reads no style', () => {
    const { rerender } = render(<SnakebirdBoard level={level} state={start} />);
    reads.mockClear();
    rerender(<SnakebirdBoard level={edited} state={snakebird.start(edited)} />);
    rerender(<SnakebirdBoard level={level} state={snakebird.start(level)} />);
    expect(boardReads()).toBe(0);
  });

  it('an undo or a jump (a state the last move does not lead to) reads no style', () => {
    const { rerender } = render(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
    reads.mockClear();
    // back to the start, its last move none: an undo
    rerender(<SnakebirdBoard level={level} state={start} lastMove={null} />);
    // forward again with a move that does not lead there: a jump
    rerender(<SnakebirdBoard level={level} state={once} lastMove="RL" />);
    expect(boardReads()).toBe(0);
  });

  it('a move played reads it, once', () => {
    const { rerender } = render(<SnakebirdBoard level={level} state={start} />);
    reads.mockClear();
    rerender(<SnakebirdBoard level={level} state={once} lastMove="RR" />);
    expect(boardReads()).toBe(1);
  });
});
