// How to play says what RULES.md says: Bars' goal may be either value in either pattern, a
// Move dot's target is found by its letter as well as its colour, and a DogBunny condition is
// read before the move with the moving animal counted.
import { expect, it } from 'vitest';
import { howToPlay as bars } from '../../src/puzzles/bars/howToPlay.ts';
import { howToPlay as move } from '../../src/puzzles/move/howToPlay.ts';
import { howToPlay as dogbunny } from '../../src/puzzles/dogbunny/howToPlay.ts';
import { getFamily } from '../../src/puzzles/registry.ts';

it('Bars: the goal names both values for both patterns, as a level of gold bars with goal 0 is one', () => {
  const flat = getFamily('bars')!.parse('pattern cross\ngoal 0\n10\n01\n');
  expect(flat.ok).toBe(true);
  expect(bars.goal).toMatch(/every gold bar upright, or every light off/);
  expect(bars.goal).toMatch(/ask the other way \(all bars flat, or all lights on\)/);
});

it('Move: the rules tell a dot its targets by letter, and any target of its colour will do', () => {
  expect(move.rules.join(' ')).toMatch(/dot a goes to a target A/);
  expect(move.rules.join(' ')).toMatch(/any of its targets/);
});

it('DogBunny: a condition is read before the move, the moving animal included, and animals may share a place', () => {
  // an animal on the house may leave it by a line marked "if house" (RULES.md §4)
  expect(dogbunny.rules.join(' ')).toMatch(/"if house".*read before the move, the moving animal included/);
  expect(dogbunny.rules.join(' ')).toMatch(/Animals may share a place/);
});
