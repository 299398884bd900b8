// Two tabs of the page on one storage: each is its own copy of the module, as each tab runs its
// own. The storage event that makes a tab read again is `refresh()`, called as useLinkSync does.
import { beforeEach, describe, expect, it } from 'vitest';
import { FAMILY_DRAFT_PREFIX } from '../../../src/share/storedData.ts';
import { MemoryStorage } from './memoryStorage.ts';
import { savedTexts, tab } from './tabs.ts';

const X = '..A.\n--\na...\n';
const XA = '.A..\n--\na...\n';
const XB = 'A...\n--\na...\n';

let st: MemoryStorage;
beforeEach(() => {
  st = new MemoryStorage();
});

describe('two tabs editing one family', () => {
  it("the tab that autosaves over the other tab's level keeps that level in My levels first, and says so once", async () => {
    const a = await tab(st);
    a.getState().saveDraft({ family: 'move', text: X, name: 'Mine' });
    // a second tab opens on the same level; the first goes on editing it
    const b = await tab(st);
    a.getState().saveDraft({ family: 'move', text: XA, name: 'Mine' });
    b.getState().refresh();
    // the second tab edits the level as it opened it: the first tab's newer level would be lost once that tab closes
    b.getState().saveDraft({ family: 'move', text: XB, name: 'Mine' });
    expect(savedTexts(st)).toEqual([expect.objectContaining({ name: 'Mine (from another tab)', text: XA })]);
    expect(JSON.parse(st.getItem(`${FAMILY_DRAFT_PREFIX}move`)!).text).toBe(XB);
    expect(b.getState().notices).toEqual([`Another tab changed the Move level open here. Its level is kept in My levels as "Mine (from another tab)"; this tab's is the one autosaved.`]);
    // the first tab writes again: the second's level is kept in an entry of the first's
    a.getState().refresh();
    a.getState().saveDraft({ family: 'move', text: X, name: 'Mine' });
    expect(savedTexts(st)).toEqual([expect.objectContaining({ name: 'Mine (from another tab)', text: XA }), expect.objectContaining({ name: 'Mine (from another tab) 2', text: XB })]);
    // typing on in one tab writes over nothing of the other's
    b.getState().refresh();
    b.getState().saveDraft({ family: 'move', text: XA, name: 'Mine' });
    b.getState().saveDraft({ family: 'move', text: XB, name: 'Mine' });
    expect(b.getState().notices).toHaveLength(1);
  });

  it('a tab on another family takes up the level the other tab left, and its own later edits of it keep nothing', async () => {
    const a = await tab(st);
    a.getState().saveDraft({ family: 'move', text: X, name: null });
    a.getState().saveDraft({ family: 'bars', text: '01\n10\n', name: null });
    const b = await tab(st);
    b.getState().saveDraft({ family: 'move', text: XB, name: null });
    // the first tab, on Bars, reads the Move level the second left, and goes back to it
    a.getState().refresh();
    a.getState().saveDraft({ family: 'move', text: XA, name: null });
    expect(savedTexts(st)).toEqual([]);
    expect(a.getState().notices).toEqual([]);
  });

  it('one tab alone never keeps anything; a level saved already or from the gallery is not kept again', async () => {
    const a = await tab(st);
    for (const text of [X, XA, XB]) a.getState().saveDraft({ family: 'move', text, name: null });
    expect(savedTexts(st)).toEqual([]);
    const b = await tab(st);
    a.getState().saveDraft({ family: 'move', text: XA, name: null });
    a.getState().save({ family: 'move', text: XA, name: 'Saved' });
    b.getState().refresh();
    b.getState().saveDraft({ family: 'move', text: X, name: null });
    const gallery = (await import('../../../src/puzzles/registry.ts')).FAMILIES.move.gallery[0]!.text;
    b.getState().saveDraft({ family: 'move', text: gallery, name: null });
    a.getState().saveDraft({ family: 'move', text: XB, name: null });
    expect(savedTexts(st).map((l) => l.name)).toEqual(['Saved']);
    expect([...a.getState().notices, ...b.getState().notices]).toEqual([]);
  });
});

