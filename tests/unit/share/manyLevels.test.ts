// Many saved levels, in linear time on the page's thread. The old one-value store (versions 0
// and 1) moves to keys of its own: 20,000 small levels (2 MB, within a browser's quota) took
// 14 s, each key written looked for in the list of those written before (and each level compared
// with every level already stored). An import beside many saved levels: 10,000 beside 10,000
// took 18 s, the names of the saved levels gathered again for each level imported.
import { describe, expect, it } from 'vitest';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { EXPORT_FORMAT, LEGACY_KEY, LEVEL_PREFIX, storedLevel, type SavedLevel } from '../../../src/share/storedData.ts';
import type { KeyValueStorage } from '../../../src/storage/localStore.ts';

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

describe('an import beside many saved levels', () => {
  /** Bars grids, 4 × 4, a different one for each i below 65,536 */
  const bars = (i: number) => `pattern cross\ngoal 1\n${i.toString(2).padStart(16, '0').replace(/(.{4})/g, '$1\n')}`;
  it('imports 10,000 levels beside 10,000 in well under the 18 s it took (0.2 s alone), numbering a name taken', () => {
    const st = new FastStorage();
    for (let i = 0; i < 10_000; i++) st.setItem(`${LEVEL_PREFIX}s${i}`, storedLevel({ id: `s${i}`, family: 'bars', name: `B${i}`, text: bars(i), savedAt: i }));
    useMyLevels.getState().load(st);
    const levels = Array.from({ length: 10_000 }, (_, i) => ({ family: 'bars', name: i === 0 ? 'B0' : `I${i}`, text: bars(10_000 + i) }));
    const start = performance.now();
    const imported = useMyLevels.getState().importFile(JSON.stringify({ format: EXPORT_FORMAT, version: 1, levels }));
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(imported).toMatchObject({ ok: true, added: 10_000, renamed: [['B0', 'B0 2']] });
    expect(useMyLevels.getState().levels).toHaveLength(20_000);
  });
});
