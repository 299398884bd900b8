// `solve --analyse` without --json reports its progress on standard error naming the stage, as
// the Check panel does: its searches each start from depth 0 again.
import { describe, expect, it } from 'vitest';
import { progressLine } from '../../../src/cli/analyse.ts';

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
