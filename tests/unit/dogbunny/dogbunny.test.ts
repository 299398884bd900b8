import { describe, expect, it } from 'vitest';
import { dogbunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/index.ts';
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
      { message: expect.stringContaining('the dog has no goal'), at: { kind: 'node', node: 'a' } },
      { message: expect.stringContaining('no bunny on the board'), at: { kind: 'node', node: 'b' } },
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
    ['node a x 2', 1, 8, 'expected a number'],
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
