// Move's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Bring every dot onto a target square of its own colour.',
  rules: [
    'Swipe, press an arrow key, or press Up, Down, Left or Right: every dot moves one cell that way at once.',
    'A dot stays put when the cell ahead is the edge, an obstacle, or a dot that stays put; dots behind it stop too. Targets never block. A swipe that moves no dot is not a move.',
    'A dot and its targets share a letter as well as a colour: dot a goes to a target A. Dots of one colour may take any of its targets.',
    'After a swipe, a chevron on a dot shows the way it went.',
  ],
};
