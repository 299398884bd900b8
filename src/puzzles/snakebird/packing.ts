// Snakebird states packed for the engine, and the expansion of one state into its successors
// (search.ts gives these to the engine). A state is a bit stream holding a canonical multiset
// of snakes (each: head cell, length, 2 bits per segment for the direction to the next one; a
// snake that left is all zeros, length 0, which no snake on the map has) and blocks (each:
// the cell of its first square, all ones for a block that is gone where the cells leave that
// value free, else a gone flag before it), then a bit per fruit left. Snakes and blocks
// of one shape are sorted, so swapping them is one state.
//
// Written in the subset of TypeScript that AssemblyScript also compiles, as fastMove.ts is.
import { FastSim, FastWorld, NO_MOVE, QUIET_STEP } from './fastMove.ts';
import { intArray, IntArray, uintArray, UintArray } from '../../engine/portableArrays.ts';
import { Geometry } from './terrain.ts';

/** the key of an exited snake: below every snake on the map (whose length is at least 1) */
const EXITED: u32 = 0;
const GONE: u32 = 0xffffffff;

/** Bits that hold the values 0 .. n - 1 (at least one). */
function bitsFor(n: i32): i32 {
  let bits = 1;
  while (1 << bits < n) bits++;
  return bits;
}

export class SnakebirdPacking {
  S: i32 = 0;
  B: i32 = 0;
  /** the simulator's room per object, in cells */
  cap: i32 = 0;
  /** words of a snake's key: length and head, then its directions */
  snakeWords: i32 = 0;
  W: i32 = 0;
  cellBits: i32 = 0;
  /** words of a packed state, and the bits of them it uses (the rest are always zero) */
  words: i32 = 0;
  bits: i32 = 0;
  /** per slot: bits of its length, bits of its directions, all its bits; where each slot starts */
  lenBitsOf: IntArray = intArray(0);
  dirBitsOf: IntArray = intArray(0);
  snakeBitsOf: IntArray = intArray(0);
  slotAt: IntArray = intArray(0);
  blockBits: i32 = 0;
  /** 1 when a block's field starts with a gone flag (the cells use every value of cellBits bits), else 0 */
  goneFlag: i32 = 0;
  /** a gone block's field: the flag alone, or the cell value no cell has */
  goneField: i32 = 0;
  // Where each field sits in a snake's slot: head, length, directions (length 0: it left).
  headAt: i32 = 0;
  lenAt: i32 = 0;
  blocksAt: i32 = 0;
  fruitAt: i32 = 0;
  /** per block: offsets of its cells from its first cell, in padded-index units */
  blockOffsets: Int32Array[] = [];
  /** blocks of one shape share slots: shapeSlots lists the block indices shape by shape */
  shapeSlots: IntArray = intArray(0);
  /** per entry of shapeSlots: where its shape's run ends */
  shapeEnd: IntArray = intArray(0);
  /** dirCode[next - cell + W]: the 2-bit code of the step from one segment to the next */
  dirCode: IntArray = intArray(0);
  /** the step of each 2-bit code */
  stepOf: IntArray = intArray(0);
  /** per snake: its key as sorted (word 0: length and head, or EXITED; then its directions) */
  slots: UintArray = uintArray(0);
  /** the keys of the snakes of the state loadPacked decoded */
  baseSlots: UintArray = uintArray(0);
  order: IntArray = intArray(0);
  anchors: UintArray = uintArray(0);
  sim: FastSim;
  fruit: i32 = 0;
  // The state whose predecessors mayLead() judges (setTarget): a copy, and its snakes on the
  // map, each with its length, its head's row and column and its directions (dirWords words).
  target: UintArray = uintArray(0);
  targetLen: IntArray = intArray(0);
  targetRow: IntArray = intArray(0);
  targetCol: IntArray = intArray(0);
  targetDirs: UintArray = uintArray(0);
  /** the same directions less the first: the shape of the body behind the head, which the snake that stepped had at its front */
  targetBehind: UintArray = uintArray(0);
  targetSnakes: i32 = 0;
  dirWords: i32 = 0;
  /** a snake's directions word by word, read for a comparison */
  dirsRead: UintArray = uintArray(0);
  /** whether a snake's head goes at most one column across and one row up in a move: unless teleporters carry it */
  headsStayNear: boolean = false;

