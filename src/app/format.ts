import type { FoundLine, SearchEstimate, SearchProgress, SearchResult } from '../engine/types.ts';
import { count as exactCount, countedAsSets, plural } from '../puzzles/text.ts';

/** text.ts's count, rounded first (a rate): past 2^53 it reads "about 2.96 × 10^130", as the Check panel and the CLI say */
export const count = (n: number) => exactCount(Math.round(n));
/** a count that opens a sentence: "About 2.96 × 10^130" */
const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

export function progressLine(p: SearchProgress): string {
  if (p.waiting) return "Waiting for the browser's storage, held by another solve in layers (one just cancelled, or another tab's); a few seconds, then this one keeps its layers in memory…";
  // in words a newcomer follows, figures kept: the bound the search has proven (its depth), the
  // positions stored and their rate, and its frontier (the positions it goes on from)
  // (the first report, sent at once with the estimate, before anything is counted: no row of noughts)
  if (p.stored === 0 && !p.bestFound) return `Searching…${onWorkers(p)}`;
  const bound = p.lowerBound ?? p.depth;
  const known = p.bestFound ? bestFoundLine(p.bestFound.moves, bound) : noneUnder(bound);
  // (short enough for three lines on a 390 px phone, as the words before it took)
  const seen = `${count(p.stored)} position${Math.round(p.stored) === 1 ? '' : 's'}, ${count(p.statesPerSecond)}/s`;
  return `Searching… ${known ? `${known} · ` : ''}${seen} · ${count(p.frontier)} to look at · ${megabytes(p.bytes)} · ${duration(p.elapsedMs)}${onWorkers(p)}`;
}

/** The threads a search runs on, where it was asked to spread (and why on fewer, when it must). */
function onWorkers(p: { workers?: number; workersNote?: string }): string {
  if (p.workersNote) return ` · ${p.workersNote}`;
  return p.workers === undefined ? '' : ` · ${p.workers} worker${p.workers === 1 ? '' : 's'}`;
}

/**
 * What a search has proven, in the words a newcomer follows ("no solution under 13 moves"),
 * where an expert reads its depth; null at the start, where nothing is proven yet.
 */
export function noneUnder(depth: number): string | null {
  return depth > 0 ? `no solution under ${plural(depth, 'move')}` : null;
}

/** What a search stopped at `depth` had proven, opening with a colon where there is something: ": no solution under 41 moves". */
const provenSoFar = (depth: number) => {
  const none = noneUnder(depth);
  return none ? `: ${none}` : '';
};

/** Where a solve in layers stopped (the depth of its last layer kept), as the notes on them say it. */
const stoppedWith = (depth: number) => {
  const none = noneUnder(depth);
  return none ? `stopped with ${none}` : 'stopped at its start';
};

/** An early line against what the search has proven: "best found N moves, optimal is at least M". */
export function bestFoundLine(moves: number, lowerBound: number): string {
  return `best found ${plural(moves, 'move')}, optimal is at least ${Math.min(lowerBound, moves)}`;
}

/** What a stopped search leaves: its best line, not proven shortest, when it found one. */
function keptLine(best: FoundLine | undefined, lowerBound: number): string {
  return best ? ` Kept the best line found: ${best.moves} moves, not proven shortest (optimal is at least ${Math.min(lowerBound, best.moves)}).` : '';
}

const gigabytes = (bytes: number) =>
  bytes < 2 ** 30
    ? `${Math.round(bytes / 2 ** 20)} MB`
    : bytes < 2 ** 40
      ? `${(bytes / 2 ** 30).toFixed(1)} GB`
      : bytes < 2 ** 50
        ? `${(bytes / 2 ** 40).toFixed(1)} TB`
        : `${rough.format(bytes / 2 ** 50)} PB`;
/** an estimate's size in words, to the two figures it can claim: "about 22 billion" */
const rough = new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 2 });

