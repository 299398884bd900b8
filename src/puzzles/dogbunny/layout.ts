// Places nodes that came without a position (an imported graph) on the editor's grid:
// breadth-first layers from the first node become columns, so an edge mostly joins
// neighbouring columns and the drawing reads left to right. A large graph (more than
// LARGE_GRAPH nodes to place, or layers past the grid's edge, MAX_XY) is spread by springs
// over a lattice instead where that is less tangled (tangle): a dense one's layers were
// columns of dozens of nodes, edges running across each other and through the nodes between.
// Pure and deterministic.
import { conditionWords, MAX_XY, type DogBunnyLevel, type DogEdge, type DogNode } from './format.ts';

/** grid units between two laid-out nodes, leaving room for edge labels */
const SPACING = 2;

export function autoLayout(level: DogBunnyLevel): DogBunnyLevel {
  const m = apart(level);
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
  let overflowed = false;
  const nodes: DogNode[] = m.nodes.map((n) => {
    if (n.x !== undefined && n.y !== undefined) return n;
    const l = layer.get(n.name) ?? 0;
    const x = l * SPACING;
    let row = rowInLayer.get(l) ?? 0;
    while (taken.has(`${x},${row * SPACING}`)) row++;
    rowInLayer.set(l, row + 1);
    const fits = x <= MAX_XY && row * SPACING <= MAX_XY;
    overflowed ||= !fits;
    const [px, py] = fits ? [x, row * SPACING] : firstFree(taken);
    taken.add(`${px},${py}`);
    return { name: n.name, x: px, y: py };
  });
  const placedHere = new Set(m.nodes.filter((n) => n.x === undefined || n.y === undefined).map((n) => n.name));
  // a large graph, or layers too many or too wide for the grid: layers' columns of dozens of
  // nodes ran edges across one another and through the nodes between; springs may do better,
  // or worse (a grid or a ring lies well in layers), so the less tangled of the two is kept
  let spread = nodes;
  if (overflowed || placedHere.size > LARGE_GRAPH) {
    const springs = springLayout(m, placedHere);
    if (tangle(springs, m.edges) < tangle(nodes, m.edges)) spread = springs;
  }
  return { ...m, nodes: untangle(spread, m.edges, placedHere) };
}

/**
 * The level with each node placed on a grid point an earlier node has (a text may place two
 * there; the editor never does) moved to the free point nearest it. Drawn on one another, one
 * node was hidden, and in the editor it could not be pressed: the point was the other's.
 */
function apart(m: DogBunnyLevel): DogBunnyLevel {
  const key = (n: DogNode) => (n.x === undefined || n.y === undefined ? null : `${n.x},${n.y}`);
  const taken = new Set(m.nodes.map(key).filter((k) => k !== null));
  if (taken.size === m.nodes.filter((n) => key(n) !== null).length) return m;
  const seen = new Set<string>();
  return {
    ...m,
    nodes: m.nodes.map((n) => {
      const k = key(n);
      if (k === null) return n;
      if (!seen.has(k)) {
        seen.add(k);
        return n;
      }
      const [x, y] = nearestFree(n.x!, n.y!, MAX_XY + 1, 1, taken);
      taken.add(`${x},${y}`);
      return { ...n, x, y };
    }),
  };
}

/** more nodes to lay out than this, and they are spread over the grid by springs, not put in layers */
const LARGE_GRAPH = 64;
/** the springs' rounds: enough for a graph of 256 nodes to settle, each round costing a pair of nodes a step */
const SPRING_ROUNDS = 50;
/** grid points between a large graph's nodes: room for a name under each (MAX_NODES of them fit, 21 × 21) */
const LATTICE_STEP = 3;
/** a large graph's lattice has this many points a node */
const LATTICE_ROOM = 1.7;

/**
 * A large graph laid out (the nodes in `movable`; the others stay where the level put them): the
 * nodes pushing each other apart and their edges pulling them together (Fruchterman and
 * Reingold), starting from a square filled in breadth-first order, then each put on the nearest
 * free point of a lattice as far apart as the grid allows (3 grid points for 256 nodes), so that
 * an edge is mostly short and runs by few nodes and words. Deterministic.
 */
function springLayout(m: DogBunnyLevel, movable: ReadonlySet<string>): DogNode[] {
  const n = m.nodes.length;
  const index = new Map(m.nodes.map((node, i) => [node.name, i]));
  const fixed = m.nodes.map((node) => !movable.has(node.name));
  // the lattice: LATTICE_STEP grid points apart, `side` points a row, with room to spare (fewer
  // points left free drew a graph of 256 nodes with a third more edges through nodes and crossing)
  const side = Math.min(Math.floor(MAX_XY / LATTICE_STEP) + 1, Math.ceil(Math.sqrt(n * LATTICE_ROOM)));
  const step = LATTICE_STEP;
  const extent = step * (side - 1);
  // breadth-first from the first node, so neighbours start near each other
  const order: number[] = [];
  const seen = new Uint8Array(n);
  const neighbours: number[][] = m.nodes.map(() => []);
  /** each edge's two ends, one after the other */
  const ends: number[] = [];
  for (const e of m.edges) {
    const [f, t] = [index.get(e.from), index.get(e.to)];
    if (f === undefined || t === undefined || f === t) continue;
    neighbours[f]!.push(t);
    neighbours[t]!.push(f);
    ends.push(f, t);
  }
  for (let root = 0; root < n; root++) {
    if (seen[root]) continue;
    seen[root] = 1;
    order.push(root);
    for (let i = order.length - 1; i < order.length; i++) for (const next of neighbours[order[i]!]!) if (!seen[next]) (seen[next] = 1), order.push(next);
  }
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const across = Math.ceil(Math.sqrt(n));
  order.forEach((v, k) => {
    const node = m.nodes[v]!;
    if (fixed[v]) [xs[v], ys[v]] = [node.x!, node.y!];
    else {
      // rows back and forth, so the order runs on unbroken
      const row = Math.floor(k / across);
      const col = row % 2 === 0 ? k % across : across - 1 - (k % across);
      [xs[v], ys[v]] = [(col * extent) / Math.max(1, across - 1), (row * extent) / Math.max(1, across - 1)];
    }
  });
  const ideal = extent / Math.sqrt(n);
  const ideal2 = ideal * ideal;
  const dx = new Float64Array(n);
  const dy = new Float64Array(n);
  for (let round = 0; round < SPRING_ROUNDS; round++) {
    dx.fill(0);
    dy.fill(0);
    // (plain arithmetic, no arrays made: this runs n² / 2 times a round)
    for (let i = 0; i < n; i++) {
      const xi = xs[i]!;
      const yi = ys[i]!;
      for (let j = i + 1; j < n; j++) {
        let ex = xi - xs[j]!;
        let ey = yi - ys[j]!;
        let d2 = ex * ex + ey * ey;
        // (two nodes at one point are pushed apart along a line of their own)
        if (d2 < 1e-6) {
          ex = (j - i) * 1e-3;
          ey = 1e-3;
          d2 = ex * ex + ey * ey;
        }
        // pushed apart by ideal² / d, along the unit vector: (ex, ey) · ideal² / d²
        const push = ideal2 / d2;
        dx[i]! += ex * push;
        dy[i]! += ey * push;
        dx[j]! -= ex * push;
        dy[j]! -= ey * push;
      }
    }
    for (let k = 0; k < ends.length; k += 2) {
      const f = ends[k]!;
      const t = ends[k + 1]!;
      const ex = xs[f]! - xs[t]!;
      const ey = ys[f]! - ys[t]!;
      // pulled together by d² / ideal: (ex, ey) · d / ideal
      const pull = Math.sqrt(ex * ex + ey * ey) / ideal;
      dx[f]! -= ex * pull;
      dy[f]! -= ey * pull;
      dx[t]! += ex * pull;
      dy[t]! += ey * pull;
    }
    // the most a node moves a round cools from a tenth of the square to nothing
    const most = (extent / 10) * (1 - round / SPRING_ROUNDS);
    for (let i = 0; i < n; i++) {
      if (fixed[i]) continue;
      const d = Math.hypot(dx[i]!, dy[i]!);
      if (d === 0) continue;
      const by = Math.min(d, most) / d;
      xs[i] = Math.max(0, Math.min(extent, xs[i]! + dx[i]! * by));
      ys[i] = Math.max(0, Math.min(extent, ys[i]! + dy[i]! * by));
    }
  }
  // onto the lattice, stretched to fill it: each node in breadth-first order takes the free point nearest it
  const movers = order.filter((v) => !fixed[v]);
  const [x0, y0] = [Math.min(...movers.map((v) => xs[v]!)), Math.min(...movers.map((v) => ys[v]!))];
  const [sx, sy] = [extent / Math.max(1e-9, Math.max(...movers.map((v) => xs[v]!)) - x0), extent / Math.max(1e-9, Math.max(...movers.map((v) => ys[v]!)) - y0)];
  const taken = new Set(m.nodes.filter((_, i) => fixed[i]).map((node) => `${node.x},${node.y}`));
  const at: [number, number][] = m.nodes.map((node) => [node.x ?? 0, node.y ?? 0]);
  for (const v of movers) {
    const [cx, cy] = [Math.round(((xs[v]! - x0) * sx) / step), Math.round(((ys[v]! - y0) * sy) / step)];
    at[v] = nearestFree(cx, cy, side, step, taken);
    taken.add(`${at[v][0]},${at[v][1]}`);
  }
  return m.nodes.map((node, i) => (fixed[i] ? node : { name: node.name, x: at[i]![0], y: at[i]![1] }));
}

