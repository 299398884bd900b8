// Hostile sizes and shapes fed to every reader a stranger's input reaches: each family's parse in
// each format, the levels file, a file opened, a link, and each stored value's reader. A text of
// 50 MB on one line, a million lines, levels at their largest and one cell, node or bar past it, JSON
// nested 100,000 deep, a list of 10 million entries, numbers such as 1e308, -0 and 2**53 + 1 where a
// count or a size is read, a name of a megabyte. Each answers with a result or a typed error
// (never an exception), whose words say where and what, short and escaped; where the work can be
// counted (the moves a link's line replays), it is. No timed assertions: the clock a reader is
// bounded by is given to it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILIES } from '../../src/puzzles/registry.ts';
import { MAX_LEVEL_LINES } from '../../src/puzzles/text.ts';
import type { AnyFamily, ParseError } from '../../src/puzzles/types.ts';
import { MAX_ANIMALS, MAX_CONDITION, MAX_EDGES, MAX_NODES } from '../../src/puzzles/dogbunny/format.ts';
import { MAX_FILE_LEVELS, readExportShape } from '../../src/puzzles/levelsExport.ts';
import { readExport } from '../../src/share/myLevels.ts';
import { sortFileBytes } from '../../src/share/levelFile.ts';
import { encodeLevelLink, MAX_LINE_MS, MAX_LINE_WORK, openLevelLink } from '../../src/share/linkCodec.ts';
import { readDeleted, readDraft, readLegacy, readSavedLevel, storedDeleted, storedDraft, storedLevel } from '../../src/share/storedData.ts';
import { levelId, readStoredTree } from '../../src/share/storedTrees.ts';
import { readKeptHistory } from '../../src/editor/keptHistory.ts';
import { SOLVER_BUILD, readKeptAnswer } from '../../src/worker/keptAnswers.ts';
import { unfitWords } from './fuzzWords.ts';
import { HEAVY_LINE, heavyBlockLevel } from '../e2e/heavyBlockLevel.mjs';

const families = Object.values(FAMILIES) as AnyFamily[];
/** every family with each format it reads by name, and with none (detected) */
const readers = families.flatMap((f) => [undefined, ...(f.formats.length > 1 ? f.formats : [])].map((format) => ({ family: f, format, name: `${f.id}${format ? `/${format}` : ''}` })));

afterEach(() => vi.restoreAllMocks());

/** `family`'s parse of `text`: never a throw; an error's words fit to show, at a line and column inside the text (or just past its end) */
function parse(family: AnyFamily, text: string, format?: string) {
  let parsed;
  try {
    parsed = family.parse(text, format === undefined ? undefined : { format });
  } catch (e) {
    throw new Error(`${family.id}${format ? `/${format}` : ''} threw: ${(e as Error).message}`);
  }
  if (!parsed.ok) {
    expect(unfitWords(parsed.error.message), parsed.error.message.slice(0, 100)).toBeNull();
    expect(parsed.error.line).toBeGreaterThanOrEqual(1);
    expect(parsed.error.column).toBeGreaterThanOrEqual(1);
  }
  return parsed;
}

function refused(family: AnyFamily, text: string, format?: string): ParseError {
  const parsed = parse(family, text, format);
  if (parsed.ok) throw new Error(`${family.id}${format ? `/${format}` : ''} read the text`);
  return parsed.error;
}

describe('every reader, in every format, on texts of hostile size', () => {
  it.each([
    { what: 'a text of 50 MB on one line is refused by the character cap, at line 1, column 1', text: () => 'x'.repeat(50_000_000), error: { line: 1, column: 1, message: 'the level has 50,000,000 characters; at most 1,048,576 are read' } },
    // (1,000,000 characters: under the character cap)
    { what: 'a million blank lines (under the character cap) are refused by the line cap, at the line past it', text: () => '\n'.repeat(1_000_000), error: { line: MAX_LEVEL_LINES + 1, column: 1, message: 'the level has 1,000,001 lines; at most 65,536 are read' } },
    { what: 'a million short lines (past the character cap) are refused by it', text: () => 'ab\n'.repeat(1_000_000), error: { line: 1, column: 1, message: 'the level has 3,000,000 characters; at most 1,048,576 are read' } },
  ])('$what', ({ text, error }) => {
    const t = text();
    for (const { family, format, name } of readers) expect(refused(family, t, format), name).toEqual(error);
  }, 30_000);

  it('a line of brackets 1,000,000 deep (as JSON nested past any stack) is a typed error in every format', () => {
    for (const open of ['[', '{', '{"a":']) {
      const text = open.repeat(Math.floor(1_000_000 / open.length));
      for (const { family, format } of readers) refused(family, text, format);
    }
  }, 30_000);
});

