// The command line's arguments fuzzed (fast-check), in this process through its main function:
// whatever is given, it answers with exit status 0, 2 or 3 (RULES.md), says why on standard error
// when it is not 0, prints one JSON object with --json (saying why and the status when it is not 0)
// and nothing on standard output without it when it is not 0, and never throws or hangs.
import fc from 'fast-check';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'unstuck-main-fuzz-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** Small levels of every family (each solves in milliseconds), a level that does not parse, and paths that are no level file. */
const SMALL = ['Botanicula', 'Lights Out 3×3', 'Bridge', 'Move 4×4', 'Classic 0', 'Snakefall: Skylight'];
const LEVELS = FAMILY_IDS.flatMap((id) => FAMILIES[id].gallery.filter((g) => SMALL.includes(g.name)).map((g, i) => ({ id, path: file(`${id}-${i}.txt`, g.text) })));
/** a levels file (My levels' export) holding a level of every family, and one of them twice */
const LEVELS_FILE = file('levels.json', JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [...LEVELS, LEVELS[0]!].map((l, i) => ({ family: l.id, name: `level ${i}`, text: readFileSync(l.path, 'utf8') })) }));
const PATHS = [...LEVELS.map((l) => l.path), LEVELS_FILE, file('junk.txt', 'this is no level\n\u001b[31m'), file('empty.txt', ''), join(dir, 'missing.txt'), dir];

async function run(argv: string[]) {
  let out = '';
  let err = '';
  // (writers that answer true, as the process's own do: an answer must never be read as anything)
  const writes = (add: (t: string) => void) => ((t: string) => (add(t), true)) as (t: string) => void;
  const code = await main(argv, { out: writes((t) => (out += t)), err: writes((t) => (err += t)) });
  return { code, out, err };
}

const word = fc.oneof(
  fc.constantFrom(...FAMILY_IDS, ...PATHS, 'nosuch', '', '-', '--', '-h'),
  fc.constantFrom('R', 'L', 'U', 'D', '1', '2', '1,1', 'dog:house->well', 'R U', 'x', '\u0000', '--line'),
  fc.string({ maxLength: 6 }),
);
const number = fc.constantFrom('1', '2', '3', '0', '-1', '1.5', 'NaN', 'Infinity', '1e9', '', 'x', '0x10');
const format = fc.constantFrom(...new Set(FAMILY_IDS.flatMap((id) => FAMILIES[id].formats)), 'levels', 'snakefall', 'nosuch', '');
/** An option and its values, as a person might give them (--workers only 1: a thread of its own would load TypeScript in Node) */
const option: fc.Arbitrary<readonly string[]> = fc.oneof(
  fc.constantFrom(['--json'], ['--count'], ['--first'], ['--layers'], ['--analyse'], ['--analyze'], ['--help'], ['--nosuch'], ['--workers', '1']),
  fc.tuple(fc.constantFrom('--max-states', '--max-memory', '--max-positions', '--at-most', '--workers'), number).map(([o, n]) => (n === '2' && o === '--workers' ? [o] : [o, n])),
  fc.tuple(fc.constant('--format'), format),
  fc.tuple(fc.constant('--to'), fc.constantFrom('snakefall', 'nosuch')),
  fc.tuple(fc.constant('--level'), fc.constantFrom('1', '2', '7', '99', '0', 'level 3', 'nosuch', '')),
  fc.tuple(fc.constant('--spill'), fc.constantFrom(join(dir, 'spill'), LEVELS[0]!.path)),
  fc.array(word, { maxLength: 4 }).map((moves) => ['--line', ...moves]),
);
const options = fc.array(option, { maxLength: 4 }).map((o) => o.flat());
/** mostly a family and one of its levels, as given, and options; else anything */
const argv = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...LEVELS), options).map(([l, o]) => [l.id, l.path, ...o]) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...FAMILY_IDS), fc.constantFrom(...PATHS), options).map(([id, path, o]) => [id, path, ...o]) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...FAMILY_IDS), options).map(([id, o]) => [id, LEVELS_FILE, ...o]) },
  { weight: 1, arbitrary: fc.tuple(fc.array(word, { maxLength: 3 }), options).map(([w, o]) => [...w, ...o]) },
);

describe('the command line, fuzzed in this process', () => {
  it('answers every argument list with 0, 2 or 3, says why when not 0, and prints one JSON object with --json, an answer or why not', async () => {
    await fc.assert(
      fc.asyncProperty(argv, async (args) => {
        // (the searches are kept small: these levels need far fewer states, and a search that ran on would be a hang here)
        const r = await run(args.includes('--max-states') || args.includes('--to') ? args : [...args, '--max-states', '200000']);
        expect([0, 2, 3]).toContain(r.code);
        // (nothing here cancels a search)
        expect(r.err).not.toContain('cancel');
        if (r.code !== 0) expect(r.err.trim()).not.toBe('');
        const help = args.includes('--help') || args.includes('-h');
        if (args.includes('--json') && !(r.code === 0 && help)) {
          expect(r.out.endsWith('\n') && r.out.indexOf('\n') === r.out.length - 1).toBe(true);
          const out = JSON.parse(r.out);
          expect(typeof out).toBe('object');
          // (a run without an answer says why and its status there too)
          if (r.code !== 0) expect(out).toMatchObject({ error: expect.stringMatching(/\S/), exit: r.code });
        } else if (r.code !== 0) expect(r.out).toBe('');
      }),
      { numRuns: 300 },
    );
  }, 240_000);

  it('says a bad move of --line by its number and why, on a level of every family', async () => {
    for (const id of FAMILY_IDS) {
      const { path } = LEVELS.find((l) => l.id === id)!;
      const r = await run([id, path, '--analyse', '--line', 'nonsense!']);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toMatch(/^move 1, 'nonsense!', is not a move: expected /);
    }
  }, 60_000);
});
