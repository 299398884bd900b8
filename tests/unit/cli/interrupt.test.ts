// Ctrl-C during a solve: the search runs synchronously, so SIGINT's default action ended the
// process at once (exit by the signal), and with --spill DIR the unfinished layer's file and the
// candidate runs (gigabytes, maybe) stayed in DIR. Now the search is stopped as the app's Cancel
// stops it: exit 130, one line said, and DIR holds only what a run again goes on from. SIGTERM
// (as `timeout` sends it) likewise, with exit 143.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { root, solve, tempFiles } from './runCli.ts';

const LEVEL = join(FIXTURES, 'snakebird', 'level09.txt');

/** The layers DIR's manifest names (none when it has none yet, or it is being replaced). */
function named(dir: string): number {
  try {
    return (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { layers: unknown[] }).layers.length;
  } catch {
    return 0;
  }
}

/** The files of DIR that a run again could not use: all but the manifest and the layers it names. */
function unusable(dir: string): string[] {
  const layers = named(dir);
  return readdirSync(dir).filter((f) => f !== 'manifest.json' && !(/^layer-\d+\.keys$/.test(f) && Number(f.slice(6, -5)) < layers));
}

describe('Ctrl-C', () => {
  it.each([
    ['SIGINT', '--spill DIR', 130, 'interrupted'],
    ['SIGTERM', '--spill=DIR', 143, 'terminated'],
  ] as const)('%s during a solve with %s: exit %d, the search stops, one line said, and DIR keeps only the layers a run again goes on from', async (signal, spelt, status, words) => {
    // (a small budget: the runs of candidates go to files too)
    const argsFor = (dir: string) => ['snakebird', LEVEL, ...(spelt === '--spill DIR' ? ['--spill', dir] : [`--spill=${dir}`]), '--workers', '1', '--max-memory', '4'];
    /** one run, signalled once a layer is under way: its exit, what it said after the signal, its DIR */
    const interrupted = async () => {
      const dir = mkdtempSync(join(tmpdir(), 'unstuck-cli-interrupt-'));
      const child = spawn(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', ...argsFor(dir)], { cwd: root });
      let stderr = '';
      child.stderr.on('data', (d) => void (stderr += d));
      child.stdout.on('data', () => {});
      const ended = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
      // once a layer is under way (its file is there before the manifest names it, past the first few layers), Ctrl-C
      const started = Date.now();
      let before: string[] = [];
      while (Date.now() - started < 60_000 && child.exitCode === null) {
        before = named(dir) > 8 ? unusable(dir) : [];
        if (before.length > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(before.length, 'the search ended before a layer was seen under way').toBeGreaterThan(0);
      const said = stderr.length;
      child.kill(signal);
      return { dir, exit: await ended, after: () => stderr.slice(said) };
    };
    // The level's search takes about a second here: on a machine loaded enough that this test's
    // polls come late, the signal may land as the search ends, past its last look at the stop
    // word, and the run ends with its answer (exit 0; the clean-clone CI met it once). Such a run
    // says nothing of Ctrl-C, and another is made.
    let run = await interrupted();
    for (let tries = 1; tries < 3 && run.exit.code === 0; tries++) run = await interrupted();
    const { dir } = run;
    const args = argsFor(dir);
    expect(run.exit).toEqual({ code: status, signal: null });
    expect(run.after()).toMatch(new RegExp(`^(depth .*\n)*${words} after storing [\\d,]+ states, with no solution under \\d+ moves; ${dir} keeps the layers to depth \\d+: the same command goes on from there\n$`));
    expect(unusable(dir)).toEqual([]);
    const again = solve(...args);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/^resuming at depth \d+ from /);
    expect(again.stdout).toMatch(/^solved in 34 moves/);
  }, 90_000);
});

/** Spawn the command line, wait for `lines` lines on standard error, send `signal`: its exit, and what it said after. */
async function stopAfter(args: string[], lines: number, signal: NodeJS.Signals) {
  const child = spawn(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', ...args], { cwd: root });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d) => void (stderr += d));
  child.stdout.on('data', (d) => void (stdout += d));
  const ended = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  const started = Date.now();
  while (Date.now() - started < 60_000 && child.exitCode === null && stderr.split('\n').length <= lines) await new Promise((r) => setTimeout(r, 5));
  expect(stdout, 'the search ended before it was stopped').toBe('');
  const said = stderr.length;
  child.kill(signal);
  return { ...(await ended), after: stderr.slice(said) };
}

/**
 * A level whose count and analysis search for many seconds (30 s and 10 s here, unloaded): one
 * that ends sooner (level09's count: 1.4 s) may end before the signal its test sends.
 */
const LONG = join(FIXTURES, '..', 'spread', 'long-snake-far.txt');

describe('Ctrl-C without --spill', () => {
  // (the bundle built first where it is stale: a signal sent 2 s on would land in its build)
  beforeAll(() => void solve('--help'), 120_000);

  // (the search runs in this thread for a moment, then in a worker thread that hears the signal: main.ts, PROBE_MS)
  it.each([
    { signal: 'SIGINT', status: 130, words: 'interrupted', search: "in one thread, counting (the engine's breadth-first search), after its first second", level: LONG, options: ['--count'], lines: 2 },
    { signal: 'SIGTERM', status: 143, words: 'terminated', search: 'in one thread (WebAssembly A*), at once', level: LEVEL, options: ['--workers', '1'], lines: 1 },
  ] as const)('$signal during a search $search: exit $status, saying how far it got', async ({ signal, status, words, level, options, lines }) => {
    const r = await stopAfter(['snakebird', level, ...options], lines, signal);
    expect(r).toMatchObject({ code: status, signal: null });
    expect(r.after).toMatch(new RegExp(`^(depth .*\n)*${words} after storing [\\d,]+ states?(, with no solution under \\d+ moves)?\n$`));
  }, 90_000);

  it('Ctrl-C in a search spread over worker threads ends them and the process: exit 130, saying how far it got', async () => {
    const r = await stopAfter(['snakebird', join(FIXTURES, '..', 'spread', 'four-snakes.txt'), '--workers', '3'], 1, 'SIGINT');
    expect(r).toMatchObject({ code: 130, signal: null });
    expect(r.after).toMatch(/^(depth .*\n)*interrupted after storing [\d,]+ states?(, with no solution under \d+ moves)?\n$/);
  }, 90_000);

  // (a fault's object, exit 1, came with the same listeners: faults.test.ts; a signal's is still its own)
  it.each([
    { signal: 'SIGINT', status: 130, words: 'interrupted' },
    { signal: 'SIGTERM', status: 143, words: 'terminated' },
  ] as const)('$signal during a search with --json: exit $status, and its one object says how far it got', async ({ signal, status, words }) => {
    const child = spawn(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', 'snakebird', LONG, '--count', '--json'], { cwd: root });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => void (stdout += d));
    child.stderr.on('data', (d) => void (stderr += d));
    const ended = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
    // (--json shows no progress: the search, 30 s long, is under way 2 s on)
    await new Promise((r) => setTimeout(r, 2000));
    expect(stdout, 'the search ended before it was stopped').toBe('');
    child.kill(signal);
    expect(await ended).toEqual({ code: status, signal: null });
    const out = JSON.parse(stdout);
    expect(stdout.indexOf('\n')).toBe(stdout.length - 1);
    expect(out).toEqual({ puzzle: 'snakebird', error: expect.stringMatching(new RegExp(`^${words} after storing [\\d,]+ states?(, with no solution under \\d+ moves)?$`)), exit: status });
    expect(stderr).toBe(`${out.error}\n`);
  }, 60_000);

  it('Ctrl-C during --analyse stops its search: exit 130, saying how many states it stored', async () => {
    const r = await stopAfter(['snakebird', LONG, '--analyse'], 2, 'SIGINT');
    expect(r).toMatchObject({ code: 130, signal: null });
    expect(r.after).toMatch(/^(.*\n)*interrupted after storing [\d,]+ states?\n$/);
  }, 90_000);

  // (it ended by the signal's default action, saying nothing, and --json's object of a run without an answer was missing)
  it.each([
    { signal: 'SIGINT', status: 130, words: 'interrupted', puzzle: 'move', options: [], where: 'in the main thread' },
    { signal: 'SIGTERM', status: 143, words: 'terminated', puzzle: 'snakebird', options: ['--layers'], where: 'in a worker thread (--layers)' },
  ] as const)('$signal while the level is read from standard input, which has not ended, $where, ends the run at once: exit $status, saying so, and with --json its object', async ({ signal, status, words, puzzle, options }) => {
    for (const json of [true, false]) {
      const child = spawn(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', puzzle, '-', ...options, ...(json ? ['--json'] : [])], { cwd: root });
      let [stdout, stderr] = ['', ''];
      child.stdout.on('data', (d) => void (stdout += d));
      child.stderr.on('data', (d) => void (stderr += d));
      const ended = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
      // (the level half written, the pipe left open: the read waits for the rest)
      child.stdin.write('....\n');
      await new Promise((r) => setTimeout(r, 2000));
      child.kill(signal);
      let inputEnded = false;
      const stop = setTimeout(() => {
        inputEnded = true;
        child.stdin.end();
      }, 10_000);
      // (were the signal held for the search, or the exit for a worker's read, it would wait for the read to end: here, the pipe closed 10 s on)
      expect(await ended).toEqual({ code: status, signal: null });
      expect(inputEnded, 'the run ended only once its standard input did').toBe(false);
      clearTimeout(stop);
      const said = `${words} before the search began; no answer`;
      expect(stderr).toBe(`${said}\n`);
      expect(stdout).toBe(json ? `${JSON.stringify({ puzzle, error: said, exit: status })}\n` : '');
    }
  }, 60_000);
});

describe('Ctrl-C while a pipe named as the level file is read', () => {
  // (the bundle built first where it is stale: a signal sent 2 s on would land in its build)
  beforeAll(() => void solve('--help'), 120_000);

  // (a FIFO, as `<(cmd)` gives, with no writer yet: the read, in a thread of its own, held the
  // process's exit for as long as it waited; the signal was heard only once the read ended)
  it.skipIf(process.platform !== 'linux')('ends the run at once, saying so, and with --json its object', async () => {
    const { dir } = tempFiles('unstuck-cli-fifo-');
    const fifo = join(dir, 'level');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const child = spawn(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', 'move', fifo, '--json'], { cwd: root });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => void (stdout += d));
    child.stderr.on('data', (d) => void (stderr += d));
    const ended = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
    await new Promise((r) => setTimeout(r, 2000));
    child.kill('SIGINT');
    let written = false;
    // (bounded: a level written into the pipe 10 s on ends the read)
    const stop = setTimeout(() => {
      written = true;
      spawn('sh', ['-c', `printf 'A.\\n--\\n.a\\n' > '${fifo}'`]);
    }, 10_000);
    const exit = await ended;
    clearTimeout(stop);
    expect(written, 'the run ended only once the pipe was written').toBe(false);
    // (ended by the signal's own default action: an exit waits for the thread blocked in the read; a shell says 130)
    expect(exit).toEqual({ code: null, signal: 'SIGINT' });
    const said = 'interrupted before the search began; no answer';
    expect(stderr).toBe(`${said}\n`);
    expect(JSON.parse(stdout)).toEqual({ puzzle: 'move', error: said, exit: 130 });
  }, 60_000);
});
