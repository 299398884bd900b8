// How to play says what RULES.md says: Bars' goal may be either value in either pattern, and a
// Move dot's target is found by its letter as well as its colour.
import { expect, it } from 'vitest';
import { howToPlay as bars } from '../../src/puzzles/bars/howToPlay.ts';
import { howToPlay as move } from '../../src/puzzles/move/howToPlay.ts';
import { getFamily } from '../../src/puzzles/registry.ts';

it('Bars: the goal names both values for both patterns, as a level of gold bars with goal 0 is one', () => {
  const flat = getFamily('bars')!.parse('pattern cross\ngoal 0\n10\n01\n');
  expect(flat.ok).toBe(true);
  expect(bars.goal).toMatch(/upright.*goal is 0, all flat/);
  expect(bars.goal).toMatch(/off.*goal is 1, all on/);
});

it('Move: the rules tell a dot its targets by letter, and any target of its colour will do', () => {
  expect(move.rules.join(' ')).toMatch(/dot a goes to a target A/);
  expect(move.rules.join(' ')).toMatch(/any of its targets/);
});
