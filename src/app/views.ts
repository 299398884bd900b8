// The families on the page: each family's view table (src/puzzles/<family>/view.ts), which
// loads its rules, board and editor when the family is first shown. One line per family.
import { createElement } from 'react';
import { anemonesView } from '../puzzles/anemones/view.ts';
import { barsView } from '../puzzles/bars/view.ts';
import { dogbunnyView } from '../puzzles/dogbunny/view.ts';
import { moveView } from '../puzzles/move/view.ts';
import { snakebirdView } from '../puzzles/snakebird/view.ts';
import type { FamilyId } from '../puzzles/types.ts';
import type { AnyFamilyView, BoardProps, FamilyEditorProps } from '../view/types.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * The family's board and editor, each in a boundary of its own: one whose code did not download
 * (the network gone since the first screen) says so where it would be drawn, and the panel around
 * it stays (How to play, Check, the modes; the editor's toolbar and text), as do the other
 * families' boards and editors, shown again on their tab. Only the page's own boundary around
 * the whole board panel caught it before, which stayed failed for every family.
 */
function withOwnBoundaries(view: AnyFamilyView): AnyFamilyView {
  const { Board, Editor, title } = view;
  const board = (props: BoardProps<unknown, unknown>) => createElement(ErrorBoundary, { name: `${title} board`, children: createElement(Board, props) });
  const editor = (props: FamilyEditorProps<unknown>) => createElement(ErrorBoundary, { name: `${title} editor`, children: createElement(Editor, props) });
  // (the table's type says lazy: a component that renders one is used alike)
  return { ...view, Board: board as unknown as AnyFamilyView['Board'], Editor: Object.assign(editor, { preload: Editor.preload }) as AnyFamilyView['Editor'] };
}

export const FAMILY_VIEWS: Record<FamilyId, AnyFamilyView> = {
  anemones: withOwnBoundaries(anemonesView),
  bars: withOwnBoundaries(barsView),
  dogbunny: withOwnBoundaries(dogbunnyView),
  move: withOwnBoundaries(moveView),
  snakebird: withOwnBoundaries(snakebirdView),
};
