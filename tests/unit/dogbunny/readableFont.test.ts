// DogBunny's words with a large font: where the board wants them larger than their least size
// (the least readable size as much larger as the browser's font setting, `readableFont`), a word
// drawn under it costs more than a place that reads a little as another's, and a condition may
// lie on its own edge's middle. Two bunnies drawn turned on a 390 px phone at 24 px (Board.tsx):
// 'if !hedge !barn', on a vertical edge between two others 120 units apart, had 38 units beside
// it and was drawn 10 px among words of 13 to 14.
import { describe, expect, it } from 'vitest';
import { autoLayout, edgeCourses, labelsFor, nodeRadius, overlaps, turned, type Box } from '../../../src/puzzles/dogbunny/layout.ts';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import { DOGBUNNY_GALLERY } from '../../../src/puzzles/dogbunny/gallery.ts';

/** the gallery's Two bunnies turned, its words placed 1.6 times their size (drawn 0.915 px a unit: 10 px at 24 px is 11 units, 15 px is 16.4), with or without a readable size */
function twoBunnies(readableFont?: number) {
  const parsed = dogbunny.parse(DOGBUNNY_GALLERY.find((l) => l.name === 'Two bunnies')!.text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const level = turned(autoLayout(parsed.level));
  const pos = new Map(level.nodes.map((n) => [n.name, { x: ((n.x ?? 0) + 1) * 60, y: ((n.y ?? 0) + 1) * 60 }]));
  const at = (name: string) => pos.get(name)!;
  const r = nodeRadius(level);
  const size = { r, nameFont: 17.6, conditionFont: 16, width: 240, height: 480, leastFont: 11, readableFont };
  const placed = labelsFor(level, at, size, edgeCourses(level, at, r));
  const words = [...placed.nodes, ...placed.edges.filter((e) => e !== null)];
  const onEachOther = words.flatMap((a, i) => words.slice(i + 1).filter((b) => overlaps(a, b)).map((b) => `${a.lines.join('')} / ${b.lines.join('')}`));
  // (a word on a node's circle: its box's nearest point to the centre inside the circle)
  const onCircle = (w: Box, p: { x: number; y: number }) => Math.hypot(p.x - Math.max(w.x, Math.min(p.x, w.x + w.w)), p.y - Math.max(w.y, Math.min(p.y, w.y + w.h))) < r;
  const onNodes = words.filter((w) => [...pos.values()].some((p) => onCircle(w, p))).map((w) => w.lines.join(''));
  const condition = (text: string) => placed.edges[level.edges.findIndex((e) => `if ${[...e.occupied, ...e.empty.map((n) => `!${n}`)].join(' ')}` === text)]!;
  return { placed, onEachOther, onNodes, condition };
}

describe('DogBunny: words with a large font', () => {
  it("Two bunnies turned: 'if !hedge !barn' at its size, on its own edge, on no word and no node", () => {
    const t = twoBunnies(16.4);
    expect(t.condition('if !hedge !barn').font).toBe(16);
    // (its edge runs down the middle, x 120)
    const c = t.condition('if !hedge !barn');
    expect(c.x < 120 && c.x + c.w > 120).toBe(true);
    expect(t.onEachOther).toEqual([]);
    expect(t.onNodes).toEqual([]);
  });

  it('without a readable size the word is drawn smaller, beside its edge (as at the default font size)', () => {
    const t = twoBunnies();
    expect(t.condition('if !hedge !barn').font).toBeLessThan(16);
    expect(t.onEachOther).toEqual([]);
    expect(t.onNodes).toEqual([]);
  });
});
