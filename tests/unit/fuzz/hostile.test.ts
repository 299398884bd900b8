// The hostile files and links of issue 16 ("Links and files"), each refused at once with the
// cap it passed, or read as it should be. Each case first runs at a size the old readers got
// through quickly (so that they fail here by an assertion, not a timeout), then at the
// issue's full size. (One exception: a line of a million trailing spaces reads the same
// before and after; only the old backtracking trim took minutes over it.)
import { describe, expect, it } from 'vitest';
import { encodeLevelLink, openLevelLink } from '../../../src/share/linkCodec.ts';
import { loadLevel } from '../../../src/puzzles/load.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { MAX_LEVEL_CHARS, MAX_LEVEL_LINES, escapeControls, shown } from '../../../src/puzzles/text.ts';
import { parseSnakebird, MAX_SNAKEBIRD_SIDE } from '../../../src/puzzles/snakebird/format.ts';
import { MAX_ANIMALS, MAX_NODES, parseDogBunny } from '../../../src/puzzles/dogbunny/format.ts';
import { dogbunny } from '../../../src/puzzles/dogbunny/index.ts';
import type { AnyFamily, ParseError } from '../../../src/puzzles/types.ts';

const families = Object.values(FAMILIES) as AnyFamily[];

function refused(family: AnyFamily, text: string, format?: string): ParseError {
  const parsed = family.parse(text, format === undefined ? undefined : { format });
  if (parsed.ok) throw new Error(`${family.id} accepted the text`);
  return parsed.error;
}

/** Many lines, mostly short, from a fixed seed: what `head -c 10M /dev/urandom | base64` looks like. */
function garbage(length: number): string {
  let seed = 12345;
  const out: string[] = [];
  let size = 0;
  while (size < length) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const line = (seed >>> 8).toString(36).repeat(1 + (seed % 7));
    out.push(line);
    size += line.length + 1;
  }
  return out.join('\n').slice(0, length);
}

describe('the Snakebird map is measured before it is built', () => {
  // `A*`, a long row of '-', many blank lines and one more row: rows × cols cells
  const wide = (dashes: number, blanks: number) => `A*\n${'-'.repeat(dashes)}${'\n'.repeat(blanks)}#\n`;

  it('refuses a map wider than the cap at the first wide row, naming the cap', () => {
    const error = refused(FAMILIES.snakebird!, wide(300, 100));
    expect(error).toMatchObject({ line: 2, column: MAX_SNAKEBIRD_SIDE + 1 });
    expect(error.message).toBe('a row of the map is 300 columns wide; at most 256 are read');
    // the map of 16,000 × 16,000 cells (4 GB as arrays of characters): a link of under 100 characters
    const link = encodeLevelLink({ family: 'snakebird', text: wide(16_000, 16_000) });
    expect(link.length).toBeLessThan(100);
    const opened = openLevelLink(link);
    expect(opened).toMatchObject({ ok: false, reason: 'parse', line: 257, column: 1 });
    expect(opened.ok === false && opened.message).toContain('the map has 16,002 rows; at most 256 are read');
    expect(openLevelLink(encodeLevelLink({ family: 'snakebird', text: wide(16_000, 200) }))).toMatchObject({ ok: false, line: 2, column: 257 });
  }, 10_000);

  it('refuses a map taller than the cap at its first row past the cap, in every format', () => {
    for (const format of ['classic', 'jsnell'] as const) {
      const error = refused(FAMILIES.snakebird!, `A*\n${'-\n'.repeat(1_200)}#\n`, format);
      expect(error.line).toBe(MAX_SNAKEBIRD_SIDE + 1);
      expect(error.message).toMatch(/^the map has 1,202 rows; at most 256 are read$|^unknown character/);
    }
    expect(refused(FAMILIES.snakebird!, `A*\n${'-\n'.repeat(1_200)}#\n`, 'classic').message).toBe('the map has 1,202 rows; at most 256 are read');
    expect(refused(FAMILIES.snakebird!, `.R*\n${'.\n'.repeat(1_200)}.\n`, 'jsnell').message).toBe('the map has 1,202 rows; at most 256 are read');
  });

  it('reads a map of exactly 256 × 256', () => {
    const rows = Array.from({ length: 256 }, (_, r) => (r === 0 ? `A*${'-'.repeat(254)}` : r === 255 ? '#'.repeat(256) : '-'.repeat(256)));
    const parsed = parseSnakebird(rows.join('\n'), 'classic');
    expect(parsed.ok && [parsed.level.rows, parsed.level.cols]).toEqual([256, 256]);
  });

  it('refuses an open map whose open space would not fit in memory, and loadLevel does not throw', () => {
    // 65,000 fruit give a snakebird room to climb 65,000 cells: 8.6 billion cells of open world
    const rows = Array.from({ length: 256 }, (_, r) => (r === 0 ? `A*-${'+'.repeat(253)}` : '+'.repeat(256)));
    const error = refused(FAMILIES.snakebird!, rows.join('\n'));
    // (of the level as a whole: at no place in it)
    expect(error).toMatchObject({ line: 1, column: 1, whole: true });
    expect(error.message).toContain('at most 1,048,576 are read');
    const loaded = loadLevel('snakebird', rows.join('\n'));
    expect(loaded).toMatchObject({ ok: false, message: expect.stringMatching(/^whole level: /) });
    expect(loaded).not.toHaveProperty('line');
  });
});

