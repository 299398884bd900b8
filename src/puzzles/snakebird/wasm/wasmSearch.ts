// The one JavaScript side of the WebAssembly search (assembly/search.ts, built by
// scripts/build-wasm.mjs into search.wasm): its typed exports, compiling the module, writing
// the level's tables into its memory, running it in slices with the engine's progress clock
// (so that a cancel is heard), and naming the solution's moves by the JavaScript rules.
// Beside the exact search it can run an early one (weighted A* and best-first width searches,
// in instances of their own, on a small share of the time and memory) that finds a winning
// line quickly, not proven shortest; the exact search's lowest open f proves a lower bound,
// and when the two meet the early line is the answer.
import { nameSteps } from '../../../engine/stateTable.ts';
import { ProgressClock } from '../../../engine/progress.ts';
import type { FoundLine, LimitKind, SearchOptions, SearchResult } from '../../../engine/types.ts';
import { WasmModuleAsset } from '../../../engine/wasmModule.ts';
import type { SnakebirdLevel } from '../format.ts';
import { compileSnakebird, snakebirdTables, type SnakebirdProblem } from '../search.ts';
import { tablesLength, writeTables } from './levelTables.ts';
import { followLineBack, type LineAnswer, type LineQuestion } from './line.ts';
import { DEPTH_LIMIT, LAYER_DONE, MEMORY_FULL, MEMORY_LIMIT, RUNNING, SOLVED, STATE_LIMIT, UNSOLVABLE } from './searchStatus.ts';

export interface SearchExports {
  memory: WebAssembly.Memory;
  tablesAt(length: number): number;
  build(maxStates: number, maxBytes: number, budget: boolean, depthBitsAtLeast: number): number;
  shardAs(which: number, count: number): boolean;
  start(): number;
  run(expansions: number): number;
  goalIndex(): number;
  depthAt(index: number): number;
  stateWord(index: number, k: number): number;
  liveBytes(): number;
  setTargetWord(k: number, word: number): void;
  predecessor(depth: number, exact: boolean, from: number, count: number): number;
  storedCount(): number;
  outboxAt(owner: number): number;
  outboxCount(owner: number): number;
  outboxTaken(owner: number): void;
  inboxAt(n: number): number;
  receive(n: number): number;
  layer(f: number): void;
  weigh(num: number, den: number, shorterThan: number): void;
  seekNovel(shorterThan: number, bySum: boolean): void;
  stored: WebAssembly.Global;
  fNow: WebAssembly.Global;
  open: WebAssembly.Global;
}

/** expansions between looks at the clock: a few milliseconds of search */
export const SLICE = 4096;
/** What one WebAssembly memory can address (32-bit): the most one instance can hold, whatever the budget. */
export const WASM_MEMORY_BYTES = 2 ** 32;
/** The most shards (instances, each with its memory) a search spreads over (assembly/search.ts says the same). */
export const MAX_SHARDS = 8;
/**
 * The bits a record keeps for its depth at least (more where the state's bits leave them in its
 * last byte): 126 moves. A search that goes deeper stops and runs again with WIDE_DEPTH_BITS.
 */
export const DEPTH_BITS = 7;
export const WIDE_DEPTH_BITS = 16;
/** a message between shards: the successor's words, then its depth and its parent's bound (assembly/search.ts, messageWords) */
export const MESSAGE_EXTRA_WORDS = 2;

const searchAsset = new WasmModuleAsset(new URL('./search.wasm', import.meta.url), 'snakebird: the WebAssembly search');

/** Compile the module once per thread (engine/wasmModule.ts). */
export function prepareSearchModule(): Promise<void> {
  return searchAsset.prepare();
}

export function searchModule(): WebAssembly.Module {
  return searchAsset.module();
}

const INTERNAL = "internal error in snakebird's WebAssembly search";

/**
 * An error inside the module that is not memory running out: a bug, reported as one, in words that
 * say "internal error" once wherever they are shown (the CLI's faultWords adds no second one).
 */
export function internalError(cause: unknown): Error {
  const said = cause instanceof Error ? cause.message : String(cause);
  // (a thread's own internal error, handed on by the one that heard it: said as it is)
  return new Error(said.startsWith(INTERNAL) ? said : `${INTERNAL}: ${said} (a bug in the solver, not in the level: please report it, with the level)`);
}

/**
 * A new instance of the module (or of another build of it: the simulator's bench) with the level
 * written into it and built: a search of its own, whose memory goes with it.
 */
