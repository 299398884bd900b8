// The one contract every puzzle family fulfils (as every game in Simon Tatham's collection
// fills the same table of functions): the rules table the page loads, and the solver table
// only the worker, the CLI, the bench and the tests load. Pure: imports nothing from React or
// the DOM.
import type { Analyser, AnalyseOptions, AnalysisLimit } from '../engine/analyse.ts';
import type { SearchEstimate, SearchOptions, SearchProblem, SearchResult } from '../engine/types.ts';

export type FamilyId = 'anemones' | 'snakebird' | 'move' | 'bars' | 'dogbunny';
export const FAMILY_IDS: readonly FamilyId[] = ['anemones', 'snakebird', 'move', 'bars', 'dogbunny'];

/** 1-based line and column, as an editor shows them. */
export interface TextPosition {
  line: number;
  column: number;
}

export interface ParseError extends TextPosition {
  /** says what was found and what was expected, e.g. "unknown character 'x'; expected one of . # A-Z" */
  message: string;
  /**
   * The problem is the level's as a whole (Snakebird's "no exit"), at no place in its text: line
   * and column are then 1, 1, where the text starts, and a message should say "whole level"
   * rather than point there (placeWords in text.ts).
   */
  whole?: true;
}

export type Parsed<L> = { ok: true; level: L } | { ok: false; error: ParseError };

/** Where a validation problem is, so an editor can point at it. Rows and columns are 0-based. */
export type IssueLocation =
  | { kind: 'cell'; row: number; col: number }
  | { kind: 'node'; node: string }
  | { kind: 'text'; line: number; column: number };

export interface ValidationIssue {
  message: string;
  at?: IssueLocation;
  /**
   * The part of the level the problem is about, where `at` does not say which line of the text
   * holds it: level[list][index] (DogBunny's {list: 'animals', index: 2}, its third animal line).
   * PuzzleFamily.placeInText finds it. An issue with neither `at` nor `part` is about the level
   * as a whole ("there are no dots").
   */
  part?: { list: string; index: number };
}

/** A level in the gallery: shipped as text in the family's own format. */
export interface GalleryLevel {
  name: string;
  text: string;
}


/** A family's move notation for one level (PuzzleFamily.notation). */
export interface MoveNotation {
  /** the word names a move of this level (whether a position allows it or not) */
  names(word: string): boolean;
  /** what a move of this level looks like, for a message: "a swipe: U, D, L or R" */
  expected: string;
  /** the word as the notation spells it where a letter's case tells nothing (a direction typed `u` is `U`); the word itself where none */
  spelled?(word: string): string;
}
/**
 * L is the family's parsed level (plain, structured-cloneable data).
 * S is a play state: plain data with identities kept (which snake is which), used by play
 * mode and playback; the packed, canonical form lives only inside compile().
 */
export interface PuzzleFamily<L = unknown, S = unknown> {
  readonly id: FamilyId;
  /** display name: "Anemones", "Snakebird", "Move", "Bars", "DogBunny" */
  readonly title: string;
  /** text formats parse() accepts; the first is the one make() writes */
  readonly formats: readonly string[];

  /** Never throws: bad text gives an error naming line, column and what was expected. */
  parse(text: string, options?: { format?: string }): Parsed<L>;
  /** Serialise in the family's own format; parse(make(l)) gives l back. */
  make(level: L): string;
  /** Problems that make a parsed level unsolvable by construction or meaningless. Empty = valid. */
  validate(level: L): ValidationIssue[];
  /**
   * Notices on a valid level: parts of it that can never matter, as an edge no position lets
   * any animal take (DogBunny). The level stays valid; the editor lists them under "valid".
   */
  notices?(level: L): ValidationIssue[];
  /**
   * Where in the level's text (as parse() read it, in `format` or the one it detects) a
   * validation problem lies, 1-based: its cell, node or part (ValidationIssue.part), found by
   * the reader that read the text (text.ts placeIssue), for a message that names line and
   * column (the CLI's, RULES.md). null for a problem about the level as a whole, or where the
   * text has no such place. Optional: without it a cell is named by row and column of the grid.
   */
  placeInText?(text: string, issue: ValidationIssue, format?: string): TextPosition | null;
  /** A small empty level for a new drawing in the editor. */
  blank(): L;
  /**
   * Whether two levels differ only in how they are drawn (DogBunny's node positions): the same
   * positions, moves and answer, so an edit from one to the other (a node moved to tidy the
   * drawing) keeps the moves played and the solve. Without it, only the same text is.
   */
  samePuzzle?(a: L, b: L): boolean;

  /** Play: the start position. */
  start(level: L): S;
  /** Legal moves from a state, in RULES.md notation. */
  legalMoves(level: L, state: S): string[];
  /**
   * RULES.md's notation for this level: whether a word names one of its moves at all (a position
   * may still not allow it), and what a move looks like, for a message. play() answers null for
   * both a typo and a move not allowed; only the second is a verdict on a line (`--line`).
   */
  notation(level: L): MoveNotation;
  /** The state after one move (settled: gravity etc. done), or null if the move is illegal. */
  play(level: L, state: S, move: string): S | null;
  isWon(level: L, state: S): boolean;
  /** Dead end that can never be won (a snakebird died); play mode says so. */
  isLost?(level: L, state: S): boolean;
  /**
   * The position reached in play, as a level of its own (same pieces, labels kept), so that
   * Hint and "Solve from here" can search from it.
   */
  levelFromState(level: L, state: S): L;

