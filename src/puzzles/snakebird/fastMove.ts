// The rules of rules.ts again, on typed arrays and without allocating, for the search's hot
// loop. rules.ts stays the readable reference (play mode, playback, notation); the
// differential and corpus tests hold the two to the same answers.
//
// Why it is shaped this way: a search tries every move of every snake from each stored
// state, and most moves change one or two objects. So the work world is the base world
// with a few objects changed, and undo() puts back only those (no copy of the grid per
// move); what holds what up is found with one bit mask per object (at most 31 objects).
//
// Written in the subset of TypeScript that AssemblyScript also compiles (see terrain.ts): i32
// for integers, every field typed, no closures, arrays from engine/portableArrays.ts (typed
// arrays here, StaticArrays in WebAssembly); so the same source can be built for WebAssembly.
import { intArray, IntArray } from '../../engine/portableArrays.ts';
import { Geometry, MAX_OBJECTS, T_EXIT as EXIT_, T_SPIKES as SPIKES_, T_WALL as WALL_, T_WATER as WATER_ } from './terrain.ts';

// Read once: an imported binding can compile to a getter (tsx), which the hot loop would pay
// for on every cell.
const T_EXIT = EXIT_;
const T_SPIKES = SPIKES_;
const T_WALL = WALL_;
const T_WATER = WATER_;

const DR = [-1, 1, 0, 0];
const DC = [0, 0, -1, 1];

/** what dropSnakes found: a snake dies, they land, or the general settling decides */
const DIES = -1;
const LEAVE = 0;
const LANDS = 1;

/** what quietStep found: the step needs settling, nothing follows from it, or the mover falls */
const NOT_QUIET = 0;
const QUIET = 1;
const MOVER_FALLS = 2;

// What move() did.
/** the step is illegal, or a snakebird died; the work world is the base world */
export const NO_MOVE = 0;
/**
 * only the mover took its step, and nothing follows from it; the work world is untouched,
 * the successor is the base world with the mover one step on (its new head: stepHead)
 */
export const QUIET_STEP = 1;
/** the work world holds the settled successor: read it, then undo() */
const SETTLED = 2;

export { MAX_OBJECTS };

export class FastWorld {
  // (each field starts as an array of its own kind, not undefined, so that V8 knows its type)
  /** objects: snakes 0..S-1, then blocks; cells of object o at cells[o*cap .. o*cap+len[o]) */
  cells: IntArray = intArray(0);
  len: IntArray = intArray(0);
  /** 0: off the map (exited snake, gone block) */
  present: IntArray = intArray(0);
  /** fruit still there, by fruit index */
  fruit: IntArray = intArray(0);
  fruitLeft: i32 = 0;

  constructor(objects: i32, cap: i32, fruit: i32) {
    this.cells = intArray(objects * cap);
    this.len = intArray(objects);
    this.present = intArray(objects);
    this.fruit = intArray(fruit);
  }
}

