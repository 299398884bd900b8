// Bars for the engine: breadth-first search on small grids (a position is one bit a cell),
// linear algebra over GF(2) (gf2.ts) on larger ones.
import type { SearchOptions, SearchProblem, SearchResult } from '../../engine/types.ts';
import type { FamilySolver } from '../types.ts';
import type { BarsLevel } from './format.ts';
import { analyseBars, factorial, samePatterns } from './analyse.ts';
import { barsOptimum } from './gf2.ts';
import { notation, pressedCells } from './index.ts';

/**
 * Above this many cells the exact method answers instead of BFS: BFS stores up to 2^cells
 * states, which is instant at 16 cells (65,536) and already a million at 20.
 */
const BFS_MAX_CELLS = 16;
/** Past this many cells BFS could never finish (2^cells states), so it is not tried. */
const BFS_HOPELESS_CELLS = 40;

function compile(level: BarsLevel): SearchProblem {
  const n = level.rows * level.cols;
  const words = Math.max(1, Math.ceil(n / 32));
  const masks = new Uint32Array(n * words);
  for (let p = 0; p < n; p++) {
    for (const [i, j] of pressedCells(level, Math.floor(p / level.cols), p % level.cols)) {
      const k = i * level.cols + j;
      masks[p * words + (k >>> 5)] = (masks[p * words + (k >>> 5)]! | (1 << (k & 31))) >>> 0;
    }
  }
  const initial = new Uint32Array(words);
  const goal = new Uint32Array(words);
  for (let k = 0; k < n; k++) {
    if (level.cells[Math.floor(k / level.cols)]![k % level.cols]) initial[k >>> 5] = (initial[k >>> 5]! | (1 << (k & 31))) >>> 0;
    if (level.goal) goal[k >>> 5] = (goal[k >>> 5]! | (1 << (k & 31))) >>> 0;
  }
  return {
    words,
    writeInitial: (out) => out.set(initial),
    expand: (src, off, out, emit) => {
      for (let p = 0; p < n; p++) {
        for (let w = 0; w < words; w++) out[w] = (src[off + w]! ^ masks[p * words + w]!) >>> 0;
        emit(p);
      }
    },
    isGoal: (s, off) => {
      for (let w = 0; w < words; w++) if (s[off + w] !== goal[w]) return false;
      return true;
    },
    notate: (moves) => moves.map((p) => notation(p, level.cols)),
    namesMovesAlone: true,
  };
}

function solveExact(level: BarsLevel, options: SearchOptions): SearchResult | null {
  if (level.rows * level.cols <= BFS_MAX_CELLS) return null;
  // the algebra counts sets of cells, the engine sets of the changes they make: where every
  // press makes the same change, the engine counts (its space has two positions)
  if (options.countSolutions && samePatterns(level)) return null;
  const t0 = performance.now();
  const optimum = barsOptimum(level);
  const elapsedMs = performance.now() - t0;
  if (optimum === null) {
    if (level.rows * level.cols <= BFS_HOPELESS_CELLS) return null;
    return {
      kind: 'limit',
      limit: 'size',
      depth: 0,
      stored: 0,
      elapsedMs,
      bytes: 0,
      detail: `this ${level.rows}×${level.cols} ${level.pattern} grid has too many solutions to compare for the shortest (its null space has dimension over 22), and breadth-first search would need 2^${level.rows * level.cols} states`,
    };
  }
  if (optimum === 'unsolvable') return { kind: 'unsolvable', stored: 0, elapsedMs, bytes: 0, method: 'exact' };
  const solution: string[] = [];
  optimum.presses.forEach((p, i) => p && solution.push(notation(i, level.cols)));
  const optimalSolutions = optimum.sets * (options.countSets ? 1 : factorial(solution.length));
  return {
    kind: 'solved',
    moves: solution.length,
    solution,
    stored: 0,
    ...(options.countSolutions && Number.isFinite(optimalSolutions) ? { optimalSolutions } : {}),
    elapsedMs,
    bytes: 0,
    method: 'exact',
  };
}

export const barsSolver: FamilySolver<BarsLevel> = { compile, solveExact, analyseExact: analyseBars };
