// Fuzz: loadLevel, the one door from text to a checked level (worker, CLI, bench, app): any
// family name, any format name, any text. It never throws; it answers a level that validates,
// or a message that quotes nothing raw, with a line and column inside the text when it has one.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { loadLevel } from '../../../src/puzzles/load.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { hostileText, malformed, mutated, runs, timeout, TOKENS } from './arbitraries.ts';

const RUNS = runs(12_000);
const TIMEOUT = timeout(60_000);

const familyId = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...FAMILY_IDS) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'Snakebird', 'chess', 'move\u001b[31m') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);
const format = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constantFrom('classic', 'jsnell', 'apocalyptech', 'dogbunny', 'anemones', 'bars', 'move') },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', '', 'snakefall', '\u009b2J') },
);
const allTokens = [...new Set(Object.values(TOKENS).flat())];
const galleryTexts = Object.values(FAMILIES).flatMap((f) => f!.gallery.map((g) => g.text));
const text = fc.oneof(fc.constantFrom(...galleryTexts), mutated(galleryTexts, allTokens), hostileText(allTokens));

describe('fuzz: loadLevel', () => {
  it(`never throws, and answers a valid level or a well-formed message, on ${RUNS} calls`, () => {
    fc.assert(
      fc.property(familyId, format, text, (id, f, t) => {
        const loaded = loadLevel(id, t, f);
        if (loaded.ok) {
          if (loaded.family.id !== id) throw new Error(`asked for ${id}, got ${loaded.family.id}`);
          const issues = loaded.family.validate(loaded.level);
          if (issues.length > 0) throw new Error(`a loaded level has problems: ${issues[0]!.message}`);
          return;
        }
        if ((loaded.line === undefined) !== (loaded.column === undefined)) throw new Error('a line without a column, or a column without a line');
        const problem = malformed(t, { ok: false, error: { line: loaded.line ?? 1, column: loaded.column ?? 1, message: loaded.message } });
        if (problem) throw new Error(`${problem}\n${JSON.stringify({ id, f, t })}\n${loaded.message}`);
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);
});
