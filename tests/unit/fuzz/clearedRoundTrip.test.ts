// Fuzz: a level emptied by the editor's Clear (and New level's blank) exports as a text that
// Import text takes back (not blank, read by the family's reader) as the same level. A cleared
// DogBunny level exported as "\n", which Import refused as empty.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILY_VIEWS } from '../../../src/app/views.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import { FAMILY_LEVELS, runs } from './arbitraries.ts';

const RUNS = runs(300);

/** Export text's text given to Import text: refused when blank, else read and written again. */
function exportedThenImported(id: FamilyId, level: unknown): void {
  const family = FAMILIES[id];
  const text = family.make(level);
  expect(text.trim(), `${id} exports its level as a blank text`).not.toBe('');
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(`${id}: ${parsed.error.line}:${parsed.error.column} ${parsed.error.message}\n${text}`);
  expect(family.make(parsed.level)).toBe(text);
}

describe('fuzz: a cleared or blank level exports as a text Import takes back', () => {
  it.each(FAMILY_LEVELS)('%s', (id, levels) => {
    const view = FAMILY_VIEWS[id];
    exportedThenImported(id, view.blank());
    fc.assert(
      fc.property(levels as fc.Arbitrary<unknown>, (level) => {
        const cleared = view.clear ? view.clear(level) : level;
        exportedThenImported(id, cleared);
      }),
      { numRuns: RUNS },
    );
  });
});
