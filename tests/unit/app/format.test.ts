import { describe, expect, it } from 'vitest';
import { cancelledLine, discardLayersLabel, keptElsewhereNote, keptHereNote, layersSolveLabel, memoryNote, progressLine, resultLine, wonLine } from '../../../src/app/format.ts';

const budget = { maxStates: 30_000_000, maxBytes: 1536 * 1024 * 1024 };

describe('result line', () => {
  it('names the memory limit, its size and how deep the search got', () => {
    const line = resultLine({ kind: 'limit', limit: 'memory', depth: 41, stored: 12_345_678, elapsedMs: 9000, bytes: 1.5e9 }, budget);
    expect(line).toBe('Stopped at the memory limit (1536.0 MB) after 12,345,678 positions: no solution under 41 moves.');
    // (nothing proven at the start: no "under 0 moves")
    expect(resultLine({ kind: 'limit', limit: 'memory', depth: 0, stored: 1, elapsedMs: 9, bytes: 0 }, budget)).toBe('Stopped at the memory limit (1536.0 MB) after 1 position.');
  });

  it('names the position limit and what the search proved before it, as the progress line words it', () => {
    expect(resultLine({ kind: 'limit', limit: 'states', depth: 7, stored: 20, elapsedMs: 9, bytes: 0 }, budget)).toBe('Stopped at the position limit (30,000,000 positions): no solution under 7 moves.');
    expect(resultLine({ kind: 'limit', limit: 'states', depth: 1, stored: 20, elapsedMs: 9, bytes: 0 }, budget)).toBe('Stopped at the position limit (30,000,000 positions): no solution under 1 move.');
    expect(resultLine({ kind: 'limit', limit: 'states', depth: 0, stored: 20, elapsedMs: 9, bytes: 0 }, budget)).toBe('Stopped at the position limit (30,000,000 positions).');
    expect(resultLine({ kind: 'limit', limit: 'states', depth: 45, stored: 20, elapsedMs: 9, bytes: 0, bestFound: { moves: 167, solution: [] } }, budget)).toBe(
      'Stopped at the position limit (30,000,000 positions): no solution under 45 moves. Kept the best line found: 167 moves, not proven shortest (optimal is at least 45).',
    );
  });

  it('says where a cancelled search was in the same words, and the line it keeps', () => {
    expect(resultLine({ kind: 'limit', limit: 'cancelled', depth: 4, stored: 120, elapsedMs: 9, bytes: 0 }, budget)).toBe('Cancelled after 120 positions: no solution under 4 moves.');
    expect(cancelledLine({ depth: 4, stored: 120, frontier: 1, statesPerSecond: 1, bytes: 0, elapsedMs: 10 })).toBe('Cancelled after 120 positions: no solution under 4 moves.');
    // the bound the progress line said, where the search says one apart from its depth
    expect(cancelledLine({ depth: 50, lowerBound: 45, stored: 1, frontier: 1, statesPerSecond: 1, bytes: 0, elapsedMs: 10, bestFound: { moves: 167, solution: [] } })).toBe(
      'Cancelled after 1 position: no solution under 45 moves. Kept the best line found: 167 moves, not proven shortest (optimal is at least 45).',
    );
    expect(cancelledLine({ depth: 0, stored: 1, frontier: 1, statesPerSecond: 1, bytes: 0, elapsedMs: 10 })).toBe('Cancelled after 1 position.');
    expect(cancelledLine(null)).toBe('Cancelled.');
  });

  it('says why memory ran out, not the budget, when no larger budget can help', () => {
    const detail = 'the WebAssembly search holds at most 4 GiB (one 32-bit WebAssembly memory), so no larger budget helps';
    const line = resultLine({ kind: 'limit', limit: 'memory', depth: 60, stored: 99_000_000, elapsedMs: 1, bytes: 4e9, detail }, budget);
    expect(line).toBe(`Stopped after 99,000,000 positions, out of memory: ${detail}. No solution under 60 moves.`);
    expect(resultLine({ kind: 'limit', limit: 'memory', depth: 0, stored: 1, elapsedMs: 1, bytes: 4e9, detail }, budget)).toBe(`Stopped after 1 position, out of memory: ${detail}.`);
  });

  it('says why a level is beyond the solver, and that a level has no solution', () => {
    expect(resultLine({ kind: 'limit', limit: 'size', depth: 0, stored: 0, elapsedMs: 1, bytes: 0, detail: 'too large' }, budget)).toBe('No answer: too large.');
    expect(resultLine({ kind: 'unsolvable', stored: 18, elapsedMs: 1, bytes: 0, method: 'bfs' }, budget)).toMatch(/^No solution: all 18 reachable positions explored/);
  });

  it('says a level won at its start is already solved, and a start with nowhere to go is the only position', () => {
    expect(resultLine({ kind: 'solved', moves: 0, solution: [], stored: 1, elapsedMs: 1, bytes: 0, method: 'bfs' }, budget)).toBe('Already solved: the level is won at its start, with no move to make.');
    expect(resultLine({ kind: 'unsolvable', stored: 1, elapsedMs: 1, bytes: 0, method: 'bfs' }, budget)).toBe('No solution: the start is the only reachable position, explored in 1 ms.');
  });

  it('says a best-first search that found nothing also ruled out the hopeless positions it never stored', () => {
    expect(resultLine({ kind: 'unsolvable', stored: 7, elapsedMs: 1, bytes: 0, method: 'astar' }, budget)).toBe(
      'No solution: every reachable position explored or shown hopeless (7 positions) in 1 ms.',
    );
  });

  it('names the search in compressed layers, which also leaves out the hopeless positions', () => {
    expect(resultLine({ kind: 'solved', moves: 45, solution: [], stored: 34_373_648, elapsedMs: 65_300, bytes: 0, method: 'layers' }, budget)).toBe(
      'Solved in 45 moves (optimal): 34,373,648 positions explored breadth-first in compressed layers in 65.3 s.',
    );
    expect(resultLine({ kind: 'unsolvable', stored: 7, elapsedMs: 1, bytes: 0, method: 'layers' }, budget)).toMatch(/^No solution: every reachable position explored or shown hopeless/);
  });

  it('names where the layers go on the button that asks for them', () => {
    expect(layersSolveLabel(true)).toBe('Solve in compressed layers kept on disk (slower, little memory)');
    expect(layersSolveLabel(false)).toBe('Solve in compressed layers (slower, a few bytes a position)');
  });

  it('offers to go on with layers kept on disk, says when they are another level\'s, and what discarding them frees', () => {
    const kept = { depth: 54, states: 631_949_412, bytes: 1.3 * 2 ** 30 };
    expect(layersSolveLabel(true, kept)).toBe('Go on with the solve in compressed layers kept on disk (from 54 moves: 631,949,412 positions, 1.3 GB)');
    expect(keptHereNote(kept)).toBe('The solve in compressed layers of this level, stopped with no solution under 54 moves (631,949,412 positions), is kept on disk.');
    expect(keptElsewhereNote(kept)).toBe('A solve in compressed layers of another level, stopped with no solution under 54 moves (631,949,412 positions), is kept on disk; solving this one in layers replaces it.');
    // (a solve stopped on its first layer: nothing proven yet)
    expect(keptHereNote({ depth: 0, states: 1, bytes: 0 })).toBe('The solve in compressed layers of this level, stopped at its start (1 position), is kept on disk.');
    expect(discardLayersLabel({ ...kept, bytes: 5 * 2 ** 20 })).toBe('Discard the kept layers (5 MB)');
    expect(resultLine({ kind: 'solved', moves: 9, solution: [], stored: 900, elapsedMs: 40, bytes: 0, method: 'layers', onDisk: true, resumedAt: 5 }, budget)).toBe(
      "Solved in 9 moves (optimal): 900 positions explored breadth-first in compressed layers kept in the browser's storage, going on from a solve stopped before at 5 moves, in 40 ms.",
    );
  });

  it("says where the layers were kept, and counts one position as one", () => {
    expect(resultLine({ kind: 'solved', moves: 1, solution: ['a'], stored: 1, elapsedMs: 4, bytes: 0, method: 'layers', workers: 2, onDisk: true }, budget)).toBe(
      "Solved in 1 move (optimal): 1 position explored breadth-first in compressed layers kept in the browser's storage in 4 ms over 2 workers.",
    );
  });

  it('says why the layers were kept in memory when the browser\'s storage was held', () => {
    expect(resultLine({ kind: 'solved', moves: 3, solution: [], stored: 40, elapsedMs: 4, bytes: 0, method: 'layers', storageHeld: true }, budget)).toBe(
      "Solved in 3 moves (optimal): 40 positions explored breadth-first in compressed layers kept in memory (another solve, perhaps in another tab, held the browser's storage) in 4 ms.",
    );
  });

  it('names no workers where only one took part (a spread search that ended before its helper started)', () => {
    expect(resultLine({ kind: 'solved', moves: 17, solution: [], stored: 13_654, elapsedMs: 26, bytes: 0, method: 'astar', workers: 1 }, budget)).toBe(
      'Solved in 17 moves (optimal): 13,654 positions explored in 26 ms.',
    );
  });

  it('says a count of optimal solutions past 2^53 as the Check panel and the CLI do, not as digits the count does not hold', () => {
    const solved = { kind: 'solved' as const, moves: 255, solution: [], stored: 256, elapsedMs: 5, bytes: 0, method: 'bfs' as const };
    // the count of a 256-node DogBunny chain's optimal solutions, as the Check panel says it
    expect(resultLine({ ...solved, optimalSolutions: 2.96e130 }, budget)).toBe('Solved in 255 moves (optimal): 256 positions explored in 5 ms. About 2.96 × 10^130 distinct optimal solutions.');
    expect(resultLine({ ...solved, optimalSolutions: 2 ** 53 - 1 }, budget)).toMatch(/ 9,007,199,254,740,991 distinct optimal solutions\.$/);
  });
});

