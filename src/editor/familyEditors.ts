// Each family's drawing editor, by family id.
import AnemonesEditor from '../puzzles/anemones/Editor.tsx';
import BarsEditor from '../puzzles/bars/Editor.tsx';
import DogBunnyEditor from '../puzzles/dogbunny/Editor.tsx';
import MoveEditor from '../puzzles/move/Editor.tsx';
import SnakebirdEditor from '../puzzles/snakebird/Editor.tsx';
import type { FamilyId } from '../puzzles/types.ts';
import type { AnyFamilyEditor } from './types.ts';

export const FAMILY_EDITORS: Partial<Record<FamilyId, AnyFamilyEditor>> = {
  anemones: AnemonesEditor,
  bars: BarsEditor,
  dogbunny: DogBunnyEditor,
  move: MoveEditor,
  snakebird: SnakebirdEditor,
};
