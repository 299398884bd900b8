// Fuzz: valid levels at the extremes of their caps read back as they were written,
// parse(make(level)) = level, and validate: Snakebird maps of 1 to 256 rows and columns, open and
// closed (make() picks the format that holds each whole), and DogBunny graphs of up to 256 nodes,
// 1,024 edges with conditions of up to 16 nodes, 256 animals, names of up to 300 characters, placed
// on the grid or not. The generated levels of tests/unit/fuzz/arbitraries.ts stay small.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CONDITION, MAX_EDGES, MAX_NODES, MAX_XY, type DogBunnyLevel } from '../../src/puzzles/dogbunny/format.ts';
import { FAMILIES } from '../../src/puzzles/registry.ts';
import type { SnakebirdLevel } from '../../src/puzzles/snakebird/format.ts';
import { runs, timeout } from './fuzz/arbitraries.ts';

/** Numbers from a seed (xorshift-like), for the many cells and edges of a large level. */
function numbers(seed: number): (below: number) => number {
  let s = seed || 1;
  return (below) => {
    s = (Math.imul(s ^ (s >>> 15), 2654435761) + 12345) >>> 0;
    return s % below;
  };
}

type Cell = [number, number];

const side = fc.oneof(fc.constantFrom(1, 2, 3, 255, 256), fc.integer({ min: 1, max: 256 }));

/** A Snakebird level of rows × cols: sparse walls and spikes, an exit, one snake of 1 to 5 cells, up to 5 fruit. */
const snakebirdLevels = fc
  .record({ rows: side, cols: side, open: fc.boolean(), seed: fc.nat(), length: fc.integer({ min: 1, max: 5 }), fruit: fc.nat(5) })
  .map(({ rows, cols, open, seed, length, fruit }): SnakebirdLevel | null => {
    const rnd = numbers(seed);
    const g: string[][] = Array.from({ length: rows }, () => Array.from({ length: cols }, () => (rnd(10) === 0 ? '#' : rnd(15) === 0 ? '^' : ' ')));
    const used = new Set<number>();
    const free = (): Cell | null => {
      for (let t = 0; t < 50; t++) {
        const r = rnd(rows);
        const c = rnd(cols);
        if (g[r]![c] === ' ' && !used.has(r * cols + c)) {
          used.add(r * cols + c);
          return [r, c];
        }
      }
      return null;
    };
    const exit = free();
    const head = free();
    if (!exit || !head) return null;
    g[exit[0]]![exit[1]] = '*';
    const cells: Cell[] = [head];
    while (cells.length < length) {
      const [r, c] = cells.at(-1)!;
      const next = ([[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]] as Cell[]).filter(([a, b]) => a >= 0 && b >= 0 && a < rows && b < cols && g[a]![b] === ' ' && !used.has(a * cols + b));
      if (next.length === 0) break;
      const n = next[rnd(next.length)]!;
      used.add(n[0] * cols + n[1]);
      cells.push(n);
    }
    const fruits = Array.from({ length: fruit }, free).filter((f): f is Cell => f !== null).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return { rows, cols, open, terrain: g.map((r) => r.join('')), fruit: fruits, snakes: [{ label: open ? 'A' : 'R', cells }], blocks: [] };
  })
  .filter((l): l is SnakebirdLevel => l !== null);

const dogBunnyLevels = fc
  .record({ n: fc.integer({ min: 2, max: MAX_NODES }), e: fc.integer({ min: 0, max: MAX_EDGES }), a: fc.integer({ min: 1, max: 256 }), seed: fc.nat(), placed: fc.boolean() })
  .map(({ n, e, a, seed, placed }): DogBunnyLevel => {
    const rnd = numbers(seed);
    const names = Array.from({ length: n }, (_, i) => (rnd(5) === 0 ? `N${i}_${'x'.repeat(rnd(300))}` : `n${i}`));
    const edges = Array.from({ length: e }, () => {
      const from = rnd(n);
      const to = (from + 1 + rnd(n - 1)) % n;
      const cond = [...new Set(Array.from({ length: rnd(MAX_CONDITION + 1) }, () => names[rnd(n)]!))];
      const k = rnd(cond.length + 1);
      return { from: names[from]!, to: names[to]!, twoWay: rnd(2) === 0, occupied: cond.slice(0, k), empty: cond.slice(k) };
    });
    const kinds = ['dog', 'bunny', 'cat', 'k-1', 'K_2'];
    const animals = Array.from({ length: a }, () => ({ kind: kinds[rnd(kinds.length)]!, node: names[rnd(n)]! }));
    const goals = [...new Set(animals.map((x) => x.kind))].map((kind) => ({ kind, nodes: [...new Set(Array.from({ length: 1 + rnd(3) }, () => names[rnd(n)]!))] }));
    return { nodes: names.map((name) => (placed ? { name, x: rnd(MAX_XY + 1), y: rnd(MAX_XY + 1) } : { name })), edges, animals, goals };
  });

describe('fuzz: levels at the extremes of their caps', () => {
  it.each([
    ['snakebird', snakebirdLevels, 100],
    ['dogbunny', dogBunnyLevels, 200],
  ] as const)('%s: parse(make(level)) = level, and it validates without a throw', (id, levels, n) => {
    const family = FAMILIES[id]!;
    fc.assert(
      fc.property(levels as fc.Arbitrary<unknown>, (level) => {
        const made = family.make(level);
        const parsed = family.parse(made);
        if (!parsed.ok) throw new Error(`make() wrote a text its reader refuses: ${parsed.error.line}:${parsed.error.column} ${parsed.error.message.slice(0, 200)}`);
        expect(parsed.level).toEqual(level);
        family.validate(parsed.level);
      }),
      { numRuns: runs(n) },
    );
  }, timeout(120_000));
});
