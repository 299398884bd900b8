// The early searches' bench (bench/firstBench.ts, `npm run bench -- snakebird --first`): each
// order's lines on a level, a weighted search's one and a width search's coming down with each
// start again, as beside a solve.
import { describe, expect, it } from 'vitest';
import { firstLines } from '../../../bench/firstBench.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { expected, fixture, parseOk } from '../helpers/family.ts';

describe('the early searches bench', () => {
  it('gives each order its lines on classic 7: a weighted search one, a width search shorter and shorter down to the optimum', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level07.txt'));
    const optimum = expected('snakebird').find((e) => e.file === 'level07.txt')!.moves!;
    const rows = firstLines(level, 1_000_000, Number.POSITIVE_INFINITY);
    expect(rows.map((r) => r.order)).toEqual(['w=2/1', 'w=5/1', 'novel', 'novel-sum']);
    for (const { order, lines } of rows) {
      expect(lines.length).toBeGreaterThan(0);
      if (order.startsWith('w=')) expect(lines).toHaveLength(1);
      else {
        for (let i = 1; i < lines.length; i++) {
          expect(lines[i]!.moves).toBeLessThan(lines[i - 1]!.moves);
          expect(lines[i]!.ms).toBeGreaterThanOrEqual(lines[i - 1]!.ms);
        }
        expect(lines[lines.length - 1]!.moves).toBe(optimum);
      }
      for (const line of lines) {
        expect(line.moves).toBeGreaterThanOrEqual(optimum);
        expect(line.states).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it('stops a width search starting again once its seconds are gone, and finds none where the states allowed are too few', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level07.txt'));
    for (const { order, lines } of firstLines(level, 1_000_000, 0)) if (!order.startsWith('w=')) expect(lines).toHaveLength(1);
    expect(firstLines(level, 10, 0).every((r) => r.lines.length === 0)).toBe(true);
  }, 60_000);
});
