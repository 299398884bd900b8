// Bars's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Turn every bar upright (or, in Lights Out, every light to the goal): all cells equal the goal value.',
  rules: [
    'Click or tap a cell (or move the cursor with the arrow keys and press Enter or Space).',
    'Gold bars: pressing a cell flips every cell in its row and its column.',
    'Lights Out: pressing a cell flips it and its up to four neighbours.',
    'Presses can be made in any order, and pressing a cell twice undoes it.',
  ],
};
