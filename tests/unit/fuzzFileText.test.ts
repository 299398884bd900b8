// Fuzz: where a file's bytes stop being UTF-8 (puzzles/fileText.ts), which Open file and the
// command line say of a level file and Import of a levels file: the line and byte an editor shows,
// whatever the file's line ends (LF, CRLF, a lone CR), and only where the bytes are not UTF-8.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstBadUtf8, levelFileText } from '../../src/puzzles/fileText.ts';
import { runs, timeout } from './fuzz/arbitraries.ts';

/** bytes no UTF-8 text has at a character's start, or sequences that are not UTF-8 */
const BAD = [[0xff], [0x80], [0xc0, 0xaf], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc3], [0xe2, 0x82]];

/** Text lines (no line end in them) as UTF-8 bytes, ended by `end`. */
const encodeLines = (lines: readonly string[], end: string) => new TextEncoder().encode(lines.join(end));

describe('fuzz: where the bytes of a file are not UTF-8', () => {
  it(`is null exactly where a strict decoder reads the bytes (${runs(5_000)} byte strings)`, () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 30 }).map((s) => new TextEncoder().encode(s))), (bytes) => {
        let strict = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          strict = false;
        }
        expect(firstBadUtf8(bytes) === null).toBe(strict);
      }),
      { numRuns: runs(5_000) },
    );
  }, timeout(60_000));

  it(`says the same line and byte for a file with LF, CRLF or CR line ends (${runs(3_000)} files)`, () => {
    const line = fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => s.replace(/[\r\n]/g, ''));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.nat(), fc.nat(), fc.constantFrom(...BAD), (lines, atLine, atColumn, bad) => {
        const r = atLine % lines.length;
        const before = new TextEncoder().encode(lines[r]!);
        const c = atColumn % (before.length + 1);
        const place = (end: string) => {
          const head = encodeLines(lines.slice(0, r), end);
          const sep = r > 0 ? new TextEncoder().encode(end) : new Uint8Array(0);
          const tail = new TextEncoder().encode(lines.slice(r + 1).map((l) => end + l).join(''));
          const bytes = new Uint8Array([...head, ...sep, ...before.subarray(0, c), ...bad, ...before.subarray(c), ...tail]);
          return firstBadUtf8(bytes);
        };
        // (the first bad byte is the one put in, or one before it in a character the bad bytes cut: on its line all the same)
        const lf = place('\n');
        expect(lf?.line).toBe(r + 1);
        expect(place('\r\n')).toEqual(lf);
        expect(place('\r')).toEqual(lf);
      }),
      { numRuns: runs(3_000) },
    );
  }, timeout(60_000));

  it('a file of CR line ends with a Latin-1 byte on its third line is said so', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('pattern cross\rgoal 1\r01'), 0xe9, ...new TextEncoder().encode('1\r')]);
    expect(levelFileText(bytes)).toEqual({ why: 'it is not UTF-8 text (a binary file, or text in another encoding): line 3, byte 3 of the line is not UTF-8.' });
  });
});
