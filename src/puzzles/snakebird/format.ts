// The three Snakebird text formats of RULES.md §5 (classic, jsnell, apocalyptech), and the
// detection that also hands Snakefall links (snakefall.ts) and M-FF-M grids (mffm.ts) to their
// readers, into one level model. make() writes classic for an open world and jsnell for a
// closed one (a Snakefall level as its link): together they hold every piece, and they are the
// formats the editor and links use (docs/families/snakebird.md).
import type { Parsed, ParseError } from '../types.ts';
import { characterAt, count, emptyLevel, fail, tooManyRows, tooWide, failWhole, gridPlaces, isParseError, quotedCharacter, shown, sourceLines, wholeLevelError, type SourceLine, type TextPlaces } from '../text.ts';
import { worldSize } from './rules.ts';
import { MAX_SNAKEBIRD_SIDE } from './limits.ts';
import { fitsMffm, looksLikeMffm, makeMffm, mffmPlaces, parseMffm } from './mffm.ts';
import { looksLikeSnakefall, makeSnakefall, parseSnakefall, snakefallPlaces } from './snakefall.ts';
import { markedUnfinished, noExit, noSnakebird, UNFINISHED_MARK } from './unfinishedMark.ts';

/** ' ' empty, '#' wall, '^' spikes, '~' water, '*' exit, 'T' teleporter pad */
export type Terrain = ' ' | '#' | '^' | '~' | '*' | 'T';

export interface SnakebirdPiece {
  /** a snake's label (its head letter) or a block's digit */
  label: string;
  /** [row, col] pairs, 0-based; a snake's head first */
  cells: [number, number][];
}

/** A block's shape: its cells from its first; blocks of one shape are interchangeable (the search sorts them). */
export const blockShape = (block: SnakebirdPiece): string => block.cells.map(([r, c]) => `${r - block.cells[0]![0]},${c - block.cells[0]![1]}`).join(' ');

export interface SnakebirdLevel {
  rows: number;
  cols: number;
  /** classic: open to the left, right and above; a snake falling below the last row dies */
  open: boolean;
  /** terrain rows, each `cols` long */
  terrain: string[];
  fruit: [number, number][];
  snakes: SnakebirdPiece[];
  blocks: SnakebirdPiece[];
  /** the rules it is played by: the game's (absent) or Snakefall's (snakefall.ts, docs/families/snakebird.md) */
  rules?: 'snakefall';
}

export { MAX_SNAKEBIRD_SIDE } from './limits.ts';

export const SNAKEBIRD_FORMATS = ['classic', 'jsnell', 'apocalyptech', 'snakefall', 'mffm'] as const;
export type SnakebirdFormat = (typeof SNAKEBIRD_FORMATS)[number];

const key = (r: number, c: number) => r * 4096 + c;
const NEIGHBOURS: [number, number][] = [[0, -1], [0, 1], [-1, 0], [1, 0]];

/**
 * An open map with the open space around it (room for its snakes and fruit) is at most this
 * many cells, so that drawing or playing it allocates at most a few megabytes.
 */
const MAX_SNAKEBIRD_WORLD = 1_048_576;

export function detectFormat(text: string): SnakebirdFormat {
  if (looksLikeSnakefall(text)) return 'snakefall';
  if (looksLikeMffm(text)) return 'mffm';
  const read = sourceLines(text);
  // a text past the caps is refused by whichever reader gets it
  if (isParseError(read)) return 'jsnell';
  const lines = read.map((l) => l.text);
  if (lines.some((l) => /^Level:/.test(l))) return 'apocalyptech';
  // jsnell draws walls '.', water '~' and bodies '<' '>', which classic has no use for; classic
  // draws empty cells '-', fruit '+' and snakes A…, a… whose letters jsnell does not use, or
  // (a lone snake 0…) has no jsnell head R G B Y at all
  const jsnellOnly = lines.some((l) => /[.~<>]/.test(l));
  const classicOnly = lines.some((l) => /[-+AC-FH-NPQSU-XZa-uw-z]/.test(l));
  const jsnellHead = lines.some((l) => /[RGBY]/.test(l));
  if (!jsnellOnly && (classicOnly || !jsnellHead)) return 'classic';
  return 'jsnell';
}

