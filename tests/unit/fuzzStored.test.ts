// Fuzz by attack: every reader of stored data (localStorage, sessionStorage, OPFS's manifests, a
// levels file) given a value that is right but for one field, at any depth, which holds what
// storage edited by hand, by another version or by an extension may hold there: a list nested
// past the stack (JSON.parse reads it; JSON.stringify and String() of it overflow), numbers past
// a float's range, a text of millions of characters, half a surrogate pair, NUL, a bidi override,
// a combining mark, a key of Object.prototype's. A reader never throws; what it says of a value it
// refuses is short and quotes nothing raw (its words go into notices on the page).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkManifest } from '../../src/engine/layerManifest.ts';
import { CHUNK_MAX_BYTES } from '../../src/engine/sortedKeys.ts';
import { readDeleted, readDraft, readLegacy, readSavedLevel, storedDeleted, storedDraft, storedLevel } from '../../src/share/storedData.ts';
import { levelId, readStoredTree } from '../../src/share/storedTrees.ts';
import { readKeptHistory } from '../../src/editor/keptHistory.ts';
import { readExportShape } from '../../src/puzzles/levelsExport.ts';
import { readExport } from '../../src/share/myLevels.ts';
import { SOLVER_BUILD, readKeptAnswer } from '../../src/worker/keptAnswers.ts';
import { keptLayers } from '../../src/worker/opfsStore.ts';
import { memoryDirectory } from './helpers/memoryDirectory.ts';
import { runs, timeout } from './fuzz/arbitraries.ts';
import { unfitWords } from './fuzzWords.ts';

type Path = (string | number)[];

/** JSON texts of the values a field may hold instead of its own (raw JSON: a list this deep cannot be made by JSON.stringify) */
const NESTED = '['.repeat(7_000) + ']'.repeat(7_000);
const NESTED_OBJECTS = '{"a":'.repeat(2_500) + '1' + '}'.repeat(2_500);
const POISONS: readonly string[] = [
  NESTED,
  NESTED_OBJECTS,
  '1e999',
  '-1e999',
  '-0',
  '1e308',
  '5e-324',
  '123456789012345678901234567890',
  JSON.stringify('x'.repeat(200_000)),
  '"\\ud800"',
  '"\\udc00x"',
  '"\\u0000"',
  '"\\u001b[31m"',
  '"\\u202e"',
  '"\\u0301"',
  '"\\ufeff"',
  '{"__proto__":{"x":1}}',
  '"__proto__"',
  '"constructor"',
  'null',
  'true',
  '{}',
  '[]',
  '""',
  '-1',
  '0.5',
];

/** `value` as JSON, with the field at `path` (added where it is not there) written as `raw`. */
function rawWith(value: unknown, path: Path, raw: string): string {
  if (path.length === 0) return raw;
  const [k, ...rest] = path;
  if (Array.isArray(value)) return `[${value.map((x, i) => (i === k ? rawWith(x, rest, raw) : JSON.stringify(x))).join(',')}]`;
  const o = value as Record<string, unknown>;
  const keys = String(k) in o ? Object.keys(o) : [...Object.keys(o), String(k)];
  return `{${keys.map((key) => `${JSON.stringify(key)}:${key === String(k) ? rawWith(o[key], rest, raw) : JSON.stringify(o[key])}`).join(',')}}`;
}

/** Every field of `value`, at any depth, and the value itself. */
function fieldsOf(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((x, i) => out.push(...fieldsOf(x, [...at, i])));
  else if (value !== null && typeof value === 'object') for (const [k, x] of Object.entries(value)) out.push(...fieldsOf(x, [...at, k]));
  return out;
}

interface Reader {
  name: string;
  /** a value the reader takes */
  valid: unknown;
  /** what it says of `raw` when it refuses it or a part of it (null when it takes it whole) */
  read: (raw: string) => string | readonly string[] | null;
}

