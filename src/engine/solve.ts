// One entry point for every caller (worker, CLI, bench, tests): a family's exact method when
// it has one that applies; otherwise best-first search when the family gives a lower bound
// on the moves left, breadth-first search when it does not or when the optimal solutions are
// to be counted (the count needs BFS's layers).
import type { AnyFamily } from '../puzzles/types.ts';
import { bestFirst } from './bestFirst.ts';
import { bfs } from './bfs.ts';
import type { SearchOptions, SearchProblem, SearchResult } from './types.ts';

export function search(problem: SearchProblem, options: SearchOptions = {}): SearchResult {
  return problem.lowerBound && !options.countSolutions ? bestFirst(problem, options) : bfs(problem, options);
}

export function solveLevel(family: AnyFamily, level: unknown, options: SearchOptions = {}): SearchResult {
  const exact = family.solveExact?.(level, options);
  if (exact) return exact;
  return search(family.compile(level), options);
}
