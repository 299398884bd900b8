// The command line as the tests run it: `npm run -s solve -- …` is the prebuilt bundle (built
// first if stale), and level files go to a temporary folder of the test file's own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(__dirname, '..', '..', '..');

export function solve(...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A temporary folder, and a way to write a level file into it. */
export function tempFiles(prefix: string): { dir: string; file(name: string, text: string): string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    file(name, text) {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}
