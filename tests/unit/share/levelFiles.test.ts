// Levels files as a person keeps them: every family's levels exported and imported back exactly,
// one level exported alone, and a file that is partly bad keeping its good levels.
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { readExport, useMyLevels } from '../../../src/share/myLevels.ts';
import { MemoryStorage } from './memoryStorage.ts';

const store = () => useMyLevels.getState();
const fresh = () => {
  const st = new MemoryStorage();
  store().load(st);
  return st;
};
const file = (levels: unknown[]) => JSON.stringify({ format: 'unstuck-levels', version: 1, levels });
/** a level of each family from its gallery, named as a person might (the same name in two families too) */
const mine = FAMILY_IDS.map((family, i) => ({ family, name: i < 2 ? 'Mine' : `Niveau ${i} « été » 🐍`, text: FAMILIES[family].gallery[0]!.text }));

describe('levels files', () => {
  it("every family's levels round-trip exactly through Export all and Import on another browser, names and dates kept", () => {
    fresh();
    for (const l of mine) expect(store().save(l).ok).toBe(true);
    const before = store().levels.map(({ family, name, text, savedAt }) => ({ family, name, text, savedAt }));
    const exported = store().exportFile();
    fresh();
    expect(store().importFile(exported)).toEqual({ ok: true, added: 5, duplicates: 0, repeats: 0, notStored: 0, failure: null, failed: [], renamed: [] });
    expect(store().levels.map(({ family, name, text, savedAt }) => ({ family, name, text, savedAt }))).toEqual(before);
    // and again on the first: nothing added
    expect(store().importFile(exported)).toMatchObject({ ok: true, added: 0, duplicates: 5 });
  });

  it('exports one level alone, which imports back as it was', () => {
    fresh();
    for (const l of mine) store().save(l);
    const one = store().levels[3]!;
    const exported = store().exportFile([one.id]);
    expect(JSON.parse(exported).levels).toEqual([{ family: one.family, name: one.name, text: one.text, savedAt: one.savedAt }]);
    fresh();
    store().importFile(exported);
    expect(store().levels.map(({ id: _id, ...l }) => l)).toEqual([{ family: one.family, name: one.name, text: one.text, savedAt: one.savedAt }]);
  });

  it('a file that is partly bad keeps its good levels and says which entries failed, where and why', () => {
    fresh();
    const bad = file([
      mine[0],
      { family: 'move', name: 'no text' },
      mine[2],
      { family: 'chess', name: 'Fool', text: 'e4' },
      { family: 'move', name: 'Broken', text: 'x\n--\n' },
      null,
      mine[4],
    ]);
    const r = store().importFile(bad);
    expect(r).toMatchObject({ ok: true, added: 3 });
    if (!r.ok) return;
    expect(r.failed).toEqual([
      expect.stringMatching(/^Level 2 \("no text"\) is incomplete: .*\(text: /),
      'Level 4 ("Fool") is of a family this version of Unstuck does not know, "chess" (it knows anemones, snakebird, move, bars, dogbunny).',
      expect.stringMatching(/^Level 5 \("Broken"\) does not parse as an? \w+ level: line 1, column 1: /),
      expect.stringMatching(/^Level 6 is incomplete: /),
    ]);
    expect(store().levels.map((l) => l.name)).toEqual([mine[0]!.name, mine[2]!.name, mine[4]!.name]);
  });

  it('a level under the wrong family says the family it was read as, and the one its text reads as', () => {
    fresh();
    const r = readExport(file([{ family: 'bars', name: 'moved', text: '..A\n--\na..\n' }, { family: 'move', name: 'odd', text: 'x\n--\n' }]));
    expect(r).toMatchObject({
      ok: false,
      failed: [
        expect.stringMatching(/^Level 1 \("moved"\) does not parse as a Bars level: line 1, column 1: .* Its text reads as a Move level: is its "family" wrong\?$/),
        // (no family reads it: nothing more is said)
        expect.stringMatching(/^Level 2 \("odd"\) does not parse as a Move level: line 1, column 1: [^?]*$/),
      ],
    });
  });

  it('a file with no level to use is refused whole, naming each entry at fault', () => {
    fresh();
    const r = readExport(file([{ family: 'move', name: 'a', text: 'x\n--\n' }, { family: 'bars', name: 'b', text: 'pattern star\n01\n' }]));
    expect(r).toEqual({
      ok: false,
      message: 'No level in this file can be used:',
      failed: [expect.stringMatching(/^Level 1 \("a"\) does not parse as an? \w+ level: line 1, column 1: /), expect.stringMatching(/^Level 2 \("b"\) does not parse as a Bars level: line 1/)],
    });
    expect(store().importFile(file([]))).toMatchObject({ ok: true, added: 0, failed: [] });
  });

  it("a left-out entry's name is said with its controls and bidi overrides escaped, cut to 60 characters", () => {
    fresh();
    const r = store().importFile(file([mine[0], { family: 'move', name: 'evil\u202e txet', text: 'x\n' }, { family: 'move', name: 'n'.repeat(200), text: 'x\n' }]));
    expect(r).toMatchObject({ ok: true, failed: [expect.stringMatching(/^Level 2 \("evil\\u202e txet"\) does not parse/), expect.stringMatching(new RegExp(`^Level 3 \\("${'n'.repeat(60)}…"\\) does not parse`))] });
  });
});
