// Anemones's goal and rules in words, for the How to play dialog (loaded when it opens).
import type { HowToPlay } from '../../view/types.ts';

export const howToPlay: HowToPlay = {
  goal: 'Make each anemone up or down as the mark above it shows (▲ up, ▽ down).',
  rules: [
    'Tap or click an anemone (or move the cursor with the arrow keys and press Enter or Space): it rises, and pulls down the anemones on its list.',
    "Each anemone's list is part of the level and is not shown: tap to find it out. A list may be empty, and may name the anemone itself, which then ends down.",
    'After a tap, its number is ringed and a chevron (⌄) marks each anemone it pulled down.',
  ],
};
