// Where a validation problem lies in a level's text (PuzzleFamily.placeInText, text.ts
// placeIssue): found by the reader that read the text, in every format a family reads; a
// problem of the level as a whole is at no place, and a reader refusing one says so
// (ParseError.whole) rather than point at a line.
import { describe, expect, it } from 'vitest';
import { dogbunny } from '../../src/puzzles/dogbunny/index.ts';
import { move } from '../../src/puzzles/move/index.ts';
import { snakebird, type SnakebirdLevel } from '../../src/puzzles/snakebird/index.ts';
import { parseErrorWords } from '../../src/puzzles/text.ts';
import type { AnyFamily, ValidationIssue } from '../../src/puzzles/types.ts';

const atCell = (row: number, col: number): ValidationIssue => ({ message: 'x', at: { kind: 'cell', row, col } });

function parsed<L>(family: AnyFamily, text: string, format?: string): L {
  const p = family.parse(text, format ? { format } : undefined);
  if (!p.ok) throw new Error(`${p.error.line}:${p.error.column} ${p.error.message}`);
  return p.level as L;
}

describe('Snakebird: a cell in every format the reader takes', () => {
  it.each([
    // [format, text, cell, line, column]
    ['classic', '; a comment\n-----\n-*---\n-BA--\n#####\n', [2, 2], 4, 3],
    ['jsnell', '.......\n.*    .\n; a comment\n. >R  .\n.......\n', [2, 3], 4, 4],
    // the reader frames the map: 2 rows above, 5 columns left of the drawn ones
    ['apocalyptech', 'Level: x\n E\n R<\nwwww\n', [3, 6], 3, 2],
    ['mffm', '2 5\n; a comment\n.A<.X\n#####\n', [0, 1], 3, 2],
    // a piece's cell: where the link lists it; a tile no piece holds: its map digit
    ['snakefall', 'HyRr4JK1&2&3?000004/s0?1/', [0, 1], 1, 24],
    ['snakefall', 'HyRr4JK1&2&3?000004/s0?1/', [1, 2], 1, 19],
  ] as const)('%s: %j is at line %i, column %i', (format, text, [row, col], line, column) => {
    parsed(snakebird, text);
    expect(snakebird.placeInText!(text, atCell(row, col))).toEqual({ line, column });
    // the format named as the CLI's --format does
    expect(snakebird.placeInText!(text, atCell(row, col), format)).toEqual({ line, column });
  });

  it('a cell the text does not draw (apocalyptech\'s frame) has no place', () => {
    expect(snakebird.placeInText!('Level: x\n E\n R<\nwwww\n', atCell(0, 0))).toBeNull();
  });

  it('places the validator\'s own cell problem (two snakes of one label, after an edit) at that snake\'s head', () => {
    const text = '........\n.*     .\n. >R G< .\n........\n';
    const level = parsed<SnakebirdLevel>(snakebird, text);
    const issues = snakebird.validate({ ...level, snakes: level.snakes.map((s) => ({ ...s, label: 'R' })) });
    expect(issues).toHaveLength(1);
    expect(snakebird.placeInText!(text, issues[0]!)).toEqual({ line: 3, column: 6 });
  });

  it('a problem of the level as a whole has no place', () => {
    expect(snakebird.placeInText!('-*\nA-\n##\n', { message: 'too many pieces' })).toBeNull();
  });

  it.each([
    ['classic', '-----\n-----\n-BA--\n#####\n', 'no exit'],
    ['classic', '-----\n-*---\n-----\n#####\n', 'no snakebird'],
    ['jsnell', '.....\n. >R.\n.....\n', 'no exit'],
    ['apocalyptech', 'Level: x\n E\nwwww\n', 'no snakebird'],
    ['mffm', '.A<..\n#####\n', 'no exit'],
    ['mffm', '....X\n#####\n', 'no snakebird'],
    ['snakefall', 'HyRr4JK1&2&3?000000/s0?0/', 'no exit'],
    ['snakefall', 'HyRr4JK1&2&3?000004/', 'no snakebird'],
  ])('%s: %j is refused as a whole (%s), at no line', (format, text, what) => {
    const p = snakebird.parse(text, { format });
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.error).toMatchObject({ whole: true, message: expect.stringMatching(new RegExp(`^${what}:`)) });
    expect(parseErrorWords(p.error)).toMatch(new RegExp(`^whole level: ${what}:`));
  });

  it('a Snakefall link\'s fruit tile under an object is refused at that tile, not at the link\'s start', () => {
    // (the first version's header: fruit was map tile 3)
    const p = snakebird.parse('3tFRIoTU&2&3?030004/s0?1/');
    expect(!p.ok && p.error).toMatchObject({ line: 1, column: 15, message: expect.stringContaining("a fruit tile of the map, cell 1, is also an object's cell") });
  });

  it('a problem at a place is still at its place', () => {
    const p = snakebird.parse('......\n.*T  .\n. >R .\n......\n');
    expect(!p.ok && p.error).toMatchObject({ line: 2, column: 3, message: expect.stringContaining('a lone teleporter pad') });
    expect(!p.ok && p.error.whole).toBeUndefined();
    expect(!p.ok && parseErrorWords(p.error)).toMatch(/^line 2, column 3: a lone teleporter pad/);
  });
});

describe('DogBunny: the line a problem is about', () => {
  const text = '; a dog, and a goal for a bunny\nedge a <-> b\n  dog a\ngoal bunny b\n';

  it('an animal without a goal at its animal line, a goal without an animal at its goal line', () => {
    const issues = dogbunny.validate(parsed(dogbunny, text));
    expect(issues.map((i) => [i.message.slice(0, 20), dogbunny.placeInText!(text, i)])).toEqual([
      ['the dog has no goal:', { line: 3, column: 3 }],
      ['there is a goal for ', { line: 4, column: 1 }],
    ]);
  });

  it('a node where it is named first; an empty level at no place', () => {
    expect(dogbunny.placeInText!(text, { message: 'x', at: { kind: 'node', node: 'b' } })).toEqual({ line: 2, column: 12 });
    const empty = dogbunny.validate(parsed(dogbunny, '; nothing\n'));
    expect(empty).toEqual([{ message: expect.stringContaining('empty level') }]);
    expect(dogbunny.placeInText!('; nothing\n', empty[0]!)).toBeNull();
  });
});

describe('Move, through the same places', () => {
  it('a dot in the dots grid, a target in the floor grid, "no dots" at no place', () => {
    const text = '; c\n.A\n--\n..\n';
    const issues = move.validate(parsed(move, text));
    expect(issues.map((i) => move.placeInText!(text, i))).toEqual([null, { line: 2, column: 2 }]);
    expect(move.placeInText!('A.\n--\n.a\n', atCell(0, 1))).toEqual({ line: 3, column: 2 });
  });
});