describe('apocalyptech maps: blank lines cost linear time', () => {
  it('refuses `Level: x`, thousands of blank lines and a row, at the row cap', () => {
    for (const blanks of [5_000, 65_000]) {
      const error = refused(FAMILIES.snakebird!, `Level: x\n${'\n'.repeat(blanks)}w\n`);
      expect(error).toMatchObject({ line: 2 + MAX_SNAKEBIRD_SIDE, column: 1 });
      expect(error.message).toBe(`the map has ${(blanks + 1).toLocaleString('en-US')} rows; at most 256 are read`);
    }
  }, 10_000);

  it('still reads blank rows inside a map, and drops those at the end', () => {
    const parsed = parseSnakebird(`Level: x\nR<<  E\n\nwwwwww\n${'\n'.repeat(60_000)}`);
    expect(parsed.ok && parsed.level.rows).toBe(3 + 4);
  }, 10_000);
});

describe('every family refuses a text past the caps at once', () => {
  it('refuses more than 1 MiB of garbage by the character cap', () => {
    for (const size of [MAX_LEVEL_CHARS + 100, 10 * 1024 * 1024]) {
      const text = garbage(size);
      for (const family of families) {
        const error = refused(family, text);
        expect(error, family.id).toEqual({ line: 1, column: 1, message: `the level has ${size.toLocaleString('en-US')} characters; at most 1,048,576 are read` });
      }
    }
  }, 20_000);

  it('refuses 130,000 short lines by the line cap (no argument list of every line)', () => {
    const text = 'ab\n'.repeat(130_000);
    for (const family of families) {
      expect(() => family.parse(text), family.id).not.toThrow();
      expect(refused(family, text), family.id).toEqual({ line: MAX_LEVEL_LINES + 1, column: 1, message: 'the level has 130,001 lines; at most 65,536 are read' });
    }
  }, 20_000);

  it('reads 65,536 lines, the cap, as text (a Snakebird map of short rows is then refused by its row cap)', () => {
    const text = `${'-\n'.repeat(MAX_LEVEL_LINES - 1)}A*`;
    expect(refused(FAMILIES.snakebird!, text).message).toBe('the map has 65,536 rows; at most 256 are read');
  }, 20_000);

  it('trims a line of a million trailing spaces in linear time', () => {
    const text = `anemones 1${' '.repeat(1_000_000)}\nstart\ngoal 1\n`;
    expect(FAMILIES.anemones!.parse(text).ok).toBe(true);
    // spaces before a character are not trailing: the line is read, and refused for its word
    expect(refused(FAMILIES.bars!, `${' '.repeat(1_000_000)}x`)).toMatchObject({ line: 1, column: 1 });
  }, 10_000);
});

describe('counts never wrap', () => {
  it('refuses more animals than the cap instead of wrapping a count to 0', () => {
    const bunnies = (n: number) => `edge a -> b\n${'bunny a\n'.repeat(n)}goal bunny b\n`;
    expect(parseDogBunny(bunnies(MAX_ANIMALS)).ok).toBe(true);
    for (const n of [MAX_ANIMALS + 1, 60_000]) {
      const error = refused(FAMILIES.dogbunny!, bunnies(n));
      expect(error).toMatchObject({ line: MAX_ANIMALS + 2, column: 1 });
      expect(error.message).toBe('one animal too many: the level has more than 256 animals; at most 256 are read');
    }
    // the 65,536 bunnies, one a line, pass the line cap first
    expect(refused(FAMILIES.dogbunny!, bunnies(65_536)).message).toBe('the level has 65,539 lines; at most 65,536 are read');
    // a level built in code past the cap is refused for solving, not solved with a wrapped count
    const built = { nodes: [{ name: 'a' }, { name: 'b' }], edges: [], animals: Array.from({ length: 65_536 }, () => ({ kind: 'bunny', node: 'a' })), goals: [{ kind: 'bunny', nodes: ['b'] }] };
    expect(dogbunny.validate(built).map((i) => i.message)).toContain('at most 256 animals; this level has 65536');
  }, 10_000);

  it('refuses more nodes than the cap at the first node past it', () => {
    const nodes = (n: number) => Array.from({ length: n }, (_, i) => `node n${i}`).join('\n');
    expect(refused(FAMILIES.dogbunny!, `${nodes(MAX_NODES + 1)}\n`)).toEqual({
      line: MAX_NODES + 1,
      column: 6,
      message: "node 'n256' is one too many: the graph has more than 256 nodes; at most 256 are read",
    });
    expect(refused(FAMILIES.dogbunny!, `${nodes(MAX_NODES)}\nedge n0 -> x\n`)).toMatchObject({ line: MAX_NODES + 1, column: 12 });
  });
});

