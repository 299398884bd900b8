// The typed messages between the app and the solver worker (as lichess talks to its engine).
// A request carries the level as text in the family's format: text is what the editors,
// links and the CLI already share, and it crosses the thread boundary cheaply.
import type { SearchEstimate, SearchProgress, SearchResult } from '../engine/types.ts';
import type { AnalysisLimit } from '../engine/analyse.ts';
import type { LevelCheck } from '../puzzles/analyse.ts';
import type { FamilyId } from '../puzzles/types.ts';

export interface SolveRequest {
  type: 'solve';
  /** echoed on every answer, so stale answers from a cancelled solve can be ignored */
  id: number;
  family: FamilyId;
  text: string;
  format?: string;
  /** moves already played from the level's start (Hint, Solve from here) */
  fromMoves?: string[];
  maxStates?: number;
  maxBytes?: number;
  countSolutions?: boolean;
  /** solve by the family's breadth-first search over compressed layers (FamilySolver.solveInLayers: fewer bytes a state, slower); no count (an early answer where the family's layered search has one) */
  layers?: boolean;
  /**
   * also look for a first winning line quickly beside the exact search (where the family can):
   * progress then carries `bestFound` (not proven shortest) and `lowerBound` until the two meet
   */
  early?: boolean;
  /** estimate from the level how large the search is likely to grow; every progress report then carries it, the first at once */
  estimate?: boolean;
  /**
   * spread the search over this many threads where the family's search can (Snakebird) and the
   * page is cross-origin isolated (else one, and the progress says why); the solve worker asks
   * for the machine's cores when the request does not say
   */
  workers?: number;
  /**
   * a word the page sets to 1 to stop the search (4 bytes of shared memory, where the page is
   * cross-origin isolated), heard at the search's next progress report: the page also ends the
   * worker, which a browser carries out only once its script yields, or after a delay (Chromium:
   * about 2 s, the search running on meanwhile)
   */
  stop?: SharedArrayBuffer;
  /**
   * this browser's answer to the same request from an earlier solve (worker/keptAnswers.ts):
   * answered at once if its solution replays to a win in exactly its moves, else searched anew
   */
  known?: Extract<KeptAnswer, { kind: 'solved' }>;
}

/**
 * An answer kept in this browser's storage from an earlier solve, and when that solve found it
 * (an ISO date): the client's, checked by hand on every load, a solution replayed by the worker.
 */
export type KeptAnswer = Extract<SearchResult, { kind: 'solved' | 'unsolvable' }> & { keptFrom: string };

/** Check a level as a designer does (src/puzzles/analyse.ts), with the same budgets as a solve. */
export interface AnalyseRequest extends Omit<SolveRequest, 'type' | 'countSolutions' | 'early' | 'estimate' | 'workers' | 'known'> {
  type: 'analyse';
  /** a line to judge (the designer's, or the moves played), in RULES.md notation */
  line?: string[];
  /** enumerate the whole space only up to this many positions */
  maxPositions?: number;
  /** hand over the state graph only up to this many positions */
  pictureMaxPositions?: number;
}

/**
 * How large a level's search is likely to grow (its family's estimateSearch), asked off the
 * page's thread where the family's estimate runs a search (PuzzleFamily.estimateSearches).
 */
export interface EstimateRequest extends Pick<SolveRequest, 'id' | 'family' | 'text' | 'format' | 'fromMoves'> {
  type: 'estimate';
}

export type WorkerRequest = SolveRequest | AnalyseRequest | EstimateRequest;

export type WorkerMessage =
  | { type: 'progress'; id: number; progress: SearchProgress }
  /** `keptFrom`: the answer was kept from an earlier solve in this browser (KeptAnswer), not searched now */
  | { type: 'result'; id: number; result: SearchResult & { keptFrom?: string } }
  | { type: 'analysis'; id: number; analysis: LevelCheck | AnalysisLimit }
  /**
   * the level did not parse, was invalid, or the engine failed; line/column when known;
   * `failed`: the worker itself failed (an exception, its modules not prepared), and is not kept
   */
  | { type: 'error'; id: number; message: string; line?: number; column?: number; failed?: true };

/** The answer to an estimate (null: the family says nothing of the level's size), or an error as above. */
export type EstimateMessage = { type: 'estimate'; id: number; estimate: SearchEstimate | null } | Extract<WorkerMessage, { type: 'error' }>;

/** Whatever a worker posts. */
export type WorkerAnswer = WorkerMessage | EstimateMessage;