export function instantiate(writeLevel: (e: SearchExports) => void, maxStates: number, maxBytes: number, budget: boolean, depthBits = DEPTH_BITS, module = searchModule()): { e: SearchExports; words: number } {
  let memory: WebAssembly.Memory | null = null;
  // AssemblyScript's abort(message, file, line, column): a string's UTF-16 length in bytes sits just before it
  const text = (at: number) => (at === 0 || !memory ? '' : String.fromCharCode(...new Uint16Array(memory.buffer, at, new Uint32Array(memory.buffer, at - 4, 1)[0]! / 2)));
  const e = new WebAssembly.Instance(module, {
    env: {
      abort: (message: number, file: number, line: number, column: number) => {
        throw new Error(`abort: ${text(message)} at ${text(file)}:${line}:${column}`);
      },
    },
  }).exports as unknown as SearchExports;
  memory = e.memory;
  writeLevel(e);
  return { e, words: e.build(Math.min(maxStates, 0x7fffffff), maxBytes, budget, depthBits) };
}

/** Run a slice of a search; an error inside it is a bug. */
export function slice(run: () => number): number {
  try {
    return run();
  } catch (error) {
    throw internalError(error);
  }
}

/**
 * What following the line back needs of each shard: its instance, or (parallel.ts) a worker
 * that holds it, asked a call at a time (so every argument and answer is a number).
 */
export type ShardLine = Pick<SearchExports, 'goalIndex' | 'depthAt' | 'stateWord' | 'setTargetWord' | 'predecessor' | 'storedCount'>;

/** The packed state of record `index` of a shard. */
function stateOf(e: ShardLine, words: number, index: number): Uint32Array {
  return Uint32Array.from({ length: words }, (_, w) => e.stateWord(index, w) >>> 0);
}

/** One shard's answer to a question of followLineBack (line.ts). */
export function answerLineQuestion(e: ShardLine, words: number, q: LineQuestion): LineAnswer {
  for (let k = 0; k < words; k++) e.setTargetWord(k, q.target[k]!);
  const index = e.predecessor(q.depth, q.exact, q.from, q.count);
  return index < 0 ? null : { index, depth: e.depthAt(index), state: stateOf(e, words, index) };
}

/**
 * The packed states from the start to the goal the search over these shards reached (in shard
 * `where`), found again from the records' depths; `exact`: the exact search (not a weighted one).
 */
export function followLine(shards: readonly ShardLine[], where: number, words: number, exact: boolean): Uint32Array[] {
  const e = shards[where]!;
  const index = e.goalIndex();
  const stored = shards.map((shard) => shard.storedCount());
  const line = followLineBack({ shard: where, index, depth: e.depthAt(index), state: stateOf(e, words, index) }, stored, exact);
  for (let step = line.next(null); ; step = line.next(answerLineQuestion(shards[step.value.shard]!, words, step.value))) {
    if (step.done) return step.value;
  }
}

/**
 * How an early search orders its states: weighted A* with the weight num/den on the bound, or
 * a best-first width search (assembly/search.ts, seekNovel), whose lines run deeper than a
 * record's depth usually holds, over the bound ('novel') or over the heads' distances added up
 * ('novel-sum').
 */
export type EarlyOrder = readonly [num: number, den: number] | WidthOrder;
type WidthOrder = 'novel' | 'novel-sum';
/** Whether the order is a width search's (which starts again with each line it finds, looking for shorter ones). */
export const isWidth = (order: EarlyOrder): order is WidthOrder => typeof order === 'string';

/** Make the search in e an early one of this order, looking only for lines shorter than `shorterThan`. */
function orderEarly(e: SearchExports, order: EarlyOrder, shorterThan: number): void {
  if (isWidth(order)) e.seekNovel(shorterThan, order === 'novel-sum');
  else e.weigh(order[0], order[1], shorterThan);
}

/**
 * The early searches run side by side (which is quicker varies by level: the weight 5 finds
 * star4's first line in a fifth of 2's time, 2 finds level 29's where 5 finds none within
 * millions of states, only the width searches find one on star3 and star6 within minutes, only
 * the one over the bound level 19's and only the one over the distances star1's).
 * Once one has a line, the others look only for shorter ones; when all are done, the exact
 * search alone goes on.
 */
