// Snakebird's view table: what the screen needs of the family (src/view/types.ts).
import { lazy } from 'react';
import { preloadable } from '../../view/preloadable.ts';
import { ARROW_WORDS } from '../../view/arrowWords.ts';
import type { Direction, FamilyView } from '../../view/types.ts';
import { snakeName, snakeShortName } from './colours.ts';
import { groundedWorld } from './world.ts';
import type { SnakebirdLevel, SnakebirdState } from './index.ts';

const MOVE = /^(.)([UDLR])$/;

export const snakebirdView: FamilyView<SnakebirdLevel, SnakebirdState> = {
  id: 'snakebird',
  title: 'Snakebird',
  rules: () => import('./index.ts').then((m) => m.snakebird),
  Board: lazy(() => import('./Board.tsx')),
  Editor: preloadable(() => import('./Editor.tsx').then((m) => m.default)),
  input: {
    direction: (dir, piece) => (piece === null ? null : `${piece}${dir}`),
    pieces: (_level, state) => state.snakes.filter((s) => !s.exited).map((s) => s.label),
    pieceKind: 'Snakebird',
    pieceName: snakeName,
  },
  blank: () => groundedWorld(6, 8, true),
  clear: (level) => groundedWorld(level.rows, level.cols, !level.open),
  describeMove: (move) => {
    const m = MOVE.exec(move);
    return m ? `${snakeShortName(m[1]!)} ${ARROW_WORDS[m[2] as Direction]}` : move;
  },
  howToPlay: () => import('./playWords.ts').then((m) => m.howToPlay),
};
