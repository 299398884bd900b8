// Breadth-first search over sorted, compressed layers (in the manner of the C++ solver of
// github jsnell/snakebird-solver): no hash table and no parents. Each layer is a KeySet
// (sortedKeys.ts), a few bytes a state. Layer d + 1 is made by expanding layer d in order,
// buffering the successors, sorting each full buffer into a run (held as it is while a share of
// the budget holds it, else compressed), merging the runs, and
// subtracting every layer already made (they are the seen set; without a store it is sought in
// as a few unions of consecutive layers, each built beside the merge that follows its last
// layer, and the layers stay for the line). Layer d's states are expanded
// as that merge writes them, not once the layer is made, so that a problem that hands its
// batches to other threads keeps them busy while this one merges. Runs are merged as they come,
// many of a tier into one (in memory less the two newest layers, which hold most repeats), so a
// layer's candidates never wait all at once. For keys of up to two words the merge and the seeks
// in the seen set run in the engine's WebAssembly module (mergeSubtract.ts), else in
// sortedKeys.ts's MergedKeys and subtractKeySets. With a ChunkStore each layer is spilled there as
// it is written (and runs past a share of the budget), and a search can resume from layers
// 0..d read back from it. The line is found again from the goal: for d = D - 1 down to 0, the
// first state of layer d that has the line's next state among its successors.
import { plural } from './count.ts';
import { ProgressClock } from './progress.ts';
import { MergeSubtract } from './mergeSubtract.ts';
import { ByteBudget, CHUNK_MAX_BYTES, type ChunkStore, compareKeys, copyKey, KeySet, KeySetWriter, type KeysRun, KeysRunRooms, MergedKeys, SIDE_EVERY, sortUniqueKeys, spilledKeySet, type SpillTo, subtractKeySets, type SetStop, type SubtractOptions, UnionBuilder } from './sortedKeys.ts';
import type { LimitKind, SearchOptions, SearchProblem, SearchResult } from './types.ts';

/** What the layered search asks of a problem: states of `words` words, expanded a batch at a time. */
export interface LayeredProblem {
  readonly words: number;
  /** the most successors one state has */
  readonly maxSuccessors: number;
  writeStart(out: Uint32Array): void;
  isGoal(state: Uint32Array, off: number): boolean;
  /**
   * Write the successors of the `count` states of states[0 .. count × words) into out from
   * word outOff on (room for count × maxSuccessors of them); returns how many it wrote, or
   * -(i + 1) when the i-th written is a goal (it may stop there). `first`: the states are the
   * start's layer (the start may need what the others were given already). `movesLeftAtMost`
   * (Infinity when any number will do): a state from which the problem's lower bound says more
   * moves than that are left need not be expanded (a problem without a bound expands it).
   */
  expand(states: Uint32Array, count: number, out: Uint32Array, outOff: number, first: boolean, movesLeftAtMost: number): number;
  /**
   * A problem that hands batches to other threads may give their successors back calls later
   * (expand then has room for batchStates × maxSuccessors whatever `count` is, and writes no
   * more); drain gives back the successors of one batch still out, as expand's answer, or null
   * when none is (it is called at the end of a layer until then).
   */
  drain?(out: Uint32Array, outOff: number): number | null;
  /** The index of the first of the `count` states of `states` that has `target` among its successors, or -1. */
  predecessorIn(states: Uint32Array, count: number, target: Uint32Array, first: boolean): number;
  /** Where full buffers of successors are sorted while this thread goes on (another thread), if anywhere. */
  sortElsewhere?: SortElsewhere | null;
}

/**
 * Sorts of buffers of keys done elsewhere (another thread), one at a time: the search hands a
 * full buffer of successors over, fills the next one meanwhile, and takes the sorted keys back
 * before it hands over another (sortedKeys.ts's sortUniqueKeys, done there).
 */
export interface SortElsewhere {
  /** the most keys one sort takes */
  readonly capacity: number;
  /** Start sorting keys[0 .. count × words) (copied: the buffer is free at once). */
  start(keys: Uint32Array, count: number): void;
  /** The keys of the sort started, sorted, repeats dropped (waiting for them); valid until the next start. */
  finish(): Uint32Array;
}