  /**
   * slotCap: per slot, the longest its snake can be, ascending (the i-th longest snake on
   * the map is never longer than the i-th longest could grow); blockOffsets and shapeOf (the
   * first block of each block's shape) per block; fruit: how many there are.
   */
  constructor(geo: Geometry, slotCap: Int32Array, blockOffsets: Int32Array[], shapeOf: Int32Array, fruit: i32, cap: i32) {
    const S = slotCap.length;
    const B = blockOffsets.length;
    const W = geo.W;
    this.sim = new FastSim(geo, S, B, cap);
    this.S = S;
    this.B = B;
    this.cap = cap;
    this.W = W;
    const longest = S > 0 ? slotCap[S - 1]! : 1;
    this.snakeWords = 1 + ((2 * (longest > 1 ? longest - 1 : 0) + 31) >> 5);
    this.cellBits = bitsFor(geo.W * geo.H);
    this.lenBitsOf = intArray(S);
    this.dirBitsOf = intArray(S);
    this.snakeBitsOf = intArray(S);
    this.slotAt = intArray(S + 1);
    for (let i = 0; i < S; i++) {
      const c = slotCap[i]!;
      this.lenBitsOf[i] = bitsFor(c + 1);
      this.dirBitsOf[i] = 2 * (c > 1 ? c - 1 : 0);
      this.snakeBitsOf[i] = this.cellBits + this.lenBitsOf[i]! + this.dirBitsOf[i]!;
      this.slotAt[i + 1] = this.slotAt[i]! + this.snakeBitsOf[i]!;
    }
    this.goneFlag = geo.W * geo.H >= 1 << this.cellBits ? 1 : 0;
    this.blockBits = this.goneFlag + this.cellBits;
    this.goneField = this.goneFlag ? 1 : (1 << this.cellBits) - 1;
    this.headAt = 0;
    this.lenAt = this.cellBits;
    this.blocksAt = this.slotAt[S]!;
    this.fruitAt = this.blocksAt + B * this.blockBits;
    const totalBits = this.fruitAt + fruit;
    this.bits = totalBits;
    this.words = totalBits > 0 ? (totalBits + 31) >> 5 : 1;
    this.blockOffsets = blockOffsets;
    this.dirCode = intArray(2 * W + 1);
    this.dirCode[0] = 0;
    this.dirCode[2 * W] = 1;
    this.dirCode[W - 1] = 2;
    this.dirCode[W + 1] = 3;
    this.stepOf = intArray(4);
    this.stepOf[0] = -W;
    this.stepOf[1] = W;
    this.stepOf[2] = -1;
    this.stepOf[3] = 1;
    // shape by shape, each shape's blocks in index order
    this.shapeSlots = intArray(B);
    this.shapeEnd = intArray(B);
    let n = 0;
    for (let shape = 0; shape < B; shape++) {
      const start = n;
      for (let b = 0; b < B; b++) if (shapeOf[b] === shape) this.shapeSlots[n++] = b;
      for (let k = start; k < n; k++) this.shapeEnd[k] = n;
    }
    this.slots = uintArray(S * this.snakeWords);
    this.baseSlots = uintArray(S * this.snakeWords);
    this.order = intArray(S);
    this.anchors = uintArray(B);
    this.fruit = fruit;
    this.target = uintArray(this.words);
    this.targetLen = intArray(S);
    this.targetRow = intArray(S);
    this.targetCol = intArray(S);
    this.dirWords = this.snakeWords - 1;
    this.targetDirs = uintArray(S * this.dirWords);
    this.targetBehind = uintArray(S * this.dirWords);
    this.dirsRead = uintArray(this.dirWords);
    this.headsStayNear = geo.pads.length !== 2;
  }

