// `solve --analyse` without --json reports its progress on standard error naming the stage, as
// the Check panel does: its searches each start from depth 0 again.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { progressLine } from '../../../src/cli/analyse.ts';
import { main } from '../../../src/cli/main.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

const p = { depth: 18, stored: 11_510_424, frontier: 3_729_750, statesPerSecond: 978_527.4, bytes: 0, elapsedMs: 5000 };

describe('the analysis progress on standard error', () => {
  it('names the stage of each search, so that a depth back at 0 is not read as a step back', () => {
    expect(progressLine({ ...p, stage: 'space' }, 0)).toBe('mapping every position: depth 18  stored 11510424  frontier 3729750  978527/s');
    expect(progressLine({ ...p, stage: 'count' }, 0)).toBe('too many positions to map; counting the optimal solutions: depth 18  stored 11510424  frontier 3729750  978527/s');
    expect(progressLine({ ...p, stage: 'optimum' }, 0)).toMatch(/^too many to count; looking for the optimum alone: depth 18 /);
    expect(progressLine({ ...p, stage: 'line' }, 0)).toMatch(/^whether a position of the line can still win: depth 18 /);
  });

  it("says how far along the line the walk is, not a search's depth and states", () => {
    expect(progressLine({ ...p, depth: 1234, stored: 1234, stage: 'walk' }, 2055)).toBe('following the line: move 1234 of 2055');
  });
});

describe('the analysis with its progress on', () => {
  it('is not stopped by reporting it: a writer that answers true, as process.stderr.write does, is no request to stop', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'unstuck-progress-')), 'lovecraft.txt');
    // 65,536 positions: reported after its first 512 expansions
    writeFileSync(path, FAMILIES.bars.gallery.find((g) => g.name === 'Lovecraft 4×4')!.text);
    let out = '';
    let err = '';
    const writes = (add: (t: string) => void) => ((t: string) => (add(t), true)) as (t: string) => void;
    const code = await main(['bars', path, '--analyse'], { out: writes((t) => (out += t)), err: writes((t) => (err += t)) });
    expect(err).toMatch(/^mapping every position: depth \d+/);
    expect(code).toBe(0);
    expect(out).toMatch(/^Solvable in 8 moves/);
  });
});
