// Fuzz: the work a link's line costs as it opens. openLevelLink replays the line through the
// family's rules on the page's thread; a move costs about as much as the level is large, and a
// level compresses to almost nothing in a link, so a link of a few kB could hold a line whose replay
// froze the tab for seconds. The moves replayed times the level's characters stay within
// MAX_LINE_WORK; a line within it opens whole; one past it opens cut, and says so.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILIES } from '../../src/puzzles/registry.ts';
import type { AnyFamily, FamilyId } from '../../src/puzzles/types.ts';
import { encodeLevelLink, MAX_LINE_WORK, openLevelLink } from '../../src/share/linkCodec.ts';
import { runs, timeout } from './fuzz/arbitraries.ts';

/** The calls to `family`'s play while `act` runs. */
function playsDuring<T>(family: AnyFamily, act: () => T): { result: T; plays: number } {
  const spy = vi.spyOn(family, 'play');
  try {
    return { result: act(), plays: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

/** Snakebird's largest map, 256 by 256, a lone head on a floor: RL and RR in turn are legal for ever. */
function largestMap(): string {
  const rows = 256;
  const cols = 256;
  const g: string[][] = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (r === 0 || c === 0 || r === rows - 1 || c === cols - 1 ? '#' : r === 200 ? '.' : ' ')));
  g[1]![1] = '*';
  g[199]![5] = 'R';
  return `${g.map((r) => r.join('')).join('\n')}\n`;
}

describe("fuzz: a link's line is replayed within a bound of work", () => {
  it("a line of 8,000 moves on Snakebird's largest map opens with the moves the bound allows, and says so", () => {
    const text = largestMap();
    const line = Array.from({ length: 8_000 }, (_, i) => (i % 2 ? 'RR' : 'RL'));
    const link = encodeLevelLink({ family: 'snakebird', text, line, position: 5_000 });
    expect(link.length).toBeLessThan(128 * 1024);
    const { result, plays } = playsDuring(FAMILIES.snakebird!, () => openLevelLink(link));
    const most = Math.floor(MAX_LINE_WORK / text.length);
    expect(most).toBe(303);
    expect(plays).toBe(most);
    expect(result).toMatchObject({
      ok: true,
      line: line.slice(0, most),
      position: most,
      lineNote: "This link's line of 8,000 moves is longer than is replayed on a level this large: its first 303 are shown.",
    });
  }, timeout(30_000));

  it(`any family's level, padded with comments to any length, and a line of its legal moves: the work stays in the bound, and a line within it opens whole (${runs(200)} links)`, () => {
    let whole = 0;
    let cut = 0;
    const galleries = (Object.keys(FAMILIES) as FamilyId[]).flatMap((id) => FAMILIES[id]!.gallery.map((g) => ({ id, text: g.text })));
    fc.assert(
      fc.property(fc.constantFrom(...galleries), fc.oneof(fc.nat(1_000), fc.integer({ min: 50_000, max: 400_000 })), fc.array(fc.nat(), { minLength: 1, maxLength: 400, size: 'max' }), ({ id, text }, padding, picks) => {
        const family = FAMILIES[id]!;
        const padded = `; ${'x'.repeat(padding)}\n${text}`;
        const parsed = family.parse(padded);
        if (!parsed.ok) throw new Error(parsed.error.message);
        // a walk of legal moves (a won level ends it)
        const line: string[] = [];
        let state = family.start(parsed.level);
        for (const p of picks) {
          if (family.isWon(parsed.level, state)) break;
          const legal = family.legalMoves(parsed.level, state);
          if (legal.length === 0) break;
          const move = legal[p % legal.length]!;
          line.push(move);
          state = family.play(parsed.level, state, move)!;
        }
        if (line.length === 0) return;
        const { result, plays } = playsDuring(family, () => openLevelLink(encodeLevelLink({ family: id, text: padded, line })));
        if (!result.ok) throw new Error(result.message);
        expect(plays * padded.length).toBeLessThanOrEqual(Math.max(MAX_LINE_WORK, padded.length));
        if (line.length * padded.length <= MAX_LINE_WORK) {
          whole++;
          expect(result.line).toEqual(line);
          expect(result).not.toHaveProperty('lineNote');
        } else {
          cut++;
          expect(result.line).toEqual(line.slice(0, plays));
          expect((result as { lineNote?: string }).lineNote).toMatch(/is longer than is replayed on a level this large/);
        }
      }),
      { numRuns: runs(200) },
    );
    // (both kinds were tried)
    expect(Math.min(whole, cut)).toBeGreaterThan(10);
  }, timeout(120_000));
});
