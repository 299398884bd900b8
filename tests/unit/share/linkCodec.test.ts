import { deflateSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { base64url, decodeLink, encodeLevelLink, fromBase64url, linkName, MAX_FRAGMENT, MAX_LINK_NAME, MAX_OWN_FRAGMENT, MAX_TEXT, openLevelLink } from '../../../src/share/linkCodec.ts';

const gallery = Object.values(FAMILIES).flatMap((f) =>
  f!.gallery.map((g) => {
    const parsed = f!.parse(g.text);
    if (!parsed.ok) throw new Error(`${f!.id} ${g.name} must parse`);
    return { family: f!, name: g.name, level: parsed.level as unknown, text: f!.make(parsed.level) };
  }),
);

describe('level links', () => {
  it('round-trips every gallery level of every family, each link at most 300 characters', () => {
    const lengths: Record<string, number> = {};
    for (const g of gallery) {
      const link = encodeLevelLink({ family: g.family.id, text: g.text });
      lengths[`${g.family.id}: ${g.name}`] = link.length;
      const opened = openLevelLink(link);
      expect(opened.ok).toBe(true);
      if (opened.ok) {
        expect(opened.family).toBe(g.family.id);
        expect(opened.text).toBe(g.text);
        expect(opened.level).toEqual(g.level);
      }
    }
    console.table(lengths);
    expect(Math.max(...Object.values(lengths))).toBeLessThanOrEqual(300);
  }, 30_000);

  it('carries a playback position', () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n', position: 12 });
    expect(link).toMatch(/^#v1\/move\/[A-Za-z0-9_-]+\/m12$/);
    expect(decodeLink(link)).toMatchObject({ ok: true, position: 12 });
  });

  it('carries a line of moves between the name and the position, and replays it through the rules on opening', () => {
    const move = FAMILIES.move!;
    const text = move.gallery[0]!.text;
    const parsed = move.parse(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    // a line of three legal moves from the start, whatever they are
    const line: string[] = [];
    let state = move.start(parsed.level);
    for (let i = 0; i < 3; i++) {
      const m = move.legalMoves(parsed.level, state)[0]!;
      line.push(m);
      state = move.play(parsed.level, state, m)!;
    }
    const link = encodeLevelLink({ family: 'move', text, name: 'Mine', line, position: 2 });
    expect(link).toMatch(/\/n[A-Za-z0-9_-]+\/l[A-Za-z0-9_-]+\/m2$/);
    expect(decodeLink(link)).toEqual({ ok: true, family: 'move', text, name: 'Mine', line, position: 2 });
    expect(openLevelLink(link)).toMatchObject({ ok: true, line, position: 2 });
    expect(openLevelLink(link)).not.toHaveProperty('lineNote');
    // no line and an empty one are not written
    expect(encodeLevelLink({ family: 'move', text, line: [] })).toBe(encodeLevelLink({ family: 'move', text }));
    // a move the rules do not allow there ends the line: the moves before it are kept, and said
    const bad = openLevelLink(encodeLevelLink({ family: 'move', text, line: [line[0]!, 'nonsense', line[1]!], position: 3 }));
    expect(bad).toMatchObject({ ok: true, line: [line[0]], position: 1, lineNote: "This link's line stops at move 2: 'nonsense' is not a legal move there; the move before it is shown." });
  });

  it("opens a line's link whose position is past the line's end at the end, and says so", () => {
    const text = '..A\n--\na..\n';
    const past = openLevelLink(encodeLevelLink({ family: 'move', text, line: ['R', 'R'], position: 50 }));
    expect(past).toMatchObject({ ok: true, line: ['R', 'R'], position: 2, lineNote: "This link's position, move 50, is past the end of its line (2 moves); its end is shown." });
    // its end itself is no note
    expect(openLevelLink(encodeLevelLink({ family: 'move', text, line: ['R', 'R'], position: 2 }))).not.toHaveProperty('lineNote');
  });

  it('reads a link that a chat or mail program took with the punctuation after it', () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n', name: 'Mine', position: 1 });
    for (const taken of [`${link}).`, `${link}"`, `${link}\u201d,`, `${link}>`, `${link}%22%3E`]) expect(decodeLink(taken), taken).toEqual(decodeLink(link));
    // a part of nothing but them is the damage it was
    expect(decodeLink('#v1/move/!!!')).toMatchObject({ ok: false, reason: 'bad-base64', message: expect.stringContaining("holds '!' (character 1 of it)") });
    // a run of them before a character is the damage it was (and is found at once, not by trying every start)
    expect(decodeLink(`#v1/move/${'.'.repeat(100_000)}A`)).toMatchObject({ ok: false, reason: 'bad-base64', message: expect.stringContaining("holds '.' (character 1 of it)") });
  });

  it("reads a legal level's link past 128 kB only where asked to (an entry the app wrote itself), up to 2 MiB", () => {
    // comments deflate cannot shrink: 1 MiB of text at most, its link past 128 kB
    let seed = 11;
    const noise = () => String.fromCharCode(33 + ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) >>> 24) % 90);
    const comments = Array.from({ length: 2_000 }, () => `; ${Array.from({ length: 100 }, noise).join('')}`).join('\n');
    const text = `${comments}\n..A\n--\na..\n`;
    const link = encodeLevelLink({ family: 'move', text, name: 'Noisy' });
    expect(link.length).toBeGreaterThan(MAX_FRAGMENT);
    expect(decodeLink(link)).toMatchObject({ ok: false, reason: 'too-long', message: 'This link is longer than 128 kB, too long to be a level; it was not opened.' });
    expect(openLevelLink(link, MAX_OWN_FRAGMENT)).toMatchObject({ ok: true, family: 'move', text, name: 'Noisy' });
    expect(decodeLink(`#v1/move/${'A'.repeat(MAX_OWN_FRAGMENT)}`, MAX_OWN_FRAGMENT)).toMatchObject({ ok: false, reason: 'too-long', message: 'This link is longer than 2,048 kB, too long to be a level; it was not opened.' });
  });

  it('reads a link whose characters the browser or a mail program percent-escaped', () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n', name: 'Mine', position: 1 });
    // a mail program's escaped slashes: the link opens as written
    expect(decodeLink(link.replaceAll('/', '%2F'))).toEqual(decodeLink(link));
    // a space (a link broken over lines, pasted back) is said as a space, not as the '%' of its escape
    expect(decodeLink('#v1/move/ab%20cd')).toMatchObject({ ok: false, reason: 'bad-base64', message: "This link is damaged: the level holds ' ' (character 3 of it), which no Unstuck link has." });
    // escapes that do not read leave the link as written
    expect(decodeLink('#v1/move/%E0%A4%A')).toMatchObject({ ok: false, reason: 'bad-base64', message: expect.stringContaining("holds '%' (character 1 of it)") });
  });

  it('refuses a line part it cannot read, and one too long, before decoding', () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n' });
    const part = (t: string) => `${link}/l${base64url(new TextEncoder().encode(t))}`;
    for (const damaged of [`${link}/l`, part('U  D'), part(' U'), part('U\u0007'), part('U\nD'), `${link}/l${base64url(new Uint8Array([0xff, 0xfe]))}`]) {
      expect(decodeLink(damaged)).toMatchObject({ ok: false, reason: 'bad-line', message: "This link is damaged: its line of moves cannot be read." });
    }
    expect(decodeLink(`${link}/l${'A'.repeat(32 * 1024 + 1)}`)).toMatchObject({ ok: false, reason: 'bad-line', message: expect.stringContaining('longer than 32 kB') });
  });

  it('says where a line part is not base64url, as for the name and the level: a line written by hand as its moves', () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n' });
    expect(decodeLink(`${link}/lR R D`)).toMatchObject({ ok: false, reason: 'bad-line', message: "This link is damaged: its line of moves holds ' ' (character 2 of it), which no Unstuck link has." });
    expect(decodeLink(`${link}/l*`)).toMatchObject({ ok: false, reason: 'bad-line', message: "This link is damaged: its line of moves holds '*' (character 1 of it), which no Unstuck link has." });
    expect(decodeLink(`${link}/lUkQgU`)).toMatchObject({ ok: false, reason: 'bad-line', message: 'This link is cut short: its line of moves stops part-way.' });
  });

  it('carries m0, the solution watched from its start (a link just after Solve), apart from no position; each re-encodes the same', () => {
    const text = '..A\n--\na..\n';
    const start = encodeLevelLink({ family: 'move', text, position: 0 });
    expect(start).toMatch(/\/m0$/);
    const r = decodeLink(start);
    expect(r).toEqual({ ok: true, family: 'move', text, position: 0 });
    if (r.ok) expect(encodeLevelLink(r)).toBe(start);
    const none = encodeLevelLink({ family: 'move', text });
    expect(decodeLink(none)).toEqual({ ok: true, family: 'move', text });
  });

  it('carries, after a line, that the level had been solved (s); without a line s is no part', () => {
    const text = '..A\n--\na..\n';
    const link = encodeLevelLink({ family: 'move', text, line: ['R', 'D'], solved: true, position: 1 });
    expect(link).toMatch(/\/l[A-Za-z0-9_-]+\/s\/m1$/);
    const r = decodeLink(link);
    expect(r).toEqual({ ok: true, family: 'move', text, line: ['R', 'D'], solved: true, position: 1 });
    if (r.ok) expect(encodeLevelLink(r)).toBe(link);
    expect(encodeLevelLink({ family: 'move', text, solved: true, position: 2 })).toBe(encodeLevelLink({ family: 'move', text, position: 2 }));
    expect(decodeLink(`${encodeLevelLink({ family: 'move', text })}/s`)).toMatchObject({ ok: false });
  });

  it("carries the level's name before the position; links without one still open", () => {
    const text = '..A\n--\na..\n';
    const named = encodeLevelLink({ family: 'move', text, name: 'Über-Level «1» 🐍', position: 7 });
    expect(named).toMatch(/^#v1\/move\/[A-Za-z0-9_-]+\/n[A-Za-z0-9_-]+\/m7$/);
    expect(decodeLink(named)).toEqual({ ok: true, family: 'move', text, name: 'Über-Level «1» 🐍', position: 7 });
    expect(decodeLink(named.replace(/\/m7$/, ''))).toEqual({ ok: true, family: 'move', text, name: 'Über-Level «1» 🐍' });
    // a link written before names: the same level, no name
    const old = `#v1/move/${base64url(deflateSync(new TextEncoder().encode(text)))}/m3`;
    expect(decodeLink(old)).toEqual({ ok: true, family: 'move', text, position: 3 });
    // no name, an empty one, or one a link refuses is not written
    for (const name of [null, '', 'a\u001b[31mred', 'two\nlines', 'evil\u202etxt.exe']) {
      expect(encodeLevelLink({ family: 'move', text, name })).toBe(encodeLevelLink({ family: 'move', text }));
    }
    // an empty name part is no name
    expect(decodeLink(`${encodeLevelLink({ family: 'move', text })}/n`)).toEqual({ ok: true, family: 'move', text });
  });

  it(`cuts a name to ${MAX_LINK_NAME} characters when encoding and refuses a longer one when decoding`, () => {
    const long = '🐍'.repeat(MAX_LINK_NAME + 5);
    expect(linkName(long)).toBe('🐍'.repeat(MAX_LINK_NAME));
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n', name: long });
    expect(decodeLink(link)).toMatchObject({ ok: true, name: '🐍'.repeat(MAX_LINK_NAME) });
    const payload = base64url(deflateSync(new TextEncoder().encode('..A\n--\na..\n')));
    const withName = (bytes: Uint8Array) => `#v1/move/${payload}/n${base64url(bytes)}`;
    const tooLong = { ok: false, reason: 'name-too-long', message: expect.stringContaining(`longer than ${MAX_LINK_NAME} characters`) };
    expect(decodeLink(withName(new TextEncoder().encode('x'.repeat(MAX_LINK_NAME + 1))))).toEqual(tooLong);
    expect(decodeLink(withName(new TextEncoder().encode('x'.repeat(50_000))))).toEqual(tooLong);
    expect(decodeLink(withName(new TextEncoder().encode('x'.repeat(MAX_LINK_NAME))))).toMatchObject({ ok: true });
  });

  it.each([
    ['a\u001b[31mred', 'control characters'],
    ['tab\there', 'control characters'],
    ['two\nlines', 'control characters'],
    ['evil\u202etxt.exe', 'control characters'],
    ['\u0085', 'control characters'],
  ])('refuses the name %j: %s', (name, message) => {
    const payload = base64url(deflateSync(new TextEncoder().encode('..A\n--\na..\n')));
    expect(decodeLink(`#v1/move/${payload}/n${base64url(new TextEncoder().encode(name))}`)).toEqual({ ok: false, reason: 'bad-name', message: expect.stringContaining(message) });
  });

  it.each([
    ['', 'empty', 'holds no level'],
    ['#v2/move/abc', 'unknown-version', "expected 'v1'"],
    ['#v1/chess/abc', 'unknown-family', "unknown puzzle family 'chess'"],
    ['#v1/move', 'truncated', 'cut short'],
    ['#v1/move/', 'truncated', 'cut short'],
    ['#v1/move/a$b', 'bad-base64', "the level holds '$' (character 2 of it), which no Unstuck link has"],
    ['#v1/move/abcde', 'bad-base64', 'cut short: the level stops part-way.'],
    ['#v1/move/AAAA', 'corrupt', 'damaged or cut short'],
    ['#v1/move/abcd/m1/x', 'extra-parts', 'extra parts'],
    ['#v1/move/abcd/x12', 'bad-position', 'not of the form m12'],
    // a '/' at the end of a link put together by hand: said as one, not as a position ''
    ['#v1/move/abcd/', 'bad-position', "This link ends with a '/' that no part follows; no Unstuck link has one there."],
    ['#v1/move/abcd/m3/', 'bad-position', "ends with a '/' that no part follows"],
    ['#v1/move/abcd/m12/nAAAA', 'extra-parts', 'extra parts'],
    ['#v1/move/abcd/nQQ/nQQ', 'bad-position', 'not of the form m12'],
    ['#v1/move/abcd/n$$', 'bad-name', "the level's name holds '$' (character 1 of it)"],
    ['#v1/move/abcd/n__8', 'bad-name', 'not valid text'],
    [`#v1/move/${'A'.repeat(200_000)}`, 'too-long', 'longer than 128 kB'],
  ])('refuses %j with a reason and a clear message', (hash, reason, message) => {
    const r = decodeLink(hash);
    expect(r).toEqual({ ok: false, reason, message: expect.stringContaining(message) });
  });

  it('a long link cut where it was pasted says it was cut, how long it is, and to ask for a file', () => {
    let seed = 7;
    const noise = Array.from({ length: 4000 }, () => 'abcdefghijklmnopqrstuvwxyz'[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26]).join('');
    const link = encodeLevelLink({ family: 'move', text: `; ${noise}\n..A\n--\na..\n` });
    const payloadAt = link.indexOf('/', 4) + 1;
    // cut where the level's part has a length no whole part has, and where it has one
    const partWay = link.slice(0, payloadAt + 4 * 400 + 1);
    const whole = link.slice(0, payloadAt + 4 * 400);
    expect(decodeLink(partWay)).toMatchObject({ ok: false, reason: 'bad-base64', message: `This link is cut short: the level stops part-way. It is ${partWay.length.toLocaleString('en')} characters long, and chats and mail programs often cut a link that long: ask for the level as a file (Save, then Export in My levels).` });
    expect(decodeLink(whole)).toMatchObject({ ok: false, reason: 'corrupt', message: expect.stringMatching(/^This link is damaged or cut short: the level cannot be unpacked\. It is 1,6\d\d characters long, and chats/) });
    // a short link does not speak of chats
    expect(decodeLink('#v1/move/AAAA')).toMatchObject({ message: 'This link is damaged or cut short: the level cannot be unpacked.' });
  });

  it('stops inflating a bomb past 1 MiB of text', () => {
    const bomb = base64url(deflateSync(new Uint8Array(10 * 1024 * 1024).fill(46)));
    expect(bomb.length).toBeLessThan(20_000);
    const r = decodeLink(`#v1/move/${bomb}`);
    expect(r).toEqual({ ok: false, reason: 'too-large', message: expect.stringContaining('larger than 1 MB (1,048,576 bytes) of text') });
  }, 30_000);

  it('accepts exactly 1 MiB of text and refuses one byte more', () => {
    const atCap = '.'.repeat(MAX_TEXT);
    expect(decodeLink(encodeLevelLink({ family: 'move', text: atCap }))).toEqual({ ok: true, family: 'move', text: atCap });
    expect(decodeLink(encodeLevelLink({ family: 'move', text: `${atCap}.` }))).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('refuses text that is not UTF-8, or holds control characters, and reports a level that does not parse', () => {
    const pack = (bytes: Uint8Array) => `#v1/move/${base64url(deflateSync(bytes))}`;
    expect(decodeLink(pack(new Uint8Array([0xff, 0xfe, 0x41])))).toMatchObject({ ok: false, reason: 'bad-utf8', message: expect.stringContaining('not valid text') });
    for (const control of ['\u0000', '\u001b', '\u007f', '\u0085']) {
      expect(decodeLink(pack(new TextEncoder().encode(`..${control}\n--\n..\n`)))).toMatchObject({ ok: false, reason: 'control-chars', message: expect.stringContaining('control characters') });
    }
    expect(decodeLink(pack(new TextEncoder().encode('.A\r\n--\r\na\t.\n')))).toMatchObject({ ok: true });
    const markup = openLevelLink(pack(new TextEncoder().encode('<img src=x onerror=alert(1)>\n--\n..\n')));
    expect(markup).toMatchObject({ ok: false, reason: 'parse', line: 1, column: 1, message: expect.stringContaining('does not parse: line 1, column 1') });
  });

  it("a level under another family's name in its link says which family reads it", () => {
    const move = openLevelLink(encodeLevelLink({ family: 'snakebird', text: '..A\n--\na..\n' }));
    expect(move).toMatchObject({ ok: false, reason: 'parse', line: 1, column: 3, message: expect.stringMatching(/^This link's Snakebird level does not parse: line 1, column 3: .* Its text reads as a Move level: was the link's family \(snakebird\) changed\?$/) });
    // a text no family reads says only where it breaks
    expect(openLevelLink(encodeLevelLink({ family: 'move', text: '..A\n--\n?..\n' }))).toMatchObject({ ok: false, message: expect.not.stringContaining('reads as') });
  });

  it('decodes to exactly the text it encoded, for any text without control characters', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 300 }).filter((t) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(t));
    const family = fc.constantFrom(...gallery.map((g) => g.family.id));
    fc.assert(
      fc.property(family, text, fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: undefined }), fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), { nil: undefined }), (id, t, position, given) => {
        const name = linkName(given) ?? undefined;
        const link = { family: id, text: t, ...(name !== undefined ? { name } : {}), ...(position !== undefined ? { position } : {}) };
        expect(decodeLink(encodeLevelLink(link))).toEqual({ ok: true, ...link });
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('never throws on 10,000 random and mutated inputs, and every valid input round-trips', () => {
    const seeds = gallery.map((g) => encodeLevelLink({ family: g.family.id, text: g.text }));
    const mutated = fc.tuple(fc.constantFrom(...seeds), fc.nat(), fc.string({ maxLength: 4 }), fc.nat({ max: 8 })).map(([s, at, insert, cut]) => {
      const i = at % (s.length + 1);
      return s.slice(0, i) + insert + s.slice(i + cut);
    });
    const anything = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(...seeds).map((s) => s.slice(0, s.length - 3)), mutated);
    let valid = 0;
    fc.assert(
      fc.property(anything, (hash) => {
        const r = decodeLink(hash);
        const opened = openLevelLink(hash);
        expect(typeof opened.ok).toBe('boolean');
        if (r.ok) {
          valid++;
          expect(decodeLink(encodeLevelLink(r))).toEqual(r);
        }
      }),
      { numRuns: 10_000 },
    );
    expect(valid).toBeGreaterThan(0);
    // and base64url itself round-trips any bytes
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      expect(Array.from(fromBase64url(base64url(bytes))!)).toEqual(Array.from(bytes));
    }), { numRuns: 1000 });
  }, 60_000);
});
