// A fault of the program outside main()'s own try: an exception no one caught (in the process,
// before or after the bundle runs), the run's worker thread failing, a thread of a spread search
// failing. Each ends the run with exit 1, "internal error: …" on standard error's first line
// and the stack after it, and with --json one object on standard output, {puzzle, error, exit}
// (error: that first line). It was Node's stack alone, and a script's JSON.parse of standard
// output failed. The faults are real ones, made by a module Node loads first (--import), as a
// test of Node's own would: nothing in the command line listens for a test.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { faultWords } from '../../../src/cli/cliExit.ts';
import { internalError } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { FIXTURES } from '../helpers/family.ts';
import { root, solve, tempFiles } from './runCli.ts';

const { file } = tempFiles('unstuck-cli-faults-');

/**
 * The modules loaded first. `listening`: throws once the process hears exceptions no one caught
 * (run-bundled's listener; with `bundle`, the bundle's too) and, with `reading`, reads its
 * standard input: an exception thrown by no code that catches it, as a timer's is.
 */
const throwsOnce = (listeners: number, reading: boolean, message = 'an uncaught fault') => `
const ready = () => process.listenerCount('uncaughtException') >= ${listeners}${reading ? " && process.stdin.listenerCount('readable') > 0" : ''};
const poll = setInterval(() => {
  if (!ready()) return;
  clearInterval(poll);
  throw new Error(${JSON.stringify(message)});
}, 5);
`;
/** The run's own worker thread (the one given the run's data) fails as it starts. */
const RUN_THREAD_FAILS = `import { isMainThread, workerData } from 'node:worker_threads';
if (!isMainThread && workerData) throw new Error('the thread could not start');
`;
/** The run's own worker thread ends as it starts, saying nothing (as a process.exit() somewhere in it would). */
const RUN_THREAD_ENDS = `import { isMainThread, workerData } from 'node:worker_threads';
if (!isMainThread && workerData) process.exit(5);
`;
/** Every thread of a spread search (a program Node runs from its text) fails as it starts. */
const SHARDS_FAIL = `import threads from 'node:worker_threads';
const { Worker } = threads;
threads.Worker = class extends Worker {
  constructor(source, options) {
    super(options?.eval ? "throw new Error('a shard could not start')" : source, options);
  }
};
`;

/** Run the command line with `preload` loaded first: its exit, standard output, standard error. */
async function run(preload: string, args: string[], input?: string) {
  const child = spawn(process.execPath, ['--import', preload, join(root, 'scripts/run-bundled.mjs'), 'solve', ...args], { cwd: root });
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (d) => void (stdout += d));
  child.stderr.on('data', (d) => void (stderr += d));
  // (standard input left open where the level is read from it: the run waits there)
  if (input !== undefined) child.stdin.write(input);
  else child.stdin.end();
  const ended = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  // (bounded: were the fault not heard, the run would wait for ever on its input)
  const stop = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const exit = await ended;
  clearTimeout(stop);
  child.stdin.destroy();
  return { exit, stdout, stderr };
}

/** The run ended by a fault: exit 1, error's line first on standard error and the stack after it, and with `json` the one object. */
function expectFault(r: Awaited<ReturnType<typeof run>>, json: boolean, error: string, puzzle?: string) {
  expect(r.exit, r.stderr).toEqual({ code: 1, signal: null });
  const lines = r.stderr.split('\n');
  const at = lines.indexOf(error);
  expect(at, r.stderr).toBeGreaterThanOrEqual(0);
  // (where it was: the stack follows)
  expect(lines[at + 1]).toMatch(/^Error: /);
  expect(lines[at + 2]).toMatch(/^ {4}at /);
  if (!json) return expect(r.stdout).toBe('');
  expect(r.stdout.indexOf('\n')).toBe(r.stdout.length - 1);
  expect(JSON.parse(r.stdout)).toEqual({ ...(puzzle === undefined ? {} : { puzzle }), error, exit: 1 });
}

const LONG = join(FIXTURES, '..', 'spread', 'long-snake-far.txt');

