// Ctrl-C while the command line's bundle is built (scripts/bundles.mjs, before a run of
// `npm run solve` when a source changed): the build ends with exit 130 and one line, and leaves
// no temporary file (SIGINT's default action could end it between writing the bundle aside and
// renaming it, leaving solve.mjs.<pid>.tmp in node_modules/.cache/unstuck).
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './runCli.ts';

const cache = join(root, 'node_modules', '.cache', 'unstuck');

/** When `file` was last written, or null when there is none. */
function modified(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

describe('Ctrl-C during a bundle build', () => {
  it('ends it with exit 130 and one line, nothing written', async () => {
    const bundle = join(cache, 'cpp-replay.mjs');
    const builtAt = modified(bundle);
    const script = `const { build } = await import(${JSON.stringify(join(root, 'scripts/bundles.mjs'))}); const built = build('cpp-replay'); process.stdout.write('building\\n'); await built;`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    let stderr = '';
    child.stderr.on('data', (d) => void (stderr += d));
    const ended = new Promise<{ code: number | null; signal: string | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
    // (said once build() has run to its first await, where it listens for Ctrl-C; importing the bundler takes longer than the signal takes to arrive)
    await new Promise<void>((started) => child.stdout.on('data', () => started()));
    child.kill('SIGINT');
    expect(await ended).toEqual({ code: 130, signal: null });
    expect(stderr).toBe('interrupted while building the cpp-replay bundle; nothing was written\n');
    expect(readdirSync(cache).filter((f) => f.endsWith(`.${child.pid}.tmp`))).toEqual([]);
    expect(modified(bundle)).toBe(builtAt);
  }, 60_000);
});
