// Snakebird through the breadth-first search over sorted, compressed layers (wasm/layers.ts):
// the same optimal counts as the best-first search and the engine's breadth-first search, on
// the classic levels, the vendored fixtures, random levels and (when ../shared is present) the
// small real levels; every line replayed through the readable rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from '../../../src/engine/bfs.ts';
import type { SearchResult } from '../../../src/engine/types.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { solveInLayers } from '../../../src/puzzles/snakebird/wasm/layers.ts';
import { DEPTH_BITS, levelSearch, MAX_SHARDS, searchModule, solveInWasm } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { ExpandPool } from '../../../src/puzzles/snakebird/wasm/expandPool.ts';
import { sortUniqueKeys } from '../../../src/engine/sortedKeys.ts';
import { expected, fixture, optimalMoves, parseOk, replay } from '../helpers/family.ts';
import { jsnellLevels } from '../helpers/shared.ts';
import { xorshift } from '../helpers/graphs.ts';
import { stallFreeClock } from '../helpers/stallFreeClock.ts';
import { snakebirdLevels, snakefallLevels } from './randomLevels.ts';

/** The layered search's answer, its line replayed through the rules. */
async function layered(level: SnakebirdLevel, options: Parameters<typeof solveInLayers>[1] = {}): Promise<SearchResult> {
  const r = await solveInLayers(level, options);
  if (r.kind === 'solved') {
    expect(r.method).toBe('layers');
    expect(r.solution).toHaveLength(r.moves);
    expect(snakebird.isWon(level, replay(snakebird, level, r.solution) as never)).toBe(true);
  }
  return r;
}

