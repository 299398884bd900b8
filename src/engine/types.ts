// The engine's side of the contract: what a puzzle family hands the search.
// Everything here is plain data and functions: no DOM, no React, runs in Node and in a worker.

/**
 * A puzzle compiled for search. States are packed into `words` unsigned 32-bit integers.
 * The engine owns all state storage; a problem only reads and writes the slices it is given.
 */
export interface SearchProblem {
  /** 32-bit words per packed state (1 or more). */
  readonly words: number;
  /** Write the start state into out[0 .. words). Must already be canonical. */
  writeInitial(out: Uint32Array): void;
  /**
   * Generate every successor of the state at src[srcOff .. srcOff + words).
   * For each legal move: write the successor (canonical, so that interchangeable pieces
   * compare equal) into out[0 .. words), then call emit(move). `move` is a small integer
   * that the family's notate() understands. Must not allocate per call in the hot path.
   * Dead ends (a snakebird that died) are simply not emitted.
   */
  expand(src: Uint32Array, srcOff: number, out: Uint32Array, emit: (move: number) => void): void;
  /** Is the state at s[off .. off + words) solved? */
  isGoal(s: Uint32Array, off: number): boolean;
  /**
   * Turn a found path into move notation (RULES.md). `states` holds path.length + 1 packed
   * states (start first), `moves` the move ids emitted along the path. Families whose
   * canonical form forgets identities (snakebird labels) replay from the level here.
   */
  notate(moves: readonly number[], states: readonly Uint32Array[]): string[];
  /**
   * notate() names each move by its id alone, whatever the path before it: a line can then be
   * walked naming one candidate move at a time instead of its whole path again for each.
   */
  readonly namesMovesAlone?: boolean;
}

export { UNREACHABLE } from './unreachable.ts';

/** A line that wins, found before the search has proven it shortest (or not). */
export interface FoundLine {
  moves: number;
  /** in the family's notation, replayed through its rules */
  solution: string[];
}

/**
 * How large a search is likely to grow, estimated from the level before it starts: the states
 * it stores and the bytes they take, and the most it is likely to take (the estimate's spread).
 */
export interface SearchEstimate {
  states: number;
  bytes: number;
  bytesUpTo: number;
}

/**
 * The part of a designer's analysis (engine/analyse.ts) a search is, each starting again from
 * depth 0: mapping the whole space; past it, the breadth-first search that counts the optimal
 * solutions; past that, the search for the optimum alone; whether a position of a line can still win;
 * and the walk along the line itself (its depth: the moves walked).
 */
export type AnalysisStage = 'space' | 'count' | 'optimum' | 'line' | 'walk';

/** Streamed on a clock (about every 100 ms), never per state. */
export interface SearchProgress {
  depth: number;
  /** in an analysis, which of its searches this is (their depths and counts start again) */
  stage?: AnalysisStage;
  /** not started yet: a solve in layers waits for the disk's place, held by another search (a cancelled one ending, another tab's) */
  waiting?: 'storage';
  /** no solution is shorter than this, where the search knows it (BFS: its layer; A*: its lowest open f) */
  lowerBound?: number;
  /** the shortest winning line found so far, not yet proven shortest (an early answer) */
  bestFound?: FoundLine;
  /** the search's likely size, estimated before it started (where the family can say, and the request asked) */
  estimate?: SearchEstimate;
  /** distinct states stored so far */
  stored: number;
  /** states in the layer being expanded */
  frontier: number;
  statesPerSecond: number;
  /** bytes of the search's live data (its arrays as they are now) */
  bytes: number;
  elapsedMs: number;
  /** the threads the search runs on, where it was asked to spread over several; and why it runs on fewer than asked, when it does */
  workers?: number;
  workersNote?: string;
}

export interface SearchOptions {
  /** stop with a 'limit' result once this many states are stored */
  maxStates?: number;
  /**
   * the memory budget: the search's arrays never hold more than this many bytes at once (growth
   * included: an array grows by less, or the search stops with a 'memory' limit, rather than break it)
   */
  maxBytes?: number;
  /** also count the distinct optimal solutions (move sequences) */
  countSolutions?: boolean;
  /**
   * with countSolutions, count sets of moves, not sequences: the caller knows that the moves
   * commute and that each undoes itself (a line's moves end where they end in any order, and one
   * played twice changes nothing), so an optimal line is a set of k distinct moves in one of
   * its k! orders, and the orders of one set are one answer to "is it unique?"
   */
  countSets?: boolean;
  /** called about every progressIntervalMs; return true to cancel the search */
  onProgress?: (p: SearchProgress) => boolean | void;
  progressIntervalMs?: number;
  /** polled on the same clock; return true to cancel */
  shouldCancel?: () => boolean;
  /**
   * also look for a first winning line quickly, not proven shortest, beside the exact search
   * (where the family's search can): progress then carries bestFound and lowerBound until the
   * two meet, and a search stopped by a limit or cancelled keeps the line it found
   */
  early?: boolean;
  /** the early search starts once the exact one has run this long without an answer (a small level never needs it) */
  earlyAfterMs?: number;
  /**
   * spread the search over this many threads sharing memory, where the family's search can and
   * the runtime has shared memory (the family's solveExactParallel; 1 or none: the search runs
   * on the caller's thread)
   */
  workers?: number;
}

/** 'size': the level is beyond every method this family has (the result's detail says why); 'moves': no line as short as was asked for (the detail says how short) */
export type LimitKind = 'states' | 'memory' | 'cancelled' | 'size' | 'moves';

export type SearchMethod = 'bfs' | 'astar' | 'exact' | 'layers';

export type SearchResult =
  | {
      kind: 'solved';
      /** optimal number of moves */
      moves: number;
      solution: string[];
      stored: number;
      /** number of distinct optimal solutions, when asked for (sets of moves with countSets; may be a float above 2^53) */
      optimalSolutions?: number;
      elapsedMs: number;
      /** live data at the end */
      bytes: number;
      /** the most memory the search held at once, where it measures that (never above the budget) */
      peakBytes?: number;
      /** how the answer was proven: breadth-first search, best-first search with a lower bound, a family's exact method, or breadth-first over sorted layers (layeredBfs.ts) */
      method: SearchMethod;
      /** the threads the search was spread over, where it was spread */
      workers?: number;
      /** the layers were kept on disk (a store), not in memory */
      onDisk?: boolean;
      /** the layers were kept in memory because the disk's place was held by another search (another tab's) */
      storageHeld?: boolean;
      /** the search went on from the layers, to this depth, of one of the same level stopped before */
      resumedAt?: number;
    }
  | { kind: 'unsolvable'; stored: number; elapsedMs: number; bytes: number; peakBytes?: number; method: SearchMethod; workers?: number; onDisk?: boolean; storageHeld?: boolean; resumedAt?: number }
  | {
      kind: 'limit';
      limit: LimitKind;
      depth: number;
      stored: number;
      elapsedMs: number;
      bytes: number;
      peakBytes?: number;
      detail?: string;
      /** the best line an early search found before the limit: it wins, but is not proven shortest */
      bestFound?: FoundLine;
    };
