// A level as a designer checks it (issue "Designers' workbench", §2), for every family: the
// engine's analysis (src/engine/analyse.ts) over the family's compiled problem, and the verdict
// on a line of moves in RULES.md notation. Like solve.ts, loaded only where a search runs.
//
// The analysis runs the engine over compile(): Snakebird's WebAssembly best-first search finds
// one optimum, but counting the optimal solutions and enumerating the space need the engine's
// breadth-first layers. The family's own solver (solveLevel) answers only when those stop at a
// limit, for the optimum alone. A family may analyse a level itself where the engine would not
// finish (FamilySolver.analyseExact: Bars' linear algebra, past the spaces the engine enumerates).
import { analyse, staged, type Analyser, type Analysis, type AnalyseOptions, type AnalysisLimit } from '../engine/analyse.ts';
import { ProgressClock } from '../engine/progress.ts';
import type { SearchOptions, SearchProblem } from '../engine/types.ts';
import { countedAsFamily, SOLVERS, solveLevel } from './solve.ts';
import type { AnyFamily } from './types.ts';

export interface LineVerdict {
  /** the line's length, as given */
  moves: number;
  /** every move of the line is legal where it is played */
  legal: boolean;
  /** the first illegal move (1-based), null when all are legal */
  illegalAt: number | null;
  /**
   * where the first illegal move is played from a position the level is not lost in: the moves
   * from that position that lead to another one (RULES.md notation), which it is not one of;
   * else null
   */
  movesThere?: string[] | null;
  /** the line is legal and ends in a win */
  wins: boolean;
  /**
   * a line that passes a win before its end (then plays on past it, as Move's swipes may, and
   * may win again at its end): the first number of moves after which the position was a win;
   * else null
   */
  wonAfter: number | null;
  /** it wins in the optimal number of moves */
  optimal: boolean;
  /** when it wins in more moves than the optimum: an optimal line, else null */
  shorter: string[] | null;
  /** the number of moves after which no win can be reached any more; null when never */
  noReturnAt: number | null;
  /** per position of the line's legal part (start first), its distance to a win (null: lost); null when the space was not enumerated */
  toWin: (number | null)[] | null;
}

export interface LevelAnalysis extends Analysis {
  line: LineVerdict | null;
  /** the family's own analysis answered (FamilySolver.analyseExact), not the engine's search */
  byFamily: boolean;
}

/**
 * The positions a line of moves passes through, packed as the compiled problem packs them.
 * The family's rules say whether each move is legal and whether it loses at once; the packed
 * successor is the one of the problem's successors that the problem notates as the same move
 * (or that plays, by the rules, to the same position).
 */
