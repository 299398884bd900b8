// The lower bound that lets the search go best-first (bound.ts): it must never exceed the
// moves really left (or optimal answers would be missed) and must drop by at most one per
// move (the search relies on it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from '../../../src/engine/bfs.ts';
import { UNREACHABLE } from '../../../src/engine/types.ts';
import { distancesTo } from '../../../src/puzzles/snakebird/bound.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { geometryOf, startState, T_EXIT, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { solveInWasm } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { CLASSIC_FILES, fixture, parseOk } from '../helpers/family.ts';
import { snakebirdLevels, snakefallLevels, walkOn, walks } from './randomLevels.ts';

/** The bound as bound.ts argues it, worked out from a rules.ts state with plain arrays. */
function referenceBound(level: SnakebirdLevel, state: SnakebirdState): number {
  const geo = geometryOf(level);
  const toExit = distancesTo(geo, [...geo.terrain.keys()].filter((c) => geo.terrain[c] === T_EXIT));
  const heads = state.snakes.filter((s) => !s.exited).map((s) => s.cells[0]!);
  let bound = Math.max(0, ...heads.map((h) => toExit[h]!));
  if (state.fruit.length > 0) {
    for (const f of state.fruit) {
      const toFruit = distancesTo(geo, [f]);
      bound = Math.max(bound, Math.min(UNREACHABLE, ...heads.map((h) => toFruit[h]!)) + toExit[f]!);
    }
    bound = Math.max(bound, state.fruit.length + Math.min(...state.fruit.map((f) => toExit[f]!)));
  }
  if (bound >= UNREACHABLE) return UNREACHABLE;
  // counting up, left and right steps apart: the most any head needs of each kind, added up
  let steps = 0;
  for (const costs of [
    { up: 1, left: 0, right: 0 },
    { up: 0, left: 1, right: 0 },
    { up: 0, left: 0, right: 1 },
  ]) {
    const kindToExit = distancesTo(geo, [...geo.terrain.keys()].filter((c) => geo.terrain[c] === T_EXIT), costs);
    let need = Math.max(0, ...heads.map((h) => kindToExit[h]!));
    for (const f of state.fruit) {
      const kindToFruit = distancesTo(geo, [f], costs);
      need = Math.max(need, Math.min(...heads.map((h) => kindToFruit[h]!)) + kindToExit[f]!);
    }
    steps += need;
  }
  return Math.max(bound, steps);
}

/** Walk the chosen moves; at each position the bound of every successor is checked. Returns the successors checked. */
function walkAndCheckBounds(level: SnakebirdLevel, choices: number[]): number {
  const geo = geometryOf(level);
  const problem = compileSnakebird(level);
  const out = new Uint32Array(problem.words);
  const probe = new Uint32Array(problem.words);
  let state: SnakebirdState = startState(level, geo);
  let checked = 0;
  choices.forEach((choice, step) => {
    const packed = problem.pack(state);
    const here = problem.lowerBound!(packed, 0);
    // read from the packed bits, it is the bound of the state they stand for
    expect(here, `step ${step}`).toBe(referenceBound(level, state));
    if (problem.isGoal(packed, 0)) expect(here).toBe(0);
    const emitted: string[] = [];
    problem.expand(packed, 0, out, () => emitted.push(out.join(',')));
    for (const words of emitted) {
      probe.set(words.split(',').map(Number));
      const bound = problem.lowerBound!(probe, 0);
      // the bound falls by at most one a move
      if (here !== UNREACHABLE) expect(here, `step ${step}`).toBeLessThanOrEqual(bound + 1);
      // a state with no way to the exit has none from any successor either
      else expect(bound).toBe(UNREACHABLE);
      checked++;
    }
    state = walkOn(level, geo, state, choice);
  });
  return checked;
}

describe('the moves-left bound of Snakebird', () => {
  it('counts a move for every row up and column across, nothing for a drop, nothing through a teleporter', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, ['.........', '.*     T.', '.    ....', '.       .', '.T  R<  .', '.........'].join('\n'));
    const geo = geometryOf(level);
    const exit = geo.terrain.indexOf(4);
    const toExit = distancesTo(geo, [exit]);
    const at = (r: number, c: number) => toExit[(r + geo.top) * geo.W + c + geo.left]!;
    expect(at(1, 1)).toBe(0);
    expect(at(3, 1)).toBe(2); // two rows up
    expect(at(1, 4)).toBe(3); // three columns across
    expect(at(0, 1)).toBe(UNREACHABLE); // a wall
    // the pad at (4, 1) jumps to (1, 7): then six columns across; walking is three rows up
    expect(at(4, 1)).toBe(3);
    expect(at(4, 2)).toBe(4);
  });

  it('adds up the up, left and right steps when the snakes must go different ways', () => {
    // R must go four columns left to the exit, G three rows up: no move helps both
    const level = parseOk<SnakebirdLevel>(snakebird, ['.........', '.*   R<<.', '.      ..', '.      ..', '.G     ..', '.^     ..', '.........'].join('\n'));
    const geo = geometryOf(level);
    const cell = (r: number, c: number) => (r + geo.top) * geo.W + c + geo.left;
    const toExit = distancesTo(geo, [geo.terrain.indexOf(T_EXIT)]);
    expect([toExit[cell(1, 5)], toExit[cell(4, 1)]]).toEqual([4, 3]);
    const problem = compileSnakebird(level);
    const start = new Uint32Array(problem.words);
    problem.writeInitial(start);
    expect(problem.lowerBound!(start, 0)).toBe(7);
  });

  it('falls by at most one per move and agrees with itself, on walks through the classic levels', () => {
    for (const file of CLASSIC_FILES) {
      const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
      fc.assert(fc.property(walks(60), (choices) => {
        expect(walkAndCheckBounds(level, choices), file).toBeGreaterThan(60);
      }), { seed: 1000, numRuns: 1 });
    }
  }, 60_000);

  const RANDOM = [
    ['', snakebirdLevels],
    [" under Snakefall's rules", snakefallLevels],
  ] as const;

  it.each(RANDOM)('falls by at most one per move, on walks through 300 random levels with fruit, pads and blocks%s', (_kind, levels) => {
    let checked = 0;
    fc.assert(fc.property(levels, walks(30), (level, choices) => void (checked += walkAndCheckBounds(level, choices))), { seed: 1, numRuns: 300 });
    expect(checked).toBeGreaterThan(10_000);
  }, 60_000);

  it.each(RANDOM)('never overestimates: the best-first search finds the same optimum as breadth-first on 300 random levels%s', (_kind, levels) => {
    let solved = 0;
    fc.assert(
      fc.property(levels, (level) => {
        if (snakebird.validate(level).length > 0) return;
        const problem = compileSnakebird(level);
        const breadth = bfs(problem, { maxStates: 20_000 });
        if (breadth.kind === 'limit') return;
        const best = solveInWasm(level, {});
        if (breadth.kind === 'unsolvable') {
          expect(best?.kind).toBe('unsolvable');
          return;
        }
        expect(best).toMatchObject({ kind: 'solved', moves: breadth.moves });
        const start = new Uint32Array(problem.words);
        problem.writeInitial(start);
        expect(problem.lowerBound!(start, 0)).toBeLessThanOrEqual(breadth.moves);
        solved++;
      }),
      { seed: 1, numRuns: 300 },
    );
    // enough of them had an answer to compare
    expect(solved).toBeGreaterThan(30);
  }, 60_000);
});
