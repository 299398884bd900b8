// Fuzz: a file a person opens (share/levelFile.ts) and the levels file My levels imports
// (share/myLevels.ts readExport, puzzles/levelsExport.ts). Any bytes under any file name are
// sorted without a throw, a refusal says short, escaped words, and a level is offered only under
// a family that reads it; a levels file of valid levels, named with any text, written with any
// line ends and a byte-order mark, imports back the levels it holds, names on one line.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { FAMILIES } from '../../src/puzzles/registry.ts';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../src/puzzles/levelsExport.ts';
import { sortFileBytes } from '../../src/share/levelFile.ts';
import { oneLineName, readExport } from '../../src/share/myLevels.ts';
import { FAMILY_IDS, type FamilyId } from '../../src/puzzles/types.ts';
import { anemonesLevels, barsLevels, dogBunnyLevels, moveLevels, runs, snakebirdLevels, timeout, TOKENS } from './fuzz/arbitraries.ts';
import { unfitWords } from './fuzzWords.ts';

const encode = (text: string) => new TextEncoder().encode(text);

/** a level of any family, as its text */
const levelText = fc.oneof(
  ...([
    ['anemones', anemonesLevels],
    ['bars', barsLevels],
    ['move', moveLevels],
    ['dogbunny', dogBunnyLevels],
    ['snakebird', snakebirdLevels],
  ] as const).map(([id, levels]) => (levels as fc.Arbitrary<unknown>).map((level) => ({ family: id as FamilyId, text: FAMILIES[id]!.make(level) }))),
);
/** names as people and programs write them: any text, line breaks, bidi controls, emoji, half characters */
const name = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('a\r\nb', '\u202eevil', '\ud800', 'x\u0000y', '  '));

describe('fuzz: the levels file', () => {
  it(`imports back every level it holds, whatever its names, line ends and byte-order mark (${runs(300)} files)`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ level: levelText, name, savedAt: fc.option(fc.integer({ min: 0, max: 2 ** 50 }), { nil: undefined }) }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(undefined, 1, '\t'),
        fc.boolean(),
        fc.boolean(),
        (entries, indent, crlf, bom) => {
          const json = JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, levels: entries.map((e) => ({ family: e.level.family, name: e.name, text: e.level.text, ...(e.savedAt === undefined ? {} : { savedAt: e.savedAt }) })) }, null, indent);
          const bytes = encode((bom ? '\ufeff' : '') + (crlf ? json.replace(/\n/g, '\r\n') : json));
          const sorted = sortFileBytes('levels.json', bytes.length, bytes);
          if (sorted.kind !== 'levels') throw new Error(`sorted as ${sorted.kind}: ${JSON.stringify(sorted)}`);
          const read = readExport(sorted.text);
          if (!read.ok) throw new Error(read.message);
          expect(read.failed).toEqual([]);
          expect(read.levels.map(({ family, name: n, text }) => ({ family, name: n, text }))).toEqual(entries.map((e) => ({ family: e.level.family, name: oneLineName(e.name), text: e.level.text })));
          entries.forEach((e, i) => e.savedAt !== undefined && expect(read.levels[i]!.savedAt).toBe(e.savedAt));
        },
      ),
      { numRuns: runs(300) },
    );
  }, timeout(60_000));
});

describe('fuzz: the levels file, work', () => {
  it(`says which family reads a level under the wrong one for the failures it names, and asks no more (${runs(40)} files of up to 2,000 levels)`, () => {
    const galleries = FAMILY_IDS.flatMap((id) => FAMILIES[id]!.gallery.map((g) => ({ id, text: g.text })));
    let tried = 0;
    fc.assert(
      fc.property(fc.constantFrom(...galleries), fc.constantFrom(...FAMILY_IDS), fc.integer({ min: 1, max: 2_000 }), ({ id, text }, claimed, n) => {
        if (claimed === id || FAMILIES[claimed]!.parse(text).ok) return;
        tried++;
        const json = JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, levels: Array.from({ length: n }, (_, i) => ({ family: claimed, name: `level ${i + 1}`, text })) });
        const spies = FAMILY_IDS.map((f) => vi.spyOn(FAMILIES[f]!, 'parse'));
        const read = readExport(json);
        const parses = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
        for (const spy of spies) spy.mockRestore();
        if (read.ok) throw new Error('a file of no level that reads was imported');
        const said = read.failed ?? [read.message];
        expect(said).toHaveLength(n);
        // the ten an import names say the family that reads the level; each asked every other family once
        for (const words of said.slice(0, 10)) expect(words).toContain('Its text reads as');
        expect(parses).toBeLessThanOrEqual(n + 10 * (FAMILY_IDS.length - 1));
      }),
      { numRuns: runs(40) },
    );
    expect(tried).toBeGreaterThan(20);
  }, timeout(120_000));
});

describe('fuzz: a file opened', () => {
  const tokens = [...new Set(Object.values(TOKENS).flat())];
  const galleries = Object.values(FAMILIES).flatMap((f) => f!.gallery.map((g) => g.text));
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 200 }).map(encode),
    fc.tuple(fc.constantFrom(...galleries), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...tokens, '\u0000', '\r', '{', '#v1/', '\ufeff', '\u061c', '\xff')), { maxLength: 4 })).map(([text, edits]) =>
      encode(edits.reduce((s, [at, put]) => s.slice(0, at % (s.length + 1)) + put + s.slice(at % (s.length + 1)), text)),
    ),
  );
  const fileName = fc.oneof(fc.constantFrom('level.txt', 'levels.json', '', '.txt', 'a\u202eb.txt', 'x\u0000.lvl'), fc.string({ unit: 'binary', maxLength: 80 }));

  it(`never throws; a refusal says short, escaped words; a level is offered only under a family that reads it (${runs(3_000)} files)`, () => {
    fc.assert(
      fc.property(fileName, bytes, (file, b) => {
        const sorted = sortFileBytes(file, b.length, b);
        if (sorted.kind === 'refused') {
          // (its file's name and one family's error, each cut short: a few hundred characters)
          const unfit = unfitWords(sorted.message);
          if (unfit) throw new Error(`${unfit}: ${JSON.stringify(sorted.message.slice(0, 200))}`);
          for (const said of sorted.list ?? []) if (unfitWords(said)) throw new Error(`${unfitWords(said)}: ${JSON.stringify(said.slice(0, 200))}`);
        } else if (sorted.kind === 'level') {
          expect(sorted.readings.length).toBeGreaterThan(0);
          for (const r of sorted.readings) expect(FAMILIES[r.family]!.parse(sorted.text).ok).toBe(true);
          if (sorted.name !== null) expect(sorted.name).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/);
        }
      }),
      { numRuns: runs(3_000) },
    );
  }, timeout(60_000));
});
