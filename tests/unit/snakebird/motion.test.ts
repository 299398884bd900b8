// A move in motion (motion.ts): the board starts on the position before the move, ends on the
// move's position, passes each step's position on the way, and nothing jumps in between (a piece
// that vanishes or reappears does so unseen, at no opacity); the clock keeps to its budget.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poseAt, restPose, timeline, type Pose, type Point } from '../../../src/puzzles/snakebird/motion.ts';
import { geometryOf, moveSteps, startState, type Geometry, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';
import { snakebirdLevels, snakefallLevels, walkOn, walks } from './randomLevels.ts';

/** A piece as seen: its places (repeats in a row folded: a snake's tail catching up draws one point) and opacity. */
function seen(p: { points?: Point[]; cells?: Point[]; opacity: number } | null): { at: string[]; opacity: number } | null {
  if (p === null || p.opacity < 1e-6) return null;
  const at = (p.points ?? p.cells!).map(([c, r]) => `${c.toFixed(3)},${r.toFixed(3)}`).filter((q, i, all) => q !== all[i - 1]);
  return { at, opacity: Number(p.opacity.toFixed(3)) };
}
const view = (pose: Pose) => ({ snakes: pose.snakes.map(seen), blocks: pose.blocks.map(seen) });

/** Checks every move from `state` laid on a clock of `unit` ms per unit and `budget` ms at most. */
function checkMoves(geo: Geometry, state: SnakebirdState, unit: number, budget: number): number {
  let checked = 0;
  state.snakes.forEach((_, i) => {
    for (let d = 0; d < 4; d++) {
      const steps = moveSteps(geo, state, i, d);
      if (!steps) continue;
      const tl = timeline(state, steps, unit, budget);
      expect(tl.total).toBeLessThanOrEqual(budget + 1e-6);
      expect(tl.ends.every((e, k) => e > (k === 0 ? 0 : tl.ends[k - 1]!))).toBe(true);
      expect(view(poseAt(geo, tl, 0))).toEqual(view(restPose(geo, state)));
      expect(poseAt(geo, tl, 0).step).toMatchObject({ index: 0, kind: 'slide' });
      expect(poseAt(geo, tl, tl.total)).toEqual(restPose(geo, steps[steps.length - 1]!.state));
      tl.ends.forEach((end, k) => {
        // just before a step ends, the board shows (nearly) the step's position; at its end, exactly
        const before = view(poseAt(geo, tl, end - 1e-7));
        const after = view(poseAt(geo, tl, end));
        expect(before, `the end of step ${k} (${steps[k]!.kind})`).toEqual(after);
        expect(after).toEqual(view(restPose(geo, steps[k]!.state)));
      });
      checked++;
    }
  });
  return checked;
}

describe('a Snakebird move in motion', () => {
  it.each([
    ["the game's rules", snakebirdLevels, 5],
    ["Snakefall's rules", snakefallLevels, 6],
  ] as const)('starts, passes each step and ends on the rules\' positions, without a jump, under %s', (_rules, levels, seed) => {
    let moves = 0;
    fc.assert(
      fc.property(levels, walks(12), fc.integer({ min: 50, max: 400 }), fc.integer({ min: 20, max: 800 }), (level, choices, unit, budget) => {
        const geo = geometryOf(level);
        let state = startState(level, geo);
        for (const choice of choices) {
          moves += checkMoves(geo, state, unit, budget);
          state = walkOn(level, geo, state, choice);
        }
      }),
      { seed, numRuns: 60 },
    );
    expect(moves).toBeGreaterThan(500);
  }, 60_000);

  it('a fall gathers speed: each row takes less time than the one before', () => {
    const level = { rows: 6, cols: 3, open: false, terrain: ['   ', '   ', '   ', '   ', '   ', '###'], fruit: [], snakes: [{ label: 'R', cells: [[0, 1], [0, 0]] as [number, number][] }], blocks: [] };
    const geo = geometryOf(level);
    const start = startState(level, geo);
    const steps = moveSteps(geo, start, 0, 3)!;
    expect(steps.map((s) => s.kind)).toEqual(['slide', 'fall', 'fall', 'fall', 'fall']);
    const tl = timeline(start, steps, 100, 10_000);
    const rows = tl.ends.slice(1).map((e, k) => e - tl.ends[k]!);
    expect(rows.every((d, k) => k === 0 || d < rows[k - 1]!)).toBe(true);
    // and squeezed into a budget, in the same proportions
    const quick = timeline(start, steps, 100, 100);
    expect(quick.total).toBeCloseTo(100);
    expect(quick.ends.map((e) => e / quick.total)).toEqual(tl.ends.map((e) => e / tl.total).map((x) => expect.closeTo(x, 9)));
  });
});
