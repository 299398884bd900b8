// The early answer (issue 17 item 6): weighted A* and best-first width searches beside the
// exact search find a winning line before the optimum is proven. Held here to the truth on the
// classic levels and on random ones: every early line the rules win with, none shorter than the
// optimum; every lower bound reported no more than the optimum; and the answer at the end the
// optimum still.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search } from '../../../src/engine/solve.ts';
import type { SearchProgress } from '../../../src/engine/types.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { firstLineInWasm, solveInWasm, type EarlyOrder } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { CLASSIC_FILES, expected, fixture, parseOk, replay } from '../helpers/family.ts';
import { snakebirdLevels, snakefallLevels } from './randomLevels.ts';

/** The line played by the readable rules from the start (an illegal move throws): whether it wins. */
const wins = (level: SnakebirdLevel, solution: readonly string[]): boolean => snakebird.isWon(level, replay(snakebird, level, solution) as never);

const ORDERS: readonly EarlyOrder[] = [[2, 1], [5, 1], [3, 2], 'novel', 'novel-sum'];

/**
 * Every early line of the level, and the progress of a solve with the early search on from
 * the start and a report after every slice, held to the optimum (null: unsolvable).
 * Returns how many early lines were seen in the progress.
 */
function holdsTo(level: SnakebirdLevel, optimum: number | null): number {
  for (const order of ORDERS) {
    const line = firstLineInWasm(level, order);
    if (optimum === null) {
      expect(line).toBeNull();
      continue;
    }
    expect(line).not.toBeNull();
    expect(line!.solution).toHaveLength(line!.moves);
    expect(wins(level, line!.solution)).toBe(true);
    expect(line!.moves).toBeGreaterThanOrEqual(optimum);
  }
  const progress: SearchProgress[] = [];
  const result = solveInWasm(level, { early: true, earlyAfterMs: 0, progressIntervalMs: 0, onProgress: (p) => void progress.push(p) })!;
  if (optimum === null) expect(result.kind).toBe('unsolvable');
  else {
    expect(result).toMatchObject({ kind: 'solved', moves: optimum });
    if (result.kind === 'solved') expect(wins(level, result.solution)).toBe(true);
  }
  let seen = 0;
  for (const p of progress) {
    expect(p.lowerBound).toBeDefined();
    if (optimum !== null) expect(p.lowerBound!).toBeLessThanOrEqual(optimum);
    if (p.bestFound) {
      seen++;
      expect(optimum).not.toBeNull();
      expect(p.bestFound.moves).toBeGreaterThanOrEqual(optimum!);
      expect(wins(level, p.bestFound.solution)).toBe(true);
    }
  }
  return seen;
}

