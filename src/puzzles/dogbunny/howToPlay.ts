// DogBunny's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Bring every animal to a goal node of its kind (the dog to the bone, the bunnies to the carrot, and so on).',
  rules: [
    'A move takes one animal along one edge; arrows show which way an edge may be walked.',
    'An edge marked "if house" needs an animal on the house; "if !tree" needs the tree empty; "if house !tree", both.',
    'Tap or click an animal to choose it, then where it goes: a ringed node, or the edge to walk. An edge with one move on it plays it; where it has more and none is chosen, you are asked which.',
    'Or press one of the moves listed below the board.',
  ],
};
