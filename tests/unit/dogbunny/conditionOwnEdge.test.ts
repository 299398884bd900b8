// Each condition reads as its own edge's. Edges drawn crossing (as a person adds nodes and edges in
// the editor) had a condition in the corner where two edges crossed, as near the other edge as its
// own; and a lattice's, between two edges a grid point apart, lay nearer the next edge than its own
// (the search measured from the word's middle, and only to edges with conditions). A condition is
// now measured from its box, and where it still lies as near another edge as its own, a line
// (`leader`) is drawn from it to its own edge. Before: the crossing level had 7 conditions
// that read as either edge's (at 1, 1.3 and 1.6 times their size), a 4 × 4 lattice 40, a 6 × 6 one
// 110, the rows of goals 38.
import { describe, expect, it } from 'vitest';
import { coursePieces, crosses, type Course, type Placed, type Segment } from '../../../src/puzzles/dogbunny/layout.ts';
import { DOGBUNNY_GALLERY } from '../../../src/puzzles/dogbunny/gallery.ts';
import { goalRows, lattice } from '../../e2e/dogbunnyCrowded.mjs';
import { laidOut } from './laidOut.ts';

/** edges crossing, three of them through the middle of the square a, b, c, d, each with a condition */
export const CROSSING = `node a 0 0
node b 2 0
node c 0 2
node d 2 2
node e 1 1
node f 3 1
node g 1 3
edge a -> d if f
edge b -> c if g
edge a <-> b if e
edge c -> d if !a
edge e -> f if b
edge e -> g if !d
edge f -> g if c
bunny a
goal bunny g
`;

const toSegment = (px: number, py: number, s: Segment) => {
  const [dx, dy] = [s.x2 - s.x1, s.y2 - s.y1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / len2));
  return Math.hypot(s.x1 + t * dx - px, s.y1 + t * dy - py);
};
/** how far a word's box is from an edge's line (0 where the line crosses it) */
const gap = (b: Placed, c: Course) =>
  Math.min(
    ...coursePieces(c).map((s) => {
      if (crosses(s, b)) return 0;
      const inBox = (x: number, y: number) => Math.hypot(x - Math.max(b.x, Math.min(x, b.x + b.w)), y - Math.max(b.y, Math.min(y, b.y + b.h)));
      const corners = [[b.x, b.y], [b.x + b.w, b.y], [b.x, b.y + b.h], [b.x + b.w, b.y + b.h]] as const;
      return Math.min(...corners.map(([x, y]) => toSegment(x, y, s)), inBox(s.x1, s.y1), inBox(s.x2, s.y2));
    }),
  );

/**
 * The conditions of `text`, at `grow` times their size, that read as another edge's as much as
 * their own: as near another edge (within 4 units, one with a condition or not) with no line to
 * their own, or, on their own edge's line, on another's too. With `large`, as a large font setting
 * draws them: a word under 16 units is drawn smaller than readable, and may lie on its own edge.
 */
function unclear(text: string, grow: number, large = false): string[] {
  const { level, courses, placed } = large ? laidOut(text, 10, grow, 16) : laidOut(text, undefined, grow);
  return placed.edges.flatMap((p, i) => {
    if (!p || p.leader) return [];
    const own = gap(p, courses[i]!);
    // (a word its own line runs through reads as that line's, unless another runs through it too)
    const other = courses.findIndex((c, j) => j !== i && (own === 0 ? gap(p, c) === 0 : gap(p, c) < own + 4));
    const e = level.edges[i]!;
    return other < 0 ? [] : [`'${p.lines.join(' ')}' of ${e.from}-${e.to}, by ${level.edges[other]!.from}-${level.edges[other]!.to}`];
  });
}

describe("DogBunny: a condition reads as its own edge's", () => {
  it('edges crossing: each condition clearly nearer its own edge, or a line to it (7 before)', () => {
    // (at 1.6 times, as a phone draws it, 'if !d' of e -> g lay by where a -> d and c -> d cross
    // e -> g, 3 units from its own and across a -> d, every place of it lying on an edge; now it lies
    // further off, with a line to its own, smaller where a large font draws it)
    for (const large of [false, true]) for (const grow of [1, 1.3, 1.6]) expect(unclear(CROSSING, grow, large), `${grow} times${large ? ', large font' : ''}`).toEqual([]);
  });

  it("the gallery: no condition lies as near another edge as its own, one with no condition included (Bridge's 'if kennel' 3.0 units from its own, 3.8 from meadow <-> kennel)", () => {
    for (const { name, text } of DOGBUNNY_GALLERY) for (const large of [false, true]) for (const grow of [1, 1.3, 1.6]) expect(unclear(text, grow, large), `${name}, ${grow} times${large ? ', large font' : ''}`).toEqual([]);
  });

  it('lattices one grid point apart: each condition clearly nearer its own edge, or a line to it (40, 110 and 38 before)', () => {
    for (const text of [lattice(4), lattice(6), goalRows()]) expect(unclear(text, 1)).toEqual([]);
  });

  it("a condition's line runs from its box's side to its own edge, and only where it lies as near another", () => {
    const { courses, placed } = laidOut(lattice(4));
    const led = placed.edges.flatMap((p, i) => (p?.leader ? [{ p, i, leader: p.leader }] : []));
    expect(led.length).toBeGreaterThan(0);
    for (const { p, i, leader } of led) {
      expect(Math.min(...coursePieces(courses[i]!).map((s) => toSegment(leader.x2, leader.y2, s)))).toBeLessThan(0.01);
      const onSide = Math.abs(leader.x1 - p.x) < 0.01 || Math.abs(leader.x1 - (p.x + p.w)) < 0.01 || Math.abs(leader.y1 - p.y) < 0.01 || Math.abs(leader.y1 - (p.y + p.h)) < 0.01;
      expect(onSide).toBe(true);
      expect(gap(p, courses[i]!)).toBeGreaterThan(4);
      expect(courses.some((c, j) => j !== i && gap(p, c) < gap(p, courses[i]!) + 6)).toBe(true);
    }
  });

  it("the gallery: a condition's middle is clearly nearer its own edge than any other (Bridge's 'if kennel', by its corner on its own diagonal, had its middle 24 units from it and 21 from kennel <-> burrow, under it; five such in the gallery before)", () => {
    const middleFar: string[] = [];
    for (const { name, text } of DOGBUNNY_GALLERY)
      for (const grow of [1, 1.3, 1.6]) {
        const { level, courses, placed } = laidOut(text, undefined, grow);
        placed.edges.forEach((p, i) => {
          if (!p || p.leader) return;
          const [cx, cy] = [p.x + p.w / 2, p.y + p.h / 2];
          const from = (c: Course) => Math.min(...coursePieces(c).map((s) => toSegment(cx, cy, s)));
          const other = courses.findIndex((c, j) => j !== i && from(c) < from(courses[i]!) + 6);
          if (other >= 0) middleFar.push(`${name} ${grow}: '${p.lines.join(' ')}' by ${level.edges[other]!.from}-${level.edges[other]!.to}`);
        });
      }
    expect(middleFar).toEqual([]);
  });
});
