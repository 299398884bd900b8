// Two saved levels of one family never share a name by Save or Import, so that Save never
// replaces one of them for the other.
import { beforeEach, describe, expect, it } from 'vitest';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { MemoryStorage } from './memoryStorage.ts';

const A = '..A\n--\na..\n';
const B = '.A.\n--\na..\n';
const B2 = 'A..\n--\na..\n';
const store = () => useMyLevels.getState();
const names = () => store().levels.map((l) => [l.name, l.text]);
const file = (levels: unknown[]) => JSON.stringify({ format: 'unstuck-levels', version: 1, levels });

beforeEach(() => store().load(new MemoryStorage()));

describe('levels of one name', () => {
  it('an imported level named as a saved level of its family is numbered, and said; another family may have the name', () => {
    store().save({ family: 'move', name: 'Mine', text: A });
    const r = store().importFile(file([{ family: 'move', name: 'Mine', text: B }, { family: 'bars', name: 'Mine', text: '01\n10\n' }]));
    expect(r).toMatchObject({ ok: true, added: 2, renamed: [['Mine', 'Mine 2']] });
    expect(store().levels.map((l) => `${l.family} ${l.name}`)).toEqual(['move Mine', 'move Mine 2', 'bars Mine']);
  });

  it('Save of an edited level whose name two saved levels have replaces neither: it is saved numbered, and said', () => {
    store().save({ family: 'move', name: 'Mine', text: A });
    store().save({ family: 'move', name: 'Other', text: B });
    // renamed by hand (the panel stores every keystroke): two levels named "Mine"
    store().rename(store().levels[1]!.id, 'Mine');
    // the second opened and edited, then saved
    const r = store().save({ family: 'move', name: 'Mine', text: B2 });
    expect(r).toMatchObject({ ok: true, kind: 'added', level: { name: 'Mine 2' }, clash: 'Mine' });
    expect(names()).toEqual([['Mine', A], ['Mine', B], ['Mine 2', B2]]);
    // and again: already saved so
    expect(store().save({ family: 'move', name: 'Mine', text: B2 })).toMatchObject({ ok: true, kind: 'unchanged', level: { name: 'Mine 2' } });
  });

  it('a saved level given by Save the name of another is numbered; saving it again changes nothing', () => {
    store().save({ family: 'move', name: 'Mine', text: A });
    store().save({ family: 'move', name: 'X', text: B });
    expect(store().save({ family: 'move', name: 'Mine', text: B })).toMatchObject({ ok: true, kind: 'updated', level: { name: 'Mine 2' }, previous: { name: 'X' } });
    expect(store().save({ family: 'move', name: 'Mine', text: B })).toMatchObject({ ok: true, kind: 'unchanged' });
    expect(names()).toEqual([['Mine', A], ['Mine 2', B]]);
  });

  it('one saved level of the name is replaced by its edit, as before (with Undo)', () => {
    store().save({ family: 'move', name: 'Mine', text: A });
    expect(store().save({ family: 'move', name: 'Mine', text: B })).toMatchObject({ ok: true, kind: 'updated', previous: { name: 'Mine', text: A } });
    expect(names()).toEqual([['Mine', B]]);
  });
});