interface Grid {
  lines: SourceLine[];
  chars: string[][];
  rows: number;
  cols: number;
}

/** The lines as a rows×cols grid padded with `pad`, or the error for a map past the caps, checked first. */
function gridOf(lines: SourceLine[], pad: string): Grid | ParseError {
  if (lines.length > MAX_SNAKEBIRD_SIDE) {
    return { line: lines[MAX_SNAKEBIRD_SIDE]!.line, column: 1, message: tooManyRows('the map', lines.length, MAX_SNAKEBIRD_SIDE) };
  }
  let cols = 0;
  for (const l of lines) {
    if (l.text.length > MAX_SNAKEBIRD_SIDE) {
      return { line: l.line, column: MAX_SNAKEBIRD_SIDE + 1, message: tooWide('a row of the map', l.text.length, MAX_SNAKEBIRD_SIDE, 'columns') };
    }
    cols = Math.max(cols, l.text.length);
  }
  return paddedGrid(lines, cols, pad);
}

function paddedGrid(lines: SourceLine[], cols: number, pad: string): Grid {
  return { lines, rows: lines.length, cols, chars: lines.map((l) => Array.from({ length: cols }, (_, c) => l.text[c] ?? pad)) };
}

/** What an unfinished level lacks, in the words of the mark's line ('no snakebird, no exit'); '' for a finished one. */
export function unfinishedWords(level: SnakebirdLevel): string {
  const lacks = [...(level.snakes.length === 0 ? ['no snakebird'] : []), ...(level.terrain.some((row) => row.includes('*')) ? [] : ['no exit'])];
  return lacks.join(', ');
}

/** Checks every level needs: a snake, an exit (both of the level as a whole, unless the text says it is unfinished), teleporter pads in a pair. */
function checkPieces(level: SnakebirdLevel, at: (r: number, c: number) => { line: number; column: number }, unfinished: boolean): ParseError | null {
  if (level.snakes.length === 0 && !unfinished) return wholeLevelError(noSnakebird('drawn on the map'));
  const pads: [number, number][] = [];
  let exits = 0;
  level.terrain.forEach((row, r) => [...row].forEach((ch, c) => (ch === 'T' ? pads.push([r, c]) : ch === '*' ? exits++ : 0)));
  if (exits === 0 && !unfinished) return wholeLevelError(noExit("a '*' on the map"));
  if (pads.length === 1) return { ...at(pads[0]![0], pads[0]![1]), message: 'a lone teleporter pad: teleporters come in pairs' };
  if (pads.length > 2) return { ...at(pads[2]![0], pads[2]![1]), message: 'a third teleporter pad: a level has at most one pair' };
  return null;
}

/**
 * Where an empty line lies between a letter's two rows, the words that say the text may hold a
 * second level after it (two maps pasted one after the other read as one map, rows apart); ''
 * where none does.
 */
function secondMapWords(lines: SourceLine[], firstRow: number, row: number): string {
  for (let r = firstRow + 1; r < row; r++) {
    if (lines[r]!.text === '') return ` (a second level after the empty line ${lines[r]!.line}? A level's text holds one level; several go in a levels file, as My levels exports them)`;
  }
  return '';
}

