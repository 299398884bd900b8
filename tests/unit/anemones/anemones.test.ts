import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anemones, type AnemonesLevel } from '../../../src/puzzles/anemones/index.ts';
import {
  familyContractTests,
  expected,
  fixture,
  optimalMoves,
  parseOk,
  solveAndReplay,
} from '../helpers/family.ts';

// RULES.md §1's example, as shipped in the shared corpus
const RULES_EXAMPLE = fixture('anemones', 'botanicula.txt');

const levelArb = fc.integer({ min: 1, max: 7 }).chain((count) => {
  const number = fc.integer({ min: 1, max: count });
  const list = fc.uniqueArray(number, { maxLength: count }).map((l) => l.sort((a, b) => a - b));
  return fc.record({
    count: fc.constant(count),
    lowers: fc.array(list, { minLength: count, maxLength: count }),
    start: list,
    goal: list,
  });
});

describe('anemones', () => {
  it('solves the RULES.md example in 6 moves', () => {
    const r = solveAndReplay(anemones, parseOk(anemones, RULES_EXAMPLE), { countSolutions: true });
    expect(optimalMoves(r)).toBe(6);
  });

  it.each(expected('anemones'))('solves $file to its expected count', ({ file, moves }) => {
    expect(optimalMoves(solveAndReplay(anemones, parseOk(anemones, fixture('anemones', file))))).toBe(moves);
  });

  it('solves every gallery level, with the counts the gallery shows', () => {
    const counts = anemones.gallery.map((g) => optimalMoves(solveAndReplay(anemones, parseOk(anemones, g.text))));
    expect(counts).toEqual([6, 3, 3, 4]);
  });

  it('lowering wins when a tap lowers the tapped anemone itself', () => {
    const level = parseOk<AnemonesLevel>(anemones, 'anemones 2\ntap 1 lowers 1 2\nstart 2\ngoal 1\n');
    expect(anemones.play(level, anemones.start(level), '1')).toEqual({ up: [false, false] });
    expect(solveAndReplay(anemones, level).kind).toBe('unsolvable');
  });



  it('accepts CRLF, comments, trailing spaces and blank lines at the end', () => {
    const text = `; a comment\r\n${RULES_EXAMPLE.replace(/\n/g, '  \r\n')}\r\n\r\n`;
    expect(parseOk(anemones, text)).toEqual(parseOk(anemones, RULES_EXAMPLE));
  });

  familyContractTests(anemones, {
    levels: levelArb,
    example: RULES_EXAMPLE,
    searchRuns: 300,
    roundTripRuns: 300,
    badInputs: [
    ['', 1, 1, 'empty level'],
    ['anemone 3\nstart\ngoal 1', 1, 1, "expected 'anemones N'"],
    ['anemones 30\nstart\ngoal', 1, 10, 'from 1 to 24'],
    ['anemones 3\ntap 4 lowers 1\nstart\ngoal', 2, 5, 'from 1 to 3'],
    ['anemones 3\ntap 1 raises 2\nstart\ngoal', 2, 7, "expected 'lowers'"],
    ['anemones 3\ntap 1 lowers 2 x\nstart\ngoal', 2, 16, "found 'x'"],
    ['anemones 3\ntap 1 lowers 2\ntap 1 lowers 3\nstart\ngoal', 3, 1, 'already has a tap line'],
    ['anemones 3\nstart 1 1\ngoal', 2, 9, 'listed twice'],
    ['anemones 3\nstart\nstart\ngoal', 3, 1, "second 'start'"],
    ['anemones 3\nflip 2\nstart\ngoal', 2, 1, "unknown line 'flip'"],
    ['anemones 3\nstart 1', 3, 1, "missing the 'goal' line"],
    // placed before the goal line, where it goes, not past the end of a text ending on the goal
    ['anemones 3\ntap 1 lowers 2\ngoal 1 2 3', 3, 1, "missing the 'start' line (the anemones that are up at the start) before the 'goal' line"],
    ['anemones 3\ngoal 1\ntap 1 lowers 2\n; a comment', 2, 1, "missing the 'start' line"],
    ['anemones 3\ntap 1 lowers 2', 3, 1, "missing the 'start' line"],
    ],
  });
});
