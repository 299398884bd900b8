// Progress on a clock, not per state, for every search: the clock is read only every few
// thousand expansions (a read per state would cost more than a small expansion), and a
// report goes out once the interval has passed.
import type { SearchOptions } from './types.ts';

const CLOCK_EVERY = 4096;

/** What a search knows of itself when a report is due. */
export interface SearchSnapshot {
  depth: number;
  stored: number;
  frontier: number;
  bytes: number;
}

export class ProgressClock {
  private sinceClock = 0;
  private lastReport: number;
  private lastStored = 0;
  private readonly interval: number;

  constructor(
    private readonly options: SearchOptions,
    private readonly t0: number,
  ) {
    this.lastReport = t0;
    this.interval = options.progressIntervalMs ?? 100;
  }

  /** Call once an expansion; reports when due. True when the caller asked to cancel. */
  tick(snapshot: () => SearchSnapshot): boolean {
    if (++this.sinceClock < CLOCK_EVERY) return false;
    this.sinceClock = 0;
    const now = performance.now();
    if (now - this.lastReport < this.interval) return false;
    const s = snapshot();
    const dt = now - this.lastReport;
    const cancel =
      this.options.onProgress?.({
        ...s,
        statesPerSecond: dt > 0 ? ((s.stored - this.lastStored) * 1000) / dt : 0,
        elapsedMs: now - this.t0,
      }) === true || this.options.shouldCancel?.() === true;
    this.lastReport = now;
    this.lastStored = s.stored;
    return cancel;
  }
}
