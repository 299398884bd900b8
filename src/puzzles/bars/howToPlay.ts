// Bars's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  // a level's goal line may ask for either value in either pattern (RULES.md §2); the player
  // sees no goal line, only the tint
  goal: 'Turn every gold bar upright, or every light off. A level may ask the other way (all bars flat, or all lights on): a cell that is right is tinted green.',
  rules: [
    'Tap or click a cell (or move the cursor with the arrow keys and press Enter or Space).',
    "Gold bars: a press turns every bar in the cell's row and column, the cell's own bar once.",
    'Lights Out: a press flips the cell and the cells above, below, left and right of it.',
    'Presses can be made in any order, and pressing a cell twice undoes it. The last cell pressed is outlined.',
  ],
};
