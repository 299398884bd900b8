// The saved-levels store over a storage with a quota: what it reads, what it keeps aside,
// what it writes, and what it says when a write fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { DRAFT_KEY, FAMILY_DRAFT_PREFIX, LEGACY_KEY, LEVEL_PREFIX, storedDraft, storedLevel, type SavedLevel } from '../../../src/share/storedData.ts';
import { MemoryStorage } from './memoryStorage.ts';

const MOVE = '..A\n--\na..\n';
const MOVE2 = '.A.\n--\na..\n';
const store = () => useMyLevels.getState();
/** the i-th of 256 different valid Move levels */
const moveNumber = (i: number) => {
  const row = (c: string, at: number) => `${'.'.repeat(at)}${c}${'.'.repeat(15 - at)}`;
  return `${row('A', i % 16)}\n--\n${row('a', Math.floor(i / 16) % 16)}\n`;
};

function loaded(entries: Record<string, string>, quota = Infinity): MemoryStorage {
  const st = new MemoryStorage(quota);
  for (const [k, v] of Object.entries(entries)) st.map.set(k, v);
  store().load(st);
  return st;
}

const legacy = (levels: unknown[], autosave: unknown = null, version: unknown = 1) => JSON.stringify({ state: { levels, autosave }, version });
const v1 = (id: string, name: string, text = MOVE, savedAt = 1) => ({ id, family: 'move', name, text, savedAt });