/** edges looked at, at most, weighing how tangled a layout is: pairs of them are, so more would cost more than they tell */
const TANGLE_SAMPLE = 500;

/**
 * How tangled a layout is drawn, on an even sample of its edges (TANGLE_SAMPLE): each pair of
 * edges crossing, and three each time an edge runs through a node it does not join (that reads
 * as joining it).
 */
function tangle(nodes: readonly DogNode[], edges: readonly DogEdge[]): number {
  const at = new Map(nodes.map((n) => [n.name, n]));
  const stride = Math.max(1, edges.length / TANGLE_SAMPLE);
  const lines: { a: DogNode; b: DogNode }[] = [];
  for (let k = 0; k < edges.length; k += stride) {
    const e = edges[Math.floor(k)]!;
    const [a, b] = [at.get(e.from), at.get(e.to)];
    if (a && b && a !== b) lines.push({ a, b });
  }
  const turn = (p: DogNode, q: DogNode, r: DogNode) => Math.sign((q.x! - p.x!) * (r.y! - p.y!) - (q.y! - p.y!) * (r.x! - p.x!));
  let score = 0;
  for (let i = 0; i < lines.length; i++) {
    const { a, b } = lines[i]!;
    for (const n of nodes) if (n !== a && n !== b && through(n.x!, n.y!, a.x!, a.y!, b.x!, b.y!)) score += 3;
    for (let j = i + 1; j < lines.length; j++) {
      const { a: c, b: d } = lines[j]!;
      if (c === a || c === b || d === a || d === b) continue;
      if (turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0) score++;
    }
  }
  return score;
}

/** the free lattice point (`step` apart, `side` a row) nearest lattice point (cx, cy), ring by ring; else the grid's first free point */
function nearestFree(cx: number, cy: number, side: number, step: number, taken: ReadonlySet<string>): [number, number] {
  for (let r = 0; r < side; r++) {
    let best: [number, number] | null = null;
    let least = Infinity;
    for (let y = cy - r; y <= cy + r; y++) {
      for (let x = cx - r; x <= cx + r; x++) {
        if (Math.max(Math.abs(x - cx), Math.abs(y - cy)) !== r || x < 0 || y < 0 || x >= side || y >= side || taken.has(`${x * step},${y * step}`)) continue;
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        if (d < least) [least, best] = [d, [x * step, y * step]];
      }
    }
    if (best) return best;
  }
  return firstFree(taken);
}

/**
 * How close (in grid units) a node's centre may come to an edge between two others before the
 * edge is drawn through its circle (the board's radius is 22 of a grid point's 60, its stroke on top).
 */
const THROUGH = 0.45;
/** steps along edges looked at, at most, moving nodes: a dense graph of 256 nodes, laid out by springs, is untangled in some 30 ms (two cores, others' work running) */
const UNTANGLE_WORK = 600_000;
/** how far (grid points) a node is moved at most */
const REACH = 4;

/** does the segment (ax, ay)–(bx, by) pass within THROUGH of (px, py), not at one of its ends? */
function through(px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return false;
  const t = ((px - ax) * dx + (py - ay) * dy) / len2;
  if (t <= 0 || t >= 1) return false;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey < THROUGH * THROUGH;
}

/**
 * Moves the nodes laid out here (`movable`) off the edges drawn through them: layers put a
 * dense graph's nodes in a column, and an edge between two of them ran through every node
 * between, reading as if it joined them. Each such node, in turn, takes the free grid point
 * within REACH of it where the fewest edges run through it or from it through others, while
 * that is fewer; nodes the level placed stay where they are.
 */
