// Seeded random Snakebird levels and walks, for the tests that hold the search to the rules.
import type { SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { applyMove, startState, type Geometry, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';

/** mulberry32: a small seeded generator, so a failure names its seed and repeats */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random closed or open level with walls, spikes, water, fruit, pads, snakes and blocks. */
export function randomLevel(seed: number): SnakebirdLevel {
  const r = random(seed);
  const pick = (n: number) => Math.floor(r() * n);
  const rows = 6 + pick(4);
  const cols = 7 + pick(5);
  const open = r() < 0.25;
  const grid: string[][] = Array.from({ length: rows }, (_, y) =>
    Array.from({ length: cols }, (_, x) => (!open && (y === 0 || x === 0 || x === cols - 1) ? '#' : y === rows - 1 ? (r() < 0.7 ? '#' : r() < 0.5 ? '~' : '^') : ' ')),
  );
  const used = new Set<number>();
  const free = (y: number, x: number) => y >= 0 && x >= 0 && y < rows - 1 && x < cols && grid[y]![x] === ' ' && !used.has(y * cols + x);
  const freeCell = (): [number, number] | null => {
    for (let tries = 0; tries < 200; tries++) {
      const y = pick(rows - 1);
      const x = pick(cols);
      if (free(y, x)) return [y, x];
    }
    return null;
  };
  // inner terrain
  for (let k = pick(rows * cols * 0.25); k > 0; k--) {
    const c = freeCell();
    if (!c) break;
    const t = r();
    grid[c[0]]![c[1]] = t < 0.6 ? '#' : t < 0.8 ? '^' : '~';
  }
  const exit = freeCell()!;
  grid[exit[0]]![exit[1]] = '*';
  if (r() < 0.4) {
    const a = freeCell();
    const b = a && (grid[a[0]]![a[1]] = 'T') && freeCell();
    if (a && b) grid[b[0]]![b[1]] = 'T';
    else if (a) grid[a[0]]![a[1]] = ' ';
  }
  const snakes: SnakebirdLevel['snakes'] = [];
  const labels = ['R', 'G', 'B'];
  for (let s = 1 + pick(3); s > 0; s--) {
    const head = freeCell();
    if (!head) break;
    const cells: [number, number][] = [head];
    used.add(head[0] * cols + head[1]);
    for (let len = 1 + pick(4); len > 0; len--) {
      const [y, x] = cells[cells.length - 1]!;
      const options = ([[y - 1, x], [y + 1, x], [y, x - 1], [y, x + 1]] as [number, number][]).filter(([a, b]) => free(a, b));
      if (options.length === 0) break;
      const c = options[pick(options.length)]!;
      cells.push(c);
      used.add(c[0] * cols + c[1]);
    }
    snakes.push({ label: labels[snakes.length]!, cells });
  }
  const blocks: SnakebirdLevel['blocks'] = [];
  for (let b = pick(3); b > 0; b--) {
    const cells: [number, number][] = [];
    for (let n = 1 + pick(3); n > 0; n--) {
      const c = freeCell();
      if (!c) break;
      cells.push(c);
      used.add(c[0] * cols + c[1]);
    }
    if (cells.length) blocks.push({ label: String(blocks.length), cells });
  }
  const fruit: [number, number][] = [];
  for (let f = pick(4); f > 0; f--) {
    const c = freeCell();
    if (!c) break;
    fruit.push(c);
    used.add(c[0] * cols + c[1]);
  }
  return { rows, cols, open, terrain: grid.map((row) => row.join('')), fruit, snakes, blocks };
}


/** The next position of a random walk: a random live successor, or the start again after a dead end or a win. */
export function walkOn(level: SnakebirdLevel, geo: Geometry, state: SnakebirdState, next: () => number): SnakebirdState {
  const successors: SnakebirdState[] = [];
  state.snakes.forEach((_, i) => {
    for (let d = 0; d < 4; d++) {
      const s = applyMove(geo, state, i, d);
      if (s && !s.dead) successors.push(s);
    }
  });
  if (successors.length === 0 || state.snakes.every((s) => s.exited)) return startState(level, geo);
  return successors[Math.floor(next() * successors.length)]!;
}
