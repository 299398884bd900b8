// The grid format of github M-FF-M/snakebird (MIT; `js/GameState.md`, read by its
// `js/GameState.js`), read into the Snakebird level model under the game's rules, in a closed
// world: its board blocks on the left, right and top and lets things fall out at the bottom.
//
//   9 11                 optional: height and width
//   .......X...          X the exit ($ or ? once won or lost), @ fruit, # wall, | spikes,
//   ...........          * portal, . empty, A-U a snake's head, < > v ^ its body (each
//   .#......B<<          pointing at the segment nearer the head), a-u a block's cells
//   .......G<<^
//   #########..
//   7 0 not over         optional: the exit's x (column) and y (row), the game's state, and
//                        optionally the two portals' x y x y
import type { Parsed } from '../types.ts';
import type { SnakebirdLevel, SnakebirdPiece } from './format.ts';
import type { ParseError } from '../types.ts';
import { emptyLevel, fail, failWhole, tooManyRows, tooWide, gridPlaces, isParseError, quotedCharacter, sourceLines, type SourceLine, type TextPlaces } from '../text.ts';
import { MAX_SNAKEBIRD_SIDE } from './limits.ts';
import { noExit, noSnakebird } from './unfinishedMark.ts';

const SIZE_LINE = /^(\d{1,4}) (\d{1,4})$/;
const STATE_LINE = /^(\d{1,4}) (\d{1,4}) (won|lost|not over)(?: (\d{1,4}) (\d{1,4}) (\d{1,4}) (\d{1,4}))?$/;
const CELL = /^[X$?@#|*.<>v^A-Ua-u]$/;
/** what GameState.js follows from a segment: the neighbour right, left, below, above whose arrow points back */
const BODY_STEPS: [number, number, string][] = [[0, 1, '<'], [0, -1, '>'], [1, 0, '^'], [-1, 0, 'v']];
/** our labels: the jsnell format (which make() writes for a closed world) names at most these */
const SNAKE_LABELS = 'RGBY';
const BLOCK_LABELS = '0123456789';

interface Split {
  grid: SourceLine[];
  size: SourceLine | null;
  state: SourceLine | null;
}

function split(text: string): Split | ParseError {
  const read = sourceLines(text);
  if (isParseError(read)) return read;
  // leading blank lines dropped (sourceLines already drops trailing ones)
  const first = read.findIndex((l) => l.text !== '');
  const lines = first < 0 ? [] : read.slice(first);
  const size = lines[0] && SIZE_LINE.test(lines[0].text) ? lines[0] : null;
  const last = lines[lines.length - 1];
  const state = last && last !== size && STATE_LINE.test(last.text) ? last : null;
  return { grid: lines.slice(size ? 1 : 0, state ? -1 : undefined), size, state };
}

/** A grid of M-FF-M's characters only (no spaces, no '-'), with its size line, state line or a character of its own. */
export function looksLikeMffm(text: string): boolean {
  const parts = split(text);
  if (!('grid' in parts)) return false;
  const { grid, size, state } = parts;
  if (grid.length === 0 || !grid.every((l) => l.text !== '' && [...l.text].every((ch) => CELL.test(ch)))) return false;
  // a size line alone does not tell: a jsnell map may start with a row of blocks such as `2 5`
  return state !== null || grid.some((l) => /[X$?@|]/.test(l.text)) || (size !== null && grid.some((l) => /[AC-FH-NPQSUa-u]/.test(l.text)));
}

export function parseMffm(text: string): Parsed<SnakebirdLevel> {
  const parts = split(text);
  if (!('grid' in parts)) return { ok: false, error: parts };
  const { grid, size, state } = parts;
  if (grid.length === 0) return fail(1, 1, emptyLevel('the map, rows of . # | @ X * and snakes'));
  const rows = grid.length;
  const cols = grid[0]!.text.length;
  if (size) {
    const [, h, w] = SIZE_LINE.exec(size.text)!;
    if (Number(h) !== rows) return fail(size.line, 1, `the size line says ${h} rows, but the map has ${rows}`);
    if (Number(w) !== cols) return fail(size.line, h!.length + 2, `the size line says ${w} columns, but the map's first row has ${cols}`);
  }
  // the caps of every format (docs/LIMITS.md), so that make() can write what is read as jsnell
  if (rows > MAX_SNAKEBIRD_SIDE) return fail(grid[MAX_SNAKEBIRD_SIDE]!.line, 1, tooManyRows('the map', rows, MAX_SNAKEBIRD_SIDE));
  if (cols > MAX_SNAKEBIRD_SIDE) return fail(grid[0]!.line, MAX_SNAKEBIRD_SIDE + 1, tooWide('a row of the map', cols, MAX_SNAKEBIRD_SIDE, 'columns'));
  const bad = grid.find((l) => l.text.length !== cols);
  if (bad) return fail(bad.line, Math.min(bad.text.length, cols) + 1, `every row has ${cols} cells, as the first; this one has ${bad.text.length}`);

  const terrain: string[][] = [];
  const fruit: [number, number][] = [];
  const heads: { letter: string; r: number; c: number }[] = [];
  const blockCells = new Map<string, [number, number][]>();
  const arrows = new Map<number, string>();
  const exits: [number, number][] = [];
  const pads: [number, number][] = [];
  for (let r = 0; r < rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < cols; c++) {
      const ch = grid[r]!.text[c]!;
      let t = ' ';
      if (ch === '#') t = '#';
      else if (ch === '|') t = '^';
      else if (ch === 'X' || ch === '$' || ch === '?') exits.push([r, c]);
      else if (ch === '*') pads.push([r, c]);
      else if (ch === '@') fruit.push([r, c]);
      else if ('<>v^'.includes(ch)) arrows.set(r * cols + c, ch);
      else if (/[A-U]/.test(ch)) {
        if (heads.some((h) => h.letter === ch)) return fail(grid[r]!.line, c + 1, `two snake heads '${ch}': each snake has one`);
        heads.push({ letter: ch, r, c });
      } else if (/[a-u]/.test(ch)) {
        // added to in place: copying the list for each cell is quadratic in a block's size
        const cells = blockCells.get(ch);
        if (cells) cells.push([r, c]);
        else blockCells.set(ch, [[r, c]]);
      }
      else if (ch !== '.') return fail(grid[r]!.line, c + 1, `unknown character ${quotedCharacter(String.fromCodePoint(grid[r]!.text.codePointAt(c)!))}; expected . # | @ X $ ? *, a head A-U, a body < > v ^ or a block a-u`);
      row.push(t);
    }
    terrain.push(row);
  }

  // the state line names the exit and the portals even when a piece covers them
  if (state) {
    const m = STATE_LINE.exec(state.text)!;
    // under a piece, on an empty cell or on its own tile: not on a wall, spikes or the other tile
    const at = (x: string, y: string, what: 'exit' | 'portal'): [number, number] | string => {
      const c = Number(x);
      const r = Number(y);
      if (r >= rows || c >= cols) return `the ${what} at x ${c}, y ${r} is off the ${rows}×${cols} map`;
      const drawn = grid[r]!.text[c]!;
      const clash = drawn === '#' ? 'a wall' : drawn === '|' ? 'spikes' : what === 'exit' && drawn === '*' ? 'a portal' : what === 'portal' && 'X$?'.includes(drawn) ? 'the exit' : null;
      return clash ? `the state line puts the ${what} at x ${c}, y ${r}, where the map draws ${clash}` : [r, c];
    };
    const exit = at(m[1]!, m[2]!, 'exit');
    if (typeof exit === 'string') return fail(state.line, 1, exit);
    if (exits.length > 0 && (exits[0]![0] !== exit[0] || exits[0]![1] !== exit[1])) {
      return fail(state.line, 1, `the state line puts the exit at x ${exit[1]}, y ${exit[0]}, but the map draws it at x ${exits[0]![1]}, y ${exits[0]![0]}`);
    }
    if (exits.length === 0) exits.push(exit);
    if (m[4] !== undefined) {
      const columnOfPads = m[1]!.length + m[2]!.length + m[3]!.length + 4;
      for (const [x, y] of [[m[4]!, m[5]!], [m[6]!, m[7]!]] as const) {
        const pad = at(x, y, 'portal');
        if (typeof pad === 'string') return fail(state.line, columnOfPads, pad);
        if (!pads.some(([r, c]) => r === pad[0] && c === pad[1])) pads.push(pad);
      }
    }
  }
  if (exits.length === 0) return failWhole(noExit("an X, or a last line 'x y not over'"));
  if (exits.length > 1) return fail(grid[exits[1]![0]]!.line, exits[1]![1] + 1, 'a second exit: this format has one');
  if (pads.length === 1 || pads.length > 2) return fail(grid[pads[pads.length - 1]![0]]?.line ?? 1, pads[pads.length - 1]![1] + 1, pads.length === 1 ? 'a lone portal: portals come in pairs' : 'a third portal: a level has at most one pair');
  for (const [r, c] of exits) terrain[r]![c] = '*';
  for (const [r, c] of pads) terrain[r]![c] = 'T';

  // bodies: from each head, the neighbour (right, left, below, above) whose arrow points back;
  // labels in the heads' letter order
  heads.sort((a, b) => a.letter.localeCompare(b.letter));
  if (heads.length === 0) return failWhole(noSnakebird('a head A-U'));
  if (heads.length > SNAKE_LABELS.length) {
    const h = heads[SNAKE_LABELS.length]!;
    return fail(grid[h.r]!.line, h.c + 1, `snake '${h.letter}' is one too many: we read at most ${SNAKE_LABELS.length} snakes from this format`);
  }
  const blockLetters = [...blockCells.keys()].sort();
  if (blockLetters.length > BLOCK_LABELS.length) {
    const [r, c] = blockCells.get(blockLetters[BLOCK_LABELS.length]!)![0]!;
    return fail(grid[r]!.line, c + 1, `block '${blockLetters[BLOCK_LABELS.length]}' is one too many: we read at most ${BLOCK_LABELS.length} blocks from this format`);
  }
  // a head drawn R, G, B or Y keeps its letter; the others take the letters left, in order
  const free = [...SNAKE_LABELS].filter((l) => !heads.some((h) => h.letter === l));
  const labels = heads.map((h) => (SNAKE_LABELS.includes(h.letter) ? h.letter : free.shift()!));
  const snakes: SnakebirdPiece[] = [];
  const claimed = new Set<number>();
  heads.forEach((h, i) => {
    const cells: [number, number][] = [[h.r, h.c]];
    for (;;) {
      const [r, c] = cells[cells.length - 1]!;
      const next = BODY_STEPS.map(([dr, dc, arrow]) => [r + dr, c + dc, arrow] as const).find(
        ([nr, nc, arrow]) => nr >= 0 && nc >= 0 && nr < rows && nc < cols && arrows.get(nr * cols + nc) === arrow && !claimed.has(nr * cols + nc),
      );
      if (!next) break;
      claimed.add(next[0] * cols + next[1]);
      cells.push([next[0], next[1]]);
    }
    snakes.push({ label: labels[i]!, cells });
  });
  for (const [k, ch] of arrows) {
    if (!claimed.has(k)) return fail(grid[Math.floor(k / cols)]!.line, (k % cols) + 1, `body segment '${ch}' points at no snake segment`);
  }
  // listed as the other closed formats list them (jsnell, which make() writes): in the reading order of their heads
  snakes.sort((a, b) => a.cells[0]![0] - b.cells[0]![0] || a.cells[0]![1] - b.cells[0]![1]);
  const blocks = blockLetters.map((letter, i) => ({ label: BLOCK_LABELS[i]!, cells: blockCells.get(letter)! }));
  return { ok: true, level: { rows, cols, open: false, terrain: terrain.map((r) => r.join('')), fruit, snakes, blocks } };
}

