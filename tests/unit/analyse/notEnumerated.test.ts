// Past the positions cap the designer is told what the analysis did instead of mapping the whole
// space, and what that leaves out (dead ends, the farthest position): the note of each way.
import { describe, expect, it } from 'vitest';
import { analyseLevel } from '../../../src/puzzles/analyse.ts';
import { loadLevel } from '../../../src/puzzles/load.ts';
import { fixture } from '../helpers/family.ts';

function notEnumerated(family: string, text: string, options: { maxPositions: number; maxStates?: number }) {
  const l = loadLevel(family, text);
  if (!l.ok) throw new Error(l.message);
  const a = analyseLevel(l.family, l.level, options);
  if ('kind' in a) throw new Error(a.detail);
  expect(a.space).toBeNull();
  return a.notEnumerated;
}

const move = fixture('move', 'example-4x4.txt');
const LEFT_OUT = 'so its dead ends and farthest position are not known';

describe('a space too large to map says what was done instead', () => {
  it('the part mapped already reached the nearest win (Move 4×4: 198 positions, the win within 150)', () => {
    expect(notEnumerated('move', move, { maxPositions: 150 })).toBe(`the whole space has more than 150 positions, ${LEFT_OUT}; the optimum and its count come from the part mapped, which already reached the nearest win`);
  });

  it('a breadth-first search to the optimum counted its solutions', () => {
    expect(notEnumerated('move', move, { maxPositions: 10, maxStates: 100_000 })).toMatch(
      new RegExp(`^the whole space has more than 10 positions, ${LEFT_OUT}; the optimum and its count come from a breadth-first search that stopped at the optimum's depth \\(\\d+ positions\\)$`),
    );
  });

  it("the family's own solver found the optimum alone", () => {
    expect(notEnumerated('move', move, { maxPositions: 10 })).toBe(`the whole space has more than 10 positions, ${LEFT_OUT}; the optimum comes from the family's own solver, uncounted`);
  });

  it('no solution: every position was searched, and each is a dead end', () => {
    // two dots in a row that must swap places, and cannot pass each other
    expect(notEnumerated('move', 'AB..\n--\nba..\n', { maxPositions: 2 })).toBe(
      'the whole space has more than 2 positions; a breadth-first search of every reachable position (3) proved there is no solution: each is a dead end',
    );
  });
});
