// A tab typed into a grid where a cell was meant (a level written in a text editor that inserts
// tabs) is named as a tab in the reader's message. Its escape alone, '\x09', said nothing to
// whoever typed it, and the app's text box shows it as a gap of spaces.
import { describe, expect, it } from 'vitest';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { parseMffm } from '../../../src/puzzles/snakebird/mffm.ts';
import { parseError } from '../helpers/family.ts';

const error = (family: string, text: string) => parseError(getFamily(family as 'move')!, text);

describe('a tab in a grid', () => {
  it('is named in every grid reader', () => {
    expect(error('move', '..A.\n--\na\t..\n')).toMatchObject({ line: 3, column: 2, message: "unknown character '\\x09' (a tab) in the dots grid; expected '.' (no dot) or a-z (a dot)" });
    expect(error('snakebird', '--*-\n\t---\n-BA-\n####\n')).toMatchObject({ line: 2, column: 1, message: "unknown character '\\x09' (a tab); expected - # ^ + * or snake letters A-Z, a-z, 0-9" });
    expect(error('snakebird', '....\n.*\t.\n.>R.\n....\n').message).toMatch(/^unknown character '\\x09' \(a tab\); expected ' '/);
    expect(error('bars', '10\n0\t1\n').message).toBe("unknown character '\\x09' (a tab); expected 0 or 1; a row's cells are written side by side, without spaces (as 0110)");
    const mffm = parseMffm('..........\n.*\t.......\n..........\n');
    expect(mffm.ok ? null : mffm.error.message).toMatch(/^unknown character '\\x09' \(a tab\); expected \. #/);
  });

  it('another character is quoted as before', () => {
    expect(error('move', '..A.\n--\na?..\n').message).toBe("unknown character '?' in the dots grid; expected '.' (no dot) or a-z (a dot)");
    expect(error('bars', '10\n0\u061c\n').message).toBe("unknown character '\\u061c'; expected 0 or 1");
  });
});