describe('numbers past any count or size', () => {
  const HOSTILE = ['1e308', '-0', '9007199254740993', '1'.repeat(400), '0x10', '1.5', 'Infinity', 'NaN'];

  it("Anemones' count and an anemone's number", () => {
    for (const n of HOSTILE) {
      expect(refused(FAMILIES.anemones!, `anemones ${n}\nstart\ngoal\n`)).toMatchObject({ line: 1, column: 10 });
      expect(refused(FAMILIES.anemones!, `anemones 3\ntap ${n} lowers 1\nstart\ngoal\n`)).toMatchObject({ line: 2, column: 5 });
      expect(refused(FAMILIES.anemones!, `anemones 3\nstart 1 ${n}\ngoal\n`)).toMatchObject({ line: 2, column: 9 });
    }
    // (digits only are a number: its words quote a long one cut short)
    expect(refused(FAMILIES.anemones!, 'anemones 9007199254740993\nstart\ngoal\n').message).toBe('the number of anemones must be from 1 to 24, found 900719925474…');
  });

  it("a DogBunny node's place on the grid", () => {
    for (const n of HOSTILE) {
      expect(refused(FAMILIES.dogbunny!, `node a ${n} 1\nnode b 1 ${n}\n`)).toMatchObject({ line: 1, column: 8, message: expect.stringContaining('a whole number from 0 to 62') });
    }
  });

  it("a Snakefall link's height and width", () => {
    for (const n of HOSTILE) {
      for (const [h, w] of [[n, '3'], ['3', n], [n, n]]) {
        const error = refused(FAMILIES.snakebird!, `#level=HyRr4JK1&${h}&${w}?000000000/s0?0/`, 'snakefall');
        expect(error.line).toBe(1);
      }
    }
    // the product of two sizes in range is checked against the cap before a map of it is made
    expect(refused(FAMILIES.snakebird!, '#level=HyRr4JK1&999999999&999999999?0/s0?0/', 'snakefall').line).toBe(1);
  });

  it("a link's position", () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n' });
    for (const n of HOSTILE) expect(openLevelLink(`${link}/m${n}`)).toMatchObject({ ok: false, reason: 'bad-position' });
  });

  it("a levels file's version, and a stored value's counts", () => {
    const file = (version: string) => `{"format":"unstuck-levels","version":${version},"levels":[{"family":"bars","name":"a","text":"1\\n"}]}`;
    expect(readExportShape(file('1e308'))).toMatchObject({ ok: false, message: 'This levels file is from a newer version of Unstuck (version 1e+308).' });
    expect(readExportShape(file('-0'))).toMatchObject({ ok: true });
    expect(readExportShape(file('9007199254740993'))).toMatchObject({ ok: false });
    const BARS = '1\n';
    const tree = (field: string, n: string) => JSON.stringify({ v: 1, savedAt: 1, family: 'bars', level: levelId(BARS), moves: ['1,1'], parents: [0], current: 0, tip: 0 }).replace(`"${field}":0`, `"${field}":${n}`);
    for (const n of ['1e308', '9007199254740993', '-1']) {
      for (const field of ['current', 'tip']) {
        const r = readStoredTree(tree(field, n), 'bars', BARS);
        expect(r.ok, `${field} = ${n}`).toBe(false);
        if (!r.ok) expect(unfitWords(r.why)).toBeNull();
      }
    }
    // -0 is 0: the first position
    expect(readStoredTree(tree('current', '-0'), 'bars', BARS)).toMatchObject({ ok: true });
  });
});

