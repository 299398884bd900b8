// DogBunny's layout of a large graph read without positions (layout.ts autoLayout): a dense graph
// of 256 nodes, the family's limit, was put in breadth-first layers as columns, too wide for the
// grid, and drawn tangled (2,161 times an edge ran through a node it does not join, 44,931
// pairs of edges crossing). It is spread by springs over a lattice and untangled, where that is
// less tangled than layers (a grid or a chain lies well in layers). Its words, too
// many to search places for, each took its first place: 8 lay on each other, 22 on nodes.
import { describe, expect, it } from 'vitest';
import { MAX_NODES, parseDogBunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import { autoLayout, labelsFor, overlaps } from '../../../src/puzzles/dogbunny/layout.ts';

const read = (text: string) => {
  const r = parseDogBunny(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.level;
};

/** 256 nodes, three edges from each (to a near node and two far ones), every fourth with a condition */
function denseGraph(): string {
  const lines: string[] = [];
  for (let i = 0; i < MAX_NODES; i++) {
    [1, 7, 31].forEach((k, j) => {
      const to = (i * k + 3 + j) % MAX_NODES;
      if (to === i) return;
      const cond = (i + j) % 4 === 0 ? ` if ${i % 5 === 0 ? '!' : ''}n${(i * 13 + 5) % MAX_NODES}` : '';
      lines.push(`edge n${i} ${j === 0 ? '<->' : '->'} n${to}${cond}`);
    });
  }
  return `${lines.join('\n')}\ndog n0\ngoal dog n1\n`;
}

/** what the drawing gets wrong: times an edge runs through a node it does not join (its line within the drawn radius, 22 of a grid point's 60, of the node's centre), and pairs of edges crossing */
function tangles(level: DogBunnyLevel) {
  const at = new Map(level.nodes.map((n) => [n.name, { x: n.x! * 60, y: n.y! * 60 }]));
  const lines = level.edges.map((e) => ({ a: at.get(e.from)!, b: at.get(e.to)!, ends: [e.from, e.to] }));
  let through = 0;
  for (const { a, b, ends } of lines) {
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    for (const [name, p] of at) {
      if (ends.includes(name)) continue;
      const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
      if (t > 0 && t < 1 && Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y) < 22) through++;
    }
  }
  const side = (p: { x: number; y: number }, q: { x: number; y: number }, r: { x: number; y: number }) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  let crossings = 0;
  lines.forEach((l, i) => {
    for (const m of lines.slice(i + 1)) {
      if (m.ends.some((n) => l.ends.includes(n))) continue;
      if (side(l.a, l.b, m.a) * side(l.a, l.b, m.b) < 0 && side(m.a, m.b, l.a) * side(m.a, m.b, l.b) < 0) crossings++;
    }
  });
  return { through, crossings };
}

describe('large graphs that lie well in layers keep them', () => {
  it('a 12 × 12 grid of nodes (springs alone crossed 397 pairs of its edges) and a chain of 256 (87, in layers 21)', () => {
    const grid = Array.from({ length: 12 }, (_, r) =>
      Array.from({ length: 12 }, (_, c) => [c < 11 ? `edge g${r}_${c} <-> g${r}_${c + 1}` : '', r < 11 ? `edge g${r}_${c} <-> g${r + 1}_${c}` : ''].filter(Boolean).join('\n')).join('\n'),
    ).join('\n');
    expect(tangles(autoLayout(read(`${grid}\n`)))).toEqual({ through: 0, crossings: 0 });
    const chain = Array.from({ length: MAX_NODES - 1 }, (_, i) => `edge n${i} -> n${i + 1}`).join('\n');
    expect(tangles(autoLayout(read(`${chain}\n`))).crossings).toBeLessThanOrEqual(21);
  });
});

describe('a dense graph of 256 nodes laid out from no positions', () => {
  const level = read(denseGraph());

  it('runs few edges through nodes and across each other (2,161 and 44,931 in layers; now some 280 and 13,000)', () => {
    const laid = autoLayout(level);
    expect(new Set(laid.nodes.map((n) => `${n.x},${n.y}`)).size).toBe(MAX_NODES);
    const { through, crossings } = tangles(laid);
    expect(through).toBeLessThan(500);
    expect(crossings).toBeLessThan(20_000);
  });

  it('draws no word on another or on a node (8 and 22 where each took its first place)', () => {
    const laid = autoLayout(level);
    const at = new Map(laid.nodes.map((n) => [n.name, { x: (n.x! + 1) * 60, y: (n.y! + 1) * 60 }]));
    const placed = labelsFor(laid, (name) => at.get(name)!, { r: 22, nameFont: 11, conditionFont: 10, width: 64 * 60, height: 64 * 60 });
    const words = [...placed.nodes, ...placed.edges.filter((w) => w !== null)];
    expect(words.length).toBe(MAX_NODES + level.edges.filter((e) => e.occupied.length + e.empty.length > 0).length);
    let onWords = 0;
    words.forEach((a, i) => words.slice(i + 1).forEach((b) => (onWords += Number(overlaps(a, b)))));
    // (a node's circle, radius 22, and the nearest point of the word's box)
    const onNodes = words.filter((w) => [...at.values()].some((c) => Math.hypot(Math.max(w.x, Math.min(c.x, w.x + w.w)) - c.x, Math.max(w.y, Math.min(c.y, w.y + w.h)) - c.y) < 22)).length;
    expect({ onWords, onNodes }).toEqual({ onWords: 0, onNodes: 0 });
  });

  it('is the same layout each time (the board and the editor lay it out each on its own)', () => {
    expect(autoLayout(level)).toEqual(autoLayout(level));
  });
});