export interface LayeredOptions extends SearchOptions {
  /** states expanded in one call of expand() */
  batchStates?: number;
  /** successors buffered before they are sorted into a run */
  candidateKeys?: number;
  /** bytes the caller holds for the search outside it (counted against maxBytes from the start) */
  heldBytes?: number;
  /**
   * called with each layer once it is made, the start's (depth 0) included unless resuming (to
   * measure it or, with a store, to record where its chunks are; it is read, never kept)
   */
  onLayer?: (layer: KeySet, depth: number) => void;
  /** where layers (and runs past a share of the budget) are spilled: memory then holds the layer being made and the buffers */
  store?: ChunkStore;
  /** layers 0..d of a search of the same problem stopped after making layer d: it goes on from there as if it had never stopped */
  resumeFrom?: readonly KeySet[];
  /** told, once the layers to resume from are found to be this problem's, the depth it goes on from and the states they hold */
  onResumed?: (depth: number, stored: number) => void;
  /** runs of one tier merged into one (as many as RUN_MERGE_BYTES holds a chunk of) */
  runFan?: number;
  /** the newest layers subtracted when runs are merged before the layer's final merge (RUNS_SUBTRACT when the runs are held in memory, none with a store) */
  runsSubtract?: number;
  /** the most states a union of layers holds (UNION_MOST without a store; 0: none, every layer sought in alone) */
  unionMost?: number;
  /** merge the runs and seek their keys in the seen set in the engine's WebAssembly module where it is loaded (mergeSubtract.ts; keys of up to two words): true unless said */
  mergeInModule?: boolean;
  /**
   * Lines of at most this many moves are looked for (asked before each layer is expanded, so it
   * may fall as the search goes: a line that long found beside it): a state of depth g is
   * expanded only when the problem's lower bound leaves it at most this less g moves, which
   * keeps every state of such a line, so the line found is still the shortest. None that short:
   * the limit 'moves'. The layers made so are not a breadth-first search's: another search may
   * resume from them only when every bound asked was a line's length (none below the optimum,
   * so every state of a shortest line was expanded).
   */
  atMost?: () => number;
  /**
   * work that shares this thread with the search (an early search, which keeps to its own share
   * of the time), called after each batch with the time so far; it answers with the bytes of
   * heldBytes it has let go of since (an early search done), given back to the budget
   */
  beside?: (elapsedMs: number) => number;
}

/** A run of successors: sorted keys as they are, or compressed */
type Run = KeySet | KeysRun;

/** Layers given to resume from cannot be this problem's (another width of state, an empty layer). */
export class LayersMismatchError extends Error {}

const BATCH_STATES = 1024;
/** successors buffered before they are sorted into a run, unless the options say */
export const CANDIDATE_KEYS = 1 << 20;
/**
 * The runs of one tier merged into one of the next are as many as keep the cursors of that
 * merge, a loaded chunk each where the runs are spilled, within RUN_MERGE_BYTES: enough that a
 * layer's runs mostly wait for its final merge (each merge before it writes its keys again).
 */
const RUN_MERGE_BYTES = 128 * 2 ** 20;
/**
 * the most bytes a chunk of a run holds (a layer's are up to CHUNK_MAX_BYTES), unless the store
 * keeps one size of chunk: 2048 runs merged at once
 */
export const RUN_CHUNK_BYTES = 64 * 1024;
/**
 * the newest layers (d, d - 1) subtracted when fresh runs held in memory are merged: they hold
 * most repeats, so the merged run takes less of the budget. With a store the runs past their
 * share go to it instead, and reading those layers again for each merge costs more time than
 * the final merge saves
 */
const RUNS_SUBTRACT = 2;
/** the share of the budget a layer's runs may hold in memory before they are merged into one (or, with a store, spilled) */
const RUNS_SHARE = 1 / 8;
/**
 * the share of the budget the runs held as they are (KeysRun: 12 bytes a key of 3 words, not
 * about 3) may take, in rooms kept from depth to depth; the runs past it are compressed. A run
 * held as it is is neither encoded by the search's thread nor decoded by its last merge
 */
