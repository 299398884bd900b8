// Anemones: what a tap did stays on the board once its motion is over (and with reduced motion,
// where there is none): each anemone the last tap pulled down carries a mark.
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import AnemonesBoard from '../../../src/puzzles/anemones/Board.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';

const anemones = getFamily('anemones')!;

it('marks the anemones the last tap pulled down, and no other', () => {
  const parsed = anemones.parse('anemones 4\ntap 1 lowers 2 4\ntap 3 lowers 3\nstart 2 4\ngoal 1\n');
  if (!parsed.ok) throw new Error(parsed.error.message);
  const level = parsed.level;
  const after = anemones.play(level, anemones.start(level), '1')!;
  const marked = (lastMove: string | null, state = after) => {
    const { container, unmount } = render(<AnemonesBoard level={level} state={state} lastMove={lastMove} />);
    const found = [1, 2, 3, 4].filter((n) => container.querySelector(`[data-pulled="${n}"]`) !== null);
    unmount();
    return found;
  };
  expect(marked('1')).toEqual([2, 4]);
  // a tap that lowers itself: it ends down, marked too
  expect(marked('3', anemones.play(level, after, '3')!)).toEqual([3]);
  expect(marked(null, anemones.start(level))).toEqual([]);
});
