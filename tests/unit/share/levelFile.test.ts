// Files a person opens (levelFile.ts): every family's level files as they come (the shared level
// files, a Snakefall link saved as a .txt), found from their content; a text two families read;
// and what is refused, each with the file's name and where: too large (its size known before
// reading), binary, not UTF-8, UTF-16, control characters, empty, no family's level.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { jsnellLevels } from '../helpers/shared.ts';
import { MAX_LEVEL_CHARS } from '../../../src/puzzles/text.ts';
import { nameFromFile, readLevelFile, sortFileBytes } from '../../../src/share/levelFile.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { firstBadUtf8 } from '../../../src/puzzles/fileText.ts';

const fixture = (...path: string[]) => readFileSync(join(__dirname, '..', '..', 'fixtures', ...path));
const bytes = (text: string) => new TextEncoder().encode(text);
const sort = (name: string, data: Uint8Array) => sortFileBytes(name, data.length, data);
/** a File as a browser hands it over: name, size and bytes */
const file = (name: string, data: Uint8Array<ArrayBuffer> | string) => new File([data], name);

describe('a level file, found from its content', () => {
  it.each([
    ['anemones', 'botanicula.txt', 'anemones'],
    ['bars', 'lovecraft-example.txt', 'bars'],
    ['dogbunny', 'seed-example.txt', 'dogbunny'],
    ['move', 'example-4x4.txt', 'move'],
    ['snakebird', 'level10.txt', 'snakebird'],
  ])('%s/%s opens as a %s level, named after the file', async (folder, name, family) => {
    const data = fixture('levels', folder, name);
    const read = await readLevelFile(file(name, data));
    expect(read).toMatchObject({ kind: 'level', text: data.toString('utf8'), name: name.replace('.txt', ''), readings: [{ family, problem: null }] });
  });

  it("a level in jsnell's format opens as a Snakebird level", () => {
    const jsnell = ['.........', '. T  T  .', '. >>G 00.', '.  ..  0.', '.O    * .', '~~~~~~~~~', ''].join('\n');
    expect(sort('level.txt', bytes(jsnell))).toMatchObject({ kind: 'level', readings: [{ family: 'snakebird', problem: null }] });
  });

  // the game's levels, when ../shared is present (the test is added only then: a clone on its own skips nothing)
  const corpus = jsnellLevels();
  if (corpus.length > 0) {
    it("the game's levels in jsnell's format (../shared's corpus) open as Snakebird levels", () => {
      for (const { file: name, text } of corpus) expect(sort(name, bytes(text)), name).toMatchObject({ kind: 'level', readings: [{ family: 'snakebird', problem: null }] });
    });
  }

  it('a Snakefall link saved in a .txt file opens as a Snakebird level; CRLF and a byte-order mark are read too', () => {
    const link = fixture('snakefall', 'crashing-down.txt');
    expect(sort('crashing down.txt', link)).toMatchObject({ kind: 'level', name: 'crashing down', readings: [{ family: 'snakebird' }] });
    const crlf = bytes('\ufeff..A.\r\n.#..\r\nB...\r\n....\r\n--\r\na...\r\n....\r\n...b\r\n....\r\n');
    expect(sort('move.lvl', crlf)).toMatchObject({ kind: 'level', readings: [{ family: 'move' }] });
  });

  it("a file holding an Unstuck link (alone, or in a note) opens the link's level, named by the link; a link refused says why", () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n', name: 'Linked', position: 1 });
    const level = { kind: 'level', text: '..A\n--\na..\n', readings: [{ family: 'move', problem: null }] };
    expect(sort('link.txt', bytes(`https://unstuck.example/${link}\n`))).toMatchObject({ ...level, name: 'Linked' });
    expect(sort('note.txt', bytes(`My level, try it:\r\nhttps://unstuck.example/${link}\r\n`))).toMatchObject({ ...level, name: 'Linked' });
    // no name in the link: the file's
    expect(sort('mine.txt', bytes(encodeLevelLink({ family: 'move', text: '..A\n--\na..\n' })))).toMatchObject({ ...level, name: 'mine' });
    // its level checked as a link's: a problem to mend goes with it, a text that does not parse is said where
    expect(sort('b.txt', bytes(encodeLevelLink({ family: 'move', text: '...\n--\na..\n' })))).toMatchObject({ kind: 'level', readings: [{ family: 'move', problem: expect.stringContaining('colour A') }] });
    expect(sort('c.txt', bytes(encodeLevelLink({ family: 'snakebird', text: '..A\n--\na..\n' })))).toEqual({
      kind: 'refused',
      message: expect.stringMatching(/^"c.txt" holds an Unstuck link that was not opened\. This link's Snakebird level does not parse: line 1, column 3: /),
    });
    expect(sort('d.txt', bytes('https://unstuck.example/#v1/move/AAAA'))).toEqual({ kind: 'refused', message: '"d.txt" holds an Unstuck link that was not opened. This link is damaged or cut short: the level cannot be unpacked.' });
  });

  it('a text two families read gives both, the one with no problem first', () => {
    // few texts read in two families (an empty DogBunny graph is one): DogBunny is made to read Bars' '1' too
    const real = FAMILIES.dogbunny.parse.bind(FAMILIES.dogbunny);
    const graph = real('node a\n');
    expect(graph.ok).toBe(true);
    vi.spyOn(FAMILIES.dogbunny, 'parse').mockImplementation((text) => (text === '; a comment\n1\n' ? graph : real(text)));
    const read = sort('tiny', bytes('; a comment\n1\n'));
    expect(read).toMatchObject({ kind: 'level', name: 'tiny', readings: [{ family: 'bars', problem: null }, { family: 'dogbunny', problem: expect.any(String) }] });
    vi.restoreAllMocks();
    expect(sort('tiny', bytes('; a comment\n1\n'))).toMatchObject({ readings: [{ family: 'bars' }] });
  });

  it('a levels file (JSON) goes to the import, whatever its name', () => {
    const json = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [] });
    // the byte-order mark goes, as JSON.parse would refuse it
    expect(sort('mine.txt', bytes(`\ufeff  ${json}`))).toEqual({ kind: 'levels', text: `  ${json}` });
    expect(sort('broken.json', bytes('{"format": '))).toMatchObject({ kind: 'levels' });
  });

  it("a file's name: without its extension; none where it is blank or holds controls", () => {
    expect(nameFromFile('Level 3.snakebird.txt')).toBe('Level 3.snakebird');
    expect(nameFromFile('README')).toBe('README');
    expect(nameFromFile('.txt')).toBeNull();
    expect(nameFromFile('evil\u202eexe.txt')).toBeNull();
  });
});

