// Move's view table: what the screen needs of the family (src/view/types.ts).
import { lazy } from 'react';
import { preloadable } from '../../view/preloadable.ts';
import { ARROW_WORDS } from '../../view/arrowWords.ts';
import type { Direction, FamilyView } from '../../view/types.ts';
import type { MoveLevel, MoveState } from './index.ts';

export const moveView: FamilyView<MoveLevel, MoveState> = {
  id: 'move',
  title: 'Move',
  rules: () => import('./index.ts').then((m) => m.move),
  Board: lazy(() => import('./Board.tsx')),
  Editor: preloadable(() => import('./Editor.tsx').then((m) => m.default)),
  input: { direction: (dir) => dir },
  // one dot, four swipes from its target
  blank: () => ({ width: 5, height: 5, floor: ['.....', '.....', '....A', '.....', '.....'], dots: [{ color: 'a', row: 2, col: 0 }] }),
  clear: (level) => ({ ...level, floor: level.floor.map((row) => '.'.repeat(row.length)), dots: [] }),
  describeMove: (move) => `All dots ${ARROW_WORDS[move as Direction] ?? move}`,
  howToPlay: () => import('./playWords.ts').then((m) => m.howToPlay),
};
