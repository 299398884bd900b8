import type { SearchProgress, SearchResult } from '../engine/types.ts';

const int = new Intl.NumberFormat('en');
export const count = (n: number) => int.format(Math.round(n));
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

export function progressLine(p: SearchProgress): string {
  return `Searching… depth ${p.depth} · ${count(p.stored)} states · frontier ${count(p.frontier)} · ${count(p.statesPerSecond)} states/s · ${megabytes(p.bytes)} · ${duration(p.elapsedMs)}`;
}

export function resultLine(r: SearchResult, budget: { maxStates: number; maxBytes: number }): string {
  switch (r.kind) {
    case 'solved': {
      const how = r.method === 'exact' ? 'by linear algebra' : `${count(r.stored)} states explored`;
      const ways =
        r.optimalSolutions === undefined ? '' : r.optimalSolutions === 1 ? ' This is the only optimal solution.' : ` ${count(r.optimalSolutions)} distinct optimal solutions.`;
      return `Solved in ${r.moves} move${r.moves === 1 ? '' : 's'} (optimal): ${how} in ${duration(r.elapsedMs)}.${ways}`;
    }
    case 'unsolvable':
      return r.method === 'exact'
        ? `No solution: the equations are inconsistent (proved by rank) in ${duration(r.elapsedMs)}.`
        : r.method === 'astar'
          ? `No solution: every reachable position explored or shown hopeless (${count(r.stored)} ${r.stored === 1 ? 'state' : 'states'}) in ${duration(r.elapsedMs)}.`
          : `No solution: all ${count(r.stored)} reachable states explored in ${duration(r.elapsedMs)}.`;
    case 'limit':
      if (r.limit === 'size') return `No answer: ${r.detail ?? 'this level is too large for the solver'}.`;
      if (r.limit === 'cancelled') return `Cancelled at depth ${r.depth} after ${count(r.stored)} states.`;
      return r.limit === 'states'
        ? `Stopped at the state limit (${count(budget.maxStates)} states) at depth ${r.depth}: no solution shorter than ${r.depth} moves.`
        : r.detail
          ? `Stopped at depth ${r.depth} after ${count(r.stored)} states, out of memory: ${r.detail}. No solution is shorter than ${r.depth} moves.`
          : `Stopped at the memory limit (${megabytes(budget.maxBytes)}) at depth ${r.depth} after ${count(r.stored)} states: no solution shorter than ${r.depth} moves.`;
  }
}
