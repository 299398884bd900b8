// Bars's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  // a level's goal line may ask for either value in either pattern (RULES.md §2)
  goal: "Bring every cell to the level's goal: gold bars all upright (or, where the goal is 0, all flat); lights all off (or, where the goal is 1, all on). A cell at its goal is tinted green.",
  rules: [
    'Click or tap a cell (or move the cursor with the arrow keys and press Enter or Space).',
    'Gold bars: pressing a cell turns every bar in its row and its column, itself once.',
    'Lights Out: pressing a cell flips it and its up to four neighbours.',
    'Presses can be made in any order, and pressing a cell twice undoes it. The last cell pressed is outlined.',
  ],
};
