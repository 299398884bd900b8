// Two nodes a text places on one grid point (the editor never does): drawn on one another, one was
// hidden, and in the editor it could not be pressed, the point being the other's. autoLayout moves
// each after the first to the free point nearest.
import { describe, expect, it } from 'vitest';
import { parseDogBunny, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import { autoLayout } from '../../../src/puzzles/dogbunny/layout.ts';

const read = (text: string): DogBunnyLevel => {
  const r = parseDogBunny(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.level;
};
const places = (level: DogBunnyLevel) => Object.fromEntries(level.nodes.map((n) => [n.name, [n.x, n.y]]));

describe('nodes on one grid point', () => {
  it('the later goes to the free point nearest, the others stay', () => {
    const laid = autoLayout(read('node a 1 1\nnode b 1 1\nnode c 2 1\nnode d 1 1\nedge a -> b\nbunny a\ngoal bunny b\n'));
    const at = places(laid);
    expect(at.a).toEqual([1, 1]);
    expect(at.c).toEqual([2, 1]);
    const points = Object.values(at).map(String);
    expect(new Set(points).size).toBe(4);
    // each a grid point from where it was put
    for (const name of ['b', 'd']) expect(Math.max(Math.abs(at[name]![0]! - 1), Math.abs(at[name]![1]! - 1)), name).toBe(1);
  });

  it('a level with every node on its own point is the same level', () => {
    const level = read('node a 1 1\nnode b 2 1\nedge a -> b\nbunny a\ngoal bunny b\n');
    expect(autoLayout(level)).toBe(level);
  });
});
