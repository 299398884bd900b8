// Snakebird packed for the engine. A state is a bit stream holding a canonical multiset of
// snakes (each: exited flag, head cell, length, 2 bits per segment for the direction to the
// next one) and blocks (each: gone flag and the cell of its first square), then a bit per
// fruit left. Snakes and blocks of one shape are sorted, so swapping them is one state.
// expand() runs the allocation-free simulator (fastMove.ts); notate() replays the readable
// rules (rules.ts) with labels. Both pack through packWorld, so they agree bit for bit.
import type { SearchProblem } from '../../engine/types.ts';
import { FastSim, type FastWorld } from './fastMove.ts';
import type { SnakebirdLevel } from './format.ts';
import { applyMove, DIRS, geometryOf, startState, type SnakebirdState } from './rules.ts';

const EXITED = 0x80000000 >>> 0;
const GONE = 0xffffffff >>> 0;

/** The search problem, plus the packing of a rules.ts state, for tests that hold the two together. */
export interface SnakebirdProblem extends SearchProblem {
  pack(state: SnakebirdState): Uint32Array;
}

export function compileSnakebird(level: SnakebirdLevel): SnakebirdProblem {
  const geo = geometryOf(level);
  const S = level.snakes.length;
  const B = level.blocks.length;
  const maxLen = level.snakes.reduce((a, s) => Math.max(a, s.cells.length), 0) + level.fruit.length;
  const cap = Math.max(maxLen, ...level.blocks.map((b) => b.cells.length), 1);
  const snakeWords = 1 + Math.ceil((2 * Math.max(0, maxLen - 1)) / 32);
  const W = geo.W;
  // The packed state is a bit stream: per snake an exited flag, the head cell, the length and
  // 2 bits per segment; per block a gone flag and its anchor cell; a bit per fruit.
  const cellBits = Math.max(1, Math.ceil(Math.log2(geo.W * geo.H)));
  const lenBits = Math.max(1, Math.ceil(Math.log2(maxLen + 1)));
  const dirBits = 2 * Math.max(0, maxLen - 1);
  const snakeBits = 1 + cellBits + lenBits + dirBits;
  const blockBits = 1 + cellBits;
  const totalBits = S * snakeBits + B * blockBits + level.fruit.length;
  const words = Math.max(1, Math.ceil(totalBits / 32));
  // blocks of one shape (the same offsets between their cells) are interchangeable
  const shapeKeys = level.blocks.map((b) => b.cells.map(([r, c]) => `${r - b.cells[0]![0]},${c - b.cells[0]![1]}`).join(' '));
  const shapeOf = Int32Array.from(shapeKeys.map((k) => shapeKeys.indexOf(k)));
  /** per block: offsets of its cells from its first cell, in padded-index units */
  const blockOffsets = level.blocks.map((b) => Int32Array.from(b.cells.map(([r, c]) => (r - b.cells[0]![0]) * W + (c - b.cells[0]![1]))));

  const sim = new FastSim(geo, S, B, cap);
  const slots = new Uint32Array(S * snakeWords);
  const order = new Int32Array(S);
  const anchors = new Uint32Array(B);
  const sortedAnchors = new Uint32Array(B);

  const compareSlots = (i: number, j: number) => {
    for (let k = 0; k < snakeWords; k++) {
      const x = slots[i * snakeWords + k]!;
      const y = slots[j * snakeWords + k]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

  let bitAt = 0;
  let stream: Uint32Array = new Uint32Array(0);
  let streamOff = 0;
  /** append the low `bits` bits of value (bits ≤ 32) */
  const put = (value: number, bits: number) => {
    let v = value;
    let n = bits;
    while (n > 0) {
      const word = streamOff + (bitAt >>> 5);
      const used = bitAt & 31;
      const take = Math.min(32 - used, n);
      const mask = take === 32 ? 0xffffffff : (1 << take) - 1;
      stream[word] = (stream[word]! | ((v & mask) << used)) >>> 0;
      v = take === 32 ? 0 : v >>> take;
      n -= take;
      bitAt += take;
    }
  };
  const get = (bits: number): number => {
    let value = 0;
    let got = 0;
    while (got < bits) {
      const word = streamOff + (bitAt >>> 5);
      const used = bitAt & 31;
      const take = Math.min(32 - used, bits - got);
      const mask = take === 32 ? 0xffffffff : (1 << take) - 1;
      value |= ((stream[word]! >>> used) & mask) << got;
      got += take;
      bitAt += take;
    }
    return value >>> 0;
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
    for (let k = 0; k < words; k++) out[k] = 0;
    stream = out;
    streamOff = 0;
    bitAt = 0;
    for (let i = 0; i < S; i++) {
      const o = order[i]!;
      const w0 = slots[o * snakeWords]!;
      if (w0 & EXITED) {
        put(1, 1);
        bitAt += snakeBits - 1;
        continue;
      }
      const len = w0 >>> 16;
      put(0, 1);
      put(w0 & 0xffff, cellBits);
      put(len, lenBits);
      // the directions are already packed, 16 to a word, with zeros past the tail
      for (let j = 0, left = dirBits; left > 0; j++, left -= 32) put(slots[o * snakeWords + 1 + j]!, Math.min(32, left));
    }
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
          sortedAnchors[x] = anchors[b]!;
          break;
        }
      }
    }
    for (let b = 0; b < B; b++) {
      const a = sortedAnchors[b]!;
      if (a === GONE) {
        put(1, 1);
        bitAt += cellBits;
      } else {
        put(0, 1);
        put(a, cellBits);
      }
    }
    for (let f = 0; f < w.fruit.length; f++) put(w.fruit[f]!, 1);
  }

  /** Decode a packed state into the simulator's base world. */
  function loadPacked(src: Uint32Array, off: number): void {
    const w = sim.base;
    stream = src;
    streamOff = off;
    bitAt = 0;
    for (let i = 0; i < S; i++) {
      const start = bitAt;
      if (get(1)) {
        w.present[i] = 0;
        w.len[i] = 0;
        bitAt = start + snakeBits;
        continue;
      }
      const base = i * cap;
      const head = get(cellBits);
      const len = get(lenBits);
      w.present[i] = 1;
      w.len[i] = len;
      w.cells[base] = head;
      let dirs = 0;
      for (let k = 1; k < maxLen; k++) {
        const bit = 2 * (k - 1);
        if ((bit & 31) === 0) dirs = get(Math.min(32, dirBits - bit));
        if (k >= len) continue;
        const code = (dirs >>> (bit & 31)) & 3;
        const prev = w.cells[base + k - 1]!;
        w.cells[base + k] = code === 0 ? prev - W : code === 1 ? prev + W : code === 2 ? prev - 1 : prev + 1;
      }
    }
    for (let b = 0; b < B; b++) {
      const o = S + b;
      const gone = get(1);
      const anchor = get(cellBits);
      if (gone) {
        w.present[o] = 0;
        w.len[o] = 0;
        continue;
      }
      const offsets = blockOffsets[b]!;
      w.present[o] = 1;
      w.len[o] = offsets.length;
      for (let k = 0; k < offsets.length; k++) w.cells[o * cap + k] = anchor + offsets[k]!;
    }
    let left = 0;
    for (let f = 0; f < w.fruit.length; f++) {
      const on = get(1);
      w.fruit[f] = on;
      left += on;
    }
    w.fruitLeft = left;
    sim.index();
  }

  /** A rules.ts state, packed the same way. */
  const scratchWorld: FastWorld = {
    cells: new Int32Array((S + B) * cap),
    len: new Int32Array(S + B),
    present: new Uint8Array(S + B),
    fruit: new Uint8Array(level.fruit.length),
    fruitLeft: 0,
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
    pack: (state) => {
      const out = new Uint32Array(words);
      packState(state, out);
      return out;
    },
    writeInitial: (out) => out.set(initial),
    expand: (src, off, out, emit) => {
      loadPacked(src, off);
      for (let i = 0; i < S; i++) {
        if (!sim.base.present[i]) continue;
        for (let d = 0; d < 4; d++) {
          if (!sim.move(i, d)) continue;
          packWorld(sim.work, out);
          sim.undo();
          emit(i * 4 + d);
        }
      }
    },
    isGoal: (s, off) => {
      for (let i = 0; i < S; i++) {
        const bit = i * snakeBits;
        if (!((s[off + (bit >>> 5)]! >>> (bit & 31)) & 1)) return false;
      }
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
