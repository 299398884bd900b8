// What a Snakebird move caused, in words (view/types.ts' MoveOutcome, loaded with How to play's
// words by playWords.ts): read from the rules' own steps of the move (rules.ts' moveSteps), in
// the order they happen.
import type { MoveOutcome } from '../../view/types.ts';
import { snakeShortName } from './colours.ts';
import type { SnakebirdLevel } from './format.ts';
import { DIRS, geometryOf, moveSteps, T_SPIKES, T_WATER, type Geometry, type SnakebirdState } from './rules.ts';

const geometries = new WeakMap<SnakebirdLevel, Geometry>();

/**
 * "Red ate a fruit and grew to 4", "Red pushed block 1", "block 1 fell 2 rows", "Blue reached the
 * exit", "Red fell onto spikes"; none for a move that only moved the snakebird.
 */
export const snakebirdOutcome: MoveOutcome<SnakebirdLevel, SnakebirdState> = (level, before, _after, move, list) => {
  const snake = before.snakes.findIndex((s) => !s.exited && s.label === move[0]);
  const dir = DIRS.indexOf(move[1] as (typeof DIRS)[number]);
  if (move.length !== 2 || snake < 0 || dir < 0) return [];
  const geo = geometries.get(level) ?? geometryOf(level);
  geometries.set(level, geo);
  const steps = moveSteps(geo, before, snake, dir) ?? [];
  const n = before.snakes.length;
  /** objects as the rules number them: snakes, then blocks */
  const name = (o: number) => (o < n ? snakeShortName(before.snakes[o]!.label) : `block ${before.blocks[o - n]!.label}`);
  const cellsOf = (s: SnakebirdState, o: number) => (o < n ? s.snakes[o]!.cells : s.blocks[o - n]!.cells);
  const said: string[] = [];
  /** each falling object's rows fallen, and how its fall ended where it ended the object */
  const falls = new Map<number, { rows: number; end?: string }>();
  /** the objects whose fall began at each fall said, by the place of its phrase in `said` */
  const began = new Map<number, number[]>();
  let last = before;
  for (const step of steps) {
    const moved = [...step.snakes, ...step.blocks.map((b) => b + n)];
    if (step.kind === 'slide') {
      if (step.ate) said.push(`${name(snake)} ate a fruit and grew to ${cellsOf(step.state, snake).length}`);
      if (moved.length > 1) said.push(`${name(snake)} pushed ${list(moved.slice(1).map(name))}`);
    } else if (step.kind === 'teleport') said.push(`${list(moved.map(name))} teleported`);
    else if (step.kind === 'exit') said.push(`${list(moved.map(name))} reached the exit`);
    else if (moved.length === 0) said.push('the fall never ends');
    else {
      const fresh = moved.filter((o) => !falls.has(o));
      if (fresh.length > 0) {
        began.set(said.length, fresh);
        said.push('');
      }
      for (const o of moved) {
        const fall = falls.get(o) ?? { rows: 0 };
        fall.rows++;
        const cells = cellsOf(step.state, o);
        const terrain = (t: number) => cells.some((c) => geo.terrain[c] === t);
        // off the map or into water (a block sinks there); onto spikes or into water, a snakebird dies
        if (cells.length === 0) fall.end = cellsOf(last, o).some((c) => c + geo.W >= geo.W * geo.H) ? 'off the map' : 'into water';
        else if (o < n && step.died && (terrain(T_SPIKES) || terrain(T_WATER))) fall.end = terrain(T_WATER) ? 'into water' : 'onto spikes';
        falls.set(o, fall);
      }
    }
    last = step.state;
  }
  // each fall said where it began, the objects that fell alike together: "Red and block 1 fell 2 rows"
  const how = (o: number) => {
    const { rows, end } = falls.get(o)!;
    return `fell ${end ?? (rows === 1 ? '1 row' : `${rows} rows`)}`;
  };
  // (from the last: a fall said in two phrases moves the places after it)
  for (const [i, fell] of [...began].reverse()) said.splice(i, 1, ...[...new Set(fell.map(how))].map((h) => `${list(fell.filter((o) => how(o) === h).map(name))} ${h}`));
  return said;
};