function lineThroughProblem(
  family: AnyFamily,
  level: unknown,
  problem: SearchProblem,
  line: readonly string[],
  /** after each move, the moves walked; true: stop (cancelled) */
  walkedTo: (moves: number) => boolean,
): { positions: Uint32Array[]; lostAfter: number | null; illegalAt: number | null; state: unknown; movesThere?: string[] } | 'cancelled' {
  const W = problem.words;
  const start = new Uint32Array(W);
  problem.writeInitial(start);
  const positions: Uint32Array[] = [start];
  /** the line as the problem's path (moves that change nothing left out), for naming its moves */
  const pathMoves: number[] = [];
  const pathStates: Uint32Array[] = [start];
  let state = family.start(level);
  const out = new Uint32Array(W);
  /** this move's candidates: their move ids, and their positions one after another (reused from move to move) */
  const candidateMoves: number[] = [];
  let candidatePositions = new Uint32Array(64 * W);
  const candidate = (i: number) => candidatePositions.subarray(i * W, i * W + W);
  const keep = (move: number) => {
    if ((candidateMoves.length + 1) * W > candidatePositions.length) {
      const grown = new Uint32Array(candidatePositions.length * 2);
      grown.set(candidatePositions);
      candidatePositions = grown;
    }
    candidatePositions.set(out, candidateMoves.length * W);
    candidateMoves.push(move);
  };
  for (let k = 0; k < line.length; k++) {
    const next = family.play(level, state, line[k]!);
    if (next !== null && family.isLost?.(level, next)) {
      // the rest of the line, if any, is played from a lost position: the rules refuse it
      const illegal = k + 1 < line.length ? k + 2 : null;
      return { positions, lostAfter: k + 1, illegalAt: illegal, state: next };
    }
    const from = positions[positions.length - 1]!;
    candidateMoves.length = 0;
    problem.expand(from, 0, out, keep);
    // A family may name a move only by replaying the path from its start (Snakebird), so names
    // are asked for one at a time, each after the whole path; naming the whole path again for
    // every candidate of every move made a long line quadratic, so a family whose names need no
    // path (namesMovesAlone) names the candidate alone.
    const named = new Map<number, string | null>();
    const nameOf = (i: number): string | null => {
      if (!named.has(i)) {
        try {
          if (problem.namesMovesAlone) named.set(i, problem.notate([candidateMoves[i]!], [from, candidate(i)])[0]!);
          else {
            pathMoves.push(candidateMoves[i]!);
            pathStates.push(candidate(i));
            try {
              named.set(i, problem.notate(pathMoves, pathStates).at(-1)!);
            } finally {
              pathMoves.pop();
              pathStates.pop();
            }
          }
        } catch {
          named.set(i, null);
        }
      }
      return named.get(i)!;
    };
    const firstCandidate = (fits: (i: number) => boolean) => {
      for (let i = 0; i < candidateMoves.length; i++) if (fits(i)) return i;
      return -1;
    };
    if (next === null) {
      // why it is not legal, as far as the rules say: the moves there are others
      const movesThere = new Set(candidateMoves.map((_, i) => nameOf(i)).filter((name) => name !== null));
      return { positions, lostAfter: null, illegalAt: k + 1, state, movesThere: [...movesThere] };
    }
    let chosen = firstCandidate((i) => nameOf(i) === line[k]);
    if (chosen < 0) {
      // the same move written another way (e.g. "03" for anemone 3): the one that plays to the same position
      const want = JSON.stringify(next);
      chosen = firstCandidate((i) => {
        const name = nameOf(i);
        return name !== null && JSON.stringify(family.play(level, state, name)) === want;
      });
    }
    if (chosen >= 0) {
      const position = candidate(chosen).slice();
      pathMoves.push(candidateMoves[chosen]!);
      pathStates.push(position);
      positions.push(position);
    } else if (JSON.stringify(next) === JSON.stringify(state)) {
      // a legal move that changes nothing, which the search does not generate
      positions.push(from);
    } else {
      throw new Error(`${family.id}: move ${k + 1} ('${line[k]}') is legal by the rules, but the compiled problem has no such successor`);
    }
    state = next;
    if (walkedTo(k + 1)) return 'cancelled';
  }
  return { positions, lostAfter: null, illegalAt: null, state };
}

/** A level's compiled problem and its analyser, ready to judge lines. */
interface Prepared {
  family: AnyFamily;
  level: unknown;
  problem: SearchProblem;
  analyser: Analyser;
  byFamily: boolean;
}

function prepare(family: AnyFamily, level: unknown, given: AnalyseOptions): Prepared | AnalysisLimit {
  const solver = SOLVERS[family.id];
  const options = countedAsFamily(family, given);
  const problem = solver.compile(level);
  // the family's own analysis where the engine's would not finish (bars: linear algebra)
  const own = solver.analyseExact?.(level, options) ?? null;
  const analyser = own ?? analyse(problem, { ...options, solveOptimum: (limits) => solveLevel(family, level, limits) });
  return 'kind' in analyser ? analyser : { family, level, problem, analyser, byFamily: own !== null };
}

function withLine(prepared: Prepared, line: readonly string[] | undefined, t0: number, options: SearchOptions): LevelAnalysis | AnalysisLimit {
  const { family, level, problem, analyser, byFamily } = prepared;
  const { analysis } = analyser;
  if (!line) return { ...analysis, line: null, byFamily };
  // Each move of the line expands every successor of its position, so a long line on a large
  // level (2,055 presses on Bars 64×64: 4,096 successors of 128 words each) takes seconds:
  // said as it goes, and it can be cancelled.
  const clock = new ProgressClock(staged(options, 'walk'), t0);
  const walked = lineThroughProblem(family, level, problem, line, (moves) => clock.check(() => ({ depth: moves, stored: moves, frontier: 0, bytes: 0 })));
  if (walked === 'cancelled') return { kind: 'limit', limit: 'cancelled', stored: 0, depth: 0, detail: 'the check was cancelled' };
  const judged = analyser.judgeLine(walked.positions, walked.lostAfter);
  if ('kind' in judged) return judged;
  const legal = walked.illegalAt === null;
  const wins = legal && walked.lostAfter === null && family.isWon(level, walked.state);
  const firstWin = walked.positions.findIndex((p) => problem.isGoal(p, 0));
  const passed = wins && firstWin === line.length ? -1 : firstWin;
  const longer = wins && analysis.moves !== null && line.length > analysis.moves;
  return {
    ...analysis,
    byFamily,
    elapsedMs: performance.now() - t0,
    line: {
      moves: line.length,
      legal,
      illegalAt: walked.illegalAt,
      movesThere: walked.movesThere ?? null,
      wins,
      wonAfter: passed >= 0 ? passed : null,
      optimal: wins && line.length === analysis.moves,
      shorter: longer ? analysis.solution : null,
      noReturnAt: judged.noReturnAt,
      toWin: judged.toWin,
    },
  };
}

