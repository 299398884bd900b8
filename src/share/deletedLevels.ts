// The levels deleted from My levels in this tab, the last first, kept through a reload of it so
// that Undo still brings them back: a delete was undoable only until the page went away. Per tab
// (sessionStorage: gone with the tab), outside the `unstuck.` keys the link sync listens to.
import { browserStorage, read, remove, write, type KeyValueStorage } from '../storage/localStore.ts';
import { readDeleted, storedDeleted, type SavedLevel } from './storedData.ts';

export const DELETED_KEY = 'unstuck-tab.deletedLevels';

const tabStorage = () => browserStorage('sessionStorage');

/** The levels this tab kept as deleted; none where there are none or what is there cannot be read. */
export function keptDeleted(storage: KeyValueStorage | null = tabStorage()): SavedLevel[] {
  const raw = storage && read(storage, DELETED_KEY);
  if (!raw) return [];
  const kept = readDeleted(raw);
  return kept.ok ? kept.value : [];
}

/**
 * Keeps `levels`, or as many of the last deleted as the tab's storage holds (each may be a
 * level's whole text). A value there that cannot be read (a newer version's, one written by
 * hand) is left as it is: the deletes are then kept only while the page is open.
 */
export function keepDeleted(levels: readonly SavedLevel[], storage: KeyValueStorage | null = tabStorage()): void {
  if (!storage) return;
  const raw = read(storage, DELETED_KEY);
  if (raw !== null && !readDeleted(raw).ok) return;
  if (levels.length === 0) return remove(storage, DELETED_KEY);
  for (let n = levels.length; n > 0; n = Math.floor(n / 2)) if (write(storage, DELETED_KEY, storedDeleted(levels.slice(0, n))).ok) return;
  remove(storage, DELETED_KEY);
}