function untangle(nodes: DogNode[], edges: readonly DogEdge[], movable: ReadonlySet<string>): DogNode[] {
  if (movable.size === 0 || edges.length === 0) return nodes;
  const index = new Map(nodes.map((n, i) => [n.name, i]));
  const xs = nodes.map((n) => n.x ?? 0);
  const ys = nodes.map((n) => n.y ?? 0);
  const SIDE = MAX_XY + 1;
  /** the node at each grid point, plus one (0: none) */
  const occupant = new Int32Array(SIDE * SIDE);
  nodes.forEach((_, i) => (occupant[ys[i]! * SIDE + xs[i]!] = i + 1));
  const ends: [number, number][] = [];
  for (const e of edges) {
    const [f, t] = [index.get(e.from), index.get(e.to)];
    if (f !== undefined && t !== undefined && f !== t) ends.push([f, t]);
  }
  const incident: [number, number][][] = nodes.map(() => []);
  for (const [f, t] of ends) {
    incident[f]!.push([f, t]);
    incident[t]!.push([f, t]);
  }
  let work = 0;
  /** each grid point it passes through (within THROUGH, not its ends), told to `at`; nodes lie on grid points, and only those either side of the edge, a step at a time along it, can be that close */
  const passed = (ax: number, ay: number, bx: number, by: number, at: (point: number) => void) => {
    const dx = bx - ax;
    const dy = by - ay;
    const steps = Math.max(Math.abs(dx), Math.abs(dy));
    work += steps;
    for (let i = 1; i < steps; i++) {
      const x = ax + (dx * i) / steps;
      const y = ay + (dy * i) / steps;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const x1 = Math.ceil(x);
      const y1 = Math.ceil(y);
      if (through(x0, y0, ax, ay, bx, by)) at(y0 * SIDE + x0);
      if ((x0 !== x1 || y0 !== y1) && through(x1, y1, ax, ay, bx, by)) at(y1 * SIDE + x1);
    }
  };
  /** how many edges pass through each grid point (kept as nodes move: the edges through a point are counted there, not looked for among them all) */
  const passes = new Int32Array(SIDE * SIDE);
  const count = (f: number, t: number, by: number) => passed(xs[f]!, ys[f]!, xs[t]!, ys[t]!, (p) => (passes[p]! += by));
  for (const [f, t] of ends) count(f, t, 1);
  /** the edges through node v were it at (px, py), and through other nodes from it */
  const clashes = (v: number, px: number, py: number) => {
    work += 1 + incident[v]!.length;
    let c = passes[py * SIDE + px]!;
    // (v's own edges, where it stands now, are not through it)
    for (const [f, t] of incident[v]!) if (through(px, py, xs[f]!, ys[f]!, xs[t]!, ys[t]!)) c--;
    for (const [f, t] of incident[v]!) {
      const o = f === v ? t : f;
      passed(px, py, xs[o]!, ys[o]!, (p) => {
        const q = occupant[p]! - 1;
        if (q >= 0 && q !== v && q !== o) c++;
      });
    }
    return c;
  };
  const moving = nodes.flatMap((n, i) => (movable.has(n.name) ? [i] : []));
  for (let moved = true; moved && work < UNTANGLE_WORK; ) {
    moved = false;
    for (const v of moving) {
      const [hx, hy] = [xs[v]!, ys[v]!];
      let least = clashes(v, hx, hy);
      if (least === 0) continue;
      let best = -1;
      for (let r = 1; r <= REACH && least > 0; r++)
        for (let y = Math.max(0, hy - r); y <= Math.min(MAX_XY, hy + r); y++)
          for (let x = Math.max(0, hx - r); x <= Math.min(MAX_XY, hx + r); x++) {
            if (Math.max(Math.abs(x - hx), Math.abs(y - hy)) !== r || occupant[y * SIDE + x]) continue;
            const c = clashes(v, x, y);
            if (c < least) [least, best] = [c, y * SIDE + x];
          }
      if (best >= 0) {
        occupant[hy * SIDE + hx] = 0;
        occupant[best] = v + 1;
        for (const [f, t] of incident[v]!) count(f, t, -1);
        [xs[v], ys[v]] = [best % SIDE, Math.floor(best / SIDE)];
        for (const [f, t] of incident[v]!) count(f, t, 1);
        moved = true;
      }
      if (work >= UNTANGLE_WORK) break;
    }
  }
  return nodes.map((n, i) => (movable.has(n.name) ? { name: n.name, x: xs[i]!, y: ys[i]! } : n));
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

// ---- where the board's words go ----------------------------------------------------------
// A node's name (and its goal) and an edge's condition are placed where they lie on the fewest
// edges, arrowheads, nodes and words already placed: a name below its node, else above, right
// or left; a condition beside its edge's middle, else a little along it, on either side, and
// never on its own arrowheads. Where its own size lies on something, a word may be wrapped (a
// name after a '-' or '_', a condition or a goal at a space), then drawn smaller, down to
// FONT_FLOOR and no smaller than the board's least readable size; and it is always wholly on
// the board. Sizes are estimated (each character a little wider than system fonts draw it), so
// this stays pure; the drawing adds a halo in the panel's colour under every word for what is
// left.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface LabelNode {
  x: number;
  y: number;
  /** the label's lines */
  lines: string[];
}
export interface LabelEdge extends Course {
  /** arrowheads at (x2, y2), and at (x1, y1) too where two-way */
  twoWay: boolean;
  /** the condition's text, or none */
  text?: string;
  /** the nodes it joins (their indices among the nodes placed), where known: a name an edge of another node runs through reads as on that edge */
  ends?: readonly number[];
}
export interface LabelSizes {
  /** a node's radius */
  r: number;
  nameFont: number;
  conditionFont: number;
  /** the board's size: words stay inside it */
  width: number;
  height: number;
  /** the least size a word may be drawn smaller to (board units: a size readable on the screen), where it is more than FONT_FLOOR of its own */
  leastFont?: number;
  /** the size (board units) under which a word drawn smaller costs SMALLER: the least readable size as much larger as the browser's font setting (a word may still be drawn down to `leastFont` where larger it lies on something) */
  readableFont?: number;
  /** a line round the board's grid drawn over the words (the editor's dashed frame of its cells): a word is kept from lying across it where it can */
  frame?: Box;
}
/** a placed label: its box, where its text is anchored (centre x, first baseline), its lines (a long one may be wrapped) and its size */
export interface Placed extends Box {
  cx: number;
  baseline: number;
  lines: string[];
  font: number;
  /** a condition's line to its own edge, where it lies as near another edge (a crowded board, nowhere clearer): from its box's side to the nearest point of its edge */
  leader?: Segment;
}

/** more words than this, and each word takes its first place (below its node, beside its edge's middle) */
export const LARGE = 150;
/** a large graph's places for a name: below its node, above, right, left */
const LARGE_PLACES = 4;
/** what a word lying on another word or on a node costs: more than lying on two edges and their arrowheads, which its halo leaves readable */
const ON_WORD = 45;
/** what a name costs lying on an edge of other nodes (ACROSS_OWN_NAME on its own node's): the edge reads as joining its node, and a tap on the edge there is the node's */
const ACROSS_NAME = 40;
/** what a name costs lying on an edge of its own node (a condition on an edge costs 10): more than a condition lying as near another edge as its own (NEARER_ANOTHER_EDGE), which then gives way (at 10, a 6 × 6 lattice's conditions, kept from other conditions' edges, pushed 9 names onto their nodes' edges) */
const ACROSS_OWN_NAME = 14;
/** what a word costs lying across the frame drawn over the board (more than an edge: the frame is drawn over the word's halo, through its letters) */
const ACROSS_FRAME = 40;
/** what a name costs lying nearer another node than its own: less than lying on an edge */
const NEARER_ANOTHER = 8;
/** how much nearer its own edge than another (board units, from the word's box) a condition is read as its own edge's */
const CLEARLY_NEARER = 6;
/**
 * what a condition costs lying as near another edge as its own (CLEARLY_NEARER): more than lying
 * on its own edge's middle, where its own line runs into the word from either side, or drawn under
 * the readable size. At 8, as a name's, a condition of a crossing graph the editor drew sat between
 * two edges, or by where they crossed, and read as the other's.
 */
const NEARER_ANOTHER_EDGE = 9.5;
/** what a condition costs touching its own edge (LEADER_FROM) and lying across another: more than drawn under the readable size with a line to its own (at NEARER_ANOTHER_EDGE, a crossing graph's 'if !d' at 1.6 times lay where two edges cross its own) */
const ACROSS_ANOTHER_EDGE = 14;
/** how much nearer its own edge than another (board units) a condition touching its own (LEADER_FROM) is read as its own edge's */
const TOUCHING_BOTH = 4;
/** what a condition costs whose middle is as near another edge as its own, though its box is clearly nearer its own: a little, less than a line to its own (WITH_LEADER), so that of two places free of all else the one that reads as its own is taken */
const MIDDLE_NEARER_ANOTHER = 2;
/** what a condition costs lying as near another edge as its own, far enough from its own for a line to it (leaderOf): a little, so that a place that needs none is liked better, and less than a name pushed off its place */
const WITH_LEADER = 3;
/** what a word costs drawn under the readable size and under its own: more than lying nearer another's node or edge, or beside another word, less than across an edge (at 24 px a phone drew 'carrot (goal: bunny)' 12 px, not 15, for a place that read a little as another node's) */
const SMALLER = 9;
/** what a condition costs on its own edge's middle (its last places, offered where the words are wanted larger than their least size: a large font): a little less than drawn under the readable size, more than reading a little as another's; its halo hides its own edge's line under it, no other's */
const ON_OWN_EDGE = 8.5;
/** does a box lie on a circle? */
const onCircle = (c: { x: number; y: number }, r: number, b: Box) => Math.hypot(c.x - Math.max(b.x, Math.min(c.x, b.x + b.w)), c.y - Math.max(b.y, Math.min(c.y, b.y + b.h))) < r;
/** how far apart (board units) two words side by side on one line are read as two */
const SIDE_GAP = 8;
/** an arrowhead's length along its edge (the marker: 7 stroke widths of 2) */
const HEAD = 14;
const LINE = 1.2;
/** an edge's box reaches this far past its line: its arrowheads and a halo */
const EDGE_PAD = HEAD / 2 + 4;
/** a character's width in em, a little over what system fonts draw: narrow ones, capitals and m/w, the rest */
const charWidth = (ch: string) => ('ifjlrt!()-: '.includes(ch) ? 0.36 : /[A-Zmw]/.test(ch) ? 0.8 : 0.6);
const textWidth = (line: string) => [...line].reduce((w, ch) => w + charWidth(ch), 0);
const textBox = (lines: readonly string[], font: number) => ({ w: Math.max(...lines.map((l) => textWidth(l.trimEnd()))) * font + 4, h: lines.length * font * LINE });
/** the least a word is drawn at where its own size lies on something, as a share of that size */
export const FONT_FLOOR = 0.6;

/**
 * A line in two at the break nearest its middle: after a '-' or '_' of a name, or at a space
 * (kept at the end of the first line, which the drawing does not show); null where it has none.
 */
