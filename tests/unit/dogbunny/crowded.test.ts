// DogBunny's words on a crowded board. A lattice of 6 × 6 nodes one grid point apart, every
// neighbour joined and each edge with a condition, has 96 words: past the 60 that were searched,
// each took its first place, and 16 pairs of words lay on each other and 46 words on nodes. Words
// are now searched up to 150, a node is its circle (not the square round it), a word on a word or
// a node costs more than one on two edges, and a word may be drawn down to 0.6 of its size; and
// such a board (many words, most nodes a grid point from another) draws its nodes smaller (radius
// 15, not 22), leaving the words room between the circles (with that alone a few still touched).
// Two edges joining the same nodes with the same condition keep each its word clearly nearer
// itself (a word placed first between the two bends read as either's).
import { describe, expect, it } from 'vitest';
import { coursePieces, crosses, overlaps, type Course, type Placed } from '../../../src/puzzles/dogbunny/layout.ts';
import { goalRows, lattice } from '../../e2e/dogbunnyCrowded.mjs';
import { laidOut } from './laidOut.ts';

const onCircle = (c: { x: number; y: number }, w: Placed, r: number) => Math.hypot(c.x - Math.max(w.x, Math.min(c.x, w.x + w.w)), c.y - Math.max(w.y, Math.min(c.y, w.y + w.h))) < r;
const distance = (px: number, py: number, c: Course) =>
  Math.min(
    ...coursePieces(c).map((s) => {
      const [dx, dy] = [s.x2 - s.x1, s.y2 - s.y1];
      const t = Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / (dx * dx + dy * dy || 1)));
      return Math.hypot(s.x1 + t * dx - px, s.y1 + t * dy - py);
    }),
  );

describe('DogBunny: words on a crowded board', () => {
  it('a 6 × 6 lattice one grid point apart, each edge with a condition: no word on another, on a node or off the board (16 pairs and 46 on nodes before)', () => {
    // (as a 1280 × 800 screen draws it: 1.39 px a unit, no word under 10 px)
    const { pos, size, placed, r } = laidOut(lattice(6), 7.2);
    expect(r).toBe(15);
    const words = [...placed.nodes, ...placed.edges.filter((e) => e !== null)];
    expect(words.length).toBe(96);
    let touching = 0;
    words.forEach((a, i) => words.slice(i + 1).forEach((b) => (touching += Number(overlaps(a, b)))));
    const onNodes = words.filter((w) => pos.some((c) => onCircle(c, w, r))).length;
    const outside = words.filter((w) => w.x < 0 || w.y < 0 || w.x + w.w > size.width || w.y + w.h > size.height).length;
    expect({ onNodes, outside }).toEqual({ onNodes: 0, outside: 0 });
    expect(touching).toBe(0);
  });

  it("the same lattice: no name across an edge of its own node (12 before: the conditions, placed first, took the corners between the edges)", () => {
    const { level, courses, placed } = laidOut(lattice(6), 7.2);
    const across = placed.nodes.flatMap((w, i) => {
      const name = level.nodes[i]!.name;
      return level.edges.flatMap((e, k) => ((e.from === name || e.to === name) && coursePieces(courses[k]!).some((s) => crosses(s, w)) ? [`${name} on ${e.from}-${e.to}`] : []));
    });
    expect(across).toEqual([]);
  });

  it('of two edges joining the same nodes with the same condition, each word lies clearly nearer its own edge', () => {
    for (const text of [
      'node a 0 0\nnode b 1 0\nnode c 0 1\nedge a -> b if c\nedge b -> a if c\nbunny a\ngoal bunny b',
      'node a 0 0\nnode b 1 0\nnode c 0 1\nedge a -> b if c\nedge a -> b if c\nbunny a\ngoal bunny b',
      'node a 0 0\nnode b 2 0\nnode c 1 1\nedge a -> b if c\nedge b -> a if c\nbunny a\ngoal bunny b',
      'node a 0 0\nnode b 0 1\nnode c 1 0\nedge a -> b if c\nedge b -> a if c\nbunny a\ngoal bunny b',
    ]) {
      const { courses, placed } = laidOut(text);
      placed.edges.forEach((w, i) => {
        const [cx, cy] = [w!.x + w!.w / 2, w!.y + w!.h / 2];
        expect(distance(cx, cy, courses[i]!) + 6, `${text.split('\n').slice(0, 4).join(' | ')}: edge ${i}`).toBeLessThan(distance(cx, cy, courses[1 - i]!));
      });
    }
  });
});

