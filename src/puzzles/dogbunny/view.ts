// DogBunny's view table: what the screen needs of the family (src/view/types.ts).
import { lazy } from 'react';
import { preloadable } from '../../view/preloadable.ts';
import type { FamilyView } from '../../view/types.ts';
import { blankDogBunny } from './blank.ts';
import type { DogBunnyLevel, DogBunnyState } from './index.ts';

const MOVE = /^([^:]+):(.+)->(.+)$/;
/** node names join words with - or _ ("blank-2"); in words they read with a space */
export const spoken = (name: string) => name.replace(/[-_]/g, ' ');

export const dogbunnyView: FamilyView<DogBunnyLevel, DogBunnyState> = {
  id: 'dogbunny',
  title: 'DogBunny',
  rules: () => import('./index.ts').then((m) => m.dogbunny),
  Board: lazy(() => import('./Board.tsx')),
  Editor: preloadable(() => import('./Editor.tsx').then((m) => m.default)),
  input: { listLegalMoves: true },
  blank: blankDogBunny,
  clear: () => ({ nodes: [], edges: [], animals: [], goals: [] }),
  describeMove: (move) => {
    const m = MOVE.exec(move);
    if (!m) return move;
    const kind = m[1]!;
    return `${kind[0]!.toUpperCase()}${kind.slice(1)}: ${spoken(m[2]!)} → ${spoken(m[3]!)}`;
  },
  howToPlay: () => import('./playWords.ts').then((m) => m.howToPlay),
};