export function wrapLine(line: string): [string, string] | null {
  let at = -1;
  for (let i = 1; i < line.length - 1; i++) if ('-_ '.includes(line[i]!) && (at < 0 || Math.abs(i + 1 - line.length / 2) < Math.abs(at - line.length / 2))) at = i + 1;
  return at < 0 ? null : [line.slice(0, at), line.slice(at)];
}

/**
 * A word's forms, most liked first: its lines at its own size, wrapped, then smaller down to
 * FONT_FLOOR, each shape again. A name's goal line may be wrapped too, in two and at each space:
 * '(goal: bunny)' is wider than a grid point, and goals side by side in a row of nodes one point
 * apart lay on each other, or on nodes, with no room above or below them for a second line.
 */
function forms(lines: readonly string[], font: number, least = 0): { lines: string[]; font: number }[] {
  const wrapped = wrapLine(lines[0]!);
  const names = [[lines[0]!], ...(wrapped ? [wrapped] : [])];
  const goal = lines[1] === undefined ? null : wrapLine(lines[1]);
  const atEachSpace = lines[1]?.split(/(?<= )/) ?? [];
  const goals = [lines.slice(1), ...(goal ? [goal] : []), ...(atEachSpace.length > 2 ? [atEachSpace] : [])];
  const shapes = goals.flatMap((g) => names.map((n) => [...n, ...g]));
  const fonts = [1, 0.9, 0.8, 0.7, FONT_FLOOR].map((f) => Math.round(font * f * 10) / 10).filter((f, i) => i === 0 || f >= least);
  return fonts.flatMap((f) => shapes.map((l) => ({ lines: l, font: f })));
}

