// The budgets a search may ask for beyond the default (the memory note's sized Solve, a solve in
// layers), and what decides them: apart from budgets.ts, which the first screen holds.
import { BROWSER_MAX_BYTES, ONE_MEMORY_BYTES } from './budgets.ts';

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

/** a search that held more than this is not worth keeping its worker for */
export const KEEP_WORKER_MAX_BYTES = 64 * 1024 * 1024;
