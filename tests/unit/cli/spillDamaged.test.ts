// --spill DIR whose layer file was changed within after it was written (same size, so the
// manifest's checks of sizes and first keys pass): the resumed search's line cannot be traced
// back through the layers, and that is said as DIR's problem (exit 2), not as the engine's
// stack trace (exit 1).
import { readFileSync, writeFileSync } from 'node:fs';
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
});
