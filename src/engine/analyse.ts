// What a level designer checks, over a compiled problem (issue "Designers' workbench", §2):
// the optimum and how many optimal solutions there are, the whole space where it is small
// enough (reachable positions, how many can still win, dead ends, the farthest winnable one),
// how hard the level looks, and where a line passes its point of no return.
//
// Where the space fits under the cap and the memory budget, one forward enumeration stores
// every reachable position in the engine's state table and every distinct successor of each
// (deduplicated, self-loops dropped) in a forward CSR; a reverse CSR built from it then gives
// each position's distance to the nearest win in one backward breadth-first pass. Repeated
// forward sweeps would need no reverse edges but cost a sweep of every edge per distance,
// which is far slower on a deep space; the reverse edges double the edge memory, and the
// budget is checked for them before they are allocated. Past the cap, the optimum and its count
// come from the part enumerated when that already reaches the nearest win (the enumeration is a
// breadth-first search), else from the engine's BFS with solution counting, and where that stops
// at a limit too, from the caller's solveOptimum, uncounted; whether a position of a line can
// still win is then a search from it (best-first where the problem gives a bound).
//
// Like the engine's searches, this counts positions as the problem packs them: canonical,
// so positions that differ only in which of two interchangeable pieces is where are one, and
// optimal solutions are distinct sequences of canonical positions (with options.countSets, the
// caller's word that moves commute and undo themselves: distinct sets of moves).
import { count, plural } from './count.ts';
import { bfs, setsOfPaths } from './bfs.ts';
import { ProgressClock } from './progress.ts';
import { search } from './solve.ts';
import { nameSteps, StateTable } from './stateTable.ts';
import type { AnalysisStage, LimitKind, SearchOptions, SearchProblem, SearchResult } from './types.ts';

/** The whole space is enumerated only up to this many positions unless told otherwise. */
export const DEFAULT_MAX_POSITIONS = 2_000_000;

export interface AnalyseOptions extends Omit<SearchOptions, 'countSolutions'> {
  /** enumerate the whole space only when it has at most this many positions */
  maxPositions?: number;
  /**
   * A faster way to the optimum alone (a family's own solver), for when the breadth-first
   * search that counts the optimal solutions stops at a limit: the analysis then gives the
   * optimum without the count.
   */
  solveOptimum?: (options: SearchOptions) => SearchResult;
}

/**
 * Without a state limit of the caller's, the breadth-first search that counts the optimal
 * solutions of a space too large to enumerate stops at this many times the positions cap (and
 * solveOptimum answers instead), so that an analysis does not run for an hour.
 */
const COUNTING_STATES_PER_POSITION_CAP = 5;

/** The whole reachable space, when it was enumerated. */
export interface SpaceCounts {
  /** positions reachable from the start (canonical; positions where a piece died are not positions) */
  positions: number;
  /** of them, those from which a win can still be reached */
  winnable: number;
  /** of them, those from which no win can be reached */
  deadEnds: number;
  /** the most moves any winnable reachable position needs to win */
  farthest: number;
}

export interface Analysis {
  solvable: boolean;
  /** the optimal number of moves; null when no win is reachable */
  moves: number | null;
  /**
   * distinct optimal solutions (sequences of canonical positions; with options.countSets, sets of
   * moves); 0 when unsolvable; may be a
   * float above 2^53; null when the search that counts them stopped at a limit (notCounted says why)
   */
  optimalSolutions: number | null;
  /** one optimal solution in the problem's notation; null when unsolvable */
  solution: string[] | null;
  /** positions a breadth-first search stores before it has proven the optimum and counted its solutions (null: not counted) */
  explored: number | null;
  /** states the analysis itself stored (the whole space, or the breadth-first search's) */
  stored: number;
  /**
   * the average number of distinct positions one move leads to, over the positions that search
   * expanded; where the start is already a win that search expands nothing, so the start's own
   * (null: not counted)
   */
  branching: number | null;
  /** how many of the solution's moves were the only move that kept a win reachable (null without a solution, or when the space was not enumerated) */
  forcedMoves: number | null;
  /** null when the space was not enumerated (notEnumerated says why) */
  space: SpaceCounts | null;
  notEnumerated: string | null;
  /** why the optimal solutions were not counted; null when they were */
  notCounted: string | null;
  elapsedMs: number;
  /** the most bytes the analysis held in typed arrays at once */
  bytes: number;
}

