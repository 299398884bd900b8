// Saying before a solve when a Snakebird level is likely beyond the search's memory (issue 17
// item 1): the estimate from the level, held to what the search really stores on the classic
// levels, and the note the app shows, on the heavy levels of ../shared when it is there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryNote } from '../../../src/app/format.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { estimateSnakebirdSearch } from '../../../src/puzzles/snakebird/estimate.ts';
import { solveInWasm } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { handleRequest } from '../../../src/worker/handleRequest.ts';
import type { WorkerMessage } from '../../../src/worker/protocol.ts';
import { DEFAULT_BUDGET } from '../../../src/worker/client.ts';
import { CLASSIC_FILES, fixture, parseOk } from '../helpers/family.ts';

const HEAVY = join(__dirname, '..', '..', '..', '..', 'shared', 'heavy', 'snakebird');

describe('the estimate of a Snakebird search before it starts', () => {
  it.each(CLASSIC_FILES)('on classic %s: never below what the search stores, and no note in the browser', (file) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    const estimate = estimateSnakebirdSearch(level);
    const solved = solveInWasm(level, {})!;
    expect(estimate.bytesUpTo / estimate.bytes * estimate.states).toBeGreaterThanOrEqual(solved.stored);
    expect(memoryNote(estimate, DEFAULT_BUDGET.maxBytes)).toBeNull();
  }, 30_000);

  it('the note says "likely beyond" when even the estimate is over the memory, "may be" when only its spread is', () => {
    const estimate = { states: 50_000_000, bytes: 2e9, bytesUpTo: 2e10 };
    expect(memoryNote(estimate, 2 ** 30)).toMatch(/^This level is likely beyond the memory the search may use here \(1\.0 GB\): about 50 million positions, 1\.9 GB \(up to 18\.6 GB\)/);
    expect(memoryNote(estimate, 4 * 2 ** 30)).toMatch(/^This level may be beyond the memory/);
    expect(memoryNote(estimate, 32 * 2 ** 30)).toBeNull();
    expect(memoryNote(undefined, 2 ** 30)).toBeNull();
    // an estimate claims two figures at most
    expect(memoryNote({ states: 21_917_278_295, bytes: 8.77e11, bytesUpTo: 9.12e12 }, 2 ** 30)).toMatch(/: about 22 billion positions, 816\.8 GB \(up to 8\.3 TB\), estimated from the level\./);
    // past a thousand TB in petabytes, never "thousand TB"
    expect(memoryNote({ states: 5.9e13, bytes: 1.2e15, bytesUpTo: 1.2e16 }, 2 ** 30)).toMatch(/: about 59 trillion positions, 1\.1 PB \(up to 11 PB\), estimated from the level\./);
  });

  // only where ../shared is (a skipped test would count as not passed)
  if (existsSync(HEAVY)) it('star1 and star6 (../shared/heavy) get the note in the browser; the upper end covers what their searches stored', () => {
    for (const file of ['levelstar1.txt', 'levelstar6.txt']) {
      const level = parseOk<SnakebirdLevel>(snakebird, readFileSync(join(HEAVY, file), 'utf8'));
      expect(memoryNote(estimateSnakebirdSearch(level), DEFAULT_BUDGET.maxBytes), file).not.toBeNull();
    }
    // the command line's solve of star1 stored 480,624,696 states (docs/PERFORMANCE.md)
    const star1 = estimateSnakebirdSearch(parseOk<SnakebirdLevel>(snakebird, readFileSync(join(HEAVY, 'levelstar1.txt'), 'utf8')));
    expect((star1.bytesUpTo / star1.bytes) * star1.states).toBeGreaterThanOrEqual(480_624_696);
    // the breadth-first search of star6 in layers stored 4,553,659,344 (docs/PERFORMANCE.md)
    const star6 = estimateSnakebirdSearch(parseOk<SnakebirdLevel>(snakebird, readFileSync(join(HEAVY, 'levelstar6.txt'), 'utf8')));
    expect((star6.bytesUpTo / star6.bytes) * star6.states).toBeGreaterThanOrEqual(4_553_659_344);
  });

  it('the worker says it at once and with every report, when asked', () => {
    const out: WorkerMessage[] = [];
    handleRequest({ type: 'solve', id: 3, family: 'snakebird', text: fixture('snakebird', 'level09.txt'), estimate: true }, (m) => out.push(m));
    const progress = out.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
    expect(progress[0]).toMatchObject({ stored: 0, estimate: { states: expect.any(Number) } });
    expect(progress.every((p) => p.estimate !== undefined)).toBe(true);
    expect(out.at(-1)).toMatchObject({ type: 'result', result: { kind: 'solved', moves: 34 } });
  }, 30_000);
});
