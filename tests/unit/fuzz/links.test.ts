// Fuzz: the link decoder (src/share/linkCodec.ts) on what a stranger can put in a link: any
// fragment, levels of hostile text, damaged compressed streams and arbitrary bytes. It never
// throws; it opens exactly the text that was encoded, or refuses with a known reason and a
// message that quotes nothing raw; a level that does not parse is named at a line and column
// inside its text. A link's level name (`/n…`) is fuzzed the same way: hostile names open
// exactly, within the cap and without controls, or are refused.
import { deflateSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { base64url, decodeLink, encodeLevelLink, linkName, MAX_LINK_NAME, MAX_TEXT, openLevelLink, type Decoded, type OpenedLink } from '../../../src/share/linkCodec.ts';
import { hostileText, malformed, runs, timeout, TOKENS } from './arbitraries.ts';

const TIMEOUT = timeout(60_000);
const REASONS = new Set(['empty', 'too-long', 'unknown-version', 'unknown-family', 'truncated', 'extra-parts', 'bad-position', 'bad-base64', 'too-large', 'corrupt', 'bad-utf8', 'control-chars', 'bad-name', 'name-too-long', 'unreadable', 'family-unavailable', 'parse']);
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const RAW = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/;
const NAME_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/;

/** What every answer must be: a text that could have been encoded, or a known refusal said plainly. */
function wellFormed(answer: Decoded | OpenedLink): void {
  if (answer.ok) {
    if (!(FAMILY_IDS as readonly string[]).includes(answer.family)) throw new Error(`unknown family ${answer.family}`);
    if (CONTROL.test(answer.text)) throw new Error('a control character got through');
    if (new TextEncoder().encode(answer.text).length > MAX_TEXT) throw new Error('more text than the cap');
    if (answer.position !== undefined && !(Number.isInteger(answer.position) && answer.position > 0)) throw new Error(`position ${answer.position}`);
    if (answer.name !== undefined && (answer.name === '' || NAME_CONTROL.test(answer.name) || Array.from(answer.name).length > MAX_LINK_NAME)) throw new Error(`name ${JSON.stringify(answer.name)}`);
    return;
  }
  if (!REASONS.has(answer.reason)) throw new Error(`unknown reason ${answer.reason}`);
  if (!answer.message || RAW.test(answer.message)) throw new Error(`bad message ${JSON.stringify(answer.message)}`);
}

const family = fc.constantFrom(...FAMILY_IDS);
const position = fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: undefined });
const allTokens = [...new Set(Object.values(TOKENS).flat())];