export interface AnalysisLimit {
  kind: 'limit';
  limit: LimitKind;
  stored: number;
  depth: number;
  detail: string;
}

/** Where a line stops being winnable. */
export interface LineJudgement {
  /** the number of moves after which no win can be reached any more; null when never */
  noReturnAt: number | null;
  /** per position of the line (start first): its distance to a win, null when lost; only when the space was enumerated */
  toWin: (number | null)[] | null;
}

export interface Analyser {
  readonly analysis: Analysis;
  /**
   * Judge a line given as its positions (positions[k] after k moves, positions[0] the start,
   * each a successor of the one before or the same position); lostAfter: the move (1-based)
   * after which the level was lost outright, a piece that died (its position is no position).
   */
  judgeLine(positions: readonly Uint32Array[], lostAfter: number | null): LineJudgement | AnalysisLimit;
  /**
   * The state graph, for a picture of a small space: null when the space was not enumerated or
   * has more than maxPositions positions.
   */
  graph(maxPositions: number): SpaceGraph | null;
}

/** The enumerated space as a graph; position 0 is the start. */
export interface SpaceGraph {
  /** per position: the fewest moves from the start */
  depth: Int32Array;
  /** per position: the fewest moves to a win, -1 when none can be reached (a dead end) */
  toWin: Int32Array;
  /** the distinct moves between positions, as pairs: edges[2k] → edges[2k + 1] */
  edges: Uint32Array;
  /** a shortest line from the start to a position, in the problem's notation */
  lineTo(position: number): string[];
  /** a position, packed */
  position(index: number): Uint32Array;
}

/** Per enumerated position besides the state table: edge start, distance, paths, reverse start, queue. */
const BYTES_PER_POSITION = 4 + 4 + 8 + 4 + 4;

interface Space {
  table: StateTable;
  n: number;
  /** layerEnd[d]: how many positions are at most d moves from the start */
  layerEnd: number[];
  edgeStart: Uint32Array;
  edges: Uint32Array;
  goals: number[];
}

type Stop = 'positions' | 'memory' | 'cancelled';

function limitOf(stop: LimitKind, stored: number, depth: number, detail: string): AnalysisLimit {
  return { kind: 'limit', limit: stop, stored, depth, detail };
}

