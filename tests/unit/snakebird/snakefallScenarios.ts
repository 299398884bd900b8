// Positions where Snakefall's rules and the game's part ways, one move each, for the tests that
// play them by the readable rules, the fast simulator and its WebAssembly build
// (snakefallRules.test.ts, wasmSim.test.ts). Maps are drawn in the jsnell format (RULES.md §5:
// '.' wall, 'T' pad, '*' exit, R a head, arrows its body, digits blocks) and then given
// Snakefall's rules; `game` is the same position under the game's rules.
import type { SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { parseJsnell } from '../../../src/puzzles/snakebird/format.ts';

export function drawn(rows: string[]): SnakebirdLevel {
  const parsed = parseJsnell(`${rows.join('\n')}\n`);
  if (!parsed.ok) throw new Error(`${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`);
  return { ...parsed.level, rules: 'snakefall' };
}

/** The same level under the game's rules: its world open (as the game's is) or closed. */
export function underGame(level: SnakebirdLevel, open: boolean): SnakebirdLevel {
  const { rules: _rules, ...game } = level;
  return { ...game, open };
}

export interface RuleScenario {
  /** the rule, as docs/families/snakebird.md words it */
  rule: string;
  snakefall: SnakebirdLevel;
  game: SnakebirdLevel;
  /** moves played first, legal under both rule sets */
  before: string[];
  /** the move whose outcome differs */
  move: string;
}

export const RULE_SCENARIOS: readonly RuleScenario[] = [
  (() => {
    const l = drawn(['R<  *', '.....']);
    return { rule: 'the left edge blocks', snakefall: l, game: underGame(l, true), before: [], move: 'RL' };
  })(),
  (() => {
    const l = drawn(['*  >R', '.....']);
    return { rule: 'the right edge blocks', snakefall: l, game: underGame(l, true), before: [], move: 'RR' };
  })(),
  (() => {
    const l = drawn(['  R *', '  ^  ', '.....']);
    return { rule: 'the top edge blocks', snakefall: l, game: underGame(l, true), before: [], move: 'RU' };
  })(),
  (() => {
    // the tail lands on pad A; the pad vector puts the head on the exit, with nothing under it
    const l = drawn(['     T* ', ' >R     ', ' ..T    ', '        ', '        ', '........']);
    return { rule: 'a teleport comes before the exit', snakefall: l, game: underGame(l, false), before: ['RR'], move: 'RR' };
  })(),
  (() => {
    // the head steps onto pad A; the pad vector would put the body where the head now is
    const l = drawn(['        ', '   *    ', ' >RTT   ', '........']);
    return { rule: "a teleport may land on the object's own cells", snakefall: l, game: underGame(l, false), before: [], move: 'RR' };
  })(),
  (() => {
    // the snake leaves; blocks 0 and 1 land on the two pads at once (each blocks the other's
    // teleport, under both rule sets); a step later block 2 lands alone on pad A
    const l = drawn([' 2      ', ' 0 1    ', ' >>R*   ', '  .     ', '        ', ' T T    ', '        ', '........']);
    return { rule: 'after two arrivals at once, nothing teleports until the next move', snakefall: l, game: underGame(l, false), before: [], move: 'RR' };
  })(),
];
