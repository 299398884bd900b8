// The command line's bundle that cannot be built (scripts/run-bundled.mjs, before a run when a
// source changed): a source that does not parse, or the bundler missing. The run ends with exit
// 1, saying in its first line what could not be built and why (the file, line and column of a
// source's error), the bundler's report after it; and with --json one object on standard output,
// {error, exit}: there was only the bundler's stack on standard error. Run on a copy of the
// tree (its sources, scripts, and this checkout's packages but not their cache of bundles).
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { root, tempFiles } from './runCli.ts';

/** A copy of the tree in a temporary folder, `without` one of its packages. */
function copyOfTree(without?: string): string {
  const { dir } = tempFiles('unstuck-cli-build-');
  for (const part of ['src', 'scripts', 'package.json', 'package-lock.json']) cpSync(join(root, part), join(dir, part), { recursive: true, preserveTimestamps: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '.cache' && name !== without) symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  return dir;
}

const LEVEL = join(FIXTURES, 'move', 'example-4x4.txt');

function solveIn(dir: string, json: boolean) {
  const r = spawnSync(process.execPath, [join(dir, 'scripts/run-bundled.mjs'), 'solve', 'move', LEVEL, ...(json ? ['--json'] : [])], { encoding: 'utf8', cwd: dir, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a bundle that cannot be built', () => {
  it.each([
    {
      why: 'a source that does not parse',
      break: (dir: string) => appendFileSync(join(dir, 'src/cli/cliExit.ts'), '\nexport const broken = ;\n'),
      without: undefined,
      error: /^could not build the solve bundle \(scripts\/bundles\.mjs\): src\/cli\/cliExit\.ts:\d+:23: \[PARSE_ERROR\] Unexpected token$/,
      report: 'export const broken = ;',
    },
    {
      why: 'the bundler missing',
      break: () => {},
      without: 'rolldown',
      error: /^could not build the solve bundle \(scripts\/bundles\.mjs\): Cannot find package 'rolldown' imported from .*bundles\.mjs$/,
      report: 'ERR_MODULE_NOT_FOUND',
    },
  ])('$why: exit 1, saying what and where, and with --json its object', ({ break: breakIt, without, error, report }) => {
    const dir = copyOfTree(without);
    try {
      breakIt(dir);
      for (const json of [true, false]) {
        const r = solveIn(dir, json);
        expect(r.code, r.stderr).toBe(1);
        const [first, ...rest] = r.stderr.split('\n');
        expect(first).toMatch(error);
        expect(rest.join('\n')).toContain(report);
        // (a terminal's colours are for a terminal)
        expect(r.stderr).not.toContain('\x1b[');
        expect(r.stdout).toBe(json ? `${JSON.stringify({ error: first, exit: 1 })}\n` : '');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
