// A Snakebird move in motion: where the board draws each piece at a moment of the move. The
// rules give the move's steps (rules.ts moveSteps: the slide, then teleports, exits and falls
// one row at a time); this file lays them on a clock and says, for a time, where every snake,
// block and fruit is. No React here: the board (Board.tsx) draws what poseAt returns.
import { DIRS, moveSteps, type Geometry, type MoveStep, type SnakebirdState } from './rules.ts';

/** A place on the board in cells, fractional while moving: [column, row] of the padded world. */
export type Point = readonly [col: number, row: number];

export interface SnakePose {
  /** the body as drawn, head first: cell positions, fractional mid-move */
  points: Point[];
  opacity: number;
  /** 1, less while the snake shrinks into the exit */
  scale: number;
}

export interface BlockPose {
  cells: Point[];
  opacity: number;
}

export interface Pose {
  /** by index of state.snakes; null when not on the board */
  snakes: (SnakePose | null)[];
  blocks: (BlockPose | null)[];
  fruit: { cell: number; opacity: number }[];
  exitOpen: boolean;
  dead: boolean;
  /** the step on screen, or null at rest */
  step: { index: number; count: number; kind: MoveStep['kind'] } | null;
}

/** How long each kind of step takes, in units of the app's animation time (--anim-ms); for a fall, its first row. */
const WEIGHT: Record<MoveStep['kind'], number> = { slide: 1, fall: 0.6, teleport: 1.2, exit: 1.2 };

/** A move's steps on a clock: step k runs from ends[k-1] (0 for the first) to ends[k], in ms. */
export interface Timeline {
  from: SnakebirdState;
  steps: MoveStep[];
  ends: number[];
  total: number;
}

/**
 * Lays `steps` on a clock: each kind of step its share of `unitMs`, the whole squeezed into
 * `budgetMs` when longer (a long fall drops faster rather than holding up the next move).
 */
export function timeline(from: SnakebirdState, steps: MoveStep[], unitMs: number, budgetMs: number): Timeline {
  // a fall gathers speed: row j of a drop takes what row j does under constant acceleration
  // (the time to fall j rows grows as the square root of j)
  let row = 0;
  const wanted = steps.map((s) => {
    row = s.kind === 'fall' ? row + 1 : 0;
    return WEIGHT[s.kind] * unitMs * (s.kind === 'fall' ? Math.sqrt(row) - Math.sqrt(row - 1) : 1);
  });
  const sum = wanted.reduce((a, b) => a + b, 0);
  const scale = sum > budgetMs && sum > 0 ? budgetMs / sum : 1;
  let t = 0;
  const ends = wanted.map((d) => (t += d * scale));
  return { from, steps, ends, total: t };
}

