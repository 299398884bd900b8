// A lower bound on the moves still needed, for the WebAssembly best-first search
// (wasm/assembly/search.ts reads its tables through wasm/levelTables.ts).
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
import { KINDS, MovesLeftBound } from './movesLeft.ts';
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

/** The bound for a level: its distance tables, worked out once (see movesLeft.ts for the sum). */
export function movesLeftBound(geo: Geometry): MovesLeftBound {
  const exits: number[] = [];
  for (let c = 0; c < geo.W * geo.H; c++) if (geo.terrain[c] === T_EXIT) exits.push(c);
  const toExit = distancesTo(geo, exits);
  // interleaved by kind, so that a head's three distances share a cache line
  const byKind = (targets: readonly number[]) => {
    const perKind = ONE_KIND.map((costs) => distancesTo(geo, targets, costs));
    const out = new Uint16Array(perKind[0]!.length * KINDS);
    for (let c = 0; c < perKind[0]!.length; c++) for (let k = 0; k < KINDS; k++) out[c * KINDS + k] = perKind[k]![c]!;
    return out;
  };
  const stepsToExit = byKind(exits);
  return new MovesLeftBound(
    toExit,
    geo.fruit.map((f) => distancesTo(geo, [f])),
    Int32Array.from(geo.fruit, (f) => toExit[f]!),
    stepsToExit,
    geo.fruit.map((f) => byKind([f])),
    Int32Array.from({ length: geo.fruit.length * KINDS }, (_, i) => stepsToExit[geo.fruit[Math.floor(i / KINDS)]! * KINDS + (i % KINDS)]!),
  );
}
