// The Snakebird search run as WebAssembly (assembly/search.ts, built by scripts/build-wasm.mjs
// into searchModule.generated.ts). Same search as the engine's best-first one over the same
// shared packing, simulator and bound, but compiled ahead of time: V8 runs it at full speed
// from its first state, where the JavaScript search spends its first tens of milliseconds
// waiting for the JIT (docs/PERFORMANCE.md). This side copies the level in, runs the search in
// slices, with the engine's progress clock read after each so that a cancel is heard, keeps the
// state and memory budgets, and names the solution's moves by the JavaScript rules.
import { nameSteps } from '../../../engine/stateTable.ts';
import { ProgressClock } from '../../../engine/progress.ts';
import type { LimitKind, SearchOptions, SearchResult } from '../../../engine/types.ts';
import type { SnakebirdLevel } from '../format.ts';
import { compileSnakebird, snakebirdTables } from '../search.ts';
import { SEARCH_WASM } from './searchModule.generated.ts';

interface SearchExports {
  memory: WebAssembly.Memory;
  setGeometry(W: number, H: number, fruit: number, cap: number, snakes: number, blocks: number): void;
  setSnakefallRules(on: number): void;
  setTerrain(cell: number, t: number): void;
  addPad(cell: number): void;
  setFruitCell(f: number, cell: number): void;
  setSlotCap(i: number, c: number): void;
  addBlock(cells: number, shape: number): void;
  setBlockOffset(b: number, k: number, offset: number): void;
  setToExit(cell: number, any: number, up: number, left: number, right: number): void;
  setToFruit(f: number, cell: number, any: number, up: number, left: number, right: number): void;
  setFruitToExit(f: number, any: number, up: number, left: number, right: number): void;
  build(maxStates: number): number;
  setStartWord(k: number, v: number): void;
  start(): number;
  run(expansions: number): number;
  goalDepth(): number;
  pathState(k: number): number;
  stateWord(index: number, k: number): number;
  bytes(): number;
  stored: WebAssembly.Global;
  fNow: WebAssembly.Global;
  open: WebAssembly.Global;
}

// what run() returns
const RUNNING = 0;
const SOLVED = 1;
const UNSOLVABLE = 2;
/** not from run(): the module's memory could not grow */
const MEMORY_FULL = -1;
/** expansions between looks at the clock: a few milliseconds of search */
const SLICE = 4096;

let compiled: WebAssembly.Module | null = null;

/** The module, compiled once per thread (a worker may compile synchronously). */
function searchModule(): WebAssembly.Module {
  if (!compiled) compiled = new WebAssembly.Module(Uint8Array.from(atob(SEARCH_WASM), (c) => c.charCodeAt(0)));
  return compiled;
}

/**
 * Solve a level in WebAssembly; null when the engine must do it instead (counting the optimal
 * solutions needs its breadth-first search, or there is no WebAssembly).
 */
export function solveInWasm(level: SnakebirdLevel, options: SearchOptions): SearchResult | null {
  if (options.countSolutions || typeof WebAssembly === 'undefined') return null;
  const tables = snakebirdTables(level);
  const { geo, cap, slotCap, shapeOf, blockOffsets, movesLeft } = tables;
  // the JavaScript problem: the start state, and naming the solution's moves
  const problem = compileSnakebird(level, tables);
  const start = new Uint32Array(problem.words);
  problem.writeInitial(start);

  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  // a new instance for each solve: its memory goes when the solve is done
  const e = new WebAssembly.Instance(searchModule(), {
    env: {
      abort: () => {
        throw new Error('snakebird: the WebAssembly search stopped on a broken invariant');
      },
    },
  }).exports as unknown as SearchExports;
  e.setGeometry(geo.W, geo.H, geo.fruit.length, cap, slotCap.length, blockOffsets.length);
  e.setSnakefallRules(geo.snakefall ? 1 : 0);
  geo.terrain.forEach((t, c) => e.setTerrain(c, t));
  for (const p of geo.pads) e.addPad(p);
  geo.fruit.forEach((c, f) => e.setFruitCell(f, c));
  slotCap.forEach((c, i) => e.setSlotCap(i, c));
  blockOffsets.forEach((offsets, b) => {
    e.addBlock(offsets.length, shapeOf[b]!);
    offsets.forEach((v, k) => e.setBlockOffset(b, k, v));
  });
  const size = geo.W * geo.H;
  const by = (a: Uint16Array | Int32Array, i: number) => [a[i * 3]!, a[i * 3 + 1]!, a[i * 3 + 2]!] as const;
  for (let c = 0; c < size; c++) e.setToExit(c, movesLeft.toExit[c]!, ...by(movesLeft.stepsToExit, c));
  geo.fruit.forEach((_, f) => {
    for (let c = 0; c < size; c++) e.setToFruit(f, c, movesLeft.toFruit[f]![c]!, ...by(movesLeft.stepsToFruit[f]!, c));
    e.setFruitToExit(f, movesLeft.fruitToExit[f]!, ...by(movesLeft.fruitStepsToExit, f));
  });
  const words = e.build(Math.min(options.maxStates ?? 0x7fffffff, 0x7fffffff));
  if (words !== problem.words) throw new Error(`snakebird: the WebAssembly search packs ${words} words a state, the JavaScript ${problem.words}`);
  start.forEach((v, k) => e.setStartWord(k, v));

  const stored = () => e.stored.value as number;
  const maxBytes = options.maxBytes ?? Infinity;
  const clock = new ProgressClock(options, t0);
  const snapshot = () => ({ depth: e.fNow.value as number, stored: stored(), frontier: e.open.value as number, bytes: e.bytes() });
  const limit = (kind: LimitKind, detail?: string): SearchResult => ({ kind: 'limit', limit: kind, depth: e.fNow.value as number, stored: stored(), elapsedMs: elapsed(), bytes: e.bytes(), ...(detail ? { detail } : {}) });
  /** A slice of the search; MEMORY_FULL when the module's memory could not grow (WebAssembly's 32-bit memory holds 4 GiB). */
  const slice = (run: () => number): number => {
    try {
      return run();
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError && e.bytes() >= 2 ** 31) return MEMORY_FULL;
      throw error;
    }
  };
  let status = slice(() => e.start());
  while (status === RUNNING) {
    status = slice(() => e.run(SLICE));
    if (status === MEMORY_FULL) return limit('memory', 'the WebAssembly search filled the 4 GiB its memory can hold');
    if (status !== RUNNING) break;
    if (e.bytes() > maxBytes) return limit('memory');
    if (clock.check(snapshot)) return limit('cancelled');
  }
  if (status === UNSOLVABLE) return { kind: 'unsolvable', stored: stored(), elapsedMs: elapsed(), bytes: e.bytes(), method: 'astar' };
  if (status !== SOLVED) return limit('states');
  const moves = e.goalDepth();
  const states: Uint32Array[] = [];
  for (let k = 0; k <= moves; k++) {
    const index = e.pathState(k);
    states.push(Uint32Array.from({ length: words }, (_, w) => e.stateWord(index, w)));
  }
  return { kind: 'solved', moves, solution: nameSteps(problem, states), stored: stored(), elapsedMs: elapsed(), bytes: e.bytes(), method: 'astar' };
}
