// The rules of rules.ts again, on typed arrays and without allocating, for the search's hot
// loop. rules.ts stays the readable reference (play mode, playback, notation); the corpus
// tests hold the two to the same answers on every level.
import type { Geometry } from './rules.ts';
import { T_EXIT as EXIT_, T_PAD, T_SPIKES as SPIKES_, T_WALL as WALL_, T_WATER as WATER_ } from './rules.ts';

// Read once: an imported binding can compile to a getter (tsx), which the hot loop would pay
// for on every cell.
const T_EXIT = EXIT_;
const T_SPIKES = SPIKES_;
const T_WALL = WALL_;
const T_WATER = WATER_;

const DR = [-1, 1, 0, 0];
const DC = [0, 0, -1, 1];

export interface FastWorld {
  /** objects: snakes 0..S-1, then blocks; cells of object o at cells[o*cap .. o*cap+len[o]) */
  cells: Int32Array;
  len: Int32Array;
  /** 0: off the map (exited snake, gone block) */
  present: Uint8Array;
  /** occupancy: object index + 1, or 0 */
  occ: Int32Array;
  /** fruit still there, by fruit index */
  fruit: Uint8Array;
  fruitLeft: number;
  dead: boolean;
}

export class FastSim {
  readonly S: number;
  readonly N: number;
  readonly cap: number;
  private readonly geo: Geometry;
  private readonly solidAt: Uint8Array;
  /** fruit index + 1 at a cell */
  private readonly fruitAt: Int32Array;
  private readonly size: number;
  // scratch
  private readonly chain: Int32Array;
  private readonly inChain: Uint8Array;
  private readonly held: Uint8Array;
  private readonly prevOnPad: Uint8Array;
  private readonly tmp: Int32Array;
  readonly base: FastWorld;
  readonly work: FastWorld;