export const EARLY_ORDERS: readonly EarlyOrder[] = [[2, 1], [5, 1], 'novel', 'novel-sum'];
/** the share of the time the early search may take until it has a line, and then while it looks for shorter ones */
const EARLY_SHARE_FIRST = 0.5;
const EARLY_SHARE = 0.2;
/** the early search starts once the exact one has run this long (a small level is solved before) */
const EARLY_AFTER_MS = 200;
/** the part of the states and memory budget the early search holds at most (the exact search keeps the rest) */
const EARLY_PART = 8;
/** expansions of an early slice */
const EARLY_SLICE = 1024;

interface EarlyRunner {
  order: EarlyOrder;
  search: { e: SearchExports; words: number } | null;
  started: boolean;
}

/**
 * The early answer: searches of the EARLY_ORDERS side by side on a share of the time, each in
 * an instance of its own (a width search starting again once it has a line); each line
 * found replays through the readable rules (nameSteps) before it is kept.
 */
export class EarlySearch {
  best: FoundLine | null = null;
  /** the early search proved its best line shortest (a weighted search with nothing shorter left) */
  proven = false;
  private readonly runners: EarlyRunner[];
  private turn = 0;
  private spentMs = 0;
  /** the most memory the early searches held (added up) */
  peakBytes = 0;

  constructor(
    private readonly newSearch: (part: number, depthBits: number) => { e: SearchExports; words: number },
    private readonly name: (states: Uint32Array[]) => string[],
    private readonly afterMs: number,
  ) {
    this.runners = EARLY_ORDERS.map((order) => ({ order, search: null, started: false }));
  }

  get done(): boolean {
    return this.proven || this.runners.every((r) => r.started && r.search === null);
  }

  /**
   * Run slices of the searches, in turn, while their share of the time `elapsedMs` allows; with
   * a `forMs`, for that long whatever the share (a thread of its own, which the exact search
   * does not wait for: the coordinator of a search spread over workers).
   */
  step(elapsedMs: number, forMs?: number): void {
    const t0 = performance.now();
    const allowed = () =>
      forMs !== undefined ? this.spentMs + forMs : (elapsedMs + (performance.now() - t0) - this.afterMs) * (this.best ? EARLY_SHARE : EARLY_SHARE_FIRST);
    try {
      while (!this.done && elapsedMs >= this.afterMs && this.spentMs + (performance.now() - t0) < allowed()) {
        const runner = this.runners[this.turn++ % this.runners.length]!;
        if (!runner.started || runner.search !== null) this.run(runner);
      }
    } finally {
      this.spentMs += performance.now() - t0;
    }
  }

  private run(runner: EarlyRunner): void {
    if (!runner.started) {
      runner.started = true;
      runner.search = this.newSearch(this.runners.length, depthBitsFor(runner.order));
      orderEarly(runner.search.e, runner.order, this.best ? this.best.moves : 0x7fffffff);
      const status = slice(() => runner.search!.e.start());
      if (status !== RUNNING) return this.finish(runner, status);
    }
    const e = runner.search!.e;
    const status = slice(() => e.run(EARLY_SLICE));
    this.peakBytes = this.runners.reduce((sum, r) => sum + (r.search?.e.memory.buffer.byteLength ?? 0), 0);
    if (status !== RUNNING) this.finish(runner, status);
  }

  private finish(runner: EarlyRunner, status: number): void {
    const search = runner.search!;
    runner.search = null;
    if (status === SOLVED) {
      const states = followLine([search.e], 0, search.words, false);
      if (!this.best || states.length - 1 < this.best.moves) {
        this.best = { moves: states.length - 1, solution: this.name(states) };
        // the others look only for shorter lines now
        for (const r of this.runners) if (r.search) orderEarly(r.search.e, r.order, this.best.moves);
      }
      // A width search starts again, in a new instance, looking only for lines shorter than the
      // best: its features seen start empty, so it spreads out anew, and its next line costs a
      // few times its first (star3: 176 moves, then 114 after 0.6 s of a thread alone). A
      // weighted one would do its first search again, the lines it has to beat hardly cut.
      if (isWidth(runner.order)) runner.started = false;
    } else if (status === UNSOLVABLE && this.best) {
      // nothing shorter than the best line is left: the other searches are let go of (done)
      this.proven = true;
      for (const r of this.runners) r.search = null;
    }
    // otherwise a limit (its share of the budget), or no line at all (the exact search says so)
  }
}