/** classic: '-' empty, '#' wall, '^' spikes, '+' fruit, '*' exit; a snake is a run A, B, C… (or a…, 0…) */
export function parseClassic(text: string): Parsed<SnakebirdLevel> {
  const lines = sourceLines(text);
  if (isParseError(lines)) return { ok: false, error: lines };
  if (lines.length === 0) return fail(1, 1, emptyLevel("the map, rows of - # ^ + * and snakes' letters"));
  const g = gridOf(lines, '-');
  if ('message' in g) return fail(g.line, g.column, g.message);
  const level: SnakebirdLevel = { rows: g.rows, cols: g.cols, open: true, terrain: [], fruit: [], snakes: [], blocks: [] };
  const letters = new Map<string, [number, number]>();
  for (let r = 0; r < g.rows; r++) {
    let row = '';
    for (let c = 0; c < g.cols; c++) {
      const ch = g.chars[r]![c]!;
      const pos = { line: lines[r]!.line, column: c + 1 };
      if (ch === '-' || ch === ' ') row += ' ';
      else if (ch === '#') row += '#';
      else if (ch === '^') row += '^';
      else if (ch === '*') row += '*';
      else if (ch === '+') {
        row += ' ';
        level.fruit.push([r, c]);
      } else if (/[A-Za-z0-9]/.test(ch)) {
        row += ' ';
        if (letters.has(ch)) return fail(pos.line, pos.column, `'${ch}' appears twice: each snake segment letter is used once${secondMapWords(lines, letters.get(ch)![0], r)}`);
        letters.set(ch, [r, c]);
      } else return fail(pos.line, pos.column, `unknown character ${quotedCharacter(characterAt(g.chars[r]!.join(''), c))}; expected - # ^ + * or snake letters A-Z, a-z, 0-9`);
    }
    level.terrain.push(row);
  }
  const claimed = new Set<string>();
  for (const alphabet of ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz', '0123456789']) {
    if (![...alphabet].some((ch) => letters.has(ch))) continue;
    const head = alphabet[0]!;
    if (!letters.has(head)) {
      const ch = [...alphabet].find((x) => letters.has(x))!;
      const [r, c] = letters.get(ch)!;
      return fail(lines[r]!.line, c + 1, `segment '${ch}' has no head: a snake is written ${alphabet.slice(0, 3).split('').join(', ')}… from its head, and there is no '${head}'`);
    }
    const cells: [number, number][] = [];
    for (const ch of alphabet) {
      const cell = letters.get(ch);
      if (!cell) break;
      const prev = cells[cells.length - 1];
      if (prev && Math.abs(prev[0] - cell[0]) + Math.abs(prev[1] - cell[1]) !== 1) {
        return fail(lines[cell[0]]!.line, cell[1] + 1, `segment '${ch}' does not touch the segment before it`);
      }
      cells.push(cell);
      claimed.add(ch);
    }
    level.snakes.push({ label: head, cells });
  }
  for (const [ch, [r, c]] of letters) {
    if (!claimed.has(ch)) return fail(lines[r]!.line, c + 1, `segment '${ch}' is not joined to its snake: a letter between it and the head is missing`);
  }
  const problem = checkPieces(level, (r, c) => ({ line: lines[r]!.line, column: c + 1 }), markedUnfinished(text));
  if (problem) return { ok: false, error: problem };
  const world = worldSize(level);
  if (world.W * world.H > MAX_SNAKEBIRD_WORLD) {
    return failWhole(
      `with room for its ${count(level.fruit.length)} fruit and its snakes to move, this open map is ${count(world.W)} × ${count(world.H)} = ${count(world.W * world.H)} cells; at most ${count(MAX_SNAKEBIRD_WORLD)} are read`,
    );
  }
  return { ok: true, level };
}

/** Trace arrow bodies from heads: a segment is the neighbour whose arrow points back. */
function traceBodies(
  g: Grid,
  heads: { label: string; r: number; c: number }[],
  arrows: Map<number, string>,
  arrowsTo: Record<string, [number, number]>,
): { snakes: SnakebirdPiece[] } | ParseError {
  const taken = new Set<number>();
  const snakes: SnakebirdPiece[] = [];
  for (const h of heads) {
    const cells: [number, number][] = [[h.r, h.c]];
    for (;;) {
      const [r, c] = cells[cells.length - 1]!;
      const next = NEIGHBOURS.map(([dr, dc]) => [r + dr, c + dc] as [number, number]).filter(([nr, nc]) => {
        const a = arrows.get(key(nr, nc));
        if (!a || taken.has(key(nr, nc))) return false;
        const [tr, tc] = arrowsTo[a]!;
        return nr + tr === r && nc + tc === c;
      });
      if (next.length === 0) break;
      if (next.length > 1) {
        const [nr, nc] = next[1]!;
        return { line: g.lines[nr]!.line, column: nc + 1, message: `two body segments point at the same segment of snake ${h.label}` };
      }
      taken.add(key(next[0]![0], next[0]![1]));
      cells.push(next[0]!);
    }
    snakes.push({ label: h.label, cells });
  }
  for (const [k] of arrows) {
    if (!taken.has(k)) {
      const r = Math.floor(k / 4096);
      const c = k % 4096;
      return { line: g.lines[r]!.line, column: c + 1, message: `body segment '${arrows.get(k)}' points at no snake segment` };
    }
  }
  return { snakes };
}

