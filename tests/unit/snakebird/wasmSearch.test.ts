// The Snakebird search run as WebAssembly (wasm/wasmSearch.ts) against the engine's best-first
// search in JavaScript over the same problem: the same answer on every level (solvable or not,
// and the same optimal count), a solution that the readable rules play to a win, and the
// engine's budgets and cancelling.
import { describe, expect, it } from 'vitest';
import { bestFirst } from '../../../src/engine/bestFirst.ts';
import { solveLevel } from '../../../src/puzzles/solve.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { solveInWasm } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { CLASSIC_FILES, fixture, parseOk } from '../helpers/family.ts';
import { randomLevel, snakebirdLevels, snakefallLevels } from './randomLevels.ts';

/** The solution played by the rules from the start: whether it wins. */
function wins(level: SnakebirdLevel, solution: string[]): boolean {
  let state = snakebird.start(level);
  for (const move of solution) {
    const next = snakebird.play(level, state, move);
    if (!next) return false;
    state = next;
  }
  return snakebird.isWon(level, state);
}

/** Both searches on a level; returns the WebAssembly search's answer ('limit' when either ran out of states). */
function agree(level: SnakebirdLevel, where: string): string {
  const js = bestFirst(compileSnakebird(level), { maxStates: 100_000 });
  const wasm = solveInWasm(level, { maxStates: 100_000 })!;
  // (the two store states in a slightly different order, so one may run out first)
  if (js.kind === 'limit' || wasm.kind === 'limit') return 'limit';
  expect(wasm.kind, where).toBe(js.kind);
  if (js.kind === 'solved' && wasm.kind === 'solved') {
    expect(wasm.moves, where).toBe(js.moves);
    expect(wasm.solution, where).toHaveLength(wasm.moves);
    expect(wins(level, wasm.solution), where).toBe(true);
  }
  return wasm.kind;
}

describe('the WebAssembly search', () => {
  it.each(CLASSIC_FILES)('finds the engine’s optimum on classic %s, by a solution the rules win with', (file) => {
    agree(parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file)), file);
  });

  it.each([
    ['', snakebirdLevels],
    [" under Snakefall's rules", snakefallLevels],
  ] as const)('agrees with the engine on 300 random small levels%s, solvable or not', (_kind, levels) => {
    const answers = { solved: 0, unsolvable: 0, limit: 0 } as Record<string, number>;
    for (let seed = 1; seed <= 300; seed++) answers[agree(randomLevel(seed, levels), `seed ${seed}`)]!++;
    // both kinds of answer were compared, on nearly every level
    expect(answers.solved).toBeGreaterThan(20);
    expect(answers.unsolvable).toBeGreaterThan(20);
    expect(answers.limit).toBeLessThan(30);
  }, 120_000);

  it('is what solveLevel uses for Snakebird, and leaves counting the optimal solutions to the engine', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level04.txt'));
    expect(solveLevel(snakebird, level)).toMatchObject({ kind: 'solved', moves: 30, method: 'astar' });
    expect(solveInWasm(level, { countSolutions: true })).toBeNull();
    expect(solveLevel(snakebird, level, { countSolutions: true })).toMatchObject({ kind: 'solved', moves: 30, method: 'bfs' });
  });

  it('keeps the state budget and can be cancelled', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level09.txt'));
    expect(solveInWasm(level, { maxStates: 5_000 })).toMatchObject({ kind: 'limit', limit: 'states', stored: 5_000 });
    const seen: number[] = [];
    const r = solveInWasm(level, {
      progressIntervalMs: 0,
      onProgress: (p) => {
        seen.push(p.stored);
        return seen.length >= 3;
      },
    });
    expect(r).toMatchObject({ kind: 'limit', limit: 'cancelled' });
    expect(seen).toHaveLength(3);
    expect(seen[2]!).toBeGreaterThan(seen[0]!);
  });
});
