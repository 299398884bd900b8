// Snakebird packed for the engine. A state is a bit stream holding a canonical multiset of
// snakes (each: exited flag, head cell, length, 2 bits per segment for the direction to the
// next one) and blocks (each: gone flag and the cell of its first square), then a bit per
// fruit left. Snakes and blocks of one shape are sorted, so swapping them is one state.
// expand() runs the allocation-free simulator (fastMove.ts); lowerBound() reads a state's
// heads and fruit for the bound on the moves left (bound.ts) that the engine's best-first
// search asks of each new state; notate() replays the readable rules (rules.ts) with labels.
// Both pack through packWorld (expand, for a lone mover, edits its source state instead),
// and the differential tests hold the two to the same bits.
import type { SearchProblem } from '../../engine/types.ts';
import { MovesLeftBound } from './bound.ts';
import { FastSim, FastWorld, NO_MOVE, QUIET_STEP } from './fastMove.ts';
import type { SnakebirdLevel } from './format.ts';
import { applyMove, DIRS, geometryOf, startState, type SnakebirdState } from './rules.ts';

/** the key of an exited snake: below every snake on the map (whose length is at least 1) */
const EXITED = 0;
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
  //
  // Snakes are sorted by key, exited ones first, then by length. So the i-th longest snake
  // on the map is never longer than the i-th longest could grow (its start length plus every
  // fruit), and each slot of the stream is sized for that, counted from the last slot: a
  // short snake's slot is short (level 19 fits in two words instead of three).
  const cellBits = Math.max(1, Math.ceil(Math.log2(geo.W * geo.H)));
  const slotCap = Int32Array.from(level.snakes.map((sn) => sn.cells.length + level.fruit.length).sort((a, b) => a - b));
  /** per slot: bits of its length, bits of its directions, where it starts in the stream */
  const lenBitsOf = Int32Array.from(slotCap, (c) => Math.max(1, Math.ceil(Math.log2(c + 1))));
  const dirBitsOf = Int32Array.from(slotCap, (c) => 2 * Math.max(0, c - 1));
  const snakeBitsOf = Int32Array.from(slotCap, (_, i) => 1 + cellBits + lenBitsOf[i]! + dirBitsOf[i]!);
  const slotAt = new Int32Array(S + 1);
  for (let i = 0; i < S; i++) slotAt[i + 1] = slotAt[i]! + snakeBitsOf[i]!;
  const blockBits = 1 + cellBits;
  const totalBits = slotAt[S]! + B * blockBits + level.fruit.length;
  const words = Math.max(1, Math.ceil(totalBits / 32));
  // blocks of one shape (the same offsets between their cells) are interchangeable
  const shapeKeys = level.blocks.map((b) => b.cells.map(([r, c]) => `${r - b.cells[0]![0]},${c - b.cells[0]![1]}`).join(' '));
  const shapeOf = Int32Array.from(shapeKeys.map((k) => shapeKeys.indexOf(k)));
  /** per block: offsets of its cells from its first cell, in padded-index units */
  const blockOffsets = level.blocks.map((b) => Int32Array.from(b.cells.map(([r, c]) => (r - b.cells[0]![0]) * W + (c - b.cells[0]![1]))));

  const sim = new FastSim(geo, S, B, cap);
  const movesLeft = new MovesLeftBound(geo);
  /** for the bound: each snake's head cell (-1: exited) and the fruit left */
  const boundHeads = new Int32Array(S);
  const boundFruit = new Uint8Array(level.fruit.length);
  // Where each field sits in a snake's slot: exited flag, head, length, directions.
  const headAt = 1;
  const lenAt = 1 + cellBits;
  const blocksAt = slotAt[S]!;
  const fruitAt = blocksAt + B * blockBits;
  /** dirCode[next - cell + W]: the 2-bit code of the step from one segment to the next */
  const dirCode = new Uint8Array(2 * W + 1);
  dirCode[0] = 0;
  dirCode[2 * W] = 1;
  dirCode[W - 1] = 2;
  dirCode[W + 1] = 3;
  const stepOf = Int32Array.of(-W, W, -1, 1);
  // blocks of one shape share slots: shapeSlots lists the block indices shape by shape
  const shapeSlots = Int32Array.from([...shapeOf.keys()].sort((x, y) => shapeOf[x]! - shapeOf[y]! || x - y));
  const shapeEnd = Int32Array.from(shapeSlots, (x, i) => {
    let j = i;
    while (j < B && shapeOf[shapeSlots[j]!] === shapeOf[x]) j++;
    return j;
  });
  /** per snake: its key as sorted (word 0: length and head, or EXITED; then its directions) */
  const slots = new Uint32Array(S * snakeWords);
  /** the keys of the snakes of the state loadPacked decoded */
  const baseSlots = new Uint32Array(S * snakeWords);
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

  /**
   * The mover's directions after its step `dir`: the old ones moved one segment down behind
   * the first, which points back the way the head came; bits past the tail are cleared.
   */
  function moverDirections(at: number, len: number, dir: number): void {
    const bits = 2 * (len - 1);
    let carry = dir ^ 1;
    for (let j = 1; j < snakeWords; j++) {
      const v = baseSlots[at + j]!;
      const lo = 32 * (j - 1);
      const shifted = ((v << 2) | carry) >>> 0;
      carry = v >>> 30;
      slots[at + j] = bits <= lo ? 0 : bits - lo >= 32 ? shifted : (shifted & ((1 << (bits - lo)) - 1)) >>> 0;
    }
  }

  /** Whether the key at word a of slots sorts before the key at word b of baseSlots. */
  function keyBefore(a: number, b: number): boolean {
    for (let k = 0; k < snakeWords; k++) {
      const x = slots[a + k]!;
      const y = baseSlots[b + k]!;
      if (x !== y) return x < y;
    }
    return false;
  }

  /**
   * The common successor: only the mover moved (nothing pushed, nothing else fell), its head
   * now at `head`, and it is still on the map; `ate`: the fruit it ate, or -1. If its new
   * key keeps its place among the others, the successor is the state it came from with that
   * one snake's field written anew (and the eaten fruit's bit cleared); true when it was
   * packed so, false when packWorld has to sort.
   */
  function packMoverOnly(src: Uint32Array, off: number, w: FastWorld, out: Uint32Array, mover: number, dir: number, head: number, ate: number): boolean {
    const at = mover * snakeWords;
    const len = w.len[mover]!;
    slots[at] = ((len << 16) | head) >>> 0;
    moverDirections(at, len, dir);
    // two snakes never share a key (they never share a cell): a strict order either way
    if (mover > 0 && keyBefore(at, at - snakeWords)) return false;
    if (mover + 1 < S && !keyBefore(at, at + snakeWords)) return false;
    for (let k = 0; k < words; k++) out[k] = src[off + k]!;
    const pos = slotAt[mover]!;
    const bits = snakeBitsOf[mover]!;
    for (let bit = 0; bit < bits; bit += 32) clearBits(out, pos + bit, Math.min(32, bits - bit));
    writeSnake(out, mover, head, len, at);
    if (ate >= 0) clearBits(out, fruitAt + ate, 1);
    return true;
  }

  /**
   * Pack a world into out (canonical). For a successor (mover ≥ 0), the snakes outside
   * `changed` (one bit each) are where loadPacked left them, so their keys are copied from
   * baseSlots; a changed snake other than the mover was only carried (pushed, dropped,
   * teleported), so only its head moved; the mover's directions are its old ones moved one
   * segment down behind the step it took, and its head is `moverHead` (the world may not have
   * played the step out). With mover < 0 everything is read from the cells.
   */
  function packWorld(w: FastWorld, out: Uint32Array, changed: number, mover: number, dir: number, moverHead: number): void {
    const cells = w.cells;
    for (let i = 0; i < S; i++) {
      const at = i * snakeWords;
      if (!(changed & (1 << i))) {
        for (let j = 0; j < snakeWords; j++) slots[at + j] = baseSlots[at + j]!;
        continue;
      }
      // A snake that left has length 0 (the world takes its cells away): its key is EXITED
      // and its directions are zeros, along the same path as the others (see loadPacked).
      const len = w.len[i]!;
      const base = i * cap;
      slots[at] = len === 0 ? EXITED : ((len << 16) | (i === mover ? moverHead : cells[base]!)) >>> 0;
      if (i === mover) {
        moverDirections(at, len, dir);
        continue;
      }
      if (mover >= 0) {
        for (let j = 1; j < snakeWords; j++) slots[at + j] = len === 0 ? 0 : baseSlots[at + j]!;
        continue;
      }
      let word = at + 1;
      let acc = 0;
      let shift = 0;
      for (let k = 1; k < len; k++) {
        acc |= dirCode[cells[base + k]! - cells[base + k - 1]! + W]! << shift;
        shift += 2;
        if (shift === 32) {
          slots[word++] = acc >>> 0;
          acc = 0;
          shift = 0;
        }
      }
      if (word < at + snakeWords) slots[word++] = acc >>> 0;
      while (word < at + snakeWords) slots[word++] = 0;
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
    for (let i = 0; i < S; i++) {
      const at = order[i]! * snakeWords;
      const w0 = slots[at]!;
      writeBits(out, slotAt[i]!, w0 === EXITED ? 1 : 0, 1);
      if (w0 !== EXITED) writeSnake(out, i, w0 & 0xffff, w0 >>> 16, at);
    }
    if (B > 0) {
      for (let b = 0; b < B; b++) anchors[b] = w.present[S + b] ? cells[(S + b) * cap]! : GONE;
      // within a shape the anchors go in ascending order, in the slots of that shape
      for (let i = 0; i < B; ) {
        const end = shapeEnd[i]!;
        for (let j = i + 1; j < end; j++) {
          const v = anchors[shapeSlots[j]!]!;
          let k = j - 1;
          while (k >= i && anchors[shapeSlots[k]!]! > v) {
            anchors[shapeSlots[k + 1]!] = anchors[shapeSlots[k]!]!;
            k--;
          }
          anchors[shapeSlots[k + 1]!] = v;
        }
        i = end;
      }
      for (let b = 0; b < B; b++) {
        const a = anchors[b]!;
        const pos = blocksAt + b * blockBits;
        writeBits(out, pos, a === GONE ? 1 : 0, 1);
        if (a !== GONE) writeBits(out, pos + 1, a, cellBits);
      }
    }
    for (let f = 0; f < w.fruit.length; f++) if (w.fruit[f]) writeBits(out, fruitAt + f, 1, 1);
  }

  /** Write the snake whose key is slots[at..] into slot i of the stream (cleared there). */
  function writeSnake(out: Uint32Array, i: number, head: number, len: number, at: number): void {
    const pos = slotAt[i]!;
    writeBits(out, pos + headAt, head, cellBits);
    writeBits(out, pos + lenAt, len, lenBitsOf[i]!);
    // the directions are already packed, 16 to a word, with zeros past the tail
    const dirsAt = pos + lenAt + lenBitsOf[i]!;
    for (let j = 0, left = dirBitsOf[i]!; left > 0; j++, left -= 32) writeBits(out, dirsAt + 32 * j, slots[at + 1 + j]!, left < 32 ? left : 32);
  }

  /** Decode a packed state into the simulator's base world. */
  function loadPacked(src: Uint32Array, off: number): void {
    const w = sim.base;
    const cells = w.cells;
    for (let i = 0; i < S; i++) {
      const pos = slotAt[i]!;
      const at = i * snakeWords;
      // An exited snake's field is its flag and then zeros, so it decodes as length 0 with
      // the key EXITED and no cells, along the same path as the others. (Not in a branch of
      // its own, which V8 would compile only when the first snake leaves, throwing away this
      // function's code to do it; see FastSim.openExitAt.)
      const base = i * cap;
      const len = readBits(src, off, pos + lenAt, lenBitsOf[i]!);
      w.present[i] = readBits(src, off, pos, 1) ^ 1;
      w.len[i] = len;
      let cell = readBits(src, off, pos + headAt, cellBits);
      cells[base] = cell;
      baseSlots[at] = ((len << 16) | cell) >>> 0;
      const dirsAt = pos + lenAt + lenBitsOf[i]!;
      const dirBits = dirBitsOf[i]!;
      for (let j = 0, bit = 0; j < snakeWords - 1; j++, bit += 32) baseSlots[at + 1 + j] = bit < dirBits ? readBits(src, off, dirsAt + bit, Math.min(32, dirBits - bit)) : 0;
      for (let k = 1; k < len; k++) {
        const bit = 2 * (k - 1);
        cell += stepOf[(baseSlots[at + 1 + (bit >>> 5)]! >>> (bit & 31)) & 3]!;
        cells[base + k] = cell;
      }
    }
    for (let b = 0; b < B; b++) {
      const o = S + b;
      const pos = blocksAt + b * blockBits;
      // a block that is gone: no cells (as for an exited snake above)
      const gone = readBits(src, off, pos, 1);
      const anchor = readBits(src, off, pos + 1, cellBits);
      const offsets = blockOffsets[b]!;
      const n = gone ? 0 : offsets.length;
      w.present[o] = gone ^ 1;
      w.len[o] = n;
      for (let k = 0; k < n; k++) cells[o * cap + k] = anchor + offsets[k]!;
    }
    let left = 0;
    for (let f = 0; f < w.fruit.length; f++) {
      const on = readBits(src, off, fruitAt + f, 1);
      w.fruit[f] = on;
      left += on;
    }
    w.fruitLeft = left;
    sim.index();
  }

  /** A rules.ts state, packed the same way. */
  // (of the simulator's class, so that packWorld sees one shape of world)
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
    packWorld(w, out, -1, -1, 0, -1);
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
    // asked only for states new to the search, so it reads just the heads and the fruit
    lowerBound: (src, off) => {
      for (let i = 0; i < S; i++) {
        const pos = slotAt[i]!;
        boundHeads[i] = readBits(src, off, pos, 1) ? -1 : readBits(src, off, pos + headAt, cellBits);
      }
      let left = 0;
      for (let f = 0; f < boundFruit.length; f++) left += boundFruit[f] = readBits(src, off, fruitAt + f, 1);
      return movesLeft.of(boundHeads, boundFruit, left);
    },
    expand: (src, off, out, emit) => {
      loadPacked(src, off);
      for (let i = 0; i < S; i++) {
        if (!sim.base.present[i]) continue;
        for (let d = 0; d < 4; d++) {
          const outcome = sim.move(i, d);
          if (outcome === NO_MOVE) continue;
          const w = sim.work;
          if (outcome === QUIET_STEP) {
            // the step was not played out: the work world is still the source state
            if (!packMoverOnly(src, off, w, out, i, d, sim.stepHead, -1)) packWorld(w, out, 1 << i, i, d, sim.stepHead);
          } else {
            const head = w.cells[i * cap]!;
            if (sim.changed !== 1 << i || !w.present[i] || !packMoverOnly(src, off, w, out, i, d, head, sim.ate)) packWorld(w, out, sim.changed, i, d, head);
            sim.undo();
          }
          emit(i * 4 + d);
        }
      }
    },
    isGoal: (s, off) => {
      for (let i = 0; i < S; i++) {
        const bit = slotAt[i]!;
        if (!((s[off + (bit >>> 5)]! >>> (bit & 31)) & 1)) return false;
      }
      return true;
    },
    notate: (moves, states) => {
      // Replay the solution by the readable rules, with labels. A move of the search names
      // its snake by its slot in the sorted state it was made from: the labelled snake is
      // the one with that slot's head, and its move must reach the next state.
      let current = startState(level, geo);
      const names: string[] = [];
      for (let k = 1; k < states.length; k++) {
        const slot = moves[k - 1]! >> 2;
        const dir = moves[k - 1]! & 3;
        const head = readBits(states[k - 1]!, 0, slotAt[slot]! + headAt, cellBits);
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

/** OR the low `bits` bits of value (bits ≤ 32, the rest of value zero) into the stream at bit pos. */
function writeBits(out: Uint32Array, pos: number, value: number, bits: number): void {
  const word = pos >>> 5;
  const used = pos & 31;
  out[word] = (out[word]! | (value << used)) >>> 0;
  if (used + bits > 32) out[word + 1] = (out[word + 1]! | (value >>> (32 - used))) >>> 0;
}

/** Clear `bits` bits (≤ 32) of the stream at bit pos. */
function clearBits(out: Uint32Array, pos: number, bits: number): void {
  const word = pos >>> 5;
  const used = pos & 31;
  const mask = bits === 32 ? 0xffffffff : (1 << bits) - 1;
  out[word] = (out[word]! & ~(mask << used)) >>> 0;
  if (used + bits > 32) out[word + 1] = (out[word + 1]! & ~(mask >>> (32 - used))) >>> 0;
}

/** The `bits` bits (≤ 32) at bit pos of the stream that starts at src[off]. */
function readBits(src: Uint32Array, off: number, pos: number, bits: number): number {
  const word = off + (pos >>> 5);
  const used = pos & 31;
  let value = src[word]! >>> used;
  if (used + bits > 32) value |= src[word + 1]! << (32 - used);
  return bits === 32 ? value >>> 0 : value & ((1 << bits) - 1);
}
