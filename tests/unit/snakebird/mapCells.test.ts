// The cap on a Snakebird map's cells (with the room play needs around it) is one fact, said one
// way (limits.ts mapTooLarge): validate() (the editor, every format, and so the CLI's loadLevel)
// and Snakefall's reader, which measures a map from its header before reading it.
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../../src/puzzles/load.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { MAX_SNAKEBIRD_CELLS } from '../../../src/puzzles/snakebird/limits.ts';

const snakebird = FAMILIES.snakebird!;
const CAP = '; a map has at most 65,535';

describe('a Snakebird map past the cap on cells', () => {
  it('is 65,535 cells: the search packs a place in 16 bits', () => expect(MAX_SNAKEBIRD_CELLS).toBe(65_535));

  it('an open (classic) map whose open space passes it reads (an editor draft reads back), and validate says it in the same words', () => {
    // 252 × 252 drawn, a snakebird of 2: a margin of 4 (its 2 cells and 2) each side and above, 260 × 256
    const rows = Array.from({ length: 252 }, (_, r) => (r === 0 ? `AB*${'-'.repeat(249)}` : r === 251 ? '#'.repeat(252) : '-'.repeat(252)));
    const parsed = snakebird.parse(rows.join('\n'), { format: 'classic' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(snakebird.validate(parsed.level).map((i) => i.message)).toEqual([`the map is too large: 252 × 252 drawn is 66,560 cells with the room play needs around it${CAP}`]);
  });

  it('a closed map of 256 × 256 reads, and validate says the cap in the same words', () => {
    const rows = Array.from({ length: 256 }, (_, r) => (r === 0 ? `R*${'.'.repeat(254)}` : '.'.repeat(256)));
    const parsed = snakebird.parse(rows.join('\n'), { format: 'jsnell' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(snakebird.validate(parsed.level).map((i) => i.message)).toEqual([`the map is too large: 256 × 256 drawn is 65,536 cells${CAP}`]);
    expect(loadLevel('snakebird', rows.join('\n'), 'jsnell')).toMatchObject({ ok: false, message: expect.stringContaining(`the map is too large: 256 × 256 drawn is 65,536 cells${CAP}`) });
  });

  it("a Snakefall link's height × width, with the wall row above it that the rules add, in the same words", () => {
    const parsed = snakebird.parse('HyRr4JK1&255&256?0/s0?0/', { format: 'snakefall' });
    expect(!parsed.ok && parsed.error).toMatchObject({ line: 1, column: 10, message: `the map is too large: 255 × 256 drawn is 65,536 cells with the room play needs around it${CAP}` });
  });

  it("a Snakefall map of the wrong length says its tiles as a count (not '1 tiles', '65280')", () => {
    const short = snakebird.parse('HyRr4JK1&200&250?0/s0?0/', { format: 'snakefall' });
    expect(!short.ok && short.error.message).toBe('the map has 1 tile, but height × width is 50,000');
    const long = snakebird.parse('HyRr4JK1&1&2?000/s0?0/', { format: 'snakefall' });
    expect(!long.ok && long.error.message).toBe('the map has more than height × width = 2 tiles');
  });
});
