// The search's simulator (fastMove.ts, packed states) against the readable rules (rules.ts):
// from many positions, every move must give the same successor, bit for bit, and the same
// set of legal, non-fatal moves. Positions come from random walks over the classic levels,
// the gallery, the real levels (when ../shared is present) and random small levels with
// every kind of piece.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { applyMove, geometryOf, startState, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { fixture, parseOk } from '../helpers/family.ts';

/** mulberry32: a small seeded generator, so a failure names its seed and repeats */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (a: Uint32Array) => Array.from(a, (v) => v.toString(16).padStart(8, '0')).join('');

/**
 * Walk `steps` random moves (restarting at a dead end or a win) and compare, at every
 * position, the packed successors of the search with those of the rules. Returns how many
 * positions were compared.
 */
function walkAndCompare(level: SnakebirdLevel, seed: number, steps: number): number {
  const geo = geometryOf(level);
  const problem = compileSnakebird(level);
  const next = random(seed);
  const out = new Uint32Array(problem.words);
  let state: SnakebirdState = startState(level, geo);
  let compared = 0;
  for (let step = 0; step < steps; step++) {
    const packed = problem.pack(state);
    const fromSearch: string[] = [];
    problem.expand(packed, 0, out, (move) => fromSearch.push(`${move}:${hex(out)}`));
    const fromRules: string[] = [];
    const successors: SnakebirdState[] = [];
    state.snakes.forEach((_, i) => {
      for (let d = 0; d < 4; d++) {
        const s = applyMove(geo, state, i, d);
        if (!s || s.dead) continue;
        fromRules.push(`${i * 4 + d}:${hex(problem.pack(s))}`);
        successors.push(s);
      }
    });
    // the search names a snake by its canonical slot, the rules by its label: compare the
    // successors as a multiset of states, and their number per position
    const states = (xs: string[]) => xs.map((x) => x.split(':')[1]).sort();
    expect(states(fromSearch), `seed ${seed}, step ${step}`).toEqual(states(fromRules));
    compared++;
    const won = state.snakes.every((s) => s.exited);
    if (successors.length === 0 || won) state = startState(level, geo);
    else state = successors[Math.floor(next() * successors.length)]!;
  }
  return compared;
}

/** A random closed or open level with walls, spikes, water, fruit, pads, snakes and blocks. */
function randomLevel(seed: number): SnakebirdLevel {
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

describe('the search simulator agrees with the rules', () => {
  it.each(Array.from({ length: 11 }, (_, i) => `level${String(i).padStart(2, '0')}.txt`))('on random walks through classic %s', (file) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    expect(walkAndCompare(level, 7, 400)).toBe(400);
  });

  it('on random walks through the designed gallery levels', () => {
    for (const g of snakebird.gallery.filter((x) => !x.name.startsWith('Classic'))) {
      walkAndCompare(parseOk<SnakebirdLevel>(snakebird, g.text), 11, 300);
    }
  });

  it('on 400 random small levels with spikes, water, fruit, teleporters and blocks', () => {
    let positions = 0;
    for (let seed = 1; seed <= 400; seed++) positions += walkAndCompare(randomLevel(seed), seed, 40);
    expect(positions).toBe(400 * 40);
  });

  const jsnell = join(__dirname, '..', '..', '..', '..', 'shared', 'levels', 'snakebird-jsnell');
  const files = existsSync(jsnell) ? readdirSync(jsnell).filter((f) => f.endsWith('.txt')) : [];
  describe.skipIf(files.length === 0)('the real levels in ../shared/levels/snakebird-jsnell (absent here: skipped)', () => {
    it.each(files)('on random walks through %s', (file) => {
      const level = parseOk<SnakebirdLevel>(snakebird, readFileSync(join(jsnell, file), 'utf8'));
      expect(walkAndCompare(level, 3, 300)).toBe(300);
    });
  });
});
