// Snakefall level links as a Snakebird format (snakefall.ts): reading, writing, round trips,
// detection, errors with line and column, and export of the game's levels.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { compressRuns, parseSnakefall, SNAKEFALL_HEADER, toSnakefallLink } from '../../../src/puzzles/snakebird/snakefall.ts';
import { paintTerrain } from '../../../src/puzzles/snakebird/editorModel.ts';
import { expectRoundTrip, fixture, optimalMoves, parseError, parseOk, solveAndReplay } from '../helpers/family.ts';
import { snakefallLevels } from './randomLevels.ts';

/** the two levels linked from Snakefall's README (tests/fixtures/README.md) */
const README_LINKS = ['disabilities-act', 'crashing-down'].map((name) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'snakefall', `${name}.txt`), 'utf8'));

describe('Snakefall links', () => {
  it("read the README's two levels (the older header: fruit as map tile 3)", () => {
    const [act, crash] = README_LINKS.map((t) => parseOk<SnakebirdLevel>(snakebird, t));
    expect(act).toMatchObject({ rows: 17, cols: 29, open: false, rules: 'snakefall' });
    // s0?323&322&351: cell 323 is row 11, column 4 (r × 29 + c), head first
    expect(act!.snakes).toEqual([
      { label: 'R', cells: [[11, 4], [11, 3], [12, 3]] },
      { label: 'G', cells: [[1, 14]] },
      { label: 'B', cells: [[3, 14], [3, 15], [4, 15], [5, 15], [5, 14], [5, 13], [4, 13], [3, 13]] },
    ]);
    expect(act!.fruit).toEqual([[4, 14], [10, 2], [11, 2]]);
    expect(act!.terrain[10]![26]).toBe('*');
    expect(act!.terrain[12]).toBe('    #^^    ^^###^^    ^^#    ');
    // one block of 22 cells, many of them apart; snakes s1 then s0, as written
    expect(crash!.blocks).toHaveLength(1);
    expect(crash!.blocks[0]!.cells).toHaveLength(22);
    expect(crash!.snakes.map((s) => s.label)).toEqual(['G', 'R']);
  });

  it("solve under Snakefall's rules, by solutions the readable rules replay", () => {
    // our answers (Snakefall has no solver to hold them to): pinned against regressions
    const [act, crash] = README_LINKS.map((t) => optimalMoves(solveAndReplay(snakebird, parseOk<SnakebirdLevel>(snakebird, t))));
    expect([act, crash]).toEqual([68, 109]);
  }, 60_000);

  it('write them back in the current header, fruit as objects, and read that the same', () => {
    for (const text of README_LINKS) {
      const level = parseOk<SnakebirdLevel>(snakebird, text);
      const made = snakebird.make(level);
      expect(made.startsWith(`${SNAKEFALL_HEADER}&17&`)).toBe(true);
      expect(made).toContain('/f0?');
      expectRoundTrip(snakebird, level);
    }
  });

  it('are found whole, as the part after #level=, with a replay after them, or on lines of their own', () => {
    const link = README_LINKS[0]!.trim();
    const level = parseOk<SnakebirdLevel>(snakebird, link);
    const part = link.slice(link.indexOf('#level=') + '#level='.length);
    expect(parseOk<SnakebirdLevel>(snakebird, part)).toEqual(level);
    expect(parseOk<SnakebirdLevel>(snakebird, `${link}#replay=nmGTi8PB&abc`)).toEqual(level);
    expect(parseOk<SnakebirdLevel>(snakebird, `; a comment\n  ${part.replace('/s0', '/\n s0')}\r\n\n`)).toEqual(level);
    const forced = snakebird.parse(part, { format: 'snakefall' });
    expect(forced.ok && forced.level).toEqual(level);
  });

  it('convert the older header: map tile 3 is a fruit object, after the others', () => {
    const old = parseOk<SnakebirdLevel>(snakebird, '3tFRIoTU&2&4?3004*01/s0?3&2/f0?1/');
    const now = parseOk<SnakebirdLevel>(snakebird, 'HyRr4JK1&2&4?0004*01/s0?3&2/f0?1/f1?0/');
    expect(old).toEqual(now);
    expect(old.fruit).toEqual([[0, 1], [0, 0]]);
    // tile 3 is no tile in the current header
    expect(parseError(snakebird, 'HyRr4JK1&2&4?3004*01/s0?3&2/')).toMatchObject({ line: 1, column: 14 });
  });

  it('expand runs anywhere in the string, as the writer may compress the objects too', () => {
    // cells 1111 written as a run: *0 is a run of 4
    const map = `${'0'.repeat(34 * 40 - 1)}4`;
    const text = compressRuns(`${SNAKEFALL_HEADER}&34&40?${map}/s0?1111&1112/`);
    expect(text).toContain('/s0?*01&');
    expect(parseOk<SnakebirdLevel>(snakebird, text).snakes[0]!.cells).toEqual([[27, 31], [27, 32]]);
  });

  it('round-trip on generated levels: any number of snakes, one cell long, pads 0-3, blocks apart', () => {
    fc.assert(fc.property(snakefallLevels, (level) => expectRoundTrip(snakebird, level)), { seed: 5, numRuns: 300 });
  });

  it('never throw on any text, and always say where', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `${SNAKEFALL_HEADER}&${s}`), fc.stringMatching(/^HyRr4JK1&[0-9]&[0-9]\?[0-5*&?/sbf0-9]{0,30}$/)), (text) => {
        const parsed = parseSnakefall(text);
        if (!parsed.ok) {
          expect(parsed.error.line).toBeGreaterThanOrEqual(1);
          expect(parsed.error.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { seed: 3, numRuns: 2000 },
    );
  });

  it.each(([
    ['HyRr4JK1&2&3?000004/s0?9/', 1, 24, 'cell 9 is off the map'],
    ['https://x/#level=HyRr4JK1&2&3?000004/s0?0&2/', 1, 43, 'does not touch'],
    ['HyRr4JK1&2&3?000104/s0?3/', 1, 24, 'wall'],
    ['HyRr4JK1&2&3?000004/s0?0/b1?0/', 1, 29, 'both hold cell 0'],
    ['HyRr4JK1&2&3?00004/s0?0/', 1, 19, 'the map has 5 tiles'],
    ['HyRr4JK1&2&3?000000/s0?0/', 1, 1, 'no exit'],
    // (of the level as a whole, as 'no exit': at no place, ParseError.whole)
    ['HyRr4JK1&2&3?000004/', 1, 1, 'no snake'],
    ['HyRr4JK1&2&3?000004/x0?0/', 1, 21, "expected an object: 's' a snake"],
    ['HyRr4JK1&2&3?000004/f0?0&1/', 1, 26, 'a fruit has one cell'],
    ['HyRr4JK1&256&256?0/s0?0/', 1, 10, 'too large'],
    ['HyRr4JK1&3&300?0/s0?0/', 1, 12, 'the width must be from 1 to 256, found 300'],
    ['HyRr4JK1&0&3?000/s0?0/', 1, 10, 'height must be from 1'],
    // (read only as far as it is a level: the first run's 0 is where no object starts)
    [`HyRr4JK1&2&3?000004/s0?0/${'*z0'.repeat(40000)}`, 1, 26, "expected an object: 's' a snake (a run of runs)"],
    ['HyRr4JK1&2&3?000004/s0?0/*$0', 1, 27, 'not a run length'],
    ['xHyRr4JK1&2&3?000004/s0?0/', 1, 1, 'expected a Snakefall level'],
    ['HyRr4JK1&2&3?000004/s0?0/\ns4?0/', 2, 4, 'both hold cell 0'],
  ] as const).map(([text, line, column, message]) => ({ text, line, column, message })))('rejects: $message, at line $line, column $column', ({ text, line, column, message }) => {
    const error = parseSnakefall(text);
    expect(error.ok).toBe(false);
    if (!error.ok) {
      expect(error.error.message).toContain(message.replace(' (a run of runs)', ''));
      expect(error.error).toMatchObject({ line, column });
    }
  });
});