function sameCells(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

/** Do two positions hold the same pieces in the same places (fruit in any order)? */
export function samePosition(a: SnakebirdState, b: SnakebirdState): boolean {
  return (
    a.dead === b.dead &&
    a.snakes.length === b.snakes.length &&
    a.snakes.every((s, i) => s.label === b.snakes[i]!.label && s.exited === b.snakes[i]!.exited && sameCells(s.cells, b.snakes[i]!.cells)) &&
    a.blocks.length === b.blocks.length &&
    a.blocks.every((x, i) => x.gone === b.blocks[i]!.gone && sameCells(x.cells, b.blocks[i]!.cells)) &&
    sameCells([...a.fruit].sort((p, q) => p - q), [...b.fruit].sort((p, q) => p - q))
  );
}

/**
 * The steps by which `move` (RULES.md notation, e.g. `RU`) takes `from` to `to`, or null when it
 * does not (an undo, a jump along the solution, another level): then the board shows `to` at once.
 */
export function stepsBetween(geo: Geometry, from: SnakebirdState, to: SnakebirdState, move: string): MoveStep[] | null {
  const snake = from.snakes.findIndex((s) => s.label === move.slice(0, -1));
  const dir = DIRS.indexOf(move.slice(-1) as (typeof DIRS)[number]);
  if (snake < 0 || dir < 0) return null;
  const steps = moveSteps(geo, from, snake, dir);
  return steps && samePosition(steps[steps.length - 1]!.state, to) ? steps : null;
}

const point = (geo: Geometry, cell: number): Point => [cell % geo.W, Math.floor(cell / geo.W)];
const lerp = (p: Point, q: Point, f: number): Point => [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f];
const shifted = (ps: Point[], d: Point, f: number): Point[] => ps.map((p) => [p[0] + d[0] * f, p[1] + d[1] * f] as Point);
/** ease in and out, for a slide that starts and stops */
const smooth = (f: number) => f * f * (3 - 2 * f);

const snakeCells = (s: SnakebirdState, i: number) => (s.snakes[i]!.exited ? null : s.snakes[i]!.cells);
const blockCells = (s: SnakebirdState, i: number) => (s.blocks[i]!.gone ? null : s.blocks[i]!.cells);

/** Where an object is drawn during `step` (from `a` to `b`, its cells in each), `f` of the way through. */
function moving(geo: Geometry, step: MoveStep, a: number[], b: number[] | null, f: number): { points: Point[]; opacity: number; scale: number } {
  const was = a.map((c) => point(geo, c));
  if (step.kind === 'teleport' && b) {
    // fades out at one pad, in at the other
    return f < 0.5 ? { points: was, opacity: 1 - 2 * f, scale: 1 } : { points: b.map((c) => point(geo, c)), opacity: 2 * f - 1, scale: 1 };
  }
  if (step.kind === 'exit') {
    // the body draws into the head on the exit, shrinking and fading
    return { points: was.map((p) => lerp(p, was[0]!, f)), opacity: 1 - f, scale: 1 - 0.6 * f };
  }
  if (!b) {
    // fell off the map or into water: one row down, fading
    return { points: shifted(was, [0, 1], f), opacity: 1 - f, scale: 1 };
  }
  // pushed or falling: the whole object moves by one vector
  const to = point(geo, b[0]!);
  const g = step.kind === 'slide' ? smooth(f) : f;
  return { points: shifted(was, [to[0] - was[0]![0], to[1] - was[0]![1]], g), opacity: 1, scale: 1 };
}

/** The mover of a slide: the head steps ahead, every segment toward the one before it; eating, the tail stays. */
function sliding(geo: Geometry, step: MoveStep, a: number[], b: number[], f: number): Point[] {
  const was = a.map((c) => point(geo, c));
  const g = smooth(f);
  const head = lerp(was[0]!, point(geo, b[0]!), g);
  const n = was.length;
  const tail = step.ate ? was[n - 1]! : lerp(was[n - 1]!, n > 1 ? was[n - 2]! : head, g);
  return [head, ...was.slice(0, n - 1), tail];
}

/** The position at rest: every piece in its cell. */
export function restPose(geo: Geometry, state: SnakebirdState): Pose {
  return {
    snakes: state.snakes.map((s) => (s.exited || s.cells.length === 0 ? null : { points: s.cells.map((c) => point(geo, c)), opacity: 1, scale: 1 })),
    blocks: state.blocks.map((b) => (b.gone ? null : { cells: b.cells.map((c) => point(geo, c)), opacity: 1 })),
    fruit: state.fruit.map((cell) => ({ cell, opacity: 1 })),
    exitOpen: state.fruit.length === 0,
    dead: state.dead,
    step: null,
  };
}

/** Where everything is drawn `ms` into the move's timeline; at or past its end, the final position. */
export function poseAt(geo: Geometry, tl: Timeline, ms: number): Pose {
  const k = tl.ends.findIndex((end) => ms < end);
  if (k < 0) return restPose(geo, tl.steps[tl.steps.length - 1]!.state);
  const step = tl.steps[k]!;
  const a = k === 0 ? tl.from : tl.steps[k - 1]!.state;
  const b = step.state;
  const start = k === 0 ? 0 : tl.ends[k - 1]!;
  const f = tl.ends[k]! > start ? Math.max(0, (ms - start) / (tl.ends[k]! - start)) : 1;
  const pose = restPose(geo, a);
  step.snakes.forEach((i) => {
    const was = snakeCells(a, i);
    const now = snakeCells(b, i);
    if (!was) return;
    pose.snakes[i] = step.kind === 'slide' && i === step.snakes[0] ? { points: sliding(geo, step, was, now!, f), opacity: 1, scale: 1 } : moving(geo, step, was, now, f);
  });
  step.blocks.forEach((i) => {
    const was = blockCells(a, i);
    if (!was) return;
    const m = moving(geo, step, was, blockCells(b, i), f);
    pose.blocks[i] = { cells: m.points, opacity: m.opacity };
  });
  // the fruit being eaten fades as the head reaches it
  pose.fruit = a.fruit.map((cell) => ({ cell, opacity: b.fruit.includes(cell) ? 1 : 1 - f }));
  pose.step = { index: k, count: tl.steps.length, kind: step.kind };
  return pose;
}
