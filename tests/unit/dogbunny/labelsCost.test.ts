// What placing a crowded board's words costs. The 6 × 6 lattice with a condition on every edge
// has 96 words of some 400 options each; the board places them on each draw, and the editor on
// each edit (a node added, a node dragged a point). Each pass over the words weighed every
// option against the whole drawing again, in boxes made for each look: 10 times the work below
// (about 55 ms of CPU; 225 ms in a cold run), a long task in the editor's frame. Now what an
// option lies on of the drawing is found once and its boxes are numbers: 2 to 3 times (about
// 14 ms, with both orders of placing the words tried). Measured as CPU time beside other layout
// work of the same board, fastest of nine once warm, so that the machine's speed and load fall out.
import { describe, expect, it } from 'vitest';
import { autoLayout, edgeCourses, labelsFor, nodeRadius } from '../../../src/puzzles/dogbunny/layout.ts';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import { lattice } from '../../e2e/dogbunnyCrowded.mjs';

/** CPU time, ms (this process's: a busy machine's other work is not counted) */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** the least CPU time of `runs` runs, after three not counted (the first run the engine compiles as it goes) */
const fastest = (work: () => void, runs = 9) => {
  for (let i = 0; i < 3; i++) work();
  let least = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = cpu();
    work();
    least = Math.min(least, cpu() - start);
  }
  return least;
};

describe("DogBunny: the cost of placing a crowded board's words", () => {
  it("the 6 × 6 lattice's 96 words cost less than 5 times finding its edges' courses 20 times (10 times before)", () => {
    const parsed = dogbunny.parse(lattice(6));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const level = autoLayout(parsed.level as DogBunnyLevel);
    const at = (name: string) => {
      const n = level.nodes.find((m) => m.name === name)!;
      return { x: (n.x! + 1) * 60, y: (n.y! + 1) * 60 };
    };
    const r = nodeRadius(level);
    const courses = edgeCourses(level, at, r);
    // (as a 1280 × 800 screen draws it: no word under 7.2 units)
    const size = { r, nameFont: 11, conditionFont: 10, width: 420, height: 420, leastFont: 7.2 };
    const courseWork = fastest(() => {
      for (let k = 0; k < 20; k++) edgeCourses(level, at, r);
    });
    const wordWork = fastest(() => labelsFor(level, at, size, courses));
    expect(wordWork / courseWork, `words ${wordWork.toFixed(1)} ms of CPU, courses ×20 ${courseWork.toFixed(1)} ms`).toBeLessThan(5);
  });
});
