// Bars' view table: what the screen needs of the family (src/view/types.ts).
import { lazy } from 'react';
import { preloadable } from '../../view/preloadable.ts';
import type { FamilyView } from '../../view/types.ts';
import type { BarsLevel, BarsState } from './index.ts';
import { blankBars } from './blank.ts';

export const barsView: FamilyView<BarsLevel, BarsState> = {
  id: 'bars',
  title: 'Bars',
  rules: () => import('./index.ts').then((m) => m.bars),
  Board: lazy(() => import('./Board.tsx')),
  Editor: preloadable(() => import('./Editor.tsx').then((m) => m.default)),
  input: {
    grid: (level) => ({ rows: level.rows, cols: level.cols, press: (r, c) => `${r + 1},${c + 1}` }),
  },
  blank: blankBars,
  clear: (level) => ({ ...level, cells: level.cells.map((row) => row.map(() => 0)) }),
  describeMove: (move) => {
    const [row, col] = move.split(',');
    return col === undefined ? move : `Press row ${row}, column ${col}`;
  },
  howToPlay: () => import('./playWords.ts').then((m) => m.howToPlay),
};
