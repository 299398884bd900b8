// Where a colour's dot/target mismatch is shown: on a piece of the kind there are too many of.
import { describe, expect, it } from 'vitest';
import { move, type MoveLevel } from '../../../src/puzzles/move/index.ts';
import { parseOk } from '../helpers/family.ts';

const at = (text: string) => move.validate(parseOk<MoveLevel>(move, text)).map((i) => i.at);

describe('move: a dot/target mismatch', () => {
  it('points at a target when there are too many targets (one just painted), not at the colour\'s first dot', () => {
    const text = 'A.A\n...\n--\na..\n...\n';
    expect(at(text)).toEqual([{ kind: 'cell', row: 0, col: 2 }]);
    // and in the text, at that target in the floor grid
    const [issue] = move.validate(parseOk<MoveLevel>(move, text));
    expect(move.placeInText!(text, issue!)).toEqual({ line: 1, column: 3 });
  });

  it('prefers a target with no dot on it (a cell under a dot is placed in the dots grid of the text)', () => {
    expect(at('A.A\n..B\n--\nb..\na..\n')).toEqual([{ kind: 'cell', row: 0, col: 2 }]);
  });

  it('points at a dot off the targets when there are too many dots', () => {
    expect(at('A..\n...\n--\na..\n..a\n')).toEqual([{ kind: 'cell', row: 1, col: 2 }]);
    expect(at('..A\n...\n--\na.a\n...\n')).toEqual([{ kind: 'cell', row: 0, col: 0 }]);
  });

  it('lists the colours\' problems in the board\'s reading order, not by colour', () => {
    // B's extra target on row 1, A's extra dot on row 2, C's target on row 1 to the right of B's
    const text = '.BC\nA..\n--\n...\naa.\n';
    expect(at(text)).toEqual([
      { kind: 'cell', row: 0, col: 1 },
      { kind: 'cell', row: 0, col: 2 },
      { kind: 'cell', row: 1, col: 1 },
    ]);
  });
});