  compareSlots(i: i32, j: i32): i32 {
    for (let k = 0; k < this.snakeWords; k++) {
      const x = this.slots[i * this.snakeWords + k]!;
      const y = this.slots[j * this.snakeWords + k]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  /**
   * The mover's directions after its step `dir`: the old ones moved one segment down behind
   * the first, which points back the way the head came; bits past the tail are cleared.
   */
  moverDirections(at: i32, len: i32, dir: i32): void {
    const bits = 2 * (len - 1);
    let carry = dir ^ 1;
    for (let j = 1; j < this.snakeWords; j++) {
      const v = this.baseSlots[at + j]!;
      const lo = 32 * (j - 1);
      const shifted = ((v << 2) | carry) >>> 0;
      carry = v >>> 30;
      this.slots[at + j] = bits <= lo ? 0 : bits - lo >= 32 ? shifted : (shifted & ((1 << (bits - lo)) - 1)) >>> 0;
    }
  }

  /** Whether the key at word a of slots sorts before the key at word b of baseSlots. */
  keyBefore(a: i32, b: i32): boolean {
    for (let k = 0; k < this.snakeWords; k++) {
      const x = this.slots[a + k]!;
      const y = this.baseSlots[b + k]!;
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
  packMoverOnly(src: UintArray, off: i32, w: FastWorld, out: UintArray, mover: i32, dir: i32, head: i32, ate: i32): boolean {
    const at = mover * this.snakeWords;
    const len = w.len[mover]!;
    this.slots[at] = ((len << 16) | head) >>> 0;
    this.moverDirections(at, len, dir);
    // two snakes never share a key (they never share a cell): a strict this.order either way
    if (mover > 0 && this.keyBefore(at, at - this.snakeWords)) return false;
    if (mover + 1 < this.S && !this.keyBefore(at, at + this.snakeWords)) return false;
    for (let k = 0; k < this.words; k++) out[k] = src[off + k]!;
    const pos = this.slotAt[mover]!;
    const bits = this.snakeBitsOf[mover]!;
    for (let bit = 0; bit < bits; bit += 32) clearBits(out, pos + bit, bits - bit < 32 ? bits - bit : 32);
    this.writeSnake(out, mover, head, len, at);
    if (ate >= 0) clearBits(out, this.fruitAt + ate, 1);
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
  packWorld(w: FastWorld, out: UintArray, changed: i32, mover: i32, dir: i32, moverHead: i32): void {
    const cells = w.cells;
    for (let i = 0; i < this.S; i++) {
      const at = i * this.snakeWords;
      if (!(changed & (1 << i))) {
        for (let j = 0; j < this.snakeWords; j++) this.slots[at + j] = this.baseSlots[at + j]!;
        continue;
      }
      // A snake that left has length 0 (the world takes its cells away): its key is EXITED
      // and its directions are zeros, along the same path as the others (see loadPacked).
      const len = w.len[i]!;
      const base = i * this.cap;
      this.slots[at] = len === 0 ? EXITED : ((len << 16) | (i === mover ? moverHead : cells[base]!)) >>> 0;
      if (i === mover) {
        this.moverDirections(at, len, dir);
        continue;
      }
      if (mover >= 0) {
        for (let j = 1; j < this.snakeWords; j++) this.slots[at + j] = len === 0 ? 0 : this.baseSlots[at + j]!;
        continue;
      }
      let word = at + 1;
      let acc = 0;
      let shift = 0;
      for (let k = 1; k < len; k++) {
        acc |= (this.dirCode[cells[base + k]! - cells[base + k - 1]! + this.W]! as i32) << shift;
        shift += 2;
        if (shift === 32) {
          this.slots[word++] = acc >>> 0;
          acc = 0;
          shift = 0;
        }
      }
      if (word < at + this.snakeWords) this.slots[word++] = acc >>> 0;
      while (word < at + this.snakeWords) this.slots[word++] = 0;
    }
    for (let i = 0; i < this.S; i++) this.order[i] = i;
    for (let i = 1; i < this.S; i++) {
      const v = this.order[i]!;
      let j = i - 1;
      while (j >= 0 && this.compareSlots(this.order[j]!, v) > 0) {
        this.order[j + 1] = this.order[j]!;
        j--;
      }
      this.order[j + 1] = v;
    }
    for (let k = 0; k < this.words; k++) out[k] = 0;
    for (let i = 0; i < this.S; i++) {
      const at = this.order[i]! * this.snakeWords;
      const w0 = this.slots[at]!;
      if (w0 !== EXITED) this.writeSnake(out, i, w0 & 0xffff, w0 >>> 16, at);
    }
    if (this.B > 0) {
      for (let b = 0; b < this.B; b++) this.anchors[b] = w.present[this.S + b] ? cells[(this.S + b) * this.cap]! : GONE;
      // within a shape the this.anchors go in ascending this.order, in the this.slots of that shape
      for (let i = 0; i < this.B; ) {
        const end = this.shapeEnd[i]!;
        for (let j = i + 1; j < end; j++) {
          const v = this.anchors[this.shapeSlots[j]!]!;
          let k = j - 1;
          while (k >= i && this.anchors[this.shapeSlots[k]!]! > v) {
            this.anchors[this.shapeSlots[k + 1]!] = this.anchors[this.shapeSlots[k]!]!;
            k--;
          }
          this.anchors[this.shapeSlots[k + 1]!] = v;
        }
        i = end;
      }
      for (let b = 0; b < this.B; b++) {
        const a = this.anchors[b]!;
        const pos = this.blocksAt + b * this.blockBits;
        if (a === GONE) writeBits(out, pos, this.goneField, this.blockBits);
        else writeBits(out, pos + this.goneFlag, a, this.cellBits);
      }
    }
    for (let f = 0; f < w.fruit.length; f++) if (w.fruit[f]) writeBits(out, this.fruitAt + f, 1, 1);
  }

  /** Write the snake whose key is slots[at..] into slot i of the stream (cleared there). */
  writeSnake(out: UintArray, i: i32, head: i32, len: i32, at: i32): void {
    const pos = this.slotAt[i]!;
    const bits = this.snakeBitsOf[i]!;
    if (bits <= 32) {
      // the whole field in one write: head, length, then the directions (zeros past the tail;
      // a slot for a snake of one cell has none, and its key no word of them)
      const dirs = this.dirBitsOf[i]! > 0 ? (this.slots[at + 1]! as i32) << (this.lenAt + this.lenBitsOf[i]!) : 0;
      writeBits(out, pos, head | (len << this.lenAt) | dirs, bits);
      return;
    }
    writeBits(out, pos + this.headAt, head, this.cellBits);
    writeBits(out, pos + this.lenAt, len, this.lenBitsOf[i]!);
    // the directions are already packed, 16 to a word, with zeros past the tail
    const dirsAt = pos + this.lenAt + this.lenBitsOf[i]!;
    for (let j = 0, left = this.dirBitsOf[i]!; left > 0; j++, left -= 32) writeBits(out, dirsAt + 32 * j, this.slots[at + 1 + j]!, left < 32 ? left : 32);
  }

  /** Decode a packed state into the simulator's base world (`settled`: see FastSim.index). */
  loadPacked(src: UintArray, off: i32, settled: boolean = false): void {
    const w = this.sim.base;
    const cells = w.cells;
    for (let i = 0; i < this.S; i++) {
      const pos = this.slotAt[i]!;
      const at = i * this.snakeWords;
      // An exited snake's field is zeros, so it decodes as length 0 with the key EXITED and
      // no cells, along the same path as the others. (Not in a branch of its own, which V8
      // would compile only when the first snake leaves, throwing away this function's code to
      // do it; see FastSim.openExitAt.)
      const base = i * this.cap;
      const len = readBits(src, off, pos + this.lenAt, this.lenBitsOf[i]!);
      // 1 for a length of 1 or more, 0 for 0
      w.present[i] = -len >>> 31;
      w.len[i] = len;
      let cell = readBits(src, off, pos + this.headAt, this.cellBits);
      cells[base] = cell;
      this.baseSlots[at] = ((len << 16) | cell) >>> 0;
      const dirsAt = pos + this.lenAt + this.lenBitsOf[i]!;
      const dirBits = this.dirBitsOf[i]!;
      for (let j = 0, bit = 0; j < this.snakeWords - 1; j++, bit += 32) this.baseSlots[at + 1 + j] = bit < dirBits ? readBits(src, off, dirsAt + bit, dirBits - bit < 32 ? dirBits - bit : 32) : 0;
      // the directions 2 bits at a time from a word in a local (16 segments a word)
      const stepOf = this.stepOf;
      let dirs = 0;
      for (let k = 1; k < len; k++) {
        if (((k - 1) & 15) === 0) dirs = this.baseSlots[at + 1 + ((k - 1) >>> 4)]!;
        cell += stepOf[dirs & 3]!;
        dirs >>>= 2;
        cells[base + k] = cell;
      }
    }
    for (let b = 0; b < this.B; b++) {
      const o = this.S + b;
      const pos = this.blocksAt + b * this.blockBits;
      // a block that is gone: no cells (as for an exited snake above)
      const field = readBits(src, off, pos, this.blockBits);
      const gone = field === this.goneField ? 1 : 0;
      const anchor = field >>> this.goneFlag;
      const offsets = this.blockOffsets[b]!;
      const n = gone ? 0 : offsets.length;
      w.present[o] = gone ^ 1;
      w.len[o] = n;
      for (let k = 0; k < n; k++) cells[o * this.cap + k] = anchor + offsets[k]!;
    }
    let left = 0;
    for (let f = 0; f < w.fruit.length; f++) {
      const on = readBits(src, off, this.fruitAt + f, 1);
      w.fruit[f] = on;
      left += on;
    }
    w.fruitLeft = left;
    this.sim.index(settled);
  }


  /**
   * Every successor of the state at src[off] (packed into out, one at a time) with its move,
   * the slot of the snake in the state times 4 plus the direction. expand() runs the
   * allocation-free simulator; for a lone mover it edits its source state instead of packing.
   */
  expand(src: UintArray, off: i32, out: UintArray, emit: (move: i32) => void, settled: boolean = false): void {
    const sim = this.sim;
    this.loadPacked(src, off, settled);
    for (let i = 0; i < this.S; i++) {
      if (!sim.base.present[i]) continue;
      for (let d = 0; d < 4; d++) {
        const outcome = sim.move(i, d);
        if (outcome === NO_MOVE) continue;
        const w = sim.work;
        if (outcome === QUIET_STEP) {
          // the step was not played out: the work world is still the source state
          if (!this.packMoverOnly(src, off, w, out, i, d, sim.stepHead, -1)) this.packWorld(w, out, 1 << i, i, d, sim.stepHead);
        } else {
          const head = w.cells[i * this.cap]!;
          if (sim.changed !== 1 << i || !w.present[i] || !this.packMoverOnly(src, off, w, out, i, d, head, sim.ate)) this.packWorld(w, out, sim.changed, i, d, head);
          sim.undo();
        }
        emit(i * 4 + d);
      }
    }
  }

  /** The directions of slot i's snake, of length len, in the state at src[off] into out from word at on (zeros past its tail). */
  readDirs(src: UintArray, off: i32, i: i32, len: i32, out: UintArray, at: i32): void {
    const dirsAt = this.slotAt[i]! + this.lenAt + this.lenBitsOf[i]!;
    for (let k = 0; k < this.dirWords; k++) {
      const bits = 2 * (len - 1) - 32 * k;
      out[at + k] = bits <= 0 ? 0 : readBits(src, off, dirsAt + 32 * k, bits < 32 ? bits : 32);
    }
  }

  /** Make the state at t[off] the one mayLead() judges predecessors of. */
  setTarget(t: UintArray, off: i32): void {
    for (let k = 0; k < this.words; k++) this.target[k] = t[off + k]!;
    let n = 0;
    for (let i = 0; i < this.S; i++) {
      const pos = this.slotAt[i]!;
      const len = readBits(t, off, pos + this.lenAt, this.lenBitsOf[i]!);
      if (len === 0) continue;
      const head = readBits(t, off, pos + this.headAt, this.cellBits);
      this.targetLen[n] = len;
      this.targetRow[n] = (head / this.W) | 0;
      this.targetCol[n] = head % this.W;
      const at = n * this.dirWords;
      this.readDirs(t, off, i, len, this.targetDirs, at);
      for (let k = 0; k < this.dirWords; k++) {
        const next = k + 1 < this.dirWords ? this.targetDirs[at + k + 1]! : 0;
        this.targetBehind[at + k] = ((this.targetDirs[at + k]! >>> 2) | (next << 30)) >>> 0;
      }
      n++;
    }
    this.targetSnakes = n;
  }

  /**
   * Whether the state at s[off] may have the target (setTarget) among its successors; one that
   * may not need not be expanded to know it. In a move one snake steps: its head goes at most
   * one cell up, left or right and then down any number of rows (unless teleporters carry it),
   * its body behind the new head is its old body without the tail (or with it, when it eats),
   * and it eats one fruit at most; every other snake is only carried (pushed, dropped,
   * teleported), which moves it whole, its head going as the stepping one's may. So each snake
   * of the target on the map has one in s that either is of its length and directions (carried,
   * or still) or, for one snake at most (the one that stepped), has a body of which its own
   * behind its head is the front; either with its head at most a column away and at most a row
   * lower (where heads stay near). And no fruit of the target is missing in s, which has at
   * most one more.
   */
  mayLead(s: UintArray, off: i32): boolean {
    let eaten = 0;
    for (let f = 0; f < this.fruit; f++) {
      const before = readBits(s, off, this.fruitAt + f, 1);
      const after = readBits(this.target, 0, this.fruitAt + f, 1);
      if (after > before) return false;
      eaten += before - after;
    }
    if (eaten > 1) return false;
    const dw = this.dirWords;
    const read = this.dirsRead;
    let stepped = 0;
    for (let j = 0; j < this.targetSnakes; j++) {
      const len = this.targetLen[j]!;
      const row = this.targetRow[j]!;
      const col = this.targetCol[j]!;
      let same = false;
      let steppedFrom = false;
      for (let i = 0; i < this.S && !same; i++) {
        const pos = this.slotAt[i]!;
        const l = readBits(s, off, pos + this.lenAt, this.lenBitsOf[i]!);
        if (l !== len && l + 1 !== len) continue;
        if (this.headsStayNear) {
          const head = readBits(s, off, pos + this.headAt, this.cellBits);
          const dc = (head % this.W) - col;
          if (dc < -1 || dc > 1 || ((head / this.W) | 0) > row + 1) continue;
        }
        if (l === len) {
          this.readDirs(s, off, i, len, read, 0);
          same = true;
          for (let k = 0; k < dw && same; k++) same = read[k] === this.targetDirs[j * dw + k];
        }
        if (!same && !steppedFrom) {
          // its body but the last cell (as long as the target's behind its head)
          this.readDirs(s, off, i, len - 1, read, 0);
          steppedFrom = true;
          for (let k = 0; k < dw && steppedFrom; k++) steppedFrom = read[k] === this.targetBehind[j * dw + k];
        }
      }
      if (!same && (!steppedFrom || ++stepped > 1)) return false;
    }
    return true;
  }

  /** Whether every snake of the state at s[off] has left. */
  isGoal(s: UintArray, off: i32): boolean {
    for (let i = 0; i < this.S; i++) if (readBits(s, off, this.slotAt[i]! + this.lenAt, this.lenBitsOf[i]!) !== 0) return false;
    return true;
  }

  /** Each snake's head cell (-1: exited) into heads, and each fruit's bit into fruit; returns the fruit left. */
  headsAndFruit(src: UintArray, off: i32, heads: IntArray, fruit: IntArray): i32 {
    for (let i = 0; i < this.S; i++) {
      const pos = this.slotAt[i]!;
      heads[i] = readBits(src, off, pos + this.lenAt, this.lenBitsOf[i]!) === 0 ? -1 : readBits(src, off, pos + this.headAt, this.cellBits);
    }
    let left = 0;
    for (let f = 0; f < fruit.length; f++) {
      const on = readBits(src, off, this.fruitAt + f, 1);
      fruit[f] = on;
      left += on;
    }
    return left;
  }
}

/** OR the low `bits` bits of value (bits ≤ 32, the rest of value zero) into the stream at bit pos. */
function writeBits(out: UintArray, pos: i32, value: i32, bits: i32): void {
  const word = pos >>> 5;
  const used = pos & 31;
  out[word] = (out[word]! as i32) | (value << used);
  if (used + bits > 32) out[word + 1] = (out[word + 1]! as i32) | (value >>> (32 - used));
}

/** Clear `bits` bits (≤ 32) of the stream at bit pos. */
function clearBits(out: UintArray, pos: i32, bits: i32): void {
  const word = pos >>> 5;
  const used = pos & 31;
  const mask: i32 = bits === 32 ? -1 : (1 << bits) - 1;
  out[word] = (out[word]! as i32) & ~(mask << used);
  if (used + bits > 32) out[word + 1] = (out[word + 1]! as i32) & ~(mask >>> (32 - used));
}

/**
 * The `bits` bits (≤ 32) at bit pos of the stream that starts at src[off]. (With 32 bits
 * the value is the word's bits: a number up to 2^32 - 1 in JavaScript, the same bits as an
 * i32 in WebAssembly.)
 */
export function readBits(src: UintArray, off: i32, pos: i32, bits: i32): i32 {
  const word = off + (pos >>> 5);
  const used = pos & 31;
  let value = (src[word]! as i32) >>> used;
  if (used + bits > 32) value |= (src[word + 1]! as i32) << (32 - used);
  return bits === 32 ? value >>> 0 : value & ((1 << bits) - 1);
}
