// Ctrl-C during a solve: the search runs synchronously, so SIGINT's default action ended the
// process at once (exit by the signal), and with --spill DIR the unfinished layer's file and the
// candidate runs (gigabytes, maybe) stayed in DIR. Now the search is stopped as the app's Cancel
// stops it: exit 130, one line said, and DIR holds only what a run again goes on from. SIGTERM
// (as `timeout` sends it) likewise, with exit 143.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { root, solve } from './runCli.ts';

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
    ['SIGINT', 130, 'interrupted'],
    ['SIGTERM', 143, 'terminated'],
  ] as const)('%s during a --spill solve stops the search: exit %d, one line said, and DIR keeps only the layers a run again goes on from', async (signal, status, words) => {
    const dir = mkdtempSync(join(tmpdir(), 'unstuck-cli-interrupt-'));
    // (a small budget: the runs of candidates go to files too)
    const args = ['snakebird', LEVEL, '--spill', dir, '--workers', '1', '--max-memory', '4'];
    const child = spawn(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', ...args], { cwd: root });
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
    expect(await ended).toEqual({ code: status, signal: null });
    expect(stderr.slice(said)).toMatch(new RegExp(`^(depth .*\n)*${words} after storing [\\d,]+ states, with no solution under \\d+ moves; ${dir} keeps the layers to depth \\d+: the same command goes on from there\n$`));
    expect(unusable(dir)).toEqual([]);
    const again = solve(...args);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/^resuming at depth \d+ from /);
    expect(again.stdout).toMatch(/^solved in 34 moves/);
  }, 90_000);
});
