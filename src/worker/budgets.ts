// The budgets every search request gets or may ask for, apart from the worker's client so that
// the first screen (the store's idle state) holds them without the client's code.

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
const ONE_MEMORY_BYTES = 4 * 2 ** 30;
const SEARCH_MAX_BYTES = 8 * ONE_MEMORY_BYTES;
export const BROWSER_MAX_BYTES = browserMaxBytes((globalThis.navigator as { deviceMemory?: number } | undefined)?.deviceMemory);

/** The search budget a request gets unless it names its own. */
export const DEFAULT_BUDGET = { maxStates: 30_000_000, maxBytes: Math.min(1536 * 2 ** 20, BROWSER_MAX_BYTES) };

/**
 * The budget for a level whose search may hold up to `bytes` (its estimate's upper figure), so
 * that a person need not double the budget again and again, each time searching from the
 * start: that memory in whole memories of 4 GiB (what one shard of the search holds), at most
 * what the browser can hold, and states to match (8 bytes each, about half what a state takes);
 * null when that is no more than `current` has.
 */
export function sizedBudget(bytes: number, current: { maxStates: number; maxBytes: number }, browserMax = BROWSER_MAX_BYTES): { maxStates: number; maxBytes: number } | null {
  const maxBytes = Math.min(browserMax, Math.ceil(bytes / ONE_MEMORY_BYTES) * ONE_MEMORY_BYTES);
  if (!(maxBytes > current.maxBytes)) return null;
  return { maxBytes, maxStates: Math.max(current.maxStates, Math.ceil(maxBytes / 8)) };
}

/**
 * The budget of a search in compressed layers (a few bytes a state, its chunks taken as it
 * grows): what the browser can hold, and states to match at a byte each (a layer's key takes at
 * least its difference's one byte), so that the memory is what stops it; with its layers on disk (`onDisk`: the page has
 * a private file system), no count of states: the storage the browser gives stops it, and says so.
 */
export function layersBudget(onDisk: boolean, browserMax = BROWSER_MAX_BYTES): { maxStates: number; maxBytes: number } {
  return { maxBytes: browserMax, maxStates: onDisk ? Number.MAX_SAFE_INTEGER : Math.floor(browserMax) };
}

/** Whether this page has a private file system (OPFS), where a solve in layers keeps them (worker/opfsStore.ts). */
export function hasPrivateFiles(): boolean {
  return typeof (globalThis as { navigator?: { storage?: { getDirectory?: unknown } } }).navigator?.storage?.getDirectory === 'function';
}

/** "Keep searching with twice the budget": twice the states, twice the memory up to what the browser can hold. */
export function doubledBudget(budget: { maxStates: number; maxBytes: number }): { maxStates: number; maxBytes: number } {
  return { maxStates: budget.maxStates * 2, maxBytes: Math.min(budget.maxBytes * 2, BROWSER_MAX_BYTES) };
}

/** a search that held more than this is not worth keeping its worker for */
export const KEEP_WORKER_MAX_BYTES = 64 * 1024 * 1024;