/** Forward enumeration of every reachable position and its distinct successors. */
function enumerate(
  problem: SearchProblem,
  options: AnalyseOptions,
  maxPositions: number,
  maxBytes: number,
  t0: number,
): Space | { stop: Stop; stored: number; depth: number; optimum: Optimum | null } {
  const W = problem.words;
  let degree = new Uint32Array(0);
  const table = new StateTable(W, {
    maxStates: maxPositions,
    maxBytes,
    extraBytesPerState: BYTES_PER_POSITION,
    onGrow: (capacity) => {
      const d2 = new Uint32Array(capacity);
      d2.set(degree);
      degree = d2;
    },
  });
  if (table.overBudget()) return { stop: 'memory', stored: 0, depth: 0, optimum: null };
  let edges = new Uint32Array(1 << 12);
  let edgeCount = 0;
  const goals: number[] = [];
  let stop: Stop | null = null;
  /** forward and reverse edges both, besides what the table holds */
  const fits = (edgeRoom: number) => table.bytes() + 2 * 4 * edgeRoom <= maxBytes;

  function flush(): void {
    const n = table.prefetch();
    for (let i = 0; i < n && stop === null; i++) {
      const index = table.resolve(i);
      if (index < 0) {
        stop = table.stop === 'states' ? 'positions' : 'memory';
        return;
      }
      if (table.added && problem.isGoal(table.store, index * W)) goals.push(index);
      const from = table.batchFrom[i]!;
      if (index === from) continue;
      // a position's successors are the last edges added, so a repeat is among them
      let repeat = false;
      for (let k = edgeCount - degree[from]!; k < edgeCount; k++) {
        if (edges[k] === index) {
          repeat = true;
          break;
        }
      }
      if (repeat) continue;
      if (edgeCount === edges.length) {
        const room = edges.length * 2;
        if (!fits(room)) {
          stop = 'memory';
          return;
        }
        const e2 = new Uint32Array(room);
        e2.set(edges);
        edges = e2;
      }
      edges[edgeCount++] = index;
      degree[from]!++;
    }
  }

  const scratch = new Uint32Array(W);
  problem.writeInitial(scratch);
  table.addRoot(scratch);
  if (problem.isGoal(table.store, 0)) goals.push(0);
  const layerEnd: number[] = [1];
  let layerStart = 0;
  let current = 0;
  const clock = new ProgressClock(options, t0);
  const snapshot = () => ({ depth: layerEnd.length - 1, stored: table.count, frontier: layerEnd[layerEnd.length - 1]! - layerStart, bytes: table.bytes() + 4 * edges.length });
  const emit = (): void => {
    if (stop === null && table.queue(scratch, current)) flush();
  };
  while (stop === null) {
    const end = layerEnd[layerEnd.length - 1]!;
    for (current = layerStart; current < end && stop === null; current++) {
      problem.expand(table.store, current * W, scratch, emit);
      if (clock.tick(snapshot)) stop = 'cancelled';
    }
    if (stop === null) flush();
    table.batchLen = 0;
    if (stop !== null) break;
    if (table.count === end) break;
    layerStart = end;
    layerEnd.push(table.count);
  }
  if (stop !== null) {
    return { stop, stored: table.count, depth: layerEnd.length - 1, optimum: stop === 'cancelled' ? null : optimumOfPart(problem, table, layerEnd, degree, edges, goals, options.countSets ?? false) };
  }

  const n = table.count;
  const edgeStart = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) edgeStart[i + 1] = edgeStart[i]! + degree[i]!;
  return { table, n, layerEnd, edgeStart, edges: edges.subarray(0, edgeCount), goals };
}

/** What the search for the optimum found, with its solutions counted. */
type Optimum = Pick<Analysis, 'solvable' | 'moves' | 'optimalSolutions' | 'solution' | 'explored' | 'branching' | 'stored' | 'bytes'>;

/**
 * The optimum from an enumeration stopped at a limit, when it had already stored every position
 * up to the nearest win and every successor of those closer: the enumeration is a breadth-first
 * search, so that is what the counting BFS would do again. Null when it had not got that far.
 */
