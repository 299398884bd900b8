// Snakebird's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Eat every fruit, then lead every snakebird into the exit (★ once it opens).',
  rules: [
    'Choose a snakebird (click it, or press its number) and move its head with the arrow keys, a swipe or the buttons; the body follows.',
    'Eating a fruit makes the snakebird one cell longer.',
    'Everything falls unless held up by ground, fruit, or something standing on it. Falling onto spikes, into water or off the world loses.',
    'A snakebird can push another snakebird or a block one cell, if the way is free.',
    "A level from a Snakefall link plays by Snakefall's rules: the map's edges are walls, and a teleporter moves only a lone arrival, before a snakebird on the exit leaves.",
  ],
};
