// A DogBunny level as the board lays it out for the words' tests: its nodes a grid point (60
// units) apart from one in, its node radius and edge courses, and its words placed.
import { autoLayout, edgeCourses, labelsFor, nodeRadius } from '../../../src/puzzles/dogbunny/layout.ts';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';

/** the level of `text` laid out, its words placed at `grow` times their own size, none smaller than `leastFont` */
export function laidOut(text: string, leastFont?: number, grow = 1, readableFont?: number) {
  const parsed = dogbunny.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const level = autoLayout(parsed.level as DogBunnyLevel);
  const pos = new Map(level.nodes.map((n) => [n.name, { x: ((n.x ?? 0) + 1) * 60, y: ((n.y ?? 0) + 1) * 60 }]));
  const at = (name: string) => pos.get(name)!;
  const r = nodeRadius(level);
  const courses = edgeCourses(level, at, r);
  const size = { r, nameFont: 11 * grow, conditionFont: 10 * grow, width: Math.max(...[...pos.values()].map((p) => p.x)) + 60, height: Math.max(...[...pos.values()].map((p) => p.y)) + 60, leastFont, readableFont };
  return { level, r, pos: [...pos.values()], courses, size, placed: labelsFor(level, at, size, courses) };
}
