// Snakebird's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Eat every fruit, then lead every snakebird into the exit (★ once it opens).',
  rules: [
    'Choose a snakebird (click it, or press its number) and move its head with the arrow keys, a swipe or the Up, Down, Left, Right buttons; the body follows.',
    'The head cannot go into ground, spikes, water or its own body. Eating a fruit makes it one cell longer.',
    'Moving into a snakebird or a block pushes it one cell, with whatever it runs into, but never into ground, spikes, water or fruit.',
    'What is not held up by ground, fruit or something held up falls (a block rests on spikes too). A snakebird that falls onto spikes, into water or off the bottom loses; a block there is just gone.',
    'Whatever moves onto a teleporter (a purple ring) jumps to the other one, if there is room.',
    "A level from a Snakefall link plays by Snakefall's rules: the map's edges are walls, and a teleporter moves only a lone arrival, before a snakebird on the exit leaves.",
  ],
};