export function analyseLevel(
  family: AnyFamily,
  level: unknown,
  options: AnalyseOptions & { line?: readonly string[] } = {},
): LevelAnalysis | AnalysisLimit {
  const t0 = performance.now();
  const prepared = prepare(family, level, options);
  return 'kind' in prepared ? prepared : withLine(prepared, options.line, t0, options);
}

/** The state graph of a small enumerated space as plain data, for a picture; position 0 is the start. */
export interface SpacePicture {
  /** per position: the fewest moves from the start */
  depth: Int32Array;
  /** per position: the fewest moves to a win, -1 for a dead end */
  toWin: Int32Array;
  /** the distinct moves between positions, as pairs: edges[2k] → edges[2k + 1] */
  edges: Uint32Array;
  /** per position: a shortest line from the start to it (RULES.md notation) */
  lines: string[][];
}

/** A level's analysis as the Check view shows it: plain data that crosses the worker boundary. */
export interface LevelCheck extends LevelAnalysis {
  /** the state graph, when the space was enumerated and has at most `pictureMaxPositions` positions */
  picture: SpacePicture | null;
}

export interface CheckOptions extends AnalyseOptions {
  line?: readonly string[];
  /** draw the state graph only up to this many positions (0: none) */
  pictureMaxPositions?: number;
  /** what identifies the level (its text and the moves played before it), for reusing its analysis */
  levelKey: string;
}

/**
 * The analysis last made in this thread: judging another line of the same level (the designer
 * edits the line; play mode judges each move) reuses its enumerated space instead of
 * enumerating it again. Whatever its size (its positions are capped, maxPositions: Snakebird's
 * level 25, 1.78 million, holds 203 MB): a larger one is the one a line would take longest to
 * judge from nothing. The page lets the worker go, with it, once nothing needs it.
 */
let kept: { key: string; prepared: Prepared } | null = null;

/** The Check view's answer: the analysis, the verdict on a line, and a picture of a small space. */
export function checkLevel(family: AnyFamily, level: unknown, options: CheckOptions): LevelCheck | AnalysisLimit {
  const t0 = performance.now();
  const { line, pictureMaxPositions = 0, levelKey, onProgress, ...rest } = options;
  // the analysis runs a search or two after its enumeration, each on its own clock: progress reports the check's time
  const analyseOptions: AnalyseOptions = { ...rest, ...(onProgress ? { onProgress: (p) => onProgress({ ...p, elapsedMs: performance.now() - t0 }) } : {}) };
  const key = JSON.stringify([family.id, levelKey, analyseOptions.maxPositions ?? null, analyseOptions.maxStates ?? null, analyseOptions.maxBytes ?? null]);
  let prepared: Prepared | AnalysisLimit;
  if (kept?.key === key) prepared = kept.prepared;
  else {
    kept = null;
    prepared = prepare(family, level, analyseOptions);
    if (!('kind' in prepared)) kept = { key, prepared };
  }
  if ('kind' in prepared) return prepared;
  const result = withLine(prepared, line, t0, analyseOptions);
  if ('kind' in result) return result;
  return { ...result, picture: pictureOf(prepared, pictureMaxPositions) };
}

function pictureOf(prepared: Prepared, maxPositions: number): SpacePicture | null {
  const graph = maxPositions > 0 ? prepared.analyser.graph(maxPositions) : null;
  if (!graph) return null;
  const lines: string[][] = [];
  for (let i = 0; i < graph.depth.length; i++) lines.push(graph.lineTo(i));
  return { depth: graph.depth, toWin: graph.toWin, edges: graph.edges, lines };
}