interface Dialect {
  empty: string[];
  wall: string;
  spikes: string;
  water: string;
  fruit: string;
  exit: string;
  teleporter: string;
  heads: string;
  arrows: Record<string, [number, number]>;
  expected: string;
}

const JSNELL: Dialect = {
  empty: [' '],
  wall: '.',
  spikes: '#',
  water: '~',
  fruit: 'O',
  exit: '*',
  teleporter: 'T',
  heads: 'RGBY',
  arrows: { '>': [0, 1], '<': [0, -1], '^': [-1, 0], v: [1, 0] },
  expected: "' ' . # ~ O * T, a head R G B, a body < > ^ v or a block digit",
};

const APOCALYPTECH: Dialect = {
  empty: [' ', '.', '_'],
  wall: 'w',
  spikes: '%',
  water: '~',
  fruit: 'F',
  exit: 'E',
  teleporter: 'T',
  heads: 'RGBY',
  arrows: { '>': [0, 1], '<': [0, -1], '^': [-1, 0], V: [1, 0] },
  expected: "' ' w % ~ F E T, a head R G B Y, a body < ^ > V or a block digit",
};

function parseGrid(g: Grid, d: Dialect, open: boolean, unfinished: boolean): Parsed<SnakebirdLevel> {
  const level: SnakebirdLevel = { rows: g.rows, cols: g.cols, open, terrain: [], fruit: [], snakes: [], blocks: [] };
  const heads: { label: string; r: number; c: number }[] = [];
  const arrows = new Map<number, string>();
  const blocks = new Map<string, [number, number][]>();
  for (let r = 0; r < g.rows; r++) {
    let row = '';
    for (let c = 0; c < g.cols; c++) {
      const ch = g.chars[r]![c]!;
      const at = () => ({ line: g.lines[r]?.line ?? 1, column: c + 1 });
      if (d.empty.includes(ch)) row += ' ';
      else if (ch === d.wall) row += '#';
      else if (ch === d.spikes) row += '^';
      else if (ch === d.water) row += '~';
      else if (ch === d.exit) row += '*';
      else if (ch === d.teleporter) row += 'T';
      else if (ch === d.fruit) {
        row += ' ';
        level.fruit.push([r, c]);
      } else if (d.heads.includes(ch)) {
        row += ' ';
        if (heads.some((h) => h.label === ch)) return fail(at().line, at().column, `two snakes with the label '${ch}'`);
        heads.push({ label: ch, r, c });
      } else if (d.arrows[ch]) {
        row += ' ';
        arrows.set(key(r, c), ch);
      } else if (/[0-9]/.test(ch)) {
        row += ' ';
        const block = blocks.get(ch);
        if (block) block.push([r, c]);
        else blocks.set(ch, [[r, c]]);
      } else {
        return fail(at().line, at().column, `unknown character ${quotedCharacter(characterAt(g.chars[r]!.join(''), c))}; expected ${d.expected}`);
      }
    }
    level.terrain.push(row);
  }
  const traced = traceBodies(g, heads, arrows, d.arrows);
  if ('message' in traced) return fail(traced.line, traced.column, traced.message);
  level.snakes = traced.snakes;
  level.blocks = [...blocks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([label, cells]) => ({ label, cells }));
  const problem = checkPieces(level, (r, c) => ({ line: g.lines[r]?.line ?? 1, column: c + 1 }), unfinished);
  return problem ? { ok: false, error: problem } : { ok: true, level };
}