export class FastSim {
  // The fields are set once, in the constructor, but start as a value of their own type (not
  // undefined, so that V8 knows the type of each), and so cannot be readonly for AssemblyScript.
  S: i32 = 0;
  N: i32 = 0;
  cap: i32 = 0;
  private W: i32 = 0;
  private size: i32 = 0;
  /** next[dir * size + cell]: the neighbouring cell, or -1 off the grid */
  private next: IntArray = intArray(0);
  private rowOf: IntArray = intArray(0);
  private colOf: IntArray = intArray(0);
  private terrain: Uint8Array = new Uint8Array(0);
  /** wall, spikes or water: no head enters, nothing is pushed in, nothing teleports in */
  private solid: IntArray = intArray(0);
  private terrainDrop: IntArray = intArray(0);
  /** rows down to the exit in the same column */
  private exitDrop: IntArray = intArray(0);
  /**
   * By whether the exit is open (index 1) or not (0): the exit cells (else none), and
   * exitDrop (else never). The hot code reads these every time rather than only once the
   * exit opens: V8 compiles code that has not run yet as a bail-out, and the first time the
   * exit opened every function that looks at it was thrown away and compiled again.
   */
  private openExitAt: IntArray[] = [];
  private exitDropWhen: IntArray[] = [];
  /** the current ones of those, for the work world's fruit (setFruitLeft keeps them) */
  private exitCells: IntArray = intArray(0);
  private exitDropNow: IntArray = intArray(0);
  /** rows down until the cell below is a wall (a snake would stand on it) */
  private wallDrop: IntArray = intArray(0);
  /** rows down until a snake's cell would be in spikes, water or off the map */
  private snakeDeathDrop: IntArray = intArray(0);
  /** rows down until a cell would be on a pad */
  private padDrop: IntArray = intArray(0);
  private fallCells: IntArray = intArray(0);
  /** fruit index + 1 at a cell */
  private fruitAt: IntArray = intArray(0);
  /** the cell of each fruit */
  private fruitCell: IntArray = intArray(0);
  // What stops or holds things, with the fruit still on the map folded in. Sized for one row
  // past the grid, so "the cell below" needs no bounds check (that row holds nothing up).
  /** solid or fruit: a pushed cell or a teleported cell may not go there */
  private blocked: IntArray = intArray(0);
  /** wall or fruit: holds a snake up */
  private holdsSnake: IntArray = intArray(0);
  /** wall, spikes or fruit: holds a block up */
  private holdsBlock: IntArray = intArray(0);
  /** falling into it kills a snake: spikes, water, below the grid */
  private killsSnake: IntArray = intArray(0);
  /** falling into it removes a block: water, below the grid */
  private killsBlock: IntArray = intArray(0);
  /** [killsSnake, killsBlock], picked by index so that both have been read before a block first falls */
  private killsOf: IntArray[] = [];
  /** bit p for teleporter pad p */
  private padBit: IntArray = intArray(0);
  private pads: i32[] = [];
  private pad0: i32 = 0;
  private pad1: i32 = 0;
  private hasPads: boolean = false;
  /** Snakefall's teleports (terrain.ts Geometry.snakefall): before the exit, one arrival at a time */
  private snakefall: boolean = false;
  /** under Snakefall's rules: two objects arrived at once during this move, so none teleports */
  private jammed: boolean = false;
  /** occupancy of the work world: object index + 1, or 0 (one row of padding below) */
  private occ: IntArray = intArray(0);
  private basePads: IntArray = intArray(0);
  private prevOnPad: IntArray = intArray(0);
  private deps: IntArray = intArray(0);
  private chain: IntArray = intArray(0);
  private tmp: IntArray = intArray(0);
  /** objects the current move changed, one bit each; undo() restores exactly these */
  private touched: i32 = 0;
  /** after move() gave QUIET_STEP: the mover's new head cell */
  stepHead: i32 = -1;
  /** the snake whose one step was the whole of the current move (nothing else moved), or -1 */
  private stepped: i32 = -1;
  /** fruit index the current move ate, or -1 */
  private eaten: i32 = -1;
  /** nothing in the base world would fall */
  private baseSettled: boolean = false;
  /** heldWithoutOf[m]: the objects of the base world held up even without snake m */
  private heldWithoutOf: IntArray = intArray(0);
  private heldWithoutKnown: i32 = 0;
  /** whether baseGrounded and baseDeps are of the current base world (baseSupport) */
  private supportKnown: boolean = false;
  private baseGrounded: i32 = 0;
  /** objects on the map in the base world, one bit each */
  private basePresentMask: i32 = 0;
  private baseDeps: IntArray = intArray(0);
  /** objects on the map, one bit each, as the last scanSupport() found them */
  private present: i32 = 0;
  base: FastWorld = new FastWorld(0, 0, 0);
  work: FastWorld = new FastWorld(0, 0, 0);

