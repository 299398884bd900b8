// The search's simulator (fastMove.ts, packed states) against the readable rules (rules.ts):
// from many positions, every move must give the same successor, bit for bit, and the same
// set of legal, non-fatal moves. Positions come from random walks over the classic levels,
// the gallery, the real levels (when ../shared is present) and random small levels with
// every kind of piece.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { geometryOf, startState, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { CLASSIC_FILES, fixture, parseOk } from '../helpers/family.ts';
import { jsnellLevels } from '../helpers/shared.ts';
import { liveSuccessors, snakebirdLevels, snakefallLevels, walkOn, walks } from './randomLevels.ts';

const hex = (a: Uint32Array) => Array.from(a, (v) => v.toString(16).padStart(8, '0')).join('');

/**
 * Walk the chosen moves (restarting at a dead end or a win) and compare, at every position,
 * the packed successors of the search with those of the rules. Returns how many distinct
 * positions the walk reached, so that a test can tell a walk that went somewhere from one
 * stuck at the start.
 */
function walkAndCompare(level: SnakebirdLevel, choices: number[]): number {
  const geo = geometryOf(level);
  const problem = compileSnakebird(level);
  const out = new Uint32Array(problem.words);
  let state: SnakebirdState = startState(level, geo);
  const reached = new Set<string>();
  choices.forEach((choice, step) => {
    const packed = problem.pack(state);
    reached.add(hex(packed));
    const fromSearch: string[] = [];
    problem.expand(packed, 0, out, () => fromSearch.push(hex(out)));
    const fromRules = liveSuccessors(geo, state).map((s) => hex(problem.pack(s)));
    // the search names a snake by its canonical slot, the rules by its label: compare the
    // successors as a multiset of states
    expect(fromSearch.sort(), `step ${step}`).toEqual(fromRules.sort());
    state = walkOn(level, geo, state, choice);
  });
  return reached.size;
}

/** Walks through one level, as a property (its walks shrink to short ones). */
function walksThrough(level: SnakebirdLevel, steps: number, seed: number): number {
  let most = 0;
  fc.assert(fc.property(walks(steps), (choices) => void (most = Math.max(most, walkAndCompare(level, choices)))), { seed, numRuns: 1 });
  return most;
}

describe('the search simulator agrees with the rules', () => {
  it.each(CLASSIC_FILES)('on random walks through classic %s', (file) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    // the walk went somewhere, so more than the start position was compared
    expect(walksThrough(level, 400, 7)).toBeGreaterThan(10);
  });

  it('on random walks through the designed gallery levels', () => {
    for (const g of snakebird.gallery.filter((x) => !x.name.startsWith('Classic'))) {
      expect(walksThrough(parseOk<SnakebirdLevel>(snakebird, g.text), 300, 11), g.name).toBeGreaterThan(10);
    }
  });

  it.each([
    ['with spikes, water, fruit, teleporters and blocks', snakebirdLevels, 1],
    ["under Snakefall's rules (edges, one-cell snakes, 0-3 pads)", snakefallLevels, 2],
  ] as const)('on 400 random small levels %s', (_kind, levels, seed) => {
    let wandered = 0;
    fc.assert(
      fc.property(levels, walks(40), (level, choices) => {
        if (walkAndCompare(level, choices) > 1) wandered++;
      }),
      { seed, numRuns: 400 },
    );
    // most random levels let some snake move somewhere
    expect(wandered).toBeGreaterThan(200);
  }, 60_000);

  // the real levels, when ../shared is present (tests are added only then)
  const real = jsnellLevels();
  if (real.length > 0) {
    describe('the real levels in ../shared/levels/snakebird-jsnell', () => {
      it.each(real.map((r) => [r.file, r.text] as const))('on random walks through %s', (_file, text) => {
        expect(walksThrough(parseOk<SnakebirdLevel>(snakebird, text), 300, 3)).toBeGreaterThan(10);
      }, 30_000);
    });
  }
});