describe('control characters are shown escaped', () => {
  it('escapes ESC, DEL, C1 and bidi controls in messages', () => {
    expect(escapeControls('a\u001b[31mb\u007f\u009b\u202e\ufeff')).toBe('a\\x1b[31mb\\x7f\\x9b\\u202e\\ufeff');
    expect(shown('x'.repeat(50))).toBe(`${'x'.repeat(40)}…`);
  });

  it('never puts a raw control character in a reader message', () => {
    const samples = ['\u001b[2J', '\u0007', '\u009b31m', '\u202e', '\u0000'];
    for (const family of families) {
      for (const s of samples) {
        for (const text of [s, `${s}\n`, `anemones 3 ${s}\n`, `0${s}1\n`, `..\n--\n.${s}\n`, `node ${s}\n`, `A*${s}\n`, `Level: x\nR${s}\n`]) {
          const parsed = family.parse(text);
          if (!parsed.ok) expect(parsed.error.message, `${family.id} ${JSON.stringify(text)}`).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
        }
      }
    }
  });
});

describe('byte-order mark and empty files', () => {
  it('every family reads its gallery with a leading byte-order mark as without, and keeps columns', () => {
    for (const family of families) {
      for (const { name, text } of family.gallery) {
        const plain = family.parse(text);
        expect(family.parse(`\ufeff${text}`), `${family.id} ${name}`).toEqual(plain);
      }
      const bad = `${family.gallery[0]!.text.trimEnd()}\n?`;
      const withBom = family.parse(`\ufeff${bad}`);
      expect(withBom, family.id).toEqual(family.parse(bad));
    }
  });

  it('an empty DogBunny file reads as an empty graph, which is refused as a problem of the level as a whole', () => {
    for (const text of ['', '\n\n', '; only a comment\n', '\ufeff']) {
      const parsed = FAMILIES.dogbunny!.parse(text);
      expect(parsed).toMatchObject({ ok: true, level: { nodes: [], edges: [], animals: [], goals: [] } });
      const loaded = loadLevel('dogbunny', text);
      expect(loaded).toMatchObject({ ok: false, message: "invalid level: empty level: place a node on the grid, or write 'node', 'edge', animal ('KIND NODE') and 'goal' lines" });
      // (no place in a text that holds nothing: not line 1, column 1)
      expect(loaded).not.toHaveProperty('line');
    }
  });
});

describe('each family names its own caps', () => {
  it.each([
    ['bars', `${'0'.repeat(80)}\n`, 1, 65, 'the grid is 80 cells wide; at most 64 are read'],
    ['bars', `pattern plus\n${'01\n'.repeat(70)}`, 66, 1, 'the grid has 70 rows; at most 64 are read'],
    ['move', `${'.'.repeat(20)}\n--\n${'.'.repeat(20)}\n`, 1, 17, 'the floor grid is 20 cells wide; at most 16 are read'],
    ['move', `${'.\n'.repeat(17)}--\n${'.\n'.repeat(17)}`, 17, 1, 'the floor grid has 17 rows; at most 16 are read'],
    ['move', `${'.\n'.repeat(16)}--\n${'a\n'.repeat(20)}`, 34, 1, 'the dots grid has 20 rows; at most 16 are read'],
    ['anemones', 'anemones 25\nstart\ngoal\n', 1, 10, 'the number of anemones must be from 1 to 24, found 25'],
    ['anemones', `anemones ${'9'.repeat(40)}\nstart\ngoal\n`, 1, 10, `the number of anemones must be from 1 to 24, found ${'9'.repeat(12)}…`],
  ] as const)('%s: %j is refused at line %i, column %i', (id, text, line, column, message) => {
    expect(refused(FAMILIES[id]!, text)).toEqual({ line, column, message });
  });
});
