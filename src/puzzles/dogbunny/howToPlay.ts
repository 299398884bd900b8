// DogBunny's goal and rules in words, for the How to play dialog (loaded when it opens). The
// board draws places and the lines between them: "node" and "edge" are the editor's words.
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Bring every animal to a goal place of its kind: one ringed green and marked "goal: dog", "goal: bunny", and so on.',
  rules: [
    "A move takes one animal along one line to the place at its other end; the line's arrows show which way it may be walked. Animals may share a place.",
    'A line marked "if house" needs an animal on the house; "if !tree" needs the tree empty; "if house !tree", both. This is read before the move, the moving animal included.',
    'Tap or click an animal to choose it, then where it goes: a place ringed dashed, or the line to walk. A line with one move on it plays it; where it has more and none is chosen, you are asked which.',
    'Or press one of the moves listed below the board.',
  ],
};
