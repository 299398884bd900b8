// A level edited back to a gallery level comes as its family's make writes it, which may differ
// from the gallery's text (comment lines, Anemones' lists in any order): galleryLevelOf still
// knows it, and nothing else.
import { describe, expect, it } from 'vitest';
import { galleryLevelOf } from '../../../src/puzzles/galleryLevel.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS, type AnyFamily } from '../../../src/puzzles/types.ts';

const family = (id: string) => getFamily(id) as AnyFamily;
const made = (f: AnyFamily, text: string) => {
  const p = f.parse(text);
  if (!p.ok) throw new Error(p.error.message);
  return f.make(p.level);
};

describe('galleryLevelOf', () => {
  it.each(FAMILY_IDS)('%s: every gallery level, as make writes it, is that level', (id) => {
    const f = family(id);
    for (const g of f.gallery) expect(galleryLevelOf(f, made(f, g.text))?.name).toBe(g.name);
  });

  it('knows a gallery level whose text make writes otherwise (a comment line, a list sorted)', () => {
    const f = family('anemones');
    const botanicula = f.gallery.find((g) => g.name === 'Botanicula')!;
    expect(botanicula.text).toContain('lowers 4 1');
    expect(made(f, botanicula.text)).not.toBe(botanicula.text);
    expect(galleryLevelOf(f, made(f, botanicula.text))).toBe(botanicula);
    const commented = f.gallery.find((g) => g.text.startsWith(';'))!;
    expect(galleryLevelOf(f, made(f, commented.text))).toBe(commented);
  });

  it('is no gallery level for a text that is none, nor for a gallery level of another family', () => {
    const f = family('anemones');
    const botanicula = made(f, f.gallery[0]!.text);
    expect(galleryLevelOf(f, botanicula.replace('goal 7', 'goal 6'))).toBeUndefined();
    expect(galleryLevelOf(f, '')).toBeUndefined();
    const move = family('move');
    expect(galleryLevelOf(move, botanicula)).toBeUndefined();
  });
});
