// The progress clock's rate: over the last two seconds or so, so that a search that pauses
// between bursts (a layer's merge) reads its pace, not 0/s, and one that stops reads 0/s again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressClock } from '../../../src/engine/progress.ts';
import type { SearchProgress } from '../../../src/engine/types.ts';

describe('ProgressClock', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('gives the rate over about two seconds, through a pause, and 0 once the pause is longer', () => {
    const reports: SearchProgress[] = [];
    const clock = new ProgressClock({ progressIntervalMs: 100, onProgress: (p) => void reports.push(p) }, performance.now());
    let expanded = 0;
    const report = () => clock.check(() => ({ depth: 1, stored: 5, frontier: 1, bytes: 0, expanded }));
    // a second of 1,000 states every 100 ms: 10,000 a second
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(100);
      expanded += 1000;
      report();
    }
    expect(reports.at(-1)!.statesPerSecond).toBeCloseTo(10_000, -2);
    // half a second of nothing: still about the pace of the last two seconds
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(100);
      report();
    }
    expect(reports.at(-1)!.statesPerSecond).toBeGreaterThan(5_000);
    // three seconds of nothing: 0
    for (let i = 0; i < 30; i++) {
      vi.advanceTimersByTime(100);
      report();
    }
    expect(reports.at(-1)!.statesPerSecond).toBe(0);
    // the stored count where the snapshot has no expanded count
    const stored: SearchProgress[] = [];
    const plain = new ProgressClock({ progressIntervalMs: 100, onProgress: (p) => void stored.push(p) }, performance.now());
    vi.advanceTimersByTime(500);
    plain.check(() => ({ depth: 0, stored: 2000, frontier: 0, bytes: 0 }));
    expect(stored[0]!.statesPerSecond).toBeCloseTo(4000, 0);
    expect(stored[0]).not.toHaveProperty('expanded');
  });
});
