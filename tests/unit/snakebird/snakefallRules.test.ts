// Snakefall's rules (docs/families/snakebird.md, "Snakefall's rules"), each played in the same
// position under both rule sets: where they part ways the test asserts the difference, so it
// would fail if the level were played by the game's rules. Every move is played by the readable
// rules and the fast simulator together (bothWays.ts), and the solves run the engine's
// JavaScript search and the WebAssembly one (the WebAssembly simulator plays the same scenarios
// in wasmSim.test.ts).
import { describe, expect, it } from 'vitest';
import { search } from '../../../src/engine/solve.ts';
import { geometryOf, snakebird, type SnakebirdLevel, type SnakebirdState } from '../../../src/puzzles/snakebird/index.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { solveInWasm } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { parseError, parseOk } from '../helpers/family.ts';
import { playAllBoth, playBoth } from './bothWays.ts';
import { drawn, RULE_SCENARIOS, underGame } from './snakefallScenarios.ts';

/** The pieces of a position in the drawn map's coordinates (the two rule sets pad differently). */
function picture(level: SnakebirdLevel, s: SnakebirdState | null): string {
  if (!s) return 'illegal';
  const g = geometryOf(level);
  const rc = (c: number) => `${Math.floor(c / g.W) - g.top},${(c % g.W) - g.left}`;
  const snakes = s.snakes.map((x) => (x.exited ? `${x.label} left` : `${x.label} ${x.cells.map(rc).join(' ')}`));
  const blocks = s.blocks.map((b) => (b.gone ? `${b.label} gone` : `${b.label} ${b.cells.map(rc).join(' ')}`));
  return [...snakes, ...blocks, s.dead ? 'dead' : 'alive'].join(' | ');
}

/** `move` after `before`, both ways (rules and fast simulator), as a picture. */
function outcome(level: SnakebirdLevel, before: string[], move: string): string {
  const s = playAllBoth(level, before);
  return picture(level, playBoth(level, s, move));
}

/** The optimum by the engine's breadth-first search and by the WebAssembly best-first one, which must agree. */
function optimum(level: SnakebirdLevel): number | null {
  const js = search(compileSnakebird(level), { maxStates: 200_000 });
  const wasm = solveInWasm(level, { maxStates: 200_000 })!;
  expect(wasm.kind).toBe(js.kind);
  if (js.kind === 'solved' && wasm.kind === 'solved') {
    expect(wasm.moves).toBe(js.moves);
    return js.moves;
  }
  expect(js.kind).toBe('unsolvable');
  return null;
}

describe("Snakefall's rules, where they differ from the game's", () => {
  it.each(RULE_SCENARIOS.map((s) => [s.rule, s] as const))('%s', (_rule, sc) => {
    const bySnakefall = outcome(sc.snakefall, sc.before, sc.move);
    const byGame = outcome(sc.game, sc.before, sc.move);
    expect(bySnakefall).not.toBe(byGame);
  });

  it('the edges: the left and right ones refuse a step, the top one a climb, which the open world allows', () => {
    expect(outcome(RULE_SCENARIOS[0]!.snakefall, [], 'RL')).toBe('illegal');
    expect(outcome(RULE_SCENARIOS[0]!.game, [], 'RL')).toBe('R 0,-1 0,0 | alive');
    // over a wall that reaches the top row: the game's snakebird climbs above the map
    const over = drawn(['    ..*', ' >>R.. ', '.......']);
    expect(optimum(over)).toBeNull();
    expect(optimum(underGame(over, true))).toBe(6);
  });

  it('a teleport comes before the exit: the head the pad puts on the exit leaves before it can fall', () => {
    const sc = RULE_SCENARIOS[3]!;
    expect(outcome(sc.snakefall, sc.before, sc.move)).toBe('R left | alive');
    expect(outcome(sc.game, sc.before, sc.move)).toBe('R 4,6 4,5 | alive');
    expect(optimum(sc.snakefall)).toBe(2);
    expect(optimum(sc.game)).toBeNull();
  });

  it("a teleport may land on the object's own cells: Snakefall carries it, the game's own cells block it", () => {
    const sc = RULE_SCENARIOS[4]!;
    expect(outcome(sc.snakefall, [], 'RR')).toBe('R 2,4 2,3 | alive');
    expect(outcome(sc.game, [], 'RR')).toBe('R 2,3 2,2 | alive');
  });

  it('an object that arrives on both pads at once stays, under both rule sets (in the game its own cell on the far pad blocks it)', () => {
    // block 0 (two cells apart) falls onto both pads at once
    const l = drawn(['   0 0 *', ' R<<    ', ' ..T T  ', '........']);
    expect(outcome(l, [], 'RU')).toBe('R 0,1 1,1 1,2 | 0 2,3 2,5 | alive');
    expect(outcome(underGame(l, false), [], 'RU')).toBe('R 0,1 1,1 1,2 | 0 2,3 2,5 | alive');
  });

  it('after two arrivals at once, a later one in the same move stays (the game teleports it)', () => {
    const sc = RULE_SCENARIOS[5]!;
    expect(outcome(sc.snakefall, [], 'RR')).toBe('R left | 0 6,1 | 1 6,3 | 2 5,1 | alive');
    expect(outcome(sc.game, [], 'RR')).toBe('R left | 0 6,1 | 1 6,3 | 2 5,3 | alive');
  });

  it('pads work only in a pair: one or three are allowed, and do nothing (the game refuses such a level)', () => {
    const base = drawn(['*    .', ' >R  .', '......']);
    const withPads = (terrain: string[]): SnakebirdLevel => ({ ...base, terrain });
    // a pair: the head steps onto (1,3) and goes by the pad vector to (0,4), the body along
    const pair = withPads(['*   T#', '   T##', '######']);
    expect(outcome(pair, [], 'RR')).toBe('R 0,4 0,3 | alive');
    const three = withPads(['*   T#', '   T#T', '######']);
    expect(outcome(three, [], 'RR')).toBe('R 1,3 1,2 | alive');
    expect(parseError(snakebird, snakebird.make(underGame(three, false))).message).toContain('third teleporter pad');
    const lone = withPads(['*    #', '   T##', '######']);
    expect(outcome(lone, [], 'RR')).toBe('R 1,3 1,2 | alive');
    expect(parseError(snakebird, snakebird.make(underGame(lone, false))).message).toContain('lone teleporter pad');
  });
});