const BARS = 'pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n';
const HASH = 'a'.repeat(64);
/** a kept search's manifest (engine/layerManifest.ts): two chunks of one layer in the browser's slots */
const MANIFEST = {
  format: 'unstuck-layers', version: 1, family: 'snakebird', level: HASH, words: 2,
  layers: [{ file: 'unstuck-layers.slots', count: 2, bytes: 10, chunks: [{ offset: 0, size: 5, count: 1, first: [0, 1] }, { offset: CHUNK_MAX_BYTES, size: 5, count: 1, first: [0, 2] }] }],
};

const LEVEL = { id: 'abc', family: 'bars' as const, name: 'Lovecraft', text: BARS, savedAt: 5 };
/** what a Read<T> of share/storedData.ts says */
const why = (r: { ok: true } | { ok: false; why: string }) => (r.ok ? null : r.why);
/** a levels file's refusal and what it says of each entry it leaves out */
const refused = (r: { ok: true; failed: readonly (string | { message: string })[] } | { ok: false; message: string; failed?: readonly string[] }) => {
  const said = [...(r.ok ? [] : [r.message]), ...(r.failed ?? []).map((f) => (typeof f === 'string' ? f : f.message))];
  return said.length ? said : null;
};
const LEVELS_FILE = { format: 'unstuck-levels', version: 1, levels: [{ family: 'bars', name: 'a', text: BARS, savedAt: 1 }, { family: 'bars', name: 'b', text: BARS }] };

const READERS: Reader[] = [
  { name: 'a saved level (unstuck.level.*)', valid: JSON.parse(storedLevel(LEVEL)), read: (raw) => why(readSavedLevel(raw, 'abc')) },
  { name: "a family's draft (unstuck.draft.*)", valid: JSON.parse(storedDraft({ family: 'bars', text: BARS, name: 'x' })), read: (raw) => why(readDraft(raw, 'bars')) },
  { name: "the tab's deleted levels (unstuck-tab.deletedLevels)", valid: JSON.parse(storedDeleted([LEVEL, { ...LEVEL, id: 'b' }])), read: (raw) => why(readDeleted(raw)) },
  {
    name: 'the one-value store of versions 0 and 1 (unstuck.myLevels)',
    valid: { state: { levels: [LEVEL, { ...LEVEL, id: 'b' }], autosave: { family: 'bars', text: BARS, name: null } }, version: 1 },
    read: (raw) => {
      const r = readLegacy(raw);
      return r.ok ? (r.value.skipped.length ? r.value.skipped : null) : r.why;
    },
  },
  {
    name: 'a move tree (unstuck-tree.*)',
    valid: { v: 1, savedAt: 1, family: 'bars', level: levelId(BARS), moves: ['1,1', '2,2'], parents: [0, 1], current: 1, tip: 2 },
    read: (raw) => why(readStoredTree(raw, 'bars', BARS)),
  },
  { name: "the editor's kept history (unstuck.history.*)", valid: { v: 1, family: 'bars', present: BARS, undo: [BARS], redo: [BARS] }, read: (raw) => why(readKeptHistory(raw, 'bars')) },
  { name: 'a levels file, its shape', valid: LEVELS_FILE, read: (raw) => refused(readExportShape(raw)) },
  { name: 'a levels file, imported', valid: LEVELS_FILE, read: (raw) => refused(readExport(raw)) },
  {
    name: "the solver's kept answer (unstuck-answer.*)",
    valid: {
      v: 1, savedAt: 1, solver: SOLVER_BUILD, family: 'bars', format: null, text: BARS, fromMoves: ['1,1'], countSolutions: true,
      result: { kind: 'solved', moves: 1, solution: ['1,1'], stored: 1, elapsedMs: 1, bytes: 1, method: 'bfs', optimalSolutions: 1 },
    },
    read: (raw) => {
      const r = readKeptAnswer(raw, { family: 'bars', text: BARS, fromMoves: ['1,1'], countSolutions: true });
      return r.ok ? null : r.why;
    },
  },
  {
    name: 'the manifest of a search in layers kept on disk (OPFS, the command line\'s --spill)',
    valid: MANIFEST,
    read: (raw) => {
      // (its callers read the JSON, and say themselves that a text is none)
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return 'not JSON';
      }
      const r = checkManifest(json, 'snakebird', HASH, () => null);
      return 'error' in r ? r.error : null;
    },
  },
];