export function parseJsnell(text: string): Parsed<SnakebirdLevel> {
  const lines = sourceLines(text);
  if (isParseError(lines)) return { ok: false, error: lines };
  if (lines.length === 0) return fail(1, 1, emptyLevel('the map, rows of . # ~ O * T, heads R G B and bodies < > ^ v'));
  const g = gridOf(lines, ' ');
  return 'message' in g ? fail(g.line, g.column, g.message) : parseGrid(g, JSNELL, false, markedUnfinished(text));
}

/**
 * apocalyptech: directive lines, `Level: name`, then a ragged grid. The map gets 4 empty
 * columns left and right and 1 empty row above and below, then a frame of water.
 */
export function parseApocalyptech(text: string): Parsed<SnakebirdLevel> {
  const lines = sourceLines(text);
  if (isParseError(lines)) return { ok: false, error: lines };
  if (lines.length === 0) return fail(1, 1, emptyLevel("a 'Level: name' line, then the map"));
  const at = levelLine(lines);
  if (at < 0) return fail(1, 1, "expected a 'Level: name' line before the map");
  // sourceLines has dropped the blank lines at the end
  const map = lines.slice(at + 1);
  if (map.length === 0) return fail(lines[at]!.line + 1, 1, "expected the map after the 'Level:' line");
  const inner = gridOf(map, ' ');
  if ('message' in inner) return fail(inner.line, inner.column, inner.message);
  // frame: water, then 1 empty row / 4 empty columns around the drawn map
  const cols = inner.cols + 2 * FRAME_LEFT;
  const water = '~'.repeat(cols);
  const emptyRow = `~${' '.repeat(cols - 2)}~`;
  const rows = [water, emptyRow, ...inner.chars.map((r) => `~    ${r.join('')}    ~`), emptyRow, water];
  // each row of the map keeps its own line (comments may stand between them); the frame takes the nearest
  const frameLines: SourceLine[] = rows.map((text, i) => ({ line: map[Math.min(Math.max(i - FRAME_TOP, 0), map.length - 1)]!.line, text }));
  const parsed = parseGrid(paddedGrid(frameLines, cols, ' '), APOCALYPTECH, false, markedUnfinished(text));
  if (!parsed.ok && !parsed.error.whole) {
    // report columns in the file's own terms
    const e = parsed.error;
    return fail(e.line, Math.max(1, e.column - FRAME_LEFT), e.message);
  }
  return parsed;
}

/** apocalyptech's frame: rows (water, then empty) above the drawn map, and columns (water, then 4 empty) left of it */
const FRAME_TOP = 2;
const FRAME_LEFT = 5;
/** the index of apocalyptech's 'Level: name' line, after which its map is drawn; -1 without one */
const levelLine = (lines: readonly SourceLine[]) => lines.findIndex((l) => /^Level:/.test(l.text));

/**
 * Where the reader of `format` (or of the format the text is detected as) reads each cell of
 * the level in its text, to place a validation problem there (PuzzleFamily.placeInText); null
 * where the text does not read.
 */
export function snakebirdPlaces(text: string, format?: string): TextPlaces | null {
  const f = format ?? detectFormat(text);
  if (f === 'snakefall') return snakefallPlaces(text);
  if (f === 'mffm') return mffmPlaces(text);
  const lines = sourceLines(text);
  if (isParseError(lines)) return null;
  if (f !== 'apocalyptech') return { cell: gridPlaces(lines) };
  const at = levelLine(lines);
  if (at < 0) return null;
  const map = lines.slice(at + 1);
  return { cell: gridPlaces(map, FRAME_TOP, FRAME_LEFT, map.reduce((widest, l) => Math.max(widest, l.text.length), 0)) };
}

export function parseSnakebird(text: string, format?: string): Parsed<SnakebirdLevel> {
  const f = format ?? detectFormat(text);
  if (f === 'classic') return parseClassic(text);
  if (f === 'apocalyptech') return parseApocalyptech(text);
  if (f === 'jsnell') return parseJsnell(text);
  if (f === 'snakefall') return parseSnakefall(text);
  if (f === 'mffm') return parseMffm(text);
  return fail(1, 1, `unknown format '${shown(f)}'; expected one of ${SNAKEBIRD_FORMATS.join(', ')}`);
}