function optimumOfPart(problem: SearchProblem, table: StateTable, layerEnd: number[], degree: Uint32Array, edges: Uint32Array, goals: number[], countSets: boolean): Optimum | null {
  if (goals.length === 0) return null;
  // goals are found in index order, so the first is the nearest; layerEnd[d] exists once layer d is whole
  let d = 0;
  while (d < layerEnd.length && goals[0]! >= layerEnd[d]!) d++;
  if (d >= layerEnd.length) return null;
  const explored = layerEnd[d]!;
  const expanded = d === 0 ? 0 : layerEnd[d - 1]!;
  // shortest paths to each position, layer by layer over the stored distinct successors
  const paths = new Float64Array(explored);
  paths[0] = 1;
  let e = 0;
  for (let depth = 0; depth < d; depth++) {
    const lo = layerEnd[depth]!;
    const hi = layerEnd[depth + 1]!;
    for (let s = depth === 0 ? 0 : layerEnd[depth - 1]!; s < lo; s++) {
      for (const end = e + degree[s]!; e < end; e++) {
        const t = edges[e]!;
        if (t >= lo && t < hi) paths[t]! += paths[s]!;
      }
    }
    if (countSets) for (let t = lo; t < hi; t++) paths[t] = setsOfPaths(paths[t]!, depth + 1);
  }
  let optimalSolutions = 0;
  for (const g of goals) if (g < explored && g >= (d === 0 ? 0 : layerEnd[d - 1]!)) optimalSolutions += paths[g]!;
  const W = problem.words;
  const path: number[] = [];
  for (let i = goals[0]!; ; i = table.parent[i]!) {
    path.push(i);
    if (i === 0) break;
  }
  path.reverse();
  let branches = 0;
  for (let s = 0; s < expanded; s++) branches += degree[s]!;
  return {
    solvable: true,
    moves: d,
    optimalSolutions,
    solution: nameSteps(
      problem,
      path.map((i) => table.store.slice(i * W, i * W + W)),
    ),
    explored,
    branching: d === 0 ? startBranching(problem) : round2(branches / expanded),
    stored: table.count,
    bytes: table.bytes() + 4 * edges.length + 8 * explored,
  };
}

/**
 * Count, for each expansion, the distinct successors other than the position itself. The BFS
 * names its solution's steps by expanding them again after its search, so `branching(skip)`
 * leaves the last `skip` expansions out.
 */
function countingBranches(problem: SearchProblem): { problem: SearchProblem; branching: (skip: number) => number } {
  const W = problem.words;
  const branchesOf: number[] = [];
  let seen = new Uint32Array(64 * W);
  let seenCount = 0;
  let src: Uint32Array = seen;
  let srcOff = 0;
  let out: Uint32Array = seen;
  let emitOuter: (move: number, bound?: number) => void = () => {};
  const note = (move: number, bound?: number) => {
    let repeat = true;
    for (let k = 0; k < W; k++) if (out[k] !== src[srcOff + k]) repeat = false;
    for (let j = 0; j < seenCount && !repeat; j++) {
      let same = true;
      for (let k = 0; k < W && same; k++) same = seen[j * W + k] === out[k];
      repeat = same;
    }
    if (!repeat) {
      if ((seenCount + 1) * W > seen.length) {
        const s2 = new Uint32Array(seen.length * 2);
        s2.set(seen);
        seen = s2;
      }
      for (let k = 0; k < W; k++) seen[seenCount * W + k] = out[k]!;
      seenCount++;
      branchesOf[branchesOf.length - 1]!++;
    }
    emitOuter(move, bound);
  };
  const wrapped: SearchProblem = {
    words: W,
    writeInitial: (o) => problem.writeInitial(o),
    expand: (s, off, o, emit) => {
      branchesOf.push(0);
      seenCount = 0;
      src = s;
      srcOff = off;
      out = o;
      emitOuter = emit;
      problem.expand(s, off, o, note);
    },
    isGoal: (s, off) => problem.isGoal(s, off),
    notate: (moves, states) => problem.notate(moves, states),
  };
  const branching = (skip: number) => {
    const expanded = branchesOf.length - skip;
    let sum = 0;
    for (let i = 0; i < expanded; i++) sum += branchesOf[i]!;
    return expanded <= 0 ? 0 : round2(sum / expanded);
  };
  return { problem: wrapped, branching };
}

/**
 * The start's distinct successors other than itself: a level that starts won is proven at once,
 * with nothing expanded, and its branching is still the level's, not the search's.
 */
function startBranching(problem: SearchProblem): number {
  const W = problem.words;
  const start = new Uint32Array(W);
  problem.writeInitial(start);
  const out = new Uint32Array(W);
  const seen = new Set([start.join()]);
  problem.expand(start, 0, out, () => seen.add(out.join()));
  return seen.size - 1;
}

