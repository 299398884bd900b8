// Move's estimate against the whole space of seeded random levels small enough to count here:
// its fits of the layers' growth, from a search of 60,000 positions, carried on to spaces of
// millions. Those measured in Node up to 64 M positions, beside Check's caps, are in estimate.ts.
import { describe, expect, it } from 'vitest';
import { move } from '../../../src/puzzles/move/index.ts';
import { moveSolver } from '../../../src/puzzles/move/solver.ts';
import type { MoveLevel } from '../../../src/puzzles/move/format.ts';
import { measuredSpec, randomMoveLevel } from './randomLevels.ts';

function level(text: string): MoveLevel {
  const parsed = move.parse(text);
  if (!parsed.ok) throw new Error('level does not parse');
  return parsed.level;
}

/** every position reachable from the start, wins or not (up to four dots: a position is one word, a byte a dot's cell) */
function wholeSpace(l: MoveLevel): number {
  const problem = moveSolver.compile(l);
  if (problem.words !== 1) throw new Error('more than four dots');
  const cells = l.width * l.height;
  const dots = l.dots.length;
  // a bit a tuple of cells (8x8 of four dots: 2 MB), far quicker than a set of 2 M numbers
  const seen = new Uint8Array(Math.ceil(cells ** dots / 8));
  const isNew = (position: number) => {
    let bit = 0;
    for (let i = dots - 1; i >= 0; i--) bit = bit * cells + ((position >>> (8 * i)) & 0xff);
    if (seen[bit >>> 3]! & (1 << (bit & 7))) return false;
    seen[bit >>> 3]! |= 1 << (bit & 7);
    return true;
  };
  let queue = new Uint32Array(1 << 20);
  problem.writeInitial(queue);
  isNew(queue[0]!);
  let stored = 1;
  const out = new Uint32Array(1);
  for (let i = 0; i < stored; i++) {
    problem.expand(queue, i, out, () => {
      if (!isNew(out[0]!)) return;
      if (stored === queue.length) {
        const grown = new Uint32Array(2 * stored);
        grown.set(queue);
        queue = grown;
      }
      queue[stored++] = out[0]!;
    });
  }
  return stored;
}

describe('Move: the estimate of random levels', () => {
  it('says the whole space of an open 8x8 of two colours within a quarter, past what its short search reaches', { timeout: 120_000 }, () => {
    // two dots of each colour, one obstacle in 10 or 5.5 cells: 1.3 to 2.1 M positions, 0.7 to
    // 0.8 of their placements; the fits, reaching the placements, said up to 1.49 times the space
    for (const [walls, n] of [[0.1, 1], [0.1, 2], [0.1, 3], [0.18, 1], [0.18, 2]] as const) {
      const l = level(randomMoveLevel(measuredSpec(8, 2, 2, walls, n)));
      const said = move.estimateSearch!(l).states;
      const whole = wholeSpace(l);
      const name = `8x8 of 2x2, walls ${walls}, seed ${n}: said ${said}, whole ${whole}`;
      expect(whole, name).toBeGreaterThan(1_000_000);
      expect(said / whole, name).toBeLessThan(1.25);
      expect(said / whole, name).toBeGreaterThan(1 / 1.25);
    }
  });
});