/** does a segment cross a box (Liang–Barsky)? */
export const crosses = (s: Segment, b: Box) => crossesSpan(s, b.x, b.y, b.x + b.w, b.y + b.h);
/** does a segment cross the box from (x0, y0) to (x1, y1)? (no arrays or boxes made: the words' search asks this some millions of times) */
function crossesSpan(s: Segment, x0: number, y0: number, x1: number, y1: number): boolean {
  // (most segments looked at lie wholly to one side of the box: an arrowhead's four, a long edge's box reaching words far from its line)
  if (Math.max(s.x1, s.x2) < x0 || Math.min(s.x1, s.x2) > x1 || Math.max(s.y1, s.y2) < y0 || Math.min(s.y1, s.y2) > y1) return false;
  let [t0, t1] = [0, 1];
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  for (let side = 0; side < 4; side++) {
    const p = side === 0 ? -dx : side === 1 ? dx : side === 2 ? -dy : dy;
    const q = side === 0 ? s.x1 - x0 : side === 1 ? x1 - s.x1 : side === 2 ? s.y1 - y0 : y1 - s.y1;
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}
/** does a segment of `segments` cross the box from (x0, y0) to (x1, y1)? */
const anyCrosses = (segments: readonly Segment[], x0: number, y0: number, x1: number, y1: number) => {
  for (const s of segments) if (crossesSpan(s, x0, y0, x1, y1)) return true;
  return false;
};
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** the arrowhead at (x2, y2) of an edge: its outline (HEAD long, HEAD / 2 either side) and its axis, as segments */
const headAt = (x1: number, y1: number, x2: number, y2: number): Segment[] => {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
  const [bx, by] = [x2 - ux * HEAD, y2 - uy * HEAD];
  const [sx, sy] = [(-uy * HEAD) / 2, (ux * HEAD) / 2];
  const tip = (x: number, y: number): Segment => ({ x1: x, y1: y, x2, y2 });
  return [tip(bx, by), tip(bx + sx, by + sy), tip(bx - sx, by - sy), { x1: bx + sx, y1: by + sy, x2: bx - sx, y2: by - sy }];
};
/** an edge's arrowheads, as short segments (a bent edge's point along its last piece) */
export const arrowheads = (e: LabelEdge): Segment[] => {
  const from = e.via?.[e.via.length - 1] ?? { x: e.x1, y: e.y1 };
  const to = e.via?.[0] ?? { x: e.x2, y: e.y2 };
  return [...headAt(from.x, from.y, e.x2, e.y2), ...(e.twoWay ? headAt(to.x, to.y, e.x1, e.y1) : [])];
};

export function placeLabels(nodes: readonly LabelNode[], edges: readonly LabelEdge[], size: LabelSizes): { nodes: Placed[]; edges: (Placed | null)[]; clashes: number } {
  const circles: Box[] = nodes.map((n) => ({ x: n.x - size.r, y: n.y - size.r, w: 2 * size.r, h: 2 * size.r }));
  const heads = edges.map(arrowheads);
  /** each edge's arrowheads' box (x0, y0, x1, y1): most words an edge's box reaches lie far from its heads, which are then not looked at segment by segment */
  const headBoxes = heads.map((segments) => {
    const xs = segments.flatMap((s) => [s.x1, s.x2]);
    const ys = segments.flatMap((s) => [s.y1, s.y2]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  });
  /** each edge's box, its arrowheads and a halo's width included */
  const edgeBoxes: Box[] = edges.map((e) => {
    const pad = EDGE_PAD;
    const xs = [e.x1, e.x2, ...(e.via ?? []).map((p) => p.x)];
    const ys = [e.y1, e.y2, ...(e.via ?? []).map((p) => p.y)];
    return { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, w: Math.max(...xs) - Math.min(...xs) + 2 * pad, h: Math.max(...ys) - Math.min(...ys) + 2 * pad };
  });
  const pieces = edges.map(coursePieces);
  const f = size.frame;
  const frameSides: Segment[] = f ? coursePieces({ x1: f.x, y1: f.y, x2: f.x, y2: f.y, via: [{ x: f.x + f.w, y: f.y }, { x: f.x + f.w, y: f.y + f.h }, { x: f.x, y: f.y + f.h }] }) : [];
  /** for each word, the edges, nodes and words any of its places could lie on (a large graph then costs little more a word than a small one) */
  let near: { edges: number[]; circles: number[]; words: number[] }[] = [];
  /**
   * Does another edge run as near the word's middle as its own (within CLEARLY_NEARER)? A wide word beside a diagonal
   * touches it by a corner only, its letters a good way off: Bridge's 'if kennel', by its corner
   * on its own edge, had its middle nearer the edge below it, and read as that one's.
   */
  const middleNearerAnother = (cx: number, cy: number, own: number, close: readonly number[]) => {
    const at: Box = { x: cx, y: cy, w: 0, h: 0 };
    const from = (i: number) => Math.min(...pieces[i]!.map((s) => boxGap(at, s)));
    const mine = from(own);
    return close.some((i) => i !== own && from(i) < mine + CLEARLY_NEARER);
  };
  /**
   * What a box at b costs word `self` for lying nearer another's node or edge than its own:
   * between two rows of a dense lattice a name below one node lay as near the node under it, and
   * of two edges with the same condition bent apart, a word between them read as either's.
   */
  const ambiguity = (b: Box, self: number, own: number | undefined, close: { edges: number[]; circles: number[] }) => {
    const [cx, cy] = [b.x + b.w / 2, b.y + b.h / 2];
    if (own === undefined) {
      const mine = nodes[self]!;
      const d = Math.hypot(mine.x - cx, mine.y - cy);
      return close.circles.some((i) => i !== self && Math.hypot(nodes[i]!.x - cx, nodes[i]!.y - cy) < d) ? NEARER_ANOTHER : 0;
    }
    // (measured from the word's box, not its middle: a wide word beside one edge reached across
    // half the gap to the next, and a word in the corner where two edges cross was read as
    // nearer its own by its middle)
    const from = (i: number) => {
      let least = Infinity;
      for (const s of pieces[i]!) least = Math.min(least, boxGap(b, s));
      return least;
    };
    const d = from(own);
    // (its own line runs through it: it reads as that line's, unless another runs through it too)
    if (d === 0) {
      for (const i of close.edges) if (i !== own && anyCrosses(pieces[i]!, b.x, b.y, b.x + b.w, b.y + b.h)) return ACROSS_ANOTHER_EDGE;
      return 0;
    }
    /** at least how far the edge's line is from the box: its box's (edgeBoxes, less the pad) */
    const surelyFar = (i: number) => {
      const e = edgeBoxes[i]!;
      const gx = Math.max(0, e.x + EDGE_PAD - (b.x + b.w), b.x - (e.x + e.w - EDGE_PAD));
      const gy = Math.max(0, e.y + EDGE_PAD - (b.y + b.h), b.y - (e.y + e.h - EDGE_PAD));
      return Math.hypot(gx, gy) >= d + CLEARLY_NEARER;
    };
    let nearest = Infinity;
    // (touching its own edge, edges with no condition too: Bridge's 'if kennel', in the corner where
    // two cross, read as either's; further off, they cost nothing, a line to its own edge telling them apart: leaderOf)
    const touching = d <= LEADER_FROM;
    for (const i of close.edges) if (i !== own && (touching || edges[i]!.text !== undefined) && !surelyFar(i) && (nearest = Math.min(nearest, from(i))) === 0) break;
    // (a word touching its own edge is read as another's only where it touches that one about as closely: the corner where two cross)
    if (nearest >= d + (d > LEADER_FROM ? CLEARLY_NEARER : TOUCHING_BOTH)) return middleNearerAnother(cx, cy, own, close.edges) ? MIDDLE_NEARER_ANOTHER : 0;
    // (further than LEADER_FROM from its own edge, a line is drawn to it, leaderOf, even across
    // another: where every place lies on an edge, that reads as its own, where touching it did not)
    return d > LEADER_FROM ? WITH_LEADER : nearest === 0 ? ACROSS_ANOTHER_EDGE : NEARER_ANOTHER_EDGE;
  };
  // What a box costs a word is in three parts, the first two the same wherever the other words
  // are: what it lies on of the drawing (edges, arrowheads, nodes, the board's edge), whether it
  // reads as another's, and the words placed it lies on. The first two are found once an option
  // (at most: one past the cheapest found is not looked at), not again on each pass over the
  // words, and the options are numbers in arrays, not objects: the 6 × 6 lattice's 96 words,
  // some 400 options each, took 225 ms when each pass weighed every option whole, and the editor
  // placed them again on each edit.
  /** what a box (x, y, w, h) costs word `self` lying on the drawing: each edge, arrowhead or node it lies on, and leaving the board; counted no further than `bound` */
  const lying = (x: number, y: number, w: number, h: number, self: number, own: number | undefined, bound: number) => {
    // (the halo's sides: a word's box and a unit round it; plain numbers, as in onWords: these run some 10,000 times a search)
    const x0 = x - 1;
    const y0 = y - 1;
    const x1 = x0 + (w + 2);
    const y1 = y0 + (h + 2);
    const close = near[self]!;
    let c = x < 0 || y < 0 || x + w > size.width || y + h > size.height ? 50 : 0;
    // (a node is its circle, not the square round it: nodes a grid point apart leave words room between their corners)
    const r2 = size.r * size.r;
    for (const i of close.circles) {
      const n = nodes[i]!;
      const dx = n.x - Math.max(x0, Math.min(n.x, x1));
      const dy = n.y - Math.max(y0, Math.min(n.y, y1));
      if (dx * dx + dy * dy < r2) c += ON_WORD;
    }
    if (c >= bound) return c;
    if (own !== undefined && anyCrosses(heads[own]!, x - 3, y - 3, x - 3 + (w + 6), y - 3 + (h + 6))) c += 20;
    if (frameSides.length > 0 && anyCrosses(frameSides, x0, y0, x1, y1)) c += ACROSS_FRAME;
    for (const i of close.edges) {
      const e = edgeBoxes[i]!;
      if (i === own || !(e.x < x1 && x0 < e.x + e.w && e.y < y1 && y0 < e.y + e.h)) continue;
      if (anyCrosses(pieces[i]!, x0, y0, x1, y1)) c += own !== undefined ? 10 : edges[i]!.ends && !edges[i]!.ends!.includes(self) ? ACROSS_NAME : ACROSS_OWN_NAME;
      const hb = headBoxes[i]!;
      if (hb[0] <= x1 && hb[2] >= x0 && hb[1] <= y1 && hb[3] >= y0 && anyCrosses(heads[i]!, x0, y0, x1, y1)) c += 10;
      if (c >= bound) return c;
    }
    return c;
  };
  /** what a box (x, y, w, h) costs word `self` lying on the words placed, counted no further than `bound` */
  const onWords = (x: number, y: number, w: number, h: number, self: number, bound = Infinity) => {
    const x0 = x - 1;
    const y0 = y - 1;
    const x1 = x0 + (w + 2);
    const y1 = y0 + (h + 2);
    // (two words side by side on one line, a space or so apart, read as one: 'b (goal: bunny)' named b the goal, where it was c's second line)
    const sx0 = x - SIDE_GAP;
    const sy0 = y + h / 4;
    const sx1 = sx0 + (w + 2 * SIDE_GAP);
    const sy1 = sy0 + h / 2;
    let c = 0;
    for (const k of near[self]!.words) {
      const i = placed[k]!;
      if (i < 0) continue;
      const b = words[k]!.boxes;
      const ox0 = b[4 * i]!;
      const oy0 = b[4 * i + 1]!;
      const ox1 = ox0 + b[4 * i + 2]!;
      const oy1 = oy0 + b[4 * i + 3]!;
      if (ox0 < x1 && x0 < ox1 && oy0 < y1 && y0 < oy1) c += ON_WORD;
      else if (ox0 < sx1 && sx0 < ox1 && oy0 < sy1 && sy0 < oy1) c += 6;
      if (c >= bound) break;
    }
    return c;
  };
  /**
   * A word's options, most liked first: their boxes (x, y, w, h: four numbers an option), the
   * form each is drawn in, and what each lies on of the drawing and whether it reads as
   * another's (NaN until first asked); and the edge it belongs to.
   */
  interface Word {
    boxes: number[];
    forms: { lines: string[]; font: number }[];
    form: number[];
    lies: Float64Array;
    /** what each option was found to lie on at least, where it was counted no further than it had to be (its `lies` NaN) */
    atLeast: Float64Array;
    readAs: Float64Array;
    /** what each option costs for its form and place alone: drawn under the readable size, on its own edge */
    costs: number[];
    own?: number;
  }
  const words: Word[] = [];
  /** the option of each word placed (nodes' names, then edges' conditions; none yet: -1) */
  let placed = new Int32Array(0);
  /**
   * The lying cost of word `self`'s option i, found once; or, where it is `bound` or more, as much
   * of it as shows that (a tangled graph's long edges reach most words, and most options of a
   * word that lies on something lie on more than the best found: counting each whole was most of
   * the search)
   */
  const liesOf = (self: number, i: number, bound = Infinity) => {
    const { boxes, lies, atLeast, own } = words[self]!;
    if (!Number.isNaN(lies[i]!)) return lies[i]!;
    if (atLeast[i]! >= bound) return atLeast[i]!;
    const c = lying(boxes[4 * i]!, boxes[4 * i + 1]!, boxes[4 * i + 2]!, boxes[4 * i + 3]!, self, own, bound);
    if (c >= bound) atLeast[i] = c;
    else lies[i] = c;
    return c;
  };
  /** the option of word `self` that costs least where the others are now, and its cost */
  const best = (self: number) => {
    const { boxes, readAs, own, costs } = words[self]!;
    let pick = 0;
    let least = Infinity;
    for (let i = 0; 4 * i < boxes.length; i++) {
      // the earlier an option, the likelier: a small tie-break (under 1 for the most options a word has: `clashes` floors it away)
      const tie = i * 0.001;
      if (least < tie) break;
      // (a bound a little over what it must stay under: one it reaches is then surely too much)
      const lies = liesOf(self, i, least - tie + 1e-6);
      if (lies + tie >= least) continue;
      const x = boxes[4 * i]!;
      const y = boxes[4 * i + 1]!;
      const w = boxes[4 * i + 2]!;
      const h = boxes[4 * i + 3]!;
      let c = lies + onWords(x, y, w, h, self, least - tie - lies);
      if (c + tie >= least) continue;
      if (Number.isNaN(readAs[i]!)) readAs[i] = ambiguity({ x, y, w, h }, self, own, near[self]!) + costs[i]!;
      c += readAs[i]!;
      if (c + tie < least) [least, pick] = [c + tie, i];
    }
    return { pick, least };
  };
  // A large graph (read zoomed in) is not searched: that would cost it seconds. Each of its words
  // has a few places at its own size (all sizes and shapes took 70 ms to list for 450 words),
  // and takes the first where no node or word placed before it lies (placeLarge)
  const count = nodes.length + edges.filter((e) => e.text).length;
  const large = count > LARGE;
  const onEdges = (size.readableFont ?? 0) > (size.leastFont ?? 0);
  const formsOf = (lines: readonly string[], font: number) => forms(lines, font, size.leastFont).slice(0, large ? 1 : undefined);
  /** a word whose options are those `at` gives each of its forms (box corners, each moved onto the board where it would leave it: a word cut off at the board's edge cannot be read) */
  const word = (lines: readonly string[], font: number, at: (w: number, h: number, add: (x: number, y: number, cost?: number) => void) => void, own?: number) => {
    const drawn = formsOf(lines, font);
    const boxes: number[] = [];
    const form: number[] = [];
    const costs: number[] = [];
    drawn.forEach((f, k) => {
      const { w, h } = textBox(f.lines, f.font);
      // (smaller than readable, and than its own size: a word whose own size is under the readable
      // size, the words grown as far as they go, lost nothing drawn smaller still, and at 24 px a
      // phone drew Two bunnies' 'if patch-1' 10.2 px, its other words 14.6)
      const small = f.font < Math.min(size.readableFont ?? 0, font) ? SMALLER : 0;
      at(w, h, (x, y, cost = 0) => {
        boxes.push(Math.max(0, Math.min(x, size.width - w)), Math.max(0, Math.min(y, size.height - h)), w, h);
        form.push(k);
        costs.push(small + cost);
      });
    });
    const lies = new Float64Array(form.length).fill(NaN);
    words.push({ boxes, forms: drawn, form, lies, atLeast: new Float64Array(form.length), readAs: lies.slice(), costs, own });
    return words.length - 1;
  };
  // a name: below its node, above, right, left, a little along below and above, by its corners (where the edges at a right angle leave room), further along
  const gap = 3;
  const d = size.r * 0.72 + gap;
  nodes.forEach((n) =>
    word(n.lines, size.nameFont, (w, h, add) => {
      const [below, above] = [n.y + size.r + gap, n.y - size.r - gap - h];
      const places: [number, number][] = [
        [n.x - w / 2, below],
        [n.x - w / 2, above],
        [n.x + size.r + gap, n.y - h / 2],
        [n.x - size.r - gap - w, n.y - h / 2],
        [n.x - w / 2 + w / 3, below],
        [n.x - w / 2 - w / 3, below],
        [n.x - w / 2 + w / 3, above],
        [n.x - w / 2 - w / 3, above],
        [n.x + d, n.y + d],
        [n.x - d - w, n.y + d],
        [n.x + d, n.y - d - h],
        [n.x - d - w, n.y - d - h],
        [n.x - w / 2 + w / 2, below],
        [n.x - w / 2 - w / 2, below],
        [n.x - w / 2 + w / 2, above],
        [n.x - w / 2 - w / 2, above],
      ];
      for (const [x, y] of places.slice(0, large ? LARGE_PLACES : undefined)) add(x, y);
    }),
  );
  /** the word of each edge with a condition */
  const wordOf = edges.map((e, index) => {
    if (!e.text) return null;
    const len = Math.hypot(e.x2 - e.x1, e.y2 - e.y1) || 1;
    const [ux, uy] = [(e.x2 - e.x1) / len, (e.y2 - e.y1) / len];
    const [nx, ny] = [-uy, ux];
    // (the points along the edge, found once for all the word's forms)
    const points = (large ? [0.5, 0.4, 0.6] : [0.5, 0.45, 0.55, 0.4, 0.6, 0.35, 0.65, 0.3, 0.7, 0.25, 0.75]).map((t) => along(e, t));
    return word(
      [e.text],
      size.conditionFont,
      (w, h, add) => {
        // just clear of the edge: half the box's extent across it, and a little more
        const off = (w / 2) * Math.abs(nx) + (h / 2) * Math.abs(ny) + 3;
        // nearest the middle first; then further out, clear of arrowheads (7 units either side of the edge)
        for (const away of large ? [off] : [off, off + 6, off + 12]) {
          for (const on of points) {
            for (const side of [1, -1]) add(on.x + nx * away * side - w / 2, on.y + ny * away * side - h / 2);
          }
        }
        // last, on the edge, where a large font wants the words larger (Two bunnies drawn turned on a phone: a vertical edge
        // between two others 120 units apart left 38 beside it, and 'if !hedge !barn' was drawn 10 px among words of 14)
        if (!large && onEdges) for (const on of points) add(on.x - w / 2, on.y - h / 2, ON_OWN_EDGE);
      },
      index,
    );
  });
  placed = new Int32Array(words.length).fill(-1);
  // each word in turn where it lies on least; then each again, the others placed, once
  let chosen: { pick: number; least: number }[];
  if (!large) {
    const reach = words.map(({ boxes }) => {
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let i = 0; i < boxes.length; i += 4) {
        [x0, y0] = [Math.min(x0, boxes[i]!), Math.min(y0, boxes[i + 1]!)];
        [x1, y1] = [Math.max(x1, boxes[i]! + boxes[i + 2]!), Math.max(y1, boxes[i + 1]! + boxes[i + 3]!)];
      }
      const [x, y] = [x0 - 2 - SIDE_GAP, y0 - 2];
      return { x, y, w: x1 + 2 + SIDE_GAP - x, h: y1 + 2 - y };
    });
    const indices = (n: number) => Array.from({ length: n }, (_, i) => i);
    near = reach.map((r, k) => ({
      edges: indices(edges.length).filter((i) => overlaps(edgeBoxes[i]!, r)),
      circles: indices(circles.length).filter((i) => overlaps(circles[i]!, r)),
      words: indices(words.length).filter((j) => j !== k && overlaps(reach[j]!, r)),
    }));
    // names first, then conditions first, the better kept: each order may leave a word where the
    // first placed took its room (a name below a node pushed a pair of edges' condition between
    // them; a condition below a node pushed its name onto an edge), and a second pass moves neither
    const place = (order: readonly number[]) => {
      placed.fill(-1);
      for (let pass = 0; pass < 2; pass++) for (const k of order) placed[k] = best(k).pick;
      const chosen = words.map((_, k) => best(k));
      return { chosen, total: chosen.reduce((sum, c) => sum + c.least, 0) };
    };
    const namesFirst = [...words.keys()];
    const conditionsFirst = [...namesFirst.slice(nodes.length), ...namesFirst.slice(0, nodes.length)];
    // (both for any graph searched, not up to 60 words: what an option lies on of the drawing is
    // found once for the two, so the second adds some 30%, where it was a whole search again; the
    // 6 × 6 lattice's 96 words, conditions first, left 12 names across their own edges)
    chosen = [place(namesFirst), place(conditionsFirst)].sort((a, b) => a.total - b.total)[0]!.chosen;
  } else {
    const boxOf = ({ boxes }: Word, i: number): Box => ({ x: boxes[4 * i]!, y: boxes[4 * i + 1]!, w: boxes[4 * i + 2]!, h: boxes[4 * i + 3]! });
    const options = words.map((w) => ({ options: w.form.map((_, i) => ({ box: boxOf(w, i), i })) }));
    chosen = placeLarge(options, circles, size.r).map(({ i }) => ({ pick: i, least: 0 }));
  }
  chosen.forEach(({ pick }, k) => (placed[k] = pick));
  const withLeader = (p: Placed, i: number, close: readonly number[]) => leaderOf(p, pieces[i]!, close.filter((j) => j !== i).map((j) => pieces[j]!));
  const at = (k: number): Placed => {
    const { boxes, forms, form } = words[k]!;
    const i = chosen[k]!.pick;
    const [x, y, w, h] = [boxes[4 * i]!, boxes[4 * i + 1]!, boxes[4 * i + 2]!, boxes[4 * i + 3]!];
    const { lines, font } = forms[form[i]!]!;
    return { x, y, w, h, cx: x + w / 2, baseline: y + font * (LINE / 2 + 0.35), lines, font };
  };
  return {
    nodes: nodes.map((_, k) => at(k)),
    edges: wordOf.map((k, i) => (k === null ? null : withLeader(at(k), i, large ? [] : near[k]!.edges))),
    // (what the words lie on: a word nearer another's node or edge is placed elsewhere where it can, but lies on nothing)
    clashes: large
      ? 0
      : chosen.reduce((sum, { pick: i }, k) => {
          const b = words[k]!.boxes;
          return sum + Math.floor(liesOf(k, i) + onWords(b[4 * i]!, b[4 * i + 1]!, b[4 * i + 2]!, b[4 * i + 3]!, k));
        }, 0),
  };
}

/** how far (board units) a condition lies from its own edge at least before a line to it is drawn, where it lies as near another: nearer, it touches its own */
const LEADER_FROM = 4;

/**
 * A condition placed, with a line (`leader`) to its own edge (`edges[own]`), where it lies within
 * CLEARLY_NEARER as near another of the edges `close` (indices) and more than LEADER_FROM from its own:
 * between two edges a grid point apart, a lattice's condition read as either's.
 */
function leaderOf(p: Placed, own: readonly Segment[], others: readonly (readonly Segment[])[]): Placed {
  const gapTo = (pieces: readonly Segment[]) => Math.min(...pieces.map((s) => boxGap(p, s)));
  const mine = gapTo(own);
  if (mine <= LEADER_FROM || !others.some((o) => gapTo(o) < mine + CLEARLY_NEARER)) return p;
  // from the box's middle to the nearest point of its edge, drawn from where that leaves the box
  const [cx, cy] = [p.x + p.w / 2, p.y + p.h / 2];
  let to = { x: cx, y: cy };
  let least = Infinity;
  for (const s of own) {
    const [dx, dy] = [s.x2 - s.x1, s.y2 - s.y1];
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - s.x1) * dx + (cy - s.y1) * dy) / len2));
    const q = { x: s.x1 + t * dx, y: s.y1 + t * dy };
    const d = Math.hypot(q.x - cx, q.y - cy);
    if (d < least) [least, to] = [d, q];
  }
  const [dx, dy] = [to.x - cx, to.y - cy];
  const out = Math.min(dx === 0 ? Infinity : p.w / 2 / Math.abs(dx), dy === 0 ? Infinity : p.h / 2 / Math.abs(dy));
  return { ...p, leader: { x1: cx + dx * out, y1: cy + dy * out, x2: to.x, y2: to.y } };
}

