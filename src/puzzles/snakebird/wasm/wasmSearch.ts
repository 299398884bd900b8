// The one JavaScript side of the WebAssembly search (assembly/search.ts, built by
// scripts/build-wasm.mjs into search.wasm): its typed exports, compiling the module, writing
// the level's tables into its memory, running it in slices with the engine's progress clock
// (so that a cancel is heard), and naming the solution's moves by the JavaScript rules.
import { nameSteps } from '../../../engine/stateTable.ts';
import { ProgressClock } from '../../../engine/progress.ts';
import type { LimitKind, SearchOptions, SearchResult } from '../../../engine/types.ts';
import type { SnakebirdLevel } from '../format.ts';
import { compileSnakebird, snakebirdTables } from '../search.ts';
import { tablesLength, writeTables } from './levelTables.ts';
import { ARRAY_FULL, MEMORY_FULL, MEMORY_LIMIT, RUNNING, SOLVED, STATE_LIMIT, UNSOLVABLE } from './searchStatus.ts';

interface SearchExports {
  memory: WebAssembly.Memory;
  tablesAt(length: number): number;
  build(maxStates: number, maxBytes: number, budget: boolean): number;
  start(): number;
  run(expansions: number): number;
  goalDepth(): number;
  pathState(k: number): number;
  stateWord(index: number, k: number): number;
  liveBytes(): number;
  stored: WebAssembly.Global;
  fNow: WebAssembly.Global;
  open: WebAssembly.Global;
}

/** What would let a larger level be solved, which no budget does. */
const BEYOND = 'a level this large needs a search that keeps its states outside one WebAssembly memory, which Unstuck does not have yet';
/** expansions between looks at the clock: a few milliseconds of search */
const SLICE = 4096;
/** What one WebAssembly memory can address (32-bit): the most a search can hold, whatever the budget. */
const WASM_MEMORY_BYTES = 2 ** 32;

const MODULE_URL = new URL('./search.wasm', import.meta.url);
let compiled: WebAssembly.Module | null = null;

/** Node's fs, where there is one (the CLI, the bench, the tests), without importing it in a browser bundle. */
function nodeFs(): typeof import('node:fs') | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:fs') as typeof import('node:fs') | undefined;
}

/**
 * Compile the module once per thread: in a browser from its URL as it streams in (a host
 * that serves .wasm without its MIME type gets a plain compile), in Node from the file.
 */
export async function prepareSearchModule(): Promise<void> {
  if (compiled) return;
  if (nodeFs()) {
    searchModule();
    return;
  }
  try {
    compiled = await WebAssembly.compileStreaming(fetch(MODULE_URL));
  } catch {
    const response = await fetch(MODULE_URL);
    if (!response.ok) throw new Error(`snakebird: the WebAssembly search could not be loaded (${response.status} ${MODULE_URL.pathname})`);
    compiled = await WebAssembly.compile(await response.arrayBuffer());
  }
}

function searchModule(): WebAssembly.Module {
  if (compiled) return compiled;
  const fs = nodeFs();
  if (!fs) throw new Error('snakebird: internal error: the WebAssembly search was not loaded (prepareSearchModule)');
  compiled = new WebAssembly.Module(fs.readFileSync(MODULE_URL));
  return compiled;
}

/** An error inside the module that is not memory running out: a bug, reported as one. */
function internalError(cause: unknown): Error {
  return new Error(`snakebird: internal error in the WebAssembly search (${cause instanceof Error ? cause.message : String(cause)})`);
}

