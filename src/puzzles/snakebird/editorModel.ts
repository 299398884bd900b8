// The Snakebird editor's model: terrain, snakes (head first) and blocks, read from and
// written to the classic or the jsnell text format of RULES.md §5. Pure.
import { resizeGrid, shiftFor, type Side } from '../../editor/grid.ts';
import { contentLines } from '../../editor/textModels.ts';
import { readSnakefallModel, writeSnakefallModel } from './snakefallModel.ts';

export type Cell = readonly [number, number];
/** jsnell terrain characters: ' ' empty, '.' wall, '#' spikes, '~' water, 'O' fruit, '*' exit, 'T' teleporter */
export type Terrain = ' ' | '.' | '#' | '~' | 'O' | '*' | 'T';
export interface Snake {
  label: string;
  /** head first */
  cells: Cell[];
}
export interface Block {
  id: string;
  cells: Cell[];
}
export interface SnakebirdModel {
  dialect: 'classic' | 'jsnell';
  terrain: Terrain[][];
  snakes: Snake[];
  blocks: Block[];
  /** a level under Snakefall's rules, read from and written as its link (snakefallModel.ts) */
  snakefall?: boolean;
}

export const SNAKEBIRD_MAX = 40;
const CLASSIC_TERRAIN: Record<string, Terrain> = { '-': ' ', '#': '.', '^': '#', '+': 'O', '*': '*' };
const CLASSIC_OUT: Partial<Record<Terrain, string>> = { ' ': '-', '.': '#', '#': '^', O: '+', '*': '*' };
const CLASSIC_ALPHABETS = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz', '0123456789'];
export const LABELS: Record<SnakebirdModel['dialect'], string[]> = { classic: ['A', 'a', '0'], jsnell: ['R', 'G', 'B'] };
const TERRAIN_CHARS = new Set<string>([' ', '.', '#', '~', 'O', '*', 'T']);

const key = (r: number, c: number) => `${r},${c}`;

export function isClassic(text: string): boolean {
  return contentLines(text).every((l) => /^[-#^+*A-Za-z0-9]*$/.test(l));
}

export function readSnakebird(text: string): SnakebirdModel {
  const snakefall = readSnakefallModel(text);
  if (snakefall) return snakefall;
  return isClassic(text) ? readClassic(text) : readJsnell(text);
}

function gridOf(lines: string[]): string[][] {
  const cols = Math.max(1, ...lines.map((l) => l.length));
  const rows = Math.max(1, lines.length);
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => lines[r]?.[c] ?? ' '));
}

function readClassic(text: string): SnakebirdModel {
  const chars = gridOf(contentLines(text)).map((row) => row.map((ch) => (ch === ' ' ? '-' : ch)));
  const terrain = chars.map((row) => row.map((ch) => CLASSIC_TERRAIN[ch] ?? ' '));
  const snakes: Snake[] = [];
  for (const alphabet of CLASSIC_ALPHABETS) {
    const found: { ch: string; cell: Cell }[] = [];
    chars.forEach((row, r) => row.forEach((ch, c) => alphabet.includes(ch) && found.push({ ch, cell: [r, c] })));
    if (!found.length) continue;
    found.sort((a, b) => a.ch.localeCompare(b.ch));
    snakes.push({ label: found[0]!.ch, cells: found.map((f) => f.cell) });
  }
  return { dialect: 'classic', terrain, snakes, blocks: [] };
}

function readJsnell(text: string): SnakebirdModel {
  const lines = text.split(/\r?\n/).filter((l) => !l.startsWith(';'));
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
  const chars = gridOf(lines);
  const terrain = chars.map((row) => row.map((ch) => (TERRAIN_CHARS.has(ch) ? (ch as Terrain) : ' ')));
  const at = (r: number, c: number) => chars[r]?.[c];
  const snakes: Snake[] = [];
  chars.forEach((row, r) =>
    row.forEach((ch, c) => {
      if (!'RGBY'.includes(ch)) return;
      const cells: Cell[] = [[r, c]];
      const seen = new Set([key(r, c)]);
      for (;;) {
        const [hr, hc] = cells[cells.length - 1]!;
        // the next segment points back at this one
        const next = (
          [
            [hr, hc - 1, '>'],
            [hr, hc + 1, '<'],
            [hr - 1, hc, 'v'],
            [hr + 1, hc, '^'],
          ] as const
        ).find(([nr, nc, arrow]) => at(nr, nc) === arrow && !seen.has(key(nr, nc)));
        if (!next) break;
        seen.add(key(next[0], next[1]));
        cells.push([next[0], next[1]]);
      }
      snakes.push({ label: ch, cells });
    }),
  );
  const blocks: Block[] = [];
  chars.forEach((row, r) =>
    row.forEach((ch, c) => {
      if (!/[0-9]/.test(ch)) return;
      const b = blocks.find((x) => x.id === ch);
      if (b) b.cells.push([r, c]);
      else blocks.push({ id: ch, cells: [[r, c]] });
    }),
  );
  blocks.sort((a, b) => a.id.localeCompare(b.id));
  return { dialect: 'jsnell', terrain, snakes, blocks };
}

