// An edge's course on the board (layout.ts's edgeCourses). Drawn straight, an edge between the
// ends of three nodes in a row lay on the two short edges and under the middle node, seen nowhere
// and, in the editor, pressed nowhere (its target was wholly inside the middle node's circle); and
// a -> b with b -> a lay on each other, read as one two-way edge and deleted one press at a time
// with nothing saying a second lay underneath. Such edges are now bent clear.
import { describe, expect, it } from 'vitest';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { along, autoLayout, coursePieces, edgeCourses, type Course, type Segment } from '../../../src/puzzles/dogbunny/layout.ts';
import { edgeTargets } from '../../../src/puzzles/dogbunny/Editor.tsx';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';

const R = 22;
const read = (text: string) => {
  const parsed = getFamily('dogbunny')!.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const level = autoLayout(parsed.level as DogBunnyLevel);
  const at = new Map(level.nodes.map((n) => [n.name, { x: ((n.x ?? 0) + 1) * 60, y: ((n.y ?? 0) + 1) * 60 }]));
  return { level, at: (name: string) => at.get(name)!, courses: edgeCourses(level, (name) => at.get(name)!, R) };
};
const distance = (p: { x: number; y: number }, s: Segment) => {
  const [dx, dy] = [s.x2 - s.x1, s.y2 - s.y1];
  const t = Math.max(0, Math.min(1, ((p.x - s.x1) * dx + (p.y - s.y1) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(s.x1 + t * dx - p.x, s.y1 + t * dy - p.y);
};
/** how near a course comes to a point */
const near = (c: Course, p: { x: number; y: number }) => Math.min(...coursePieces(c).map((s) => distance(p, s)));

describe('edgeCourses', () => {
  it('an edge past a node it does not join is bent clear of its circle, and stays off the short edges', () => {
    const { courses, at } = read('node a 0 0\nnode b 1 0\nnode c 2 0\nedge a -> b\nedge b -> c\nedge a -> c if b\n');
    expect(courses[0]!.via).toBeUndefined();
    expect(courses[1]!.via).toBeUndefined();
    const long = courses[2]!;
    expect(long.via).toBeDefined();
    expect(near(long, at('b'))).toBeGreaterThan(R + 4);
    // its middle is off the row, where a press finds it
    expect(Math.abs(along(long, 0.5).y - at('b').y)).toBeGreaterThan(R + 4);
  });

  it('a -> b and b -> a are drawn apart, on either side of the line between them; a lone edge stays straight', () => {
    const { courses } = read('node a 0 0\nnode b 1 0\nnode c 3 0\nedge a -> b\nedge b -> a if c\nedge b <-> c\n');
    const [ab, ba, bc] = courses;
    expect(ab!.via && ba!.via).toBeTruthy();
    expect(Math.abs(along(ab!, 0.5).y - along(ba!, 0.5).y)).toBeGreaterThanOrEqual(32);
    expect(bc!.via).toBeUndefined();
  });

  it('in the editor, each of the two has its own grip, and the long edge a target clear of the middle node', () => {
    const { courses, at, level } = read('node a 0 0\nnode b 1 0\nnode c 2 0\nedge a -> b\nedge b -> a\nedge a -> c\n');
    const targets = level.edges.map((e, i) => edgeTargets(courses[i]!, at(e.from), at(e.to), 1));
    const grip = (i: number) => targets[i]!.find((t) => t.width)!;
    const [g0, g1] = [grip(0), grip(1)];
    // apart by more than a grip's width: a press on one is not the other's
    expect(Math.hypot(g0.x1 - g1.x1, g0.y1 - g1.y1)).toBeGreaterThanOrEqual(g0.width!);
    // the long edge's grip lies outside every node's circle and the cut round it (NODE_R + 3)
    const g2 = grip(2);
    for (const n of ['a', 'b', 'c']) expect(Math.hypot(g2.x1 - at(n).x, g2.y1 - at(n).y), n).toBeGreaterThan(R + 3 + g2.width! / 2);
  });

  it('in a lattice of 36 nodes, long edges along its outer rows and down its side keep on the board and clear of every node', () => {
    const nodes = Array.from({ length: 36 }, (_, k) => `node n${k} ${k % 6} ${Math.floor(k / 6)}`);
    const near4 = Array.from({ length: 36 }, (_, k) => (k % 6 < 5 ? [`edge n${k} <-> n${k + 1}`] : [])).flat();
    const { courses, at, level } = read([...nodes, ...near4, 'edge n0 -> n5', 'edge n30 -> n0', 'edge n0 -> n30', 'edge n30 -> n35 if n1', 'bunny n0', 'goal bunny n35'].join('\n'));
    const long = courses.slice(near4.length);
    for (const c of long) {
      // (the board draws a grid point's margin round the outer nodes: 60 to 360 here)
      for (const p of c.via ?? []) expect(p.x >= 15 && p.x <= 405 && p.y >= 15 && p.y <= 405, `${JSON.stringify(p)}`).toBe(true);
      const e = level.edges[courses.indexOf(c)]!;
      for (const n of level.nodes) if (n.name !== e.from && n.name !== e.to) expect(near(c, at(n.name)), `${e.from}-${e.to} by ${n.name}`).toBeGreaterThan(R);
    }
  });

  it('the gallery levels draw every edge clear of the nodes it does not join', () => {
    for (const entry of getFamily('dogbunny')!.gallery) {
      const { courses, level, at } = read(entry.text);
      level.edges.forEach((e, i) => {
        for (const n of level.nodes) if (n.name !== e.from && n.name !== e.to) expect(near(courses[i]!, at(n.name)), `${entry.name}: ${e.from}-${e.to} by ${n.name}`).toBeGreaterThan(R);
      });
    }
  });
});
