// Storage as a hostile browser leaves it: one that refuses every call, one with no room at all,
// a value of a newer version found again at every read, and two tabs saving and deleting at once
// (each tab its own copy of the module; `refresh()` is the storage event, as useLinkSync calls it).
import { beforeEach, describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../src/storage/localStore.ts';
import { LEVEL_PREFIX, MAX_TEXT } from '../../../src/share/storedData.ts';
import { MemoryStorage } from './memoryStorage.ts';
import { savedTexts, tab } from './tabs.ts';

const X = '..A.\n--\na...\n';
const XA = '.A..\n--\na...\n';

/** a site the browser blocks: every call throws */
const refusing = (): KeyValueStorage => {
  const no = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { get length(): number { return no(); }, key: no, getItem: no, setItem: no, removeItem: no };
};

let st: MemoryStorage;
beforeEach(() => {
  st = new MemoryStorage();
});

describe('a storage that keeps nothing', () => {
  it('one that refuses every call: the app loads, and says once that levels cannot be saved, naming why', async () => {
    const a = await tab(refusing());
    expect(a.getState().notices).toEqual([
      "This browser does not let the page store anything, so levels cannot be saved here: the browser refused to store it (SecurityError: The operation is insecure.). Copy a level's link with Share to keep it.",
    ]);
    expect(a.getState().saveDraft({ family: 'move', text: X, name: null }).ok).toBe(false);
    expect(a.getState().saveDraft({ family: 'move', text: XA, name: null }).ok).toBe(false);
    a.getState().refresh();
    expect(a.getState().notices).toHaveLength(1);
    expect(a.getState().save({ family: 'move', name: 'Mine', text: X })).toMatchObject({ ok: false, message: expect.stringContaining('SecurityError') });
  });

  it("one with no room at all (old Safari's private window) says so at load, not that it is full of levels to delete", async () => {
    const a = await tab(new MemoryStorage(0));
    expect(a.getState().notices).toEqual([
      "This browser does not let the page store anything, so levels cannot be saved here: it gives this site no room. Copy a level's link with Share to keep it.",
    ]);
    a.getState().saveDraft({ family: 'move', text: X, name: null });
    expect(a.getState().notices).toHaveLength(1);
    // (Save's message adds "delete saved levels you no longer need" to a full storage's)
    expect(a.getState().save({ family: 'move', name: 'Mine', text: X })).toEqual({ ok: false, message: 'this browser gives this site no room to store anything' });
  });

  it('none at all (reading localStorage throws): said once at load, not again at the first autosave', async () => {
    const a = await tab(null as unknown as KeyValueStorage);
    a.getState().saveDraft({ family: 'move', text: X, name: null });
    expect(a.getState().notices).toEqual(['This browser does not let the page store anything, so levels cannot be saved here.']);
  });

  it('one that works keeps no trace of the check, and one full of levels says nothing until a write fails', async () => {
    const a = await tab(st);
    expect(a.getState().notices).toEqual([]);
    expect([...st.map.keys()]).toEqual([]);
    a.getState().save({ family: 'move', name: 'Mine', text: X });
    const full = new MemoryStorage(st.used());
    for (const [k, v] of st.map) full.setItem(k, v);
    const b = await tab(full);
    expect(b.getState().notices).toEqual([]);
    expect(b.getState().levels.map((l) => l.name)).toEqual(['Mine']);
  });
});

describe('a level over the size the readers take', () => {
  it('is not saved nor autosaved (it would be unreadable at the next load), and says why; the draft before it stays', async () => {
    const a = await tab(st);
    a.getState().saveDraft({ family: 'move', text: X, name: null });
    const text = '.'.repeat(MAX_TEXT + 1);
    const why = "the level's text is 1,048,577 characters, and at most 1,048,576 are kept";
    expect(a.getState().save({ family: 'move', name: 'Big', text })).toEqual({ ok: false, message: why });
    expect(a.getState().saveDraft({ family: 'move', text, name: null })).toEqual({ ok: false, message: why });
    expect(a.getState().notices).toEqual([`Autosave is not working (${why}): copy the level's link with Share to keep it.`]);
    const b = await tab(st);
    expect(b.getState().notices).toEqual([]);
    expect(b.getState().draft).toMatchObject({ text: X });
  });
});

describe('autosave that works again', () => {
  it('takes back its notice that it is not working, once room is made', async () => {
    const full = new MemoryStorage(1000);
    full.setItem('other', 'x'.repeat(990));
    const a = await tab(full);
    expect(a.getState().notices).toEqual([]);
    expect(a.getState().saveDraft({ family: 'move', text: X, name: null }).ok).toBe(false);
    expect(a.getState().notices).toEqual([expect.stringMatching(/^Autosave is not working \(this browser's storage for this site is full\)/)]);
    // room made (a saved level deleted, here or in another tab)
    full.removeItem('other');
    expect(a.getState().saveDraft({ family: 'move', text: XA, name: null }).ok).toBe(true);
    expect(a.getState().notices).toEqual([]);
    expect(a.getState().saveDraft({ family: 'move', text: X, name: null }).ok).toBe(true);
    expect(a.getState().notices).toEqual([]);
  });
});

describe('stored values read again at every storage event', () => {
  it("a newer version's level, left where it is, is said once, not again at each other tab's write", async () => {
    st.setItem(`${LEVEL_PREFIX}abc`, JSON.stringify({ v: 3, id: 'abc' }));
    const a = await tab(st);
    a.getState().refresh();
    a.getState().refresh();
    expect(a.getState().notices).toEqual([`A saved level is from a newer version of Unstuck and not listed: it is kept unchanged under "${LEVEL_PREFIX}abc" in this browser's storage.`]);
    a.getState().dismissNotices();
    a.getState().refresh();
    expect(a.getState().notices).toEqual([]);
    expect(st.getItem(`${LEVEL_PREFIX}abc`)).toBe(JSON.stringify({ v: 3, id: 'abc' }));
  });

  it('of 500 levels that cannot be read, the notice names ten and counts the rest; each is kept', async () => {
    for (let i = 0; i < 500; i++) st.setItem(`${LEVEL_PREFIX}u${i}`, '{');
    const a = await tab(st);
    expect(a.getState().notices).toHaveLength(1);
    expect(a.getState().notices[0]).toMatch(/^500 saved levels could not be read and are not listed: "unstuck\.level\.u0" \(it is not valid JSON\): it is kept unchanged under "unstuck\.level\.u0~unreadable"/);
    expect(a.getState().notices[0]).toMatch(/; and 490 more\.$/);
    expect(st.values().filter((v) => v === '{')).toHaveLength(500);
  });

  it('twelve of them are named where they are, the first ten one by one', async () => {
    for (let i = 0; i < 12; i++) st.setItem(`${LEVEL_PREFIX}n${i}`, JSON.stringify({ v: 3, id: `n${i}` }));
    const a = await tab(st);
    expect(a.getState().notices).toEqual([
      `12 saved levels are from a newer version of Unstuck and not listed: they are kept unchanged under ${Array.from({ length: 10 }, (_, i) => `"${LEVEL_PREFIX}n${i}"`).join(', ')}, and 2 more in this browser's storage.`,
    ]);
  });
});

describe('two tabs saving at once, before either has read the other', () => {
  it('the same new level saved in both is stored once', async () => {
    const a = await tab(st);
    const b = await tab(st);
    expect(a.getState().save({ family: 'move', name: 'Mine', text: X })).toMatchObject({ ok: true, kind: 'added' });
    expect(b.getState().save({ family: 'move', name: 'Mine', text: X })).toMatchObject({ ok: true, kind: 'unchanged' });
    expect(savedTexts(st)).toEqual([expect.objectContaining({ name: 'Mine', text: X })]);
    expect(b.getState().levels).toHaveLength(1);
  });

  it('a level deleted in one tab and saved in the other is stored, not said saved and lost', async () => {
    const a = await tab(st);
    a.getState().save({ family: 'move', name: 'Mine', text: X });
    const b = await tab(st);
    a.getState().remove(a.getState().levels[0]!.id);
    expect(b.getState().save({ family: 'move', name: 'Mine', text: X })).toMatchObject({ ok: true, kind: 'added' });
    expect(savedTexts(st)).toEqual([expect.objectContaining({ name: 'Mine', text: X })]);
    // the tab that deleted it lists it again once it reads what the other stored
    a.getState().refresh();
    expect(a.getState().levels.map((l) => l.name)).toEqual(['Mine']);
  });

  it('a save in the other tab of a level of the same name updates that entry, as in one tab: no two entries of one name', async () => {
    const a = await tab(st);
    const b = await tab(st);
    a.getState().save({ family: 'move', name: 'Mine', text: X });
    expect(b.getState().save({ family: 'move', name: 'Mine', text: XA })).toMatchObject({ ok: true, kind: 'updated' });
    expect(savedTexts(st)).toEqual([expect.objectContaining({ name: 'Mine', text: XA })]);
  });

  it("Undo of a Delete, after the other tab saved that level again, does not store it twice", async () => {
    const a = await tab(st);
    a.getState().save({ family: 'move', name: 'Mine', text: X });
    const b = await tab(st);
    const gone = a.getState().remove(a.getState().levels[0]!.id)!;
    b.getState().refresh();
    b.getState().save({ family: 'move', name: 'Mine again', text: X });
    a.getState().restore(gone);
    expect(savedTexts(st)).toEqual([expect.objectContaining({ name: 'Mine again', text: X })]);
  });

  it('the same file imported in both tabs at once adds its levels once', async () => {
    const a = await tab(st);
    const b = await tab(st);
    const file = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'One', text: X }, { family: 'move', name: 'Two', text: XA }] });
    expect(a.getState().importFile(file)).toMatchObject({ ok: true, added: 2 });
    expect(b.getState().importFile(file)).toMatchObject({ ok: true, added: 0, duplicates: 2 });
    expect(savedTexts(st).map((l) => l.name).sort()).toEqual(['One', 'Two']);
    expect(b.getState().levels).toHaveLength(2);
  });
});