describe('loading stored data', () => {
  it('invalid JSON under the saved-levels key is moved aside unchanged, said, and never written over', () => {
    const st = loaded({ [LEGACY_KEY]: '{"state":{"levels":[' });
    expect(store().levels).toEqual([]);
    expect(store().notices).toEqual([expect.stringContaining(`"${LEGACY_KEY}~unreadable"`)]);
    expect(st.getItem(`${LEGACY_KEY}~unreadable`)).toBe('{"state":{"levels":[');
    expect(st.getItem(LEGACY_KEY)).toBeNull();
    expect(store().save({ family: 'move', name: 'new', text: MOVE }).ok).toBe(true);
    store().saveDraft({ family: 'move', text: MOVE, name: null });
    store().load(st);
    expect(st.getItem(`${LEGACY_KEY}~unreadable`)).toBe('{"state":{"levels":[');
    expect(store().levels.map((l) => l.name)).toEqual(['new']);
  });

  it('a second unreadable value does not replace the first one kept aside', () => {
    const st = loaded({ [LEGACY_KEY]: 'first' });
    st.setItem(LEGACY_KEY, 'second');
    store().load(st);
    expect(st.getItem(`${LEGACY_KEY}~unreadable`)).toBe('first');
    expect(st.getItem(`${LEGACY_KEY}~unreadable-2`)).toBe('second');
  });

  it.each([
    ['levels: {}', '{"state":{"levels":{}},"version":1}'],
    ['"x"', '"x"'],
    ['[null]', '[null]'],
    ['version: "1"', '{"state":{"levels":[]},"version":"1"}'],
  ])('wrongly shaped data with the current version (%s) is kept aside and said', (_name, raw) => {
    const st = loaded({ [LEGACY_KEY]: raw });
    expect(store().levels).toEqual([]);
    expect(store().notices).toHaveLength(1);
    expect(st.getItem(`${LEGACY_KEY}~unreadable`)).toBe(raw);
  });

  it('entries with missing fields are skipped and said, the rest moved to keys of their own; the original is kept', () => {
    const raw = legacy([null, v1('a1', 'good'), { id: 'b', family: 'move', name: 'no text' }]);
    const st = loaded({ [LEGACY_KEY]: raw });
    expect(store().levels.map((l) => l.name)).toEqual(['good']);
    expect(store().notices).toEqual([expect.stringMatching(/level 1: .*level 3: text: /)]);
    expect(st.getItem(`${LEVEL_PREFIX}a1`)).toBe(storedLevel(v1('a1', 'good') as SavedLevel));
    expect(st.getItem(`${LEGACY_KEY}~unreadable`)).toBe(raw);
    // a reload lists the same, once
    store().load(st);
    expect(store().levels.map((l) => l.name)).toEqual(['good']);
    expect(store().notices).toEqual([]);
  });

  it('a readable old store is moved to one key per level and removed; its autosave becomes the draft', () => {
    const st = loaded({ [LEGACY_KEY]: legacy([v1('a', 'one', MOVE, 2), v1('b', 'two', MOVE2, 1)], { family: 'move', text: MOVE, name: 'editing' }) });
    expect(store().levels.map((l) => l.name)).toEqual(['two', 'one']);
    expect(store().notices).toEqual([]);
    expect(st.getItem(LEGACY_KEY)).toBeNull();
    expect([...st.map.keys()].sort()).toEqual([DRAFT_KEY, `${FAMILY_DRAFT_PREFIX}move`, `${LEVEL_PREFIX}a`, `${LEVEL_PREFIX}b`]);
    store().load(st);
    expect(store().draft).toEqual({ family: 'move', text: MOVE, name: 'editing' });
  });

  it('moving a large old store that fits only once: removed first, the levels rewritten, nothing lost', () => {
    const levels = Array.from({ length: 50 }, (_, i) => v1(`id${i}`, `level ${i}`, `${MOVE}${'.'.repeat(i)}`, i));
    const raw = legacy(levels);
    const st = loaded({ [LEGACY_KEY]: raw }, raw.length * 1.6);
    expect(store().levels).toHaveLength(50);
    expect(store().notices).toEqual([]);
    expect(st.getItem(LEGACY_KEY)).toBeNull();
    // and with no room at all, the old value stays as it was and its levels are listed
    const tight = loaded({ [LEGACY_KEY]: raw }, raw.length + 200);
    expect(tight.getItem(LEGACY_KEY)).toBe(raw);
    expect(store().levels).toHaveLength(50);
    expect(store().notices).toEqual([expect.stringContaining('could not be moved')]);
  });

  it.each([
    ['version 1', legacy([v1('abc', 'Old', MOVE2)]), 'abc'],
    ['version 0', legacy([{ family: 'move', name: 'Old', text: MOVE2 }], null, 0), 'v0-0'],
  ])('a %s level whose id is taken by another saved level is moved under a fresh id: both kept, the old store removed', (_version, raw, id) => {
    const mine = storedLevel({ id, family: 'move', name: 'Mine', text: MOVE, savedAt: 1 });
    const st = loaded({ [LEGACY_KEY]: raw, [LEVEL_PREFIX + id]: mine });
    expect(store().levels.map((l) => `${l.name}: ${l.text}`).sort()).toEqual([`Mine: ${MOVE}`, `Old: ${MOVE2}`]);
    expect(store().notices).toEqual([]);
    expect(st.getItem(LEVEL_PREFIX + id)).toBe(mine);
    expect(st.getItem(LEGACY_KEY)).toBeNull();
    // stored, not only listed: a reload lists both; the old store coming back again adds no copy
    store().load(st);
    expect(store().levels.map((l) => l.name).sort()).toEqual(['Mine', 'Old']);
    st.setItem(LEGACY_KEY, raw);
    store().load(st);
    expect(store().levels.map((l) => l.name).sort()).toEqual(['Mine', 'Old']);
    expect(st.getItem(LEGACY_KEY)).toBeNull();
  });

  it('an old level whose key holds a level of a newer version is moved under a fresh id; the newer one is untouched', () => {
    const newerLevel = JSON.stringify({ v: 3, id: 'abc', family: 'move', name: 'future', text: MOVE });
    const st = loaded({ [LEGACY_KEY]: legacy([v1('abc', 'Old', MOVE2)]), [`${LEVEL_PREFIX}abc`]: newerLevel });
    expect(store().levels.map((l) => l.name)).toEqual(['Old']);
    expect(st.getItem(`${LEVEL_PREFIX}abc`)).toBe(newerLevel);
    store().load(st);
    expect(store().levels.map((l) => l.name)).toEqual(['Old']);
  });

  it('the old autosave, with a newer draft already stored, is kept in My levels and said; the draft stays', () => {
    const newerDraft = storedDraft({ family: 'move', text: MOVE, name: 'now' });
    const st = loaded({ [LEGACY_KEY]: legacy([], { family: 'move', text: MOVE2, name: null }), [DRAFT_KEY]: newerDraft });
    expect(store().levels.map((l) => [l.name, l.text])).toEqual([['My Move level', MOVE2]]);
    expect(store().notices).toEqual(['The level you were editing in an older version of Unstuck is kept in My levels as "My Move level".']);
    expect(store().draft).toEqual({ family: 'move', text: MOVE, name: 'now' });
    expect(st.getItem(LEGACY_KEY)).toBeNull();
    store().load(st);
    expect(store().levels.map((l) => l.text)).toEqual([MOVE2]);
  });

  it('an old store that cannot all be moved stays as it was, however its levels were to be stored', () => {
    const raw = legacy([v1('abc', 'Old', MOVE2)], { family: 'move', text: moveNumber(3), name: 'editing' });
    const mine = storedLevel({ id: 'abc', family: 'move', name: 'Mine', text: MOVE, savedAt: 1 });
    const draft = storedDraft({ family: 'move', text: MOVE, name: 'now' });
    const entries = { [LEGACY_KEY]: raw, [`${LEVEL_PREFIX}abc`]: mine, [DRAFT_KEY]: draft };
    // room for what is there, and nothing more: the two levels to write are larger than the old store
    const st = loaded(entries, Object.entries(entries).reduce((n, [k, v]) => n + k.length + v.length, 0));
    expect(store().notices).toEqual([expect.stringContaining('could not be moved')]);
    expect(Object.fromEntries(st.map)).toEqual(entries);
  });

  it('data from a newer version is kept aside, not rewritten', () => {
    const newer = JSON.stringify({ state: { levels: [{ id: 'x', family: 'move', name: 'n', text: MOVE, extra: { keep: true } }] }, version: 2 });
    const newerLevel = JSON.stringify({ v: 3, id: 'z', family: 'move', name: 'future', text: MOVE, tags: ['a'] });
    const newerDraft = JSON.stringify({ v: 2, family: 'move', text: MOVE, name: null, cursor: 4 });
    const st = loaded({ [LEGACY_KEY]: newer, [`${LEVEL_PREFIX}z`]: newerLevel, [DRAFT_KEY]: newerDraft });
    expect(store().levels).toEqual([]);
    expect(store().notices).toHaveLength(3);
    expect(st.getItem(`${LEGACY_KEY}~newer`)).toBe(newer);
    expect(st.getItem(`${LEVEL_PREFIX}z`)).toBe(newerLevel);
    expect(st.getItem(`${DRAFT_KEY}~newer`)).toBe(newerDraft);
    store().saveDraft({ family: 'bars', text: 'x', name: null });
    store().save({ family: 'move', name: 'mine', text: MOVE });
    expect(st.getItem(`${LEVEL_PREFIX}z`)).toBe(newerLevel);
    expect(st.getItem(`${DRAFT_KEY}~newer`)).toBe(newerDraft);
  });

  it.each([
    ['text is a number', { v: 1, family: 'move', text: 5, name: null }],
    ['name is an object', { v: 1, family: 'move', text: MOVE, name: { a: 1 } }],
    ['family is "__proto__"', { v: 1, family: '__proto__', text: MOVE, name: null }],
  ])('an autosave whose %s is kept aside and said; the next autosave works', (_name, value) => {
    const raw = JSON.stringify(value);
    const st = loaded({ [DRAFT_KEY]: raw });
    expect(store().draft).toBeNull();
    expect(store().notices).toEqual([expect.stringContaining(`"${DRAFT_KEY}~unreadable"`)]);
    expect(store().saveDraft({ family: 'move', text: MOVE, name: null }).ok).toBe(true);
    expect(st.getItem(`${DRAFT_KEY}~unreadable`)).toBe(raw);
  });

  it('an unreadable draft that cannot be moved (storage full) is not written over', () => {
    const raw = '{"v":1,"family":"move","text":5}';
    const st = loaded({ [DRAFT_KEY]: raw }, DRAFT_KEY.length + raw.length + 5);
    expect(store().notices).toEqual([expect.stringContaining('will not be written over')]);
    expect(store().saveDraft({ family: 'move', text: '', name: null }).ok).toBe(false);
    expect(st.getItem(DRAFT_KEY)).toBe(raw);
  });

  it("each family keeps the level it was left on; one stored under another family's key is kept aside", () => {
    const st = loaded({});
    store().saveDraft({ family: 'bars', text: 'B', name: null });
    store().saveDraft({ family: 'move', text: MOVE, name: 'm' });
    store().load(st);
    expect(store().draft).toEqual({ family: 'move', text: MOVE, name: 'm' });
    expect(store().familyDrafts).toEqual({ bars: { family: 'bars', text: 'B', name: null }, move: { family: 'move', text: MOVE, name: 'm' } });
    const wrong = storedDraft({ family: 'move', text: MOVE, name: null });
    st.setItem(`${FAMILY_DRAFT_PREFIX}bars`, wrong);
    store().load(st);
    expect(store().familyDrafts).toEqual({ move: { family: 'move', text: MOVE, name: 'm' } });
    expect(store().notices).toEqual([expect.stringMatching(/^The Bars level you left could not be restored \(it is a move level under the key of bars\)/)]);
    expect(st.getItem(`${FAMILY_DRAFT_PREFIX}bars~unreadable`)).toBe(wrong);
  });

  it("a draft only under the old single key (an older version's) is stored under its family's key too, so another family's autosave does not lose it", () => {
    const moveDraft = { family: 'move' as const, text: MOVE, name: 'left' };
    const st = loaded({ [DRAFT_KEY]: storedDraft(moveDraft) });
    expect(store().familyDrafts).toEqual({ move: moveDraft });
    expect(st.getItem(`${FAMILY_DRAFT_PREFIX}move`)).toBe(storedDraft(moveDraft));
    expect(store().saveDraft({ family: 'bars', text: 'B', name: null })).toEqual({ ok: true });
    store().load(st);
    expect(store().familyDrafts).toEqual({ move: moveDraft, bars: { family: 'bars', text: 'B', name: null } });
  });

  it("an old single draft that cannot yet be stored under its family's key is not written over until it is", () => {
    const raw = storedDraft({ family: 'move', text: MOVE, name: 'left' });
    const st = loaded({ [DRAFT_KEY]: raw }, DRAFT_KEY.length + raw.length);
    expect(store().saveDraft({ family: 'bars', text: 'B', name: null }).ok).toBe(false);
    expect(st.getItem(DRAFT_KEY)).toBe(raw);
    expect(store().notices).toEqual([expect.stringMatching(/^Autosave is not working \(the level you were editing before could not be kept under its family/)]);
    // with room again, the next autosave stores it under its family first
    st.quota = Infinity;
    expect(store().saveDraft({ family: 'bars', text: 'B', name: null })).toEqual({ ok: true });
    expect(st.getItem(`${FAMILY_DRAFT_PREFIX}move`)).toBe(raw);
    expect(st.getItem(DRAFT_KEY)).toBe(storedDraft({ family: 'bars', text: 'B', name: null }));
  });

  it('never throws and loses no stored value, whatever storage holds', () => {
    const key = fc.oneof(fc.constantFrom(LEGACY_KEY, DRAFT_KEY, `${FAMILY_DRAFT_PREFIX}move`, `${FAMILY_DRAFT_PREFIX}bars`), fc.stringMatching(/^[a-z0-9]{1,4}$/).map((id) => LEVEL_PREFIX + id));
    const value = fc.oneof(
      fc.string(),
      fc.jsonValue().map((j) => JSON.stringify(j)),
      fc.record({ v: fc.constantFrom(1, 2, 3), id: fc.string(), family: fc.constantFrom('move', '__proto__'), name: fc.jsonValue(), text: fc.oneof(fc.string(), fc.integer()), savedAt: fc.integer() }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 6 }), (entries) => {
        const st = loaded(entries);
        const after = st.values();
        for (const [k, raw] of Object.entries(entries)) {
          // the old store may be moved into keys of its own, and the draft into a newer format
          if (k === LEGACY_KEY && st.getItem(LEGACY_KEY) === null && !after.includes(raw)) continue;
          expect(after).toContain(raw);
        }
      }),
      { numRuns: 3_000 },
    );
  }, 60_000);
});

