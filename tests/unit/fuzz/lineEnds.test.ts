// What ends a line elsewhere but not in a level's text (RULES.md: \n or \r\n): a carriage
// return alone (old Mac OS line ends) and Unicode's line and paragraph separators. Read as part
// of a line they joined two lines into one, and each reader reported a word of the second line
// as out of place on the first ("unexpected 'tap' after the number of anemones"); a file of CR
// line ends that starts with a comment was one comment ("only comments"). Every reader now says
// what the character is, where it stands, in every format.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { sourceLines } from '../../../src/puzzles/text.ts';
import { sortFileBytes } from '../../../src/share/levelFile.ts';
import type { AnyFamily } from '../../../src/puzzles/types.ts';
import { runs } from './arbitraries.ts';

const families = Object.values(FAMILIES) as AnyFamily[];
/** every family in every format it reads, on its gallery's first level */
const targets = families.flatMap((family) => [undefined, ...family.formats].map((format) => ({ family, format, text: family.gallery[0]!.text })));
const bytes = (text: string) => new TextEncoder().encode(text);

describe('a line end of another kind', () => {
  it.each([
    ['a lone CR', '\r', 'a carriage return (\\r) alone'],
    ['U+2028', '\u2028', 'a line separator (\\u2028)'],
    ['U+2029', '\u2029', 'a paragraph separator (\\u2029)'],
  ])('%s is said for what it is, at its place, by every reader in every format', (_name, end, words) => {
    for (const { family, format, text } of targets) {
      const joined = text.replace(/\n(?!$)/g, end);
      const firstLine = text.split('\n')[0]!.replace(/ +$/, '');
      for (const [withComment, line] of [[joined, 1], [`; a comment${end}${joined}`, 1]] as const) {
        const parsed = family.parse(withComment, format === undefined ? undefined : { format });
        const column = withComment.startsWith(';') ? '; a comment'.length + 1 : firstLine.length + 1;
        expect(parsed.ok ? 'read' : parsed.error, `${family.id} ${format ?? ''}`).toMatchObject({ line, column, message: expect.stringContaining(words) });
      }
    }
  });

  it('CRLF, and trailing CRs and spaces before the line end, still read', () => {
    for (const { family, text } of targets) {
      expect(family.parse(text.replace(/\n/g, '\r\n')).ok, family.id).toBe(true);
      expect(family.parse(text.replace(/\n/g, ' \r\r\n')).ok, family.id).toBe(true);
    }
  });

  it(`reports the first lone CR of a level whose line ends are some CR, some LF (${runs(400)} levels)`, () => {
    const gallery = families.flatMap((f) => f.gallery.map((g) => g.text));
    fc.assert(
      fc.property(fc.constantFrom(...gallery), fc.infiniteStream(fc.boolean()), (text, flips) => {
        const body = text.replace(/\n$/, '').replace(/\n/g, () => (flips.next().value ? '\r' : '\n'));
        const lines = sourceLines(`${body}\n`);
        const at = body.indexOf('\r');
        const before = body.slice(0, at).split('\n');
        if (at < 0) expect(Array.isArray(lines)).toBe(true);
        else expect(lines).toMatchObject({ line: before.length, column: before.at(-1)!.length + 1 });
      }),
      { numRuns: runs(400) },
    );
  });

  it('Open file says it of the file, not as the error of one family, and a file of CR line ends starting with a comment is not "only comments"', () => {
    for (const text of ['; my level\ranemones 3\rstart 1\rgoal 2\r', '....\r--\r.a..\r']) {
      const sorted = sortFileBytes('mac.txt', bytes(text).length, bytes(text));
      expect(sorted.kind === 'refused' && sorted.message).toMatch(/^"mac.txt" was not opened: line 1, column \d+: a carriage return \(\\r\) alone: lines end with \\n or \\r\\n/);
    }
  });
});
