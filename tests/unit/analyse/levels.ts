// Tiny random levels of every family, small enough that the exhaustive reference search over
// the play API takes milliseconds: each goes through the family's make() and parse(), so the
// analysis sees a level as a file would give it.
import fc from 'fast-check';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { AnyFamily, FamilyId } from '../../../src/puzzles/types.ts';
import type { AnemonesLevel } from '../../../src/puzzles/anemones/index.ts';
import type { BarsLevel } from '../../../src/puzzles/bars/index.ts';
import type { MoveLevel } from '../../../src/puzzles/move/index.ts';
import type { SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { dogbunnyLevels } from '../helpers/dogbunnyLevels.ts';

/** The level as make() writes it and parse() reads it back; null when that fails or it is invalid. */
function throughText(family: AnyFamily, level: unknown): unknown {
  const parsed = family.parse(family.make(level));
  return parsed.ok && family.validate(parsed.level).length === 0 ? parsed.level : null;
}

const anemonesLevels: fc.Arbitrary<AnemonesLevel> = fc.integer({ min: 1, max: 6 }).chain((count) => {
  const list = fc.uniqueArray(fc.integer({ min: 1, max: count }), { maxLength: count }).map((l) => l.sort((a, b) => a - b));
  return fc.record({ count: fc.constant(count), lowers: fc.array(list, { minLength: count, maxLength: count }), start: list, goal: list });
});

const barsLevels: fc.Arbitrary<BarsLevel> = fc
  .record({ rows: fc.integer({ min: 1, max: 3 }), cols: fc.integer({ min: 1, max: 3 }), pattern: fc.constantFrom('cross' as const, 'plus' as const), goal: fc.constantFrom(0 as const, 1 as const) })
  .chain((shape) =>
    fc.record({
      ...Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fc.constant(v)])),
      cells: fc.array(fc.array(fc.constantFrom(0, 1), { minLength: shape.cols, maxLength: shape.cols }), { minLength: shape.rows, maxLength: shape.rows }),
    }) as fc.Arbitrary<BarsLevel>,
  );

/** Up to 3 dots of up to 2 colours on a board of at most 3×3, each colour with as many targets. */
const moveLevels: fc.Arbitrary<MoveLevel> = fc
  .record({ width: fc.integer({ min: 1, max: 3 }), height: fc.integer({ min: 1, max: 3 }) })
  .chain(({ width, height }) => {
    const cells = width * height;
    return fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      order: fc.shuffledSubarray(Array.from({ length: cells }, (_, i) => i), { minLength: cells, maxLength: cells }),
      targetsOrder: fc.shuffledSubarray(Array.from({ length: cells }, (_, i) => i), { minLength: cells, maxLength: cells }),
      colours: fc.array(fc.constantFrom('a', 'b'), { minLength: 1, maxLength: Math.min(3, cells) }),
      obstacle: fc.boolean(),
    });
  })
  .map(({ width, height, order, targetsOrder, colours, obstacle }) => {
    const floor = Array.from({ length: height }, () => Array<string>(width).fill('.'));
    const dots = colours.map((color, i) => ({ color, row: Math.floor(order[i]! / width), col: order[i]! % width }));
    colours.forEach((color, i) => (floor[Math.floor(targetsOrder[i]! / width)]![targetsOrder[i]! % width] = color.toUpperCase()));
    // an obstacle on a cell that holds no dot and no target
    const free = order.slice(colours.length).find((c) => !targetsOrder.slice(0, colours.length).includes(c));
    if (obstacle && free !== undefined) floor[Math.floor(free / width)]![free % width] = '#';
    return { width, height, floor: floor.map((r) => r.join('')), dots };
  });

const tinyDogbunnyLevels = dogbunnyLevels({ maxNodes: 4, maxEdges: 6, maxOccupied: 1 });

type Cell = [number, number];
const STEPS: Cell[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];

/**
 * A closed map of 3-4 rows and 3-5 columns (the bottom row ground, spikes or water), an exit,
 * up to two snakes of one to three cells, a fruit and a block; pieces that would overlap are
 * dropped.
 */
const snakebirdLevels: fc.Arbitrary<SnakebirdLevel> = fc
  .record({ rows: fc.integer({ min: 3, max: 4 }), cols: fc.integer({ min: 3, max: 5 }) })
  .chain(({ rows, cols }) => {
    const cell = fc.tuple(fc.integer({ min: 0, max: rows - 2 }), fc.integer({ min: 0, max: cols - 1 }));
    return fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      floor: fc.array(fc.constantFrom('#', '#', '#', '^', '~'), { minLength: cols, maxLength: cols }),
      exit: cell,
      walls: fc.array(cell, { maxLength: 2 }),
      snakes: fc.array(fc.record({ head: cell, body: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }) }), { minLength: 1, maxLength: 2 }),
      fruit: fc.option(cell),
      block: fc.option(fc.array(cell, { minLength: 1, maxLength: 2 })),
    });
  })
  .map(({ rows, cols, floor, exit, walls, snakes, fruit, block }) => {
    const grid: string[][] = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c): string => (r === rows - 1 ? floor[c]! : ' ')));
    const used = new Set<string>();
    const free = ([r, c]: Cell) => r >= 0 && c >= 0 && r < rows - 1 && c < cols && grid[r]![c] === ' ' && !used.has(`${r},${c}`);
    const take = (c: Cell) => used.add(`${c[0]},${c[1]}`);
    grid[exit[0]]![exit[1]] = '*';
    for (const [r, c] of walls) if (free([r, c])) grid[r]![c] = '#';
    const level: SnakebirdLevel = { rows, cols, open: false, terrain: [], fruit: [], snakes: [], blocks: [] };
    for (const { head, body } of snakes) {
      if (!free(head)) continue;
      const cells: Cell[] = [head];
      take(head);
      for (const d of body) {
        const [r, c] = cells[cells.length - 1]!;
        const next: Cell = [r + STEPS[d]![0], c + STEPS[d]![1]];
        if (!free(next)) break;
        cells.push(next);
        take(next);
      }
      level.snakes.push({ label: 'RG'[level.snakes.length]!, cells });
    }
    if (fruit && free(fruit)) {
      level.fruit.push(fruit);
      take(fruit);
    }
    const blockCells = (block ?? []).filter((c) => free(c) && take(c));
    if (blockCells.length > 0) level.blocks.push({ label: '0', cells: blockCells });
    level.terrain = grid.map((r) => r.join(''));
    return level;
  });

const ARBITRARIES: Record<FamilyId, fc.Arbitrary<unknown>> = {
  anemones: anemonesLevels,
  bars: barsLevels,
  move: moveLevels,
  dogbunny: tinyDogbunnyLevels,
  snakebird: snakebirdLevels,
};

/** Tiny random levels of a family, as its text format reads them. */
export function tinyLevels(id: FamilyId): fc.Arbitrary<unknown> {
  const family = getFamily(id)!;
  return ARBITRARIES[id].map((level) => throughText(family, level)).filter((level) => level !== null);
}
