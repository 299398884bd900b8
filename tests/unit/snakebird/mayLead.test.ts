// SnakebirdPacking.mayLead: the test the line's search back from the goal (the search's
// predecessor()) puts a stored state to before expanding it. It must never rule out a state that
// has the target among its successors (else the line could not be found), and it rules out the
// states that differ from the target by more than one move can make.
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { SnakebirdPacking } from '../../../src/puzzles/snakebird/packing.ts';
import { applyMove, DIRS, geometryOf, startState } from '../../../src/puzzles/snakebird/rules.ts';
import { compileSnakebird, snakebirdTables } from '../../../src/puzzles/snakebird/search.ts';
import { parseOk } from '../helpers/family.ts';
import { randomLevel, snakefallLevels } from './randomLevels.ts';

function packingOf(level: SnakebirdLevel): SnakebirdPacking {
  const { geo, slotCap, blockOffsets, shapeOf, cap } = snakebirdTables(level);
  return new SnakebirdPacking(geo, slotCap, blockOffsets, shapeOf, level.fruit.length, cap);
}

/** Up to `most` states breadth-first from the start, each with its successors. */
function explore(level: SnakebirdLevel, most: number): { state: Uint32Array; next: Uint32Array[] }[] {
  const problem = compileSnakebird(level);
  const W = problem.words;
  const start = new Uint32Array(W);
  problem.writeInitial(start);
  const seen = new Set([start.join()]);
  const queue = [start];
  const out = new Uint32Array(W);
  const explored: { state: Uint32Array; next: Uint32Array[] }[] = [];
  for (let k = 0; k < queue.length && explored.length < most; k++) {
    const next: Uint32Array[] = [];
    problem.expand(queue[k]!, 0, out, () => {
      next.push(out.slice());
      if (!seen.has(out.join())) {
        seen.add(out.join());
        queue.push(out.slice());
      }
    });
    explored.push({ state: queue[k]!, next });
  }
  return explored;
}

// Two snakes on a floor, a fruit above them, the exit up to the right.
const TWO_SNAKES = ['............', '.         *.', '.    O     .', '. R<<   G<<.', '............'].join('\n');

describe('which stored states may lead to a state in one move (mayLead)', () => {
  it('rules out no state that has the target among its successors, on random levels of both rule sets', () => {
    let pairs = 0;
    for (let seed = 0; seed < 80; seed++) {
      const level = randomLevel(seed, seed % 2 === 0 ? undefined : snakefallLevels);
      const packing = packingOf(level);
      for (const { state, next } of explore(level, 600)) {
        for (const x of next) {
          packing.setTarget(x, 0);
          expect(packing.mayLead(state, 0), `level ${seed}`).toBe(true);
          pairs++;
        }
      }
    }
    expect(pairs).toBeGreaterThan(50_000);
  }, 60_000);

  it('rules out a state two of whose snakes the target has in other shapes, or whose one snake cannot have stepped into its shape', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, TWO_SNAKES);
    const geo = geometryOf(level);
    const problem = compileSnakebird(level);
    const packing = packingOf(level);
    const s0 = startState(level, geo);
    const play = (...moves: string[]) =>
      moves.reduce((s, m) => {
        const next = applyMove(geo, s, level.snakes.findIndex((sn) => sn.label === m[0]), DIRS.indexOf(m[1] as (typeof DIRS)[number]));
        expect(next && !next.dead, m).toBeTruthy();
        return next!;
      }, s0);
    const judge = (from: ReturnType<typeof play>, to: ReturnType<typeof play>) => {
      packing.setTarget(problem.pack(to), 0);
      return packing.mayLead(problem.pack(from), 0);
    };
    // one move: a snake that turned, one that went straight on
    expect(judge(s0, play('RU'))).toBe(true);
    expect(judge(s0, play('RL'))).toBe(true);
    expect(judge(play('RU'), play('RU', 'GU'))).toBe(true);
    // two snakes turned, each head a step from where it was: the heads alone allowed it
    expect(judge(s0, play('RU', 'GU'))).toBe(false);
    // one snake two steps on, its head a step away from where it was: its body behind the head
    // is not its old one less the tail
    expect(judge(s0, play('RU', 'RL'))).toBe(false);
  });

  it('rules out a state that lacks a fruit the target has, or has two more', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, TWO_SNAKES.replace('O    ', 'O O  '));
    expect(level.fruit.length).toBe(2);
    const problem = compileSnakebird(level);
    const packing = packingOf(level);
    const s0 = new Uint32Array(problem.words);
    problem.writeInitial(s0);
    const [x] = explore(level, 1)[0]!.next;
    const fruitBit = (s: Uint32Array, f: number, on: boolean) => {
      const t = s.slice();
      const pos = packing.fruitAt + f;
      t[pos >>> 5] = on ? t[pos >>> 5]! | (1 << (pos & 31)) : t[pos >>> 5]! & ~(1 << (pos & 31));
      return t;
    };
    packing.setTarget(x!, 0);
    expect(packing.mayLead(s0, 0)).toBe(true);
    expect(packing.mayLead(fruitBit(s0, 0, false), 0)).toBe(false);
    packing.setTarget(fruitBit(x!, 0, false), 0);
    expect(packing.mayLead(s0, 0)).toBe(true);
    packing.setTarget(fruitBit(fruitBit(x!, 0, false), 1, false), 0);
    expect(packing.mayLead(s0, 0)).toBe(false);
  });
});
