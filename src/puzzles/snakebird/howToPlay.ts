// Snakebird's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Eat every fruit, then lead every snakebird into the exit (★ once it opens).',
  rules: [
    'Tap or click a snakebird (or press its number), then swipe or press an arrow key or Up, Down, Left or Right: its head moves one cell and the body follows.',
    'The head cannot go into ground, spikes, water or its own body. Eating a fruit makes it one cell longer.',
    'Moving into a snakebird or a block pushes it one cell, with whatever it runs into, but never into ground, spikes, water or fruit.',
    'Anything not resting on ground, fruit or something resting falls (a block rests on spikes too). A snakebird that falls onto spikes, into water or off the bottom loses; a block there is just gone.',
    'Whatever moves onto a teleporter (a purple ring) jumps to the other one, if there is room.',
    // Snakefall's differences (docs/families/snakebird.md): the bottom still loses what falls out;
    // two arrivals in one move jam the pads; the teleport comes before the exit
    'From a Snakefall link: the left, right and top edges are walls; teleporters act before the exit, and not when two things land on them at once.',
  ],
};
