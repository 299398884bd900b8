// Edits on the Snakebird level itself (format.ts's SnakebirdLevel): terrain, fruit, snakes
// (head first) and blocks. The editor writes every result through the family's make/parse, so
// there is one grammar; this module only knows which edits keep a level drawable. Pure.
import { resizeGrid, shiftFor, type Side } from '../../editor/grid.ts';
import { snakeName } from './colours.ts';
import type { SnakebirdLevel, SnakebirdPiece, Terrain } from './format.ts';
import { SNAKEFALL_LABELS } from './snakefall.ts';

export type Cell = [number, number];
/** what a terrain tool paints: a terrain character of the level, or fruit (kept in its own list); pads come in pairs (placePads) */
export type Paint = Exclude<Terrain, 'T'> | 'fruit';

export const SNAKEBIRD_MAX = 40;
/** snake labels: an open (classic) world names snakes by alphabet, a framed (jsnell) one by colour, a Snakefall link's by its numbers (any count of snakes) */
const LABELS = { open: ['A', 'a', '0'], framed: ['R', 'G', 'B'], snakefall: [...SNAKEFALL_LABELS].filter((l) => l.trim() !== '') } as const;
export const labelsOf = (l: SnakebirdLevel): readonly string[] => (l.open ? LABELS.open : l.rules === 'snakefall' ? LABELS.snakefall : LABELS.framed);

const same = (a: readonly [number, number], r: number, c: number) => a[0] === r && a[1] === c;

/** Pieces only a framed world can hold (water, teleporters, blocks, a snake longer than an alphabet). */
function needsFrame(l: SnakebirdLevel): boolean {
  return l.blocks.length > 0 || l.terrain.some((row) => /[~T]/.test(row)) || l.snakes.some((s) => s.cells.length > 26);
}

/** Switch an open world to a framed one, relabelling snakes R, G, B, when a piece needs it: each keeps its colour (A red, a green, 0 blue). */
export function settleFrame(l: SnakebirdLevel): SnakebirdLevel {
  if (!l.open || !needsFrame(l)) return l;
  // (by label, not by place in the list: a snake drawn after another was deleted comes later)
  const framed = (label: string) => LABELS.framed[LABELS.open.indexOf(label as (typeof LABELS.open)[number])];
  return { ...l, open: false, snakes: l.snakes.flatMap((s) => (framed(s.label) ? [{ ...s, label: framed(s.label)! }] : [])) };
}

/** Remove whatever piece occupies a cell: a whole snake, or the cell of a block. */
export function clearPieceAt(l: SnakebirdLevel, r: number, c: number): SnakebirdLevel {
  const snakes = l.snakes.filter((s) => !s.cells.some((x) => same(x, r, c)));
  const hitBlock = l.blocks.some((b) => b.cells.some((x) => same(x, r, c)));
  if (snakes.length === l.snakes.length && !hitBlock) return l;
  const blocks = hitBlock
    ? l.blocks.map((b) => ({ ...b, cells: b.cells.filter((x) => !same(x, r, c)) })).filter((b) => b.cells.length > 0)
    : l.blocks;
  return { ...l, snakes, blocks };
}

const setChar = (rows: string[], r: number, c: number, ch: string) =>
  rows.map((row, i) => (i === r ? row.slice(0, c) + ch + row.slice(c + 1) : row));

/** The teleporter pads, in reading order (a level the parser reads has none or a pair). */
export function padsOf(l: SnakebirdLevel): Cell[] {
  const pads: Cell[] = [];
  l.terrain.forEach((row, r) => {
    for (let c = row.indexOf('T'); c >= 0; c = row.indexOf('T', c + 1)) pads.push([r, c]);
  });
  return pads;
}

/** The level without its teleporter pads: a pad goes with its pair, as a lone pad is no level. */
const withoutPads = (l: SnakebirdLevel): SnakebirdLevel =>
  l.terrain.some((row) => row.includes('T')) ? { ...l, terrain: l.terrain.map((row) => row.replaceAll('T', ' ')) } : l;

/**
 * The pads the edit took away with the one painted over or erased (its pair; or all of a
 * Snakefall link's three, which it reads as plain tiles), else none.
 */
export function lostPads(before: SnakebirdLevel, after: SnakebirdLevel): Cell[] {
  if (before.terrain === after.terrain) return [];
  const lost = padsOf(before).filter(([r, c]) => after.terrain[r]?.[c] !== 'T');
  return lost.length > 1 ? lost : [];
}

/**
 * The teleporter pair on two cells, whatever stood there going (a piece, fruit, terrain). A
 * level has one pair, so a pair it had goes: a pad is moved by placing the pair again.
 */
export function placePads(l: SnakebirdLevel, a: Cell, b: Cell): SnakebirdLevel {
  if (same(a, b[0], b[1])) return l;
  let base = withoutPads(l);
  for (const [r, c] of [a, b]) {
    base = clearPieceAt(base, r, c);
    base = { ...base, terrain: setChar(base.terrain, r, c, 'T'), fruit: base.fruit.filter((f) => !same(f, r, c)) };
  }
  return settleFrame(base);
}

/** Paint terrain or fruit on a cell: a piece there goes, as does fruit (and a pad's pair); painting empty leaves pieces. */
export function paintTerrain(l: SnakebirdLevel, r: number, c: number, paint: Paint): SnakebirdLevel {
  const unpadded = l.terrain[r]?.[c] === 'T' ? withoutPads(l) : l;
  const base = paint === ' ' ? unpadded : clearPieceAt(unpadded, r, c);
  const hadFruit = base.fruit.some((f) => same(f, r, c));
  const terrainChar = paint === 'fruit' ? ' ' : paint;
  if (base.terrain[r]?.[c] === terrainChar && hadFruit === (paint === 'fruit')) return base;
  const fruit = base.fruit.filter((f) => !same(f, r, c));
  if (paint === 'fruit') fruit.push([r, c]);
  return settleFrame({ ...base, terrain: setChar(base.terrain, r, c, terrainChar), fruit });
}