  constructor(geo: Geometry, snakes: i32, blocks: i32, cap: i32) {
    const W = geo.W;
    const size = geo.W * geo.H;
    if (snakes + blocks > MAX_OBJECTS) throw new Error(`snakebird: at most ${MAX_OBJECTS} snakes and blocks together`);
    this.S = snakes;
    this.N = snakes + blocks;
    this.cap = cap;
    this.W = W;
    this.size = size;
    this.terrain = geo.terrain;
    this.next = intArray(4 * size);
    this.rowOf = intArray(size);
    this.colOf = intArray(size);
    for (let c = 0; c < size; c++) {
      const r = (c / W) | 0;
      this.rowOf[c] = r;
      this.colOf[c] = c % W;
      for (let d = 0; d < 4; d++) {
        const nr = r + DR[d]!;
        const nc = (c % W) + DC[d]!;
        this.next[d * size + c] = nr < 0 || nc < 0 || nr >= geo.H || nc >= W ? -1 : nr * W + nc;
      }
    }
    const padded = size + W;
    this.solid = intArray(padded);
    this.blocked = intArray(padded);
    this.holdsSnake = intArray(padded);
    this.holdsBlock = intArray(padded);
    this.killsSnake = intArray(padded).fill(1);
    this.killsBlock = intArray(padded).fill(1);
    for (let c = 0; c < size; c++) {
      const t = geo.terrain[c]!;
      this.solid[c] = this.blocked[c] = t === T_WALL || t === T_SPIKES || t === T_WATER ? 1 : 0;
      this.holdsSnake[c] = t === T_WALL ? 1 : 0;
      this.holdsBlock[c] = t === T_WALL || t === T_SPIKES ? 1 : 0;
      this.killsSnake[c] = t === T_SPIKES || t === T_WATER ? 1 : 0;
      this.killsBlock[c] = t === T_WATER ? 1 : 0;
    }
    this.killsOf = [this.killsSnake, this.killsBlock];
    // Rows a falling cell can drop before the terrain has something for it: a wall or
    // spikes (they hold it up or kill it), water, a pad, the bottom of the grid.
    this.terrainDrop = intArray(size);
    this.exitDrop = intArray(size);
    this.wallDrop = intArray(size);
    this.snakeDeathDrop = intArray(size);
    this.padDrop = intArray(size);
    for (let c = size - 1; c >= 0; c--) {
      const below = c + W;
      const t = below < size ? geo.terrain[below]! : -1;
      const event = t === -1 || t === T_WALL || t === T_SPIKES || t === T_WATER || geo.pads.includes(below);
      this.terrainDrop[c] = event || below >= size ? 1 : 1 + this.terrainDrop[below]!;
      this.exitDrop[c] = t === T_EXIT ? 1 : below < size ? 1 + this.exitDrop[below]! : 1 << 30;
      this.wallDrop[c] = t === T_WALL ? 1 : below < size ? 1 + this.wallDrop[below]! : 1 << 30;
      this.snakeDeathDrop[c] = t === -1 || t === T_SPIKES || t === T_WATER ? 1 : 1 + this.snakeDeathDrop[below]!;
      this.padDrop[c] = geo.pads.includes(below) ? 1 : below < size ? 1 + this.padDrop[below]! : 1 << 30;
    }
    const exitCells = intArray(padded);
    for (let c = 0; c < size; c++) exitCells[c] = geo.terrain[c] === T_EXIT ? 1 : 0;
    this.openExitAt = [intArray(padded), exitCells];
    this.exitDropWhen = [intArray(size).fill(1 << 30), this.exitDrop];
    this.exitCells = this.openExitAt[0]!;
    this.exitDropNow = this.exitDropWhen[0]!;
    this.fallCells = intArray(this.N * cap);
    this.fruitAt = intArray(size);
    this.fruitCell = intArray(geo.fruit.length);
    for (let k = 0; k < geo.fruit.length; k++) {
      this.fruitAt[geo.fruit[k]!] = k + 1;
      this.fruitCell[k] = geo.fruit[k]!;
    }
    this.padBit = intArray(padded);
    this.pads = geo.pads.slice();
    this.hasPads = geo.pads.length === 2;
    this.snakefall = geo.snakefall;
    this.pad0 = this.hasPads ? geo.pads[0]! : 0;
    this.pad1 = this.hasPads ? geo.pads[1]! : 0;
    if (this.hasPads) {
      this.padBit[geo.pads[0]!] = 1;
      this.padBit[geo.pads[1]!] = 2;
    }
    this.occ = intArray(padded);
    this.basePads = intArray(this.N);
    this.prevOnPad = intArray(this.N);
    this.deps = intArray(this.N);
    this.heldWithoutOf = intArray(this.N);
    this.baseDeps = intArray(this.N);
    this.chain = intArray(this.N);
    this.tmp = intArray(cap);
    this.base = new FastWorld(this.N, cap, geo.fruit.length);
    this.work = new FastWorld(this.N, cap, geo.fruit.length);
  }

  /**
   * Make the work world (and occupancy) the base world; call after writing base. `settled`:
   * the caller knows nothing in it would fall (every state move() gives is settled), so what
   * holds what up is worked out only when a move first needs it (most expansions never do).
   */
  index(settled: boolean = false): void {
    const b = this.base;
    const w = this.work;
    this.setFruitLeft(b.fruitLeft);
    // (the arrays and sizes in locals: in WebAssembly a field is a load from memory, which the
    // stores in these loops would otherwise make it read again every time)
    const N = this.N;
    const cap = this.cap;
    const occ = this.occ;
    const workCells = w.cells;
    const workLen = w.len;
    const baseCells = b.cells;
    const baseLen = b.len;
    // the occupancy marks exactly the work world's cells: clear those, not the whole grid
    for (let o = 0; o < N; o++) {
      const at = o * cap;
      const end = at + workLen[o]!;
      for (let k = at; k < end; k++) occ[workCells[k]!] = 0;
    }
    // copy only the cells in use, marking them as they go
    let presentMask = 0;
    for (let o = 0; o < N; o++) {
      const len = baseLen[o]!;
      workLen[o] = len;
      w.present[o] = b.present[o]!;
      if (b.present[o]) presentMask |= 1 << o;
      const at = o * cap;
      const end = at + len;
      const mark = o + 1;
      for (let k = at; k < end; k++) {
        const c = baseCells[k]!;
        workCells[k] = c;
        occ[c] = mark;
      }
    }
    if (this.hasPads) for (let o = 0; o < N; o++) this.basePads[o] = this.padsCovered(o);
    for (let f = 0; f < b.fruit.length; f++) this.setFruit(f, b.fruit[f] === 1);
    this.touched = 0;
    this.stepped = -1;
    this.eaten = -1;
    this.basePresentMask = presentMask;
    this.heldWithoutKnown = 0;
    this.supportKnown = false;
    // every state the search stores after the first is settled; the start may not be
    if (settled) this.baseSettled = true;
    else {
      this.baseSupport();
      this.baseSettled = this.heldFrom(presentMask, this.baseGrounded, this.baseDeps) === presentMask;
    }
  }