/** Where the reader reads each cell of the map (the grid's rows, between the size and state lines); null where the text does not read. */
export function mffmPlaces(text: string): TextPlaces | null {
  const parts = split(text);
  return 'grid' in parts ? { cell: gridPlaces(parts.grid, 0, 0, parts.grid[0]?.text.length ?? 0) } : null;
}

/**
 * Does this format hold the level whole, so that it reads back with the same pieces and labels?
 * A closed world without water, one exit, blocks labelled 0, 1, 2… in order (as they are read
 * back), and snakes labelled R, G, B, Y: Y (which no head can be drawn as) only with the other
 * three, for a head not drawn R, G or B takes the first of R, G, B, Y left.
 */
export function fitsMffm(level: SnakebirdLevel): boolean {
  if (level.open || level.rules !== undefined || level.blocks.length > BLOCK_LABELS.length) return false;
  if (!level.blocks.every((b, i) => b.label === BLOCK_LABELS[i])) return false;
  if (level.terrain.some((row) => row.includes('~')) || level.terrain.join('').split('*').length !== 2) return false;
  const labels = new Set(level.snakes.map((s) => s.label));
  if (labels.size !== level.snakes.length || ![...labels].every((l) => SNAKE_LABELS.includes(l))) return false;
  return !labels.has('Y') || labels.size === SNAKE_LABELS.length;
}