  /** The family's gallery, seed levels first. */
  readonly gallery: readonly GalleryLevel[];
  /**
   * Other programs' formats a level can be written in when it plays the same there (Snakebird:
   * a Snakefall link): the share panel offers each, the CLI writes one with `--to <id>`.
   */
  readonly exports?: readonly LevelExport<L>[];
  /**
   * How large the level's search is likely to grow, estimated from the level alone (where the
   * family can say): the page says before a solve when it is likely beyond the search's memory,
   * and the worker sends it with every progress report.
   */
  estimateSearch?(level: L): SearchEstimate;
  /**
   * Whether estimateSearch runs a search on this level (Move's past a million placements: up to
   * hundreds of ms on a phone): the page then asks the solver worker for it (worker/estimates.ts)
   * and shows none until it answers; where absent or false, the page calls estimateSearch itself.
   */
  estimateSearches?(level: L): boolean;
  /**
   * A line's moves end at the same position in any order, and a move played twice undoes itself
   * (Bars' presses): an optimal solution is a set of moves, so Solve and Check count sets, not
   * their orders (solveLevel and analyseLevel ask the engine for that: SearchOptions.countSets).
   * `called`: the moves in a count, plural ("presses").
   */
  readonly commutingMoves?: { readonly called: string };
  /**
   * Pieces of one kind are interchangeable (RULES.md: Move's dots of one colour, DogBunny's
   * animals of one kind, Snakebird's snakes and blocks of one shape): the solver's positions are
   * canonical, so positions, and optimal solutions, that differ only in which of two such pieces
   * is where count once; Check and the CLI say so beside their counts. `called`: those pieces,
   * plural ("dots of one colour"). `on`: whether a level has two such pieces, where the counts
   * then take some positions as one (without it, said of every level). A family whose every
   * piece is its own (Anemones) has none.
   */
  readonly interchangeable?: { readonly called: string; readonly on?: (level: L) => boolean };
  /**
   * The solver table has `solveInLayers` (Snakebird): the page offers it beside the memory note,
   * for a level likely beyond what the main search may hold.
   */
  readonly searchesInLayers?: boolean;
  /**
   * The solver table's search gives an early answer when asked (SearchOptions.early: a first
   * line, not proven shortest, beside the exact search; Snakebird's, on one thread or spread,
   * and in layers): the CLI takes --first for it.
   */
  readonly answersEarly?: boolean;
}

/** A format of another program, written only when the level fits it. */
export interface LevelExport<L = unknown> {
  /** its name on the command line (`--to snakefall`) */
  readonly id: string;
  /** what it is called on a button: "Snakefall link" */
  readonly title: string;
  /** the level in that format, or why it cannot be (a clause: "it has teleporters, …") */
  write(level: L): { ok: true; text: string } | { ok: false; reason: string };
}

/**
 * The solver half of a family, kept out of the rules table so that the page never loads it:
 * only the worker, the CLI, the bench and the tests import `src/puzzles/<family>/solver.ts`
 * (through `src/puzzles/solve.ts`).
 */
export interface FamilySolver<L = unknown> {
  /** Pack the level for the engine's search. Only called on a valid level. */
  compile(level: L): SearchProblem;
  /**
   * A family's own solver, used instead of the engine's search when it applies (bars: linear
   * algebra over GF(2); snakebird: its best-first search compiled to WebAssembly); returns
   * null to fall back to the engine.
   */
  solveExact?(level: L, options: SearchOptions): SearchResult | null;
  /**
   * solveExact spread over `options.workers` threads sharing memory (snakebird: a shard of its
   * search in each), with the same budgets, progress, cancel and early answer; null as
   * solveExact. Only called with options.workers of 2 or more.
   */
  solveExactParallel?(level: L, options: SearchOptions): Promise<SearchResult | null>;
  /**
   * Breadth-first search over sorted, compressed layers (snakebird: engine/layeredBfs.ts): a few
   * bytes a state where the main search takes about 16, and slower; asked for by name
   * (the CLI's --layers, the page's button beside its memory note). Same budgets and progress.
   */
  solveInLayers?(level: L, options: SearchOptions): Promise<SearchResult>;
  /** What must be loaded before the first solve in a browser (snakebird: compiling its WebAssembly module). */
  prepare?(): Promise<void>;
  /**
   * A family's own analysis (puzzles/analyse.ts) where the engine's would enumerate or search a
   * space too large (bars: linear algebra over GF(2)), or a limit at once where neither could
   * answer; null to leave it to the engine. It counts as the engine does: optimal solutions
   * are distinct sequences of positions.
   */
  analyseExact?(level: L, options: AnalyseOptions): Analyser | AnalysisLimit | null;
}

// Families are generic in L and S; the registries store them with their types erased.
export type AnyFamily = PuzzleFamily<any, any>;
export type AnyFamilySolver = FamilySolver<any>;
