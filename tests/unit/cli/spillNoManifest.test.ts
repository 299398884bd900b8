// --spill DIR holding files named as a search's (layer-d.keys, run-d-n.keys) but no manifest:
// nothing proves they are this command's (a run killed before it wrote its first manifest left
// them, or another program's are so named), and a search wrote over the layers and deleted the
// runs. It is refused (exit 2), every file left as it was; files of other names are no search's,
// and a search goes ahead beside them.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { runMainSaid } from './runMain.ts';
import { tempFiles } from './runCli.ts';

const LEVEL = join(FIXTURES, 'snakebird', 'level01.txt');

/** Every file of `dir` and its bytes. */
const contents = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));

describe('--spill DIR with layer files but no manifest', () => {
  it('is refused, naming them and what to do, with --json too; nothing there is changed', async () => {
    const { dir } = tempFiles('unstuck-spill-no-manifest-');
    const spill = join(dir, 'spill');
    mkdirSync(spill);
    for (const f of ['layer-0.keys', 'layer-10.keys', 'layer-2.keys', 'run-3-1.keys']) writeFileSync(join(spill, f), `someone's ${f}`);
    const before = contents(spill);
    const r = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(r.code).toBe(2);
    expect(r.said).toBe(
      `--spill ${spill}: it holds layer-0.keys, layer-2.keys, layer-10.keys and 1 more but no manifest.json naming the level they are of (a run killed before it wrote one, or another program's files): the search would write over them or delete them; nothing there was changed: use another folder, or delete those files and run again\n`,
    );
    expect(JSON.parse(r.out)).toEqual({ puzzle: 'snakebird', error: r.said.trimEnd(), exit: 2 });
    expect(contents(spill)).toEqual(before);
  }, 30_000);

  it('with one such file says "that file"; files of other names are left beside a search, which solves', async () => {
    const { dir } = tempFiles('unstuck-spill-others-');
    const spill = join(dir, 'spill');
    mkdirSync(spill);
    writeFileSync(join(spill, 'run-1-2.keys'), 'x');
    const one = await runMainSaid('snakebird', LEVEL, '--spill', spill);
    expect(one.code).toBe(2);
    expect(one.said).toMatch(/: it holds run-1-2\.keys but no manifest\.json .*: use another folder, or delete that file and run again\n$/);
    expect(readdirSync(spill)).toEqual(['run-1-2.keys']);
    rmSync(join(spill, 'run-1-2.keys'));
    writeFileSync(join(spill, 'run-1-2.keys.bak'), 'kept');
    writeFileSync(join(spill, 'notes.txt'), 'kept');
    const r = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ moves: 16 });
    expect(readFileSync(join(spill, 'notes.txt'), 'utf8')).toBe('kept');
    expect(readFileSync(join(spill, 'run-1-2.keys.bak'), 'utf8')).toBe('kept');
    // (the search's own files, with their manifest, are taken up by a run again)
    const again = await runMainSaid('snakebird', LEVEL, '--spill', spill);
    expect(again.code).toBe(0);
    expect(again.said).toMatch(/^resuming at depth 15 from /);
  }, 30_000);
});
