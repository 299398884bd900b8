// My levels' deletes kept for the tab (share/deletedLevels.ts): read back as written, the last
// deleted first where the tab's storage holds only some, nothing where it holds none.
import { describe, expect, it } from 'vitest';
import { DELETED_KEY, keepDeleted, keptDeleted } from '../../../src/share/deletedLevels.ts';
import type { SavedLevel } from '../../../src/share/storedData.ts';
import { MemoryStorage } from './memoryStorage.ts';

const level = (id: string, size: number): SavedLevel => ({ id, family: 'move', name: `Level ${id}`, text: `${'.'.repeat(size)}A\n--\na${'.'.repeat(size)}\n`, savedAt: 1 });

describe('levels deleted in a tab', () => {
  it('are read back as kept, and none are kept once none are deleted', () => {
    const storage = new MemoryStorage();
    const levels = [level('b', 3), level('a', 2)];
    keepDeleted(levels, storage);
    expect(keptDeleted(storage)).toEqual(levels);
    keepDeleted([], storage);
    expect(storage.getItem(DELETED_KEY)).toBeNull();
    expect(keptDeleted(storage)).toEqual([]);
  });

  it('where the storage holds only some, the last deleted are kept; where it holds none, nothing', () => {
    const levels = [level('c', 1000), level('b', 1000), level('a', 1000)];
    const storage = new MemoryStorage(2500);
    keepDeleted(levels, storage);
    expect(keptDeleted(storage).map((l) => l.id)).toEqual(['c']);
    const tiny = new MemoryStorage(100);
    keepDeleted(levels, tiny);
    expect(tiny.getItem(DELETED_KEY)).toBeNull();
  });

  it('a kept value that is not a list of levels gives none, and is not written over', () => {
    for (const raw of ['{', '[]', '{"v":1,"levels":[{"id":"x"}]}', '{"v":2,"levels":[]}', '{"v":1,"levels":"no"}']) {
      const storage = new MemoryStorage();
      storage.setItem(DELETED_KEY, raw);
      expect(keptDeleted(storage)).toEqual([]);
      keepDeleted([level('a', 1)], storage);
      expect(storage.getItem(DELETED_KEY)).toBe(raw);
    }
  });
});
