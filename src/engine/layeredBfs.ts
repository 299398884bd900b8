// Breadth-first search over sorted, compressed layers (in the manner of the C++ solver of
// github jsnell/snakebird-solver): no hash table and no parents. Each layer is a KeySet
// (sortedKeys.ts), a few bytes a state. Layer d + 1 is made by expanding layer d in order,
// buffering the successors, sorting each full buffer into a run, merging the runs, and
// subtracting every layer already made (they are the seen set). The line is found again from
// the goal: for d = D - 1 down to 0, the first state of layer d that has the line's next
// state among its successors.
import { ProgressClock } from './progress.ts';
import { ByteBudget, compareKeys, type KeySet, KeySetWriter, MergedKeys, sortUniqueKeys, subtractKeySets, type SetStop } from './sortedKeys.ts';
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
   * start's layer (the start may need what the others were given already).
   */
  expand(states: Uint32Array, count: number, out: Uint32Array, outOff: number, first: boolean): number;
  /**
   * A problem that hands batches to other threads may give their successors back calls later
   * (expand then has room for batchStates × maxSuccessors whatever `count` is, and writes no
   * more); drain gives back the successors of one batch still out, as expand's answer, or null
   * when none is (it is called at the end of a layer until then).
   */
  drain?(out: Uint32Array, outOff: number): number | null;
  /** The index of the first of the `count` states of `states` that has `target` among its successors, or -1. */
  predecessorIn(states: Uint32Array, count: number, target: Uint32Array, first: boolean): number;
}

export interface LayeredOptions extends SearchOptions {
  /** states expanded in one call of expand() */
  batchStates?: number;
  /** successors buffered before they are sorted into a run */
  candidateKeys?: number;
  /** bytes the caller holds for the search outside it (counted against maxBytes from the start) */
  heldBytes?: number;
  /** called with each layer once it is made (to measure it; it is read, never kept) */
  onLayer?: (layer: KeySet, depth: number) => void;
}

const BATCH_STATES = 1024;
const CANDIDATE_KEYS = 1 << 20;

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
  const layers: KeySet[] = [];
  let stored = 0;
  let depth = 0;
  /** bytes: the layers' (the seen set, compressed); peakBytes: the most of everything at once, buffers and runs included */
  const ended = () => ({ stored, elapsedMs: elapsed(), bytes: layers.reduce((n, l) => n + l.bytes, 0), peakBytes: budget.peak });
  const releaseAll = () => {
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
  const sortTemp = new Uint32Array(room * W);

  const start = new Uint32Array(W);
  problem.writeStart(start);
  const first = new KeySetWriter(W, budget);
  if (!first.push(start, 0)) return limit('memory', memoryDetail('the start state'));
  layers.push(first.finish());
  stored = 1;
  if (problem.isGoal(start, 0)) {
    const o = { kind: 'solved' as const, line: [start], ...ended() };
    releaseAll();
    return o;
  }

  const clock = new ProgressClock(options, t0);
  let frontier = 1;
  const snapshot = () => ({ depth, lowerBound: depth, stored, frontier, bytes: budget.used });
  let cancelled = false;
  let polls = 0;
  /** polled inside long merges: cancel and progress are heard there too */
  const shouldStop = () => {
    if ((++polls & 15) === 0 && clock.check(snapshot)) cancelled = true;
    return cancelled;
  };
  const stopFor = (stop: SetStop, what: string): LayeredOutcome => (stop === 'cancelled' ? limit('cancelled') : limit('memory', memoryDetail(what)));

  for (;;) {
    // expand layer `depth` in order, its successors buffered and sorted into runs
    const runs: KeySet[] = [];
    let buffered = 0;
    let goal: Uint32Array | null = null;
    const flush = (): SetStop | null => {
      if (buffered === 0) return null;
      const kept = sortUniqueKeys(candidates, buffered, W, sortTemp);
      buffered = 0;
      const w = new KeySetWriter(W, budget);
      for (let i = 0; i < kept; i++) {
        if (!w.push(candidates, i * W)) {
          w.abandon();
          return 'memory';
        }
      }
      runs.push(w.finish());
      return null;
    };
    const releaseRuns = () => {
      for (const r of runs) r.release();
    };
    const layer = layers[depth]!;
    const cursor = layer.cursor();
    /** Room for what a call gives back (a batch's successors at most; with parts given back late, whatever its count). */
    const makeRoom = (): LayeredOutcome | null => {
      if (room - buffered >= batchStates * problem.maxSuccessors) return null;
      const stop = flush();
      if (!stop) return null;
      releaseRuns();
      return stopFor(stop, 'a run of new states');
    };
    /** The successors a call wrote (n), or the goal among them. */
    const took = (n: number) => {
      if (n < 0) goal = candidates.slice((buffered - n - 1) * W, (buffered - n) * W);
      else buffered += n;
    };
    while (!cursor.done && goal === null) {
      let count = 0;
      for (; count < batchStates && !cursor.done; cursor.next()) batch.set(cursor.key, count++ * W);
      const full = makeRoom();
      if (full) return full;
      took(problem.expand(batch, count, candidates, buffered * W, depth === 0));
      if (goal === null && clock.check(snapshot)) {
        releaseRuns();
        return limit('cancelled');
      }
    }
    while (goal === null && problem.drain) {
      const full = makeRoom();
      if (full) return full;
      const n = problem.drain(candidates, buffered * W);
      if (n === null) break;
      took(n);
    }
    if (goal) {
      releaseRuns();
      const line = findLine(problem, layers, goal, batch, batchStates);
      const o = { kind: 'solved' as const, line, ...ended() };
      releaseAll();
      return o;
    }
    const stop = flush();
    if (stop) {
      releaseRuns();
      return stopFor(stop, 'a run of new states');
    }
    // the runs merged (let go of as they are read), less every layer seen, the newest first
    const merged = new MergedKeys(runs.map((r) => r.cursor(true)), W);
    const next = subtractKeySets(merged, layers.slice().reverse(), budget, W, shouldStop);
    if (typeof next === 'string') {
      releaseRuns();
      return stopFor(next, `layer ${depth + 1}`);
    }
    if (next.count === 0) {
      const o = { kind: 'unsolvable' as const, ...ended() };
      releaseAll();
      return o;
    }
    if (stored + next.count > maxStates) {
      next.release();
      return limit('states');
    }
    layers.push(next);
    options.onLayer?.(next, depth + 1);
    stored += next.count;
    frontier = next.count;
    depth++;
    if (clock.check(snapshot)) return limit('cancelled');
  }
}

/** The states from the start to `goal` (found in layer layers.length), each one's predecessor the first in the layer before. */
function findLine(problem: LayeredProblem, layers: readonly KeySet[], goal: Uint32Array, batch: Uint32Array, batchStates: number): Uint32Array[] {
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
    }
    if (!found) throw new Error(`engine: internal error: no state of layer ${d} leads to the line's state of layer ${d + 1}`);
    line.push(found);
    target = found;
  }
  return line.reverse();
}