/** valibot's own messages ('Invalid value: Expected <=4000 but received 4001'): said in words instead (levelsExport.ts firstIssue) */
const JARGON = /\bInvalid \w+:|\bExpected\b|\bReceived\b/;

/** The reader's answer to `raw`: it does not throw, and what it says is fit to show. */
function check(reader: Reader, raw: string, what: string): void {
  let said: string | readonly string[] | null;
  try {
    said = reader.read(raw);
  } catch (e) {
    throw new Error(`${reader.name} threw on ${what}: ${(e as Error).message}`);
  }
  for (const words of said === null ? [] : typeof said === 'string' ? [said] : said) {
    const unfit = unfitWords(words) ?? (JARGON.test(words) ? "in the schema library's words" : null);
    if (unfit) throw new Error(`${reader.name} said of ${what} words ${unfit}: ${JSON.stringify(words.slice(0, 120))}`);
  }
}

describe.each(READERS)('fuzz: $name', (reader) => {
  it('takes its valid value', () => {
    expect(reader.read(JSON.stringify(reader.valid))).toBeNull();
  });

  it('never throws, and says short, escaped words, with any field of a valid value replaced by each hostile value', () => {
    for (const path of fieldsOf(reader.valid)) {
      for (const poison of POISONS) check(reader, rawWith(reader.valid, path, poison), `${path.join('.') || 'the value'} = ${poison.slice(0, 24)}`);
    }
  }, timeout(60_000));

  it(`never throws on ${runs(2_000)} values with a field replaced by any JSON, or cut short`, () => {
    const paths = fieldsOf(reader.valid);
    const json = fc.oneof(fc.jsonValue().map((j) => JSON.stringify(j)), fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)), fc.constantFrom(...POISONS));
    fc.assert(
      fc.property(fc.constantFrom(...paths), json, fc.option(fc.nat(), { nil: undefined }), (path, poison, cut) => {
        const raw = rawWith(reader.valid, path, poison);
        check(reader, cut === undefined ? raw : raw.slice(0, cut % (raw.length + 1)), `${path.join('.')} = ${poison.slice(0, 24)}${cut === undefined ? '' : ', cut'}`);
      }),
      { numRuns: runs(2_000) },
    );
  }, timeout(60_000));
});

describe("the browser's kept search in layers", () => {
  it('is found beside a second manifest whose version is a list nested past the stack', async () => {
    const files = memoryDirectory();
    const bytes = (text: string) => new TextEncoder().encode(text);
    files.files.set('unstuck-layers.slots', new Uint8Array(CHUNK_MAX_BYTES + 5));
    files.files.set('unstuck-layers.a.json', bytes(JSON.stringify(MANIFEST)));
    files.files.set('unstuck-layers.b.json', bytes(rawWith(MANIFEST, ['version'], NESTED)));
    expect(await keptLayers(files)).toEqual({ family: 'snakebird', level: HASH, depth: 0, states: 2, bytes: CHUNK_MAX_BYTES + 5 });
  });
});

describe('what is wrong with a stored value, in words', () => {
  const tree = { v: 1, savedAt: 1, family: 'bars', level: levelId(BARS), moves: ['1,1'], parents: [0], current: 0, tip: 0 };
  const said = (value: object) => why(readStoredTree(JSON.stringify({ ...tree, ...value }), 'bars', BARS));
  it('a list too long is a list, a number out of range or not whole and a text too short are said as such', () => {
    const moves = Array.from({ length: 4_001 }, () => '1,1');
    expect(said({ moves, parents: moves.map(() => 0) })).toBe('moves: a list of 4,001, more than the 4,000 allowed');
    expect(said({ current: 4_001 })).toBe('current: the number 4001 is past the most allowed, 4,000');
    expect(said({ tip: -1 })).toBe('tip: the number -1 is below the least allowed, 0');
    expect(said({ moves: [''] })).toBe('moves.0: the text "" is shorter than the 1 character needed');
    expect(said({ parents: [0.5] })).toBe('parents.0: a whole number was expected, not the number 0.5');
  });
});