/**
 * A large graph's words, each in turn at the first of its places that lies on no node and no
 * word placed before it, else where it lies on fewest. What lies where is kept in the cells of a
 * coarse grid, so a word looks only at its neighbours.
 */
function placeLarge<O extends { box: Box }>(words: readonly { options: readonly O[] }[], circles: readonly Box[], r: number): O[] {
  const isCircle = new Set(circles);
  const CELL = 60;
  const cells = new Map<number, Box[]>();
  const cellsOf = (b: Box) => {
    const out: number[] = [];
    for (let y = Math.floor(b.y / CELL); y <= Math.floor((b.y + b.h) / CELL); y++) for (let x = Math.floor(b.x / CELL); x <= Math.floor((b.x + b.w) / CELL); x++) out.push(y * 4096 + x);
    return out;
  };
  const add = (b: Box) => {
    for (const k of cellsOf(b)) cells.get(k)?.push(b) ?? cells.set(k, [b]);
  };
  circles.forEach(add);
  return words.map(({ options }) => {
    let pick = options[0]!;
    let least = Infinity;
    for (const o of options) {
      const halo: Box = { x: o.box.x - 1, y: o.box.y - 1, w: o.box.w + 2, h: o.box.h + 2 };
      const on = new Set<Box>();
      for (const k of cellsOf(halo)) for (const b of cells.get(k) ?? []) if (isCircle.has(b) ? onCircle({ x: b.x + r, y: b.y + r }, r, halo) : overlaps(b, halo)) on.add(b);
      if (on.size < least) [least, pick] = [on.size, o];
      if (least === 0) break;
    }
    add(pick.box);
    return pick;
  });
}

