// A Bars row typed as numbers apart ('1 0\n0 1') is told that cells are written side by side, at
// the first space; before, only "unknown character ' '; expected 0 or 1" (hqa12, a designer's import).
import { describe, expect, it } from 'vitest';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { parseError } from '../helpers/family.ts';

const bars = getFamily('bars')!;
const error = (text: string) => parseError(bars, text);

describe('the Bars reader, a row with spaces between its cells', () => {
  it('says the cells are written side by side, at the first space', () => {
    expect(error('1 0\n0 1\n')).toMatchObject({ line: 1, column: 2, message: "unknown character ' '; expected 0 or 1; a row's cells are written side by side, without spaces (as 0110)" });
    expect(error('pattern plus\n10\n0\t1\n')).toMatchObject({ line: 3, column: 2, message: expect.stringMatching(/without spaces \(as 0110\)$/) });
  });

  it('another character is told nothing more', () => {
    expect(error('10\n0x\n').message).toBe("unknown character 'x'; expected 0 or 1");
  });
});
