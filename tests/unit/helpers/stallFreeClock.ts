import { vi } from 'vitest';

/**
 * performance.now() made to count at most 4 ms between two readings, until `mockRestore()`.
 * Snakebird's early search runs on its share of the time (EarlySearch.step, by performance.now):
 * a stall of a busy machine in one of its slices counts as its own time, and sets it back five
 * times as long at its share of a fifth, so whether it finds a line or is done before the exact
 * search ends depended on the machine's load. With stalls left out it depends on the work alone.
 */
export function stallFreeClock() {
  const real = performance.now.bind(performance);
  let [read, clock] = [real(), 0];
  return vi.spyOn(performance, 'now').mockImplementation(() => {
    const now = real();
    clock += Math.min(now - read, 4);
    read = now;
    return clock;
  });
}
