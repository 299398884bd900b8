// Snakebird's rules (RULES.md §5) on a plain state with identities. The search packs these
// states (search.ts); play mode and playback use them as they are.
import type { SnakebirdLevel } from './format.ts';

import { T_EMPTY, T_EXIT, T_PAD, T_SPIKES, T_WALL, T_WATER, type Geometry } from './terrain.ts';

export { Geometry, T_EMPTY, T_EXIT, T_PAD, T_SPIKES, T_WALL, T_WATER } from './terrain.ts';

// A state's cell arrays are never changed once made: a move's next state shares the arrays of
// every object it did not move, so that a move costs what it moves, not what the objects hold.
export interface SnakeState {
  label: string;
  /** padded cell indices, head first; empty once exited */
  cells: number[];
  exited: boolean;
}

export interface BlockState {
  label: string;
  cells: number[];
  gone: boolean;
}

export interface SnakebirdState {
  snakes: SnakeState[];
  blocks: BlockState[];
  /** fruit still on the map (padded cell indices) */
  fruit: number[];
  /** a snakebird died: the level is lost */
  dead: boolean;
}

/**
 * One step of a move, as the world goes through it: the slide (the snake moves one cell, pushing
 * what it pushes, maybe eating), then the settling: a teleport, snakes leaving through the exit,
 * one row of falling. The board animates a move step by step; the rules keep no other use for it.
 */
export interface MoveStep {
  kind: 'slide' | 'teleport' | 'exit' | 'fall';
  /** the whole position once this step is done */
  state: SnakebirdState;
  /** the snakes this step moved (indices into state.snakes): for a slide, the mover first, then those it pushed */
  snakes: number[];
  /** the blocks this step moved (indices into state.blocks) */
  blocks: number[];
  /** a slide whose head ate a fruit */
  ate: boolean;
  /** a snakebird died in this step (onto spikes, into water, off the map, or in a fall that never ends) */
  died: boolean;
}

export const DIRS = ['U', 'D', 'L', 'R'] as const;
const DR = [-1, 1, 0, 0];
const DC = [0, 0, -1, 1];
const DOWN = 1;

/** The padded world's width and height, and the open space on each side, without allocating it. */
export function worldSize(level: SnakebirdLevel): { W: number; H: number; reach: number; top: number } {
  // An open world is unbounded to the left, right and above, but a snakebird can reach no
  // further from the drawing than the length of all snakes and fruit together.
  const reach = level.open ? level.snakes.reduce((a, s) => a + s.cells.length, 0) + level.fruit.length + 2 : 0;
  // Snakefall's top edge blocks: a row of wall above the map says so to the simulator, so that
  // "the cell above" of a top-row cell is still on the grid
  const top = level.rules === 'snakefall' ? 1 : reach;
  return { W: level.cols + 2 * reach, H: level.rows + top, reach, top };
}

export function geometryOf(level: SnakebirdLevel): Geometry {
  const { W, H, reach, top } = worldSize(level);
  const snakefall = level.rules === 'snakefall';
  const terrain = new Uint8Array(W * H);
  if (snakefall) terrain.fill(T_WALL, 0, W);
  const pads: number[] = [];
  const code: Record<string, number> = { ' ': T_EMPTY, '#': T_WALL, '^': T_SPIKES, '~': T_WATER, '*': T_EXIT, T: T_PAD };
  level.terrain.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      const i = (r + top) * W + c + reach;
      terrain[i] = code[ch] ?? T_EMPTY;
      if (ch === 'T') pads.push(i);
    }),
  );
  const at = ([r, c]: [number, number]) => (r + top) * W + c + reach;
  return { W, H, top, left: reach, terrain, pads, fruit: level.fruit.map(at), snakefall };
}