describe('Snakebird by breadth-first search over sorted layers', () => {
  it.each(expected('snakebird'))('solves $file in $moves moves, as the best-first search does', async ({ file, moves }) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    const r = await layered(level);
    expect(optimalMoves(r)).toBe(moves);
    expect(optimalMoves(solveInWasm(level, {})!)).toBe(moves);
  }, 60_000);

  it.each([
    ['', snakebirdLevels, 3],
    [" under Snakefall's rules", snakefallLevels, 4],
  ] as const)('finds the optimum of breadth-first search on 200 random levels%s, with small batches', async (_kind, levels, seed) => {
    let solved = 0;
    await fc.assert(
      fc.asyncProperty(levels, async (level) => {
        if (snakebird.validate(level).length > 0) return;
        const breadth = bfs(compileSnakebird(level), { maxStates: 20_000 });
        if (breadth.kind === 'limit') return;
        const r = await layered(level, { batchStates: 7, candidateKeys: 50 });
        expect(optimalMoves(r)).toBe(optimalMoves(breadth));
        if (r.kind === 'solved') solved++;
      }),
      { seed, numRuns: 200 },
    );
    expect(solved).toBeGreaterThan(20);
  }, 120_000);

  it.each(expected('snakebird'))('spread over 2 threads, stores the same layers as in one and solves $file in $moves moves', async ({ file, moves }) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    const one = await layered(level);
    const spread = await layered(level, { workers: 2, batchStates: 64 });
    expect(optimalMoves(spread)).toBe(moves);
    expect(spread.stored).toBe(one.stored);
    expect(spread.kind === 'solved' && spread.workers).toBe(2);
  }, 60_000);

  it('asked for more threads than the search spreads over (a worker asks for every core), it takes MAX_SHARDS', async () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', expected('snakebird')[0]!.file));
    const many = await layered(level, { workers: 32, batchStates: 64 });
    expect(many.kind === 'solved' && many.workers).toBe(MAX_SHARDS);
  }, 60_000);

  it('spread over 3 threads, finds the optimum of breadth-first search on 30 random levels, with batches of a few states', async () => {
    // (a goal may be found in a helper's part, taken back a call later, or in this thread's)
    await fc.assert(
      fc.asyncProperty(snakebirdLevels, async (level) => {
        if (snakebird.validate(level).length > 0) return;
        const breadth = bfs(compileSnakebird(level), { maxStates: 20_000 });
        if (breadth.kind === 'limit') return;
        const r = await layered(level, { workers: 3, batchStates: 5, candidateKeys: 50 });
        expect(optimalMoves(r)).toBe(optimalMoves(breadth));
      }),
      { seed: 11, numRuns: 30 },
    );
  }, 120_000);

  it.each(expected('snakebird'))('asked for lines of at most $moves moves, expands only the states the bound allows and solves $file in $moves, in one thread and over 2; asked for one fewer, says there is none', async ({ file, moves }) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    const all = await layered(level);
    const stored: number[] = [];
    for (const workers of [1, 2]) {
      const asked = await layered(level, { workers, batchStates: 64, atMost: () => moves! });
      expect(optimalMoves(asked)).toBe(moves);
      // (the helpers are told the moves left as this thread is: the same states)
      stored.push(asked.stored);
      expect(asked.stored).toBeLessThan(all.stored);
      const fewer = await layered(level, { workers, batchStates: 64, atMost: () => moves! - 1 });
      expect(fewer).toMatchObject({ kind: 'limit', limit: 'moves', detail: `no line of at most ${moves! - 1} moves` });
    }
    expect(stored[1]).toBe(stored[0]);
  }, 60_000);

  it.each([['in one thread', 1], ['over 2 threads', 2]] as const)('with the early search beside it (%s), reports each line it finds, then looks only for lines no longer, to the same optimum; cancelled, it keeps the line', async (_where, workers) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level09.txt'));
    const plain = await layered(level, { workers, batchStates: 64 });
    const lines: { moves: number; solution: string[] }[] = [];
    // (the early search must find its line before the exact search ends: see stallFreeClock)
    const stallFree = stallFreeClock();
    const r = await layered(level, { workers, batchStates: 64, early: true, earlyAfterMs: 0, progressIntervalMs: 0, onProgress: (p) => void (p.bestFound && lines.push(p.bestFound)) }).finally(() => stallFree.mockRestore());
    expect(optimalMoves(r)).toBe(34);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.moves).toBeGreaterThanOrEqual(34);
      expect(snakebird.isWon(level, replay(snakebird, level, line.solution) as never)).toBe(true);
    }
    // (fewer states than the search alone: the line it found left some states unexpanded)
    expect(r.stored).toBeLessThan(plain.stored);
    const cancelled = await layered(level, { workers, batchStates: 64, early: true, earlyAfterMs: 0, progressIntervalMs: 0, onProgress: (p) => p.bestFound !== undefined });
    expect(cancelled).toMatchObject({ kind: 'limit', limit: 'cancelled' });
    const kept = cancelled.kind === 'limit' ? cancelled.bestFound : undefined;
    expect(kept && snakebird.isWon(level, replay(snakebird, level, kept.solution) as never)).toBe(true);
  }, 60_000);

  it("counts the early search's memory in the figure shown while it runs, and no longer once it is done", async () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level09.txt'));
    // (a budget of one memory: the early search holds an eighth of it at most)
    const early = 2 ** 32 / 8;
    const shown: { bytes: number; moves?: number }[] = [];
    // (on a busy machine the early search was not done when the exact search ended, about half
    // way through it alone: a stall in one of its slices had set it back five times as long)
    const stallFree = stallFreeClock();
    // (and an eighth of the states, a third of that each: 41,666, within which the weight 5
    // finds a line of 43 and ends, and the others find none, or none shorter, and stop)
    const r = await layered(level, { batchStates: 64, early: true, earlyAfterMs: 0, maxBytes: 2 ** 32, maxStates: 1_000_000, progressIntervalMs: 0, onProgress: (p) => void shown.push({ bytes: p.bytes, moves: p.bestFound?.moves }) }).finally(() => stallFree.mockRestore());
    expect(optimalMoves(r)).toBe(34);
    expect(shown[0]!.bytes).toBeGreaterThan(early);
    const last = shown.at(-1)!;
    expect(last.moves).toBeGreaterThanOrEqual(34);
    expect(last.moves).toBeLessThanOrEqual(43);
    expect(last.bytes).toBeLessThan(early / 4);
  }, 60_000);

  it('keeps a state in under 3 bytes where few of its fields vary (blocks that stay, the snakes last packed)', async () => {
    // (with the packed words in their own order, word 0 first, level 7's layers took 7.3 B a state and level 8's 5.5)
    for (const [file, states] of [['level07.txt', 54_380], ['level08.txt', 96_492]] as const) {
      const r = await layered(parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file)));
      expect(r.stored).toBe(states);
      expect(r.bytes! / r.stored).toBeLessThan(3);
    }
  });

  it("a helper sorts buffers of keys as the search's thread does (the module's build of engine/keySort.ts), one after another", async () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level08.txt'));
    const { problem, tables } = levelSearch(level);
    const W = problem.words;
    const pool = await ExpandPool.start({ helpers: 1, words: W, batch: 8, branching: 4 * level.snakes.length, sortCapacity: 5000, module: searchModule(), tables, moduleBytes: 64 * 2 ** 20, depthBits: DEPTH_BITS });
    try {
      const sorter = pool.sorter!;
      expect(sorter.capacity).toBe(5000);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 5000 }), fc.nat(), fc.boolean(), (n, seed, few) => {
          const rand = xorshift(seed | 1);
          // (few values a word: repeats, and digits every key shares, which the sort skips)
          const keys = Uint32Array.from({ length: n * W }, () => (few ? [0, 7, 0xffffffff][rand() % 3]! : rand()));
          sorter.start(keys, n);
          const want = keys.slice();
          const kept = sortUniqueKeys(want, n, W, new Uint32Array(n * W));
          expect(Array.from(sorter.finish())).toEqual(Array.from(want.subarray(0, kept * W)));
        }),
        { numRuns: 60 },
      );
    } finally {
      pool.stop();
    }
  });

  it('says so when a level has no solution', async () => {
    // the snake is shut in a box, the exit outside it
    const level = parseOk<SnakebirdLevel>(snakebird, ['--*-------', '----------', '-######---', '-#----#---', '-#-BA-#---', '-######---', '##########'].join('\n'));
    // (validate says so too, since ea73846, as walls close it off; the searches are asked all the same)
    expect(snakebird.validate(level).map((i) => i.message)).toEqual([expect.stringMatching(/can reach no exit/)]);
    expect(await layered(level)).toMatchObject({ kind: 'unsolvable', method: 'layers' });
    expect(solveInWasm(level, {})).toMatchObject({ kind: 'unsolvable' });
  });

  it('stops at a memory budget with a message, and at a cancel', async () => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level08.txt'));
    // half of what it held at its peak with no budget, the module's memory counted (small buffers, so
    // that the layers weigh; with no budget every run is held as it is, under one only a share of it)
    const whole = await solveInLayers(level, { candidateKeys: 8192 });
    const budget = Math.floor(whole.peakBytes! * 0.5);
    const r = await solveInLayers(level, { candidateKeys: 8192, maxBytes: budget });
    expect(r).toMatchObject({ kind: 'limit', limit: 'memory' });
    // what did not fit, in words: the positions so many moves from the start (was "layer N"), a run of them, or the buffers
    expect(r.kind === 'limit' && r.detail).toMatch(/^(the positions \d+ moves? from the start|a run of new states|the search's buffers \(\d+ KB\)) did not fit the memory budget/);
    expect(r.peakBytes).toBeLessThanOrEqual(budget);
    const c = await solveInLayers(level, { progressIntervalMs: 0, onProgress: (p) => p.depth >= 3 });
    expect(c.kind === 'limit' && c.depth).toBe(3);
    expect(c).toMatchObject({ kind: 'limit', limit: 'cancelled' });
  });

  const small = jsnellLevels().filter((e) => e.cppStates < 200_000);
  if (small.length > 0) {
    describe('the real levels in ../shared/levels/snakebird-jsnell', () => {
      it.each(small)('solves $file to $moves moves like the C++ solver', async ({ text, moves }) => {
        expect(optimalMoves(await layered(parseOk<SnakebirdLevel>(snakebird, text)))).toBe(moves);
      }, 60_000);
    });
  }
});