/** Pieces only the jsnell format can express (water, teleporters, blocks, a 4th snake). */
export function needsJsnell(m: SnakebirdModel): boolean {
  return m.blocks.length > 0 || m.terrain.some((row) => row.some((t) => t === '~' || t === 'T')) || m.snakes.some((s) => s.cells.length > 26);
}

export function writeSnakebird(m: SnakebirdModel): string {
  if (m.snakefall) return writeSnakefallModel(m);
  const chars = m.terrain.map((row) => [...row] as string[]);
  if (m.dialect === 'classic') {
    const out = chars.map((row) => row.map((t) => CLASSIC_OUT[t as Terrain] ?? '-'));
    for (const s of m.snakes) {
      const alphabet = CLASSIC_ALPHABETS.find((a) => a.includes(s.label)) ?? CLASSIC_ALPHABETS[0]!;
      s.cells.forEach(([r, c], i) => {
        const row = out[r];
        if (row) row[c] = alphabet[i] ?? '?';
      });
    }
    return out.map((row) => row.join('')).join('\n') + '\n';
  }
  for (const s of m.snakes)
    s.cells.forEach(([r, c], i) => {
      const row = chars[r];
      if (!row) return;
      if (i === 0) row[c] = s.label;
      else {
        const [pr, pc] = s.cells[i - 1]!;
        row[c] = pr < r ? '^' : pr > r ? 'v' : pc < c ? '<' : '>';
      }
    });
  for (const b of m.blocks) for (const [r, c] of b.cells) if (chars[r]) chars[r]![c] = b.id;
  return chars.map((row) => row.join('')).join('\n') + '\n';
}

/** Switch to the jsnell dialect, relabelling snakes, when the model needs it. */
export function settleDialect(m: SnakebirdModel): SnakebirdModel {
  if (m.dialect === 'jsnell' || !needsJsnell(m)) return m;
  const labels = LABELS.jsnell;
  return { ...m, dialect: 'jsnell', snakes: m.snakes.slice(0, labels.length).map((s, i) => ({ ...s, label: labels[i]! })) };
}

/** Remove whatever piece occupies a cell: a whole snake, or the cell of a block. */
export function clearPieceAt(m: SnakebirdModel, r: number, c: number): SnakebirdModel {
  const hit = (cell: Cell) => cell[0] === r && cell[1] === c;
  const snakes = m.snakes.filter((s) => !s.cells.some(hit));
  const blocks = m.blocks.map((b) => ({ ...b, cells: b.cells.filter((x) => !hit(x)) })).filter((b) => b.cells.length > 0);
  if (snakes.length === m.snakes.length && blocks.every((b, i) => b.cells.length === m.blocks[i]?.cells.length) && blocks.length === m.blocks.length)
    return m;
  return { ...m, snakes, blocks };
}

export function setTerrain(m: SnakebirdModel, r: number, c: number, t: Terrain): SnakebirdModel {
  const cleared = t === ' ' ? m : clearPieceAt(m, r, c);
  if (cleared.terrain[r]?.[c] === t) return cleared;
  return { ...cleared, terrain: cleared.terrain.map((row, i) => (i === r ? row.map((x, j) => (j === c ? t : x)) : row)) };
}

export function freeLabel(m: SnakebirdModel): string | null {
  return LABELS[m.dialect].find((l) => !m.snakes.some((s) => s.label === l)) ?? null;
}

