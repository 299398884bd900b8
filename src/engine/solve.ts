// One entry point for every caller (worker, CLI, bench, tests): a family's exact method when
// it has one that applies, breadth-first search otherwise.
import type { AnyFamily } from '../puzzles/types.ts';
import { bfs } from './bfs.ts';
import type { SearchOptions, SearchResult } from './types.ts';

export function solveLevel(family: AnyFamily, level: unknown, options: SearchOptions = {}): SearchResult {
  const exact = family.solveExact?.(level, options);
  if (exact) return exact;
  return bfs(family.compile(level), options);
}