describe('hostile links (found by the fuzz suite, tests/unit/fuzz/readers.test.ts)', () => {
  // Every character was built (an object each, runs written out) before the header was looked
  // at: 1 MiB of text that is no level took 0.5-1.3 s to refuse on the command line. What is
  // said now is the first thing wrong, found without reading on: a bad run at the end of the
  // text, which the runs' check read first, is not it.
  const MIB = 1 << 20;
  const filler = 'abcdefghij klmnop\n'.repeat(58_000);
  it.each([
    ['text that is no level', `${filler}*$x`, 1, 1, 'expected a Snakefall level'],
    ['a link whose map goes wrong at once', `#level=HyRr4JK1&2&3?00x${filler}*$x`, 1, 23, "'x' is not a map tile"],
    ['a link whose first object goes wrong', `HyRr4JK1&1&2?04/s0?0/q${'*z0'.repeat(MIB / 4)}*`, 1, 22, "expected an object: 's' a snake, 'b' a block or 'f' a fruit, found 'q'"],
  ])('are refused at the first thing wrong, not read past it: %s', (_, text, line, column, message) => {
    expect(text.length).toBeGreaterThan(MIB * 0.7);
    const parsed = parseSnakefall(text);
    expect(!parsed.ok && parsed.error).toEqual({ line, column, message: expect.stringContaining(message) });
  });

  it('read runs written anywhere, a run of none included, whitespace between a run and its length', () => {
    // *-0 is a run of no 0; '* 0 0' a run of four 0 (length 0 is 4), as whitespace is dropped first
    const a = parseOk<SnakebirdLevel>(snakebird, 'HyRr4JK1&1&6?*-0* 0 004/s0?*-10/');
    expect(a.terrain).toEqual(['     *']);
    expect(a.snakes[0]!.cells).toEqual([[0, 0]]);
    expect(parseError(snakebird, 'HyRr4JK1&1&6?00004*')).toMatchObject({ line: 1, column: 19, message: expect.stringContaining("a run '*' must be followed") });
  });

  it.each([
    ['HyRr4JK1&\u001b[31m', 10, "expected the map's height, found '\\x1b'"],
    ['HyRr4JK1\u202e&6&9?000101/s0?7/', 9, "expected '&' after the header, found '\\u202e'"],
    ['HyRr4JK1&1&2?0\u00074/s0?0/', 15, "'\\x07' is not a map tile"],
    ['HyRr4JK1&1&2?04/s0?0/*\u009bx', 23, "'\\x9b' is not a run length"],
    ['HyRr4JK1&1&2?04/s0?0/\u0000', 22, "found '\\x00'"],
    // a character outside the first plane is quoted whole, not as half a surrogate pair
    ['HyRr4JK1&1&2?0😀4/s0?0/', 15, "'😀' is not a map tile"],
  ])('quote what they found with control characters escaped: %j', (text, column, message) => {
    const parsed = parseSnakefall(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toEqual({ line: 1, column, message: expect.stringContaining(message) });
  });

  it('read a level that starts on the line after `#level=`', () => {
    const part = README_LINKS[0]!.trim().split('#level=')[1]!;
    expect(parseOk<SnakebirdLevel>(snakebird, `https://wolfesoftware.com/snakefall/#level=\n${part}\n`)).toEqual(parseOk<SnakebirdLevel>(snakebird, part));
  });

  it('keep a block number of seven to nine digits when written back', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, 'HyRr4JK1&1&3?040/s0?0/b1234567?2/b987654321?1/');
    expect(level.blocks.map((b) => b.label)).toEqual(['1234567', '987654321']);
    expect(snakebird.make(level)).toBe('HyRr4JK1&1&3?040/s0?0/b1234567?2/b987654321?1/\n');
    expectRoundTrip(snakebird, level);
  });

  it('read tens of thousands of blocks in linear time (each number checked once, not against every block)', () => {
    // 255 × 255 cells, a block on each but the snake's and the exit's: 888,135 characters
    const n = 255 * 255;
    const blocks = Array.from({ length: n - 2 }, (_, i) => `b${i + 1}?${i + 1}/`).join('');
    const level = parseOk<SnakebirdLevel>(snakebird, `HyRr4JK1&255&255?${'0'.repeat(n - 1)}4/s0?0/${blocks}`);
    expect(level.blocks).toHaveLength(n - 2);
    expect(parseError(snakebird, `HyRr4JK1&255&255?${'0'.repeat(n - 1)}4/s0?0/${blocks}b7?${n - 1}/`)).toMatchObject({ message: 'two blocks numbered 7' });
  }, 10_000);
});

