// Each family's board, loaded when the family is first shown, so the first screen carries
// only the shell.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FamilyId } from '../puzzles/types.ts';
import type { BoardProps } from './boardTypes.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBoard = LazyExoticComponent<ComponentType<BoardProps<any, any>>>;

export const BOARDS: Partial<Record<FamilyId, AnyBoard>> = {
  anemones: lazy(() => import('../puzzles/anemones/Board.tsx')),
  bars: lazy(() => import('../puzzles/bars/Board.tsx')),
  move: lazy(() => import('../puzzles/move/Board.tsx')),
  dogbunny: lazy(() => import('../puzzles/dogbunny/Board.tsx')),
  snakebird: lazy(() => import('../puzzles/snakebird/Board.tsx')),
};

export const EditorPanel = lazy(() => import('../editor/EditorPanel.tsx').then((m) => ({ default: m.EditorPanel })));
export const PlayPanel = lazy(() => import('../editor/PlayPanel.tsx').then((m) => ({ default: m.PlayPanel })));
