// File system errors said in the command line's words, naming the file and what is wrong: they
// were Node's own ("ENOTDIR: not a directory, open '…'", "EEXIST: file already exists, mkdir
// '…'"), the system call and the error's code left to decode.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileError } from '../../../src/cli/fileError.ts';
import { FIXTURES } from '../helpers/family.ts';
import { runMainSaid } from './runMain.ts';
import { root, tempFiles } from './runCli.ts';

const LEVEL = join(FIXTURES, 'snakebird', 'level01.txt');
/** Node's way of saying a file system error: its code, a colon, its words. */
const NODE_WORDS = /\bE[A-Z]{3,}: /;

describe('file system errors', () => {
  it('of the level file and of --spill DIR name the file and say what is wrong (exit 2, and --json)', async () => {
    const { dir, file } = tempFiles('unstuck-cli-file-errors-');
    const level = file('level.txt', 'A.\n--\n.a\n');
    const loop = join(dir, 'loop');
    symlinkSync(loop, loop);
    const nowhere = join(dir, 'nowhere');
    symlinkSync(join(dir, 'missing'), nowhere);
    mkdirSync(join(dir, 'spill', 'manifest.json'), { recursive: true });
    const cases: [string[], string][] = [
      [['move', join(level, 'x')], `cannot read ${join(level, 'x')}: a part of its path is a file, not a folder`],
      [['move', loop], `cannot read ${loop}: its path has too many symbolic links (a link that leads back to itself?)`],
      [['snakebird', LEVEL, '--spill', join(level, 'sub')], `--spill ${join(level, 'sub')}: cannot make the folder ${join(level, 'sub')}: a part of its path is a file, not a folder`],
      [['snakebird', LEVEL, '--spill', nowhere], `--spill ${nowhere}: cannot make the folder ${nowhere}: it is a link to nothing (what it names is missing, or it leads back to itself)`],
      [['snakebird', LEVEL, '--spill', join(dir, 'spill')], `--spill ${join(dir, 'spill')}: cannot read ${join(dir, 'spill', 'manifest.json')}: it is a folder, not a file; nothing there was changed`],
    ];
    for (const [argv, said] of cases) {
      const r = await runMainSaid(...argv, '--json');
      expect({ argv, code: r.code, said: r.said }).toEqual({ argv, code: 2, said: `${said}\n` });
      expect(JSON.parse(r.out)).toMatchObject({ error: said, exit: 2 });
    }
  });

  // (spawned: the process's own standard output; /dev/full answers every write with ENOSPC)
  it.skipIf(process.platform !== 'linux')('of standard output are said, with exit 3 (a closed pipe, EPIPE, is left to the status alone)', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', 'move', join(FIXTURES, 'move', 'example-4x4.txt'), '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', full, 'pipe'], timeout: 30_000 });
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 3, stderr: 'standard output could not be written: the disk is full\n' });
    } finally {
      closeSync(full);
    }
  }, 60_000);

  it('each code said in words, the file the error names first; a code without words is named', () => {
    const error = (code: string, path?: string) => Object.assign(new Error(`${code}: the system's words`), { code, syscall: 'open', ...(path ? { path } : {}) });
    expect(fileError(error('EMFILE', '/d/layer-3.keys'), '/d')).toBe("/d/layer-3.keys: this process has too many files open (the system's limit, ulimit -n)");
    expect(fileError(error('ENOSPC'), '/d')).toBe('/d: the disk is full');
    expect(fileError(error('EACCES', '/d/in-use.pid'), '/d')).toBe('/d/in-use.pid: permission denied');
    expect(fileError(error('EWHATEVER'), '/d')).toBe('/d: the system refused it (EWHATEVER)');
    for (const code of ['ENOENT', 'EISDIR', 'ENOTDIR', 'EROFS', 'EDQUOT', 'EFBIG', 'ENFILE', 'EIO', 'ELOOP', 'ENAMETOOLONG', 'ENXIO', 'EBUSY']) {
      expect(fileError(error(code), '/d')).not.toMatch(NODE_WORDS);
      expect(fileError(error(code), '/d')).not.toContain(code);
    }
  });
});
