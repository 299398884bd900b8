// Fuzz: a reader's message quotes no invisible character raw. A level with a format character
// in it (any of Unicode's, category Cf: the Arabic letter mark, the Mongolian vowel separator,
// tags, the interlinear annotation marks, as well as the bidi marks and zero-width ones), a
// control, a line or paragraph separator, or half a surrogate pair, is refused with that
// character escaped: "unknown character '\u061c'", never "unknown character ''" with the
// character hidden between the quotes (or turning the text after it around).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../src/puzzles/registry.ts';
import { escapeControls, shown } from '../../src/puzzles/text.ts';
import { runs, timeout } from './fuzz/arbitraries.ts';

/** what must never be raw in a message */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

/** every code point of those categories, and halves of a pair */
const INVISIBLES: string[] = [];
for (let c = 0; c < 0x110000; c++) {
  if (c >= 0xd800 && c <= 0xdfff) continue;
  const ch = String.fromCodePoint(c);
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(ch) && ch !== '\n' && ch !== '\r' && ch !== '\t') INVISIBLES.push(ch);
}
INVISIBLES.push('\ud800', '\udfff');

const samples = Object.values(FAMILIES).flatMap((family) => family!.gallery.map((g) => ({ family: family!, text: g.text })));

describe('fuzz: invisible characters in messages', () => {
  it(`every family's reader says an invisible character in a level escaped (${runs(6_000)} levels)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.constantFrom(...INVISIBLES), fc.double({ min: 0, max: 1, noNaN: true }), ({ family, text }, ch, where) => {
        // (on a line's start, past a comment, where a reader meets it first)
        const lines = text.split('\n');
        const at = Math.floor(where * lines.length);
        lines[at] = ch + lines[at];
        const withIt = lines.join('\n');
        const parsed = family.parse(withIt);
        if (parsed.ok) return;
        if (HIDDEN.test(parsed.error.message)) throw new Error(`${family.id} said ${JSON.stringify(parsed.error.message)} of ${JSON.stringify(withIt.slice(0, 60))}`);
      }),
      { numRuns: runs(6_000) },
    );
  }, timeout(60_000));

  it('shown and escapeControls leave none raw, and write each as an escape', () => {
    for (const ch of INVISIBLES) {
      expect(shown(`a${ch}b`)).not.toMatch(HIDDEN);
      expect(escapeControls(`a${ch}b`)).not.toMatch(HIDDEN);
    }
    expect(shown('\u061c')).toBe('\\u061c');
    expect(escapeControls('x\u{e0041}y')).toBe('x\\u{e0041}y');
  });

  it('the Arabic letter mark at the start of a Bars level is said as an escape', () => {
    expect(FAMILIES.bars!.parse('\u061cpattern plus\ngoal 0\n010\n')).toEqual({ ok: false, error: { line: 1, column: 1, message: "unknown character '\\u061c'; expected 0 or 1 (or a 'pattern' or 'goal' line)" } });
  });
});
