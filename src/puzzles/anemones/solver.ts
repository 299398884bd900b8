// Anemones for the engine: a position is one word, bit m-1 set when anemone m is up.
import type { SearchProblem } from '../../engine/types.ts';
import type { FamilySolver } from '../types.ts';
import type { AnemonesLevel } from './format.ts';

const maskOf = (numbers: readonly number[]) => numbers.reduce((m, n) => (m | (1 << (n - 1))) >>> 0, 0);

/** The state after tapping anemone m (1-based), as bitmasks. */
function tapMask(state: number, m: number, lowerMask: number): number {
  return ((state | (1 << (m - 1))) & ~lowerMask) >>> 0;
}

function compile(level: AnemonesLevel): SearchProblem {
  const lowerMasks = new Uint32Array(level.lowers.map(maskOf));
  const start = maskOf(level.start);
  const goal = maskOf(level.goal);
  return {
    words: 1,
    writeInitial: (out) => {
      out[0] = start;
    },
    expand: (src, off, out, emit) => {
      const s = src[off]!;
      for (let m = 1; m <= level.count; m++) {
        const next = tapMask(s, m, lowerMasks[m - 1]!);
        if (next === s) continue; // a tap that changes nothing never shortens a path
        out[0] = next;
        emit(m);
      }
    },
    isGoal: (s, off) => s[off] === goal,
    notate: (moves) => moves.map(String),
    namesMovesAlone: true,
  };
}

export const anemonesSolver: FamilySolver<AnemonesLevel> = { compile };