describe('levels at their largest, and one cell, node, edge or bar past it', () => {
  const grid = (rows: number, cols: number, ch: (r: number, c: number) => string) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => ch(r, c)).join('')).join('\n');

  it('Bars: 64 × 64 reads; a 65th row or column is refused at it', () => {
    const bit = (r: number, c: number) => String((r * 3 + c) % 2);
    expect(parse(FAMILIES.bars!, grid(64, 64, bit)).ok).toBe(true);
    expect(refused(FAMILIES.bars!, grid(65, 64, bit))).toEqual({ line: 65, column: 1, message: 'the grid has 65 rows; at most 64 are read' });
    expect(refused(FAMILIES.bars!, grid(64, 65, bit))).toEqual({ line: 1, column: 65, message: 'the grid is 65 cells wide; at most 64 are read' });
  });

  it('Move: 16 × 16 reads; a 17th row or column is refused', () => {
    const level = (rows: number, cols: number) => `${grid(rows, cols, (r, c) => (r === 0 && c === 0 ? 'A' : '.'))}\n--\n${grid(rows, cols, (r, c) => (r === rows - 1 && c === cols - 1 ? 'a' : '.'))}\n`;
    expect(parse(FAMILIES.move!, level(16, 16)).ok).toBe(true);
    expect(refused(FAMILIES.move!, level(17, 16)).line).toBe(17);
    expect(refused(FAMILIES.move!, level(16, 17))).toMatchObject({ line: 1, column: 17 });
  });

  it('Anemones: 24 read; 25 refused', () => {
    expect(parse(FAMILIES.anemones!, 'anemones 24\nstart 1\ngoal 24\n').ok).toBe(true);
    expect(refused(FAMILIES.anemones!, 'anemones 25\nstart 1\ngoal 24\n')).toMatchObject({ line: 1, column: 10 });
  });

  it('DogBunny: 256 nodes, 1,024 edges of 16-node conditions and 256 animals read; one more of each is refused at it', () => {
    const nodes = Array.from({ length: MAX_NODES }, (_, i) => `node n${i}`);
    const condition = Array.from({ length: MAX_CONDITION }, (_, i) => `n${i + 2}`).join(' ');
    const edges = Array.from({ length: MAX_EDGES }, (_, i) => `edge n${i % MAX_NODES} -> n${(i + 1) % MAX_NODES} if ${condition}`);
    const animals = Array.from({ length: MAX_ANIMALS }, (_, i) => `dog n${i}`);
    const full = [...nodes, ...edges, ...animals, 'goal dog n0'];
    expect(parse(FAMILIES.dogbunny!, full.join('\n')).ok).toBe(true);
    const line = (i: number) => ({ line: i + 1 });
    expect(refused(FAMILIES.dogbunny!, [...nodes, 'node extra', ...edges].join('\n'))).toMatchObject({ ...line(MAX_NODES), message: expect.stringContaining('more than 256 nodes') });
    expect(refused(FAMILIES.dogbunny!, [...nodes, ...edges, 'edge n0 <-> n9', ...animals].join('\n'))).toMatchObject({ ...line(MAX_NODES + MAX_EDGES), message: expect.stringContaining('more than 1,024 edges') });
    expect(refused(FAMILIES.dogbunny!, [...nodes, ...animals, 'bunny n0'].join('\n'))).toMatchObject({ ...line(MAX_NODES + MAX_ANIMALS), message: expect.stringContaining('more than 256 animals') });
    expect(refused(FAMILIES.dogbunny!, [...nodes, `edge n0 -> n1 if ${condition} n100`].join('\n'))).toMatchObject({ ...line(MAX_NODES), message: 'this condition names 17 nodes; a condition names at most 16' });
  });

  it('Snakebird: a map of 256 × 256 whose block holds 63,500 cells reads; a 257th column is refused', () => {
    const rows = heavyBlockLevel().split('\n');
    expect(parse(FAMILIES.snakebird!, rows.join('\n'), 'jsnell')).toMatchObject({ ok: true, level: { rows: 256, cols: 256 } });
    expect(refused(FAMILIES.snakebird!, rows.map((r, i) => (i === 3 ? `${r}.` : r)).join('\n'), 'jsnell')).toEqual({ line: 4, column: 257, message: 'a row of the map is 257 columns wide; at most 256 are read' });
  });
});