const RAW_RUNS_SHARE = RUNS_SHARE / 2;
/**
 * The seen set is sought in as groups of layers: each layer once made, and the two newest
 * groups merged into a union of both while the older holds at most UNION_RATIO times the newer's
 * states and the union at most UNION_MOST (with a store, none). A candidate not seen is sought
 * in every group, so fewer groups are fewer seeks; each union writes its keys again (the layers
 * stay, for the line).
 */
const UNION_RATIO = 2;
const UNION_MOST = 256 * 2 ** 20;
/** the share of the budget the unions may take (they are a copy: the layers hold the same states) */
const UNIONS_SHARE = 1 / 4;

/** A problem of the engine's own contract, expanded a state at a time, as a layered one (the tests' graphs). */
export function layeredProblem(problem: SearchProblem, maxSuccessors: number): LayeredProblem {
  const W = problem.words;
  const one = new Uint32Array(W);
  return {
    words: W,
    maxSuccessors,
    writeStart: (out) => problem.writeInitial(out),
    isGoal: (s, off) => problem.isGoal(s, off),
    expand(states, count, out, outOff) {
      let n = 0;
      let goal = -1;
      for (let i = 0; i < count && goal < 0; i++) {
        problem.expand(states, i * W, one, () => {
          if (goal >= 0) return;
          out.set(one, outOff + n * W);
          if (problem.isGoal(one, 0)) goal = n;
          n++;
        });
      }
      return goal >= 0 ? -(goal + 1) : n;
    },
    predecessorIn(states, count, target) {
      for (let i = 0; i < count; i++) {
        let found = false;
        problem.expand(states, i * W, one, () => {
          if (!found && compareKeys(one, 0, target, 0, W) === 0) found = true;
        });
        if (found) return i;
      }
      return -1;
    },
  };
}

/** How the layered search ended, before the caller names the line's moves. */
export type LayeredOutcome =
  | { kind: 'solved'; line: Uint32Array[]; stored: number; elapsedMs: number; bytes: number; peakBytes: number }
  | { kind: 'unsolvable'; stored: number; elapsedMs: number; bytes: number; peakBytes: number }
  | { kind: 'limit'; limit: LimitKind; depth: number; stored: number; elapsedMs: number; bytes: number; peakBytes: number; detail?: string };

/** The outcome as the engine's result, the line's moves named by `name`. */
export function layeredResult(o: LayeredOutcome, name: (line: Uint32Array[]) => string[]): SearchResult {
  if (o.kind !== 'solved') return o.kind === 'unsolvable' ? { ...o, method: 'layers' } : o;
  const { line, ...rest } = o;
  return { ...rest, kind: 'solved', moves: line.length - 1, solution: name(line), method: 'layers' };
}