describe("the gallery's Snakefall levels", () => {
  it("need Snakefall's rules: the game's give other answers (the edges in an open world; the teleport's order in a closed one)", () => {
    const level = (name: string) => parseOk<SnakebirdLevel>(snakebird, snakebird.gallery.find((g) => g.name === `Snakefall: ${name}`)!.text);
    expect(optimum(level('Skylight'))).toBe(5);
    expect(optimum(underGame(level('Skylight'), false))).toBeNull();
    expect([optimum(level('Boxed in')), optimum(underGame(level('Boxed in'), true))]).toEqual([13, 5]);
    expect([optimum(level('Far apart')), optimum(underGame(level('Far apart'), true))]).toEqual([28, 23]);
    expect([optimum(level('Loose ends')), optimum(underGame(level('Loose ends'), true))]).toEqual([36, 28]);
  }, 30_000);
});

describe("Snakefall's rules that are the game's too (RULES.md §5), under both rule sets", () => {
  const both = (level: SnakebirdLevel) => [level, underGame(level, false)];

  it('falling out at the bottom kills a snake and removes a block', () => {
    for (const l of both(drawn(['*    .', '.R<  .', '..   .']))) {
      expect(outcome(l, ['RU', 'RR'], 'RR'), l.rules ?? 'game').toMatch(/\| dead$/);
    }
    for (const l of both(drawn(['*     .', ' >R0  .', '....  .']))) {
      expect(outcome(l, [], 'RR'), l.rules ?? 'game').toBe('R 1,3 1,2 | 0 gone | alive');
    }
  });

  it('fruit is solid: it stops a push and holds things up', () => {
    for (const l of both(drawn(['*      ', ' R<0O  ', '.......']))) {
      expect(outcome(l, [], 'RR'), l.rules ?? 'game').toBe('illegal');
    }
    for (const l of both(drawn(['*      ', '   0   ', '  RO   ', '  ^ .  ', '.. ....']))) {
      // the snake leaves from under nothing: the block stays on the fruit
      expect(outcome(l, [], 'RL'), l.rules ?? 'game').toContain('| 0 1,3 |');
    }
  });

  it("a push may move something into the pusher's own tail cell, but the head may not enter its own body", () => {
    for (const l of both(drawn(['*       ', '        ', '  >v    ', '  0v    ', '  R<    ', '........']))) {
      expect(outcome(l, [], 'RU'), l.rules ?? 'game').toBe('R 3,2 4,2 4,3 3,3 2,3 | 0 2,2 | alive');
    }
    for (const l of both(drawn(['*      ', ' >v    ', ' R<    ', '.......']))) {
      expect(outcome(l, [], 'RU'), l.rules ?? 'game').toBe('illegal');
    }
  });

  it('any number of snakes, one cell long: five of them, solved', () => {
    // Snakefall numbers snakes freely (colour = number % 4); the game's formats draw at most four
    const level = parseOk<SnakebirdLevel>(snakebird, 'HyRr4JK1&3&7?000000000000041111111/s0?7/s1?8/s2?9/s3?10/s4?11/');
    expect(level.snakes.map((s) => [s.label, s.cells.length])).toEqual([['R', 1], ['G', 1], ['B', 1], ['Y', 1], ['r', 1]]);
    // the last snake pushes the row on, one cell a move, and each leaves at the exit in turn
    expect(optimum(level)).toBe(6);
  });
});