/** Solve a level in WebAssembly; null when counting the optimal solutions (that needs the engine's breadth-first search). */
export function solveInWasm(level: SnakebirdLevel, options: SearchOptions): SearchResult | null {
  if (options.countSolutions) return null;
  const tables = snakebirdTables(level);
  const { geo, cap, slotCap, shapeOf, blockOffsets, movesLeft } = tables;
  // the JavaScript problem: the start state, and naming the solution's moves
  const problem = compileSnakebird(level, tables);
  const start = new Uint32Array(problem.words);
  problem.writeInitial(start);

  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  let memory: WebAssembly.Memory | null = null;
  // AssemblyScript's abort(message, file, line, column): a string's UTF-16 length in bytes sits just before it
  const text = (at: number) => (at === 0 || !memory ? '' : String.fromCharCode(...new Uint16Array(memory.buffer, at, new Uint32Array(memory.buffer, at - 4, 1)[0]! / 2)));
  // a new instance for each solve: its memory goes when the solve is done
  const e = new WebAssembly.Instance(searchModule(), {
    env: {
      abort: (message: number, file: number, line: number, column: number) => {
        throw new Error(`abort: ${text(message)} at ${text(file)}:${line}:${column}`);
      },
    },
  }).exports as unknown as SearchExports;
  memory = e.memory;
  const length = tablesLength(geo, slotCap.length, blockOffsets, start.length);
  // (room first: making it may grow the memory, which detaches the buffer read before)
  const at = e.tablesAt(length);
  writeTables(new Int32Array(e.memory.buffer, at, length), geo, cap, slotCap, shapeOf, blockOffsets, movesLeft, start);
  const budget = options.maxBytes !== undefined && options.maxBytes < WASM_MEMORY_BYTES;
  const words = e.build(Math.min(options.maxStates ?? 0x7fffffff, 0x7fffffff), budget ? options.maxBytes! : WASM_MEMORY_BYTES, budget);
  if (words !== problem.words) throw internalError(`it packs ${words} words a state, the JavaScript ${problem.words}`);

  const stored = () => e.stored.value as number;
  /** the most memory the search has held: its module's memory, which never shrinks */
  const peakBytes = () => e.memory.buffer.byteLength;
  const clock = new ProgressClock(options, t0);
  const snapshot = () => ({ depth: e.fNow.value as number, stored: stored(), frontier: e.open.value as number, bytes: e.liveBytes() });
  const limit = (kind: LimitKind, detail?: string): SearchResult => ({
    kind: 'limit',
    limit: kind,
    depth: e.fNow.value as number,
    stored: stored(),
    elapsedMs: elapsed(),
    bytes: e.liveBytes(),
    peakBytes: peakBytes(),
    ...(detail ? { detail } : {}),
  });
  const slice = (run: () => number): number => {
    try {
      return run();
    } catch (error) {
      throw internalError(error);
    }
  };
  let status = slice(() => e.start());
  while (status === RUNNING) {
    status = slice(() => e.run(SLICE));
    if (status === RUNNING && clock.check(snapshot)) return limit('cancelled');
  }
  switch (status) {
    case SOLVED:
      break;
    case UNSOLVABLE:
      return { kind: 'unsolvable', stored: stored(), elapsedMs: elapsed(), bytes: e.liveBytes(), peakBytes: peakBytes(), method: 'astar' };
    case STATE_LIMIT:
      return limit('states');
    case MEMORY_LIMIT:
      return limit('memory');
    case MEMORY_FULL:
      return limit(
        'memory',
        peakBytes() > WASM_MEMORY_BYTES / 2
          ? `the WebAssembly search holds at most 4 GiB (one 32-bit WebAssembly memory), so no larger budget helps: ${BEYOND}`
          : `the runtime gave the search no more than ${Math.round(peakBytes() / 2 ** 20)} MB: a smaller budget, fewer other tabs or the command line (npm run solve) may leave it more`,
      );
    case ARRAY_FULL:
      return limit('memory', `the WebAssembly search's hash table is as large as one of its arrays can be (1 GiB), so no larger budget helps: ${BEYOND}`);
    default:
      throw internalError(`unknown status ${status}`);
  }
  const moves = e.goalDepth();
  const states: Uint32Array[] = [];
  for (let k = 0; k <= moves; k++) {
    const index = e.pathState(k);
    states.push(Uint32Array.from({ length: words }, (_, w) => e.stateWord(index, w)));
  }
  return { kind: 'solved', moves, solution: nameSteps(problem, states), stored: stored(), elapsedMs: elapsed(), bytes: e.liveBytes(), peakBytes: peakBytes(), method: 'astar' };
}