export function startState(level: SnakebirdLevel, geo: Geometry): SnakebirdState {
  const at = ([r, c]: [number, number]) => (r + geo.top) * geo.W + c + geo.left;
  return {
    snakes: level.snakes.map((s) => ({ label: s.label, cells: s.cells.map(at), exited: false })),
    blocks: level.blocks.map((b) => ({ label: b.label, cells: b.cells.map(at), gone: false })),
    fruit: geo.fruit.slice(),
    dead: false,
  };
}

/** The cell one step from i, or -1 off the padded grid. */
function step(geo: Geometry, i: number, dir: number): number {
  const r = Math.floor(i / geo.W) + DR[dir]!;
  const c = (i % geo.W) + DC[dir]!;
  return r < 0 || c < 0 || r >= geo.H || c >= geo.W ? -1 : r * geo.W + c;
}

const solid = (t: number) => t === T_WALL || t === T_SPIKES || t === T_WATER;

type Cells = number[] | null;

interface World {
  geo: Geometry;
  /** objects: snakes first, then blocks; null when not on the map (the occupancy's own list) */
  cells: Cells[];
  isSnake: boolean[];
  fruit: Set<number>;
  /** which object holds each cell the objects hold (an object's index into `cells`) */
  occ: Occupancy;
}

/**
 * Which object holds a cell, for the cells the objects hold: two arrays the size of the map, made
 * once for its geometry and used by every move after, where a cell's entry counts only if its
 * stamp is the current one. So a move never costs what the map holds (a typed array of the whole
 * map made at every move cost 256×256 levels most of their time), and a cell costs a typed array's
 * price (a Map of the cells was many times slower under a large block).
 * It keeps the objects' cells it holds, and a move starts from them: `hold` changes only the
 * objects whose arrays differ from the next move's state, so that a move from the state the last
 * one made (or from the one before, as the legal moves are tried) costs what moves. Likewise an
 * object's faces (`faces`: all a push or a fall looks at) are found again only once it moved
 * other than whole.
 * One move at a time: `applyMove` starts its world's, and none calls another.
 */
class Occupancy {
  private readonly owner: Int32Array;
  private readonly stamp: Uint32Array;
  private now = 0;
  /** each object's cells, as the entries have them: snakes first, then blocks; null when not on the map */
  readonly cells: Cells[] = [];
  /** each object's faces where found: object o's in direction d at 4 * o + d (see `faces`) */
  private readonly found: (number[] | null)[] = [];
  constructor(private readonly geo: Geometry) {
    this.owner = new Int32Array(geo.W * geo.H);
    this.stamp = new Uint32Array(geo.W * geo.H);
  }
  /**
   * Holds `objects` from now on: moves those whose arrays are not the ones it holds (where two
   * states share what did not move, that is what moved), or starts afresh where that costs less.
   */
  hold(objects: Cells[]): void {
    let changed = 0;
    let total = 0;
    for (let o = 0; o < objects.length; o++) {
      total += objects[o]?.length ?? 0;
      if (objects[o] !== this.cells[o]) changed += (objects[o]?.length ?? 0) + (this.cells[o]?.length ?? 0);
    }
    if (objects.length !== this.cells.length || changed > total) {
      // every entry made before no longer counts
      if (++this.now === 0xffffffff) {
        this.stamp.fill(0);
        this.now = 1;
      }
      this.cells.length = objects.length;
      for (let o = 0; o < objects.length; o++) this.forget(o);
    }
    for (let o = 0; o < objects.length; o++) if (objects[o] !== this.cells[o]) this.place(o, objects[o]!);
  }
  /**
   * Moves object `o` to `next`: its cells no other object has taken since are emptied. `faces`,
   * by direction, are next's where known (see `faces`).
   */
  place(o: number, next: Cells, faces?: (number[] | null)[]): void {
    for (const c of this.cells[o] ?? []) if (this.get(c) === o) this.delete(c);
    this.forget(o);
    this.cells[o] = next;
    if (faces) for (let d = 0; d < 4; d++) this.found[4 * o + d] = faces[d]!;
    for (const c of next ?? []) this.set(c, o);
  }
  /** object `o` off the map, held nowhere (its cells' entries as they are) */
  private forget(o: number): void {
    this.cells[o] = null;
    for (let d = 0; d < 4; d++) this.found[4 * o + d] = null;
  }
  /** Moves object `o` whole by `delta` (pushed, falling, teleported: on the grid), and its faces with it. */
  shift(o: number, delta: number): void {
    const faces = [0, 1, 2, 3].map((d) => this.found[4 * o + d]?.map((c) => c + delta) ?? null);
    this.place(o, this.cells[o]!.map((c) => c + delta), faces);
  }
  /**
   * The cells of object `o` whose next cell in direction `dir` is not its own: all it can meet
   * anything by as it moves that way (down: all it can rest on).
   */
  faces(o: number, dir: number): number[] {
    return (this.found[4 * o + dir] ??= this.cells[o]!.filter((c) => this.get(step(this.geo, c, dir)) !== o));
  }
  get(cell: number): number | undefined {
    return this.stamp[cell] === this.now ? this.owner[cell] : undefined;
  }
  has(cell: number): boolean {
    return this.stamp[cell] === this.now;
  }
  private set(cell: number, object: number): void {
    this.stamp[cell] = this.now;
    this.owner[cell] = object;
  }
  private delete(cell: number): void {
    this.stamp[cell] = 0;
  }
}
const occupancies = new WeakMap<Geometry, Occupancy>();