/** an edge drawn from circle to circle (radius r) */
export function edgeLine(a: { x: number; y: number }, b: { x: number; y: number }, r: number): Segment {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  return { x1: a.x + ux * r, y1: a.y + uy * r, x2: b.x - ux * r, y2: b.y - uy * r };
}

/** An edge's course on the board, from its start node's circle to its end node's: straight, or bent at the points `via`. */
export interface Course extends Segment {
  via?: { x: number; y: number }[];
}
/** a course's straight pieces: itself, or those between its bends */
export function coursePieces(c: Course): Segment[] {
  const points = [{ x: c.x1, y: c.y1 }, ...(c.via ?? []), { x: c.x2, y: c.y2 }];
  return points.slice(1).map((p, k) => ({ x1: points[k]!.x, y1: points[k]!.y, x2: p.x, y2: p.y }));
}
/** the point a share t of the way along a course, by its length */
export function along(c: Course, t: number): { x: number; y: number } {
  const pieces = coursePieces(c);
  const lengths = pieces.map((s) => Math.hypot(s.x2 - s.x1, s.y2 - s.y1));
  let left = t * lengths.reduce((a, b) => a + b, 0);
  for (const [k, s] of pieces.entries()) {
    const len = lengths[k]!;
    if (left <= len || k === pieces.length - 1) {
      const u = len === 0 ? 0 : Math.min(1, left / len);
      return { x: s.x1 + (s.x2 - s.x1) * u, y: s.y1 + (s.y2 - s.y1) * u };
    }
    left -= len;
  }
  return { x: c.x1, y: c.y1 };
}

/** how far apart, at their bends (board units), edges joining the same two nodes are drawn: two grips a finger wide fit between nodes a grid point apart */
const PARALLEL_GAP = 32;
/** how far clear of a node (board units, past its radius) an edge that does not join it is drawn */
const CLEAR = 5;
/** how far past the outer nodes a bend may go: within the grid point's margin the board draws round them, an arrowhead's width short of its edge (a bend further out was cut off there) */
const BEYOND = 45;

/** the least distance from a box to a segment (0 where it crosses it) */
function boxGap(b: Box, s: Segment): number {
  if (crosses(s, b)) return 0;
  const [x1, y1] = [b.x + b.w, b.y + b.h];
  const toBox = (x: number, y: number) => Math.hypot(x - Math.max(b.x, Math.min(x, x1)), y - Math.max(b.y, Math.min(y, y1)));
  return Math.min(distance(b.x, b.y, s), distance(x1, b.y, s), distance(b.x, y1, s), distance(x1, y1, s), toBox(s.x1, s.y1), toBox(s.x2, s.y2));
}

/** the least distance from (px, py) to the segment */
function distance(px: number, py: number, s: Segment): number {
  const [dx, dy] = [s.x2 - s.x1, s.y2 - s.y1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / len2));
  return Math.hypot(s.x1 + t * dx - px, s.y1 + t * dy - py);
}

/** a bend tried: at the middle, `off` across the line (a V); or `off` across it for all but a node's radius at either end (a bracket, which passes a row of nodes close) */
type Bend = { off: number; bracket?: boolean };

/**
 * Each edge's course. Drawn straight from centre to centre, an edge ran under a node it does not
 * join (three nodes in a row: the long edge lay wholly on the two short ones and the middle node,
 * seen nowhere and, in the editor, pressed nowhere), and two edges joining the same nodes (a -> b
 * and b -> a) lay on each other, read as one two-way edge and pressed one at a time with nothing
 * saying a second lay under the first. Those edges are bent: edges joining the same two nodes
 * PARALLEL_GAP apart at their middles, and an edge through a node by the first bend tried (a V,
 * then a bracket along a row of nodes, then wider Vs) that clears every node it does not join by
 * CLEAR and stays within BEYOND of the outer nodes; else the one that clears them most.
 */
