// Anemones' view table: what the screen needs of the family (src/view/types.ts).
import { lazy } from 'react';
import { preloadable } from '../../view/preloadable.ts';
import type { FamilyView } from '../../view/types.ts';
import type { AnemonesLevel, AnemonesState } from './index.ts';
import { blankAnemones } from './blank.ts';

export const anemonesView: FamilyView<AnemonesLevel, AnemonesState> = {
  id: 'anemones',
  title: 'Anemones',
  rules: () => import('./index.ts').then((m) => m.anemones),
  Board: lazy(() => import('./Board.tsx')),
  Editor: preloadable(() => import('./Editor.tsx').then((m) => m.default)),
  input: {
    grid: (level) => ({ rows: 1, cols: level.count, press: (_r, c) => String(c + 1) }),
  },
  blank: blankAnemones,
  clear: (level) => ({ ...level, lowers: level.lowers.map(() => []), start: [], goal: [] }),
  describeMove: (move) => `Tap anemone ${move}`,
  howToPlay: () => import('./playWords.ts').then((m) => m.howToPlay),
};