describe('the early answer', () => {
  it.each(CLASSIC_FILES)('on classic %s: lines the rules win with, never shorter than the optimum; bounds never above it', (file) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    holdsTo(level, expected('snakebird').find((e) => e.file === file)!.moves!);
  }, 60_000);

  it.each([
    ['', snakebirdLevels],
    [" under Snakefall's rules", snakefallLevels],
  ] as const)('on random levels%s, held to breadth-first search', (_rules, levels) => {
    let solved = 0;
    let unsolvable = 0;
    fc.assert(
      fc.property(levels, (level) => {
        const truth = search(compileSnakebird(level), { maxStates: 100_000 });
        if (truth.kind === 'limit') return;
        holdsTo(level, truth.kind === 'solved' ? truth.moves : null);
        if (truth.kind === 'solved') solved++;
        else unsolvable++;
      }),
      { numRuns: 120, seed: 17 },
    );
    expect(solved).toBeGreaterThan(10);
    expect(unsolvable).toBeGreaterThan(10);
  }, 180_000);

  it('reports a first line while the exact search runs, and a cancel keeps it', () => {
    // Classic 9 takes the exact search some 200,000 states, the weight 5 some hundreds: with
    // the early search from the start and a report after every slice, a line is seen before
    // the end; cancelling then hands it back with the limit (not proven shortest)
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level09.txt'));
    const optimum = expected('snakebird').find((e) => e.file === 'level09.txt')!.moves!;
    expect(holdsTo(level, optimum)).toBeGreaterThan(0);
    let reported: SearchProgress | undefined;
    const stopped = solveInWasm(level, { early: true, earlyAfterMs: 0, progressIntervalMs: 0, onProgress: (p) => (reported = p).bestFound !== undefined })!;
    expect(stopped).toMatchObject({ kind: 'limit', limit: 'cancelled', bestFound: reported!.bestFound });
    expect(reported!.bestFound!.moves).toBeGreaterThanOrEqual(optimum);
    expect(reported!.lowerBound!).toBeLessThanOrEqual(optimum);
  }, 60_000);

  it.each(ORDERS)('looks only for lines shorter than it is told (%s), the start again of a search that has a line', (order) => {
    // Classic 7: from each early search's first line, searches told to look only for shorter
    // lines come down to the optimum, and below it find none
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level07.txt'));
    const optimum = expected('snakebird').find((e) => e.file === 'level07.txt')!.moves!;
    let line = firstLineInWasm(level, order)!;
    const lengths = [line.moves];
    while (line.moves > optimum) {
      line = firstLineInWasm(level, order, { shorterThan: line.moves })!;
      expect(wins(level, line.solution)).toBe(true);
      expect(line.moves).toBeLessThan(lengths[lengths.length - 1]!);
      lengths.push(line.moves);
    }
    expect(line.moves).toBe(optimum);
    expect(firstLineInWasm(level, order, { shorterThan: optimum })).toBeNull();
  }, 60_000);

  it('the width search spreads out: on classic 7 its first line comes after fewer states than a weighted search stores', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level07.txt'));
    const novel = firstLineInWasm(level, 'novel')!;
    for (const order of ORDERS) if (typeof order !== 'string') expect(novel.stored).toBeLessThan(firstLineInWasm(level, order)!.stored);
  }, 60_000);

  it('the width search over the distances added is an order of its own: on classic 7 it finds another first line than the one over the bound', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level07.txt'));
    const byBound = firstLineInWasm(level, 'novel')!;
    const bySum = firstLineInWasm(level, 'novel-sum')!;
    expect(bySum.moves).not.toBe(byBound.moves);
    expect(bySum.stored).not.toBe(byBound.stored);
  }, 60_000);

  it('an early search at the end of its memory stops, and the exact search still answers', () => {
    // Classic 9 under budgets of 8 to 64 MB: the early searches' eighth of it, a quarter each,
    // runs out at some point in each (the records, the table; under 36 MB, the width search's
    // features seen are what cannot grow)
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level09.txt'));
    const optimum = expected('snakebird').find((e) => e.file === 'level09.txt')!.moves!;
    for (const mb of [8, 16, 24, 32, 36, 64]) {
      const lines: { moves: number; solution: string[] }[] = [];
      const result = solveInWasm(level, { early: true, earlyAfterMs: 0, maxBytes: mb * 2 ** 20, progressIntervalMs: 0, onProgress: (p) => void (p.bestFound && lines.push(p.bestFound)) })!;
      expect(result).toMatchObject({ kind: 'solved', moves: optimum });
      for (const line of lines) {
        expect(line.moves).toBeGreaterThanOrEqual(optimum);
        expect(wins(level, line.solution)).toBe(true);
      }
    }
  }, 60_000);

  it('runs no early search unless asked, and none before earlyAfterMs', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level09.txt'));
    const seen: SearchProgress[] = [];
    solveInWasm(level, { progressIntervalMs: 0, onProgress: (p) => void seen.push(p) });
    solveInWasm(level, { early: true, earlyAfterMs: 3_600_000, progressIntervalMs: 0, onProgress: (p) => void seen.push(p) });
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.filter((p) => p.bestFound)).toEqual([]);
  }, 60_000);
});