  /** What stands on what in the base world (baseGrounded, baseDeps): worked out while the work world is still the base world. */
  private baseSupport(): void {
    if (this.supportKnown) return;
    this.supportKnown = true;
    this.baseGrounded = this.scanSupport(0, this.baseDeps);
  }

  /** The objects of the base world held up even without snake m (worked out when asked). */
  private heldWithout(m: i32): i32 {
    if (!(this.heldWithoutKnown & (1 << m))) {
      this.baseSupport();
      this.heldWithoutKnown |= 1 << m;
      this.heldWithoutOf[m] = this.heldFrom(this.basePresentMask & ~(1 << m), this.baseGrounded, this.baseDeps);
    }
    return this.heldWithoutOf[m]!;
  }

  /**
   * The objects of the base world held up even without the ones this move changed (touched:
   * the mover, and what it pushed): their supports have not moved.
   */
  private heldWithoutMoved(snake: i32): i32 {
    if (this.touched === 1 << snake) return this.heldWithout(snake);
    return this.heldFrom(this.basePresentMask & ~this.touched, this.baseGrounded, this.baseDeps);
  }

  private setFruit(f: i32, on: boolean): void {
    const c = this.fruitCell[f]!;
    const t = this.terrain[c]!;
    const v = on ? 1 : 0;
    // (every read done whether the fruit is there or not: see openExitAt)
    this.blocked[c] = v | this.solid[c]!;
    this.holdsSnake[c] = v | (t === T_WALL ? 1 : 0);
    this.holdsBlock[c] = v | (t === T_WALL || t === T_SPIKES ? 1 : 0);
    this.work.fruit[f] = v;
  }

  private clear(o: i32): void {
    const cells = this.work.cells;
    const occ = this.occ;
    const at = o * this.cap;
    const end = at + this.work.len[o]!;
    const own = o + 1;
    for (let k = at; k < end; k++) {
      const c = cells[k]!;
      if ((occ[c]! as i32) === own) occ[c] = 0;
    }
  }

  private mark(o: i32): void {
    const cells = this.work.cells;
    const occ = this.occ;
    const at = o * this.cap;
    const end = at + this.work.len[o]!;
    const own = o + 1;
    for (let k = at; k < end; k++) occ[cells[k]!] = own;
  }

  /** Take object o off the map (an exit, a block lost). */
  private remove(o: i32): void {
    this.touched |= 1 << o;
    this.clear(o);
    this.work.present[o] = 0;
    this.work.len[o] = 0;
  }

  /** bit p set: object o of the work world covers pad p (read off the occupancy, which is current) */
  private padsCovered(o: i32): i32 {
    const occ = this.occ;
    return (occ[this.pad0] === o + 1 ? 1 : 0) | (occ[this.pad1] === o + 1 ? 2 : 0);
  }

  /** Set the work world's fruit left, and with it which exit tables are current. */
  private setFruitLeft(n: i32): void {
    this.work.fruitLeft = n;
    this.exitCells = this.openExitAt[n === 0 ? 1 : 0]!;
    this.exitDropNow = this.exitDropWhen[n === 0 ? 1 : 0]!;
  }

  /** The fruit the last move ate (its index), or -1. */
  get ate(): i32 {
    return this.eaten;
  }

  /** The objects the last move changed (moved, removed), one bit each. */
  get changed(): i32 {
    return this.touched;
  }

  /** Put the work world back to the base world after a move. */
  undo(): void {
    const t = this.touched;
    const b = this.base;
    const w = this.work;
    const workCells = w.cells;
    const baseCells = b.cells;
    const cap = this.cap;
    if (this.stepped >= 0) {
      // only the mover took one step: its new head cell empties and, unless it ate, its
      // old tail cell is its own again
      const o = this.stepped;
      const at = o * cap;
      this.occ[workCells[at]!] = 0;
      const len = b.len[o]!;
      for (let k = at; k < at + len; k++) workCells[k] = baseCells[k]!;
      this.occ[baseCells[at + len - 1]!] = o + 1;
      w.len[o] = len;
      this.stepped = -1;
      this.touched = 0;
    } else if (t !== 0) {
      const N = this.N;
      for (let o = 0; o < N; o++) if (t & (1 << o)) this.clear(o);
      for (let o = 0; o < N; o++) {
        if (!(t & (1 << o))) continue;
        const at = o * cap;
        const len = b.len[o]!;
        for (let k = at; k < at + len; k++) workCells[k] = baseCells[k]!;
        w.len[o] = len;
        w.present[o] = b.present[o]!;
        this.mark(o);
      }
      this.touched = 0;
    }
    if (this.eaten >= 0) {
      this.setFruit(this.eaten, true);
      this.setFruitLeft(this.work.fruitLeft + 1);
      this.eaten = -1;
    }
  }

