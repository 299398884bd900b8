// Where a levels file's JSON breaks: a file cut short says so, with its line and column.
import { describe, expect, it } from 'vitest';
import { jsonBreak } from '../../../src/puzzles/jsonBreak.ts';
import { readExport } from '../../../src/share/myLevels.ts';

const FILE = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'a', text: '..A\n--\na..\n' }] }, null, 2);

describe('jsonBreak', () => {
  it('finds nothing in JSON that parses, nested or not', () => {
    for (const ok of [FILE, '[]', '{}', ' [1, -2.5e3, true, false, null, "\\u00e9\\n", {"a": [[]]}] \n', '"x"', '0']) expect(jsonBreak(ok), ok).toBeNull();
  });

  it('says where a file cut short stops, and what was expected there', () => {
    const cut = FILE.slice(0, FILE.indexOf('a..'));
    const b = jsonBreak(cut)!;
    const lines = cut.split('\n');
    expect(b).toEqual({ line: lines.length, column: lines.at(-1)!.length + 1, expected: expect.stringContaining('closing "'), found: null });
    expect(jsonBreak('{"levels": [1, 2')).toMatchObject({ line: 1, column: 17, expected: "',' or ']'", found: null });
    expect(jsonBreak('{"a"')).toMatchObject({ expected: "':'", found: null });
  });

  it('says where JSON breaks in the middle, and what is there', () => {
    expect(jsonBreak('{\n  "a": 1\n  "b": 2\n}')).toEqual({ line: 3, column: 3, expected: "',' or '}'", found: `'"'` });
    expect(jsonBreak('[1,]')).toMatchObject({ line: 1, column: 4, found: "']'" });
    expect(jsonBreak('{"a": tru}')).toMatchObject({ line: 1, column: 7, found: "'t'" });
    expect(jsonBreak('{} x')).toMatchObject({ column: 4, expected: 'nothing more: the JSON has ended' });
    expect(jsonBreak('["a\tb"]')).toMatchObject({ column: 4 });
    expect(jsonBreak('["\\x"]')).toMatchObject({ column: 4 });
    expect(jsonBreak('{1: 2}')).toMatchObject({ column: 2, expected: 'a name in "quotes"' });
  });

  it('reads a file of a million brackets without running out of stack', () => {
    expect(jsonBreak('['.repeat(1_000_000))).toMatchObject({ line: 1, column: 1_000_001, found: null });
  });
});

describe('a levels file that is not JSON, read by My levels', () => {
  it('cut short: says where it stops and that it was cut short', () => {
    const r = readExport(FILE.slice(0, 60));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^This file cannot be read as a levels file: its JSON stops short at line \d+, column \d+: the file was cut short \(save, download or copy it again\)\.$/);
  });

  it('a text that does not start as JSON is still said not to be JSON (Open file opens a level)', () => {
    const r = readExport('..A\n--\na..\n');
    expect(!r.ok && r.message).toBe('This file is not a levels file: it is not JSON.');
  });
});
