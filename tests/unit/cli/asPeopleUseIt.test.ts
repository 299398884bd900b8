// The command line as people use it, wrongly too: every option's value out of its range is
// refused saying which option and what it takes (--max-memory 1e-300 was taken, and the search
// "stopped by the memory limit (0 MB)"); an option where a value was due is not taken as the
// value; --level 01 is level 1; a missing file or a folder is said in words; `-` reads standard
// input; and a closed pipe stops the search (`2>&1 | head -1` ended a spread solve with an
// uncaught EPIPE, exit 1, and a solve in layers ran on for nobody).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, MOST_WORKERS } from '../../../src/cli/main.ts';
import { MAX_SHARDS } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FIXTURES } from '../helpers/family.ts';
import { root } from './runCli.ts';
import { runMain } from './runMain.ts';

const dir = mkdtempSync(join(tmpdir(), 'unstuck-cli-people-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const MOVE = join(FIXTURES, 'move', 'example-4x4.txt');
const SNAKEBIRD = join(FIXTURES, 'snakebird', 'level01.txt');
const machineMb = Math.floor(totalmem() / 2 ** 20);

const run = runMain;

describe("each option's value", () => {
  it.each([
    ['--max-memory', '1e-300', `a number of MB from 0.001 to ${machineMb} (this machine's memory)`],
    ['--max-memory', '0.0001', `a number of MB from 0.001 to ${machineMb} (this machine's memory)`],
    ['--max-memory', '1e30', `a number of MB from 0.001 to ${machineMb} (this machine's memory)`],
    ['--max-memory', String(machineMb + 1), `a number of MB from 0.001 to ${machineMb} (this machine's memory)`],
    ['--max-states', '0', 'a whole number of states, at least 1'],
    ['--max-states', '2.5', 'a whole number of states, at least 1'],
    ['--workers', '0', `a whole number of threads from 1 to ${MOST_WORKERS}`],
    ['--workers', '9', `a whole number of threads from 1 to ${MOST_WORKERS}`],
    ['--workers', '1e9', `a whole number of threads from 1 to ${MOST_WORKERS}`],
    ['--at-most', '0', 'a whole number of moves, at least 1'],
    ['--at-most', '1.5', 'a whole number of moves, at least 1'],
    ['--max-positions', '0', 'a whole number of positions, at least 1'],
  ])('%s %s is refused, saying what it takes', async (option, value, takes) => {
    const extra = option === '--max-positions' ? ['--analyse'] : [];
    const r = await run('snakebird', SNAKEBIRD, ...extra, option, value);
    expect(r).toEqual({ code: 2, out: '', err: `${option} needs ${takes}, found '${value}'` });
  });

  it('--help says the ranges the values are refused outside', async () => {
    let out = '';
    expect(await main(['--help'], { out: (t) => void (out += t), err: () => {} })).toBe(0);
    expect(out).toContain(`--max-memory MB    the memory the search may take, in MB, from 0.001 to this machine's ${machineMb} (default: half,`);
    expect(out).toContain(`--workers N        spread the search over N threads, 1 to ${MOST_WORKERS}; 1 runs it in this one (default: every core, up to ${MOST_WORKERS},`);
  });

  it("--help's --json names every field a solve's object has, --count's too", async () => {
    const help = (await run('--help')).out.split('\n').find((l) => l.startsWith('  --json '))!;
    const solved = await run('move', MOVE, '--json', '--count');
    expect(solved.code).toBe(0);
    for (const field of Object.keys(JSON.parse(solved.out) as object)) expect(help, field).toMatch(new RegExp(`\\b${field}\\b`));
  });

  it('--workers takes at most what the search spreads over', () => {
    expect(MOST_WORKERS).toBe(MAX_SHARDS);
  });

  it('a small memory budget is said as given, not as 0 MB', async () => {
    const r = await run('snakebird', SNAKEBIRD, '--max-memory', '0.01');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^stopped by the memory limit \(0\.01 MB; the machine has [\d,]+ MB\)/);
    expect((await run('snakebird', SNAKEBIRD, '--max-memory', '0.001')).code).toBe(3);
  });

  it.each([
    [['--format', '--json'], '--format needs a format, found the option --json'],
    [['--to', '--json'], '--to needs a format, found the option --json'],
    [['--level', '--json'], "--level needs a level's place in the levels file (1 for the first) or its name, found the option --json"],
    [['--spill', '--json'], '--spill needs a folder, found the option --json'],
    // (--analyse is taken out of the arguments first: it was, and --format then took what followed)
    [['--format', '--analyse'], '--format needs a format, found the option --analyse'],
    [['--level', ''], "--level needs a level's place in the levels file (1 for the first) or its name, found ''"],
  ])('an option where a value was due is not taken as the value: %j', async (args, said) => {
    // (the --json given was meant as the flag: standard output has the refusal as JSON, jsonOnFailure)
    const out = args.includes('--json') ? `${JSON.stringify({ error: said, exit: 2 })}\n` : '';
    expect(await run('move', MOVE, ...args)).toEqual({ code: 2, out, err: said });
  });

  it("--format names the family's formats, before the file is read", async () => {
    const formats = [...FAMILIES.snakebird.formats, 'levels'].join(', ');
    expect(await run('snakebird', join(dir, 'missing.txt'), '--format', 'xyz')).toEqual({ code: 2, out: '', err: `--format needs one of ${formats} for a Snakebird level, found 'xyz'` });
    expect(await run('move', join(dir, 'missing.txt'), '--to', 'snakefall')).toMatchObject({ code: 2, err: "unknown --to format 'snakefall': Move levels have no other format to be written in" });
  });

  it('--level 01 is level 1, where no level is named so; --level 0 says levels count from 1', async () => {
    const text = FAMILIES.move.gallery.find((g) => g.name === 'Move 4×4')!.text;
    const levels = file('levels.json', JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'Four', text }, { family: 'move', name: '02', text: 'A.\n--\nb.\n' }] }));
    expect(JSON.parse((await run('move', levels, '--level', '01', '--json')).out)).toMatchObject({ moves: 7 });
    expect(await run('move', levels, '--level', '0')).toEqual({ code: 2, out: '', err: `${levels} has no level 0: its levels are numbered from 1 (it has 2)` });
    expect(await run('move', levels, '--level', '003')).toEqual({ code: 2, out: '', err: `${levels} has no level 3 (it has 2)` });
    // a level named "02" is that level, as any name
    expect((await run('move', levels, '--level', '02')).err).toMatch(new RegExp(`^${levels.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, level 2 \\("02"\\): `));
  });
});

