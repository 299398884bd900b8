// DogBunny's layout of a graph read without positions (layout.ts autoLayout): no edge is drawn
// through a node it does not join, where the grid leaves room.
import { describe, expect, it } from 'vitest';
import { parseDogBunny as parse, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import { autoLayout } from '../../../src/puzzles/dogbunny/layout.ts';

const read = (text: string) => {
  const r = parse(text);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.level as DogBunnyLevel;
};

/** each edge and the nodes it runs through (within 0.45 of a grid point of their centres), not its own ends */
function runThrough(level: DogBunnyLevel): string[] {
  const at = new Map(level.nodes.map((n) => [n.name, [n.x!, n.y!]]));
  const out: string[] = [];
  for (const e of level.edges) {
    const [a, b] = [at.get(e.from)!, at.get(e.to)!];
    const [dx, dy] = [b[0]! - a[0]!, b[1]! - a[1]!];
    for (const [name, p] of at) {
      if (name === e.from || name === e.to) continue;
      const t = ((p[0]! - a[0]!) * dx + (p[1]! - a[1]!) * dy) / (dx * dx + dy * dy);
      if (t <= 0 || t >= 1) continue;
      if (Math.hypot(a[0]! + t * dx - p[0]!, a[1]! + t * dy - p[1]!) < 0.45) out.push(`${e.from}-${e.to} through ${name}`);
    }
  }
  return out;
}

const complete = (n: number) =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n - i - 1 }, (_, k) => `edge v${i} <-> v${i + k + 1}`)).flat().join('\n');

describe('a graph laid out from no positions', () => {
  it('draws no edge through a node it does not join: eight nodes all joined (one layer, a column: 37 such crossings before)', () => {
    const m = autoLayout(read(`${complete(8)}\ndog v0\ngoal dog v1\n`));
    expect(runThrough(m)).toEqual([]);
    expect(new Set(m.nodes.map((n) => `${n.x},${n.y}`)).size).toBe(8);
  });

  it('twelve nodes all joined: at most a crossing or two are left of the 173 the column had', () => {
    const m = autoLayout(read(`${complete(12)}\ndog v0\ngoal dog v1\n`));
    expect(runThrough(m).length).toBeLessThanOrEqual(2);
  });

  it('a path of nodes and a node joined to the far end: the edge goes round, not through', () => {
    // a, then b c d e in the next layer (a column), and b–e across them
    const m = autoLayout(read('edge a <-> b\nedge a <-> c\nedge a <-> d\nedge a <-> e\nedge b <-> e\n'));
    expect(runThrough(m)).toEqual([]);
  });

  it('moves no node the level placed', () => {
    const m = autoLayout(read('node a 0 0\nnode b 4 0\nnode c\nnode d\nedge a <-> b\nedge c <-> d\nedge a <-> d\n'));
    expect(m.nodes.slice(0, 2).map((n) => [n.x, n.y])).toEqual([[0, 0], [4, 0]]);
  });

  it('a dense graph of 256 nodes is laid out, every node on its own grid point', () => {
    const edges = Array.from({ length: 256 }, (_, i) => [1, 7, 31].map((k) => `edge n${i} -> n${(i * k + 3) % 256}`).join('\n')).join('\n');
    const m = autoLayout(read(`${edges}\ndog n0\ngoal dog n1\n`));
    expect(m.nodes.length).toBe(256);
    expect(new Set(m.nodes.map((n) => `${n.x},${n.y}`)).size).toBe(256);
    expect(m.nodes.every((n) => n.x! >= 0 && n.y! >= 0 && n.x! <= 62 && n.y! <= 62)).toBe(true);
  });
});
