// Noumenon's Snakebird (RULES.md §5): the family's table of functions.
import type { PuzzleFamily, ValidationIssue } from '../types.ts';
import { placeIssue } from '../text.ts';
import { blockShape, makeSnakebird, parseSnakebird, snakebirdPlaces, SNAKEBIRD_FORMATS, type SnakebirdLevel } from './format.ts';
import { estimateSnakebirdSearch } from './estimate.ts';
import { SNAKEBIRD_GALLERY } from './gallery.ts';
import { mapTooLarge } from './limits.ts';
import { applyMove, DIRS, geometryOf, startState, worldSize, type Geometry, type SnakebirdState } from './rules.ts';
import { MAX_OBJECTS } from './terrain.ts';
import { toSnakefallLink } from './snakefall.ts';
import { snakeName } from './colours.ts';
import { noExit, noSnakebird } from './unfinishedMark.ts';

export type { SnakebirdLevel } from './format.ts';
export type { SnakebirdState } from './rules.ts';
export { geometryOf } from './rules.ts';

const MOVE = /^(.)([UDLR])$/;

function decode(state: SnakebirdState, move: string): { snake: number; dir: number } | null {
  const m = MOVE.exec(move);
  if (!m) return null;
  const snake = state.snakes.findIndex((s) => s.label === m[1]);
  return snake < 0 ? null : { snake, dir: DIRS.indexOf(m[2] as (typeof DIRS)[number]) };
}

/**
 * What an unfinished level lacks (the parser reads one whose text says it is unfinished:
 * unfinishedMark.ts), and what no snakebird can ever reach: a fruit, or every exit for
 * a snakebird. A head moves, is pushed, falls or is teleported only onto cells that are not
 * wall, spikes or water (or dies there), so the cells a snakebird can ever hold are those joined
 * to its own through such cells, the two pads and, in an open world, the open space off the
 * left, right and top edges. Other pieces are counted as cells it can pass (they may move): what
 * this finds out of reach is, whatever the search would say, and it costs one walk of the map.
 */
function missingAndOutOfReach(level: SnakebirdLevel): ValidationIssue[] {
  const { rows, cols, terrain } = level;
  const size = rows * cols;
  // (typed arrays and one pass: validate runs at each edit of a stroke, on maps up to 256×256)
  const open = new Uint8Array(size);
  const exits: number[] = [];
  const pads: number[] = [];
  for (let r = 0; r < rows; r++) {
    const row = terrain[r]!;
    for (let c = 0; c < cols; c++) {
      const t = row.charCodeAt(c);
      const i = r * cols + c;
      open[i] = t === 35 || t === 94 || t === 126 ? 0 : 1; // # ^ ~
      if (t === 42) exits.push(i); // *
      else if (t === 84) pads.push(i); // T
    }
  }
  const issues: ValidationIssue[] = [];
  if (level.snakes.length === 0) issues.push({ message: noSnakebird('draw one with the Snakebird tool') });
  if (exits.length === 0) issues.push({ message: noExit('place it with the Exit tool') });
  if (level.snakes.length === 0) return issues;
  // each open cell's region (0: none yet); the open space off an open world's edges is region 1
  const region = new Int32Array(size);
  const queue = new Int32Array(size);
  let regions = 1;
  const fill = (from: readonly number[], id: number) => {
    let end = 0;
    const visit = (j: number) => {
      if (open[j] && region[j] === 0) (region[j] = id), (queue[end++] = j);
    };
    from.forEach(visit);
    for (let head = 0; head < end; head++) {
      const i = queue[head]!;
      const c = i % cols;
      if (i >= cols) visit(i - cols);
      if (i + cols < size) visit(i + cols);
      if (c > 0) visit(i - 1);
      if (c < cols - 1) visit(i + 1);
      if (pads.length === 2 && (i === pads[0] || i === pads[1])) pads.forEach(visit);
    }
  };
  if (level.open) {
    const edge: number[] = [];
    for (let r = 0; r < rows; r++) edge.push(r * cols, r * cols + cols - 1);
    for (let c = 0; c < cols; c++) edge.push(c);
    fill(edge, 1);
  }
  const regionOf = (i: number) => {
    if (open[i] && region[i] === 0) fill([i], ++regions);
    return region[i]!;
  };
  const at = ([r, c]: [number, number]) => r * cols + c;
  // (a snakebird on terrain, as M-FF-M may put one on the exit, is in the regions of its cells that are not walls)
  const held = level.snakes.map((s) => new Set(s.cells.map((x) => regionOf(at(x))).filter((x) => x > 0)));
  const reached = new Set(held.flatMap((h) => [...h]));
  for (const f of level.fruit) {
    if (!reached.has(regionOf(at(f)))) issues.push({ message: 'no snakebird can reach this fruit: walls, spikes or water close it off', at: { kind: 'cell', row: f[0], col: f[1] } });
  }
  if (exits.length === 0) return issues;
  const exitRegions = new Set(exits.map(regionOf));
  level.snakes.forEach((s, i) => {
    if (![...held[i]!].some((x) => exitRegions.has(x))) {
      issues.push({ message: `the ${snakeName(s.label)} (${s.label}) can reach no exit: walls, spikes or water close it off`, at: { kind: 'cell', row: s.cells[0]![0], col: s.cells[0]![1] } });
    }
  });
  return issues;
}