describe('two tabs editing one family, again and again', () => {
  it("each tab keeps the other's level in one entry of its own, brought up to date; a saved level of that name is not written over", async () => {
    const a = await tab(st);
    a.getState().save({ family: 'move', name: 'My Move level (from another tab)', text: '...A\n--\na...\n' });
    a.getState().saveDraft({ family: 'move', text: X, name: null });
    const b = await tab(st);
    for (const [tab, text] of [[a, XA], [b, XB], [a, X], [b, XA], [a, XB]] as const) {
      tab.getState().saveDraft({ family: 'move', text, name: null });
      // the storage event in the other tab
      (tab === a ? b : a).getState().refresh();
    }
    expect(savedTexts(st).map((l) => l.name).sort()).toEqual(['My Move level (from another tab)', 'My Move level (from another tab) 2', 'My Move level (from another tab) 3']);
    expect(savedTexts(st).find((l) => l.name === 'My Move level (from another tab)')!.text).toBe('...A\n--\na...\n');
  });
});

describe('two tabs editing My levels', () => {
  it("a rename in a tab whose list is stale keeps the other tab's new text; one of a level deleted there does not bring it back, and says so", async () => {
    const a = await tab(st);
    a.getState().save({ family: 'move', name: 'Mine', text: X });
    const b = await tab(st);
    const id = b.getState().levels[0]!.id;
    // the first tab saves a new text over it; the second renames it before it has read that
    a.getState().save({ family: 'move', name: 'Mine', text: XA });
    expect(b.getState().rename(id, 'Ours')).toEqual({ ok: true });
    expect(savedTexts(st)).toEqual([expect.objectContaining({ name: 'Ours', text: XA })]);
    // deleted in the first tab, renamed in the second: not brought back
    a.getState().refresh();
    a.getState().remove(id);
    expect(b.getState().rename(id, 'Ours again')).toEqual({ ok: false, message: 'that level was deleted in another tab' });
    expect(savedTexts(st)).toEqual([]);
    expect(b.getState().levels).toEqual([]);
  });

  it("Undo of a Delete puts back the level as stored, with the other tab's changes", async () => {
    const a = await tab(st);
    a.getState().save({ family: 'move', name: 'Mine', text: X });
    const b = await tab(st);
    a.getState().save({ family: 'move', name: 'Mine', text: XA });
    const gone = b.getState().remove(b.getState().levels[0]!.id)!;
    b.getState().restore(gone);
    expect(savedTexts(st)).toEqual([expect.objectContaining({ name: 'Mine', text: XA })]);
  });

  it('Undo of a Delete whose name another tab took since numbers the level put back, and says its name: two levels never share one', async () => {
    const a = await tab(st);
    a.getState().save({ family: 'move', name: 'Mine', text: X });
    const gone = a.getState().remove(a.getState().levels[0]!.id)!;
    const b = await tab(st);
    b.getState().save({ family: 'move', name: 'Mine', text: XB });
    expect(a.getState().restore(gone)).toEqual({ ok: true, name: 'Mine 2' });
    expect(savedTexts(st)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Mine', text: XB }), expect.objectContaining({ name: 'Mine 2', text: X })]));
    expect(savedTexts(st)).toHaveLength(2);
    // the other tab's Save under the name updates its own level, not a third
    b.getState().refresh();
    b.getState().save({ family: 'move', name: 'Mine', text: XA });
    expect(savedTexts(st).map((l) => l.name).sort()).toEqual(['Mine', 'Mine 2']);
    // (put back with its name free: it keeps it)
    const again = a.getState().remove(a.getState().levels.find((l) => l.name === 'Mine 2')!.id)!;
    expect(a.getState().restore(again)).toEqual({ ok: true, name: 'Mine 2' });
  });
});
