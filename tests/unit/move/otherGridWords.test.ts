// A Move level typed as one grid (dots beside targets, as the editor draws them) is told where a
// dot goes, not only that 'a' is unknown in the floor grid; and a target or an obstacle typed in
// the dots grid, where it goes (hqa12: a designer's import of 'a..\n..A').
import { describe, expect, it } from 'vitest';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { parseError } from '../helpers/family.ts';

const move = getFamily('move')!;
const error = (text: string) => parseError(move, text);

describe('the Move reader, a character of the other grid', () => {
  it('a dot in the floor grid: where dots go, at its line and column', () => {
    expect(error('a..\n..A\n')).toMatchObject({
      line: 1,
      column: 1,
      message: "unknown character 'a' in the floor grid; expected '.' (empty), '#' (obstacle) or A-Z (a target); a dot goes in the dots grid, after the line '--'",
    });
  });

  it('a target or an obstacle in the dots grid: where it goes', () => {
    expect(error('..\n--\n.A\n')).toMatchObject({ line: 3, column: 2, message: expect.stringMatching(/; a target goes in the floor grid, before the line '--'$/) });
    expect(error('..\n--\n#a\n')).toMatchObject({ line: 3, column: 1, message: expect.stringMatching(/; an obstacle goes in the floor grid, before the line '--'$/) });
  });

  it('a character of neither grid is told nothing more', () => {
    expect(error('.?\n--\n..\n').message).toMatch(/'#' \(obstacle\) or A-Z \(a target\)$/);
    expect(error('..\n--\n.?\n').message).toMatch(/'\.' \(no dot\) or a-z \(a dot\)$/);
  });
});