/** an estimate in words: "about 250 million positions, 4.6 GB (up to 46.2 GB), estimated from the level" */
const estimateInWords = (estimate: SearchEstimate) =>
  `about ${rough.format(estimate.states)} positions, ${gigabytes(estimate.bytes)} (up to ${gigabytes(estimate.bytesUpTo)}), estimated from the level`;

/**
 * Said when a solve starts, when the level's search is likely (or may be) beyond the memory it may
 * use: null when it fits. `answersEarly`: the family's search finds a line on the way
 * (PuzzleFamily.answersEarly), which a stop keeps; another's finds only the shortest, at its end.
 */
export function memoryNote(estimate: SearchEstimate | undefined, maxBytes: number, answersEarly = false): string | null {
  if (!estimate || estimate.bytesUpTo <= maxBytes) return null;
  const size = estimateInWords(estimate);
  const then = `the search may stop at that limit${answersEarly ? '; a line found on the way is kept' : ', with no line found'}.`;
  return estimate.bytes > maxBytes
    ? `This level is likely beyond the memory the search may use here (${gigabytes(maxBytes)}): ${size}. Solving may still be tried, but ${then}`
    : `This level may be beyond the memory the search may use here (${gigabytes(maxBytes)}): ${size}. If it is, ${then}`;
}

/**
 * Said by Check in place of starting by itself, when even the middle of the estimate is over the
 * memory it may use (its whole space holds more than the solve's search stores): null otherwise.
 */
export function checkNote(estimate: SearchEstimate | undefined, maxBytes: number): string | null {
  if (!estimate || estimate.bytes <= maxBytes) return null;
  return `Not checked by itself: this level is likely beyond the memory Check may use here (${gigabytes(maxBytes)}): ${estimateInWords(estimate)}. A check would most likely stop at that limit after a long search; Solve can look for the shortest solution with more memory.`;
}

/** The button beside that note that solves with the memory the level may need (sizedBudget). */
export function sizedSolveLabel(maxBytes: number): string {
  // (whole memories of 4 GiB, or the browser's share of its device's memory: 12 GB, not 12.0 GB)
  return `Solve with up to ${Math.round((maxBytes / 2 ** 30) * 10) / 10} GB of memory`;
}

/** What a solve in layers stopped before its end and kept on disk holds (worker/opfsStore.ts's KeptLayers). */
interface KeptLayers {
  depth: number;
  states: number;
  bytes: number;
}

/** The button beside that note that solves in compressed layers (FamilySolver.solveInLayers); `kept`: this level's layers kept on disk, which it goes on from. */
export function layersSolveLabel(onDisk: boolean, kept?: KeptLayers): string {
  if (kept) return `Go on with the solve in compressed layers kept on disk (from ${plural(kept.depth, 'move')}: ${positions(kept.states)}, ${gigabytes(kept.bytes)})`;
  return onDisk ? 'Solve in compressed layers kept on disk (slower, little memory)' : 'Solve in compressed layers (slower, a few bytes a position)';
}

/** Said of the layers kept on disk of the level shown. */
export function keptHereNote(kept: KeptLayers): string {
  return `The solve in compressed layers of this level, ${stoppedWith(kept.depth)} (${positions(kept.states)}), is kept on disk.`;
}

/** Said beside that button when the layers kept on disk are another level's. */
export function keptElsewhereNote(kept: KeptLayers): string {
  return `A solve in compressed layers of another level, ${stoppedWith(kept.depth)} (${positions(kept.states)}), is kept on disk; solving this one in layers replaces it.`;
}

/** The button that removes the layers kept on disk. */
export function discardLayersLabel(kept: KeptLayers): string {
  return `Discard the kept layers (${gigabytes(kept.bytes)})`;
}

/**
 * Play mode once the position played is a win: the moves it took, and the shortest beside it
 * where it is known (a solve, or Solve from here, found it), else how to find out.
 */
export function wonLine(moves: number, shortest: number | null | undefined): string {
  // (a level won at its start has no shorter solution to look for, nor a fewest to reach)
  if (moves === 0) return 'Already solved at the start: 0 moves.';
  const won = `Won in ${plural(moves, 'move')}`;
  if (typeof shortest !== 'number') return `${won}. Press Solve to see whether a shorter solution exists.`;
  return moves === shortest ? `${won}, the fewest possible.` : `${won}; the shortest takes ${shortest}.`;
}

