// Snakebird as a search problem for the engine. The packed states and the expansion of a
// state into its successors are in packing.ts (on the allocation-free simulator, fastMove.ts);
// lowerBound() reads a state's heads and fruit for the bound on the moves left (bound.ts), as
// the WebAssembly search does for each new state (the tests read it here); notate() replays the readable rules
// (rules.ts) with labels. Rules states are packed through the same packWorld, and the
// differential tests hold the two to the same bits.
import type { SearchProblem } from '../../engine/types.ts';
import { movesLeftBound } from './bound.ts';
import type { MovesLeftBound } from './movesLeft.ts';
import { FastWorld } from './fastMove.ts';
import { blockShape, type SnakebirdLevel } from './format.ts';
import { readBits, SnakebirdPacking } from './packing.ts';
import { applyMove, DIRS, geometryOf, startState, type Geometry, type SnakebirdState } from './rules.ts';

/**
 * The search problem, plus the packing of a rules.ts state, for tests that hold the two
 * together, and the bound on the moves left of a packed state (the WebAssembly search's, for tests).
 */
export interface SnakebirdProblem extends SearchProblem {
  pack(state: SnakebirdState): Uint32Array;
  lowerBound(s: Uint32Array, off: number): number;
}

/** What the search needs of a level besides its rules: sizes, slots, block shapes and the bound. */
export interface SnakebirdTables {
  geo: Geometry;
  /** the simulator's room per object, in cells: the longest a snake can grow, or the largest block */
  cap: number;
  /**
   * per slot, the longest its snake can be, ascending. Snakes are sorted by key, exited ones
   * first, then by length. So the i-th longest snake on the map is never longer than the
   * i-th longest could grow (its start length plus every fruit), and each slot of the stream
   * is sized for that: a short snake's slot is short (level 19 fits in two words, not three).
   */
  slotCap: Int32Array;
  /** per block: the first block of its shape (blocks of one shape are interchangeable) */
  shapeOf: Int32Array;
  /** per block: offsets of its cells from its first cell, in padded-index units */
  blockOffsets: Int32Array[];
  movesLeft: MovesLeftBound;
}

export function snakebirdTables(level: SnakebirdLevel): SnakebirdTables {
  const geo = geometryOf(level);
  const W = geo.W;
  const maxLen = level.snakes.reduce((a, s) => Math.max(a, s.cells.length), 0) + level.fruit.length;
  const shapeKeys = level.blocks.map(blockShape);
  return {
    geo,
    cap: Math.max(maxLen, ...level.blocks.map((b) => b.cells.length), 1),
    slotCap: Int32Array.from(level.snakes.map((sn) => sn.cells.length + level.fruit.length).sort((a, b) => a - b)),
    shapeOf: Int32Array.from(shapeKeys.map((k) => shapeKeys.indexOf(k))),
    blockOffsets: level.blocks.map((b) => Int32Array.from(b.cells.map(([r, c]) => (r - b.cells[0]![0]) * W + (c - b.cells[0]![1])))),
    movesLeft: movesLeftBound(geo),
  };
}


export function compileSnakebird(level: SnakebirdLevel, tables: SnakebirdTables = snakebirdTables(level)): SnakebirdProblem {
  const { geo, cap, slotCap, shapeOf, blockOffsets, movesLeft } = tables;
  const S = level.snakes.length;
  const B = level.blocks.length;
  const packing = new SnakebirdPacking(geo, slotCap, blockOffsets, shapeOf, level.fruit.length, cap);
  const words = packing.words;

  /** for the bound: each snake's head cell (-1: exited) and the fruit left */
  const boundHeads = new Int32Array(S);
  const boundFruit = new Int32Array(level.fruit.length);

  /** A rules.ts state, packed the same way. */
  // (the world is of the simulator's class, so that packWorld sees one shape of world)
  const scratchWorld = new FastWorld(S + B, cap, level.fruit.length);
  function packState(s: SnakebirdState, out: Uint32Array): void {
    const w = scratchWorld;
    const put = (o: number, cells: number[], present: boolean) => {
      w.present[o] = present ? 1 : 0;
      w.len[o] = present ? cells.length : 0;
      cells.forEach((c, k) => (w.cells[o * cap + k] = c));
    };
    s.snakes.forEach((sn, i) => put(i, sn.cells, !sn.exited));
    s.blocks.forEach((b, i) => put(S + i, b.cells, !b.gone));
    geo.fruit.forEach((c, f) => (w.fruit[f] = s.fruit.includes(c) ? 1 : 0));
    packing.packWorld(w, out, -1, -1, 0, -1);
  }

  const initial = new Uint32Array(words);
  packState(startState(level, geo), initial);
  const probe = new Uint32Array(words);
  const isInitial = (src: Uint32Array, off: number): boolean => {
    for (let k = 0; k < words; k++) if (src[off + k] !== initial[k]) return false;
    return true;
  };

  return {
    words,
    pack: (state) => {
      const out = new Uint32Array(words);
      packState(state, out);
      return out;
    },
    writeInitial: (out) => out.set(initial),
    // asked only for states new to the search, so it reads just the heads and the fruit
    lowerBound: (src, off) => movesLeft.of(boundHeads, boundFruit, packing.headsAndFruit(src, off, boundHeads, boundFruit)),
    // every state but the start is one the rules settled (a move ends settled)
    expand: (src, off, out, emit) => packing.expand(src, off, out, emit, !isInitial(src, off)),
    isGoal: (s, off) => packing.isGoal(s, off),
    notate: (moves, states) => {
      // Replay the solution by the readable rules, with labels. A move of the search names
      // its snake by its slot in the sorted state it was made from: the labelled snake is
      // the one with that slot's head, and its move must reach the next state.
      let current = startState(level, geo);
      const names: string[] = [];
      for (let k = 1; k < states.length; k++) {
        const slot = moves[k - 1]! >> 2;
        const dir = moves[k - 1]! & 3;
        const head = readBits(states[k - 1]!, 0, packing.slotAt[slot]! + packing.headAt, packing.cellBits);
        const mover = current.snakes.findIndex((sn) => !sn.exited && sn.cells[0] === head);
        const next = mover >= 0 ? applyMove(geo, current, mover, dir) : null;
        if (next && !next.dead) packState(next, probe);
        if (!next || next.dead || !probe.every((v, j) => v === states[k]![j])) {
          throw new Error(`snakebird: step ${k} of the solution cannot be replayed by the rules`);
        }
        names.push(`${current.snakes[mover]!.label}${DIRS[dir]}`);
        current = next;
      }
      return names;
    },
  };
}

