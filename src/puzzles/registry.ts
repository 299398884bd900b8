// Lists the puzzle families. Each family's pure module (rules, format, solver) registers here;
// its React board and editor are loaded lazily by the app (src/app/familyViews.ts).
import type { AnyFamily, FamilyId } from './types.ts';
import { anemones } from './anemones/index.ts';
import { bars } from './bars/index.ts';
import { dogbunny } from './dogbunny/index.ts';
import { move } from './move/index.ts';
import { snakebird } from './snakebird/index.ts';

export const FAMILIES: Partial<Record<FamilyId, AnyFamily>> = {
  anemones,
  bars,
  dogbunny,
  move,
  snakebird,
};

export function getFamily(id: string): AnyFamily | undefined {
  return Object.prototype.hasOwnProperty.call(FAMILIES, id) ? FAMILIES[id as FamilyId] : undefined;
}