describe('writing', () => {
  it('saving the same level again updates its entry; a named level saved again with a new text too', () => {
    loaded({});
    const first = store().save({ family: 'move', name: null, text: MOVE });
    expect(first).toMatchObject({ ok: true, kind: 'added', level: { name: 'My Move level' } });
    expect(store().save({ family: 'move', name: null, text: MOVE })).toMatchObject({ ok: true, kind: 'unchanged' });
    expect(store().save({ family: 'move', name: 'My Move level', text: MOVE2 })).toMatchObject({ ok: true, kind: 'updated', level: { text: MOVE2 } });
    expect(store().levels).toHaveLength(1);
    // another unnamed level is a new entry, with a name of its own
    expect(store().save({ family: 'move', name: null, text: MOVE })).toMatchObject({ ok: true, kind: 'added', level: { name: 'My Move level 2' } });
  });

  it('saving over a same-named level hands back the level replaced, and restore puts it back whole (Undo)', () => {
    const st = loaded({});
    const mine = store().save({ family: 'move', name: 'Mine', text: MOVE });
    if (!mine.ok) throw new Error(mine.message);
    const over = store().save({ family: 'move', name: 'Mine', text: MOVE2 });
    expect(over).toMatchObject({ ok: true, kind: 'updated', level: { id: mine.level.id, text: MOVE2 }, previous: mine.level });
    expect(store().restore(mine.level)).toEqual({ ok: true, name: 'Mine' });
    expect(store().levels).toEqual([mine.level]);
    expect(JSON.parse(st.getItem(LEVEL_PREFIX + mine.level.id)!)).toMatchObject({ name: 'Mine', text: MOVE, savedAt: mine.level.savedAt });
  });

  it('storage full: Save says so and stores nothing; the levels in memory stay as they are', () => {
    const st = loaded({}, 200);
    const r = store().save({ family: 'move', name: 'big', text: 'x'.repeat(500) });
    expect(r).toEqual({ ok: false, message: "this browser's storage for this site is full", full: true });
    expect(store().levels).toEqual([]);
    expect(st.map.size).toBe(0);
  });

  it('a name is kept as one line, as a link carries it: line breaks and tabs a space, controls and bidi overrides gone, by import, Save and rename', async () => {
    const { linkName } = await import('../../../src/share/linkCodec.ts');
    loaded({});
    const file = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [
      { family: 'move', name: 'line one\nline two', text: MOVE },
      { family: 'move', name: 'tab\there\r\n', text: MOVE2 },
      { family: 'bars', name: 'abc\u202edef\u2066 \u0007مستوى', text: '01\n10\n' },
    ] });
    expect(store().importFile(file)).toMatchObject({ ok: true, added: 3, renamed: [] });
    expect(store().levels.map((l) => l.name).sort()).toEqual(['abcdef مستوى', 'line one line two', 'tab here ']);
    // each saved name is one a link carries
    for (const l of store().levels) expect(linkName(l.name)).toBe(l.name);
    const saved = store().save({ family: 'anemones', name: 'two\u2028lines', text: 'anemones 1\ngoal 1\n' });
    expect(saved).toMatchObject({ ok: true, kind: 'added', level: { name: 'two lines' } });
    expect(store().rename(store().levels[0]!.id, 'pasted\nname\u202e').ok).toBe(true);
    expect(store().levels[0]!.name).toBe('pasted name');
  });

  it('a name stored with line breaks (an older build, a hand in devtools) is read on one line, for a saved level and a draft, and its key is left as it is', () => {
    const level = storedLevel(v1('old', 'line one\nline two') as SavedLevel);
    const draft = storedDraft({ family: 'move', text: MOVE2, name: 'draft\r\nname\u202e' });
    const st = loaded({ [`${LEVEL_PREFIX}old`]: level, [DRAFT_KEY]: draft, [`${FAMILY_DRAFT_PREFIX}move`]: draft });
    expect(store().levels.map((l) => l.name)).toEqual(['line one line two']);
    expect(store().draft?.name).toBe('draft name');
    expect(store().familyDrafts.move?.name).toBe('draft name');
    expect(store().open?.name).toBe('draft name');
    expect(st.map.get(`${LEVEL_PREFIX}old`)).toBe(level);
    expect(st.map.get(DRAFT_KEY)).toBe(draft);
  });

  it('importing an export again adds no duplicates; a large import says how many were really stored', () => {
    const st = loaded({});
    store().save({ family: 'move', name: 'a', text: MOVE });
    const file = store().exportFile();
    expect(store().importFile(file)).toEqual({ ok: true, added: 0, duplicates: 1, repeats: 0, notStored: 0, failure: null, failed: [], renamed: [] });
    expect(store().levels).toHaveLength(1);
    // the same level with other line ends, or none at its end, is the same level; so is a repeat in the file
    const other = '.A.\n--\na..\n';
    const variants = [MOVE.replace(/\n/g, '\r\n'), MOVE.trimEnd(), MOVE + '\n', other, other.replace(/\n/g, '\r\n')];
    const same = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: variants.map((text, i) => ({ family: 'move', name: `v${i}`, text })) });
    expect(store().importFile(same)).toEqual({ ok: true, added: 1, duplicates: 3, repeats: 1, notStored: 0, failure: null, failed: [], renamed: [] });
    expect(store().levels).toHaveLength(2);
    const many = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: Array.from({ length: 40 }, (_, i) => ({ family: 'move', name: `l${i}`, text: moveNumber(i) })) });
    st.quota = st.used() + 10 * 120;
    const r = store().importFile(many);
    expect(r).toMatchObject({ ok: true, duplicates: 0, failure: "this browser's storage for this site is full" });
    if (!r.ok) return;
    expect(r.added + r.notStored).toBe(40);
    expect(r.added).toBeGreaterThan(0);
    expect(r.notStored).toBeGreaterThan(0);
    expect(store().levels).toHaveLength(2 + r.added);
    store().load(st);
    expect(store().levels).toHaveLength(2 + r.added);
  });

  it('delete, then undo, brings the level back as it was', () => {
    const st = loaded({});
    const saved = store().save({ family: 'move', name: 'keep me', text: MOVE });
    if (!saved.ok) throw new Error('saved');
    const removed = store().remove(saved.level.id)!;
    expect(store().levels).toEqual([]);
    expect(st.getItem(LEVEL_PREFIX + saved.level.id)).toBeNull();
    expect(store().restore(removed).ok).toBe(true);
    store().load(st);
    expect(store().levels).toEqual([saved.level]);
  });

  it('a rename writes one small value, not the whole store', () => {
    const st = loaded({});
    for (let i = 0; i < 100; i++) store().save({ family: 'move', name: `l${i}`, text: moveNumber(i) });
    const writes: string[] = [];
    const setItem = st.setItem.bind(st);
    st.setItem = (k, v) => {
      writes.push(k);
      setItem(k, v);
    };
    const id = store().levels[5]!.id;
    store().rename(id, 'renamed');
    store().saveDraft({ family: 'move', text: MOVE, name: null });
    expect(writes).toEqual([LEVEL_PREFIX + id, DRAFT_KEY, `${FAMILY_DRAFT_PREFIX}move`]);
  });
});
