// Progress on a clock, not per state, for every search: the clock is read only every few
// thousand expansions (a read per state would cost more than a small expansion), and a
// report goes out once the interval has passed.
import type { FoundLine, SearchOptions } from './types.ts';

const CLOCK_EVERY = 4096;
/** the rate a report gives is over about this long */
const RATE_WINDOW_MS = 2000;
/**
 * The first report goes out after this many expansions, so that a search shows itself at
 * once; and so that the reporting code has run while V8 is still profiling the search (run
 * first after it was compiled, it would make V8 throw the compiled search away).
 */
const FIRST_REPORT_AFTER = 512;

/** What a search knows of itself when a report is due. */
export interface SearchSnapshot {
  depth: number;
  stored: number;
  frontier: number;
  bytes: number;
  lowerBound?: number;
  bestFound?: FoundLine;
  /** states expanded so far, where the search counts them (the layered search, whose stored count takes a layer's states as its merge writes them): the rate follows them instead */
  expanded?: number;
}

export class ProgressClock {
  private sinceClock = CLOCK_EVERY - FIRST_REPORT_AFTER;
  private lastReport: number;
  /** the first report is due at once */
  private reported = false;
  /**
   * The reports of the last RATE_WINDOW_MS or so (time, states counted: stored, or expanded
   * where the snapshot says), the oldest first: the rate is over them, so that a pause of a
   * search between its bursts (a layer's merge, a slice's end) does not read as 0/s.
   */
  private readonly window: { at: number; count: number }[] = [];
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
    return this.check(snapshot);
  }

  /**
   * Read the clock and report when due (the first time at once, then an interval apart); for
   * a search that runs in slices, after each. True when the caller asked to cancel.
   */
  check(snapshot: () => SearchSnapshot): boolean {
    const now = performance.now();
    // (the interval is tested first, so that the first report has run both tests)
    if (now - this.lastReport < this.interval && this.reported) return false;
    const { expanded, ...s } = snapshot();
    const count = expanded ?? s.stored;
    const window = this.window;
    if (window.length === 0) window.push({ at: this.t0, count: 0 });
    while (window.length > 1 && now - window[1]!.at >= RATE_WINDOW_MS) window.shift();
    const since = window[0]!;
    const dt = now - since.at;
    const cancel =
      this.options.onProgress?.({
        ...s,
        statesPerSecond: dt > 0 ? ((count - since.count) * 1000) / dt : 0,
        elapsedMs: now - this.t0,
      }) === true || this.options.shouldCancel?.() === true;
    this.lastReport = now;
    this.reported = true;
    // (a sample a tenth of the window at most: reports a few ms apart keep it short)
    if (now - window[window.length - 1]!.at >= RATE_WINDOW_MS / 10) window.push({ at: now, count });
    return cancel;
  }
}
