// Places nodes that came without a position (an imported graph) on the editor's grid:
// breadth-first layers from the first node become columns, so an edge mostly joins
// neighbouring columns and the drawing reads left to right. A node whose layer or row falls
// past the grid's edge (MAX_XY) takes the first free grid point instead. Pure.
import { MAX_XY, type DogBunnyLevel, type DogNode } from './format.ts';

/** grid units between two laid-out nodes, leaving room for edge labels */
const SPACING = 2;

export function autoLayout(m: DogBunnyLevel): DogBunnyLevel {
  if (m.nodes.every((n) => n.x !== undefined && n.y !== undefined)) return m;
  const neighbours = new Map<string, string[]>(m.nodes.map((n) => [n.name, []]));
  for (const e of m.edges) {
    neighbours.get(e.from)?.push(e.to);
    neighbours.get(e.to)?.push(e.from);
  }
  const layer = new Map<string, number>();
  let base = 0;
  for (const root of m.nodes) {
    if (layer.has(root.name)) continue;
    layer.set(root.name, base);
    const queue = [root.name];
    let deepest = base;
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i]!;
      const d = layer.get(at)!;
      for (const next of neighbours.get(at) ?? []) {
        if (layer.has(next)) continue;
        layer.set(next, d + 1);
        deepest = Math.max(deepest, d + 1);
        queue.push(next);
      }
    }
    base = deepest + 1; // another component starts in the next free column
  }
  const taken = new Set(m.nodes.filter((n) => n.x !== undefined && n.y !== undefined).map((n) => `${n.x},${n.y}`));
  const rowInLayer = new Map<number, number>();
  const nodes: DogNode[] = m.nodes.map((n) => {
    if (n.x !== undefined && n.y !== undefined) return n;
    const l = layer.get(n.name) ?? 0;
    const x = l * SPACING;
    let row = rowInLayer.get(l) ?? 0;
    while (taken.has(`${x},${row * SPACING}`)) row++;
    rowInLayer.set(l, row + 1);
    const [px, py] = x <= MAX_XY && row * SPACING <= MAX_XY ? [x, row * SPACING] : firstFree(taken);
    taken.add(`${px},${py}`);
    return { name: n.name, x: px, y: py };
  });
  return { ...m, nodes };
}

/** The first grid point not taken, row by row: SPACING apart while any is left, then any. */
function firstFree(taken: ReadonlySet<string>): [number, number] {
  for (const step of [SPACING, 1]) {
    for (let y = 0; y <= MAX_XY; y += step) {
      for (let x = 0; x <= MAX_XY; x += step) if (!taken.has(`${x},${y}`)) return [x, y];
    }
  }
  // more nodes than grid points (only a graph past MAX_NODES, which validation refuses)
  return [MAX_XY, MAX_XY];
}
