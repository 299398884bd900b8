// Ctrl-C or SIGTERM before the command line's bundle listens for them (scripts/run-bundled.mjs
// checking it is fresh, building it, loading it): the signal's default action ended the run
// saying nothing (exit by the signal), and --json's object of a run without an answer was
// missing. run-bundled now hears them until the bundle does, and ends the run saying so.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, tempFiles } from './runCli.ts';

/**
 * A module hook that holds the bundle's loading (the signal then lands where run-bundled has
 * handed the run on and the bundle does not yet listen), saying on standard error when it begins.
 */
const HOLD = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`import { writeSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.endsWith('/.cache/unstuck/solve.mjs')) { writeSync(2, 'loading the bundle\\\\n'); await new Promise((r) => setTimeout(r, 20000)); }
  return next(url, context);
}\`));
`;

describe('a signal before the bundle runs', () => {
  it.each([
    { signal: 'SIGINT', status: 130, words: 'interrupted', json: true },
    { signal: 'SIGTERM', status: 143, words: 'terminated', json: false },
  ] as const)('$signal as the bundle loads: exit $status, saying so (json: $json)', async ({ signal, status, words, json }) => {
    const hold = tempFiles('unstuck-cli-early-signal-').file('hold.mjs', HOLD);
    const child = spawn(process.execPath, ['--import', hold, join(root, 'scripts/run-bundled.mjs'), 'solve', 'move', '-', ...(json ? ['--json'] : [])], { cwd: root });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => void (stdout += d));
    const loading = new Promise<void>((started) =>
      child.stderr.on('data', (d) => {
        stderr += d;
        if (stderr.includes('loading the bundle\n')) started();
      }),
    );
    const ended = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
    // (a stale bundle is built first: its build may take a while on a loaded machine)
    await loading;
    child.kill(signal);
    expect(await ended).toEqual({ code: status, signal: null });
    child.stdin.end();
    const said = `${words} before the search began; no answer`;
    expect(stderr.slice(stderr.indexOf('loading the bundle\n') + 'loading the bundle\n'.length)).toBe(`${said}\n`);
    expect(stdout).toBe(json ? `${JSON.stringify({ error: said, exit: status })}\n` : '');
  }, 60_000);
});
