// Move's estimate of a level said past Check's 30 M searches from the start once: the search
// back from the win meets the positions the short search stored (estimateMeet.ts), not those of
// a search of its own. Counted by wrapping the solver module's searches.
import { describe, expect, it, vi } from 'vitest';
import type { MoveLevel } from '../../../src/puzzles/move/format.ts';
import { measuredSpec, randomMoveLevel } from './randomLevels.ts';

/** each sampledSearch's cap and the positions of the search it carried on from; positions expanded by any other search */
const counted = vi.hoisted(() => ({ sampledSearches: [] as [cap: number, carriedOnFrom: number][], expansions: 0 }));

vi.mock('../../../src/puzzles/move/solver.ts', async (importOriginal) => {
  const solver = await importOriginal<typeof import('../../../src/puzzles/move/solver.ts')>();
  return {
    ...solver,
    sampledSearch: (level: MoveLevel, cap: number, shorter?: Parameters<typeof solver.sampledSearch>[2]) => {
      counted.sampledSearches.push([cap, shorter?.stored ?? 0]);
      return solver.sampledSearch(level, cap, shorter);
    },
    // (sampledSearch expands through the module's own compile, so this counts every other search's)
    moveSolver: {
      compile: (level: MoveLevel) => {
        const problem = solver.moveSolver.compile(level);
        return {
          ...problem,
          expand: (...args: Parameters<typeof problem.expand>) => {
            counted.expansions++;
            problem.expand(...args);
          },
        };
      },
    },
  };
});

const { move } = await import('../../../src/puzzles/move/index.ts');

describe('Move: the estimate searches from the start once', () => {
  it('meets the short search’s own positions from the win', { timeout: 60_000 }, () => {
    // r12-2x2-w0.18-s1: said past 30 M by its whole space, 6.4 M positions to its optimum of 22
    const parsed = move.parse(randomMoveLevel(measuredSpec(12, 2, 2, 0.18, 1)));
    if (!parsed.ok) throw new Error('level does not parse');
    const e = move.estimateSearch!(parsed.level);
    expect(e.states).toBeLessThan(30e6);
    // the short search, and the one 4 times as long carried on from its positions (before 1e41193:
    // from the start again), and no other position expanded from the start (before: the meeting
    // expanded 171,997 of them again)
    expect(counted.sampledSearches.map(([cap]) => cap)).toEqual([60_000, 240_000]);
    expect(counted.sampledSearches[1]![1]).toBeGreaterThanOrEqual(60_000);
    expect(counted.expansions).toBe(0);
  });
});