function worldOf(geo: Geometry, s: SnakebirdState): World {
  let occ = occupancies.get(geo);
  if (!occ) occupancies.set(geo, (occ = new Occupancy(geo)));
  occ.hold([...s.snakes.map((x) => (x.exited ? null : x.cells)), ...s.blocks.map((b) => (b.gone ? null : b.cells))]);
  return { geo, cells: occ.cells, isSnake: [...s.snakes.map(() => true), ...s.blocks.map(() => false)], fruit: new Set(s.fruit), occ };
}

function stateOf(w: World, from: SnakebirdState, dead: boolean): SnakebirdState {
  const n = from.snakes.length;
  return {
    snakes: from.snakes.map((s, i) => ({ label: s.label, cells: w.cells[i] ?? [], exited: w.cells[i] === null })),
    blocks: from.blocks.map((b, i) => ({ label: b.label, cells: w.cells[n + i] ?? [], gone: w.cells[n + i] === null })),
    fruit: [...w.fruit].sort((a, b) => a - b),
    dead,
  };
}

/** Records a step of the move in `steps` (when asked for), from the objects it moved. */
function record(steps: MoveStep[] | undefined, w: World, from: SnakebirdState, kind: MoveStep['kind'], moved: number[], extra: { ate?: boolean; died?: boolean } = {}): void {
  if (!steps) return;
  const n = from.snakes.length;
  steps.push({
    kind,
    state: stateOf(w, from, extra.died ?? false),
    snakes: moved.filter((o) => o < n),
    blocks: moved.filter((o) => o >= n).map((o) => o - n),
    ate: extra.ate ?? false,
    died: extra.died ?? false,
  });
}

/**
 * One move: snake `snake` moves its head one cell in direction `dir` (0..3 = U D L R), then
 * the world settles. Returns null when the move is illegal; a state with dead=true when a
 * snakebird died. `steps`, when given, receives every step the move goes through, the last
 * ending on the returned position.
 */