describe('a fault outside main()', () => {
  // (the bundle built first where it is stale: its build is no part of these runs)
  beforeAll(() => void solve('--help'), 120_000);

  it.each([true, false])('an exception no one caught, as the level is read: exit 1, said, and its object (json: %s)', async (json) => {
    const r = await run(file('uncaught.mjs', throwsOnce(2, true)), ['move', '-', ...(json ? ['--json'] : [])], '..\n');
    expectFault(r, json, 'internal error: an uncaught fault', 'move');
  }, 60_000);

  it('an exception no one caught before the bundle runs: said by run-bundled, with its object', async () => {
    const r = await run(file('early.mjs', throwsOnce(1, false)), ['move', '-', '--json'], '..\n');
    expectFault(r, true, 'internal error: an uncaught fault');
    // one that says it is an internal error already is said once
    const said = await run(file('early-said.mjs', throwsOnce(1, false, 'internal error in the loader: a part is missing')), ['move', '-', '--json'], '..\n');
    expectFault(said, true, 'internal error in the loader: a part is missing');
  }, 60_000);

  it.each([
    { where: 'from the start (--layers)', options: ['--layers'], puzzle: 'snakebird' },
    // (handed over once its search ran a moment: the family known by then)
    { where: 'handed the search', options: ['--count'], puzzle: 'snakebird' },
  ])("the run's worker thread failing as it starts, $where: exit 1, said, and its object", async ({ options, puzzle }) => {
    for (const json of [true, false]) {
      const r = await run(file('run-thread.mjs', RUN_THREAD_FAILS), ['snakebird', LONG, ...options, ...(json ? ['--json'] : [])]);
      expectFault(r, json, 'internal error: the thread could not start', puzzle);
    }
  }, 60_000);

  it("the run's worker thread ending without a word: exit 1, said, and its object", async () => {
    for (const json of [true, false]) {
      const r = await run(file('run-thread-ends.mjs', RUN_THREAD_ENDS), ['snakebird', LONG, '--layers', ...(json ? ['--json'] : [])]);
      expect(r.exit, r.stderr).toEqual({ code: 1, signal: null });
      const error = 'internal error: the thread running the search ended (exit code 5) without saying how the run ended';
      expect(r.stderr).toBe(`${error}\n`);
      expect(r.stdout).toBe(json ? `${JSON.stringify({ puzzle: 'snakebird', error, exit: 1 })}\n` : '');
    }
  }, 60_000);

  it("a spread search's threads failing (--workers 3): exit 1, said, and its object", async () => {
    for (const json of [true, false]) {
      const r = await run(file('shards.mjs', SHARDS_FAIL), ['snakebird', join(FIXTURES, '..', 'spread', 'four-snakes.txt'), '--workers', '3', ...(json ? ['--json'] : [])]);
      // ("internal error" said once: it was "internal error: snakebird: internal error in the WebAssembly search (…)")
      expectFault(r, json, "internal error in snakebird's WebAssembly search: a shard could not start (a bug in the solver, not in the level: please report it, with the level)", 'snakebird');
    }
  }, 60_000);

  it('says "internal error" once, first, whatever the message says of itself', () => {
    expect(faultWords(new Error('a fault\nin two lines'))).toBe('internal error: a fault in two lines');
    // (the engine's and the families' own: where, then what)
    expect(faultWords(new Error('engine: internal error: a union finished before its last key'))).toBe('internal error: engine: a union finished before its last key');
    expect(faultWords(new Error("snakebird's WebAssembly search: internal error: not loaded (prepare() first)"))).toBe("internal error: snakebird's WebAssembly search: not loaded (prepare() first)");
    // (the spill store's, and the WebAssembly search's: as they are)
    expect(faultWords(new Error('internal error: chunk 3 is not in the store of /tmp/x'))).toBe('internal error: chunk 3 is not in the store of /tmp/x');
    const search = internalError('unknown status 9');
    expect(faultWords(search)).toBe(search.message);
    // (a shard's internal error handed on by the thread that heard it)
    expect(internalError(search)).toHaveProperty('message', search.message);
    expect(search.message.match(/internal error/g)).toHaveLength(1);
  });
});