describe('refused, saying the file and where', () => {
  it("no family's level: the file's name, and line and column as the family that reads furthest says them, then each other family's", () => {
    const text = '..A.\n.#..\nB..x\n....\n--\na...\n....\n...b\n....\n';
    const read = sort('almost move.txt', bytes(text));
    expect(read).toMatchObject({ kind: 'refused' });
    if (read.kind !== 'refused') return;
    expect(read.message).toMatch(/^"almost move.txt" was not opened: no family reads it\. Read as a Move level \(the family that reads furthest into it\), line 3, column 4: /);
    expect(read.list).toHaveLength(4);
    expect(read.list!.every((l) => /^As an? \w+ level, (line \d+, column \d+|whole level): /.test(l))).toBe(true);
  });

  it('no family reads past its first line: no family is named as reading furthest, each one\'s reading is listed', () => {
    const read = sort('notes.txt', bytes('Hello: my first level, to come\n'));
    expect(read).toMatchObject({ kind: 'refused' });
    if (read.kind !== 'refused') return;
    expect(read.message).toBe('"notes.txt" was not opened: no family reads it, and none reads past line 1, so which puzzle it is for is not clear. What each family says:');
    expect(read.list).toHaveLength(5);
    expect(read.list!.every((l) => /^As an? \w+ level, line 1, column \d+: /.test(l))).toBe(true);
    expect(read).not.toHaveProperty('mend');
  });

  it('a file past the level cap is refused by its size, only its first bytes read (a levels file may be larger)', async () => {
    const big = file('huge.txt', new Uint8Array(MAX_LEVEL_CHARS + 1).fill(0x2d));
    const slice = vi.spyOn(big, 'slice');
    const read = await readLevelFile(big);
    expect(read).toEqual({ kind: 'refused', message: `"huge.txt" was not opened: it is 1,048,577 bytes, and a level's text is at most 1 MB (1,048,576 bytes).` });
    expect(slice).toHaveBeenCalledWith(0, 64);
    // at the cap it is read, and the family's reader says what it is
    expect((await readLevelFile(file('cap.txt', new Uint8Array(MAX_LEVEL_CHARS).fill(0x2d)))).kind).not.toBe('levels');
    // a large levels file goes to the import, read whole
    const json = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'x'.repeat(MAX_LEVEL_CHARS), text: 'A\n--\na\n' }] });
    expect(await readLevelFile(file('many.json', json))).toEqual({ kind: 'levels', text: json });
    // its bytes checked as a level file's: one not UTF-8 past the first ones read is said, where (it was read with U+FFFD in its place)
    const latin1 = new TextEncoder().encode(json);
    latin1[json.indexOf('"x') + 1] = 0xdc;
    const refused = await readLevelFile(file('old.json', latin1));
    expect(refused.kind === 'refused' && refused.message).toBe('"old.json" was not read: it is not UTF-8 text (a binary file, or text in another encoding): line 1, byte 75 of the line is not UTF-8.');
    // past the import's cap, nothing is read
    const vast = file('vast.txt', 'x');
    Object.defineProperty(vast, 'size', { value: 600_000_000 });
    const read2 = vi.spyOn(vast, 'arrayBuffer');
    expect(await readLevelFile(vast)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/^"vast.txt" was not opened: it is 600 MB, and a level's text is at most 1 MB/) });
    // each cap said with what it is the cap of (it read "… 1 MB (1,048,576 bytes) (a levels file, 16.8 MB).")
    expect(await readLevelFile(vast)).toMatchObject({ message: expect.stringMatching(/at most 1 MB \(1,048,576 bytes\), a levels file at most 16\.8 MB\.$/) });
    expect(read2).not.toHaveBeenCalled();
  });

  it('a binary file, text that is not UTF-8, UTF-16 text and control characters: each said, with where', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(sort('board.png', png)).toEqual({ kind: 'refused', message: '"board.png" was not opened: it is not UTF-8 text (a binary file, or text in another encoding): line 1, byte 1 of the line is not UTF-8.' });
    // Latin-1 é on the second line
    expect(sort('été.txt', new Uint8Array([0x41, 0x0a, 0x2d, 0xe9, 0x2d]))).toMatchObject({ message: expect.stringContaining('line 2, byte 2 of the line is not UTF-8') });
    expect(sort('wide.txt', new Uint8Array([0xff, 0xfe, 0x41, 0]))).toMatchObject({ message: expect.stringMatching(/^"wide.txt" was not opened: it is UTF-16 text/) });
    expect(sort('nul.txt', bytes('..A\n--\na.\u0000\n'))).toEqual({
      kind: 'refused',
      message: '"nul.txt" was not opened: line 3, column 3 holds a control character (\\x00), which no level\'s text has: is it a binary file?',
    });
    expect(sort('empty.txt', new Uint8Array())).toEqual({ kind: 'refused', message: '"empty.txt" was not opened: the file is empty.' });
    expect(sort('blank.txt', bytes(' \n\n'))).toEqual({ kind: 'refused', message: '"blank.txt" was not opened: it holds only white space.' });
    expect(sort('notes.txt', bytes('; a level to come\n\n;; by me\r\n'))).toEqual({ kind: 'refused', message: `"notes.txt" was not opened: it holds only comments (lines starting with ';') and blank lines, no level.` });
  });

  it("a file's name is quoted with its controls and bidi overrides escaped", () => {
    expect(sort('a\u202etxt.exe', new Uint8Array())).toEqual({ kind: 'refused', message: '"a\\u202etxt.exe" was not opened: the file is empty.' });
  });

  it('UTF-8 is checked as the standard has it: overlongs, surrogates and past U+10FFFF refused, four-byte characters read', () => {
    expect(firstBadUtf8(bytes('snake 🐍 é'))).toBeNull();
    for (const bad of [[0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80]]) {
      expect(firstBadUtf8(new Uint8Array([0x41, ...bad])), bad.join(' ')).toEqual({ line: 1, column: 2 });
    }
  });
});
