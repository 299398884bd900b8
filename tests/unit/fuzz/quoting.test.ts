// Text quoted from a level in a message (`shown`, src/puzzles/text.ts): whole characters,
// nothing invisible or combining left raw, for every family's reader alike (docs/LIMITS.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { escapeControls, shown } from '../../../src/puzzles/text.ts';

const LONE_SURROGATE = /\p{Cs}/u;
const COMBINING_MARK = /\p{M}/u;

describe('shown: text quoted from a level', () => {
  it('escapes a combining mark, alone or after its letter, as it escapes an invisible character', () => {
    expect(shown('\u0301')).toBe('\\u0301');
    expect(shown('e\u0301')).toBe('e\\u0301');
    expect(shown('\u{1d167}')).toBe('\\u{1d167}');
    // a whole message keeps its combining accents (a file name written with them reads as it is)
    expect(escapeControls('cafe\u0301.txt')).toBe('cafe\u0301.txt');
  });

  it('keeps a character outside the Basic Multilingual Plane whole, and escapes half of one', () => {
    expect(shown('😀')).toBe('😀');
    expect(shown('\ud83d')).toBe('\\ud83d');
    expect(escapeControls('\udc00x')).toBe('\\udc00x');
    // the cut counts characters, not UTF-16 units: 40 emoji are 80 units and are not cut
    expect(shown('😀'.repeat(40))).toBe('😀'.repeat(40));
    expect(shown('😀'.repeat(41))).toBe(`${'😀'.repeat(40)}…`);
  });

  it('never leaves half a character, a combining mark or a control raw, and leaves plain text as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.integer({ min: 1, max: 50 }), (text, max) => {
        const out = shown(text, max);
        expect(out).not.toMatch(LONE_SURROGATE);
        expect(out).not.toMatch(COMBINING_MARK);
        expect(out).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
        const kept = [...text].slice(0, max).join('');
        if (!/[\p{Cs}\p{M}\p{Cc}\p{Cf}\u2028\u2029]/u.test(kept)) expect(out).toBe(kept.length < text.length ? `${kept}…` : text);
      }),
    );
  });

  it.each(Object.values(FAMILIES).flatMap((f) => f.formats.map((format) => [`${f.id} (${format})`, f, format] as const)))(
    '%s: an emoji in a level is quoted whole, never as half a character',
    (_, family, format) => {
      for (const text of ['😀\n', '0😀1\n', 'A*😀\n', '.R😀\n', 'Level: x\nR😀\n', 'anemones 3 😀\n', 'node a😀\n', 'A.\n--\n😀\n']) {
        const parsed = family.parse(text, { format });
        if (parsed.ok) continue;
        expect(parsed.error.message, `${family.id} ${JSON.stringify(text)}`).not.toMatch(/\\ud83d|\\ude00/);
      }
    },
  );

  it.each(Object.values(FAMILIES).map((f) => [f.id, f] as const))('%s: a combining mark in a level is quoted as an escape', (_, family) => {
    const samples = ['\u0301', 'x\u0301', '😀'];
    for (const s of samples) {
      for (const text of [s, `${s}\n`, `anemones 3 ${s}\n`, `0${s}1\n`, `A.${s}\n--\n.a\n`, `node ${s}\n`, `A*${s}\n`, `Level: x\nR${s}\n`]) {
        const parsed = family.parse(text);
        if (parsed.ok) continue;
        const { message } = parsed.error;
        expect(message, `${family.id} ${JSON.stringify(text)}`).not.toMatch(COMBINING_MARK);
        expect(message, `${family.id} ${JSON.stringify(text)}`).not.toMatch(LONE_SURROGATE);
      }
    }
  });
});
