// Random Snakebird levels and walks as fast-check arbitraries, for the tests that hold the
// search to the rules: a failing level shrinks to a small one (fewer pieces, a smaller map,
// pieces nearer the top left), and a failing walk to a short one.
import fc from 'fast-check';
import type { SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { SNAKEFALL_LABELS } from '../../../src/puzzles/snakebird/snakefall.ts';
import { applyMove, startState, type Geometry, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';

type Cell = [number, number];

/** What a level is built from; `build` places it, skipping any piece whose cell is taken. */
interface Plan {
  rows: number;
  cols: number;
  open: boolean;
  floor: string[];
  exit: Cell;
  pads: [Cell, Cell] | null;
  /** Snakefall only: a third pad (pads then do nothing), or a lone one when `pads` is null */
  morePads?: Cell[];
  /** each snake: its head, then the directions (0-3) its body grows in */
  snakes: { head: Cell; body: number[] }[];
  blocks: Cell[][];
  fruit: Cell[];
  terrain: { at: Cell; kind: string }[];
}

const STEPS: Cell[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];

/** Snakefall: no water (spikes instead), no frame (its edges block), any pads, its labels */
function build(plan: Plan, snakefall = false): SnakebirdLevel {
  const { rows, cols } = plan;
  const open = snakefall ? true : plan.open;
  const dry = (t: string) => (snakefall && t === '~' ? '^' : t);
  const grid: string[][] = Array.from({ length: rows }, (_, y) =>
    Array.from({ length: cols }, (_, x) => (y === rows - 1 ? dry(plan.floor[x]!) : !open && (y === 0 || x === 0 || x === cols - 1) ? '#' : ' ')),
  );
  const used = new Set<number>();
  const free = ([y, x]: Cell) => y >= 0 && x >= 0 && y < rows - 1 && x < cols && grid[y]![x] === ' ' && !used.has(y * cols + x);
  const take = (c: Cell) => used.add(c[0] * cols + c[1]);
  // the exit first, so that every level has one
  const exit: Cell = free(plan.exit) ? plan.exit : [open ? 0 : 1, open ? 0 : 1];
  grid[exit[0]]![exit[1]] = '*';
  if (plan.pads && free(plan.pads[0]) && free(plan.pads[1]) && plan.pads[0].join() !== plan.pads[1].join()) {
    for (const [y, x] of plan.pads) grid[y]![x] = 'T';
  }
  if (snakefall) for (const [y, x] of plan.morePads ?? []) if (free([y, x])) grid[y]![x] = 'T';
  const snakes: SnakebirdLevel['snakes'] = [];
  for (const { head, body } of plan.snakes) {
    if (!free(head)) continue;
    const cells: Cell[] = [head];
    take(head);
    for (const d of body) {
      const [y, x] = cells[cells.length - 1]!;
      const c: Cell = [y + STEPS[d]![0], x + STEPS[d]![1]];
      if (!free(c)) break;
      cells.push(c);
      take(c);
    }
    snakes.push({ label: (snakefall ? SNAKEFALL_LABELS : 'RGB')[snakes.length]!, cells });
  }
  const blocks: SnakebirdLevel['blocks'] = [];
  for (const shape of plan.blocks) {
    const cells = shape.filter((c) => free(c) && take(c));
    if (cells.length) blocks.push({ label: String(blocks.length), cells });
  }
  const fruit = plan.fruit.filter((c) => free(c) && take(c));
  for (const { at, kind } of plan.terrain) if (free(at)) grid[at[0]]![at[1]] = dry(kind);
  const terrain = grid.map((row) => row.join(''));
  return snakefall ? { rows, cols, open: false, rules: 'snakefall', terrain, fruit, snakes, blocks } : { rows, cols, open, terrain, fruit, snakes, blocks };
}

/**
 * A closed or open level of 4-9 rows and 5-11 columns with walls, spikes, water, fruit, a
 * teleporter pair, one to three snakes and up to two blocks. (Open levels have no frame; a
 * snake that falls out of them dies.)
 */
function plans(snakes: number, snakefall: boolean): fc.Arbitrary<Plan> {
  return fc.record({ rows: fc.integer({ min: 4, max: 9 }), cols: fc.integer({ min: 5, max: 11 }), open: fc.boolean() }).chain(({ rows, cols, open }) => {
    const cell = fc.tuple(fc.integer({ min: 0, max: rows - 2 }), fc.integer({ min: 0, max: cols - 1 }));
    // (the game's levels are drawn exactly as before Snakefall's were added: same seeds, same levels)
    const morePads: { morePads?: fc.Arbitrary<Cell[]> } = snakefall ? { morePads: fc.array(cell, { maxLength: 1 }) } : {};
    return fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      open: fc.constant(open),
      // mostly ground, some water and spikes
      floor: fc.array(fc.constantFrom('#', '#', '#', '~', '^'), { minLength: cols, maxLength: cols }),
      exit: cell,
      pads: fc.option(fc.tuple(cell, cell), { freq: 2 }),
      snakes: fc.array(fc.record({ head: cell, body: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }) }), { minLength: 1, maxLength: snakes }),
      blocks: fc.array(fc.array(cell, { minLength: 1, maxLength: 3 }), { maxLength: 2 }),
      fruit: fc.array(cell, { maxLength: 3 }),
      terrain: fc.array(fc.record({ at: cell, kind: fc.constantFrom('#', '#', '#', '^', '~') }), { maxLength: Math.floor((rows * cols) / 4) }),
      ...morePads,
    });
  });
}