  /**
   * Play snake `snake` one step in `dir` from the base world and settle: NO_MOVE, QUIET_STEP
   * (nothing follows from the step, so nothing is played out) or SETTLED (the work world holds
   * the result until undo()).
   */
  move(snake: i32, dir: i32): i32 {
    const w = this.work;
    if (!w.present[snake]) return NO_MOVE;
    const cap = this.cap;
    const size = this.size;
    const occ = this.occ;
    const head = w.cells[snake * cap]!;
    const target = this.next[dir * size + head]!;
    if (target < 0 || this.solid[target]) return NO_MOVE;
    const hit = (occ[target]! as i32) - 1;
    if (hit === snake) return NO_MOVE;
    const snakeLen = w.len[snake]!;
    const tail = w.cells[snake * cap + snakeLen - 1]!;
    const fruitIndex = this.fruitAt[target]! - 1;
    const eats = fruitIndex >= 0 && w.fruit[fruitIndex] === 1;
    // the most common move of all, decided before anything is moved
    const quiet = hit < 0 && !eats && this.baseSettled ? this.quietStep(snake, target, tail) : NOT_QUIET;
    if (quiet === QUIET) {
      this.stepHead = target;
      return QUIET_STEP;
    }
    // from here on the work world changes: what held what up before must be known first
    this.baseSupport();
    if (hit >= 0) {
      // the chain of objects this push moves, each cell checked one step ahead
      const chain = this.chain;
      const next = this.next;
      const off = dir * size;
      let inChain = 1 << hit;
      let n = 0;
      chain[n++] = hit;
      for (let k = 0; k < n; k++) {
        const o = chain[k]!;
        const at = o * cap;
        const end = at + w.len[o]!;
        for (let j = at; j < end; j++) {
          const c = next[off + w.cells[j]!]!;
          if (c < 0 || this.blocked[c]) return NO_MOVE;
          const p = (occ[c]! as i32) - 1;
          if (p < 0 || inChain & (1 << p)) continue;
          if (p === snake) {
            if (c !== tail) return NO_MOVE;
            continue;
          }
          inChain |= 1 << p;
          chain[n++] = p;
        }
      }
      this.touched |= inChain;
      for (let k = 0; k < n; k++) this.clear(chain[k]!);
      for (let k = 0; k < n; k++) {
        const o = chain[k]!;
        const at = o * cap;
        const end = at + w.len[o]!;
        for (let j = at; j < end; j++) w.cells[j] = next[off + w.cells[j]!]!;
        this.mark(o);
      }
    }
    this.touched |= 1 << snake;
    const at = snake * cap;
    if (eats) {
      // eating: the tail stays where it is
      this.setFruit(fruitIndex, false);
      this.setFruitLeft(w.fruitLeft - 1);
      this.eaten = fruitIndex;
      for (let k = at + snakeLen; k > at; k--) w.cells[k] = w.cells[k - 1]!;
      w.len[snake] = snakeLen + 1;
    } else {
      // a pushed object may have just moved into the tail cell
      if (occ[tail] === snake + 1) occ[tail] = 0;
      for (let k = at + snakeLen - 1; k > at; k--) w.cells[k] = w.cells[k - 1]!;
    }
    w.cells[at] = target;
    occ[target] = snake + 1;
    if (hit < 0 && this.baseSettled) {
      if (eats && this.quietAfterEating(snake, target)) {
        this.stepped = snake;
        return SETTLED;
      }
      // Nothing else moved, no fruit went, no pad or open exit was reached: what may fall is
      // the mover and what stood only on it, the objects not held up without it. All of them
      // fall when nothing holds the mover up now (MOVER_FALLS); when nothing stood only on it,
      // the mover alone may fall. When they are all snakes, where they stop is known before
      // moving them, and a death needs no settling at all.
      if (!eats && !this.padBit[target] && !this.exitCells[target]) {
        const falling = this.basePresentMask & ~this.heldWithout(snake);
        if ((quiet === MOVER_FALLS || falling === 1 << snake) && falling < 1 << this.S) {
          const fate = this.dropSnakes(falling);
          if (fate === DIES) {
            // nothing but the step was done: undo it as one
            this.stepped = snake;
            this.undo();
            return NO_MOVE;
          }
          if (fate === LANDS && falling === 1 << snake) return SETTLED;
        }
      }
    }
    // what stood before without the objects that moved (the mover and what it pushed) still
    // stands, when no fruit that might have held something went
    if (this.settle(this.baseSettled && this.eaten < 0 ? this.heldWithoutMoved(snake) : 0)) return SETTLED;
    this.undo();
    return NO_MOVE;
  }

