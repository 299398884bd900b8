// The families on the page: each family's view table (src/puzzles/<family>/view.ts), which
// loads its rules, board and editor when the family is first shown. One line per family.
import { anemonesView } from '../puzzles/anemones/view.ts';
import { barsView } from '../puzzles/bars/view.ts';
import { dogbunnyView } from '../puzzles/dogbunny/view.ts';
import { moveView } from '../puzzles/move/view.ts';
import { snakebirdView } from '../puzzles/snakebird/view.ts';
import type { FamilyId } from '../puzzles/types.ts';
import type { AnyFamilyView } from '../view/types.ts';

export const FAMILY_VIEWS: Record<FamilyId, AnyFamilyView> = {
  anemones: anemonesView,
  bars: barsView,
  dogbunny: dogbunnyView,
  move: moveView,
  snakebird: snakebirdView,
};
