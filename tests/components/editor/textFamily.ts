// A family double whose level is its own text: the graph and matrix editors only reach a
// level through make() and parse(), so this shows exactly what they write.
import type { AnyFamily, FamilyId } from '../../../src/puzzles/types.ts';

export function textFamily(id: FamilyId, blank: string): AnyFamily {
  return {
    id,
    title: id,
    formats: [id],
    parse: (text: string) => ({ ok: true, level: text }),
    make: (level: string) => level,
    validate: () => [],
    blank: () => blank,
    start: (l: string) => l,
    legalMoves: () => [],
    play: () => null,
    isWon: () => false,
    levelFromState: (l: string) => l,
    gallery: [],
  };
}