/**
 * The level as a search: the JavaScript problem (the start state, naming a line's moves), its
 * tables as the module reads them (levelTables.ts; sent as they are to a shard's worker), and
 * the writing of them into an instance.
 */
export function levelSearch(level: SnakebirdLevel): { problem: SnakebirdProblem; tables: Int32Array; writeLevel: (e: SearchExports) => void } {
  const laid = snakebirdTables(level);
  const { geo, cap, slotCap, shapeOf, blockOffsets, movesLeft } = laid;
  const problem = compileSnakebird(level, laid);
  const start = new Uint32Array(problem.words);
  problem.writeInitial(start);
  const tables = new Int32Array(tablesLength(geo, slotCap.length, blockOffsets, start.length));
  writeTables(tables, geo, cap, slotCap, shapeOf, blockOffsets, movesLeft, start);
  const writeLevel = (e: SearchExports) => writeLevelTables(e, tables);
  return { problem, tables, writeLevel };
}

/** Write a level's tables into an instance (room first: making it may grow the memory, which detaches a buffer read before). */
export function writeLevelTables(e: Pick<SearchExports, 'tablesAt' | 'memory'>, tables: Int32Array): void {
  const at = e.tablesAt(tables.length);
  new Int32Array(e.memory.buffer, at, tables.length).set(tables);
}

/** Solve a level in WebAssembly; null when counting the optimal solutions (that needs the engine's breadth-first search). */
export function solveInWasm(level: SnakebirdLevel, options: SearchOptions): SearchResult | null {
  if (options.countSolutions) return null;
  let depthBits = DEPTH_BITS;
  let first = solveInShards(level, options, 1, depthBits);
  // Deeper than a record's depth holds: again, with records that hold any depth.
  if (first.kind === 'limit' && first.limit === 'size') {
    depthBits = WIDE_DEPTH_BITS;
    const wide = solveInShards(level, options, 1, depthBits);
    first = { ...wide, elapsedMs: first.elapsedMs + wide.elapsedMs };
  }
  // One memory was full and the budget holds more of them: again, over as many as it holds.
  const shards = options.maxBytes === undefined ? 1 : Math.min(MAX_SHARDS, Math.floor(options.maxBytes / WASM_MEMORY_BYTES));
  if (first.kind !== 'limit' || first.limit !== 'memory' || first.detail === undefined || first.peakBytes! <= WASM_MEMORY_BYTES / 2 || shards < 2) return first;
  const again = solveInShards(level, options, shards, depthBits);
  return { ...again, elapsedMs: first.elapsedMs + again.elapsedMs };
}

/**
 * A search's budget spread over `shards` shards: the states, each shard's even share of the
 * memory (and whether that is the caller's budget rather than what one memory can address),
 * and the early search when asked for, whose part of the budget comes off the exact search's.
 */
export function shardBudget(options: SearchOptions, shards: number, problem: SnakebirdProblem, writeLevel: (e: SearchExports) => void): { maxStates: number; share: number; budget: boolean; early: EarlySearch | null } {
  const maxStates = options.maxStates ?? 0x7fffffff;
  const { early, bytes: earlyBytes } = earlySearchFor(options, problem, writeLevel);
  const exactBytes = options.maxBytes === undefined ? undefined : options.maxBytes - earlyBytes;
  const share = exactBytes === undefined ? WASM_MEMORY_BYTES : Math.min(WASM_MEMORY_BYTES, Math.floor(exactBytes / shards));
  return { maxStates, share, budget: share < WASM_MEMORY_BYTES, early };
}

/** The early search a solve asks for (options.early), or none, and the most bytes it takes (which come off the exact search's budget). */
export function earlySearchFor(options: SearchOptions, problem: SnakebirdProblem, writeLevel: (e: SearchExports) => void): { early: EarlySearch | null; bytes: number } {
  if (!options.early) return { early: null, bytes: 0 };
  const maxStates = Math.min(options.maxStates ?? 0x7fffffff, 0x7fffffff);
  // (the early search runs in one memory)
  const bytes = Math.min(options.maxBytes ?? WASM_MEMORY_BYTES, WASM_MEMORY_BYTES) / EARLY_PART;
  const early = new EarlySearch(
    (part, depthBits) => instantiate(writeLevel, Math.max(1, Math.floor(maxStates / EARLY_PART / part)), bytes / part, true, depthBits),
    (states) => nameSteps(problem, states),
    options.earlyAfterMs ?? EARLY_AFTER_MS,
  );
  return { early, bytes };
}