  constructor(geo: Geometry, snakes: number, blocks: number, cap: number) {
    this.geo = geo;
    this.S = snakes;
    this.N = snakes + blocks;
    this.cap = cap;
    this.size = geo.W * geo.H;
    this.solidAt = new Uint8Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const t = geo.terrain[i]!;
      this.solidAt[i] = t === T_WALL || t === T_SPIKES || t === T_WATER ? 1 : 0;
    }
    this.fruitAt = new Int32Array(this.size);
    geo.fruit.forEach((c, k) => (this.fruitAt[c] = k + 1));
    this.chain = new Int32Array(this.N);
    this.inChain = new Uint8Array(this.N);
    this.held = new Uint8Array(this.N);
    this.prevOnPad = new Uint8Array(this.N);
    this.tmp = new Int32Array(cap);
    const world = (): FastWorld => ({
      cells: new Int32Array(this.N * cap),
      len: new Int32Array(this.N),
      present: new Uint8Array(this.N),
      occ: new Int32Array(this.size),
      fruit: new Uint8Array(geo.fruit.length),
      fruitLeft: 0,
      dead: false,
    });
    this.base = world();
    this.work = world();
  }

  /** Fill base.occ from base's objects (call after writing base's cells). */
  index(): void {
    const w = this.base;
    w.occ.fill(0);
    for (let o = 0; o < this.N; o++) {
      if (!w.present[o]) continue;
      for (let k = 0; k < w.len[o]!; k++) w.occ[w.cells[o * this.cap + k]!] = o + 1;
    }
  }

  private reset(): void {
    const b = this.base;
    const w = this.work;
    w.cells.set(b.cells);
    w.len.set(b.len);
    w.present.set(b.present);
    w.occ.set(b.occ);
    w.fruit.set(b.fruit);
    w.fruitLeft = b.fruitLeft;
    w.dead = false;
  }

  private step(i: number, dir: number): number {
    const W = this.geo.W;
    const r = ((i / W) | 0) + DR[dir]!;
    const c = (i % W) + DC[dir]!;
    return r < 0 || c < 0 || r >= this.geo.H || c >= W ? -1 : r * W + c;
  }

  private clear(o: number): void {
    const w = this.work;
    const at = o * this.cap;
    for (let k = 0; k < w.len[o]!; k++) {
      const c = w.cells[at + k]!;
      if (w.occ[c] === o + 1) w.occ[c] = 0;
    }
  }

  private mark(o: number): void {
    const w = this.work;
    const at = o * this.cap;
    for (let k = 0; k < w.len[o]!; k++) w.occ[w.cells[at + k]!] = o + 1;
  }

  /** bit p set: object o covers pad p */
  private padsCovered(o: number): number {
    const w = this.work;
    const pads = this.geo.pads;
    if (pads.length !== 2 || !w.present[o]) return 0;
    let bits = 0;
    const at = o * this.cap;
    for (let k = 0; k < w.len[o]!; k++) {
      const c = w.cells[at + k]!;
      if (c === pads[0]) bits |= 1;
      else if (c === pads[1]) bits |= 2;
    }
    return bits;
  }

  /**
   * Play snake `snake` one step in `dir` from the base world into the work world and settle.
   * Returns false when the move is illegal or a snakebird died.
   */
  move(snake: number, dir: number): boolean {
    const b = this.base;
    if (!b.present[snake]) return false;
    const cap = this.cap;
    const head = b.cells[snake * cap]!;
    const target = this.step(head, dir);
    if (target < 0 || this.solidAt[target]) return false;
    const hit = b.occ[target]! - 1;
    if (hit === snake) return false;
    this.reset();
    const w = this.work;
    const N = this.N;
    for (let o = 0; o < N; o++) this.prevOnPad[o] = this.padsCovered(o);
    const snakeLen = w.len[snake]!;
    const tail = w.cells[snake * cap + snakeLen - 1]!;
    if (hit >= 0) {
      const chain = this.chain;
      const inChain = this.inChain;
      inChain.fill(0);
      let n = 0;
      chain[n++] = hit;
      inChain[hit] = 1;
      for (let k = 0; k < n; k++) {
        const o = chain[k]!;
        const at = o * cap;
        for (let j = 0; j < w.len[o]!; j++) {
          const c = this.step(w.cells[at + j]!, dir);
          if (c < 0 || this.solidAt[c] || (this.fruitAt[c]! > 0 && w.fruit[this.fruitAt[c]! - 1])) return false;
          const p = w.occ[c]! - 1;
          if (p < 0 || inChain[p]) continue;
          if (p === snake) {
            if (c !== tail) return false;
            continue;
          }
          inChain[p] = 1;
          chain[n++] = p;
        }
      }
      for (let k = 0; k < n; k++) this.clear(chain[k]!);
      for (let k = 0; k < n; k++) {
        const o = chain[k]!;
        const at = o * cap;
        for (let j = 0; j < w.len[o]!; j++) w.cells[at + j] = this.step(w.cells[at + j]!, dir);
        this.mark(o);
      }
    }
    const fruitIndex = this.fruitAt[target]! - 1;
    const eats = fruitIndex >= 0 && w.fruit[fruitIndex] === 1;
    this.clear(snake);
    const at = snake * cap;
    const newLen = eats ? snakeLen + 1 : snakeLen;
    for (let k = newLen - 1; k > 0; k--) w.cells[at + k] = w.cells[at + k - 1]!;
    w.cells[at] = target;
    w.len[snake] = newLen;
    if (eats) {
      w.fruit[fruitIndex] = 0;
      w.fruitLeft--;
    }
    this.mark(snake);
    // the mover and the pushed objects arrived; every other object stays where it was
    return this.settle();
  }

  private settle(): boolean {
    const w = this.work;
    const geo = this.geo;
    const N = this.N;
    const S = this.S;
    const cap = this.cap;
    const size = this.size;
    const W = geo.W;
    for (let guard = 0; guard < 4 * geo.H * (N + 1) + 16; guard++) {
      let changed = false;
      if (w.fruitLeft === 0) {
        for (let o = 0; o < S; o++) {
          if (w.present[o] && geo.terrain[w.cells[o * cap]!] === T_EXIT) {
            this.clear(o);
            w.present[o] = 0;
            w.len[o] = 0;
            changed = true;
          }
        }
      }
      if (geo.pads.length === 2) {
        for (let o = 0; o < N; o++) {
          if (!w.present[o]) continue;
          const now = this.padsCovered(o);
          const arrived = now & ~this.prevOnPad[o]!;
          if (arrived) {
            const p = arrived & 1 ? 0 : 1;
            const pad = geo.pads[p]!;
            const other = geo.pads[1 - p]!;
            const dr = ((other / W) | 0) - ((pad / W) | 0);
            const dc = (other % W) - (pad % W);
            const at = o * cap;
            let free = true;
            for (let k = 0; k < w.len[o]! && free; k++) {
              const c = w.cells[at + k]!;
              const r = ((c / W) | 0) + dr;
              const cc = (c % W) + dc;
              const t = r * W + cc;
              if (r < 0 || cc < 0 || r >= geo.H || cc >= W || this.solidAt[t] || (this.fruitAt[t]! > 0 && w.fruit[this.fruitAt[t]! - 1]) || (w.occ[t] !== 0 && w.occ[t] !== o + 1)) free = false;
              else this.tmp[k] = t;
            }
            if (free) {
              this.clear(o);
              for (let k = 0; k < w.len[o]!; k++) w.cells[at + k] = this.tmp[k]!;
              this.mark(o);
              changed = true;
            }
          }
          this.prevOnPad[o] = this.padsCovered(o);
        }
      }
      const held = this.held;
      held.fill(0);
      let more = true;
      while (more) {
        more = false;
        for (let o = 0; o < N; o++) {
          if (!w.present[o] || held[o]) continue;
          const at = o * cap;
          const isSnake = o < S;
          for (let k = 0; k < w.len[o]!; k++) {
            const below = w.cells[at + k]! + W;
            if (below >= size) continue;
            const t = geo.terrain[below]!;
            const under = w.occ[below]! - 1;
            if (t === T_WALL || (t === T_SPIKES && !isSnake) || (this.fruitAt[below]! > 0 && w.fruit[this.fruitAt[below]! - 1]) || (under >= 0 && under !== o && held[under])) {
              held[o] = 1;
              more = true;
              break;
            }
          }
        }
      }
      let falling = false;
      for (let o = 0; o < N; o++) {
        if (w.present[o] && !held[o]) {
          falling = true;
          this.prevOnPad[o] = this.padsCovered(o);
          this.clear(o);
        }
      }
      if (falling) {
        for (let o = 0; o < N; o++) {
          if (!w.present[o] || held[o]) continue;
          const at = o * cap;
          let lost = false;
          for (let k = 0; k < w.len[o]!; k++) {
            const c = w.cells[at + k]! + W;
            w.cells[at + k] = c;
            if (c >= size) lost = true;
            else {
              const t = geo.terrain[c]!;
              if (t === T_WATER || (o < S && t === T_SPIKES)) lost = true;
            }
          }
          if (lost) {
            if (o < S) return false;
            w.present[o] = 0;
            w.len[o] = 0;
          } else this.mark(o);
        }
        changed = true;
      }
      if (!changed) return true;
    }
    return false;
  }
}

export { T_PAD };
