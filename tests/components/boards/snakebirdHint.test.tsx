// A hint on Snakebird's board shows the way its move goes, as a chevron off the snake's head on
// that side: the hint's ring round the snake named the snake, and only the words under the board
// the way ("Hint: Red →").
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SnakebirdBoard from '../../../src/puzzles/snakebird/Board.tsx';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';

/** A Snakefall level of two one-cell snakes, Red (id 0) and Green (id 1), side by side on a floor. */
function level(): SnakebirdLevel {
  const parsed = snakebird.parse('HyRr4JK1&3&2?400011/s0?2/s1?3/');
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

/** the chevrons drawn: the snake each is in, and its way */
function chevrons(hint: string | null, lastMove: string | null = null) {
  const l = level();
  const { container } = render(<SnakebirdBoard level={l} state={snakebird.start(l)} hint={hint} lastMove={lastMove} />);
  return [...container.querySelectorAll('[data-testid="hint-chevron"]')].map((c) => `${c.closest('[data-testid^="snake-"]')!.getAttribute('data-testid')} ${c.getAttribute('data-way')}`);
}

describe("Snakebird: the hint's way on the board", () => {
  it('a chevron off the hinted snake\'s head, the way it goes', () => {
    expect(chevrons('RR')).toEqual(['snake-R R']);
    expect(chevrons('GU')).toEqual(['snake-G U']);
  });

  it('turned to that side: right is unturned, left a half turn', () => {
    const l = level();
    const { container } = render(<SnakebirdBoard level={l} state={snakebird.start(l)} hint="RL" />);
    expect(container.querySelector('[data-testid="hint-chevron"]')!.getAttribute('transform')).toMatch(/rotate\(180\)$/);
  });

  it('no hint, no chevron; the last move is not a hint', () => {
    expect(chevrons(null)).toEqual([]);
    expect(chevrons(null, 'RR')).toEqual([]);
  });
});