/**
 * Solve a level over `shards` instances of the module, each with its own memory and an even
 * share of the budget (one instance: the plain search), a record's depth in at least
 * `depthBits` bits (a deeper search stops with the limit 'size'). Exported for the tests,
 * which spread small levels over several.
 */
/**
 * How a search of one shard expands its states when not by run() alone (helpedSearch.ts: with
 * helper threads): what runs a slice of it in the instance, and the bytes held for it outside
 * the instance (counted in the memory figure).
 */
export interface ShardRunner {
  heldBytes: number;
  runner(e: SearchExports): (expansions: number) => number;
}

export function solveInShards(level: SnakebirdLevel, options: SearchOptions, shards: number, depthBits = DEPTH_BITS, helped?: ShardRunner): SearchResult {
  const { problem, writeLevel } = levelSearch(level);

  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  const { maxStates, share, budget, early } = shardBudget(options, shards, problem, writeLevel);
  // a new instance for each shard of each solve: its memory goes when the solve is done
  const es = Array.from({ length: shards }, (_, i) => {
    const { e, words } = instantiate(writeLevel, maxStates, share, budget, depthBits);
    if (words !== problem.words) throw internalError(`it packs ${words} words a state, the JavaScript ${problem.words}`);
    if (shards > 1 && !e.shardAs(i, shards)) throw internalError(`it takes no ${shards} shards`);
    return e;
  });
  const messageWords = problem.words + MESSAGE_EXTRA_WORDS;

  const stored = () => es.reduce((n, e) => n + (e.stored.value as number), 0);
  const live = () => es.reduce((n, e) => n + e.liveBytes(), 0);
  /** the memory the search holds: its modules' memories, which never shrink (and the early search's) */
  const peakBytes = () => es.reduce((n, e) => n + e.memory.buffer.byteLength, 0) + (early?.peakBytes ?? 0) + (helped?.heldBytes ?? 0);
  const depth = () => es[0]!.fNow.value as number;
  const clock = new ProgressClock(options, t0);
  const bestFound = () => (early?.best ? { bestFound: early.best } : {});
  const snapshot = () => ({ depth: depth(), lowerBound: depth(), stored: stored(), frontier: es.reduce((n, e) => n + (e.open.value as number), 0), bytes: peakBytes(), ...bestFound() });
  const limit = (kind: LimitKind, detail?: string): SearchResult => ({
    kind: 'limit',
    limit: kind,
    depth: depth(),
    stored: stored(),
    elapsedMs: elapsed(),
    bytes: live(),
    peakBytes: peakBytes(),
    ...(detail ? { detail } : {}),
    ...bestFound(),
  });
  const solved = (moves: number, solution: string[]): SearchResult => ({ kind: 'solved', moves, solution, stored: stored(), elapsedMs: elapsed(), bytes: live(), peakBytes: peakBytes(), method: 'astar' });
  /** the early line, once nothing shorter can exist: the exact search has no open state below it, or the early search ran out of shorter ones */
  const met = () => (early?.best && (early.proven || depth() >= early.best.moves) ? early.best : null);
  /** Carry shard i's messages to their owners: the first status that is not RUNNING (and the shard it came from), or null; sets `sent` when there were any. */
  let sent = false;
  const deliver = (i: number): [number, number] | null => {
    const from = es[i]!;
    for (let j = 0; j < shards; j++) {
      const count = j === i ? 0 : from.outboxCount(j);
      if (count === 0) continue;
      sent = true;
      const to = es[j]!;
      const at = slice(() => to.inboxAt(count));
      if (at === 0) return [slice(() => to.receive(0)), j];
      new Uint32Array(to.memory.buffer, at, count * messageWords).set(new Uint32Array(from.memory.buffer, from.outboxAt(j), count * messageWords));
      from.outboxTaken(j);
      const status = slice(() => to.receive(count));
      if (status !== RUNNING) return [status, j];
    }
    return null;
  };

  let status = RUNNING;
  let where = 0;
  for (let i = 0; i < shards && status === RUNNING; i++) {
    status = slice(() => es[i]!.start());
    where = i;
  }
  // every shard starts at the f of the start state, which its owner set
  const f0 = Math.max(...es.map((e) => e.fNow.value as number));
  for (const e of es) e.layer(f0);
  const runOne = helped && shards === 1 ? helped.runner(es[0]!) : (n: number) => es[0]!.run(n);
  // (the first report at once: a solve of a few slices would otherwise say nothing of itself, its threads included)
  if (status === RUNNING && clock.check(snapshot)) return limit('cancelled');
  search: while (status === RUNNING) {
    if (shards === 1) {
      status = slice(() => runOne(SLICE));
    } else {
      // a round: each shard expands a slice of the current f, its messages go to their owners
      let busy = false;
      sent = false;
      for (let i = 0; i < shards; i++) {
        const s = slice(() => es[i]!.run(SLICE));
        if (s === RUNNING) busy = true;
        else if (s !== LAYER_DONE) {
          [status, where] = [s, i];
          break search;
        }
        const stop = deliver(i);
        if (stop) {
          [status, where] = stop;
          break search;
        }
      }
      // every shard is done with this f and nothing is on its way: the next f, or none is left
      if (!busy && !sent) {
        if (es.every((e) => (e.open.value as number) === 0)) status = UNSOLVABLE;
        else {
          const next = depth() + 1;
          for (const e of es) e.layer(next);
        }
      }
    }
    if (status !== RUNNING) break;
    if (early) {
      early.step(elapsed());
      const line = met();
      if (line) return solved(line.moves, line.solution);
    }
    if (clock.check(snapshot)) return limit('cancelled');
  }
  switch (status) {
    case SOLVED:
      break;
    case UNSOLVABLE:
      return { kind: 'unsolvable', stored: stored(), elapsedMs: elapsed(), bytes: live(), peakBytes: peakBytes(), method: 'astar' };
    case STATE_LIMIT:
      return limit('states');
    case MEMORY_LIMIT:
      return limit('memory');
    case MEMORY_FULL:
      return limit('memory', memoryFull(shards, es[where]!.memory.buffer.byteLength, options.maxBytes));
    case DEPTH_LIMIT:
      return limit('size', `its line is longer than the ${depthBits}-bit depth of a stored state holds`);
    default:
      throw internalError(`unknown status ${status}`);
  }
  // the solution, found again from the goal through the records' depths (its states may be in any shard)
  const states = followLine(es, where, problem.words, true);
  return solved(states.length - 1, nameSteps(problem, states));
}

