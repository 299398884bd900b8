// Snakebird's best-first search, the only one there is, runs as WebAssembly
// (src/puzzles/snakebird/wasm). Held here to the engine's breadth-first search, which knows
// nothing of bounds: the same optimal move count on every vendored classic level and on random
// levels from fast-check (solvable or not), a solution the readable rules play to a win, and
// the budgets (states, memory, cancelling) kept as the engine keeps them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search } from '../../../src/engine/solve.ts';
import type { SearchResult } from '../../../src/engine/types.ts';
import { solveLevel } from '../../../src/puzzles/solve.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { solveInShards, solveInWasm } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { CLASSIC_FILES, expected, fixture, parseOk } from '../helpers/family.ts';
import { snakebirdLevels, snakefallLevels } from '../snakebird/randomLevels.ts';

/** The solution played by the readable rules from the start: whether it wins. */
function wins(level: SnakebirdLevel, solution: string[]): boolean {
  let state = snakebird.start(level);
  for (const move of solution) {
    const next = snakebird.play(level, state, move);
    if (!next) return false;
    state = next;
  }
  return snakebird.isWon(level, state);
}

const answer = (r: SearchResult) => (r.kind === 'solved' ? r.moves : r.kind === 'unsolvable' ? 'unsolvable' : 'limit');

/** Both searches on a level: the WebAssembly search's answer (over `shards` memories), checked against BFS's ('limit' when BFS ran out of states). */
function agree(level: SnakebirdLevel, bfsStates: number, shards = 1): ReturnType<typeof answer> {
  const breadth = search(compileSnakebird(level), { maxStates: bfsStates });
  if (breadth.kind === 'limit') return 'limit';
  const best = shards === 1 ? solveInWasm(level, {})! : solveInShards(level, {}, shards);
  expect(answer(best)).toBe(answer(breadth));
  if (best.kind === 'solved') {
    expect(best.method).toBe('astar');
    expect(best.solution).toHaveLength(best.moves);
    expect(wins(level, best.solution)).toBe(true);
  }
  return answer(best);
}

describe('the WebAssembly best-first search', () => {
  it.each(CLASSIC_FILES)('finds BFS’s optimum on classic %s, by a solution the rules win with', (file) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    expect(agree(level, 2_000_000)).toBe(expected('snakebird').find((e) => e.file === file)!.moves);
  }, 30_000);

  it.each([
    ['', snakebirdLevels],
    [" under Snakefall's rules", snakefallLevels],
  ] as const)('agrees with BFS on random levels%s, solvable or not', (_rules, levels) => {
    const seen = { solved: 0, unsolvable: 0, limit: 0 };
    fc.assert(
      fc.property(levels, (level) => {
        const a = agree(level, 100_000);
        seen[a === 'limit' || a === 'unsolvable' ? a : 'solved']++;
      }),
      { numRuns: 300, seed: 14 },
    );
    // both kinds of answer were compared, on nearly every level
    expect(seen.solved).toBeGreaterThan(20);
    expect(seen.unsolvable).toBeGreaterThan(20);
    expect(seen.limit).toBeLessThan(30);
  }, 120_000);

  // Past one memory's 4 GiB the search spreads its states over several instances (shards),
  // each storing the states its hash names: the same optimum, whatever the number.
  it.each([2, 3, 8])('finds the same optimum spread over %i memories, on classic levels and random ones', (shards) => {
    for (const file of ['level00.txt', 'level04.txt', 'level09.txt']) {
      const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
      expect(agree(level, 2_000_000, shards), file).toBe(expected('snakebird').find((e) => e.file === file)!.moves);
    }
    fc.assert(
      fc.property(snakebirdLevels, (level) => void agree(level, 100_000, shards)),
      { numRuns: 60, seed: 17 },
    );
  }, 120_000);

  it('is what solveLevel uses for Snakebird, and leaves counting the optimal solutions to BFS', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level04.txt'));
    expect(solveLevel(snakebird, level)).toMatchObject({ kind: 'solved', moves: 30, method: 'astar' });
    expect(solveInWasm(level, { countSolutions: true })).toBeNull();
    expect(solveLevel(snakebird, level, { countSolutions: true })).toMatchObject({ kind: 'solved', moves: 30, method: 'bfs' });
  }, 30_000);

  it('takes a level whose tables outgrow the module’s first memory (30 fruit)', () => {
    const fruitRow = `.  ${'O  '.repeat(10)}.`;
    const text = ['.'.repeat(34), `.${' '.repeat(32)}.`, fruitRow, fruitRow, fruitRow, `.${' '.repeat(32)}.`, `.  R<<${' '.repeat(18)}*${' '.repeat(8)}.`, '.'.repeat(34)].join('\n');
    const level = parseOk<SnakebirdLevel>(snakebird, text);
    expect(level.fruit).toHaveLength(30);
    expect(solveInWasm(level, { maxStates: 1_000 })).toMatchObject({ kind: 'limit', limit: 'states', stored: 1_000 });
  }, 30_000);

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
  }, 30_000);

  it('holds no more memory than its budget, and says when the budget stopped it', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level09.txt'));
    const free = solveInWasm(level, {})!;
    expect(free.kind).toBe('solved');
    for (const mb of [2, 4, 6, 9, 12, 16]) {
      const maxBytes = mb * 2 ** 20;
      const r = solveInWasm(level, { maxBytes })!;
      expect(r.peakBytes!, `${mb} MB`).toBeLessThanOrEqual(maxBytes);
      expect(r.bytes, `${mb} MB`).toBeLessThanOrEqual(r.peakBytes!);
      if (r.kind === 'limit') {
        expect(r.limit).toBe('memory');
        expect(r.detail).toBeUndefined();
      } else expect(r).toMatchObject({ kind: 'solved', moves: 34 });
    }
    // a budget below what it needed stops it; the live data is reported, not the module's whole memory
    expect(solveInWasm(level, { maxBytes: free.peakBytes! / 2 })).toMatchObject({ kind: 'limit', limit: 'memory' });
    expect(free.bytes).toBeLessThan(free.peakBytes!);
  }, 60_000);
});
