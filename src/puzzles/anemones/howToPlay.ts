// Anemones's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Make the anemones up and down as the marks above them show (▲ up, ▽ down).',
  rules: [
    'Tap an anemone (or move the cursor with the arrow keys and press Enter or Space): it rises.',
    'Each anemone pulls down some others when tapped; which ones is part of the level.',
    'When an anemone both rises and is pulled down, it ends down.',
    'After a tap, its number is ringed and a chevron (⌄) marks each anemone it pulled down.',
  ],
};
