// The engine's one entry point for a compiled problem (families pick it through
// src/puzzles/solve.ts): best-first search when the problem gives a lower bound on the moves
// left, breadth-first search when it does not or when the optimal solutions are to be counted
// (the count needs BFS's layers).
import { bestFirst } from './bestFirst.ts';
import { bfs } from './bfs.ts';
import type { SearchOptions, SearchProblem, SearchResult } from './types.ts';

export function search(problem: SearchProblem, options: SearchOptions = {}): SearchResult {
  return problem.lowerBound && !options.countSolutions ? bestFirst(problem, options) : bfs(problem, options);
}
