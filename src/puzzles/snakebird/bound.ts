// A lower bound on the moves still needed, for the engine's best-first search.
//
// The argument: in one move, every snake's head goes at most one cell up, left or right
// (its own step, or being pushed), plus any number of cells down (its own step, a push, or
// falling) and any number of teleports. So on the map of open cells with those edges (up,
// left, right cost a move; down and a teleport jump cost nothing), the distance from a head
// to a cell is never more than the moves it takes that head to get there. Then:
//   - every snake still on the map has to get its head onto an exit;
//   - every fruit left has to be eaten by some snake moving its head into it, and that snake
//     then still has to reach an exit;
//   - every fruit takes a move of its own, and after the last one is eaten its eater still
//     has to reach an exit.
// And by kind of step: a move carries every head it moves the same way (the mover's step and
// its push go one way; falls and teleports are free). So the moves up are at least the most
// up-steps any one head needs (its own way to the exit, or an eater's way through a fruit),
// and likewise left and right; the three added up are a bound too. It is the larger one when
// the snakes have to go different ways (one left to the exit, another up to it).
// The largest of these is the bound. Each part drops by at most one per move (a move in one
// direction lowers only that direction's need), so the bound is consistent, as the search
// needs. A state where a snake can never reach an exit, or no snake can reach a fruit, can
// never be won: its bound is UNREACHABLE and the search drops it.
import { UNREACHABLE } from '../../engine/types.ts';
import { T_EXIT, T_SPIKES, T_WALL, T_WATER, type Geometry } from './rules.ts';

/** What a step up, left or right costs on the relaxed map (a step down always costs nothing). */
export interface StepCosts {
  up: number;
  left: number;
  right: number;
}

const EVERY_STEP: StepCosts = { up: 1, left: 1, right: 1 };
/** The kinds of step counted one at a time: up, left, right. */
const ONE_KIND: readonly StepCosts[] = [
  { up: 1, left: 0, right: 0 },
  { up: 0, left: 1, right: 0 },
  { up: 0, left: 0, right: 1 },
];
const KINDS = ONE_KIND.length;

/** Distance from every cell to the nearest of `targets`, over the open cells, as argued above. */
export function distancesTo(geo: Geometry, targets: readonly number[], costs: StepCosts = EVERY_STEP): Uint16Array {
  const { W, H, terrain } = geo;
  const size = W * H;
  const open = (c: number) => terrain[c] !== T_WALL && terrain[c] !== T_SPIKES && terrain[c] !== T_WATER;
  const dist = new Uint16Array(size).fill(UNREACHABLE);
  // 0-1 breadth-first search backwards along the edges: a deque in a ring, free edges at the front
  const ring = new Int32Array(2 * size + 2);
  const cap = ring.length;
  let head = 0;
  let tail = 0;
  for (const t of targets) {
    dist[t] = 0;
    ring[tail] = t;
    tail = (tail + 1) % cap;
  }
  const pads = geo.pads.length === 2;
  const padA = geo.pads[0] ?? 0;
  const padB = geo.pads[1] ?? 0;
  const jumpRows = Math.floor(padB / W) - Math.floor(padA / W);
  const jumpCols = (padB % W) - (padA % W);
  const relax = (from: number, x: number, cost: number) => {
    if (!open(x) || dist[from]! + cost >= dist[x]!) return;
    dist[x] = dist[from]! + cost;
    if (cost === 0) {
      head = (head - 1 + cap) % cap;
      ring[head] = x;
    } else {
      ring[tail] = x;
      tail = (tail + 1) % cap;
    }
  };
  while (head !== tail) {
    const y = ring[head]!;
    head = (head + 1) % cap;
    const r = Math.floor(y / W);
    const c = y % W;
    if (r + 1 < H) relax(y, y + W, costs.up); // the cell below steps up into y
    if (c > 0) relax(y, y - 1, costs.right);
    if (c + 1 < W) relax(y, y + 1, costs.left);
    if (r > 0) relax(y, y - W, 0); // the cell above drops into y
    if (pads) {
      for (const sign of [1, -1]) {
        const fr = r - sign * jumpRows;
        const fc = c - sign * jumpCols;
        if (fr >= 0 && fr < H && fc >= 0 && fc < W) relax(y, fr * W + fc, 0);
      }
    }
  }
  return dist;
}