/**
 * The level in this format (for a closed world without water, which the format lacks), with
 * the size line and the state line naming the exit and the portals. Snakes keep their labels
 * when they are letters A-U; others take the letters left (not R, G or B, which would be kept
 * on reading); blocks become a, b, c… in order.
 */
export function makeMffm(level: SnakebirdLevel): string {
  const spare = [...'ACDEFHIJKLMNOPQSTU'].filter((l) => !level.snakes.some((s) => s.label === l));
  const heads = level.snakes.map((s) => (/^[A-U]$/.test(s.label) ? s.label : spare.shift() ?? s.label));
  const grid = level.terrain.map((row) => [...row].map((t) => ({ '#': '#', '^': '|', '*': 'X', T: '*' })[t] ?? '.'));
  for (const [r, c] of level.fruit) grid[r]![c] = '@';
  level.blocks.forEach((b, i) => b.cells.forEach(([r, c]) => (grid[r]![c] = String.fromCharCode(97 + i))));
  level.snakes.forEach((s, k) => {
    s.cells.forEach(([r, c], i) => {
      if (i === 0) grid[r]![c] = heads[k]!;
      else {
        const [pr, pc] = s.cells[i - 1]!;
        grid[r]![c] = pr < r ? '^' : pr > r ? 'v' : pc < c ? '<' : '>';
      }
    });
  });
  const exit = level.terrain.flatMap((row, r) => [...row].flatMap((t, c) => (t === '*' ? [`${c} ${r}`] : [])))[0] ?? '0 0';
  const pads = level.terrain.flatMap((row, r) => [...row].flatMap((t, c) => (t === 'T' ? [`${c} ${r}`] : [])));
  return `${level.rows} ${level.cols}\n${grid.map((r) => r.join('')).join('\n')}\n${exit} not over${pads.length === 2 ? ` ${pads.join(' ')}` : ''}\n`;
}
