// Lists the puzzle families' rules tables, for every caller that needs them all at once
// (worker, CLI, bench, links, saved levels). The page reaches a family through its view table
// (src/app/views.ts), which loads these rules only when the family is shown.
import type { AnyFamily, FamilyId } from './types.ts';
import { anemones } from './anemones/index.ts';
import { bars } from './bars/index.ts';
import { dogbunny } from './dogbunny/index.ts';
import { move } from './move/index.ts';
import { snakebird } from './snakebird/index.ts';

export const FAMILIES: Record<FamilyId, AnyFamily> = {
  anemones,
  bars,
  dogbunny,
  move,
  snakebird,
};

export function getFamily(id: string): AnyFamily | undefined {
  return Object.prototype.hasOwnProperty.call(FAMILIES, id) ? FAMILIES[id as FamilyId] : undefined;
}