describe("the editor's model of a Snakefall level", () => {
  it('edits the level itself and writes a link, so that an edit keeps the rule set', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, README_LINKS[1]!);
    expect(level.blocks[0]!.cells).toHaveLength(22);
    // a wall drawn at the top left: still a Snakefall level, one wall more
    const text = snakebird.make(paintTerrain(level, 0, 0, '#'));
    expect(text.startsWith('HyRr4JK1')).toBe(true);
    const edited = parseOk<SnakebirdLevel>(snakebird, text);
    expect(edited.rules).toBe('snakefall');
    expect(edited.terrain[0]![0]).toBe('#');
    expect({ ...edited, terrain: level.terrain, fruit: level.fruit }).toEqual(level);
  });
});

describe('Snakefall levels the search cannot take', () => {
  it('32 snakes read, but validate says the search takes at most 31 snakes and blocks', () => {
    const snakes = Array.from({ length: 32 }, (_, i) => `s${i}?${i}/`).join('');
    const level = parseOk<SnakebirdLevel>(snakebird, `HyRr4JK1&2&40?${'0'.repeat(39)}4${'1'.repeat(40)}/${snakes}`);
    expect(level.snakes).toHaveLength(32);
    expect(snakebird.validate(level).map((i) => i.message)).toEqual(['32 snakes and 0 blocks: at most 31 together']);
  });
});

