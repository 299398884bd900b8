// --spill DIR whose layer file was changed within after it was written (same size, so the
// manifest's checks of sizes and first keys pass): the resumed search's line cannot be traced
// back through the layers, and that is said as DIR's problem (exit 2), not as the engine's
// stack trace (exit 1). Likewise a DIR the search cannot go on writing (here a folder where a
// layer's file is due; the disk full, said as a limit, exit 3, was tried on a 64 KB tmpfs).
import { mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { runMainSaid } from './runMain.ts';
import { tempFiles } from './runCli.ts';

const LEVEL = join(FIXTURES, 'snakebird', 'level01.txt');

describe('--spill DIR with a damaged layer file', () => {
  it('is refused saying so, with --json too; the same DIR undamaged resumes to the answer', async () => {
    const { dir } = tempFiles('unstuck-spill-damaged-');
    const spill = join(dir, 'spill');
    const first = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toMatchObject({ moves: 16 });
    const layer = join(spill, 'layer-10.keys');
    const bytes = readFileSync(layer);
    const damaged = Buffer.from(bytes);
    damaged[8] = damaged[8]! ^ 0xff;
    writeFileSync(layer, damaged);
    const r = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(r.code).toBe(2);
    expect(r.said).toMatch(/^resuming at depth 15 from .*\n--spill .*: the layers resumed from there do not hold together \(.*\): a file there was changed or damaged after it was written; use another folder, or empty this one, and run again\n$/);
    expect(JSON.parse(r.out)).toMatchObject({ puzzle: 'snakebird', exit: 2 });
    writeFileSync(layer, bytes);
    const again = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({ moves: 16 });
  }, 30_000);

  it('where a layer file cannot be written, says so (exit 2, not a stack trace), and a run again goes on from the layers completed', async () => {
    const { dir } = tempFiles('unstuck-spill-unwritable-');
    const spill = join(dir, 'spill');
    // (a search stopped after its first 5 layers, as its manifest says: a folder with no manifest, its layer files unproven, is refused before any search, spillNoManifest)
    expect((await runMainSaid('snakebird', LEVEL, '--spill', spill)).code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(spill, 'manifest.json'), 'utf8'));
    for (const { file } of manifest.layers.slice(5)) rmSync(join(spill, file));
    writeFileSync(join(spill, 'manifest.json'), JSON.stringify({ ...manifest, layers: manifest.layers.slice(0, 5) }));
    mkdirSync(join(spill, 'layer-5.keys'));
    const r = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(r.code).toBe(2);
    expect(r.said).toBe(`resuming at depth 4 from ${spill}: 10 states\n--spill ${spill}: the search could not go on using the folder (${join(spill, 'layer-5.keys')}: it is a folder, not a file); no answer\n`);
    expect(JSON.parse(r.out)).toMatchObject({ puzzle: 'snakebird', exit: 2 });
    expect(JSON.parse(readFileSync(join(spill, 'manifest.json'), 'utf8')).layers).toHaveLength(5);
    rmdirSync(join(spill, 'layer-5.keys'));
    const again = await runMainSaid('snakebird', LEVEL, '--spill', spill, '--json');
    expect(again.code).toBe(0);
    expect(again.said).toMatch(/^resuming at depth 4 from /);
  }, 30_000);
});