/** the names lying on an edge (a bent one, with `bent`) that does not join their node */
function namesOnOthersEdges(text: string, bent: boolean) {
  const { level, courses, placed } = laidOut(text);
  return placed.nodes.flatMap((w, i) =>
    courses.flatMap((c, k) => {
      const e = level.edges[k]!;
      const name = level.nodes[i]!.name;
      return e.from !== name && e.to !== name && (c.via || !bent) && coursePieces(c).some((s) => crosses(s, w)) ? [`${name} on ${e.from}-${e.to}`] : [];
    }),
  );
}

describe('DogBunny: rows of goals one grid point apart', () => {
  // A goal's name has two lines, '(goal: bunny)' wider than a grid point: side by side in a row
  // they lay on each other, or shrank, and on a phone two lay on nodes. The goal's line may now
  // be wrapped too (the name over three narrower lines), as the name's could.
  it('a 5 × 5 lattice with a row of goals along its foot and two at its head: no word on another or on a node (1 pair before; 2, and 2 on nodes, on a phone)', () => {
    // (as a 1280 × 800 screen draws it, and a phone's: no word under 10 px)
    for (const leastFont of [7.2, 10]) {
      const { pos, placed, r } = laidOut(goalRows(), leastFont);
      const words = [...placed.nodes, ...placed.edges.filter((e) => e !== null)];
      const touching = words.flatMap((a, i) => words.slice(i + 1).filter((b) => overlaps(a, b)).map((b) => `${a.lines.join(' ')} on ${b.lines.join(' ')}`));
      const onNodes = words.filter((w) => pos.some((c) => onCircle(c, w, r))).map((w) => w.lines.join(' '));
      expect({ leastFont, touching, onNodes }).toEqual({ leastFont, touching: [], onNodes: [] });
    }
  });
});

describe("DogBunny: a node's name on another node's edge", () => {
  const nodes = Array.from({ length: 36 }, (_, k) => `node n${k} ${k % 6} ${Math.floor(k / 6)}`);
  it('a lattice one grid point apart with long edges bent along its sides: no name under them (4 before 3b8d23e)', () => {
    const near = Array.from({ length: 36 }, (_, k) => (k % 6 < 5 ? [`edge n${k} <-> n${k + 1}`] : [])).flat();
    const text = [...nodes, ...near, 'edge n0 -> n5', 'edge n30 -> n0', 'edge n0 -> n30', 'edge n30 -> n35 if n1', 'bunny n0', 'goal bunny n35'].join('\n');
    expect(namesOnOthersEdges(text, true)).toEqual([]);
  });

  it('the lattice with every edge a condition and long edges: no name under a bend (9 before 9588694, 2 after it)', () => {
    const text = `${lattice(6)}\nedge n0 -> n5 if n7\nedge n30 -> n0 if n8\nedge n0 -> n30\nedge n30 -> n35 if n1\nedge n7 -> n10 if n3\nedge n13 -> n25 if n4\nedge n14 -> n2 if n9`;
    expect(namesOnOthersEdges(text, true)).toEqual([]);
  });
});

describe('DogBunny: a lattice with few conditions', () => {
  it('a 5 × 5 lattice one grid point apart, every neighbour joined both ways, a third of its edges with a condition: its nodes drawn smaller, every name at its own size (7 were drawn smaller)', () => {
    const side = 5;
    const name = (x: number, y: number) => `n${y * side + x}`;
    const lines: string[] = [];
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) lines.push(`node ${name(x, y)} ${x} ${y}`);
    let k = 0;
    const condition = () => (k++ % 3 === 0 ? ` if ${name((k * 3) % side, (k * 2) % side)}` : '');
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        if (x + 1 < side) lines.push(`edge ${name(x, y)} <-> ${name(x + 1, y)}${condition()}`);
        if (y + 1 < side) lines.push(`edge ${name(x, y)} <-> ${name(x, y + 1)}${condition()}`);
      }
    }
    const { r, placed } = laidOut([...lines, 'bunny n0', 'dog n12', 'goal bunny n24', 'goal dog n2'].join('\n'), 7.2);
    expect(r).toBe(15);
    expect(placed.nodes.filter((p) => p.font < 11).length).toBe(0);
  });
});
