// The vendored fixtures (tests/fixtures/README.md): no level twice, in the fixtures or in any
// family's gallery; and, when ../shared is present, each fixture is still its source's copy.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../src/puzzles/registry.ts';
import { FIXTURES } from './helpers/family.ts';

const SHARED_LEVELS = join(__dirname, '..', '..', '..', 'shared', 'levels');
/** the shared folder each fixture folder was copied from */
const SOURCE: Record<string, string> = { anemones: 'anemones', bars: 'bars', dogbunny: 'dogbunny', move: 'move', snakebird: 'snakebird-seed' };
const folders = readdirSync(FIXTURES).sort();

describe('the fixtures', () => {
  it('name their source for every folder', () => {
    expect(folders).toEqual(Object.keys(SOURCE).sort());
  });

  it.each(folders)('%s: no level file twice, and expected.json lists exactly the level files', (folder) => {
    const levels = readdirSync(join(FIXTURES, folder)).filter((f) => f.endsWith('.txt')).sort();
    const texts = levels.map((f) => readFileSync(join(FIXTURES, folder, f), 'utf8'));
    expect(new Set(texts).size, levels.join(', ')).toBe(texts.length);
    const listed = (JSON.parse(readFileSync(join(FIXTURES, folder, 'expected.json'), 'utf8')) as { file: string }[]).map((e) => e.file);
    expect([...listed].sort()).toEqual(levels);
  });

  it.each(Object.values(FAMILIES).map((f) => [f!.id, f!] as const))('%s gallery: no level twice', (_id, family) => {
    const texts = family.gallery.map((g) => g.text);
    expect(new Set(texts).size, family.gallery.map((g) => g.name).join(', ')).toBe(texts.length);
  });

  // when ../shared is present: the copies are still the sources' (tests added only then)
  if (existsSync(SHARED_LEVELS)) {
    const copies = folders.flatMap((folder) => readdirSync(join(FIXTURES, folder)).map((file) => [folder, file] as const));
    it.each(copies)('%s/%s is its source in ../shared/levels, byte for byte (expected.json: its entries)', (folder, file) => {
      const copy = readFileSync(join(FIXTURES, folder, file), 'utf8');
      const source = readFileSync(join(SHARED_LEVELS, SOURCE[folder]!, file), 'utf8');
      if (file !== 'expected.json') expect(copy).toBe(source);
      else {
        // a source entry may be left out (a level kept once, README), none changed or added
        const kept = JSON.parse(copy) as { file: string }[];
        const all = JSON.parse(source) as { file: string }[];
        expect(kept).toEqual(all.filter((e) => kept.some((k) => k.file === e.file)));
      }
    });
  }
});
