// The engine's one entry point for a compiled problem (families pick it through
// src/puzzles/solve.ts): breadth-first search, which also counts the optimal solutions when
// asked. (A family with a lower bound on the moves left brings its own best-first search as
// its exact method: Snakebird's, in WebAssembly.)
import { bfs } from './bfs.ts';
import type { SearchOptions, SearchProblem, SearchResult } from './types.ts';

export function search(problem: SearchProblem, options: SearchOptions = {}): SearchResult {
  return bfs(problem, options);
}
