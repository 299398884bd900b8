// A hint on DogBunny's board rings the animal it moves as well as its edge: on a two-way edge with
// an animal at each end, the edge's mark alone was the same for a move either way, and named
// neither animal (DogBunny's own level: "Bunny: blank 2 → house" with a bunny on each).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import { dogbunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';

function levelOf(text: string): DogBunnyLevel {
  const parsed = dogbunny.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

// a <-> b, a bunny on each end and a dog on a; then two bunnies together on b
const BOTH_ENDS = 'edge a <-> b\nedge b -> c\nbunny a\nbunny b\ndog a\ngoal bunny c\ngoal dog b\n';
const TOGETHER = 'edge a <-> b\nedge b -> c\nbunny b\nbunny b\ndog a\ngoal bunny c\ngoal dog b\n';

/** the test ids of the animals ringed as the hint's */
function ringed(text: string, hint: string | null) {
  const level = levelOf(text);
  render(<DogBunnyBoard level={level} state={dogbunny.start(level)} onMove={() => {}} hint={hint} />);
  return screen.queryAllByTestId('hinted-animal').map((ring) => ring.closest('[data-testid^="animal-"]')!.getAttribute('data-testid'));
}

describe('DogBunny: the hint rings the animal it moves', () => {
  it('on a two-way edge with a bunny at each end, the one at the end it leaves, for either way', () => {
    expect(ringed(BOTH_ENDS, 'bunny:b->a')).toEqual(['animal-1']);
  });

  it('the other way, the other bunny; the dog on the same node is not ringed', () => {
    expect(ringed(BOTH_ENDS, 'bunny:a->b')).toEqual(['animal-0']);
  });

  it('two bunnies together: one ring, not two', () => {
    expect(ringed(TOGETHER, 'bunny:b->a')).toEqual(['animal-0']);
  });

  it('no hint, no ring', () => {
    expect(ringed(BOTH_ENDS, null)).toEqual([]);
  });
});