describe('names of a megabyte', () => {
  const name = 'n'.repeat(1_000_000);

  it("a DogBunny node's name reads (the text's caps bound it), and a message quotes it cut short", () => {
    expect(parse(FAMILIES.dogbunny!, `node ${name}\nedge b -> c\ndog b\ngoal dog c\n`)).toMatchObject({ ok: true, level: { nodes: [{ name }, { name: 'b' }, { name: 'c' }] } });
    const half = name.slice(0, 500_000);
    const error = refused(FAMILIES.dogbunny!, `node ${half}\nnode ${half}\n`);
    expect(error).toMatchObject({ line: 2, column: 6 });
    expect(error.message.length).toBeLessThan(120);
  });

  it("a link's name is refused by its cap; a levels file's and a saved level's are said short", () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n' });
    const named = `${link}/n${Buffer.from(name).toString('base64url')}`;
    expect(openLevelLink(named, 2 * 1024 * 1024)).toMatchObject({ ok: false, reason: 'name-too-long' });
    const file = readExport(JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'bars', name, text: '1\n' }, { family: 'bars', name: 'b', text: '1\n' }] }));
    expect(file).toMatchObject({ ok: true, levels: [{ name: 'b' }], failed: [expect.stringContaining('Level 1 ("nnnn')] });
    for (const said of file.failed ?? []) expect(unfitWords(said)).toBeNull();
    const saved = readSavedLevel(storedLevel({ id: 'a', family: 'bars', name, text: '1\n', savedAt: 1 }), 'a');
    expect(saved.ok).toBe(false);
    if (!saved.ok) expect(saved.why).toBe('name: longer than the 1,000 characters allowed');
  });
});

