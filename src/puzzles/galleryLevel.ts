// Which gallery level a text is: a gallery text may hold comment lines, or write a level otherwise
// than its family's make does (Anemones' lists in any order), and a level edited back to it comes
// as make writes it.
import type { AnyFamily, GalleryLevel } from './types.ts';

/** each gallery level as its family's make writes it (what it is compared by), once */
const written = new WeakMap<GalleryLevel, string>();

/** The family's gallery level whose level `text` (as make writes it) is, if any. */
export function galleryLevelOf(family: AnyFamily, text: string): GalleryLevel | undefined {
  return family.gallery.find((g) => {
    let made = written.get(g);
    if (made === undefined) {
      const parsed = family.parse(g.text);
      made = parsed.ok ? family.make(parsed.level) : g.text;
      written.set(g, made);
    }
    return made === text;
  });
}
