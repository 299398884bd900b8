// --spill DIR that another run is using is refused (exit 2), nothing there changed: two runs on
// one DIR each deleted the other's runs as its store opened and wrote over the other's layers
// (the first ended with a stack trace, exit 1). A run takes DIR by its in-use.pid, holding the
// run's process id, and removes it as it ends; one a process left that no longer runs (killed)
// is taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { runMainSaid } from './runMain.ts';
import { tempFiles } from './runCli.ts';

const LEVEL = join(FIXTURES, 'snakebird', 'level01.txt');

describe('--spill DIR another run is using', () => {
  it('is refused, naming the process, and DIR is left as it was', async () => {
    const { dir } = tempFiles('unstuck-spill-in-use-');
    const spill = join(dir, 'spill');
    mkdirSync(spill);
    const lock = join(spill, 'in-use.pid');
    // (this test's own process: one that runs)
    writeFileSync(lock, `${process.pid}\n`);
    const r = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(r.code).toBe(2);
    expect(r.said).toBe(`--spill ${spill}: another run, process ${process.pid}, is using it (${lock} says so; if none is, delete that file); nothing there was changed\n`);
    expect(JSON.parse(r.out)).toMatchObject({ puzzle: 'snakebird', exit: 2 });
    expect(readdirSync(spill)).toEqual(['in-use.pid']);
  }, 30_000);

  it("takes over one a process that has ended left, and removes its own as it ends", async () => {
    const { dir } = tempFiles('unstuck-spill-left-');
    const spill = join(dir, 'spill');
    mkdirSync(spill);
    const ended = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(spill, 'in-use.pid'), `${ended}\n`);
    const r = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ moves: 16 });
    expect(existsSync(join(spill, 'in-use.pid'))).toBe(false);
    expect(readdirSync(spill).filter((f) => !/^layer-\d+\.keys$/.test(f))).toEqual(['manifest.json']);
  }, 30_000);
});
