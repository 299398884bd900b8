// The order My levels lists the saved levels in, chosen beside the find box and kept for the tab
// (sessionStorage, as the levels deleted there are: another tab, or tomorrow's, opens in the saved
// order). Among hundreds of levels the one changed last was at the end of the list, and levels
// named "Level 2" … "Level 10" were in the order they were saved, not by their number.
import { getFamily } from '../puzzles/registry.ts';
import { browserStorage, read, write, type KeyValueStorage } from '../storage/localStore.ts';
import type { SavedLevel } from './storedData.ts';

export const ORDER_KEY = 'unstuck-tab.levelOrder';

/** each order and its words in the list of orders; the first is the store's own (oldest saved first) */
export const ORDERS = [
  ['saved', 'Saved: oldest first'],
  ['recent', 'Saved: newest first'],
  ['name', 'Name'],
  ['puzzle', 'Puzzle, then name'],
] as const;
export type LevelOrder = (typeof ORDERS)[number][0];

const isOrder = (s: string | null): s is LevelOrder => ORDERS.some(([o]) => o === s);

const tabStorage = () => browserStorage('sessionStorage');

/** The order this tab chose last; the saved order where none was, or what is there is no order. */
export function keptOrder(storage: KeyValueStorage | null = tabStorage()): LevelOrder {
  const raw = storage && read(storage, ORDER_KEY);
  return isOrder(raw) ? raw : 'saved';
}

/** Kept for the tab where it can be (where not, it holds while the page is open). */
export function keepOrder(order: LevelOrder, storage: KeyValueStorage | null = tabStorage()): void {
  if (storage) write(storage, ORDER_KEY, order);
}

// numbers as numbers ("Level 2" before "Level 10"), case and accents aside, in the reader's language
const names = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const puzzle = (l: SavedLevel) => getFamily(l.family)?.title ?? l.family;

/**
 * `levels` (oldest saved first, as the store keeps them) in `order`; levels alike stay in the
 * order they were saved. `nameOf`: the name a level is placed by (a level renamed in the list
 * stays where it was until the order is chosen again or the panel opens again: the row typed in
 * does not go from under the keys).
 */
export function inOrder(levels: readonly SavedLevel[], order: LevelOrder, nameOf = (l: SavedLevel) => l.name): readonly SavedLevel[] {
  const byName = (a: SavedLevel, b: SavedLevel) => names.compare(nameOf(a), nameOf(b));
  switch (order) {
    case 'saved':
      return levels;
    case 'recent':
      return [...levels].reverse();
    case 'name':
      return [...levels].sort(byName);
    case 'puzzle':
      return [...levels].sort((a, b) => names.compare(puzzle(a), puzzle(b)) || byName(a, b));
  }
}