  /** Settle the work world; `steady`: objects known to be held up. False when a snake died. */
  private settle(steady: i32): boolean {
    const w = this.work;
    const N = this.N;
    const S = this.S;
    const cap = this.cap;
    const W = this.W;
    const cells = w.cells;
    const present = w.present;
    // (a loop: for a few objects, TypedArray.set costs more than the copy)
    if (this.hasPads) for (let o = 0; o < N; o++) this.prevOnPad[o] = this.basePads[o]!;
    this.jammed = false;
    // Snakefall teleports before the exit, the game after it (one flag, read once per step)
    const padsFirst = this.hasPads && this.snakefall;
    const padsAfter = this.hasPads && !this.snakefall;
    // a fall through a teleporter loop could go on for ever: past this it loses the level
    const guardLimit = 4 * ((this.size / W) | 0) * (N + 1) + 16;
    // after a fall, only what fell needs looking at again: the rest is steady
    for (let guard = 0; guard < guardLimit; guard++) {
      let changed = false;
      if (padsFirst && this.teleport()) {
        changed = true;
        steady = 0;
      }
      // In a settled world no head sits on an open exit: only a snake that moved can reach
      // one, unless this move ate the last fruit. (Looked at while the exit is shut too, in
      // the table of no exits: see openExitAt.)
      const exitAt = this.exitCells;
      const mayExit = this.baseSettled && this.eaten < 0 ? this.touched : -1;
      for (let o = 0; o < S; o++) {
        if (mayExit & (1 << o) && present[o] && exitAt[cells[o * cap]!]) {
          this.remove(o);
          changed = true;
          steady = 0;
        }
      }
      if (padsAfter && this.teleport()) {
        changed = true;
        steady = 0;
      }
      const falling = this.unheld(steady);
      if (falling !== 0 && falling < 1 << S) {
        // only snakes fall: where they stop is known before moving them
        const fate = this.dropSnakes(falling);
        if (fate === DIES) return false;
        if (fate === LANDS) {
          // one snake alone is now held; a group may have more to fall
          if ((falling & (falling - 1)) === 0) return true;
          steady = this.present & ~falling;
          continue;
        }
      }
      if (falling !== 0) {
        this.touched |= falling;
        // Rows where nothing can happen (no support, pad, exit or death in reach of any
        // falling cell) are the same one-row steps repeated: take them in one go.
        const rows = this.freeFall(falling);
        guard += rows - 1;
        const drop = rows * W;
        for (let o = 0; o < N; o++) if (falling & (1 << o)) this.clear(o);
        for (let o = 0; o < N; o++) {
          if (!(falling & (1 << o))) continue;
          const isSnake = o < S;
          const kills = this.killsOf[isSnake ? 0 : 1]!;
          const at = o * cap;
          const end = at + w.len[o]!;
          let lost = false;
          for (let k = at; k < end; k++) {
            const c = cells[k]! + drop;
            cells[k] = c;
            if (kills[c]) lost = true;
          }
          if (!lost) this.mark(o);
          else if (isSnake) return false;
          else {
            present[o] = 0;
            w.len[o] = 0;
          }
        }
        steady = this.present & ~falling;
        changed = true;
      }
      if (!changed) return true;
    }
    return false;
  }

  /**
   * The snakes in `falling` (and nothing else) fall together. If one of them reaches spikes,
   * water or the bottom before any stands on something, that snake dies. If one stands on
   * something first (the terrain, fruit, an object that is not falling) before any reaches a
   * pad or an open exit, drop them all to there. Otherwise (a pad or the exit comes first)
   * leave it to the general settling, step by step.
   */
  private dropSnakes(falling: i32): i32 {
    const w = this.work;
    const cells = w.cells;
    const len = w.len;
    const cap = this.cap;
    const S = this.S;
    const exitDrop = this.exitDropNow;
    const wallDrop = this.wallDrop;
    const snakeDeathDrop = this.snakeDeathDrop;
    const padDrop = this.padDrop;
    const occ = this.occ;
    const holds = this.holdsSnake;
    const W = this.W;
    // rows until some cell stands on something (hold), dies, or reaches a pad or the exit
    let hold = 1 << 30;
    let death = 1 << 30;
    let event = 1 << 30;
    for (let o = 0; o < S; o++) {
      if (!(falling & (1 << o))) continue;
      const at = o * cap;
      const end = at + len[o]!;
      for (let k = at; k < end; k++) {
        const c = cells[k]!;
        const toWall = wallDrop[c]!;
        const toDeath = snakeDeathDrop[c]!;
        const toPad = padDrop[c]!;
        if (toWall < hold) hold = toWall;
        if (toDeath < death) death = toDeath;
        if (toPad < event) event = toPad;
      }
      const toExit = exitDrop[cells[at]!]!;
      if (toExit < event) event = toExit;
    }
    // fruit and objects that stay, looked for only above what the terrain already decides
    for (let o = 0; o < S; o++) {
      if (!(falling & (1 << o))) continue;
      const at = o * cap;
      const end = at + len[o]!;
      for (let k = at; k < end; k++) {
        // a cell with a falling cell right below it sees nothing that one does not
        const c = cells[k]!;
        const under = occ[c + W]! as i32;
        if (under !== 0 && falling & (1 << (under - 1))) continue;
        const limit = smaller(hold, smaller(death + 1, event + 1));
        for (let d = 1, x = c + W; d < limit; d++, x += W) {
          const p = occ[x]! as i32;
          if ((p !== 0 && !(falling & (1 << (p - 1)))) || holds[x]) {
            hold = d;
            break;
          }
        }
      }
    }
    // held after hold - 1 rows; dead on entering after `death` rows; a pad or exit after `event`
    if (death <= hold - 1 && death <= event) return DIES;
    if (hold - 1 >= event) return LEAVE;
    this.touched |= falling;
    const drop = (hold - 1) * W;
    for (let o = 0; o < S; o++) if (falling & (1 << o)) this.clear(o);
    for (let o = 0; o < S; o++) {
      if (!(falling & (1 << o))) continue;
      const at = o * cap;
      const end = at + len[o]!;
      for (let k = at; k < end; k++) cells[k] = cells[k]! + drop;
      this.mark(o);
    }
    return LANDS;
  }