describe('fuzz: the link decoder', () => {
  it(`opens exactly the hostile level text it was given, or refuses it; parse errors lie inside the text (${runs(6_000)} links)`, () => {
    fc.assert(
      fc.property(family, hostileText(allTokens), position, (id, given, at) => {
        // a lone surrogate travels as U+FFFD, as in any UTF-8
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(given));
        const link = encodeLevelLink({ family: id, text: given, ...(at !== undefined ? { position: at } : {}) });
        const decoded = decodeLink(link);
        wellFormed(decoded);
        if (decoded.ok !== !CONTROL.test(text)) throw new Error(`decoded.ok is ${decoded.ok} for ${JSON.stringify(text)}`);
        if (decoded.ok && (decoded.text !== text || decoded.position !== at)) throw new Error('decoded something else');
        const opened = openLevelLink(link);
        wellFormed(opened);
        if (!opened.ok && opened.reason === 'parse') {
          const problem = malformed(text, { ok: false, error: opened });
          if (problem) throw new Error(`${problem}: ${JSON.stringify(text)}`);
        }
        if (opened.ok !== (decoded.ok && FAMILIES[id]!.parse(text).ok)) throw new Error('openLevelLink disagrees with the family parser');
      }),
      { numRuns: runs(6_000) },
    );
  }, TIMEOUT);

  it(`opens exactly the name it was given when a link may carry it, or refuses it; Share never writes a name a link refuses (${runs(4_000)} links)`, () => {
    const hostileName = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 2 * MAX_LINK_NAME }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.array(fc.constantFrom('a', ' ', '\u001b[31m', '\t', '\n', '\u0085', '\u202e', '\u2066', '\u2028', '🐍', '\u200d', '\ufeff', '<b>', '%2F', '/'), { maxLength: 12 }).map((p) => p.join('')),
    );
    const payload = base64url(deflateSync(new TextEncoder().encode(FAMILIES.move!.gallery[0]!.text)));
    fc.assert(
      fc.property(hostileName, position, (given, at) => {
        // as Share writes it: the name a link can carry, or none
        const carried = linkName(given);
        const shared = decodeLink(encodeLevelLink({ family: 'move', text: FAMILIES.move!.gallery[0]!.text, name: given, ...(at !== undefined ? { position: at } : {}) }));
        wellFormed(shared);
        if (!shared.ok || shared.name !== (carried ?? undefined) || shared.position !== at) throw new Error(`shared ${JSON.stringify(given)} as ${JSON.stringify(shared)}`);
        // as a stranger writes it: any name's UTF-8, whatever it holds
        const bytes = new TextEncoder().encode(given);
        const name = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
        const raw = decodeLink(`#v1/move/${payload}/n${base64url(bytes)}${at !== undefined ? `/m${at}` : ''}`);
        wellFormed(raw);
        const acceptable = !NAME_CONTROL.test(name) && Array.from(name).length <= MAX_LINK_NAME;
        if (raw.ok !== acceptable) throw new Error(`raw.ok is ${raw.ok} for ${JSON.stringify(name)}`);
        if (raw.ok && raw.name !== (name === '' ? undefined : name)) throw new Error('decoded another name');
        if (raw.ok) expect(decodeLink(encodeLevelLink(raw))).toEqual(raw);
      }),
      { numRuns: runs(4_000) },
    );
  }, TIMEOUT);

  it(`survives damaged compressed streams: bits flipped, bytes cut or added (${runs(5_000)} links)`, () => {
    const samples = Object.values(FAMILIES).flatMap((f) => f!.gallery.map((g) => ({ id: f!.id, bytes: deflateSync(new TextEncoder().encode(g.text)) })));
    const damage = fc.array(fc.tuple(fc.constantFrom('flip', 'cut', 'add'), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.constantFrom(...samples), damage, ({ id, bytes }, edits) => {
        let b = Array.from(bytes);
        for (const [kind, where, value] of edits) {
          const i = Math.floor(where * b.length);
          if (kind === 'flip' && b.length > 0) b[Math.min(i, b.length - 1)]! ^= 1 << (value & 7);
          else if (kind === 'cut') b = b.slice(0, i).concat(b.slice(i + 1 + (value & 7)));
          else b.splice(i, 0, value);
        }
        const link = `#v1/${id}/${base64url(Uint8Array.from(b))}`;
        wellFormed(decodeLink(link));
        wellFormed(openLevelLink(link));
      }),
      { numRuns: runs(5_000) },
    );
  }, TIMEOUT);

  it(`reads any compressed bytes as UTF-8 text without controls, or refuses them (${runs(3_000)} links)`, () => {
    fc.assert(
      fc.property(family, fc.uint8Array({ maxLength: 120 }), (id, bytes) => {
        const decoded = decodeLink(`#v1/${id}/${base64url(deflateSync(bytes))}`);
        wellFormed(decoded);
        if (decoded.ok && decoded.text !== new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)) throw new Error('decoded other text');
        if (!decoded.ok && decoded.reason !== 'bad-utf8' && decoded.reason !== 'control-chars') throw new Error(`refused as ${decoded.reason}`);
      }),
      { numRuns: runs(3_000) },
    );
  }, TIMEOUT);

  it(`never throws on fragments made of link pieces and anything else (${runs(6_000)} fragments)`, () => {
    const piece = fc.oneof(
      fc.constantFrom('#', 'v1', 'v2', '/', '/', 'm', 'm0', 'm12', 'm1234567', 'n', 'nQQ', 'n__8', 'nG1s', 'n4oCu', '-', '_', '=', '%2F', ...FAMILY_IDS, '__proto__', 'constructor'),
      fc.stringMatching(/^[A-Za-z0-9_-]{0,16}$/),
      fc.string({ unit: 'binary', maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const hash = pieces.join('');
        wellFormed(decodeLink(hash));
        wellFormed(openLevelLink(hash));
      }),
      { numRuns: runs(6_000) },
    );
  }, TIMEOUT);
});
