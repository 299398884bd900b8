import { describe, expect, it } from 'vitest';
import { dogbunny, MAX_NODES, MAX_XY, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';
import { autoLayout } from '../../../src/puzzles/dogbunny/layout.ts';
import {
  familyContractTests,
  expected,
  fixture,
  optimalMoves,
  parseOk,
  solveAndReplay,
} from '../helpers/family.ts';
import { dogbunnyLevels } from '../helpers/dogbunnyLevels.ts';

const RULES_EXAMPLE = fixture('dogbunny', 'seed-example.txt');

const levelArb = dogbunnyLevels({ maxNodes: 6, maxEdges: 8, maxOccupied: 2 });

describe('dogbunny', () => {
  it('solves the RULES.md example in 28 moves', () => {
    const r = solveAndReplay(dogbunny, parseOk(dogbunny, RULES_EXAMPLE));
    expect(optimalMoves(r)).toBe(28);
  });

  it.each(expected('dogbunny'))('solves $file to its expected count', ({ file, moves }) => {
    expect(optimalMoves(solveAndReplay(dogbunny, parseOk(dogbunny, fixture('dogbunny', file))))).toBe(moves);
  });

  it('solves every gallery level, with the counts the gallery shows', () => {
    expect(dogbunny.gallery.map((g) => optimalMoves(solveAndReplay(dogbunny, parseOk(dogbunny, g.text))))).toEqual([28, 5, 7, 6]);
  });

  it('reads an edge condition on the position before the move, the mover included', () => {
    // the bunny may cross only while a bunny stands on 'a': itself
    const level = parseOk<DogBunnyLevel>(dogbunny, 'edge a -> b if a\nedge b -> c if !b\nbunny a\ngoal bunny c\n');
    const s1 = dogbunny.play(level, dogbunny.start(level), 'bunny:a->b');
    expect(s1).toEqual({ at: [1] });
    // b must be empty, but the bunny on b is the one that would move
    expect(dogbunny.play(level, s1!, 'bunny:b->c')).toBeNull();
    expect(solveAndReplay(dogbunny, level).kind).toBe('unsolvable');
  });

  it('treats animals of one kind as interchangeable and lets them share a node', () => {
    const level = parseOk<DogBunnyLevel>(dogbunny, 'edge a <-> b\nbunny a\nbunny b\ngoal bunny b\n');
    const r = solveAndReplay(dogbunny, level);
    expect(r).toMatchObject({ kind: 'solved', moves: 1, solution: ['bunny:a->b'] });
  });



  it('points validation problems at a node', () => {
    const level = parseOk<DogBunnyLevel>(dogbunny, 'edge a <-> b\ndog a\ngoal bunny b\n');
    expect(dogbunny.validate(level)).toEqual([
      { message: expect.stringContaining('the dog has no goal'), at: { kind: 'node', node: 'a' }, part: { list: 'animals', index: 0 } },
      { message: expect.stringContaining('no bunny on the board'), at: { kind: 'node', node: 'b' }, part: { list: 'goals', index: 0 } },
    ]);
    expect(dogbunny.validate(dogbunny.blank())).toEqual([]);
  });

  familyContractTests(dogbunny, {
    levels: levelArb,
    example: RULES_EXAMPLE,
    searchRuns: 300,
    roundTripRuns: 200,
    badInputs: [
    ['node a 1', 1, 9, 'expected a Y coordinate'],
    ['node a x 2', 1, 8, 'expected a whole number'],
    ['node a\nnode a', 2, 6, 'declared twice'],
    ['node a.b', 1, 6, 'not a valid node name'],
    ['edge a => b', 1, 8, "expected '->' or '<->'"],
    ['edge a ->', 1, 10, 'expected the node the edge leads to'],
    ['edge a -> a', 1, 11, 'two different nodes'],
    ['edge a -> b when c', 1, 13, "expected 'if'"],
    ['edge a -> b if', 1, 15, "expected node names after 'if'"],
    ['edge a -> b if !!c', 1, 16, 'is not a condition'],
    ['edge a -> b if c', 1, 16, "unknown node 'c' in this condition"],
    ['edge a -> b\nbunny z', 2, 7, "unknown node 'z' in this animal"],
    ['edge a -> b\nbunny', 2, 6, "expected a node after 'bunny'"],
    ['edge a -> b\nbunny a b', 2, 9, 'an animal line is KIND NODE'],
    ['edge a -> b\ngoal bunny', 2, 11, 'at least one goal node'],
    ['edge a -> b\nif a', 2, 1, "'if' cannot start a line"],
    ],
  });
});

// Node positions are grid points the editor draws a cell for: a far one used to make the
// editor allocate (and render) millions of cells, and a negative one drew the node off the board.
describe('dogbunny node positions', () => {
  const level = (x: string, y: string) => `node a ${x} ${y}\nnode b 0 0\nedge a <-> b\nbunny a\ngoal bunny b\n`;

  it.each([['63', '0', 8], ['0', '63', 10], ['-1', '0', 8], ['1.5', '0', 8], ['3000', '0', 8], ['0', '1000000000', 10], ['1e9', '0', 8], ['0x1', '0', 8]])(
    'refuses %s %s at line 1, column %i',
    (x, y, column) => {
      const parsed = dogbunny.parse(level(x, y));
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.error).toMatchObject({ line: 1, column });
      expect(parsed.error.message).toContain(`from 0 to ${MAX_XY}`);
    },
  );

  it('reads 0 to 62 and writes them back', () => {
    const parsed = dogbunny.parse(level('62', '62'));
    expect(parsed.ok && parsed.level.nodes[0]).toEqual({ name: 'a', x: 62, y: 62 });
    expect(parsed.ok && dogbunny.make(parsed.level)).toContain('node a 62 62');
  });

  it('validation flags a node off the grid in a level built in code', () => {
    const parsed = dogbunny.parse(level('1', '1'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const off = { ...parsed.level, nodes: parsed.level.nodes.map((n) => (n.name === 'a' ? { ...n, x: -3 } : n)) };
    expect(dogbunny.validate(off).map((i) => i.message)).toEqual([`node a lies off the grid at (-3, 1): X and Y are whole numbers from 0 to ${MAX_XY}`]);
    expect(dogbunny.validate(parsed.level)).toEqual([]);
  });

  it('lays out a graph of 256 nodes without positions on distinct grid points, and the text reads back', () => {
    // a chain has 256 layers, past the grid's 32 columns of laid-out nodes; a star has 255 nodes in one layer
    const chain = Array.from({ length: MAX_NODES - 1 }, (_, i) => `edge n${i} -> n${i + 1}`).join('\n');
    const star = Array.from({ length: MAX_NODES - 1 }, (_, i) => `edge hub -> n${i}`).join('\n');
    for (const graph of [chain, star]) {
      const parsed = dogbunny.parse(`${graph}\nbunny n0\ngoal bunny n1\n`);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const laid = autoLayout(parsed.level);
      const points = laid.nodes.map((n) => `${n.x},${n.y}`);
      expect(new Set(points).size).toBe(MAX_NODES);
      for (const n of laid.nodes) for (const v of [n.x!, n.y!]) expect(Number.isInteger(v) && v >= 0 && v <= MAX_XY).toBe(true);
      const again = dogbunny.parse(dogbunny.make(laid));
      expect(again.ok && again.level).toEqual(laid);
    }
  });
});
