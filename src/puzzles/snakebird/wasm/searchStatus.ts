// What the WebAssembly search's start() and run() return (assembly/search.ts), read by
// wasmSearch.ts, and the one value of an argument the module and JavaScript agree on. Written in
// the subset of TypeScript that AssemblyScript also compiles.

export const RUNNING: i32 = 0;
export const SOLVED: i32 = 1;
export const UNSOLVABLE: i32 = 2;
export const STATE_LIMIT: i32 = 3;
/** the budget forbids the next growth */
export const MEMORY_LIMIT: i32 = 4;
/** the memory could not grow: WebAssembly's 4 GiB, or the runtime refused */
export const MEMORY_FULL: i32 = 5;
/** a state is deeper than a record's depth holds (assembly/search.ts, "records"): wider records would hold it */
export const DEPTH_LIMIT: i32 = 6;
/** a shard has no state of the current f left: it waits for the others (assembly/search.ts, "shards") */
export const LAYER_DONE: i32 = 7;

/**
 * expandLayer's `movesLeftAtMost` for a batch of A*'s (helpedSearch.ts): each of its states had
 * its bound asked as it was stored (one that cannot be won is stored but never queued), so the
 * bound is not asked again. (Far from any a layered search passes: the moves its line may
 * still take.)
 */
export const BOUND_ASKED_WHEN_STORED: i32 = -0x7fffffff - 1;
