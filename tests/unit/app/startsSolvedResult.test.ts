// A level won at its start, solved for real by its family's solver (Bars by linear algebra,
// Anemones by search): the Solver panel's result line says it is already solved, not "Solved in
// 0 moves (optimal)" with a search's figures.
import { describe, expect, it } from 'vitest';
import { resultLine } from '../../../src/app/format.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { solveLevel } from '../../../src/puzzles/solve.ts';

const budget = { maxStates: 1_000_000, maxBytes: 2 ** 28 };

describe('a level that starts solved, solved', () => {
  it.each([
    ['anemones', 'anemones 3\ntap 1 lowers 2\nstart 1 3\ngoal 1 3\n'],
    ['bars', 'goal 1\n11\n11\n'],
    ['bars', 'pattern plus\ngoal 0\n000\n000\n000\n'],
  ] as const)('%s: %j', (id, text) => {
    const family = FAMILIES[id];
    const parsed = family.parse(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const result = solveLevel(family, parsed.level, { ...budget, countSolutions: true });
    expect(result).toMatchObject({ kind: 'solved', moves: 0 });
    expect(resultLine(result, budget, family.commutingMoves)).toBe('Already solved: the level is won at its start, with no move to make.');
  });
});
