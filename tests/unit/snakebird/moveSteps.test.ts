// The steps of one move (rules.ts moveSteps), which the board animates: the last step ends on
// the rules' own result, and each step changes only what it says it did (a slide one cell, a
// fall one row, a teleport by the pad vector, an exit from the exit), on every move of the
// classic levels' optimal solutions and on random moves of random levels under both rule sets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { applyMove, DIRS, geometryOf, moveSteps, startState, T_EXIT, type Geometry, type MoveStep, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';
import { solveLevel } from '../../../src/puzzles/solve.ts';
import { expected, fixture, parseOk } from '../helpers/family.ts';
import { snakebirdLevels, snakefallLevels, walkOn, walks } from './randomLevels.ts';

const STEP = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] } as const;

/** Objects as lists of cells, snakes then blocks; null when off the map. */
const objects = (s: SnakebirdState) => [...s.snakes.map((x) => (x.exited ? null : x.cells)), ...s.blocks.map((b) => (b.gone ? null : b.cells))];

/**
 * Checks that each step from `from` changes only what it names, in the way its kind says, and
 * that the last one ends on `end`. Returns the kinds, in order.
 */
function checkSteps(geo: Geometry, from: SnakebirdState, snake: number, dir: number, steps: MoveStep[], end: SnakebirdState): string[] {
  expect(steps.length).toBeGreaterThan(0);
  expect(steps[steps.length - 1]!.state).toEqual(end);
  expect(steps[0]!.kind).toBe('slide');
  expect(steps[0]!.snakes[0]).toBe(snake);
  const n = from.snakes.length;
  const [dr, dc] = STEP[DIRS[dir]!];
  const shift = (cells: number[], r: number, c: number) => cells.map((x) => x + r * geo.W + c);
  let a = from;
  steps.forEach((step, k) => {
    const b = step.state;
    expect(step.kind === 'slide', `step ${k}`).toBe(k === 0);
    expect(b.dead, `only the last step may be a death`).toBe(step.died);
    if (k < steps.length - 1) expect(step.died).toBe(false);
    const moved = new Set([...step.snakes, ...step.blocks.map((i) => i + n)]);
    const [before, after] = [objects(a), objects(b)];
    before.forEach((cells, o) => {
      if (!moved.has(o)) {
        expect(after[o], `object ${o} is not named by the ${step.kind} step, so it stays`).toEqual(cells);
        return;
      }
      expect(cells, `object ${o} named by a ${step.kind} step was on the map`).not.toBeNull();
      const was = cells!;
      const now = after[o];
      if (step.kind === 'slide' && o === snake) {
        expect(now![0]).toBe(shift([was[0]!], dr, dc)[0]);
        expect(now!.slice(1)).toEqual(step.ate ? was : was.slice(0, -1));
      } else if (step.kind === 'slide') expect(now).toEqual(shift(was, dr, dc));
      else if (step.kind === 'fall') {
        // one row down, or gone (off the map, into water) — a snake gone that way dies
        if (now === null) expect(o < n ? step.died : true).toBe(true);
        else expect(now).toEqual(shift(was, 1, 0));
      } else if (step.kind === 'exit') {
        expect(o).toBeLessThan(n);
        expect(geo.terrain[was[0]!]).toBe(T_EXIT);
        expect(a.fruit).toEqual([]);
        expect(now).toBeNull();
      } else {
        // whole, by the vector from the pad it arrived on to the other
        const [p, q] = geo.pads as [number, number];
        expect(was.includes(p) || was.includes(q)).toBe(true);
        const by = (v: number) => was.map((x) => x + v);
        expect([by(q - p), by(p - q)]).toContainEqual(now);
      }
    });
    // only a slide eats, and what it eats is under the new head
    if (step.ate) expect(a.fruit.filter((f) => !b.fruit.includes(f))).toEqual([b.snakes[snake]!.cells[0]]);
    else expect([...b.fruit].sort()).toEqual([...a.fruit].sort());
    a = b;
  });
  return steps.map((s) => s.kind);
}

/** Every legal move from `state`: its steps checked against the rules' result. The kinds seen. */
function checkAllMoves(geo: Geometry, state: SnakebirdState, seen: Set<string>): void {
  state.snakes.forEach((_, i) => {
    for (let d = 0; d < 4; d++) {
      const end = applyMove(geo, state, i, d);
      const steps = moveSteps(geo, state, i, d);
      if (end === null) {
        expect(steps).toBeNull();
        continue;
      }
      for (const kind of checkSteps(geo, state, i, d, steps!, end)) seen.add(kind);
    }
  });
}

describe('the steps of a move', () => {
  // level09 (540,000 states) is left to the benchmark, as in snakebird.test.ts
  it.each(expected('snakebird').filter((e) => e.file !== 'level09.txt'))('end on the rules\' result on every move of the solution of classic $file', ({ file, moves }) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    const result = solveLevel(snakebird, level);
    if (result.kind !== 'solved') throw new Error(`${file} must solve`);
    expect(result.moves).toBe(moves);
    const geo = geometryOf(level);
    let state = startState(level, geo);
    const kinds: string[][] = [];
    for (const move of result.solution) {
      const snake = state.snakes.findIndex((s) => s.label === move[0]);
      const dir = DIRS.indexOf(move[1] as (typeof DIRS)[number]);
      const end = snakebird.play(level, state, move)!;
      kinds.push(checkSteps(geo, state, snake, dir, moveSteps(geo, state, snake, dir)!, end));
      state = end;
    }
    expect(snakebird.isWon(level, state)).toBe(true);
    // the winning move ends with the last snakebird leaving through the exit
    expect(kinds[kinds.length - 1]).toContain('exit');
    // some move of the solution falls
    expect(kinds.some((k) => k.includes('fall'))).toBe(true);
  }, 30_000);

  it.each([
    ["the game's rules", snakebirdLevels, 3],
    ["Snakefall's rules", snakefallLevels, 4],
  ] as const)('end on the rules\' result on random moves of random levels under %s', (_rules, levels, seed) => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(levels, walks(20), (level, choices) => {
        const geo = geometryOf(level);
        let state = startState(level, geo);
        for (const choice of choices) {
          checkAllMoves(geo, state, seen);
          state = walkOn(level, geo, state, choice);
        }
      }),
      { seed, numRuns: 100 },
    );
    // the walks went through every kind of step
    expect([...seen].sort()).toEqual(['exit', 'fall', 'slide', 'teleport']);
  }, 60_000);

  it('a snake that walks onto a pad is carried to the other one, in a step of its own', () => {
    const l = parseOk<SnakebirdLevel>(snakebird, snakebird.gallery.find((g) => g.name === 'Teleporter')!.text);
    const geo = geometryOf(l);
    let state = startState(l, geo);
    const kinds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const steps = moveSteps(geo, state, 0, DIRS.indexOf('R'))!;
      kinds.push(steps.map((s) => s.kind).join(' '));
      state = steps[steps.length - 1]!.state;
    }
    expect(kinds).toEqual(['slide', 'slide', 'slide teleport']);
  });

  it('a fall that kills ends the steps, with the death on the last one', () => {
    const l = parseOk<SnakebirdLevel>(snakebird, '.........\n.*      .\n.       .\n.>RG    .\n....##  .\n.........\n');
    const geo = geometryOf(l);
    const steps = moveSteps(geo, startState(l, geo), 0, DIRS.indexOf('R'))!;
    expect(steps.map((s) => [s.kind, s.snakes, s.died])).toEqual([
      ['slide', [0, 1], false],
      ['fall', [1], true],
    ]);
  });
});