/**
 * A closed or open level of 4-9 rows and 5-11 columns with walls, spikes, water, fruit, a
 * teleporter pair, one to three snakes and up to two blocks. (Open levels have no frame; a
 * snake that falls out of them dies.)
 */
export const snakebirdLevels: fc.Arbitrary<SnakebirdLevel> = plans(3, false)
  .map((plan) => build(plan))
  .filter((level) => level.snakes.length > 0);

/**
 * The same under Snakefall's rules: no frame (the edges block), no water, up to four snakes
 * (one cell long or more), zero to three teleporter pads, blocks of cells apart.
 */
export const snakefallLevels: fc.Arbitrary<SnakebirdLevel> = plans(4, true)
  .map((plan) => build(plan, true))
  .filter((level) => level.snakes.length > 0);

/** One level of `snakebirdLevels` (or of `levels`) for a seed, for tests that loop over seeds themselves. */
export function randomLevel(seed: number, levels: fc.Arbitrary<SnakebirdLevel> = snakebirdLevels): SnakebirdLevel {
  return fc.sample(levels, { seed, numRuns: 1 })[0]!;
}

/** A walk of `steps` choices; each picks one of a position's live successors. */
export const walks = (steps: number): fc.Arbitrary<number[]> => fc.array(fc.nat({ max: 1 << 20 }), { minLength: steps, maxLength: steps });

/** The live successors of a position by the readable rules, over every snake and direction. */
export function liveSuccessors(geo: Geometry, state: SnakebirdState): SnakebirdState[] {
  const successors: SnakebirdState[] = [];
  state.snakes.forEach((_, i) => {
    for (let d = 0; d < 4; d++) {
      const s = applyMove(geo, state, i, d);
      if (s && !s.dead) successors.push(s);
    }
  });
  return successors;
}

/** The next position of a walk: the chosen live successor, or the start again after a dead end or a win. */
export function walkOn(level: SnakebirdLevel, geo: Geometry, state: SnakebirdState, choice: number): SnakebirdState {
  const successors = liveSuccessors(geo, state);
  if (successors.length === 0 || state.snakes.every((s) => s.exited)) return startState(level, geo);
  return successors[choice % successors.length]!;
}
