// Move's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Bring every dot onto a target square of its own colour.',
  rules: [
    'A dot and its targets carry one letter as well as one colour: dot a goes to a target A. Dots of one colour may take any of its targets.',
    'Swipe (or press an arrow key, or a direction button): every dot moves one cell that way at once.',
    'A dot stays put when the cell ahead is the edge, an obstacle, or a dot that cannot move; dots behind it stop too.',
    'Targets never block. A swipe that moves no dot is not a move.',
    'After a swipe, a chevron on a dot shows the way it went.',
  ],
};