describe('--to', () => {
  it('writes the level --level picks from a levels file (it asked for --level, then refused it)', async () => {
    const [one, two] = ['level01.txt', 'level02.txt'].map((f) => readFileSync(join(FIXTURES, 'snakebird', f), 'utf8'));
    const levels = file('snakebirds.json', JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'snakebird', name: 'one', text: one }, { family: 'snakebird', name: 'two', text: two }] }));
    expect((await run('snakebird', levels, '--to', 'snakefall')).err).toMatch(/holds 2 snakebird levels: pick one with --level NUMBER/);
    const written = await run('snakebird', levels, '--level', '2', '--to', 'snakefall', '--json');
    expect(written.code).toBe(0);
    const alone = await run('snakebird', join(FIXTURES, 'snakebird', 'level02.txt'), '--to', 'snakefall', '--json');
    expect(JSON.parse(written.out)).toEqual(JSON.parse(alone.out));
  });
});

describe('the level file', () => {
  it('missing, or a folder, is said in words', async () => {
    expect(await run('move', join(dir, 'nope.txt'))).toEqual({ code: 2, out: '', err: `${join(dir, 'nope.txt')}: no such file` });
    expect(await run('move', dir)).toEqual({ code: 2, out: '', err: `${dir} is a folder, not a level file` });
  });

  const cli = (args: string[], input?: string) => spawnSync(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', ...args], { encoding: 'utf8', cwd: root, input });

  it('- reads standard input, named so in messages', () => {
    const solved = cli(['move', '-', '--json'], 'A.\n--\n.a\n');
    expect(solved.status).toBe(0);
    expect(JSON.parse(solved.stdout)).toMatchObject({ solvable: true, moves: 1, solution: ['L'] });
    const bad = cli(['move', '-'], 'A.\n--\n.?\n');
    expect(bad.status).toBe(2);
    expect(bad.stderr.split('\n')[0]).toMatch(/^standard input: line 3, column 2: /);
  }, 60_000);
});

describe('standard input at a terminal', () => {
  // (script(1) gives the command a terminal, and types what it is given: the level, then Ctrl-D)
  it.skipIf(!existsSync('/usr/bin/script'))('says it is read from there, and how to end it, rather than seem to hang', () => {
    const solver = `'${process.execPath}' '${join(root, 'scripts/run-bundled.mjs')}' solve move -`;
    const r = spawnSync('/usr/bin/script', ['-qec', solver, '/dev/null'], { encoding: 'utf8', cwd: root, input: 'A.\n--\n.a\n\u0004', timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('reading the level from standard input: type or paste it, then Ctrl-D');
    expect(r.stdout).toContain('solved in 1 move');
  }, 60_000);
});

describe('--spill DIR', () => {
  it('a file is said to be one', async () => {
    const taken = file('taken.txt', 'x');
    expect(await run('snakebird', SNAKEBIRD, '--spill', taken)).toEqual({ code: 2, out: '', err: `--spill ${taken} is a file, not a folder` });
  });

  // (spawned, with a timeout: in this process the spin would hold the test's thread for ever)
  it.skipIf(process.platform !== 'linux')('a folder that cannot be made is said at once (mkdirSync recursive spun for ever under /proc)', () => {
    const r = spawnSync(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', 'snakebird', SNAKEBIRD, '--spill', '/proc/no-such-process/layers'], { encoding: 'utf8', cwd: root, timeout: 20_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('--spill /proc/no-such-process/layers: cannot make the folder /proc/no-such-process: no such file or folder\n');
  }, 60_000);
});

describe('output no one reads', () => {
  // four snakes: a search of seconds spread, of minutes in layers in one thread
  const level = join(FIXTURES, '..', 'spread', 'four-snakes.txt');
  const solver = join(root, 'scripts/run-bundled.mjs');
  it.each([[['--layers', '--workers', '1']], [['--workers', '2']]])('stops the search once the pipe closes (2>&1 | head -1): %j', (args) => {
    const quoted = args.map((a) => `'${a}'`).join(' ');
    // (the status of the solve, not of head; the timeout is the test's bound, 124 when it runs out)
    const r = spawnSync('bash', ['-c', `timeout 40 '${process.execPath}' '${solver}' solve snakebird '${level}' ${quoted} 2>&1 | head -1; echo "\${PIPESTATUS[0]}" >&2`], { encoding: 'utf8', cwd: root });
    expect(r.stdout).toMatch(/^depth 0 /);
    // (3 whether the search heard it or ended first, its answer written to no one: a spread search of four
    // snakes takes about a second, as long as the progress line's interval)
    expect(r.stderr.trim()).toBe('3');
  }, 60_000);

  it('a search that ends before it hears the reader has gone says so by its status: its answer went nowhere', async () => {
    const io = { out: () => {}, err: () => {}, gone: () => true };
    expect(await main(['move', MOVE], io)).toBe(3);
  });
});
