// Snakebird's How to play says the rules a newcomer meets (RULES.md §5): where the head may not
// go, what a push cannot do, what falls and what a fall costs (a snakebird loses the level, a
// block is only gone), the teleporter; and where a Snakefall level's rules differ (a player of one
// read from a link was told the game's only: an open world's edges, every arrival teleported).
import { expect, it } from 'vitest';
import { howToPlay } from '../../../src/puzzles/snakebird/howToPlay.ts';

const words = howToPlay.rules.join(' ');

it("Snakebird's How to play names Snakefall's rules where they differ", () => {
  expect(howToPlay.rules.find((r) => r.includes('Snakefall'))).toMatch(/edges are walls.*teleporter/);
});

it('says where the head cannot go and what a push cannot do', () => {
  expect(words).toMatch(/head cannot go into ground, spikes, water or its own body/);
  expect(words).toMatch(/pushes it one cell, with whatever it runs into, but never into ground, spikes, water or fruit/);
});

it('says a block is held up by spikes, and a falling block is lost without losing the level', () => {
  expect(words).toMatch(/a block rests on spikes too/);
  expect(words).toMatch(/snakebird that falls onto spikes, into water or off the bottom loses; a block there is just gone/);
});

it('says what a teleporter does in the game', () => {
  expect(howToPlay.rules.find((r) => r.includes('teleporter') && !r.includes('Snakefall'))).toMatch(/onto a teleporter \(a purple ring\) jumps to the other one, if there is room/);
});