  /**
   * How many rows the falling objects drop before the next row where something happens
   * (at least 1): one less than the nearest row, below any falling cell, that holds it up,
   * kills it, is a pad, or is the open exit under a head. Cells of other falling objects
   * move along and count as empty. The terrain's part comes from tables; then only the rows
   * above that bound are looked at for objects that stay put and for fruit.
   */
  private freeFall(falling: i32): i32 {
    const w = this.work;
    const cells = w.cells;
    const exitDrop = this.exitDropNow;
    const fallCells = this.fallCells;
    let n = 0;
    let nearest = 1 << 30;
    for (let o = 0; o < this.N; o++) {
      if (!(falling & (1 << o))) continue;
      const at = o * this.cap;
      const end = at + w.len[o]!;
      for (let k = at; k < end; k++) {
        const c = cells[k]!;
        let d = this.terrainDrop[c]!;
        if (k === at && o < this.S) {
          const toExit = exitDrop[c]!;
          if (toExit < d) d = toExit;
        }
        if (d < nearest) {
          if (d === 1) return 1;
          nearest = d;
        }
        fallCells[n++] = c;
      }
    }
    // below the terrain bound of every falling cell, what holds a cell up is fruit
    const holds = this.holdsSnake;
    const occ = this.occ;
    const W = this.W;
    for (let j = 0; j < n; j++) {
      const c = fallCells[j]!;
      for (let d = 1, x = c + W; d < nearest; d++, x += W) {
        const p = occ[x]!;
        if ((p !== 0 && !(falling & (1 << (p - 1)))) || holds[x]) {
          if (d === 1) return 1;
          nearest = d;
          break;
        }
      }
    }
    return nearest - 1;
  }

  /** The objects of the work world that nothing holds up (one bit each), given some that are. */
  private unheld(steady: i32): i32 {
    const grounded = this.scanSupport(steady, this.deps);
    return this.present & ~this.heldFrom(this.present, grounded | steady, this.deps);
  }

  /**
   * Fill deps[o] with the objects right under object o, set `present`, and return the
   * objects that stand directly on the terrain or fruit; objects in `skip` are not looked at.
   */
  private scanSupport(skip: i32, deps: IntArray): i32 {
    const w = this.work;
    const N = this.N;
    const S = this.S;
    const W = this.W;
    const cap = this.cap;
    const occ = this.occ;
    const cells = w.cells;
    const len = w.len;
    const present = w.present;
    const holdsSnake = this.holdsSnake;
    const holdsBlock = this.holdsBlock;
    let all = 0;
    let grounded = 0;
    for (let o = 0; o < N; o++) {
      if (!present[o]) continue;
      all |= 1 << o;
      if (skip & (1 << o)) continue;
      const holds = o < S ? holdsSnake : holdsBlock;
      const at = o * cap;
      const end = at + len[o]!;
      const own = o + 1;
      let below = 0;
      for (let k = at; k < end; k++) {
        const c = cells[k]! + W;
        if (holds[c]) {
          grounded |= 1 << o;
          break;
        }
        const p = occ[c]! as i32;
        if (p !== 0 && p !== own) below |= 1 << (p - 1);
      }
      deps[o] = below;
    }
    this.present = all;
    return grounded;
  }

  /** Of the objects `among`, those held up: grounded, or on a held object (deps as scanned). */
  private heldFrom(among: i32, grounded: i32, deps: IntArray): i32 {
    let held = grounded & among;
    for (let more = held !== among; more; ) {
      more = false;
      for (let o = 0; o < this.N; o++) {
        if ((among & ~held & (1 << o)) !== 0 && (deps[o]! & held) !== 0) {
          held |= 1 << o;
          more = true;
        }
      }
    }
    return held;
  }

