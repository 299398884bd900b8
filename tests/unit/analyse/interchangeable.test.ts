// "… count as interchangeable" is said of a level only where it has two such pieces.
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../../src/puzzles/load.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { countedAsOne } from '../../../src/puzzles/text.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';

/** What Check and the CLI say the counts take as one, on a gallery level. */
function said(id: FamilyId, name: string): string | null {
  const g = FAMILIES[id].gallery.find((l) => l.name === name);
  if (!g) throw new Error(`no gallery level ${name}`);
  const loaded = loadLevel(id, g.text);
  if (!loaded.ok) throw new Error(loaded.message);
  return countedAsOne(loaded.family.interchangeable, loaded.level);
}

describe('countedAsOne', () => {
  it('Snakebird: said with two snakebirds (any colours), not with one and no two blocks of one shape', () => {
    expect(said('snakebird', 'Classic 0')).toBeNull();
    expect(said('snakebird', 'Classic 7')).toBe('snakebirds and blocks of one shape count as interchangeable');
    const on = FAMILIES.snakebird.interchangeable!.on!;
    const snake = { label: 'R', cells: [[0, 0]] as [number, number][] };
    const block = (label: string, cells: [number, number][]) => ({ label, cells });
    const level = (blocks: ReturnType<typeof block>[]) => ({ snakes: [snake], blocks }) as unknown as Parameters<typeof on>[0];
    expect(on(level([block('0', [[1, 1], [1, 2]]), block('1', [[3, 1], [3, 2]])]))).toBe(true);
    expect(on(level([block('0', [[1, 1], [1, 2]]), block('1', [[3, 1], [4, 1]])]))).toBe(false);
  });

  it('Move: said with two dots of one colour, not where every dot has its own', () => {
    expect(said('move', 'Move 4×4')).toBeNull();
    expect(said('move', 'Two of a kind')).toBe('dots of one colour count as interchangeable');
  });

  it('DogBunny: said with two animals of one kind, not with one of each', () => {
    expect(said('dogbunny', 'Bridge')).toBeNull();
    expect(said('dogbunny', 'Two bunnies')).toBe('animals of one kind count as interchangeable');
  });

  it('Anemones: never (every anemone is its own)', () => {
    expect(said('anemones', FAMILIES.anemones.gallery[0]!.name)).toBeNull();
  });
});
