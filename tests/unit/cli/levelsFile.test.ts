// A levels file (My levels' export), which the app's Open file reads, given to the command line:
// the puzzle's one level in it, or the one --level picks by place or name; every other case said.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './runMain.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { MAX_IMPORT_BYTES } from '../../../src/puzzles/levelsExport.ts';

const dir = mkdtempSync(join(tmpdir(), 'unstuck-levels-file-'));
const gallery = (id: 'move' | 'bars', name: string) => FAMILIES[id].gallery.find((g) => g.name === name)!.text;
const exported = (levels: unknown[]) => JSON.stringify({ format: 'unstuck-levels', version: 1, levels });
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const run = runMain;

const mixed = file(
  'mixed.json',
  exported([
    { family: 'move', name: 'Four', text: gallery('move', 'Move 4×4') },
    { family: 'bars', name: 'Lights', text: gallery('bars', 'Lights Out 3×3') },
    { family: 'move', name: 'Pair', text: gallery('move', 'Corner pair') },
    { family: 'move', name: 'Broken', text: 'A.\n--\nb.\n' },
  ]),
);

describe('a levels file on the command line', () => {
  it("reads the puzzle's one level in it, by its opening { or --format levels", async () => {
    const r = await run('bars', mixed, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ puzzle: 'bars', solvable: true, moves: 9 });
    const named = await run('bars', mixed, '--format', 'levels', '--json');
    expect(named.code).toBe(0);
    expect(JSON.parse(named.out)).toMatchObject({ puzzle: 'bars', solvable: true, moves: 9 });
  });

  it('asks which, where it holds several of the puzzle, and --level picks one by place or name', async () => {
    expect(await run('move', mixed)).toMatchObject({
      code: 2,
      err: `${mixed} holds 3 move levels: pick one with --level NUMBER or --level NAME (level 1 ("Four"), level 3 ("Pair"), level 4 ("Broken"))`,
    });
    expect(JSON.parse((await run('move', mixed, '--level', '1', '--json')).out)).toMatchObject({ moves: 7 });
    expect(JSON.parse((await run('move', mixed, '--level', 'Pair', '--json')).out)).toMatchObject({ moves: 21 });
    expect(JSON.parse((await run('move', mixed, '--level', 'Four', '--analyse', '--json')).out)).toMatchObject({ moves: 7, positions: 198 });
  });

  it('says which level of the file a problem is in, and what is wrong with a pick', async () => {
    expect((await run('move', mixed, '--level', '4')).err).toMatch(new RegExp(`^${mixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, level 4 \\("Broken"\\): `));
    expect(await run('move', mixed, '--level', '2')).toMatchObject({ code: 2, err: `${mixed}: level 2 ("Lights") is a bars level, not move` });
    expect(await run('move', mixed, '--level', '9')).toMatchObject({ code: 2, err: `${mixed} has no level 9 (it has 4)` });
    expect(await run('move', mixed, '--level', 'Nope')).toMatchObject({ code: 2, err: `${mixed} has no level named "Nope"` });
    expect(await run('anemones', mixed)).toMatchObject({ code: 2, err: `${mixed} has no anemones level (its levels are move, bars)` });
    expect(await run('move', file('other.json', '{"format": "other"}'))).toMatchObject({ code: 2, err: `${join(dir, 'other.json')}: This file is not an Unstuck levels file (expected "format": "unstuck-levels").` });
    // a levels file cut short (a download stopped): where its JSON stops, as the app's Open file says it
    const cut = file('cut.json', exported([{ family: 'move', name: 'Four', text: gallery('move', 'Move 4×4') }]).slice(0, 40));
    expect(await run('move', cut)).toMatchObject({ code: 2, err: `${cut}: This file cannot be read as a levels file: its JSON stops short at line 1, column 41: the file was cut short (save, download or copy it again).` });
    expect(await run('move', file('one.txt', gallery('move', 'Move 4×4')), '--level', '1')).toMatchObject({ code: 2, err: `--level picks a level of a levels file (My levels' export); ${join(dir, 'one.txt')} is read as one level` });
  });
});

describe('a levels file past a level\'s 1 MiB', () => {
  // as the app's Open file and Import take it: up to MAX_IMPORT_BYTES; a single level stays at 1 MiB
  const many = Array.from({ length: 12_000 }, (_, i) => ({ family: 'move', name: `Four ${i + 1}`, text: gallery('move', 'Move 4×4') }));
  const large = file('large.json', exported([...many, { family: 'bars', name: 'Lights', text: gallery('bars', 'Lights Out 3×3') }]));
  const oneLevel = file('large.txt', `${gallery('move', 'Move 4×4')}\n${' '.repeat(1_100_000)}\n`);

  it('is read whole, as the app reads it', async () => {
    const r = await run('bars', large, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ puzzle: 'bars', solvable: true, moves: 9 });
    expect(JSON.parse((await run('move', large, '--level', '12000', '--json')).out)).toMatchObject({ moves: 7 });
  });

  it('while a level file that large is refused, saying both caps', async () => {
    expect(await run('move', oneLevel)).toMatchObject({
      code: 2,
      err: `${oneLevel}: the file is larger than 1,048,576 bytes; at most 1,048,576 are read (${MAX_IMPORT_BYTES.toLocaleString('en')} of a levels file)`,
    });
  });
});