const MB = 2 ** 20;
/** Bytes in MB (a decimal below 10), or KB below one MB. */
function megabytes(bytes: number): string {
  const mb = bytes / MB;
  return mb < 1 ? `${Math.round(bytes / 1024)} KB` : `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/**
 * Breadth-first search of `problem` over sorted, compressed layers. Every byte it holds (the
 * layers, the candidate runs, its buffers) is taken from a budget of options.maxBytes first.
 */
export function layeredBfs(problem: LayeredProblem, options: LayeredOptions = {}): LayeredOutcome {
  const W = problem.words;
  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  const budget = new ByteBudget(options.maxBytes ?? Number.POSITIVE_INFINITY);
  const held = options.heldBytes ?? 0;
  budget.hold(held);
  const maxStates = options.maxStates ?? Number.POSITIVE_INFINITY;
  const store = options.store;
  const layers: KeySet[] = [];
  let stored = 0;
  let depth = 0;
  /** bytes: the layers' (the seen set, compressed, in memory or spilled); peakBytes: the most of everything in memory at once, buffers and runs included */
  const ended = () => ({ stored, elapsedMs: elapsed(), bytes: layers.reduce((n, l) => n + l.bytes + l.spilledBytes, 0), peakBytes: budget.peak });
  /** the rooms of the runs held as they are */
  let rawRooms: KeysRunRooms | null = null;
  /** the seen set as it is sought in, oldest first: layers, and unions of consecutive ones (owned: a union, let go of when merged again) */
  const seen: { set: KeySet; owned: boolean }[] = [];
  /** the union of seen[at] and seen[at + 1] being built beside the next merge */
  let union = null as { builder: UnionBuilder; at: number } | null;
  const unionMost = options.unionMost ?? (options.store ? 0 : UNION_MOST);
  const releaseAll = () => {
    rawRooms?.drop();
    union?.builder.abandon();
    union = null;
    for (const g of seen) if (g.owned) g.set.release();
    for (const l of layers) l.release();
  };
  const limit = (kind: LimitKind, detail?: string): LayeredOutcome => {
    const o = { kind: 'limit' as const, limit: kind, depth, ...ended(), ...(detail ? { detail } : {}) };
    releaseAll();
    return o;
  };
  const memoryDetail = (what: string) =>
    `${what} did not fit the memory budget of ${megabytes(budget.limit)} (the layers of ${stored} states held ${megabytes(layers.reduce((n, l) => n + l.bytes, 0))}${held > 0 ? `, the search's own memory ${megabytes(held)}` : ''}): a larger budget would go further`;

  // the buffers, sized before they are allocated
  const batchStates = options.batchStates ?? BATCH_STATES;
  // (under a small budget the candidates' buffer takes at most a quarter of it: more runs, each smaller)
  const fits = Math.floor((budget.limit - budget.used) / 4 / (8 * W));
  const room = Math.max(Math.min(options.candidateKeys ?? CANDIDATE_KEYS, fits), batchStates * problem.maxSuccessors);
  const bufferBytes = (batchStates * W + 2 * room * W) * 4;
  if (!budget.take(bufferBytes)) return limit('memory', memoryDetail(`the search's buffers (${megabytes(bufferBytes)})`));
  const batch = new Uint32Array(batchStates * W);
  const candidates = new Uint32Array(room * W);
  // (none with a store: the runs past their share are spilled there, and a run as it is would take four times the bytes)
  rawRooms = store ? null : new KeysRunRooms(W, room, Math.floor((budget.limit * RAW_RUNS_SHARE) / (room * W * 4)), budget);
  const sortTemp = new Uint32Array(room * W);

  const layerSpill = (d: number): SpillTo | undefined => (store ? { store, group: `layer-${d}`, temporary: false } : undefined);
  const start = new Uint32Array(W);
  problem.writeStart(start);
  if (options.resumeFrom?.length) {
    for (const [d, l] of options.resumeFrom.entries()) {
      if (l.words !== W || l.count === 0) throw new LayersMismatchError(`layer ${d} to resume from has ${l.count} states of ${l.words} words; the problem's states have ${W}`);
      // a spilled layer is read under this search's budget; one in memory is counted in it
      if (l.store) layers.push(spilledKeySet(W, budget, l.store, l.chunkInfo()));
      else {
        budget.hold(l.bytes);
        layers.push(l);
      }
      stored += l.count;
    }
    for (const l of layers) seen.push({ set: l, owned: false });
    // (layer 0 is the start alone: layers another packing of the states made, of the same width, are told by it)
    const zero = layers[0]!.cursor();
    const startFirst = !zero.done && compareKeys(zero.key, 0, start, 0, W) === 0;
    zero.close();
    if (!startFirst || layers[0]!.count !== 1) throw new LayersMismatchError(`layer 0 to resume from is not this problem's start state alone: the layers were made by another search of other states`);
    depth = layers.length - 1;
    options.onResumed?.(depth, stored);
  } else {
    const first = new KeySetWriter(W, budget, layerSpill(0));
    if (!first.push(start, 0)) return limit('memory', memoryDetail('the start state'));
    layers.push(first.finish());
    seen.push({ set: layers[0]!, owned: false });
    options.onLayer?.(layers[0]!, 0);
    stored = 1;
  }
  if (depth === 0 && problem.isGoal(start, 0)) {
    const o = { kind: 'solved' as const, line: [start], ...ended() };
    releaseAll();
    return o;
  }

  const clock = new ProgressClock(options, t0);
  let frontier = layers[depth]!.count;
  /** states expanded so far: the rate a report gives follows them (a layer's states are expanded as they are written) */
  let expanded = 0;
  /** the states of the layer being made written so far: counted as stored, so that the count shown moves within a layer, as they are found, not a layer at a time */
  let writing = 0;
  const snapshot = () => ({ depth, lowerBound: depth, stored: stored + writing, frontier, bytes: budget.used, expanded });
  let cancelled = false;
  let polls = 0;
  /** polled inside long merges: cancel and progress are heard there too */
  const shouldStop = () => {
    if ((++polls & 15) === 0 && clock.check(snapshot)) cancelled = true;
    return cancelled;
  };
  const stopFor = (stop: SetStop, what: string): LayeredOutcome => (stop === 'cancelled' ? limit('cancelled') : limit('memory', memoryDetail(what)));
  const runChunkBytes = Math.min(CHUNK_MAX_BYTES, store?.chunkBytes ?? RUN_CHUNK_BYTES);
  const runFan = Math.max(2, options.runFan ?? Math.floor(RUN_MERGE_BYTES / runChunkBytes));
  const runsSubtract = options.runsSubtract ?? (store ? 0 : RUNS_SUBTRACT);
  const runsShare = budget.limit * RUNS_SHARE;
  const atMost = options.atMost ?? (() => Number.POSITIVE_INFINITY);
  let runsMade = 0;
  /**
   * The union of `sets` (let go of as they are read) less the `minus` layers, newest first: the
   * one merge and subtraction, of runs into a larger run and of a layer's runs into the layer.
   */
  // (its module takes keys of up to two words: none made for wider ones)
  const inModule = options.mergeInModule === false || W > 2 ? null : MergeSubtract.create();
  const mergeInto = (sets: readonly Run[], minus: readonly KeySet[], options: Omit<SubtractOptions, 'shouldStop'>): KeySet | SetStop => {
    const newestFirst = minus.slice().reverse();
    const o = { ...options, shouldStop };
    return inModule?.subtract(sets, newestFirst, budget, W, o) ?? subtractKeySets(new MergedKeys(sets.map((r) => (r instanceof KeySet ? r.cursor(true) : r)), W, true), newestFirst, budget, W, o);
  };

  /**
   * The union being built (beside the merge just done) finished and put in place of the two
   * groups it joins; then the next one started, if the two newest groups call for it.
   */
  const joinSeen = () => {
    if (union) {
      const { builder, at } = union;
      union = null;
      if (builder.step(builder.left)) {
        for (const g of seen.slice(at, at + 2)) if (g.owned) g.set.release();
        seen.splice(at, 2, { set: builder.finish(), owned: true });
      }
    }
    const n = seen.length;
    if (n < 2) return;
    const older = seen[n - 2]!.set;
    const newer = seen[n - 1]!.set;
    const held = seen.reduce((b, g) => b + (g.owned ? g.set.bytes : 0), 0);
    const fits = held + older.bytes + newer.bytes <= budget.limit * UNIONS_SHARE;
    if (fits && older.count <= UNION_RATIO * newer.count && older.count + newer.count <= unionMost) union = { builder: new UnionBuilder(older, newer, W, budget), at: n - 2 };
  };

  /**
   * The successors of one layer's states, fed a state at a time (in order, as a stored layer is
   * read or as the merge that makes the layer writes it), buffered, sorted into runs, and the
   * runs merged as they come, each of a tier (0: from one buffer); `goal` once one is found
   * (the states fed after it are not expanded).
   */
  const elsewhere = problem.sortElsewhere && problem.sortElsewhere.capacity >= room ? problem.sortElsewhere : null;
  const successorRuns = (of: number) => {
    const runs: { set: Run; tier: number }[] = [];
    let buffered = 0;
    let inBatch = 0;
    let goal: Uint32Array | null = null;
    /** a buffer is being sorted elsewhere, to be taken back as a run */
    let sorting = false;
    const runSpill = (): SpillTo | undefined => (store ? { store, group: `run-${of + 1}-${runsMade++}`, temporary: true } : undefined);
    const inMemory = () => runs.reduce((n, r) => n + r.set.bytes, 0);
    /** runFan runs of the lowest tier merged into one of the next (the first merge of fresh runs less the newest layers); past the share, all of them */
    const compact = (): SetStop | null => {
      for (;;) {
        const tier = runs.reduce((t, r) => Math.min(t, r.tier), Number.POSITIVE_INFINITY);
        const some = runs.filter((r) => r.tier === tier);
        const over = inMemory() > runsShare && runs.length > 1;
        if (some.length < runFan && !over) return null;
        if (over && store) {
          // spilled rather than merged: memory holds none of them (every run is compressed where there is a store)
          for (const r of runs) if (r.set instanceof KeySet && r.set.bytes > 0) r.set.spill(store, runSpill()!.group, true);
          if (some.length < runFan) return null;
        }
        const merging = over && !store ? runs.slice() : some;
        for (const r of merging) runs.splice(runs.indexOf(r), 1);
        const minus = tier === 0 ? layers.slice(Math.max(0, layers.length - runsSubtract)) : [];
        // (a run is read through once, never sought in: no index)
        const merged = mergeInto(merging.map((r) => r.set), minus, { spillTo: runSpill(), maxChunkBytes: runChunkBytes, indexed: false });
        if (typeof merged === 'string') return merged;
        runs.push({ set: merged, tier: merging.reduce((t, r) => Math.max(t, r.tier), 0) + 1 });
      }
    };
    /** A run of the sorted, unique keys of sorted[0 .. kept × W). */
    const addRun = (sorted: Uint32Array, kept: number): SetStop | null => {
      const raw = rawRooms?.run(sorted, kept);
      if (raw) {
        runs.push({ set: raw, tier: 0 });
        return compact();
      }
      const w = new KeySetWriter(W, budget, undefined, runChunkBytes, false);
      for (let i = 0; i < kept; i++) {
        if (!w.push(sorted, i * W)) {
          w.abandon();
          return 'memory';
        }
      }
      runs.push({ set: w.finish(), tier: 0 });
      return compact();
    };
    /** the buffer sorted elsewhere, taken back as a run */
    const collect = (): SetStop | null => {
      if (!sorting) return null;
      sorting = false;
      const sorted = elsewhere!.finish();
      return addRun(sorted, sorted.length / W);
    };
    /** The buffer a run: sorted here, or handed over to be sorted elsewhere (the one handed over before taken back first). */
    const flush = (): SetStop | null => {
      if (buffered === 0) return null;
      if (elsewhere) {
        const stop = collect();
        if (stop) return stop;
        elsewhere.start(candidates, buffered);
        sorting = true;
        buffered = 0;
        return null;
      }
      const kept = sortUniqueKeys(candidates, buffered, W, sortTemp);
      buffered = 0;
      return addRun(candidates, kept);
    };
    /** Room for what a call gives back (a batch's successors at most; with batches given back late, whatever its count), then what it gave. */
    const call = (give: () => number | null): SetStop | 'none' | null => {
      if (room - buffered < batchStates * problem.maxSuccessors) {
        const stop = flush();
        if (stop) return stop;
      }
      const n = give();
      if (n === null) return 'none';
      if (n < 0) goal = candidates.slice((buffered - n - 1) * W, (buffered - n) * W);
      else buffered += n;
      return null;
    };
    const expandBatch = (): SetStop | null => {
      const count = inBatch;
      inBatch = 0;
      const stop = call(() => problem.expand(batch, count, candidates, buffered * W, of === 0, atMost() - of));
      if (stop) return stop as SetStop;
      expanded += count;
      if (options.beside) budget.give(options.beside(elapsed()));
      return clock.check(snapshot) ? 'cancelled' : null;
    };
    return {
      runs,
      get goal() {
        return goal;
      },
      /** the next state of the layer, at key[0 ..) */
      feed(key: Uint32Array): SetStop | null {
        if (goal) return null;
        copyKey(batch, inBatch++ * W, key, 0, W);
        return inBatch === batchStates ? expandBatch() : null;
      },
      /** every state fed: the last batch expanded, every batch given back, the last buffer a run */
      end(): SetStop | null {
        if (inBatch > 0 && !goal) {
          const stop = expandBatch();
          if (stop) return stop;
        }
        while (!goal && problem.drain) {
          const stop = call(() => problem.drain!(candidates, buffered * W));
          if (stop === 'none') break;
          if (stop) return stop;
        }
        if (goal) return null;
        return flush() ?? collect();
      },
      release() {
        // (a sort still elsewhere is waited for: the next layer's would hand over another)
        if (sorting) elsewhere!.finish();
        sorting = false;
        for (const r of runs) r.set.release();
      },
    };
  };

  // the successors of the last layer made (the start's, or the last one resumed from), read whole
  let made = successorRuns(depth);
  {
    const cursor = layers[depth]!.cursor();
    let stop: SetStop | null = null;
    for (; !cursor.done && !stop && !made.goal; cursor.next()) stop = made.feed(cursor.key);
    cursor.close();
    stop ??= made.end();
    if (stop) {
      made.release();
      return stopFor(stop, 'a run of new states');
    }
  }
  for (;;) {
    // (the lines of layer depth + 1 and past are all longer than asked for)
    if (depth + 1 > atMost()) {
      made.release();
      return limit('moves', `no line of at most ${atMost()} moves`);
    }
    if (made.goal) {
      made.release();
      // (the line's scan reads every layer, seconds on a large search: a cancel is heard between its batches)
      const line = findLine(problem, layers, made.goal, batch, batchStates, () => clock.check(snapshot));
      if (!line) return limit('cancelled');
      const o = { kind: 'solved' as const, line, ...ended() };
      releaseAll();
      return o;
    }
    // the runs merged (let go of as they are read), less every layer seen, into layer depth + 1;
    // its states are expanded as the merge writes them (helpers, where the problem has them, expand them while this thread merges)
    const next = successorRuns(depth + 1);
    let nextStop: SetStop | null = null;
    // a union being built takes its keys in steps beside the merge, in proportion to the candidates read
    const building = union;
    const candidates = made.runs.reduce((n, r) => n + r.set.count, 0);
    const share = building ? Math.ceil((building.builder.left * SIDE_EVERY) / Math.max(SIDE_EVERY, candidates)) + 1 : 0;
    const sideWork = building ? () => void building.builder.step(share) : undefined;
    writing = 0;
    const layer = mergeInto(
      made.runs.map((r) => r.set),
      seen.map((g) => g.set),
      {
        spillTo: layerSpill(depth + 1),
        onKey: (key) => {
          writing++;
          return (nextStop = next.feed(key));
        },
        sideWork,
      },
    );
    if (typeof layer === 'string') {
      made.release();
      next.release();
      return stopFor(layer, nextStop ? 'a run of new states' : `the positions ${plural(depth + 1, 'move')} from the start`);
    }
    if (layer.count === 0) {
      next.release();
      // (with states left unexpanded, only the lines asked for are ruled out)
      if (Number.isFinite(atMost())) return limit('moves', `no line of at most ${atMost()} moves`);
      const o = { kind: 'unsolvable' as const, ...ended() };
      releaseAll();
      return o;
    }
    if (stored + layer.count > maxStates) {
      next.release();
      // (not a layer of the search's record: a resume makes it again)
      layer.release(true);
      return limit('states');
    }
    layers.push(layer);
    seen.push({ set: layer, owned: false });
    joinSeen();
    options.onLayer?.(layer, depth + 1);
    stored += layer.count;
    writing = 0;
    frontier = layer.count;
    depth++;
    const stop = next.end();
    if (stop) {
      next.release();
      return stopFor(stop, 'a run of new states');
    }
    made = next;
    if (clock.check(snapshot)) {
      made.release();
      return limit('cancelled');
    }
  }
}

/**
 * The states from the start to `goal` (found in layer layers.length), each one's predecessor the
 * first in the layer before; null when `cancelled` says so between batches.
 */
function findLine(problem: LayeredProblem, layers: readonly KeySet[], goal: Uint32Array, batch: Uint32Array, batchStates: number, cancelled: () => boolean): Uint32Array[] | null {
  const W = problem.words;
  const line = [goal];
  let target = goal;
  for (let d = layers.length - 1; d >= 0; d--) {
    const cursor = layers[d]!.cursor();
    let found: Uint32Array | null = null;
    while (!cursor.done && !found) {
      let count = 0;
      for (; count < batchStates && !cursor.done; cursor.next()) batch.set(cursor.key, count++ * W);
      const i = problem.predecessorIn(batch, count, target, d === 0);
      if (i >= 0) found = batch.slice(i * W, (i + 1) * W);
      else if (cancelled()) {
        cursor.close();
        return null;
      }
    }
    cursor.close();
    if (!found) throw new Error(`engine: internal error: no state of layer ${d} leads to the line's state of layer ${d + 1}`);
    line.push(found);
    target = found;
  }
  return line.reverse();
}
