// Snakebird packed for the engine. A state is a canonical multiset of snakes (each: exited
// flag, length, head cell, 2 bits per segment for the direction to the next one) and blocks
// (each: gone flag and the cell of its first square), plus a bitmask of the fruit left.
// Snakes of one length and blocks of one shape are sorted, so swapping them is one state.
import type { SearchProblem } from '../../engine/types.ts';
import type { SnakebirdLevel } from './format.ts';
import { applyMove, DIRS, geometryOf, startState, type Geometry, type SnakebirdState } from './rules.ts';

export function compileSnakebird(level: SnakebirdLevel): SearchProblem {
  const geo = geometryOf(level);
  const maxLen = level.snakes.reduce((a, s) => Math.max(a, s.cells.length), 0) + level.fruit.length;
  const snakeWords = 1 + Math.ceil((2 * (maxLen - 1)) / 32);
  const S = level.snakes.length;
  const B = level.blocks.length;
  // blocks of one shape (same cell offsets) are interchangeable
  const shapeOf = level.blocks.map((b) => JSON.stringify(b.cells.map(([r, c]) => [r - b.cells[0]![0], c - b.cells[0]![1]])));
  const shapes = [...new Set(shapeOf)];
  const blockShape = shapeOf.map((s) => shapes.indexOf(s));
  const fruitWords = Math.ceil(level.fruit.length / 32);
  const words = S * snakeWords + B + fruitWords;
  const label = level.snakes.map((_, i) => String(i));
  const scratch = new Uint32Array(words);

  const packSnake = (cells: number[], exited: boolean, out: Uint32Array, at: number) => {
    for (let k = 0; k < snakeWords; k++) out[at + k] = 0;
    if (exited) {
      out[at] = 0x80000000 >>> 0;
      return;
    }
    out[at] = ((cells.length << 16) | cells[0]!) >>> 0;
    for (let i = 1; i < cells.length; i++) {
      const d = cells[i]! - cells[i - 1]!;
      const code = d === -geo.W ? 0 : d === geo.W ? 1 : d === -1 ? 2 : 3;
      const bit = 2 * (i - 1);
      out[at + 1 + (bit >>> 5)] = (out[at + 1 + (bit >>> 5)]! | (code << (bit & 31))) >>> 0;
    }
  };

  const compareSlots = (a: Uint32Array, i: number, j: number, size: number) => {
    for (let k = 0; k < size; k++) {
      const x = a[i + k]!;
      const y = a[j + k]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

  const pack = (s: SnakebirdState, out: Uint32Array) => {
    s.snakes.forEach((sn, i) => packSnake(sn.cells, sn.exited, scratch, i * snakeWords));
    // sort snake slots (insertion sort on word slots): equal lengths become interchangeable
    const order = Array.from({ length: S }, (_, i) => i).sort((a, b) => compareSlots(scratch, a * snakeWords, b * snakeWords, snakeWords));
    order.forEach((from, to) => {
      for (let k = 0; k < snakeWords; k++) out[to * snakeWords + k] = scratch[from * snakeWords + k]!;
    });
    const base = S * snakeWords;
    const blockWord = s.blocks.map((b) => (b.gone ? 0xffffffff : b.cells[0]!) >>> 0);
    // within a shape, sort the positions
    for (let sh = 0; sh < shapes.length; sh++) {
      const idx: number[] = [];
      for (let i = 0; i < B; i++) if (blockShape[i] === sh) idx.push(i);
      const vals = idx.map((i) => blockWord[i]!).sort((a, b) => a - b);
      idx.forEach((i, k) => (out[base + i] = vals[k]!));
    }
    for (let k = 0; k < fruitWords; k++) out[base + B + k] = 0;
    geo.fruit.forEach((cell, i) => {
      if (s.fruit.includes(cell)) out[base + B + (i >>> 5)] = (out[base + B + (i >>> 5)]! | (1 << (i & 31))) >>> 0;
    });
  };

  const unpack = (src: Uint32Array, off: number): SnakebirdState => {
    const snakes = [];
    for (let i = 0; i < S; i++) {
      const w0 = src[off + i * snakeWords]!;
      if (w0 & 0x80000000) {
        snakes.push({ label: label[i]!, cells: [], exited: true });
        continue;
      }
      const len = w0 >>> 16;
      const cells = [w0 & 0xffff];
      for (let k = 1; k < len; k++) {
        const bit = 2 * (k - 1);
        const code = (src[off + i * snakeWords + 1 + (bit >>> 5)]! >>> (bit & 31)) & 3;
        const prev = cells[k - 1]!;
        cells.push(code === 0 ? prev - geo.W : code === 1 ? prev + geo.W : code === 2 ? prev - 1 : prev + 1);
      }
      snakes.push({ label: label[i]!, cells, exited: false });
    }
    const base = off + S * snakeWords;
    const blocks = level.blocks.map((b, i) => {
      const w = src[base + i]!;
      if (w === 0xffffffff) return { label: b.label, cells: [], gone: true };
      const r0 = Math.floor(w / geo.W);
      const c0 = w % geo.W;
      return { label: b.label, cells: b.cells.map(([r, c]) => (r0 + r - b.cells[0]![0]) * geo.W + c0 + c - b.cells[0]![1]), gone: false };
    });
    const fruit = geo.fruit.filter((_, i) => (src[base + B + (i >>> 5)]! >>> (i & 31)) & 1);
    return { snakes, blocks, fruit, dead: false };
  };

  const initial = new Uint32Array(words);
  pack(startState(level, geo), initial);
  const probe = new Uint32Array(words);

  return {
    words,
    writeInitial: (out) => out.set(initial),
    expand: (src, off, out, emit) => {
      const state = unpack(src, off);
      for (let i = 0; i < S; i++) {
        if (state.snakes[i]!.exited) continue;
        for (let d = 0; d < 4; d++) {
          const next = applyMove(geo, state, i, d);
          if (!next || next.dead) continue;
          pack(next, out);
          emit(i * 4 + d);
        }
      }
    },
    isGoal: (s, off) => {
      for (let i = 0; i < S; i++) if (!(s[off + i * snakeWords]! & 0x80000000)) return false;
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
            pack(next, probe);
            if (probe.every((v, j) => v === want[j])) {
              found = next;
              names.push(`${current.snakes[i]!.label}${DIRS[d]}`);
            }
          }
        }
        if (!found) throw new Error(`snakebird: step ${k} of the solution cannot be replayed`);
        current = found;
      }
      return names;
    },
  };
}

export type { Geometry };