export function applyMove(geo: Geometry, state: SnakebirdState, snake: number, dir: number, steps?: MoveStep[]): SnakebirdState | null {
  if (state.dead) return null;
  const w = worldOf(geo, state);
  const body = w.cells[snake];
  if (!body) return null;
  const head = body[0]!;
  const target = step(geo, head, dir);
  if (target < 0 || solid(geo.terrain[target]!)) return null;
  const hit = w.occ.get(target) ?? -1;
  if (hit === snake) return null;
  const tail = body[body.length - 1]!;
  const prev: Cells[] = w.cells.slice();
  let pushed: number[] = [];
  if (hit >= 0) {
    // the chain of objects this push moves, each cell checked one step ahead
    pushed = [hit];
    const inChain = new Set(pushed);
    for (let k = 0; k < pushed.length; k++) {
      // (a cell whose next one is the object's own meets nothing)
      for (const c of w.occ.faces(pushed[k]!, dir)) {
        const n = step(geo, c, dir);
        if (n < 0 || solid(geo.terrain[n]!) || w.fruit.has(n)) return null;
        const o = w.occ.get(n) ?? -1;
        if (o < 0 || inChain.has(o)) continue;
        if (o === snake) {
          if (n !== tail) return null;
          continue;
        }
        inChain.add(o);
        pushed.push(o);
      }
    }
    // every cell's step was checked on the grid above: a step is one shift
    for (const o of pushed) w.occ.shift(o, DR[dir]! * geo.W + DC[dir]!);
  }
  const eats = w.fruit.has(target);
  if (eats) w.fruit.delete(target);
  w.occ.place(snake, [target, ...(eats ? body : body.slice(0, -1))]);
  record(steps, w, state, 'slide', [snake, ...pushed], { ate: eats });
  return settle(w, state, prev, steps);
}

/** The steps of one move (see applyMove), or null when the move is illegal. */
export function moveSteps(geo: Geometry, state: SnakebirdState, snake: number, dir: number): MoveStep[] | null {
  const steps: MoveStep[] = [];
  return applyMove(geo, state, snake, dir, steps) ? steps : null;
}

function settle(w: World, from: SnakebirdState, prev: Cells[], steps?: MoveStep[]): SnakebirdState {
  const { geo } = w;
  const n = w.cells.length;
  const jam = { jammed: false };
  for (let guard = 0; guard < 4 * geo.H * (n + 1) + 16; guard++) {
    let changed = false;
    // Snakefall teleports first (a.js move(): the portal before the exit in its settling loop)
    if (geo.snakefall) changed = teleported(w, from, prev, jam, steps) || changed;
    // 1. exit: only the head, only when no fruit is left
    if (w.fruit.size === 0) {
      const exited: number[] = [];
      for (let o = 0; o < n; o++) {
        const cs = w.cells[o];
        if (w.isSnake[o] && cs && geo.terrain[cs[0]!] === T_EXIT) {
          w.occ.place(o, null);
          exited.push(o);
        }
      }
      if (exited.length > 0) {
        record(steps, w, from, 'exit', exited);
        changed = true;
      }
    }
    // 2. teleport on arrival, whole object, only when the far side is free
    if (!geo.snakefall) changed = teleported(w, from, prev, jam, steps) || changed;
    // 3. gravity: what is held up, by walls, fruit, spikes (blocks only) or held objects
    const held = new Uint8Array(n);
    let more = true;
    while (more) {
      more = false;
      for (let o = 0; o < n; o++) {
        const cs = w.cells[o];
        if (!cs || held[o]) continue;
        for (const c of w.occ.faces(o, DOWN)) {
          const b = c + geo.W;
          if (b >= geo.W * geo.H) continue;
          const t = geo.terrain[b]!;
          const under = w.occ.get(b) ?? -1;
          if (t === T_WALL || (t === T_SPIKES && !w.isSnake[o]) || w.fruit.has(b) || (under >= 0 && under !== o && held[under])) {
            held[o] = 1;
            more = true;
            break;
          }
        }
      }
    }
    const falling: number[] = [];
    for (let o = 0; o < n; o++) if (w.cells[o] && !held[o]) falling.push(o);
    if (falling.length > 0) {
      let died = false;
      for (const o of falling) {
        const above = w.cells[o]!;
        const under = w.occ.faces(o, DOWN);
        const off = under.some((c) => c + geo.W >= geo.W * geo.H);
        const onto = (t: number) => !off && under.some((c) => geo.terrain[c + geo.W] === t);
        // a snakebird dies there (and is drawn where it fell); a block is gone off the map or in water
        if (w.isSnake[o] && (off || onto(T_SPIKES) || onto(T_WATER))) died = true;
        if (off || (!w.isSnake[o] && onto(T_WATER))) w.occ.place(o, null);
        else w.occ.shift(o, geo.W);
        prev[o] = w.cells[o] === null ? null : above;
      }
      record(steps, w, from, 'fall', falling, { died });
      if (died) return stateOf(w, from, true);
      changed = true;
    }
    if (!changed) return stateOf(w, from, false);
  }
  // a fall that never ends (through a teleporter loop) loses the level
  record(steps, w, from, 'fall', [], { died: true });
  return stateOf(w, from, true);
}

