// The budget every search request gets unless it names its own, and its doubling, apart from the
// worker's client so that the first screen (the store's idle state) holds them without the
// client's code; the budgets only asked for later are in largerBudgets.ts, off the first screen.

/**
 * The most memory a search in the browser may hold (a budget larger than the default is only
 * asked for by the memory note's sized Solve or "Keep searching with twice the budget"). The
 * WebAssembly search spreads its states over up to 8 memories of 4 GiB. A browser tells the
 * device's memory (navigator.deviceMemory, in GiB) rounded down to a power of two, Chromium
 * from 146 on as 1 to 32 (before, 8 meant "8 or more"), so the device has at least that and
 * less than twice it: below 8, half of it; from 8, three quarters (the rest for the system and
 * the browser), up to the search's most; where the browser does not tell, one memory. A
 * runtime that refuses memory ends the search as a memory limit, with what it gave.
 */
export function browserMaxBytes(deviceMemory: number | undefined): number {
  if (typeof deviceMemory !== 'number' || !(deviceMemory > 0)) return ONE_MEMORY_BYTES;
  return deviceMemory >= 8 ? Math.min(SEARCH_MAX_BYTES, deviceMemory * 0.75 * 2 ** 30) : (deviceMemory * 2 ** 30) / 2;
}
export const ONE_MEMORY_BYTES = 4 * 2 ** 30;
const SEARCH_MAX_BYTES = 8 * ONE_MEMORY_BYTES;
export const BROWSER_MAX_BYTES = browserMaxBytes((globalThis.navigator as { deviceMemory?: number } | undefined)?.deviceMemory);

/** The search budget a request gets unless it names its own. */
export const DEFAULT_BUDGET = { maxStates: 30_000_000, maxBytes: Math.min(1536 * 2 ** 20, BROWSER_MAX_BYTES) };

/** "Keep searching with twice the budget": twice the states, twice the memory up to what the browser can hold. */
export function doubledBudget(budget: { maxStates: number; maxBytes: number }): { maxStates: number; maxBytes: number } {
  return { maxStates: budget.maxStates * 2, maxBytes: Math.min(budget.maxBytes * 2, BROWSER_MAX_BYTES) };
}