/** The same problem, started from another (canonical) position. */
function startingAt(problem: SearchProblem, position: Uint32Array): SearchProblem {
  const from = position.slice();
  return {
    words: problem.words,
    writeInitial: (o) => o.set(from),
    expand: (s, off, o, emit) => problem.expand(s, off, o, emit),
    isGoal: (s, off) => problem.isGoal(s, off),
    // only whether a win is reachable is asked, and a family may name moves only from its own start
    notate: (moves) => moves.map(String),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The options with each progress report naming the analysis's stage: each search starts again from depth 0, which the reader is told, not shown as a step back. */
export function staged<O extends SearchOptions>(options: O, stage: AnalysisStage): O {
  const onProgress = options.onProgress;
  return onProgress ? { ...options, onProgress: (p) => onProgress({ ...p, stage }) } : options;
}

export function analyse(problem: SearchProblem, options: AnalyseOptions = {}): Analyser | AnalysisLimit {
  const t0 = performance.now();
  const W = problem.words;
  const maxBytes = options.maxBytes ?? Infinity;
  const maxPositions = Math.min(options.maxPositions ?? DEFAULT_MAX_POSITIONS, options.maxStates ?? Infinity);
  const space = enumerate(problem, staged(options, 'space'), maxPositions, maxBytes, t0);

  if ('stop' in space) {
    if (space.stop === 'cancelled') return limitOf('cancelled', space.stored, space.depth, 'the analysis was cancelled');
    const notEnumerated =
      space.stop === 'positions'
        ? `the whole space has more than ${count(maxPositions)} position${maxPositions === 1 ? '' : 's'}`
        : `the whole space does not fit in the memory budget (it had ${count(space.stored)} positions and was still growing)`;
    return searchOnly(problem, options, notEnumerated, t0, space.optimum);
  }

  const { table, n, layerEnd, edgeStart, edges, goals } = space;
  const E = edges.length;
  const more = (n + 1) * 4 * 2 + n * (4 + 8 + 4) + E * 4;
  const held = table.bytes() + 4 * E + 4 * (n + 1);
  if (held + more > maxBytes) {
    return searchOnly(problem, options, `the distances to a win over the whole space (${count(n)} positions) do not fit in the memory budget`, t0);
  }

  // reverse CSR: who leads to each position
  const revStart = new Uint32Array(n + 1);
  for (let e = 0; e < E; e++) revStart[edges[e]! + 1]!++;
  for (let i = 0; i < n; i++) revStart[i + 1]! += revStart[i]!;
  const revEdges = new Uint32Array(E);
  const fill = revStart.slice(0, n);
  for (let from = 0; from < n; from++) {
    for (let e = edgeStart[from]!; e < edgeStart[from + 1]!; e++) revEdges[fill[edges[e]!]!++] = from;
  }

  // distance to the nearest win, backward breadth-first; the queue ends in order of distance
  const dist = new Int32Array(n).fill(-1);
  const queue = new Uint32Array(n);
  let tail = 0;
  for (const g of goals) {
    dist[g] = 0;
    queue[tail++] = g;
  }
  for (let head = 0; head < tail; head++) {
    const t = queue[head]!;
    const d = dist[t]! + 1;
    for (let e = revStart[t]!; e < revStart[t + 1]!; e++) {
      const s = revEdges[e]!;
      if (dist[s]! < 0) {
        dist[s] = d;
        queue[tail++] = s;
      }
    }
  }
  // shortest paths to a win, in order of distance, each from the successors one closer
  const ways = new Float64Array(n);
  for (let q = 0; q < tail; q++) {
    const s = queue[q]!;
    if (dist[s] === 0) {
      ways[s] = 1;
      continue;
    }
    let sum = 0;
    for (let e = edgeStart[s]!; e < edgeStart[s + 1]!; e++) if (dist[edges[e]!] === dist[s]! - 1) sum += ways[edges[e]!]!;
    ways[s] = options.countSets ? setsOfPaths(sum, dist[s]!) : sum;
  }

  const moves = dist[0]! >= 0 ? dist[0]! : null;
  const winnable = tail;
  // the BFS that proves the optimum expands every position closer than it and stores every one up to it
  const explored = moves === null ? n : layerEnd[moves]!;
  const expanded = moves === null ? n : moves === 0 ? 0 : layerEnd[moves - 1]!;

  let solution: string[] | null = null;
  let forcedMoves = 0;
  if (moves !== null) {
    const path = [0];
    for (let s = 0; dist[s]! > 0; ) {
      let next = -1;
      let live = 0;
      for (let e = edgeStart[s]!; e < edgeStart[s + 1]!; e++) {
        const t = edges[e]!;
        if (dist[t]! >= 0) live++;
        if (next < 0 && dist[t] === dist[s]! - 1) next = t;
      }
      if (live === 1) forcedMoves++;
      path.push(next);
      s = next;
    }
    solution = nameSteps(
      problem,
      path.map((i) => table.store.slice(i * W, i * W + W)),
    );
  }

  const analysis: Analysis = {
    solvable: moves !== null,
    moves,
    optimalSolutions: moves === null ? 0 : ways[0]!,
    solution,
    explored,
    stored: n,
    branching: moves === 0 ? startBranching(problem) : round2(edgeStart[expanded]! / expanded),
    forcedMoves: moves === null ? null : forcedMoves,
    space: { positions: n, winnable, deadEnds: n - winnable, farthest: tail > 0 ? dist[queue[tail - 1]!]! : 0 },
    notEnumerated: null,
    notCounted: null,
    elapsedMs: performance.now() - t0,
    bytes: held + more,
  };

  const indexOf = (position: Uint32Array): number => {
    table.queue(position, 0);
    table.prefetch();
    const index = table.resolve(0);
    // every position of a line is a successor of a stored one, so it is stored already
    if (index < 0 || table.added) throw new Error('engine: a position of the line is not in the enumerated space');
    return index;
  };
  return {
    analysis,
    judgeLine: (positions, lostAfter) => {
      const toWin = positions.map((p) => {
        const d = dist[indexOf(p)]!;
        return d >= 0 ? d : null;
      });
      const first = toWin.indexOf(null);
      return { noReturnAt: first >= 0 ? first : lostAfter, toWin };
    },
    graph: (max) => {
      if (n > max) return null;
      const depth = new Int32Array(n);
      for (let d = 1; d < layerEnd.length; d++) depth.fill(d, layerEnd[d - 1]!, layerEnd[d]!);
      const pairs = new Uint32Array(2 * E);
      for (let from = 0; from < n; from++) {
        for (let e = edgeStart[from]!; e < edgeStart[from + 1]!; e++) {
          pairs[2 * e] = from;
          pairs[2 * e + 1] = edges[e]!;
        }
      }
      const position = (i: number) => table.store.slice(i * W, i * W + W);
      return {
        depth,
        toWin: dist.slice(),
        edges: pairs,
        position,
        lineTo: (i) => {
          const path: number[] = [];
          for (let at = i; ; at = table.parent[at]!) {
            path.push(at);
            if (at === 0) break;
          }
          return nameSteps(problem, path.reverse().map(position));
        },
      };
    },
  };
}

/**
 * Past the cap: the optimum and its count by BFS (or, when that stops at a limit, the optimum
 * alone by options.solveOptimum), and whether a position can still win by a search from it.
 */
function searchOnly(problem: SearchProblem, options: AnalyseOptions, notEnumerated: string, t0: number, known: Optimum | null = null): Analyser | AnalysisLimit {
  const counting = countingBranches(problem);
  const limits = { maxStates: options.maxStates, maxBytes: options.maxBytes, onProgress: options.onProgress, progressIntervalMs: options.progressIntervalMs, shouldCancel: options.shouldCancel };
  const countingCap = options.maxStates ?? COUNTING_STATES_PER_POSITION_CAP * (options.maxPositions ?? DEFAULT_MAX_POSITIONS);
  const result = known ? null : bfs(counting.problem, staged({ ...limits, maxStates: countingCap, countSolutions: true, countSets: options.countSets }, 'count'));
  let analysis: Analysis;
  // what the designer has instead of the whole space, and what it leaves out
  const instead = (how: string) => `${notEnumerated}, so its dead ends and farthest position are not known; ${how}`;
  if (result === null) {
    analysis = { ...known!, forcedMoves: null, space: null, notEnumerated: instead('the optimum and its count come from the part mapped, which already reached the nearest win'), notCounted: null, elapsedMs: performance.now() - t0 };
  } else if (result.kind !== 'limit') {
    const solved = result.kind === 'solved';
    analysis = {
      solvable: solved,
      moves: solved ? result.moves : null,
      optimalSolutions: solved ? (result.optimalSolutions ?? 0) : 0,
      solution: solved ? result.solution : null,
      explored: result.stored,
      stored: result.stored,
      branching: solved && result.moves === 0 ? startBranching(problem) : counting.branching(solved ? result.moves : 0),
      forcedMoves: null,
      space: null,
      notEnumerated: solved
        ? instead(`the optimum and its count come from a breadth-first search that stopped at the optimum's depth (${count(result.stored)} positions)`)
        : `${notEnumerated}; a breadth-first search of every reachable position (${count(result.stored)}) proved there is no solution: each is a dead end`,
      notCounted: null,
      elapsedMs: performance.now() - t0,
      bytes: result.bytes,
    };
  } else {
    const countingStopped = `the breadth-first search that counts the optimal solutions stopped after ${plural(result.stored, 'position')}${result.depth > 0 ? `, with no solution under ${plural(result.depth, 'move')}` : ''}`;
    if (result.limit === 'cancelled' || !options.solveOptimum) return limitOf(result.limit, result.stored, result.depth, `${notEnumerated}, and ${countingStopped}`);
    const optimum = options.solveOptimum(staged(limits, 'optimum'));
    if (optimum.kind === 'limit') {
      return limitOf(optimum.limit, optimum.stored, optimum.depth, `${notEnumerated}; ${countingStopped}, and the search for the optimum alone stopped too${optimum.detail ? ` (${optimum.detail})` : ''}`);
    }
    const solved = optimum.kind === 'solved';
    analysis = {
      solvable: solved,
      moves: solved ? optimum.moves : null,
      optimalSolutions: solved ? null : 0,
      solution: solved ? optimum.solution : null,
      explored: null,
      stored: result.stored + optimum.stored,
      branching: null,
      forcedMoves: null,
      space: null,
      notEnumerated: instead(solved ? "the optimum comes from the family's own solver, uncounted" : "the family's own solver proved there is no solution"),
      notCounted: solved ? `${countingStopped}; the optimum comes from the family's own solver` : null,
      elapsedMs: performance.now() - t0,
      bytes: Math.max(result.bytes, optimum.bytes),
    };
  }
  const solved = analysis.solvable;
  /** whether a win is reachable from a position: a search from it */
  const winnable = (position: Uint32Array): boolean | AnalysisLimit => {
    const r = search(startingAt(problem, position), staged(limits, 'line'));
    if (r.kind === 'limit') return limitOf(r.limit, r.stored, r.depth, `the search for whether a position of the line can still win stopped ${plural(r.depth, 'move')} ahead`);
    return r.kind === 'solved';
  };
  return {
    analysis,
    judgeLine: (positions, lostAfter) => {
      if (!solved) return { noReturnAt: 0, toWin: null };
      // once a win is out of reach it stays out of reach (every successor of a lost position is
      // lost), so the first lost position can be found by halving
      let lo = 0;
      let hi = positions.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const w = mid === 0 ? true : winnable(positions[mid]!);
        if (typeof w !== 'boolean') return w;
        if (w) lo = mid + 1;
        else hi = mid;
      }
      return { noReturnAt: lo < positions.length ? lo : lostAfter, toWin: null };
    },
    graph: () => null,
  };
}
