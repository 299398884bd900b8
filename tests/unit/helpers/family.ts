// What every family's tests check the same way: solving, replaying, round-tripping, and a
// deliberately simple reference search over the play API to compare optimal lengths with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { solveLevel } from '../../../src/puzzles/solve.ts';
import type { SearchOptions, SearchResult } from '../../../src/engine/types.ts';
import type { AnyFamily } from '../../../src/puzzles/types.ts';

export const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'levels');

export function fixture(family: string, file: string): string {
  return readFileSync(join(FIXTURES, family, file), 'utf8');
}

export function expected(family: string): { file: string; moves: number | null }[] {
  return JSON.parse(fixture(family, 'expected.json')) as { file: string; moves: number | null }[];
}

/** The classic Snakebird levels vendored in the fixtures (Classic 3 is Classic 2's map, so it is not among them). */
export const CLASSIC_FILES: readonly string[] = expected('snakebird').map((e) => e.file);

export function parseOk<L>(family: AnyFamily, text: string): L {
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(`parse failed at ${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`);
  return parsed.level as L;
}

/** Play the notation from the start through the family's own rules; the final state. */
export function replay(family: AnyFamily, level: unknown, moves: readonly string[]): unknown {
  let state = family.start(level);
  moves.forEach((move, i) => {
    const next = family.play(level, state, move);
    if (next === null) throw new Error(`move ${i + 1} '${move}' is illegal on replay`);
    state = next;
  });
  return state;
}

/** Solve, and check the solution replays to a win with exactly `moves` moves. */
export function solveAndReplay(family: AnyFamily, level: unknown, options: SearchOptions = {}): SearchResult {
  const result = solveLevel(family, level, options);
  if (result.kind === 'solved') {
    expect(result.solution).toHaveLength(result.moves);
    expect(family.isWon(level, replay(family, level, result.solution))).toBe(true);
  }
  return result;
}

export function optimalMoves(result: SearchResult): number | null | 'limit' {
  return result.kind === 'solved' ? result.moves : result.kind === 'unsolvable' ? null : 'limit';
}

/**
 * Reference: breadth-first over family.play with JSON keys and no packing, no canonical
 * forms, no tricks. Slow, obviously right. Returns null when no win is reachable.
 */
export function referenceSearch(family: AnyFamily, level: unknown, maxStates = 200_000): number | null {
  const start = family.start(level);
  if (family.isWon(level, start)) return 0;
  const seen = new Set([JSON.stringify(start)]);
  let layer = [start];
  for (let depth = 1; layer.length > 0; depth++) {
    const next: unknown[] = [];
    for (const state of layer) {
      for (const move of family.legalMoves(level, state)) {
        const after = family.play(level, state, move);
        if (after === null) continue;
        if (family.isLost?.(level, after)) continue;
        const key = JSON.stringify(after);
        if (seen.has(key)) continue;
        if (family.isWon(level, after)) return depth;
        seen.add(key);
        if (seen.size > maxStates) throw new Error('reference search: too many states for a test');
        next.push(after);
      }
    }
    layer = next;
  }
  return null;
}

/** parse(make(level)) gives the level back, and make is stable. */
export function expectRoundTrip(family: AnyFamily, level: unknown): void {
  const text = family.make(level);
  const again = family.parse(text);
  if (!again.ok) throw new Error(`make() wrote text that does not parse: ${again.error.message}\n${text}`);
  expect(again.level).toEqual(level);
  expect(family.make(again.level)).toBe(text);
}

/** The parse error for `text`, asserting there is one. */
export function parseError(family: AnyFamily, text: string) {
  const parsed = family.parse(text);
  if (parsed.ok) throw new Error(`expected a parse error for:\n${text}`);
  return parsed.error;
}

/**
 * The checks every family's text format and search share: optimal lengths against the
 * reference search on random levels, parse/make round trips, and each bad input's message
 * at its line and column.
 */
export function familyContractTests<L>(
  family: AnyFamily,
  spec: {
    levels: import('fast-check').Arbitrary<L>;
    /** a level in the family's text, for the round trip */
    example: string;
    searchRuns: number;
    roundTripRuns: number;
    /** [text, line, column, part of the message] */
    badInputs: [string, number, number, string][];
  },
): void {
  it('matches a simple reference search on random levels', () => {
    fc.assert(
      fc.property(spec.levels, (level) => {
        expect(optimalMoves(solveAndReplay(family, level))).toBe(referenceSearch(family, level));
      }),
      { numRuns: spec.searchRuns },
    );
  }, 30_000);

  it('round-trips parse and make', () => {
    expectRoundTrip(family, parseOk(family, spec.example));
    fc.assert(fc.property(spec.levels, (level) => expectRoundTrip(family, level)), { numRuns: spec.roundTripRuns });
  }, 30_000);

  it.each(spec.badInputs)('rejects %j at line %i, column %i', (text, line, column, message) => {
    const error = parseError(family, text);
    expect(error).toMatchObject({ line, column });
    expect(error.message).toContain(message);
  });
}