  /**
   * A step after which nothing can change needs no settling: the base world was settled,
   * nothing is pushed, no fruit is eaten, the cell the mover leaves holds nothing else up, it
   * opens no exit and reaches no pad, and the mover then stands on the terrain, on fruit, or
   * on an object that was held up without it (QUIET). Judged before the step: the mover's new
   * body is `target` and its old cells but the tail, and the occupancy after the step differs
   * only in the mover's own cells, which do not hold it up. MOVER_FALLS: all the rest holds,
   * but nothing holds the mover up after the step.
   */
  private quietStep(snake: i32, target: i32, tail: i32): i32 {
    const W = this.W;
    const occ = this.occ;
    const onTail = occ[tail - W]! as i32;
    const own = snake + 1;
    if (onTail !== 0 && onTail !== own) return NOT_QUIET;
    if (this.exitCells[target]) return NOT_QUIET;
    if (this.padBit[target]) return NOT_QUIET;
    const holds = this.holdsSnake;
    if (holds[target + W]) return QUIET;
    const cells = this.work.cells;
    let under = occ[target + W]! === 0 ? 0 : 1 << ((occ[target + W]! as i32) - 1);
    const at = snake * this.cap;
    const end = at + this.work.len[snake]! - 1;
    for (let k = at; k < end; k++) {
      const c = cells[k]! + W;
      if (holds[c]) return QUIET;
      const p = occ[c]! as i32;
      if (p !== 0) under |= 1 << (p - 1);
    }
    under &= ~(1 << snake);
    return (under & this.heldWithout(snake)) !== 0 ? QUIET : MOVER_FALLS;
  }

  /**
   * After a step that ate fruit (played out in the work world), nothing more can change when
   * fruit is left (the exit stays shut), no pad was reached, and the mover stands on the
   * terrain or other fruit (not on an object: what stood on the eaten fruit may fall onto it).
   */
  private quietAfterEating(snake: i32, target: i32): boolean {
    const w = this.work;
    if (w.fruitLeft === 0 || this.padBit[target]) return false;
    const at = snake * this.cap;
    const end = at + w.len[snake]!;
    for (let k = at; k < end; k++) if (this.holdsSnake[w.cells[k]! + this.W]) return true;
    return false;
  }

  /**
   * Teleport every object that arrived on a pad, when the far side is free. Under Snakefall's
   * rules an object arrives only when it newly covers exactly one pad, and only a lone arrival
   * teleports: after two at once, none does until the next move (jammed).
   */
  private teleport(): boolean {
    const w = this.work;
    const cap = this.cap;
    const W = this.W;
    let changed = false;
    // Snakefall: the one object that may teleport (-1: none)
    let only: i32 = -1;
    if (this.snakefall) {
      let count = 0;
      for (let o = 0; o < this.N; o++) {
        if (!w.present[o] || !(this.touched & (1 << o))) continue;
        const arrived = this.padsCovered(o) & ~(this.prevOnPad[o]! as i32);
        if (arrived === 1 || arrived === 2) {
          count++;
          only = o;
        }
      }
      if (count > 1) this.jammed = true;
      if (this.jammed) only = -1;
    }
    for (let o = 0; o < this.N; o++) {
      // an object this move has not moved covers the pads it covered before
      if (!w.present[o] || !(this.touched & (1 << o))) continue;
      const arrived = this.padsCovered(o) & ~(this.prevOnPad[o]! as i32);
      if (arrived && (!this.snakefall || o === only)) {
        const p = arrived & 1 ? 0 : 1;
        const pad = this.pads[p]!;
        const other = this.pads[1 - p]!;
        const dr = this.rowOf[other]! - this.rowOf[pad]!;
        const dc = this.colOf[other]! - this.colOf[pad]!;
        const H = (this.size / W) | 0;
        const at = o * cap;
        let free = true;
        for (let k = 0; k < w.len[o]! && free; k++) {
          const c = w.cells[at + k]!;
          const r = this.rowOf[c]! + dr;
          const cc = this.colOf[c]! + dc;
          const t = r * W + cc;
          // the object's own cells block it under the game's rules, not Snakefall's (rules.ts teleport)
          if (r < 0 || cc < 0 || r >= H || cc >= W || this.blocked[t] || (this.occ[t] !== 0 && (!this.snakefall || this.occ[t] !== o + 1))) free = false;
          else this.tmp[k] = t;
        }
        if (free) {
          this.touched |= 1 << o;
          this.clear(o);
          for (let k = 0; k < w.len[o]!; k++) w.cells[at + k] = this.tmp[k]!;
          this.mark(o);
          changed = true;
        }
      }
      this.prevOnPad[o] = this.padsCovered(o);
    }
    return changed;
  }
}

function smaller(a: i32, b: i32): i32 {
  return a < b ? a : b;
}
