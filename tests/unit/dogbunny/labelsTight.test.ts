// DogBunny's words where the board is tight: long names on nodes one grid point apart, and a
// condition wider than the board. Every word stays whole on the board and on no
// other word (QA: names drawn on each other, "if …" cut off at the left).
import { describe, expect, it } from 'vitest';
import { labelsFor, overlaps } from '../../../src/puzzles/dogbunny/layout.ts';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import { COLUMN, SQUARE } from '../../e2e/dogbunnyTight.mjs';

const R = 22;
function laidOut(text: string) {
  const parsed = dogbunny.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const level = parsed.level as DogBunnyLevel;
  const pos = new Map(level.nodes.map((n) => [n.name, { x: ((n.x ?? 0) + 1) * 60, y: ((n.y ?? 0) + 1) * 60 }]));
  const size = { r: R, nameFont: 11, conditionFont: 10, width: Math.max(...[...pos.values()].map((p) => p.x)) + 60, height: Math.max(...[...pos.values()].map((p) => p.y)) + 60 };
  return { level, size, placed: labelsFor(level, (name) => pos.get(name)!, size) };
}

/** the words on each other, and the words not wholly on the board */
function measure(text: string) {
  const { size, placed } = laidOut(text);
  const words = [...placed.nodes, ...placed.edges.filter((e) => e !== null)];
  let overlapping = 0;
  words.forEach((a, i) => words.slice(i + 1).forEach((b) => (overlapping += Number(overlaps(a, b)))));
  const outside = words.filter((w) => w.x < 0 || w.y < 0 || w.x + w.w > size.width || w.y + w.h > size.height).length;
  return { overlapping, outside, placed };
}

describe('DogBunny: words on a tight board', () => {
  it('long names on nodes one grid point apart: none on another, all on the board (two lay on each other)', () => {
    const { overlapping, outside } = measure(SQUARE);
    expect({ overlapping, outside }).toEqual({ overlapping: 0, outside: 0 });
  });

  it('a condition wider than a one-column board is wrapped onto it, not cut off at its edges', () => {
    const { overlapping, outside, placed } = measure(COLUMN);
    expect({ overlapping, outside }).toEqual({ overlapping: 0, outside: 0 });
    expect(placed.edges[0]!.lines.map((l) => l.trim())).toEqual(['if old-oak-tree', '!garden-gate']);
  });

  it('a word keeps its own size and one line where that lies on nothing', () => {
    const { placed } = measure(SQUARE);
    expect(placed.nodes.map((n) => n.font)).toContain(11);
    const { placed: roomy } = measure('node well 0 0\nnode house 3 0\nedge well -> house if house\nbunny well\ngoal bunny house\n');
    expect([...roomy.nodes, roomy.edges[0]!].map((w) => [w.lines.length, w.font])).toEqual([[1, 11], [2, 11], [1, 10]]); // (house: its name and its goal)
  });
});