/** Start a snake whose head is at (r, c). Null when every label is taken. */
export function startSnake(m: SnakebirdModel, r: number, c: number): { model: SnakebirdModel; label: string } | null {
  const label = freeLabel(m);
  if (label === null) return null;
  const base = setTerrain(clearPieceAt(m, r, c), r, c, ' ');
  return { model: { ...base, snakes: [...base.snakes, { label, cells: [[r, c]] }] }, label };
}

/** Grow the snake by a cell next to its tail (drawing from the head along the body). */
export function extendSnake(m: SnakebirdModel, label: string, r: number, c: number): SnakebirdModel {
  const snake = m.snakes.find((s) => s.label === label);
  const tail = snake?.cells[snake.cells.length - 1];
  if (!snake || !tail || Math.abs(tail[0] - r) + Math.abs(tail[1] - c) !== 1) return m;
  if (snake.cells.some(([sr, sc]) => sr === r && sc === c)) return m;
  const base = setTerrain(clearPieceAt(m, r, c), r, c, ' ');
  return { ...base, snakes: base.snakes.map((s) => (s.label === label ? { ...s, cells: [...s.cells, [r, c] as Cell] } : s)) };
}

export function addBlockCell(m: SnakebirdModel, id: string, r: number, c: number): SnakebirdModel {
  const base = settleDialect(setTerrain(clearPieceAt(m, r, c), r, c, ' '));
  const exists = base.blocks.some((b) => b.id === id);
  const blocks = exists
    ? base.blocks.map((b) => (b.id === id ? { ...b, cells: [...b.cells, [r, c] as Cell] } : b))
    : [...base.blocks, { id, cells: [[r, c] as Cell] }];
  return settleDialect({ ...base, blocks });
}

export function relabel(m: SnakebirdModel, from: string, to: string): SnakebirdModel {
  if (m.snakes.some((s) => s.label === to)) return m;
  return { ...m, snakes: m.snakes.map((s) => (s.label === from ? { ...s, label: to } : s)) };
}

export function resizeSnakebird(m: SnakebirdModel, side: Side, delta: 1 | -1): SnakebirdModel {
  const terrain = resizeGrid(m.terrain, side, delta, ' ' as Terrain, { rows: SNAKEBIRD_MAX, cols: SNAKEBIRD_MAX });
  if (terrain.length === m.terrain.length && terrain[0]?.length === m.terrain[0]?.length) return m;
  const { dr, dc } = shiftFor(side, delta);
  const rows = terrain.length;
  const cols = terrain[0]?.length ?? 0;
  const move = (cells: Cell[]) => cells.map(([r, c]) => [r + dr, c + dc] as Cell);
  const inside = (cells: Cell[]) => cells.every(([r, c]) => r >= 0 && c >= 0 && r < rows && c < cols);
  return {
    ...m,
    terrain,
    snakes: m.snakes.map((s) => ({ ...s, cells: move(s.cells) })).filter((s) => inside(s.cells)),
    blocks: m.blocks
      .map((b) => ({ ...b, cells: move(b.cells).filter(([r, c]) => r >= 0 && c >= 0 && r < rows && c < cols) }))
      .filter((b) => b.cells.length > 0),
  };
}

/** What a cell holds, for drawing and for screen readers. */
export function describeCell(m: SnakebirdModel, r: number, c: number): { text: string; glyph: string; piece?: string } {
  for (const s of m.snakes) {
    const i = s.cells.findIndex(([sr, sc]) => sr === r && sc === c);
    if (i === 0) return { text: `head of snake ${s.label}`, glyph: s.label, piece: s.label };
    if (i > 0) return { text: `body of snake ${s.label}`, glyph: '•', piece: s.label };
  }
  for (const b of m.blocks)
    if (b.cells.some(([br, bc]) => br === r && bc === c)) return { text: `block ${b.id}`, glyph: b.id, piece: `block-${b.id}` };
  const t = m.terrain[r]?.[c] ?? ' ';
  const names: Record<Terrain, [string, string]> = {
    ' ': ['empty', ''], '.': ['wall', ''], '#': ['spikes', '▲'], '~': ['water', '≈'], O: ['fruit', '●'], '*': ['exit', '✱'], T: ['teleporter', '◎'],
  };
  const [text, glyph] = names[t];
  return { text, glyph };
}
