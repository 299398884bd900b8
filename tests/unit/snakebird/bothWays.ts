// The targeted rule tests play every move two ways: by the readable rules (rules.ts, through
// the family's play API) and by the search's simulator (fastMove.ts, on states packed as the
// search packs them). The two must agree on every move of the position, so a rule test that
// pins an outcome pins it for the solver too.
import { expect } from 'vitest';
import { snakebird, type SnakebirdLevel, type SnakebirdState } from '../../../src/puzzles/snakebird/index.ts';
import { DIRS } from '../../../src/puzzles/snakebird/rules.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';

const hex = (a: Uint32Array) => Array.from(a, (v) => v.toString(16).padStart(8, '0')).join('');

/**
 * `move` (e.g. 'RL') from `state` by the rules, after checking that the search's simulator
 * gives the same live successors for the position: for this move, and for every other one
 * (as states with their direction, since the search names a snake by its sorted slot, not
 * its label), and none where a move of the rules is illegal or kills a snakebird.
 */
export function playBoth(level: SnakebirdLevel, state: SnakebirdState, move: string): SnakebirdState | null {
  const problem = compileSnakebird(level);
  const out = new Uint32Array(problem.words);
  const bySearch: string[] = [];
  problem.expand(problem.pack(state), 0, out, (m) => bySearch.push(`${DIRS[m & 3]}:${hex(out)}`));
  const byRules: string[] = [];
  for (const m of snakebird.legalMoves(level, state)) {
    const next = snakebird.play(level, state, m);
    if (next && !next.dead) byRules.push(`${m.slice(-1)}:${hex(problem.pack(next))}`);
  }
  expect(bySearch.sort(), `the simulator's successors of the position where ${move} is played`).toEqual(byRules.sort());
  const next = snakebird.play(level, state, move);
  if (next && !next.dead) expect(bySearch, `${move} by the simulator`).toContain(`${move.slice(-1)}:${hex(problem.pack(next))}`);
  return next;
}

/** Play moves from the start (or `from`) both ways; throws on an illegal one. */
export function playAllBoth(level: SnakebirdLevel, moves: string[], from: SnakebirdState = snakebird.start(level)): SnakebirdState {
  return moves.reduce((s, m) => {
    const next = playBoth(level, s, m);
    if (!next) throw new Error(`move ${m} is illegal`);
    return next;
  }, from);
}
