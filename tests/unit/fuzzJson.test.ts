// Fuzz: where a levels file stops being JSON (puzzles/jsonBreak.ts). jsonBreak answers null
// exactly where JSON.parse reads the text; where it does not, a line and column inside the text,
// the ones an editor shows whatever the file's line ends (LF, CRLF, or a lone CR, which JSON
// reads as a space); a file nested a million deep or cut short is said without a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBreak, placeOf } from '../../src/puzzles/jsonBreak.ts';
import { readExportShape } from '../../src/puzzles/levelsExport.ts';
import { runs, timeout } from './fuzz/arbitraries.ts';

/** pieces of JSON and of what breaks it */
const PIECES = ['{', '}', '[', ']', ',', ':', '"a"', '"', '\\', '\\u', '00e9', '1', '-', '0', '.', '5', 'e', 'E', '+', 'true', 'tru', 'null', ' ', '\n', '\r', '\r\n', '\t', '\u00a0', '\ufeff', '\u2028', '\u0000', '\u001f', '\ud800', 'x', '"\\n"', '"\\x"', '"levels"', '"format":"unstuck-levels"'];

/** JSON with its line ends (LF), pieces of JSON, and either with a few edits */
const lfJson = fc.oneof(
  fc.jsonValue().map((j) => JSON.stringify(j, null, 1)),
  fc.array(fc.constantFrom(...PIECES.filter((p) => !p.includes('\r'))), { maxLength: 30 }).map((a) => a.join('')),
);
const edited = fc
  .tuple(lfJson, fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom(...PIECES.filter((p) => !p.includes('\r')), '')), { maxLength: 3 }))
  .map(([text, edits]) => edits.reduce((s, [at, cut, put]) => s.slice(0, at % (s.length + 1)) + put + s.slice((at % (s.length + 1)) + cut), text));

/** The lines of `text` as an editor shows them. */
const editorLines = (text: string) => text.split(/\r\n|\r|\n/);

describe('fuzz: where a levels file stops being JSON', () => {
  it(`answers null exactly where JSON.parse reads the text, else a place inside it (${runs(20_000)} texts)`, () => {
    const any = fc.oneof(edited, fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((a) => a.join('')));
    fc.assert(
      fc.property(any, (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        const broken = jsonBreak(text);
        expect(broken === null).toBe(parses);
        if (!broken) return;
        const lines = editorLines(text);
        expect(broken.line).toBeGreaterThanOrEqual(1);
        expect(broken.line).toBeLessThanOrEqual(lines.length);
        expect(broken.column).toBeGreaterThanOrEqual(1);
        expect(broken.column).toBeLessThanOrEqual(lines[broken.line - 1]!.length + 1);
      }),
      { numRuns: runs(20_000) },
    );
  }, timeout(60_000));

  it(`says the same line and column of a file saved with LF, CRLF or CR line ends (${runs(5_000)} files)`, () => {
    fc.assert(
      fc.property(edited, fc.constantFrom('\r\n', '\r'), fc.array(fc.nat(), { maxLength: 8 }), (lf, end, places) => {
        const other = lf.replace(/\n/g, end);
        const a = jsonBreak(lf);
        const b = jsonBreak(other);
        expect(b === null).toBe(a === null);
        if (a && b) expect([b.line, b.column]).toEqual([a.line, a.column]);
        // and any place in it, as a control character's in a file that is no level (share/levelFile.ts)
        for (const i of places.map((p) => p % (lf.length + 1))) {
          const j = i + (lf.slice(0, i).match(/\n/g)?.length ?? 0) * (end.length - 1);
          expect(placeOf(other, j)).toEqual(placeOf(lf, i));
        }
      }),
      { numRuns: runs(5_000) },
    );
  }, timeout(60_000));

  it('a levels file cut short, with CR line ends, is said to stop at its last line', () => {
    const file = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'bars', name: 'a', text: 'goal 1\n0110' }] }, null, 2).replace(/\n/g, '\r');
    const cut = file.slice(0, file.lastIndexOf('"name"'));
    const lines = editorLines(cut);
    expect(readExportShape(cut)).toEqual({
      ok: false,
      message: `This file cannot be read as a levels file: its JSON stops short at line ${lines.length}, column ${lines.at(-1)!.length + 1}: the file was cut short (save, download or copy it again).`,
    });
  });

  it('reads a file of a million nested lists, and one cut short, without a throw', () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    expect(readExportShape(deep)).toMatchObject({ ok: false, message: expect.stringContaining('not an Unstuck levels file') });
    expect(readExportShape(deep.slice(0, -1))).toMatchObject({ ok: false, message: expect.stringContaining('its JSON stops short at line 1, column 2,000,000') });
    const objects = `{"format":"unstuck-levels","version":1,"levels":[${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}]}`;
    expect(readExportShape(objects)).toMatchObject({ ok: true, levels: [], failed: [{ at: 1, message: expect.stringContaining('is incomplete') }] });
  });
});
