// Move's board as a player reads it: every dot's letter legible on its colour, and the last
// swipe marked on the dots it sent, not on the ones that stood still.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MoveBoard from '../../../src/puzzles/move/Board.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { MoveLevel, MoveState } from '../../../src/puzzles/move/index.ts';

const move = getFamily('move')!;
const level = (text: string) => {
  const parsed = move.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level as MoveLevel;
};

/** WCAG contrast of two colours, #rrggbb or rgb() */
function contrast(a: string, b: string) {
  const rgb = (c: string) => (c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : c.match(/[\d.]+/g)!.slice(0, 3).map(Number));
  const lum = (c: string) => {
    const [r, g, bl] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

const chevronsOn = (container: HTMLElement, dot: number) => container.querySelectorAll(`[data-testid="dot-${dot}"] .move-chevron.last`).length;

describe('Move board', () => {
  it('writes every colour letter a to z at 4.5:1 or more on its dot', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    // two rows of 13 (a board is at most 16 wide)
    const lv = level(`${letters.slice(0, 13).toUpperCase()}\n${letters.slice(13).toUpperCase()}\n--\n${letters.slice(0, 13)}\n${letters.slice(13)}\n`);
    const { container } = render(<MoveBoard level={lv} state={move.start(lv) as MoveState} />);
    const poor = [...container.querySelectorAll<SVGGElement>('[data-testid^="dot-"]')].flatMap((g) => {
      const fill = g.querySelector('circle')!.getAttribute('fill')!;
      const ink = (g.querySelector('.dot-letter') as SVGTextElement).style.fill;
      const ratio = contrast(fill, ink || '#fff');
      return ratio >= 4.5 ? [] : [`${g.textContent} ${ratio.toFixed(2)}:1`];
    });
    expect(poor).toEqual([]);
  });

  it('marks the last swipe on the dots it moved, and not on a dot the edge held', () => {
    const lv = level('..\n..\n--\na.\n.b\n');
    const start = move.start(lv) as MoveState;
    const { container, rerender } = render(<MoveBoard level={lv} state={start} lastMove={null} />);
    const after = move.play(lv, start, 'R') as MoveState;
    rerender(<MoveBoard level={lv} state={after} lastMove="R" />);
    expect([chevronsOn(container, 0), chevronsOn(container, 1)]).toEqual([1, 0]);
    // a hint shown over the same position keeps the marks
    rerender(<MoveBoard level={lv} state={{ at: [...after.at] }} lastMove="R" hint="D" />);
    expect([chevronsOn(container, 0), chevronsOn(container, 1)]).toEqual([1, 0]);
  });

  it('opened at a position after a swipe, leaves the mark off a dot that cannot have come from behind it', () => {
    // dot a has the board's edge behind it as it went right, dot b an obstacle
    const lv = level('...\n#..\n--\na..\n.b.\n');
    const { container } = render(<MoveBoard level={lv} state={move.start(lv) as MoveState} lastMove="R" />);
    expect([chevronsOn(container, 0), chevronsOn(container, 1)]).toEqual([0, 0]);
  });

  it('marks the hint on the dots it would move, and the last swipe too where the hint is another', () => {
    const lv = level('..\n..\n--\na.\n.b\n');
    const start = move.start(lv) as MoveState;
    const hintsOn = (container: HTMLElement, dot: number) => container.querySelectorAll(`[data-testid="dot-${dot}"] .move-chevron.hint`).length;
    // R moves a and leaves b at the edge
    const { container, rerender } = render(<MoveBoard level={lv} state={start} hint="R" />);
    expect([hintsOn(container, 0), hintsOn(container, 1)]).toEqual([1, 0]);
    // after D (b held by the edge) with U hinted: the last swipe marked on a alone, the hint on both
    const down = move.play(lv, start, 'D') as MoveState;
    rerender(<MoveBoard level={lv} state={start} lastMove={null} />);
    rerender(<MoveBoard level={lv} state={down} lastMove="D" hint="U" />);
    expect([hintsOn(container, 0), chevronsOn(container, 0), hintsOn(container, 1), chevronsOn(container, 1)]).toEqual([1, 1, 1, 0]);
  });
});
