// Move's estimate before a search (rules table's estimateSearch), on both sides of Check's
// budget: levels Check maps or counts in seconds are not called too large, and levels whose
// check ran to its 30 M positions are. Figures: Check (checkLevel) in Node on each level.
import { describe, expect, it } from 'vitest';
import { checkNote, memoryNote } from '../../../src/app/format.ts';
import { move } from '../../../src/puzzles/move/index.ts';
import { placements } from '../../../src/puzzles/move/estimate.ts';
import { sampledSearch } from '../../../src/puzzles/move/solver.ts';
import type { MoveLevel } from '../../../src/puzzles/move/format.ts';
import { DEFAULT_BUDGET } from '../../../src/worker/budgets.ts';
import { LARGE_MOVE_LEVELS as LEVELS } from './largeLevels.ts';


function level(text: string): MoveLevel {
  const parsed = move.parse(text);
  if (!parsed.ok) throw new Error('level does not parse');
  return parsed.level;
}
const estimate = (text: string) => move.estimateSearch!(level(text));

describe('Move: the estimate of a search', () => {
  it('counts a level of up to a million placements by them, with no search: at least the positions a search stores', () => {
    for (const g of move.gallery) {
      const l = level(g.text);
      const e = move.estimateSearch!(l);
      expect(e.states, g.name).toBe(placements(l));
      expect(e.states, g.name).toBeGreaterThanOrEqual(sampledSearch(l, 2_000_000).stored);
      expect(e.bytesUpTo).toBe(e.bytes);
    }
    // Three colours: three dots of three colours on 41 free cells
    expect(placements(level(move.gallery.find((g) => g.name === 'Three colours')!.text))).toBe(41 * 40 * 39);
    // two of one colour on 14 free cells: the two in either order are one position
    expect(placements(level('A.#\n...\n.A.\n...\n.#.\n--\na..\n...\n...\n...\n..a\n'))).toBe((13 * 12) / 2);
  });

  it('says nothing of a level Check maps or counts in seconds, though far past the short search: neither Check nor Solve warns', () => {
    for (const name of ['e16-8same', 'm3', 'm8', 'h8', 'o16-3', 'big-8x8']) {
      const e = estimate(LEVELS[name]!);
      expect(e.states, name).toBeGreaterThan(100_000);
      expect(e.states, name).toBeLessThan(DEFAULT_BUDGET.maxStates);
      expect(checkNote(e, DEFAULT_BUDGET.maxBytes), name).toBeNull();
      // (the 10x10 of four, h8, counted after 6.3 M positions, was said at 22 M, up to 2.4 GB: Solve said it may not fit)
      expect(memoryNote(e, DEFAULT_BUDGET.maxBytes), name).toBeNull();
    }
  });

  it('says more positions than Check may store of a level whose check ran out of them', () => {
    // (the 12x12 of four colours, o12-4, was said at 18 M: its growth falls ever more slowly)
    for (const name of ['o12-4', 'o10-5', 'o16-4']) expect(estimate(LEVELS[name]!).states, name).toBeGreaterThan(DEFAULT_BUDGET.maxStates);
  });

  it('says more positions than Check may store of a 10x10 whose layers still grow past 20 M positions', () => {
    // (the growth fitted straight falls to nothing too soon: said 22 M with it counting as much as the other fit)
    expect(estimate(LEVELS['s10-34']!).states).toBeGreaterThan(DEFAULT_BUDGET.maxStates);
  });

  it('says more positions than Check may store of an open 10x10 of four colours, most of whose placements it reaches', () => {
    // (38.4 M positions, no win, so Check would stop at its 30 M: said 29.7 M by the layers' fits alone)
    expect(estimate(LEVELS['r10-4x1-s1']!).states).toBeGreaterThan(DEFAULT_BUDGET.maxStates);
  });

  it('never says more than the level has placements, nor up to more', () => {
    for (const name of ['h8', 'm8', 'o12-4']) {
      const l = level(LEVELS[name]!);
      const e = move.estimateSearch!(l);
      expect(e.states, name).toBeLessThanOrEqual(placements(l));
      expect(e.bytesUpTo, name).toBeLessThanOrEqual(placements(l) * (e.bytes / e.states) * (1 + 1e-9));
    }
  });

  it('is asked on every render: kept per level', () => {
    const l = level(LEVELS['o16-4']!);
    expect(move.estimateSearch!(l)).toBe(move.estimateSearch!(l));
  });
});
