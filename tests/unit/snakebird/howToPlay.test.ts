// Snakebird's How to play says where a Snakefall level's rules differ: a player of one read from
// a link was told the game's only (an open world's edges, every arrival teleported).
import { expect, it } from 'vitest';
import { howToPlay } from '../../../src/puzzles/snakebird/howToPlay.ts';

it("Snakebird's How to play names Snakefall's rules where they differ", () => {
  expect(howToPlay.rules.find((r) => r.includes('Snakefall'))).toMatch(/edges are walls.*teleporter/);
});
