// The stored-data readers: total on any input, exact on valid data, and precise about what is wrong.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { MAX_LEVEL_CHARS } from '../../../src/puzzles/text.ts';
import {
  LEVEL_VERSION,
  MAX_TEXT,
  readDraft,
  readExportShape,
  readLegacy,
  readSavedLevel,
  storedDraft,
  storedLevel,
  type Draft,
  type SavedLevel,
} from '../../../src/share/storedData.ts';

const family = fc.constantFrom(...FAMILY_IDS);
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const level: fc.Arbitrary<SavedLevel> = fc.record({
  id,
  family,
  name: fc.string({ maxLength: 50, unit: 'binary' }),
  text: fc.string({ maxLength: 300, unit: 'binary' }),
  savedAt: fc.integer({ min: 0, max: 2 ** 50 }),
});
const draft: fc.Arbitrary<Draft> = fc.record({ family, text: fc.string({ maxLength: 300, unit: 'binary' }), name: fc.option(fc.string({ maxLength: 50 }), { nil: null }) });

/** JSON text: random values, objects shaped almost like the real ones, and random strings. */
const anyStored = fc.oneof(
  fc.jsonValue().map((j) => JSON.stringify(j)),
  fc.string({ unit: 'binary' }),
  fc
    .record(
      {
        v: fc.oneof(fc.constant(LEVEL_VERSION), fc.constant(1), fc.jsonValue()),
        version: fc.oneof(fc.constant(1), fc.constant(0), fc.jsonValue()),
        id: fc.oneof(id, fc.jsonValue()),
        family: fc.oneof(family, fc.constantFrom('__proto__', 'constructor', 'toString'), fc.jsonValue()),
        name: fc.oneof(fc.string(), fc.jsonValue()),
        text: fc.oneof(fc.string(), fc.jsonValue()),
        savedAt: fc.oneof(fc.double(), fc.jsonValue()),
        state: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
);

describe('stored-data readers', () => {
  it('never throw, whatever is stored (20,000 values)', () => {
    fc.assert(
      fc.property(anyStored, id, (raw, key) => {
        for (const r of [readSavedLevel(raw, key), readDraft(raw), readLegacy(raw)]) {
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.why.length).toBeGreaterThan(0);
        }
        expect(typeof readExportShape(raw).ok).toBe('boolean');
      }),
      { numRuns: 20_000 },
    );
  }, 60_000);

  it('valid data round-trips exactly', () => {
    fc.assert(
      fc.property(level, (l) => {
        expect(readSavedLevel(storedLevel(l), l.id)).toEqual({ ok: true, value: l });
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(draft, (d) => {
        expect(readDraft(storedDraft(d))).toEqual({ ok: true, value: d });
      }),
      { numRuns: 2_000 },
    );
  }, 60_000);

  it('a level as long as a level may be (1 MiB of text) is stored and read back, not moved aside on the next load', () => {
    const l = { id: 'long', family: 'dogbunny' as const, name: 'long', text: ';'.repeat(MAX_LEVEL_CHARS - 1) + '\n', savedAt: 1 };
    expect(readSavedLevel(storedLevel(l), l.id)).toEqual({ ok: true, value: l });
    expect(readDraft(storedDraft({ family: 'dogbunny', text: l.text, name: null }))).toMatchObject({ ok: true });
  });

  it('the hostile autosaves of issue 16 are refused, saying which field is wrong', () => {
    const base = { v: 1, family: 'move', text: '..A\n--\na..\n', name: null };
    expect(readDraft(JSON.stringify({ ...base, text: 5 }))).toMatchObject({ ok: false, newer: false, why: 'text: a text was expected, not the number 5' });
    expect(readDraft(JSON.stringify({ ...base, name: { a: 1 } }))).toMatchObject({ ok: false, why: 'name: a text was expected, not an object' });
    expect(readDraft(JSON.stringify({ ...base, family: '__proto__' }))).toMatchObject({ ok: false, why: 'family: the text "__proto__" is not one of anemones, snakebird, move, bars, dogbunny' });
    expect(readDraft('{"v":1,"__proto__":{"text":"x"},"family":"move","name":null}')).toMatchObject({ ok: false, why: 'text: missing' });
    expect(readDraft(JSON.stringify({ ...base, text: 'x'.repeat(MAX_TEXT + 1) }))).toMatchObject({ ok: false, why: 'text: longer than the 1,048,576 characters allowed' });
    expect(readDraft('{')).toMatchObject({ ok: false, newer: false, why: 'it is not valid JSON' });
  });

  it('a levels file of the wrong shape says what is wrong in it, not that it is some other file', () => {
    expect(readExportShape('{"format":"unstuck-levels","version":1,"levels":{}}')).toEqual({
      ok: false,
      message: 'This Unstuck levels file cannot be read: levels: a list was expected, not an object (expected "version": a number and "levels": a list of levels).',
    });
    expect(readExportShape('{"format":"unstuck-levels","levels":[]}')).toMatchObject({ ok: false, message: expect.stringContaining('cannot be read: version: ') });
    // another file is still said to be one
    expect(readExportShape('{"format":"other","version":1,"levels":[]}')).toMatchObject({ ok: false, message: expect.stringContaining('not an Unstuck levels file') });
    expect(readExportShape('[1]')).toMatchObject({ ok: false, message: expect.stringContaining('not an Unstuck levels file') });
  });

  it('a value from a newer version is recognised as such, not as broken', () => {
    expect(readSavedLevel(JSON.stringify({ v: LEVEL_VERSION + 1, id: 'a', whatever: true }), 'a')).toMatchObject({ ok: false, newer: true });
    expect(readDraft(JSON.stringify({ v: 7 }))).toMatchObject({ ok: false, newer: true });
    expect(readLegacy(JSON.stringify({ state: {}, version: 2 }))).toMatchObject({ ok: false, newer: true });
  });

  it('a saved level whose id is not the one in its key is refused', () => {
    const l: SavedLevel = { id: 'abc', family: 'move', name: 'n', text: 't', savedAt: 1 };
    expect(readSavedLevel(storedLevel(l), 'abd')).toMatchObject({ ok: false, why: expect.stringContaining('id') });
  });

  it('the old one-value store: wrong shapes are refused whole; bad entries are skipped and said', () => {
    for (const bad of ['{"state":{"levels":{}},"version":1}', '"x"', '[null]', '{"state":{"levels":[]},"version":"1"}', '{"state":"x","version":1}', 'null']) {
      expect(readLegacy(bad)).toMatchObject({ ok: false, newer: false });
    }
    const r = readLegacy(
      JSON.stringify({
        state: {
          levels: [null, { id: 'a', family: 'move', name: 'ok', text: 'T', savedAt: 5 }, { id: 'b', family: 'move', name: 'no text' }, { id: 'a', family: 'bars', name: 'dup', text: 'U' }],
          autosave: { family: 'move', text: 5 },
        },
        version: 1,
      }),
    );
    expect(r).toEqual({
      ok: true,
      value: {
        levels: [{ id: 'a', family: 'move', name: 'ok', text: 'T', savedAt: 5 }],
        draft: null,
        skipped: [expect.stringMatching(/^level 1: /), "level 3: text: missing", expect.stringMatching(/^level 4: its id "a" is used twice/), expect.stringMatching(/^the level being edited: text: /)],
      },
    });
  });

  it('version 0 entries (no ids, no dates) get stable ids, so moving them twice makes no copies', () => {
    const raw = JSON.stringify({ state: { levels: [{ family: 'move', name: 'old', text: 'T' }, { family: 'chess', text: '' }] }, version: 0 });
    const r = readLegacy(raw);
    expect(r).toMatchObject({ ok: true, value: { levels: [{ id: 'v0-0', family: 'move', name: 'old', text: 'T', savedAt: 0 }], skipped: [expect.stringMatching(/^level 2: family: /)] } });
    expect(readLegacy(raw)).toEqual(r);
  });
});
