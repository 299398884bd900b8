// Fuzz: generated valid levels of every family and every Snakebird format read back as they
// were written, parse(make(level)) = level, with a byte-order mark, CRLF line ends, trailing
// spaces, comments and blank lines at the end changing nothing (RULES.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { parseApocalyptech, parseClassic, parseJsnell, type SnakebirdLevel } from '../../../src/puzzles/snakebird/format.ts';
import type { AnyFamily } from '../../../src/puzzles/types.ts';
import { apocalyptechText, FAMILY_LEVELS, runs, snakebirdLevels, timeout } from './arbitraries.ts';

const RUNS = runs(3_000);
const TIMEOUT = timeout(60_000);

/** What RULES.md says a reader ignores: a BOM, CRLF, trailing spaces, comment lines, blank lines at the end. */
const dressing = fc.record({ bom: fc.boolean(), crlf: fc.boolean(), trailing: fc.constantFrom('', ' ', '\t', '  \t'), comment: fc.nat({ max: 3 }), blanks: fc.nat({ max: 3 }) });

function dressed(text: string, d: { bom: boolean; crlf: boolean; trailing: string; comment: number; blanks: number }): string {
  const lines = text.replace(/\n$/, '').split('\n');
  // a comment goes before line `comment` (comments stand on lines of their own)
  lines.splice(Math.min(d.comment, lines.length), 0, '; a comment');
  const body = lines.map((l) => l + d.trailing).join(d.crlf ? '\r\n' : '\n');
  return (d.bom ? '\ufeff' : '') + body + (d.crlf ? '\r\n' : '\n').repeat(1 + d.blanks);
}

function roundTrip(family: AnyFamily, levels: fc.Arbitrary<unknown>): void {
  fc.assert(
    fc.property(levels, dressing, (level, d) => {
      const parsed = family.parse(dressed(family.make(level), d));
      if (!parsed.ok) throw new Error(`${parsed.error.line}:${parsed.error.column} ${parsed.error.message}\n${family.make(level)}`);
      expect(parsed.level).toEqual(level);
    }),
    { numRuns: RUNS },
  );
}

describe('fuzz: parse(make(level)) = level', () => {
  it.each(FAMILY_LEVELS)(`%s, on ${RUNS} generated levels`, (id, levels) => roundTrip(FAMILIES[id]!, levels as fc.Arbitrary<unknown>), TIMEOUT);
});

/** The apocalyptech reader's frame: 1 row and 4 columns of room, then water, around the map. */
function framed(level: SnakebirdLevel): SnakebirdLevel {
  const cols = level.cols + 10;
  const shift = ([r, c]: [number, number]): [number, number] => [r + 2, c + 5];
  return {
    rows: level.rows + 4,
    cols,
    open: false,
    terrain: ['~'.repeat(cols), `~${' '.repeat(cols - 2)}~`, ...level.terrain.map((row) => `~    ${row}    ~`), `~${' '.repeat(cols - 2)}~`, '~'.repeat(cols)],
    fruit: level.fruit.map(shift),
    snakes: level.snakes.map((s) => ({ label: s.label, cells: s.cells.map(shift) })),
    blocks: level.blocks.map((b) => ({ label: b.label, cells: b.cells.map(shift) })),
  };
}

describe('fuzz: each Snakebird format reads what it is given', () => {
  const closed = snakebirdLevels.filter((l) => !l.open);
  const open = snakebirdLevels.filter((l) => l.open);

  it.each([
    ['classic', 'open', open, parseClassic],
    ['jsnell', 'closed', closed, parseJsnell],
  ] as const)(`%s, on ${RUNS} %s levels, read with the format named`, (_format, _kind, levels, parse) => {
    fc.assert(
      fc.property(levels, dressing, (level, d) => {
        expect(parse(dressed(FAMILIES.snakebird!.make(level), d))).toEqual({ ok: true, level });
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);

  it(`apocalyptech, on ${RUNS} closed levels drawn in its alphabet, framed as the format says`, () => {
    fc.assert(
      fc.property(closed, dressing, (level, d) => {
        const text = dressed(apocalyptechText(level), d);
        expect(parseApocalyptech(text)).toEqual({ ok: true, level: framed(level) });
        // and detected as apocalyptech
        expect(FAMILIES.snakebird!.parse(text)).toEqual({ ok: true, level: framed(level) });
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);
});