function validate(level: SnakebirdLevel): ValidationIssue[] {
  const issues: ValidationIssue[] = missingAndOutOfReach(level);
  const labels = new Set<string>();
  for (const s of level.snakes) {
    if (labels.has(s.label)) issues.push({ message: `two snakes are labelled ${s.label}`, at: { kind: 'cell', row: s.cells[0]![0], col: s.cells[0]![1] } });
    labels.add(s.label);
  }
  // the search's simulator gives each snake and block one bit of a 32-bit mask (fastMove.ts)
  if (level.snakes.length + level.blocks.length > MAX_OBJECTS) {
    issues.push({ message: `${level.snakes.length} snakes and ${level.blocks.length} blocks: at most ${MAX_OBJECTS} together` });
  }
  // measured, not built: the padded world of a large open map would not fit in memory
  const tooLarge = mapTooLarge(level.rows, level.cols, worldSize(level));
  if (tooLarge) issues.push({ message: tooLarge });
  return issues;
}

// A line is played a move at a time (playback, the move tree, Check's lines): the level's
// padded map is made once, not at every move (a 255×255 level spent 1 ms a move making it).
// Levels are not changed once read: a new level is a new object.
const geometries = new WeakMap<SnakebirdLevel, Geometry>();
function geometry(level: SnakebirdLevel): Geometry {
  let geo = geometries.get(level);
  if (!geo) geometries.set(level, (geo = geometryOf(level)));
  return geo;
}

export const snakebird: PuzzleFamily<SnakebirdLevel, SnakebirdState> = {
  id: 'snakebird',
  title: 'Snakebird',
  formats: SNAKEBIRD_FORMATS,
  parse: (text, options) => parseSnakebird(text, options?.format),
  make: makeSnakebird,
  validate,
  placeInText: (text, issue, format) => placeIssue(snakebirdPlaces(text, format), issue),
  blank: () => ({
    rows: 4,
    cols: 6,
    open: true,
    terrain: ['      ', '    * ', '      ', '######'],
    fruit: [],
    snakes: [{ label: 'A', cells: [[2, 2], [2, 1], [2, 0]] }],
    blocks: [],
  }),
  start: (level) => startState(level, geometry(level)),
  notation: (level) => {
    const labels = level.snakes.map((s) => s.label);
    return {
      names: (word) => word.length === 2 && labels.includes(word[0]!) && (DIRS as readonly string[]).includes(word[1]!),
      expected: `a snake's label (${labels.join(', ')}) then a direction U, D, L or R, as ${labels[0] ?? 'A'}R`,
      // a label's case names another snake (a, A); a direction's tells nothing
      spelled: (word) => (word.length === 2 ? word[0]! + word[1]!.toUpperCase() : word),
    };
  },
  legalMoves: (level, state) => {
    const geo = geometry(level);
    const moves: string[] = [];
    state.snakes.forEach((s, i) => {
      if (s.exited) return;
      DIRS.forEach((d, k) => applyMove(geo, state, i, k) && moves.push(`${s.label}${d}`));
    });
    return moves;
  },
  play: (level, state, move) => {
    const m = decode(state, move);
    return m ? applyMove(geometry(level), state, m.snake, m.dir) : null;
  },
  isWon: (_level, state) => !state.dead && state.snakes.every((s) => s.exited),
  isLost: (_level, state) => state.dead,
  levelFromState: (level, state) => {
    const geo = geometry(level);
    // the position as a level of its own: pieces back in drawn coordinates; exited snakes are gone
    const rc = (i: number): [number, number] => [Math.floor(i / geo.W) - geo.top, (i % geo.W) - geo.left];
    return {
      ...level,
      fruit: state.fruit.map(rc),
      snakes: state.snakes.filter((s) => !s.exited).map((s) => ({ label: s.label, cells: s.cells.map(rc) })),
      blocks: state.blocks.filter((b) => !b.gone).map((b) => ({ label: b.label, cells: b.cells.map(rc) })),
    };
  },
  gallery: SNAKEBIRD_GALLERY,
  exports: [
    {
      id: 'snakefall',
      title: 'Snakefall link',
      write: (level) => {
        const out = toSnakefallLink(level);
        return out.ok ? { ok: true, text: out.link } : out;
      },
    },
  ],
  estimateSearch: estimateSnakebirdSearch,
  searchesInLayers: true,
  answersEarly: true,
  // (the search keeps the snakes as a sorted multiset, whatever their colours: any two are interchangeable)
  interchangeable: { called: 'snakebirds and blocks of one shape', on: (l) => l.snakes.length > 1 || new Set(l.blocks.map(blockShape)).size < l.blocks.length },
};