describe('export to a Snakefall link', () => {
  it('writes a level of the game that plays the same there, an open world with its margin', () => {
    const classic = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level01.txt'));
    const out = toSnakefallLink(classic);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.link).toMatch(/^https:\/\/wolfesoftware\.com\/snakefall\/#level=HyRr4JK1&/);
    const back = parseOk<SnakebirdLevel>(snakebird, out.link);
    expect(back.rules).toBe('snakefall');
    // the same optimal count under Snakefall's rules: the margin is beyond any snakebird's reach
    expect(back.rows).toBeGreaterThan(classic.rows);
    expect(back.snakes.map((s) => s.label)).toEqual(classic.snakes.map((s) => s.label));
    expect(optimalMoves(solveAndReplay(snakebird, back))).toBe(optimalMoves(solveAndReplay(snakebird, classic)));
  });

  it('says why not for water a block could fall into and for teleporters (snakefallExport.test.ts: the rest of water)', () => {
    const water = parseOk<SnakebirdLevel>(snakebird, '......\n.*   .\n.R< 0.\n.~~.~.\n......\n');
    expect(toSnakefallLink(water)).toMatchObject({ ok: false, reason: expect.stringMatching(/^a block could fall into the water at row 4, column 2/) });
    const pads = parseOk<SnakebirdLevel>(snakebird, '......\n.*T T.\n.R<  .\n......\n');
    const out = toSnakefallLink(pads);
    expect(out.ok).toBe(false);
    expect(!out.ok && out.reason).toContain('teleporters');
  });
});