/** Teleports what arrived on a pad (below), recording the step; did anything move? */
function teleported(w: World, from: SnakebirdState, prev: Cells[], jam: { jammed: boolean }, steps?: MoveStep[]): boolean {
  const moved = teleport(w, prev, jam);
  if (moved.length > 0) record(steps, w, from, 'teleport', moved);
  return moved.length > 0;
}

/**
 * Teleport the objects that arrived on a pad (cover a pad they did not cover at the previous
 * step), each whole by the pad vector when every target cell is free (under the game's rules, of
 * the object itself too, so one that covers both pads never goes); an arrival is judged
 * once: a blocked teleport waits until the object leaves and arrives again. Under Snakefall's
 * rules an object arrives only when it newly covers exactly one pad, and a teleport happens only
 * when exactly one object arrived; once two arrive together, none teleports until the next move.
 * Returns the objects it moved.
 */
function teleport(w: World, prev: Cells[], jam: { jammed: boolean }): number[] {
  const { geo } = w;
  if (geo.pads.length !== 2) return [];
  const n = w.cells.length;
  const arrivals: { o: number; p: number }[] = [];
  for (let o = 0; o < n; o++) {
    const cs = w.cells[o];
    // an object that did not move since arrived on nothing
    if (!cs || cs === prev[o]) continue;
    const newly = [0, 1].filter((p) => cs.includes(geo.pads[p]!) && !prev[o]?.includes(geo.pads[p]!));
    if (geo.snakefall ? newly.length === 1 : newly.length > 0) arrivals.push({ o, p: newly[0]! });
  }
  if (geo.snakefall && arrivals.length > 1) jam.jammed = true;
  const moved: number[] = [];
  if (!(geo.snakefall && jam.jammed)) {
    for (const { o, p } of arrivals) {
      const cs = w.cells[o]!;
      const pad = geo.pads[p]!;
      const other = geo.pads[1 - p]!;
      const dr = Math.floor(other / geo.W) - Math.floor(pad / geo.W);
      const dc = (other % geo.W) - (pad % geo.W);
      const free = cs.every((c) => {
        const r = Math.floor(c / geo.W) + dr;
        const cc = (c % geo.W) + dc;
        const t = r * geo.W + cc;
        // under the game's rules the object's own cells block it too (as both reference solvers have
        // it); Snakefall lets an object land partly where it stands (a.js activatePortal)
        return !(r < 0 || cc < 0 || r >= geo.H || cc >= geo.W || solid(geo.terrain[t]!) || w.fruit.has(t) || (w.occ.has(t) && (!geo.snakefall || w.occ.get(t) !== o)));
      });
      if (free) {
        // on the grid, the cell (r + dr, c + dc) is the cell c + (other - pad)
        w.occ.shift(o, other - pad);
        moved.push(o);
      }
    }
  }
  for (let o = 0; o < n; o++) prev[o] = w.cells[o] ?? null;
  return moved;
}
