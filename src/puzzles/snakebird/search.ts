// Snakebird packed for the engine. A state is a canonical multiset of snakes (each: exited
// flag, length, head cell, 2 bits per segment for the direction to the next one) and blocks
// (each: the cell of its first square, or gone), plus a bitmask of the fruit left. Snakes
// and blocks of one shape are sorted, so swapping them is one state.
// expand() runs the allocation-free simulator (fastMove.ts); notate() replays the readable
// rules (rules.ts) with labels. Both pack through packWorld, so they agree bit for bit.
import type { SearchProblem } from '../../engine/types.ts';
import { FastSim, type FastWorld } from './fastMove.ts';
import type { SnakebirdLevel } from './format.ts';
import { applyMove, DIRS, geometryOf, startState, type SnakebirdState } from './rules.ts';

const EXITED = 0x80000000 >>> 0;
const GONE = 0xffffffff >>> 0;

export function compileSnakebird(level: SnakebirdLevel): SearchProblem {
  const geo = geometryOf(level);
  const S = level.snakes.length;
  const B = level.blocks.length;
  const maxLen = level.snakes.reduce((a, s) => Math.max(a, s.cells.length), 0) + level.fruit.length;
  const cap = Math.max(maxLen, ...level.blocks.map((b) => b.cells.length), 1);
  const snakeWords = 1 + Math.ceil((2 * Math.max(0, maxLen - 1)) / 32);
  const fruitWords = Math.ceil(level.fruit.length / 32);
  const words = S * snakeWords + B + fruitWords;
  const W = geo.W;
  // blocks of one shape (the same offsets between their cells) are interchangeable
  const shapeKeys = level.blocks.map((b) => b.cells.map(([r, c]) => `${r - b.cells[0]![0]},${c - b.cells[0]![1]}`).join(' '));
  const shapeOf = Int32Array.from(shapeKeys.map((k) => shapeKeys.indexOf(k)));
  /** per block: offsets of its cells from its first cell, in padded-index units */
  const blockOffsets = level.blocks.map((b) => Int32Array.from(b.cells.map(([r, c]) => (r - b.cells[0]![0]) * W + (c - b.cells[0]![1]))));

  const sim = new FastSim(geo, S, B, cap);
  const slots = new Uint32Array(S * snakeWords);
  const order = new Int32Array(S);
  const anchors = new Uint32Array(B);

  const compareSlots = (i: number, j: number) => {
    for (let k = 0; k < snakeWords; k++) {
      const x = slots[i * snakeWords + k]!;
      const y = slots[j * snakeWords + k]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

  function packWorld(w: FastWorld, out: Uint32Array): void {
    slots.fill(0);
    for (let i = 0; i < S; i++) {
      const at = i * snakeWords;
      if (!w.present[i]) {
        slots[at] = EXITED;
        continue;
      }
      const len = w.len[i]!;
      const base = i * cap;
      slots[at] = ((len << 16) | w.cells[base]!) >>> 0;
      for (let k = 1; k < len; k++) {
        const d = w.cells[base + k]! - w.cells[base + k - 1]!;
        const code = d === -W ? 0 : d === W ? 1 : d === -1 ? 2 : 3;
        const bit = 2 * (k - 1);
        slots[at + 1 + (bit >>> 5)] = (slots[at + 1 + (bit >>> 5)]! | (code << (bit & 31))) >>> 0;
      }
    }
    for (let i = 0; i < S; i++) order[i] = i;
    for (let i = 1; i < S; i++) {
      const v = order[i]!;
      let j = i - 1;
      while (j >= 0 && compareSlots(order[j]!, v) > 0) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = v;
    }
    for (let i = 0; i < S; i++) for (let k = 0; k < snakeWords; k++) out[i * snakeWords + k] = slots[order[i]! * snakeWords + k]!;
    const blockBase = S * snakeWords;
    for (let b = 0; b < B; b++) anchors[b] = w.present[S + b] ? w.cells[(S + b) * cap]! : GONE;
    // within a shape the anchors go in ascending order, in the slots of that shape
    for (let b = 0; b < B; b++) {
      let rank = 0;
      for (let x = 0; x < B; x++) {
        if (shapeOf[x] !== shapeOf[b]) continue;
        if (anchors[x]! < anchors[b]! || (anchors[x] === anchors[b] && x < b)) rank++;
      }
      // the rank-th block slot of this shape
      let seen = 0;
      for (let x = 0; x < B; x++) {
        if (shapeOf[x] !== shapeOf[b]) continue;
        if (seen++ === rank) {
          out[blockBase + x] = anchors[b]!;
          break;
        }
      }
    }
    const fruitBase = blockBase + B;
    for (let k = 0; k < fruitWords; k++) out[fruitBase + k] = 0;
    for (let f = 0; f < w.fruit.length; f++) if (w.fruit[f]) out[fruitBase + (f >>> 5)] = (out[fruitBase + (f >>> 5)]! | (1 << (f & 31))) >>> 0;
  }

  /** Decode a packed state into the simulator's base world. */
  function loadPacked(src: Uint32Array, off: number): void {
    const w = sim.base;
    for (let i = 0; i < S; i++) {
      const w0 = src[off + i * snakeWords]!;
      if (w0 & EXITED) {
        w.present[i] = 0;
        w.len[i] = 0;
        continue;
      }
      const len = w0 >>> 16;
      const base = i * cap;
      w.present[i] = 1;
      w.len[i] = len;
      w.cells[base] = w0 & 0xffff;
      for (let k = 1; k < len; k++) {
        const bit = 2 * (k - 1);
        const code = (src[off + i * snakeWords + 1 + (bit >>> 5)]! >>> (bit & 31)) & 3;
        const prev = w.cells[base + k - 1]!;
        w.cells[base + k] = code === 0 ? prev - W : code === 1 ? prev + W : code === 2 ? prev - 1 : prev + 1;
      }
    }
    const blockBase = off + S * snakeWords;
    for (let b = 0; b < B; b++) {
      const anchor = src[blockBase + b]!;
      const o = S + b;
      if (anchor === GONE) {
        w.present[o] = 0;
        w.len[o] = 0;
        continue;
      }
      const offsets = blockOffsets[b]!;
      w.present[o] = 1;
      w.len[o] = offsets.length;
      for (let k = 0; k < offsets.length; k++) w.cells[o * cap + k] = anchor + offsets[k]!;
    }
    const fruitBase = blockBase + B;
    let left = 0;
    for (let f = 0; f < w.fruit.length; f++) {
      const on = (src[fruitBase + (f >>> 5)]! >>> (f & 31)) & 1;
      w.fruit[f] = on;
      left += on;
    }
    w.fruitLeft = left;
    w.dead = false;
    sim.index();
  }

  /** A rules.ts state, packed the same way. */
  const scratchWorld: FastWorld = {
    cells: new Int32Array((S + B) * cap),
    len: new Int32Array(S + B),
    present: new Uint8Array(S + B),
    occ: new Int32Array(0),
    fruit: new Uint8Array(level.fruit.length),
    fruitLeft: 0,
    dead: false,
  };
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
    packWorld(w, out);
  }

  const initial = new Uint32Array(words);
  packState(startState(level, geo), initial);
  const probe = new Uint32Array(words);

  return {
    words,
    writeInitial: (out) => out.set(initial),
    expand: (src, off, out, emit) => {
      loadPacked(src, off);
      for (let i = 0; i < S; i++) {
        if (!sim.base.present[i]) continue;
        for (let d = 0; d < 4; d++) {
          if (!sim.move(i, d)) continue;
          packWorld(sim.work, out);
          emit(i * 4 + d);
        }
      }
    },
    isGoal: (s, off) => {
      for (let i = 0; i < S; i++) if (!(s[off + i * snakeWords]! & EXITED)) return false;
      return true;
    },
    notate: (_moves, states) => {
      // name each move by the labelled snake whose move reaches the next canonical state
      let current = startState(level, geo);
      const names: string[] = [];
      for (let k = 1; k < states.length; k++) {
        const want = states[k]!;
        let found: SnakebirdState | null = null;
        for (let i = 0; i < S && !found; i++) {
          for (let d = 0; d < 4 && !found; d++) {
            const next = applyMove(geo, current, i, d);
            if (!next || next.dead) continue;
            packState(next, probe);
            if (probe.every((v, j) => v === want[j])) {
              found = next;
              names.push(`${current.snakes[i]!.label}${DIRS[d]}`);
            }
          }
        }
        if (!found) throw new Error(`snakebird: step ${k} of the solution cannot be replayed by the rules`);
        current = found;
      }
      return names;
    },
  };
}