describe('stored values and levels files of hostile shape', () => {
  const BARS = '1\n';
  const LEVEL = { id: 'abc', family: 'bars' as const, name: 'a', text: BARS, savedAt: 5 };
  const STORED: { name: string; valid: string; read: (raw: string) => string | readonly string[] | null }[] = [
    { name: 'saved level', valid: storedLevel(LEVEL), read: (raw) => why(readSavedLevel(raw, 'abc')) },
    { name: 'draft', valid: storedDraft({ family: 'bars', text: BARS, name: 'x' }), read: (raw) => why(readDraft(raw, 'bars')) },
    { name: 'deleted levels', valid: storedDeleted([LEVEL]), read: (raw) => why(readDeleted(raw)) },
    { name: 'the one-value store of versions 0 and 1', valid: JSON.stringify({ state: { levels: [LEVEL], autosave: null }, version: 1 }), read: (raw) => { const r = readLegacy(raw); return r.ok ? null : r.why; } },
    { name: 'move tree', valid: JSON.stringify({ v: 1, savedAt: 1, family: 'bars', level: levelId(BARS), moves: ['1,1'], parents: [0], current: 0, tip: 0 }), read: (raw) => why(readStoredTree(raw, 'bars', BARS)) },
    { name: "editor's history", valid: JSON.stringify({ v: 1, family: 'bars', present: BARS, undo: [BARS], redo: [] }), read: (raw) => why(readKeptHistory(raw, 'bars')) },
    {
      name: "solver's kept answer",
      valid: JSON.stringify({ v: 1, savedAt: 1, solver: SOLVER_BUILD, family: 'bars', format: null, text: BARS, fromMoves: [], countSolutions: false, result: { kind: 'solved', moves: 1, solution: ['1,1'], stored: 1, elapsedMs: 1, bytes: 1, method: 'bfs' } }),
      read: (raw) => { const r = readKeptAnswer(raw, { family: 'bars', text: BARS, fromMoves: [], countSolutions: false }); return r.ok ? null : r.why; },
    },
    { name: 'levels file', valid: JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'bars', name: 'a', text: BARS }] }), read: (raw) => { const r = readExport(raw); return r.ok ? (r.failed.length ? r.failed : null) : [r.message, ...(r.failed ?? [])]; } },
  ];
  function why(r: { ok: true } | { ok: false; why: string }) {
    return r.ok ? null : r.why;
  }
  function said(reader: (typeof STORED)[number], raw: string): string[] {
    let out;
    try {
      out = reader.read(raw);
    } catch (e) {
      throw new Error(`${reader.name} threw: ${(e as Error).message}`);
    }
    const words = out === null ? [] : typeof out === 'string' ? [out] : [...out];
    for (const w of words) expect(unfitWords(w), `${reader.name}: ${w.slice(0, 80)}`).toBeNull();
    return words;
  }

  it('each takes its valid value', () => {
    for (const reader of STORED) expect(said(reader, reader.valid), reader.name).toEqual([]);
  });

  it('JSON nested 100,000 deep, whole or as any field, is refused in words', () => {
    const deep = ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(100_000) + '0' + '}'.repeat(100_000)];
    for (const reader of STORED) {
      for (const d of deep) {
        expect(said(reader, d).length, reader.name).toBeGreaterThan(0);
        const fields = Object.keys(JSON.parse(reader.valid) as object);
        for (const f of fields) expect(said(reader, reader.valid.replace(`"${f}":`, `"${f}":${d},"was":`)).length, `${reader.name}: ${f}`).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it('a list of 10,000,000 entries is refused, and a levels file says how many it holds', () => {
    const list = `[${'0,'.repeat(9_999_999)}0]`;
    // (as the value of its first field)
    for (const reader of STORED) expect(said(reader, reader.valid.replace(/^\{("\w+"):/, `{$1:${list},"was":`)).length, reader.name).toBeGreaterThan(0);
    expect(readExportShape(`{"format":"unstuck-levels","version":1,"levels":${list}}`)).toEqual({ ok: false, message: `This levels file holds 10,000,000 levels; at most ${MAX_FILE_LEVELS.toLocaleString('en')} are read from one file.` });
  }, 60_000);

  it('a file of a million blank lines, or 50 MB on a line, opened: refused with its name and what', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    const lines = bytes('\n'.repeat(1_000_000));
    expect(sortFileBytes('blank.txt', lines.length, lines)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/^"blank\.txt" was not opened: /) });
    // (a large file is read only in its first bytes: past a level's cap it is too large)
    const start = bytes('x'.repeat(64));
    expect(sortFileBytes('line.txt', 50_000_000, start)).toEqual({ kind: 'refused', message: '"line.txt" was not opened: it is 50,000,000 bytes, and a level\'s text is at most 1 MB (1,048,576 bytes).' });
  });
});

describe("a link's line is replayed within a bound of time as well as of work", () => {
  it('a line of 300 moves of a block of 63,500 cells (within MAX_LINE_WORK) stops where the clock given passes MAX_LINE_MS, and says so', () => {
    const text = heavyBlockLevel();
    const line = HEAVY_LINE;
    // (the work bound alone lets every move of it replay: each took 20 to 150 ms here, 8 to 17 s in all)
    expect(line.length * text.length).toBeLessThanOrEqual(MAX_LINE_WORK);
    const link = encodeLevelLink({ family: 'snakebird', text, line, position: 300 });
    expect(link.length).toBeLessThan(2_000);
    // a clock that moves on 100 ms each time it is read: the bound passes at the sixth reading after the start
    let t = 0;
    const clock = vi.fn(() => (t += 100));
    const plays = vi.spyOn(FAMILIES.snakebird!, 'play');
    const opened = openLevelLink(link, undefined, clock);
    expect(plays.mock.calls.length).toBe(6);
    expect(opened).toMatchObject({ ok: true, line: line.slice(0, 6), position: 6, lineNote: "This link's line of 300 moves is longer than is replayed on a level this large: its first 6 are shown." });
    expect(MAX_LINE_MS).toBe(500);
  }, 30_000);

  it('the clock never cuts a line before its first move', () => {
    const link = encodeLevelLink({ family: 'move', text: '..A\n--\na..\n', line: ['R', 'R'] });
    let t = 0;
    expect(openLevelLink(link, undefined, () => (t += 5_000))).toMatchObject({ ok: true, line: ['R'], lineNote: expect.stringContaining('is longer than is replayed on a level this large: its first move is shown.') });
  });
});