export class MovesLeftBound {
  private readonly toExit: Uint16Array;
  /** per fruit: distance from every cell to it */
  private readonly toFruit: Uint16Array[];
  /** per fruit: distance from it to an exit */
  private readonly fruitToExit: Int32Array;
  /** the same three, counting one kind of step: [cell * KINDS + kind], [fruit * KINDS + kind] */
  private readonly stepsToExit: Uint16Array;
  private readonly stepsToFruit: Uint16Array[];
  private readonly fruitStepsToExit: Int32Array;

  constructor(geo: Geometry) {
    const exits: number[] = [];
    for (let c = 0; c < geo.W * geo.H; c++) if (geo.terrain[c] === T_EXIT) exits.push(c);
    this.toExit = distancesTo(geo, exits);
    this.toFruit = geo.fruit.map((f) => distancesTo(geo, [f]));
    this.fruitToExit = Int32Array.from(geo.fruit, (f) => this.toExit[f]!);
    // interleaved by kind, so that a head's three distances share a cache line
    const byKind = (targets: readonly number[]) => {
      const perKind = ONE_KIND.map((costs) => distancesTo(geo, targets, costs));
      const out = new Uint16Array(perKind[0]!.length * KINDS);
      for (let c = 0; c < perKind[0]!.length; c++) for (let k = 0; k < KINDS; k++) out[c * KINDS + k] = perKind[k]![c]!;
      return out;
    };
    this.stepsToExit = byKind(exits);
    this.stepsToFruit = geo.fruit.map((f) => byKind([f]));
    this.fruitStepsToExit = Int32Array.from({ length: geo.fruit.length * KINDS }, (_, i) => this.stepsToExit[geo.fruit[Math.floor(i / KINDS)]! * KINDS + (i % KINDS)]!);
  }

  /** The bound for snakes with these head cells (-1: exited) and this fruit left (1 each). */
  of(heads: Int32Array, fruit: Uint8Array, fruitLeft: number): number {
    const S = heads.length;
    let bound = 0;
    for (let i = 0; i < S; i++) {
      if (heads[i]! < 0) continue;
      const d = this.toExit[heads[i]!]!;
      if (d > bound) bound = d;
    }
    if (fruitLeft > 0) {
      let lastToExit = UNREACHABLE;
      for (let f = 0; f < this.toFruit.length; f++) {
        if (!fruit[f]) continue;
        const toFruit = this.toFruit[f]!;
        let reach = UNREACHABLE;
        for (let i = 0; i < S; i++) {
          if (heads[i]! < 0) continue;
          const d = toFruit[heads[i]!]!;
          if (d < reach) reach = d;
        }
        const e = this.fruitToExit[f]!;
        if (reach + e > bound) bound = reach + e;
        if (e < lastToExit) lastToExit = e;
      }
      if (fruitLeft + lastToExit > bound) bound = fruitLeft + lastToExit;
    }
    if (bound >= UNREACHABLE) return UNREACHABLE;
    // by kind of step (every head that reaches a cell at all reaches it on each kind's map),
    // the three kinds side by side
    const toExitByKind = this.stepsToExit;
    let up = 0;
    let left = 0;
    let right = 0;
    for (let i = 0; i < S; i++) {
      if (heads[i]! < 0) continue;
      const at = heads[i]! * KINDS;
      if (toExitByKind[at]! > up) up = toExitByKind[at]!;
      if (toExitByKind[at + 1]! > left) left = toExitByKind[at + 1]!;
      if (toExitByKind[at + 2]! > right) right = toExitByKind[at + 2]!;
    }
    for (let f = 0; f < this.stepsToFruit.length; f++) {
      if (!fruit[f]) continue;
      const toFruit = this.stepsToFruit[f]!;
      let reachUp = UNREACHABLE;
      let reachLeft = UNREACHABLE;
      let reachRight = UNREACHABLE;
      for (let i = 0; i < S; i++) {
        if (heads[i]! < 0) continue;
        const at = heads[i]! * KINDS;
        if (toFruit[at]! < reachUp) reachUp = toFruit[at]!;
        if (toFruit[at + 1]! < reachLeft) reachLeft = toFruit[at + 1]!;
        if (toFruit[at + 2]! < reachRight) reachRight = toFruit[at + 2]!;
      }
      const then = f * KINDS;
      if (reachUp + this.fruitStepsToExit[then]! > up) up = reachUp + this.fruitStepsToExit[then]!;
      if (reachLeft + this.fruitStepsToExit[then + 1]! > left) left = reachLeft + this.fruitStepsToExit[then + 1]!;
      if (reachRight + this.fruitStepsToExit[then + 2]! > right) right = reachRight + this.fruitStepsToExit[then + 2]!;
    }
    const steps = up + left + right;
    return steps > bound ? steps : bound;
  }
}
