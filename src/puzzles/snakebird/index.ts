// Noumenon's Snakebird (RULES.md §5): the family's table of functions.
import type { PuzzleFamily, ValidationIssue } from '../types.ts';
import { placeIssue } from '../text.ts';
import { blockShape, makeSnakebird, parseSnakebird, snakebirdPlaces, SNAKEBIRD_FORMATS, type SnakebirdLevel } from './format.ts';
import { estimateSnakebirdSearch } from './estimate.ts';
import { SNAKEBIRD_GALLERY } from './gallery.ts';
import { applyMove, DIRS, geometryOf, startState, worldSize, type Geometry, type SnakebirdState } from './rules.ts';
import { MAX_OBJECTS } from './terrain.ts';
import { toSnakefallLink } from './snakefall.ts';

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

function validate(level: SnakebirdLevel): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
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
  const world = worldSize(level);
  if (world.W * world.H > 0xffff) issues.push({ message: 'the map is too large: at most 65,535 cells including the open space around it' });
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