/** Why a memory that could not grow stopped the search, and what would let it go further. */
export function memoryFull(shards: number, held: number, maxBytes: number | undefined): string {
  if (held <= WASM_MEMORY_BYTES / 2) {
    return `the runtime gave the search no more than ${Math.round(held / 2 ** 20)} MB: a smaller budget, fewer other tabs or the command line (npm run solve) may leave it more`;
  }
  if (shards < MAX_SHARDS && (maxBytes === undefined || maxBytes < 2 * WASM_MEMORY_BYTES)) {
    return `one WebAssembly memory holds at most 4 GiB: a budget of 8 GiB or more (the command line's --max-memory 8192) lets the search spread its states over several memories, as many as the budget holds (in the app: Keep searching with twice the budget, where the device has the memory)`;
  }
  return `the search's ${shards} WebAssembly memories of 4 GiB each are full (${MAX_SHARDS} at the most, a budget of ${MAX_SHARDS * 4} GiB): a larger budget on a machine with that memory, or a search that keeps its states on disk, which Unstuck does not have yet, would go further`;
}

/** A record's depth bits for an early search of this order. */
const depthBitsFor = (order: EarlyOrder): number => (isWidth(order) ? WIDE_DEPTH_BITS : DEPTH_BITS);

/**
 * An early search alone, from the start: the first line it finds (not proven shortest), or
 * null when it finds none within the budget (for the tests and the bench, which hold it to the
 * exact search).
 */
export function firstLineInWasm(level: SnakebirdLevel, order: EarlyOrder, options: { maxStates?: number; shorterThan?: number } = {}): (FoundLine & { stored: number }) | null {
  const { problem, writeLevel } = levelSearch(level);
  const { e, words } = instantiate(writeLevel, options.maxStates ?? 0x7fffffff, WASM_MEMORY_BYTES, false, depthBitsFor(order));
  orderEarly(e, order, options.shorterThan ?? 0x7fffffff);
  let status = slice(() => e.start());
  while (status === RUNNING) status = slice(() => e.run(SLICE));
  if (status !== SOLVED) return null;
  const states = followLine([e], 0, words, false);
  return { moves: states.length - 1, solution: nameSteps(problem, states), stored: e.stored.value as number };
}