export function edgeCourses(level: DogBunnyLevel, at: (node: string) => { x: number; y: number }, r: number): Course[] {
  const centres = level.nodes.map((n) => ({ name: n.name, ...at(n.name) }));
  const room = {
    x0: Math.min(...centres.map((n) => n.x)) - BEYOND,
    x1: Math.max(...centres.map((n) => n.x)) + BEYOND,
    y0: Math.min(...centres.map((n) => n.y)) - BEYOND,
    y1: Math.max(...centres.map((n) => n.y)) + BEYOND,
  };
  const pairOf = (e: DogEdge) => (e.from < e.to ? `${e.from} ${e.to}` : `${e.to} ${e.from}`);
  const pairs = new Map<string, number[]>();
  level.edges.forEach((e, i) => pairs.get(pairOf(e))?.push(i) ?? pairs.set(pairOf(e), [i]));
  /** how near a course's pieces come to a node it does not join, less that node's radius */
  const clearance = (e: DogEdge, pieces: Segment[]) => {
    let least = Infinity;
    for (const n of centres) {
      if (n.name === e.from || n.name === e.to) continue;
      for (const s of pieces) {
        // (most nodes are far from most edges: only those within the piece's box are measured)
        if (n.x < Math.min(s.x1, s.x2) - r - CLEAR || n.x > Math.max(s.x1, s.x2) + r + CLEAR || n.y < Math.min(s.y1, s.y2) - r - CLEAR || n.y > Math.max(s.y1, s.y2) + r + CLEAR) continue;
        least = Math.min(least, distance(n.x, n.y, s) - r);
      }
    }
    return least;
  };
  return level.edges.map((e, i) => {
    const a = at(e.from);
    const b = at(e.to);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) return edgeLine(a, b, r);
    // across the line the same way for every edge of the pair, whichever way each is drawn
    const sign = e.from < e.to ? 1 : -1;
    const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
    const [nx, ny] = [-uy * sign, ux * sign];
    const group = pairs.get(pairOf(e))!;
    const spread = (group.indexOf(i) - (group.length - 1) / 2) * PARALLEL_GAP;
    const sides = spread === 0 ? [1, -1] : [Math.sign(spread)];
    const tries: Bend[] = [
      { off: spread },
      ...[15, 30, 45].flatMap((d) => sides.map((s) => ({ off: spread + s * d }))),
      ...[30, 45, 60].flatMap((d) => sides.map((s) => ({ off: s * Math.max(d, Math.abs(spread)), bracket: true }))),
      ...[60, 90, 120].flatMap((d) => sides.map((s) => ({ off: spread + s * d }))),
    ];
    const bends = ({ off, bracket }: Bend) =>
      off === 0 ? [] : bracket ? [r, len - r].map((d) => ({ x: a.x + ux * d + nx * off, y: a.y + uy * d + ny * off })) : [{ x: (a.x + b.x) / 2 + nx * off, y: (a.y + b.y) / 2 + ny * off }];
    let best: { via: { x: number; y: number }[]; clear: number } | null = null;
    for (const bend of tries) {
      const via = bends(bend);
      if (via.some((p) => p.x < room.x0 || p.x > room.x1 || p.y < room.y0 || p.y > room.y1)) continue;
      const clear = clearance(e, coursePieces({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, via }));
      if (!best || clear > best.clear) best = { via, clear };
      if (clear >= CLEAR) break;
    }
    const via = best?.via ?? [];
    if (via.length === 0) return edgeLine(a, b, r);
    const [start, end] = [edgeLine(a, via[0]!, r), edgeLine(via[via.length - 1]!, b, r)];
    return { x1: start.x1, y1: start.y1, x2: end.x2, y2: end.y2, via };
  });
}

/**
 * A laid-out level drawn turned: each node's x and y swapped, its first column its first row (a
 * wide level in the tall room of a phone held upright, where its words could not be drawn at their
 * size). A mirror along the diagonal, not a rotation: what was read left to right is read top to
 * bottom, and what was above is at the left, so the drawing keeps its reading order.
 */
export const turned = (level: DogBunnyLevel): DogBunnyLevel => ({ ...level, nodes: level.nodes.map((n) => ({ ...n, x: n.y, y: n.x })) });

/** a node's radius on the board (grid points lie 60 apart) */
export const NODE_R = 22;
/** a node's radius on a crowded board: the 16 units between circles a grid point apart held no word, and 96 words of a 6 × 6 lattice lay on each other */
export const CROWDED_NODE_R = 15;
/** words (names and conditions) past which a board whose nodes mostly have a neighbour a grid point away is crowded */
const CROWDED_WORDS = 20;

/** A laid-out level's node radius: smaller where it is crowded, many words and most nodes a grid point from another. */
export function nodeRadius(level: DogBunnyLevel): number {
  if (level.nodes.length + level.edges.filter((e) => e.occupied.length + e.empty.length > 0).length <= CROWDED_WORDS) return NODE_R;
  const taken = new Set(level.nodes.map((n) => `${n.x},${n.y}`));
  const close = level.nodes.filter((n) => [-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => (dx || dy) && taken.has(`${n.x! + dx},${n.y! + dy}`)))).length;
  return close * 2 > level.nodes.length ? CROWDED_NODE_R : NODE_R;
}

/** an edge's condition, as the board writes it */
export const conditionText = (e: DogEdge) => {
  const cond = conditionWords(e);
  return cond.length ? `if ${cond.join(' ')}` : undefined;
};

/** a laid-out level's words placed: its nodes drawn at `at` (their names, with their goals on a second line) and its conditions, by its edges' `courses` (edgeCourses', found here where not given) */
export function labelsFor(level: DogBunnyLevel, at: (node: string) => { x: number; y: number }, size: LabelSizes, courses?: readonly Course[]) {
  const nodes = level.nodes.map((n) => {
    const goals = level.goals.filter((g) => g.nodes.includes(n.name)).map((g) => g.kind);
    return { ...at(n.name), lines: goals.length ? [n.name, `(goal: ${goals.join(', ')})`] : [n.name] };
  });
  const index = new Map(level.nodes.map((n, k) => [n.name, k]));
  const edges = (courses ?? edgeCourses(level, at, size.r)).map((c, i) => {
    const e = level.edges[i]!;
    return { ...c, twoWay: e.twoWay, text: conditionText(e), ends: [index.get(e.from)!, index.get(e.to)!] };
  });
  return placeLabels(nodes, edges, size);
}

/**
 * Where a note about a tap goes (its box, px from the board's corner): inside `seen` (the part of
 * the board on the screen), on none of `hard` (the nodes and animals, which it must not hide),
 * on none of `soft` too (the words, the tap's own spot) where it can, nearest the tap; as wide as
 * it can be so (`shapes`, widest first: the widths it may take, each with its height there).
 * Null where no shape fits anywhere clear of the nodes.
 */
export function notePlace(shapes: readonly { w: number; h: number }[], tap: { x: number; y: number }, seen: Box, hard: readonly Box[], soft: readonly Box[]): Box | null {
  const GAP = 4;
  const STEP = 4;
  for (const clearOfSoft of [true, false]) {
    for (const { w, h } of shapes) {
      let best: { at: Box; far: number } | null = null;
      for (let y = seen.y + GAP; y + h + GAP <= seen.y + seen.h; y += STEP) {
        for (let x = seen.x + GAP; x + w + GAP <= seen.x + seen.w; x += STEP) {
          const at: Box = { x, y, w, h };
          const far = Math.hypot(x + w / 2 - tap.x, y + h / 2 - tap.y);
          if (best && far >= best.far) continue;
          if (hard.some((b) => overlaps(at, b)) || (clearOfSoft && soft.some((b) => overlaps(at, b)))) continue;
          best = { at, far };
        }
      }
      if (best) return best.at;
    }
  }
  return null;
}
