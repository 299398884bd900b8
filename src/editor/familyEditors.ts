// Each family's drawing editor, by family id.
import BarsEditor from '../puzzles/bars/Editor.tsx';
import MoveEditor from '../puzzles/move/Editor.tsx';
import type { FamilyId } from '../puzzles/types.ts';
import type { AnyFamilyEditor } from './types.ts';

export const FAMILY_EDITORS: Partial<Record<FamilyId, AnyFamilyEditor>> = {
  move: MoveEditor,
  bars: BarsEditor,
};