/** The status after Cancel: where the search was, and the line it keeps. */
export function cancelledLine(p: SearchProgress | null): string {
  if (!p) return 'Cancelled.';
  return cancelledAfter(p.stored, p.lowerBound ?? p.depth, p.bestFound);
}

/** A search cancelled where it had proven no solution under `depth` moves, with the line it keeps. */
function cancelledAfter(stored: number, depth: number, best: FoundLine | undefined): string {
  // (rounded as the progress line rounds it: the same count it said a moment before)
  return `Cancelled after ${positions(Math.round(stored))}${provenSoFar(depth)}.${keptLine(best, depth)}`;
}

/** A count of positions (the search's states), 'position' for one: the word the rest of the page uses. */
const positions = (n: number) => plural(n, 'position');

/** `commuting`: the family's PuzzleFamily.commutingMoves, whose solutions are counted as sets */
export function resultLine(r: SearchResult, budget: { maxStates: number; maxBytes: number }, commuting?: { readonly called: string }): string {
  switch (r.kind) {
    case 'solved': {
      if (r.moves === 0) return 'Already solved: the level is won at its start, with no move to make.';
      const how =
        r.method === 'exact'
          ? 'by linear algebra'
          : r.method === 'layers'
            ? `${positions(r.stored)} explored breadth-first in compressed layers${r.onDisk ? " kept in the browser's storage" : r.storageHeld ? " kept in memory (another solve, perhaps in another tab, held the browser's storage)" : ''}${r.resumedAt === undefined ? '' : `, going on from a solve stopped before ${r.resumedAt > 0 ? `at ${plural(r.resumedAt, 'move')}` : 'at its start'},`}`
            : `${positions(r.stored)} explored`;
      const sets = countedAsSets(commuting);
      const counted = sets ? ` (${sets})` : '';
      const ways =
        r.optimalSolutions === undefined ? '' : r.optimalSolutions === 1 ? ` This is the only optimal solution${counted}.` : ` ${sentence(count(r.optimalSolutions))} distinct optimal solutions${counted}.`;
      return `Solved in ${plural(r.moves, 'move')} (optimal): ${how} in ${duration(r.elapsedMs)}${r.workers === undefined || r.workers < 2 ? '' : ` over ${r.workers} workers`}.${ways}`;
    }
    case 'unsolvable':
      return r.method === 'exact'
        ? `No solution: the equations are inconsistent (proved by rank) in ${duration(r.elapsedMs)}.`
        : r.method === 'astar' || r.method === 'layers'
          ? `No solution: every reachable position explored or shown hopeless (${positions(r.stored)}) in ${duration(r.elapsedMs)}.`
          : r.stored === 1
            ? `No solution: the start is the only reachable position, explored in ${duration(r.elapsedMs)}.`
            : `No solution: all ${count(r.stored)} reachable positions explored in ${duration(r.elapsedMs)}.`;
    case 'limit':
      if (r.limit === 'size') return `No answer: ${r.detail ?? 'this level is too large for the solver'}.`;
      if (r.limit === 'moves') return `No answer: ${r.detail ?? 'no line as short as was asked for'}.`;
      if (r.limit === 'cancelled') return cancelledAfter(r.stored, r.depth, r.bestFound);
      return (r.limit === 'states'
        ? `Stopped at the position limit (${positions(budget.maxStates)})${provenSoFar(r.depth)}.`
        : r.detail
          ? `Stopped after ${positions(r.stored)}, out of memory: ${r.detail}.${r.depth > 0 ? ` ${sentence(noneUnder(r.depth)!)}.` : ''}`
          : `Stopped at the memory limit (${megabytes(budget.maxBytes)}) after ${positions(r.stored)}${provenSoFar(r.depth)}.`) + keptLine(r.bestFound, r.depth);
  }
}
