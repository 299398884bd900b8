// The old one-value store (versions 0 and 1) of many levels moves to keys of its own in linear
// time: 20,000 small levels (2 MB, within a browser's quota) took 14 s on the page's thread, each
// key written looked for in the list of those written before (and each level compared with every
// level already stored).
import { describe, expect, it } from 'vitest';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { LEGACY_KEY, LEVEL_PREFIX, storedLevel, type SavedLevel } from '../../../src/share/storedData.ts';
import type { KeyValueStorage } from '../../../src/share/localStore.ts';

/** A storage without a quota whose calls cost what a browser's do (MemoryStorage lists its keys at each call). */
class FastStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  private keys: string[] | null = null;
  get length() {
    return this.map.size;
  }
  key(i: number) {
    this.keys ??= [...this.map.keys()];
    return this.keys[i] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (!this.map.has(key)) this.keys = null;
    this.map.set(key, value);
  }
  removeItem(key: string) {
    if (this.map.delete(key)) this.keys = null;
  }
}

const level = (i: number): SavedLevel => ({ id: `i${i}`, family: 'anemones', name: `L${i}`, text: 'anemones 1\nstart\ngoal 1\n', savedAt: i });

describe('an old store of many levels', () => {
  it('moves 20,000 levels to keys of their own in well under the 14 s it took (1 s with the suite running)', () => {
    const st = new FastStorage();
    const levels = Array.from({ length: 20_000 }, (_, i) => level(i));
    st.setItem(LEGACY_KEY, JSON.stringify({ state: { levels, autosave: null }, version: 1 }));
    const start = performance.now();
    useMyLevels.getState().load(st);
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(useMyLevels.getState().levels).toHaveLength(20_000);
    expect(st.getItem(LEGACY_KEY)).toBeNull();
    expect(st.getItem(`${LEVEL_PREFIX}i19999`)).toBe(storedLevel(level(19_999)));
  });

  it('leaves out the levels stored under keys already (10,000 of each)', () => {
    const st = new FastStorage();
    const levels = Array.from({ length: 10_000 }, (_, i) => level(i));
    for (const l of levels) st.setItem(`${LEVEL_PREFIX}k${l.id}`, storedLevel({ ...l, id: `k${l.id}` }));
    st.setItem(LEGACY_KEY, JSON.stringify({ state: { levels, autosave: null }, version: 1 }));
    useMyLevels.getState().load(st);
    expect(useMyLevels.getState().levels).toHaveLength(10_000);
    expect(st.getItem(`${LEVEL_PREFIX}i0`)).toBeNull();
  });
});
