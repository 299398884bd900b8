// Move's estimate of a level whose win comes early in a space past Check's 30 M: the optimum
// where searches from the start and back from the win meet (estimateMeet.ts), and the positions
// up to it said instead of the whole space.
import { describe, expect, it } from 'vitest';
import { checkNote, memoryNote } from '../../../src/app/format.ts';
import { move } from '../../../src/puzzles/move/index.ts';
import { optimumFromBothEnds, searchedBack } from '../../../src/puzzles/move/estimateMeet.ts';
import type { MoveLevel } from '../../../src/puzzles/move/format.ts';
import { sampledSearch } from '../../../src/puzzles/move/solver.ts';
import { DEFAULT_BUDGET } from '../../../src/worker/budgets.ts';
import { measuredSpec, randomMoveLevel } from './randomLevels.ts';

/** the optimum where a search of `cap` positions from the start meets one of as many back from the win */
const meeting = (l: MoveLevel, cap: number) => optimumFromBothEnds(l, sampledSearch(l, cap), cap);

function level(text: string): MoveLevel {
  const parsed = move.parse(text);
  if (!parsed.ok) throw new Error('level does not parse');
  return parsed.level;
}

describe('Move: the optimum from both ends', () => {
  it('meets at the optimum a search from the start alone finds', () => {
    for (const g of move.gallery) {
      const l = level(g.text);
      if (l.dots.length > 4) continue;
      // (so many positions from the start that the win is found by that search alone)
      const alone = meeting(l, 2_000_000);
      expect(alone, g.name).toBeTypeOf('number');
      // (20,000 each way: they meet half way)
      expect(meeting(l, 20_000), g.name).toBe(alone);
    }
    // seeded levels' optima, as the whole breadth-first search (estimate.ts's note) found them
    const optima: [spec: Parameters<typeof measuredSpec>, optimum: number][] = [
      [[8, 2, 2, 0.1, 1], 20],
      [[8, 4, 1, 0.1, 3], 21],
      [[8, 2, 2, 0.18, 3], 11],
      [[9, 4, 1, 0.18, 2], 19],
    ];
    // (60,000 each way)
    for (const [spec, optimum] of optima) expect(meeting(level(randomMoveLevel(measuredSpec(...spec))), 60_000), spec.join()).toBe(optimum);
  });

  it('searches back from the win no further than the layer where the optimum is settled', () => {
    // r12-2x2-w0.1-s1: the start's 240,000 positions are 15 layers deep, and its optimum of 25
    // is met 10 layers back, where a shorter line would have been met already
    expect(meeting(level(randomMoveLevel(measuredSpec(12, 2, 2, 0.1, 1))), 240_000)).toBe(25);
    // (before: on to 240,000 positions and past, 421,499)
    expect(searchedBack.positions).toBeLessThan(24_000);
  });

  it('says a level with no win has none once the search back from the win runs dry', () => {
    // (no win in its 38.4 M positions, as the whole search measured)
    expect(meeting(level(randomMoveLevel(measuredSpec(10, 4, 1, 0.1, 1))), 240_000)).toBe('none');
  });

  it('says fewer positions than Check may store of a level whose win comes early in a space past them', { timeout: 60_000 }, () => {
    // r12-2x2-w0.18-s1: Check stores 6.4 M positions to its optimum of 22 moves, in a space past
    // 40 M (said 45 M by the whole space's fits)
    const e = move.estimateSearch!(level(randomMoveLevel(measuredSpec(12, 2, 2, 0.18, 1))));
    expect(e.states).toBeLessThan(30e6);
    expect(e.states).toBeGreaterThan(6.4e6 / 4);
  });

  it('says the positions to the optimum of levels whose win comes early, on both sides of Check\'s 30 M', { timeout: 120_000 }, () => {
    // Check stores 20.4 M positions to r10-4x1-w0.18-s1's optimum of 25 moves and 26.7 M to
    // r10-4x1-w0.14-s2's of 28 (their layers carried on by their last layers' fits: 46.9 and
    // 40.8 M), 26.9 M to r12-2x2-w0.1-s1's of 25 (said 30.6 M while the layers past the peak were
    // those before it mirrored); 41.6 M to r10-4x1-w0.1-s2's of 31, 33.0 M to r10-4x1-w0.18-s3's
    // of 35 and 31.2 M to r12-2x2-w0.18-s7's of 26, so Check stops at its 30 M there
    // (bench/moveLayers.ts counted each: bench/levels/move/meetLayers.jsonl)
    const estimate = (spec: Parameters<typeof measuredSpec>) => move.estimateSearch!(level(randomMoveLevel(measuredSpec(...spec))));
    const said = (spec: Parameters<typeof measuredSpec>) => estimate(spec).states;
    const early: [spec: Parameters<typeof measuredSpec>, toOptimum: number][] = [
      [[10, 4, 1, 0.18, 1], 20.4e6],
      [[10, 4, 1, 0.14, 2], 26.7e6],
      [[12, 2, 2, 0.1, 1], 26.9e6],
    ];
    for (const [spec, toOptimum] of early) {
      const e = estimate(spec);
      expect(e.states, spec.join()).toBeLessThan(DEFAULT_BUDGET.maxStates);
      expect(e.states, spec.join()).toBeGreaterThan(toOptimum / 1.25);
      // neither Check nor Solve warns: r12-2x2-w0.1-s1's solve stores 24.7 M positions in half a
      // GB (the CLI), where 'up to' was 4 times the positions said, 3.3 GB, past Solve's 1.5 GB
      expect(checkNote(e, DEFAULT_BUDGET.maxBytes), spec.join()).toBeNull();
      expect(memoryNote(e, DEFAULT_BUDGET.maxBytes), spec.join()).toBeNull();
    }
    const past: Parameters<typeof measuredSpec>[] = [
      [10, 4, 1, 0.1, 2],
      [10, 4, 1, 0.18, 3],
      [12, 2, 2, 0.18, 7],
    ];
    for (const spec of past) expect(said(spec), spec.join()).toBeGreaterThan(30e6);
  });
});
