// A move's next state shares the cell arrays of every object the move did not move, and the
// rules' occupancy (which starts each move from the cells of the last one) gives the same
// answers as one made afresh for every move, whichever state a move starts from.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { applyMove, DIRS, geometryOf, moveSteps, startState, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';
import { parseOk } from '../helpers/family.ts';
import { liveSuccessors, snakebirdLevels, snakefallLevels, walks } from './randomLevels.ts';

const level = (rows: string[]) => parseOk<SnakebirdLevel>(snakebird, `${rows.join('\n')}\n`);

// R on the floor, block 0 ahead of it before a hole, block 1 further on
const LEDGE = level(['...........', '.*        .', '.         .', '. >R  0  1.', '....... ...', '...........']);
const geo = geometryOf(LEDGE);
const at = (cells: number[]) => cells.map((c) => [Math.floor(c / geo.W) - geo.top, (c % geo.W) - geo.left]);

function move(state: SnakebirdState, m: string): SnakebirdState {
  const next = applyMove(geo, state, state.snakes.findIndex((s) => s.label === m[0]), DIRS.indexOf(m[1] as 'U'));
  if (!next) throw new Error(`${m} is illegal`);
  return next;
}

describe("a move's next state", () => {
  it('keeps the cell arrays of the objects the move leaves where they are', () => {
    const start = startState(LEDGE, geo);
    const next = move(start, 'RR');
    expect(at(next.snakes[0]!.cells)).toEqual([[3, 4], [3, 3]]);
    expect(next.snakes[0]!.cells).not.toBe(start.snakes[0]!.cells);
    expect(next.blocks[0]!.cells).toBe(start.blocks[0]!.cells);
    expect(next.blocks[1]!.cells).toBe(start.blocks[1]!.cells);
  });

  it('gives a block that is pushed, then falls, new arrays, and changes none of the states before', () => {
    const start = startState(LEDGE, geo);
    const before = move(move(start, 'RR'), 'RR');
    const snapshot = structuredClone(before);
    const steps = moveSteps(geo, before, 0, DIRS.indexOf('R'))!;
    expect(steps.map((s) => s.kind)).toEqual(['slide', 'fall']);
    const [pushed, fell] = steps.map((s) => s.state.blocks[0]!.cells);
    expect(at(pushed!)).toEqual([[3, 7]]);
    expect(at(fell!)).toEqual([[4, 7]]);
    expect(pushed).not.toBe(before.blocks[0]!.cells);
    expect(fell).not.toBe(pushed);
    // block 1 never moved: still the start's own array
    for (const s of steps) expect(s.state.blocks[1]!.cells).toBe(start.blocks[1]!.cells);
    expect(before).toEqual(snapshot);
    expect(at(start.blocks[0]!.cells)).toEqual([[3, 6]]);
  });
});

describe("the rules' occupancy, kept from move to move", () => {
  // every move of every snake from each state of a walk, against the same move on a copy of the
  // state and a map of its own (whose occupancy starts afresh), then on a copy on the shared map
  // (arrays it has never seen), between moves from the state before
  const agree = (lvl: SnakebirdLevel, choices: number[]) => {
    const shared = geometryOf(lvl);
    let state = startState(lvl, shared);
    let compared = 0;
    for (const choice of choices) {
      state.snakes.forEach((_, i) => {
        for (let d = 0; d < 4; d++) {
          const kept = applyMove(shared, state, i, d);
          expect(applyMove(geometryOf(lvl), structuredClone(state), i, d)).toEqual(kept);
          expect(applyMove(shared, structuredClone(state), i, d)).toEqual(kept);
          compared++;
        }
      });
      const next = liveSuccessors(shared, state);
      if (next.length === 0 || state.snakes.every((s) => s.exited)) break;
      state = next[choice % next.length]!;
    }
    return compared;
  };

  it.each([
    ['under the game rules', snakebirdLevels, 11],
    ['under Snakefall rules', snakefallLevels, 12],
  ] as const)('agrees with one made afresh on random walks of random levels %s', (_kind, levels, seed) => {
    let compared = 0;
    fc.assert(
      fc.property(levels, walks(20), (lvl, choices) => void (compared += agree(lvl, choices))),
      { seed, numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(2000);
  }, 60_000);
});