/** Can the classic format hold this level? (open world, its pieces, its label alphabets) */
function fitsClassic(level: SnakebirdLevel): boolean {
  if (!level.open || level.blocks.length > 0) return false;
  if (level.terrain.some((row) => /[~T]/.test(row))) return false;
  const alphabets = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz', '0123456789'];
  return level.snakes.every((s) => {
    const a = alphabets.find((x) => x[0] === s.label);
    return a !== undefined && s.cells.length <= a.length;
  });
}

/**
 * Does jsnell draw this closed level whole? Its reader drops the spaces at the end of a line and
 * the blank lines at the end, so the last row and the last column must draw something; and a
 * cell draws one thing, so no piece or fruit may stand on a tile (M-FF-M's state line puts the
 * exit and the portals under pieces).
 */
function fitsJsnell(level: SnakebirdLevel): boolean {
  const { rows, cols, terrain } = level;
  const covered = [...level.fruit, ...level.snakes.flatMap((s) => s.cells), ...level.blocks.flatMap((b) => b.cells)];
  if (covered.some(([r, c]) => terrain[r]?.[c] !== ' ')) return false;
  const lastRow = terrain[rows - 1]!.trimEnd() !== '' || covered.some(([r]) => r === rows - 1);
  const lastCol = terrain.some((row) => row[cols - 1] !== ' ') || covered.some(([, c]) => c === cols - 1);
  return lastRow && lastCol;
}

/**
 * The format make() writes a level in: a Snakefall link for a level under Snakefall's rules;
 * classic where it holds the level; else jsnell, or M-FF-M's grid for a closed level jsnell
 * would lose part of (as one read from that grid may be).
 */
export function writtenFormat(level: SnakebirdLevel): 'snakefall' | 'mffm' | 'classic' | 'jsnell' {
  if (level.rules === 'snakefall') return 'snakefall';
  // (M-FF-M's reader knows no unfinished mark: such a level is written as jsnell)
  if (!level.open && !fitsJsnell(level) && fitsMffm(level) && level.snakes.length > 0) return 'mffm';
  return fitsClassic(level) ? 'classic' : 'jsnell';
}

export function makeSnakebird(level: SnakebirdLevel): string {
  const lacks = unfinishedWords(level);
  return lacks ? `${UNFINISHED_MARK}: ${lacks}\n${makeFinished(level)}` : makeFinished(level);
}

function makeFinished(level: SnakebirdLevel): string {
  const format = writtenFormat(level);
  if (format === 'snakefall') return `${makeSnakefall(level)}\n`;
  if (format === 'mffm') return makeMffm(level);
  const grid = level.terrain.map((row) => [...row]);
  const classic = format === 'classic';
  const T: Record<string, string> = classic
    ? { ' ': '-', '#': '#', '^': '^', '*': '*' }
    : { ' ': ' ', '#': '.', '^': '#', '~': '~', '*': '*', T: 'T' };
  for (const row of grid) for (let c = 0; c < row.length; c++) row[c] = T[row[c]!] ?? row[c]!;
  for (const [r, c] of level.fruit) grid[r]![c] = classic ? '+' : 'O';
  for (const b of level.blocks) for (const [r, c] of b.cells) grid[r]![c] = b.label;
  for (const s of level.snakes) {
    s.cells.forEach(([r, c], i) => {
      if (classic) {
        grid[r]![c] = String.fromCharCode(s.label.charCodeAt(0) + i);
      } else if (i === 0) grid[r]![c] = s.label;
      else {
        const [pr, pc] = s.cells[i - 1]!;
        grid[r]![c] = pr < r ? '^' : pr > r ? 'v' : pc < c ? '<' : '>';
      }
    });
  }
  return `${grid.map((r) => r.join('')).join('\n')}\n`;
}