/** Empty a cell's terrain and fruit, for a piece to stand on it. */
const emptyCell = (l: SnakebirdLevel, r: number, c: number): SnakebirdLevel =>
  paintTerrain(clearPieceAt(l, r, c), r, c, ' ');

function freeLabel(l: SnakebirdLevel): string | null {
  return labelsOf(l).find((x) => !l.snakes.some((s) => s.label === x)) ?? null;
}

/** Start a snake whose head is at (r, c). Null when every label is taken. */
export function startSnake(l: SnakebirdLevel, r: number, c: number): { level: SnakebirdLevel; label: string } | null {
  const label = freeLabel(l);
  if (label === null) return null;
  const base = emptyCell(l, r, c);
  return { level: { ...base, snakes: [...base.snakes, { label, cells: [[r, c]] }] }, label };
}

/**
 * Draw the snake on from its tail (drawing from the head along the body): a cell next to the
 * tail grows it; its cell before the tail takes the tail back (the drawing went back along it).
 * Another snake's cell is left alone: a snake drawn across another would take it all away.
 */
export function extendSnake(l: SnakebirdLevel, label: string, r: number, c: number): SnakebirdLevel {
  const snake = l.snakes.find((s) => s.label === label);
  const n = snake?.cells.length ?? 0;
  const tail = snake?.cells[n - 1];
  if (!snake || !tail || Math.abs(tail[0] - r) + Math.abs(tail[1] - c) !== 1) return l;
  if (n >= 2 && same(snake.cells[n - 2]!, r, c)) return { ...l, snakes: l.snakes.map((s) => (s === snake ? { ...s, cells: s.cells.slice(0, -1) } : s)) };
  if (l.snakes.some((s) => s.cells.some((x) => same(x, r, c)))) return l;
  const base = emptyCell(l, r, c);
  return settleFrame({ ...base, snakes: base.snakes.map((s) => (s.label === label ? { ...s, cells: [...s.cells, [r, c] as Cell] } : s)) });
}

/** The snake whose tail is on the cell (a one-cell snake's head is its tail), or null. */
export function snakeTailAt(l: SnakebirdLevel, r: number, c: number): string | null {
  return l.snakes.find((s) => same(s.cells[s.cells.length - 1]!, r, c))?.label ?? null;
}

export function addBlockCell(l: SnakebirdLevel, id: string, r: number, c: number): SnakebirdLevel {
  const base = emptyCell(l, r, c);
  const blocks: SnakebirdPiece[] = base.blocks.some((b) => b.label === id)
    ? base.blocks.map((b) => (b.label === id ? { ...b, cells: [...b.cells, [r, c] as Cell] } : b))
    : [...base.blocks, { label: id, cells: [[r, c]] }];
  return settleFrame({ ...base, blocks });
}

export function relabel(l: SnakebirdLevel, from: string, to: string): SnakebirdLevel {
  if (l.snakes.some((s) => s.label === to)) return l;
  return { ...l, snakes: l.snakes.map((s) => (s.label === from ? { ...s, label: to } : s)) };
}

export function resizeSnakebird(l: SnakebirdLevel, side: Side, delta: 1 | -1): SnakebirdLevel {
  const grid = resizeGrid(l.terrain.map((row) => [...row]), side, delta, ' ', { rows: SNAKEBIRD_MAX, cols: SNAKEBIRD_MAX });
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  if (rows === l.rows && cols === l.cols) return l;
  const { dr, dc } = shiftFor(side, delta);
  // a pad cut off takes the other with it
  const terrain = grid.map((row) => row.join(''));
  const lone = terrain.reduce((n, row) => n + row.split('T').length - 1, 0) === 1;
  const inside = ([r, c]: Cell) => r >= 0 && c >= 0 && r < rows && c < cols;
  const move = (cells: Cell[]) => cells.map(([r, c]) => [r + dr, c + dc] as Cell);
  return {
    ...l,
    rows,
    cols,
    terrain: lone ? terrain.map((row) => row.replace('T', ' ')) : terrain,
    fruit: move(l.fruit).filter(inside),
    snakes: l.snakes.map((s) => ({ ...s, cells: move(s.cells) })).filter((s) => s.cells.every(inside)),
    blocks: l.blocks.map((b) => ({ ...b, cells: move(b.cells).filter(inside) })).filter((b) => b.cells.length > 0),
  };
}

const TERRAIN_NAMES: Record<string, string> = { ' ': 'empty', '#': 'wall', '^': 'spikes', '~': 'water', '*': 'exit', T: 'teleporter' };

/** What a cell holds, in words for screen readers (the board draws it). */
export function describeCell(l: SnakebirdLevel, r: number, c: number): string {
  for (const s of l.snakes) {
    const i = s.cells.findIndex((x) => same(x, r, c));
    if (i === 0) return `head of ${snakeName(s.label)}`;
    if (i > 0) return `body of ${snakeName(s.label)}`;
  }
  for (const b of l.blocks) if (b.cells.some((x) => same(x, r, c))) return `block ${b.label}`;
  if (l.fruit.some((f) => same(f, r, c))) return 'fruit';
  return TERRAIN_NAMES[l.terrain[r]?.[c] ?? ' '] ?? 'empty';
}
