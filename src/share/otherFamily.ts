// Which family a level's text belongs to when it was put under another (a link or a levels file
// written by hand, a text pasted in the wrong family's editor), in words. Apart from the link
// codec, so that a reader of texts can say it without the codec's inflater.
import { getFamily } from '../puzzles/registry.ts';
import { otherFamilyReading } from '../puzzles/load.ts';
import type { FamilyId } from '../puzzles/types.ts';

/** A family's title after its article: "an Anemones level", "a Move level". */
export const aLevel = (title: string) => `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} level`;

/** "Its text reads as a Move level" where another family reads `text` as a level with no problem, else null. */
export function readsAsWords(text: string, family: FamilyId): string | null {
  const reads = otherFamilyReading(text, family);
  return reads ? `Its text reads as ${aLevel(getFamily(reads)!.title)}` : null;
}