describe('progress line', () => {
  it('reads the search as it goes in words a newcomer follows, its figures kept, a single position as one (a spread search reports at once, from its start)', () => {
    const at = { depth: 13, frontier: 1, statesPerSecond: 334, bytes: 69.6 * 2 ** 20, elapsedMs: 3, workers: 2 };
    expect(progressLine({ ...at, stored: 1 })).toBe('Searching… no solution under 13 moves · 1 position, 334/s · 1 to look at · 69.6 MB · 3 ms · 2 workers');
    expect(progressLine({ ...at, stored: 0, waiting: 'storage' })).toMatch(/^Waiting for the browser's storage, held by another solve in layers/);
    expect(progressLine({ ...at, stored: 120_399, frontier: 34_567 })).toBe('Searching… no solution under 13 moves · 120,399 positions, 334/s · 34,567 to look at · 69.6 MB · 3 ms · 2 workers');
    // the bound proven where the search says it, one move as one; none at the start, where nothing is proven yet
    expect(progressLine({ ...at, depth: 2, lowerBound: 1, stored: 9 })).toMatch(/^Searching… no solution under 1 move · 9 positions, /);
    expect(progressLine({ ...at, depth: 0, stored: 1 })).toMatch(/^Searching… 1 position, 334\/s · /);
    // the first report, before anything is counted: not '0 positions, 0/s · 0 to look at · 0.0 MB · 0 ms'
    expect(progressLine({ ...at, depth: 0, stored: 0, frontier: 0, statesPerSecond: 0, bytes: 0, elapsedMs: 0 })).toBe('Searching… · 2 workers');
  });

  it('keeps the early answer\'s words', () => {
    const p = { depth: 13, lowerBound: 12, stored: 5, frontier: 2, statesPerSecond: 1, bytes: 0, elapsedMs: 1, bestFound: { moves: 20, solution: [] } };
    expect(progressLine(p)).toBe('Searching… best found 20 moves, optimal is at least 12 · 5 positions, 1/s · 2 to look at · 0.0 MB · 1 ms');
  });
});

describe('won line', () => {
  it('says the moves a win in play took, beside the shortest where it is known, else how to find it', () => {
    expect(wonLine(1, undefined)).toBe('Won in 1 move. Press Solve to see whether a shorter solution exists.');
    expect(wonLine(5, 5)).toBe('Won in 5 moves, the fewest possible.');
    expect(wonLine(7, 5)).toBe('Won in 7 moves; the shortest takes 5.');
    // a level that starts solved: nothing to compare, whether or not a solve has run
    expect(wonLine(0, undefined)).toBe('Already solved at the start: 0 moves.');
    expect(wonLine(0, 0)).toBe('Already solved at the start: 0 moves.');
  });
});

describe('memory note', () => {
  const estimate = { states: 50_000_000, bytes: 2e9, bytesUpTo: 2e10 };
  it('says a line found on the way is kept only of a family whose search finds one (Snakebird), not of one that finds only the shortest (Move)', () => {
    expect(memoryNote(estimate, 2 ** 30, true)).toMatch(/Solving may still be tried, but the search may stop at that limit; a line found on the way is kept\.$/);
    expect(memoryNote(estimate, 4 * 2 ** 30, true)).toMatch(/If it is, the search may stop at that limit; a line found on the way is kept\.$/);
    expect(memoryNote(estimate, 2 ** 30)).toMatch(/Solving may still be tried, but the search may stop at that limit, with no line found\.$/);
    expect(memoryNote(estimate, 4 * 2 ** 30, false)).toMatch(/If it is, the search may stop at that limit, with no line found\.$/);
  });
});
