// Snakefall's level links (github thejoshwolfe/snakefall, a.js), read into the Snakebird level
// model and written back. The facts of the format and of its rules are in
// docs/families/snakebird.md with the lines of a.js they come from; this code is our own.
//
// A link: `…#level=<header>&<height>&<width>?<map>/<objects>`, where the map is height×width
// tile digits row by row and each object is `s<id>?<cells>/`, `b<id>?<cells>/` or
// `f<id>?<cell>/`, cells as `r*width+c` joined by `&`. Runs of 4 or more equal characters may
// be written `*`, a length character and the character, anywhere in the string.
import type { Parsed, TextPosition } from '../types.ts';
import type { SnakebirdLevel, SnakebirdPiece } from './format.ts';
import { count, emptyLevel, fail, failWhole, isParseError, plural, shown, sourceLines, type SourceLine, type TextPlaces } from '../text.ts';
import { mapTooLarge, MAX_SNAKEBIRD_SIDE } from './limits.ts';
import { worldSize } from './rules.ts';
import { markedUnfinished, noExit, noSnakebird } from './unfinishedMark.ts';

export const SNAKEFALL_HEADER = 'HyRr4JK1';
/** the first version's header: fruit was map tile 3 rather than an object */
const SNAKEFALL_HEADER_V0 = '3tFRIoTU';
/** a run's length is this string's index of the character after `*` */
const RUN_LENGTHS = '----0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LONGEST_RUN = RUN_LENGTHS.length - 1;

/** Snakefall's tile digits and ours */
const TILE_OF_DIGIT: Record<string, string> = { '0': ' ', '1': '#', '2': '^', '4': '*', '5': 'T' };
const DIGIT_OF_TILE: Record<string, string> = { ' ': '0', '#': '1', '^': '2', '*': '4', T: '5' };
const FRUIT_TILE_V0 = '3';

/**
 * A snake's label is this string's character at its Snakefall id, so that id % 4 (its colour:
 * red, green, blue, yellow) survives a round trip, and every label is one character. A, a and
 * 0 are an open world's snakes, named and drawn Red, Green and Blue (colours.ts): they come
 * last, at ids 60, 61 and 62 (red, green and blue there too, so an exported open world keeps
 * its colours and its labels), since Snakefall's editor numbers a colour's snakes 4 apart (a.js
 * newSnake) and a level with three red ones (ids 0, 4, 8) had two "Red snakebirds", R and A,
 * drawn alike. Id 59 has no label (NO_LABEL): there are 59 other letters and digits.
 */
export const SNAKEFALL_LABELS = 'RGBYrgby8CDEFHIJKLMNOPQSTUVWXZ9cdefhijklmnopqstuvwxz1234567 Aa0';
const NO_LABEL = ' ';

/** Numbers (sizes, ids, cells) are read up to this many digits; a block keeps its id as its label. */
const MAX_DIGITS = 9;
/** a block label written back as its own id: a number as the reader makes it (no leading zero) */
const BLOCK_ID = new RegExp(`^(0|[1-9][0-9]{0,${MAX_DIGITS - 1}})$`);

/** A link (`#level=`), or a level that starts with one of Snakefall's headers. */
export function looksLikeSnakefall(text: string): boolean {
  if (text.includes('#level=')) return true;
  const lines = sourceLines(text);
  if (isParseError(lines)) return false;
  const first = lines.find((l) => l.text.trim() !== '');
  const start = first?.text.trimStart() ?? '';
  return start.startsWith(SNAKEFALL_HEADER) || start.startsWith(SNAKEFALL_HEADER_V0);
}

interface Char {
  ch: string;
  line: number;
  column: number;
}

type Failure = { line: number; column: number; message: string };

/** A run the level's characters cannot be read past: parseSnakefall says it as its error. */
class RunFailure {
  constructor(readonly failure: Failure) {}
}

/**
 * The level's characters, read one at a time as the parser asks for them: whitespace dropped,
 * runs written out, each with where it was in the text (a run's characters are all at its
 * `*`). The level starts after `#level=` when there is one, and ends at the next `#` (a replay).
 * Nothing is read past where the parser stops: 1 MiB of text that is no level is refused at
 * its header (building every character first took half a second, and 170 MB, before saying
 * so), and a level's length is bounded by its map and its objects' distinct cells, so no run
 * of runs can make it large.
 */
class LevelChars {
  private lineAt = 0;
  private i = 0;
  private begun: boolean;
  /** the character peek() gave and next() has not taken; undefined: not read yet; null: the end */
  private current: Char | null | undefined;
  private run: { char: Char; left: number } | null = null;
  private last: Char | null = null;

  constructor(
    private readonly lines: readonly SourceLine[],
    private readonly start: { line: number; column: number } | null,
  ) {
    this.begun = start === null;
  }

  /** The next character of the text as written (no run written out), or null at the level's end. */
  private raw(): Char | null {
    for (; this.lineAt < this.lines.length; this.lineAt++, this.i = 0) {
      const l = this.lines[this.lineAt]!;
      // by code point, so that a character quoted in a message is whole; columns count UTF-16 units
      while (this.i < l.text.length) {
        const ch = String.fromCodePoint(l.text.codePointAt(this.i)!);
        const column = this.i + 1;
        this.i += ch.length;
        // (`#level=` may end its line: the level then starts on the next)
        if (!this.begun) {
          if (l.line > this.start!.line || (l.line === this.start!.line && column >= this.start!.column)) this.begun = true;
          else continue;
        }
        if (ch === '#') {
          this.lineAt = this.lines.length;
          return null;
        }
        if (/\s/.test(ch)) continue;
        return { ch, line: l.line, column };
      }
    }
    return null;
  }

  /**
   * Which of `headers` (of one length) the level's first characters are, as written (no run is
   * one: none has four equal characters), or null; and where the level starts. First, before
   * any other character is read.
   */
  header(headers: readonly string[]): { header: string | null; at: { line: number; column: number } } {
    const chars: Char[] = [];
    for (let c: Char | null; chars.length < headers[0]!.length && (c = this.raw()); ) chars.push(c);
    this.last = chars[chars.length - 1] ?? null;
    const written = chars.map((c) => c.ch).join('');
    return { header: headers.find((h) => written === h) ?? null, at: chars[0] ?? { line: 1, column: 1 } };
  }

  /** The next character, not taken; null at the end. Throws RunFailure for a run it cannot read. */
  peek(): Char | null {
    while (this.current === undefined) {
      if (this.run && this.run.left > 0) {
        this.run.left--;
        this.current = this.run.char;
        break;
      }
      const c = this.raw();
      if (!c || c.ch !== '*') {
        this.current = c;
        break;
      }
      const len = this.raw();
      const ch = len && this.raw();
      if (!len || !ch) throw new RunFailure({ line: c.line, column: c.column, message: "a run '*' must be followed by a length character and the character to repeat" });
      const n = RUN_LENGTHS.indexOf(len.ch);
      if (n < 0) throw new RunFailure({ line: len.line, column: len.column, message: `'${shown(len.ch)}' is not a run length: expected one of 0-9, A-Z, a-z` });
      // (a length of '-' is a run of none)
      this.run = { char: { ch: ch.ch, line: c.line, column: c.column }, left: n };
    }
    return this.current;
  }

  /** Take the character peek() gives. */
  next(): void {
    const c = this.peek();
    if (c) this.last = c;
    this.current = undefined;
  }

  /** Where the next character is, or just after the last one at the end. */
  here(): { line: number; column: number } {
    const c = this.peek();
    if (c) return { line: c.line, column: c.column };
    return this.last ? { line: this.last.line, column: this.last.column + 1 } : { line: 1, column: 1 };
  }
}

/** The level's characters from where it starts: after `#level=` when there is one. */
function levelChars(text: string): LevelChars | Failure {
  const lines = sourceLines(text);
  if (isParseError(lines)) return lines;
  if (lines.length === 0) return { line: 1, column: 1, message: emptyLevel(`a Snakefall level: a link with '#level=${SNAKEFALL_HEADER}…'`) };
  let start: { line: number; column: number } | null = null;
  for (const l of lines) {
    const at = l.text.indexOf('#level=');
    if (at >= 0) {
      start = { line: l.line, column: at + 1 + '#level='.length };
      break;
    }
  }
  return new LevelChars(lines, start);
}

/**
 * Read a Snakefall level (a whole link or what follows `#level=`). `places`, when given, is told
 * where each cell (row × width + column) was read: an object's cell where one holds it, else
 * its map tile (snakefallPlaces).
 */
export function parseSnakefall(text: string, places?: Map<number, TextPosition>): Parsed<SnakebirdLevel> {
  const chars = levelChars(text);
  if (!(chars instanceof LevelChars)) return fail(chars.line, chars.column, chars.message);
  try {
    return readLevel(text, chars, places);
  } catch (e) {
    if (!(e instanceof RunFailure)) throw e;
    return fail(e.failure.line, e.failure.column, e.failure.message);
  }
}

function readLevel(text: string, chars: LevelChars, places: Map<number, TextPosition> | undefined): Parsed<SnakebirdLevel> {
  const here = () => chars.here();
  const err = (message: string, at = here()) => fail<SnakebirdLevel>(at.line, at.column, message);
  const expect = (ch: string): boolean => {
    if (chars.peek()?.ch !== ch) return false;
    chars.next();
    return true;
  };
  const readInt = (): number | null => {
    let s = '';
    for (let c = chars.peek(); c && /[0-9]/.test(c.ch) && s.length < MAX_DIGITS; c = chars.peek()) {
      s += c.ch;
      chars.next();
    }
    return s === '' ? null : Number(s);
  };
  const found = () => {
    const c = chars.peek();
    return c ? `'${shown(c.ch)}'` : 'the end';
  };

  const { header, at: levelAt } = chars.header([SNAKEFALL_HEADER, SNAKEFALL_HEADER_V0]);
  if (header === null) {
    return err(`expected a Snakefall level: a link with '#level=${SNAKEFALL_HEADER}…' (or the older ${SNAKEFALL_HEADER_V0})`, levelAt);
  }
  const v0 = header === SNAKEFALL_HEADER_V0;
  if (!expect('&')) return err(`expected '&' after the header, found ${found()}`);
  const heightAt = here();
  const rows = readInt();
  if (rows === null) return err(`expected the map's height, found ${found()}`);
  if (!expect('&')) return err(`expected '&' after the height, found ${found()}`);
  const widthAt = here();
  const cols = readInt();
  if (cols === null) return err(`expected the map's width, found ${found()}`);
  if (rows < 1 || rows > MAX_SNAKEBIRD_SIDE) return err(`the height must be from 1 to ${MAX_SNAKEBIRD_SIDE}, found ${rows}`, heightAt);
  if (cols < 1 || cols > MAX_SNAKEBIRD_SIDE) return err(`the width must be from 1 to ${MAX_SNAKEBIRD_SIDE}, found ${cols}`, widthAt);
  // (with its wall row above, as worldSize draws a Snakefall map)
  const tooLarge = mapTooLarge(rows, cols, { W: cols, H: rows + 1 });
  if (tooLarge) return err(tooLarge, heightAt);
  if (!expect('?')) return err(`expected '?' before the map, found ${found()}`);

  const size = rows * cols;
  const tiles: string[] = [];
  const fruit: [number, number][] = [];
  const fruitFromMap: { cell: [number, number]; at: Char }[] = [];
  const rc = (cell: number): [number, number] => [Math.floor(cell / cols), cell % cols];
  for (let c = chars.peek(); c && c.ch !== '/'; c = chars.peek()) {
    const ch = c.ch;
    if (tiles.length === size) return err(`the map has more than height × width = ${plural(size, 'tile')}`);
    places?.set(tiles.length, { line: c.line, column: c.column });
    if (v0 && ch === FRUIT_TILE_V0) {
      fruitFromMap.push({ cell: rc(tiles.length), at: c });
      tiles.push(' ');
    } else if (TILE_OF_DIGIT[ch] !== undefined) tiles.push(TILE_OF_DIGIT[ch]);
    else return err(`'${shown(ch)}' is not a map tile: expected 0 space, 1 wall, 2 spikes, 4 exit or 5 portal${v0 ? ' (3 fruit in this older header)' : ''}`);
    chars.next();
  }
  if (tiles.length !== size) return err(`the map has ${plural(tiles.length, 'tile')}, but height × width is ${count(size)}`);
  if (!expect('/')) return err("expected '/' to end the map");

  const snakes: (SnakebirdPiece & { at: Char })[] = [];
  const blocks: (SnakebirdPiece & { at: Char })[] = [];
  const owner = new Map<number, string>();
  const blockIds = new Set<number>();
  for (let at = chars.peek(); at; at = chars.peek()) {
    const type = at.ch;
    if (type !== 's' && type !== 'b' && type !== 'f') return err(`expected an object: 's' a snake, 'b' a block or 'f' a fruit, found '${shown(type)}'`);
    chars.next();
    const idAt = here();
    const id = readInt();
    if (id === null) return err(`expected the ${type === 's' ? 'snake' : type === 'b' ? 'block' : 'fruit'}'s number, found ${found()}`);
    if (!expect('?')) return err(`expected '?' before the cells, found ${found()}`);
    const cells: [number, number][] = [];
    for (;;) {
      const cellAt = here();
      const cell = readInt();
      if (cell === null) return err(`expected a cell number (row × width + column), found ${found()}`);
      if (cell >= size) return err(`cell ${cell} is off the map: cells are 0 to ${size - 1}`, cellAt);
      const [r, c] = rc(cell);
      const what = type === 's' ? `snake ${id}` : type === 'b' ? `block ${id}` : `fruit ${id}`;
      const other = owner.get(cell);
      if (other !== undefined) return err(other === what ? `${what} holds cell ${cell} twice` : `${what} and ${other} both hold cell ${cell}`, cellAt);
      if (tiles[cell] !== ' ' && tiles[cell] !== '*' && tiles[cell] !== 'T') return err(`${what} is on a ${tiles[cell] === '#' ? 'wall' : 'spike'} tile at cell ${cell}`, cellAt);
      if (type === 's' && cells.length > 0) {
        const [pr, pc] = cells[cells.length - 1]!;
        if (Math.abs(pr - r) + Math.abs(pc - c) !== 1) return err(`cell ${cell} of snake ${id} does not touch the cell before it`, cellAt);
      }
      owner.set(cell, what);
      places?.set(cell, cellAt);
      cells.push([r, c]);
      if (expect('/')) break;
      if (!expect('&')) return err(`expected '&' before another cell or '/' to end the ${what.split(' ')[0]}, found ${found()}`);
      if (type === 'f') return err('a fruit has one cell');
    }
    if (type === 'f') fruit.push(cells[0]!);
    else if (type === 'b') {
      // a set, not a search of the list: a link may hold tens of thousands of blocks
      if (blockIds.has(id)) return err(`two blocks numbered ${id}`, idAt);
      blockIds.add(id);
      blocks.push({ label: String(id), cells, at });
    } else {
      const label = SNAKEFALL_LABELS[id] ?? NO_LABEL;
      if (label === NO_LABEL) {
        const hole = SNAKEFALL_LABELS.indexOf(NO_LABEL);
        return err(`snake number ${id} is not one we read: we read snakes 0 to ${hole - 1} and ${hole + 1} to ${SNAKEFALL_LABELS.length - 1}`, idAt);
      }
      if (snakes.some((s) => s.label === label)) return err(`two snakes numbered ${id}`, idAt);
      snakes.push({ label, cells, at });
    }
  }
  for (const { cell: [r, c], at } of fruitFromMap) {
    if (owner.has(r * cols + c)) return err(`a fruit tile of the map, cell ${r * cols + c}, is also an object's cell`, at);
    fruit.push([r, c]);
  }
  const unfinished = markedUnfinished(text);
  if (snakes.length === 0 && !unfinished) return failWhole(noSnakebird("an object 's'"));
  if (!tiles.includes('*') && !unfinished) return failWhole(noExit('map tile 4'));
  const terrain: string[] = [];
  for (let r = 0; r < rows; r++) terrain.push(tiles.slice(r * cols, (r + 1) * cols).join(''));
  return {
    ok: true,
    level: {
      rows,
      cols,
      open: false,
      rules: 'snakefall',
      terrain,
      fruit,
      snakes: snakes.map(({ label, cells }) => ({ label, cells })),
      blocks: blocks.map(({ label, cells }) => ({ label, cells })),
    },
  };
}

/** Where the reader reads each cell of the level in a link (parseSnakefall's places); null where the link does not read. */
export function snakefallPlaces(text: string): TextPlaces | null {
  const read = new Map<number, TextPosition>();
  const parsed = parseSnakefall(text, read);
  if (!parsed.ok) return null;
  const { cols } = parsed.level;
  return { cell: (row, col) => (col < cols ? read.get(row * cols + col) ?? null : null) };
}

/** Write runs of 4 or more equal characters as `*`, a length character and the character. */
export function compressRuns(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; ) {
    let j = i + 1;
    while (j < s.length && s[j] === s[i] && j - i < LONGEST_RUN) j++;
    out += j - i >= 4 ? `*${RUN_LENGTHS[j - i]}${s[i]}` : s.slice(i, j);
    i = j;
  }
  return out;
}

/**
 * A level under Snakefall's rules as the part of a link after `#level=`. Snakes keep their
 * number when their label is one of SNAKEFALL_LABELS (so their colour too); others, and blocks
 * whose label is not a number, get the next free one.
 */
export function makeSnakefall(level: SnakebirdLevel): string {
  const { rows, cols } = level;
  const cell = ([r, c]: [number, number]) => r * cols + c;
  const map = level.terrain.map((row) => [...row].map((t) => DIGIT_OF_TILE[t] ?? '0').join('')).join('');
  const snakeIds = freeIds(level.snakes.map((s) => SNAKEFALL_LABELS.indexOf(s.label)), SNAKEFALL_LABELS.indexOf(NO_LABEL));
  const blockIds = freeIds(level.blocks.map((b) => (BLOCK_ID.test(b.label) ? Number(b.label) : -1)));
  let out = `${SNAKEFALL_HEADER}&${rows}&${cols}?${map}/`;
  level.snakes.forEach((s, i) => (out += `s${snakeIds[i]}?${s.cells.map(cell).join('&')}/`));
  level.blocks.forEach((b, i) => (out += `b${blockIds[i]}?${b.cells.map(cell).join('&')}/`));
  level.fruit.forEach((f, i) => (out += `f${i}?${cell(f)}/`));
  return compressRuns(out);
}

/** Keep each wanted id (-1: none) unless an earlier piece took it; the rest get the lowest free ones, never `skip`. */
function freeIds(wanted: number[], skip = -1): number[] {
  const taken = new Set<number>([skip]);
  const ids = wanted.map((id) => (id >= 0 && !taken.has(id) ? (taken.add(id), id) : -1));
  let next = 0;
  return ids.map((id) => {
    if (id >= 0) return id;
    while (taken.has(next)) next++;
    taken.add(next);
    return next;
  });
}

/** The reasons a level cannot be exported, or the link. */
export type SnakefallExport = { ok: true; link: string } | { ok: false; reason: string };

/** Snakefall's own page, which opens a `#level=` link. */
export const SNAKEFALL_SITE = 'https://wolfesoftware.com/snakefall/';

/**
 * A Snakefall link for a level that plays the same under Snakefall's rules as under the ones it
 * was read with, or why not (each decision is argued in docs/families/snakebird.md, "Export"):
 * - an open world is drawn with the margin the rules give it (rules.ts worldSize), past which
 *   no snakebird can go, so Snakefall's edges stand where the game's world ends;
 * - water is written where it plays the same: a bottom row nothing could rest on is dropped
 *   (falling into it is falling off the map), water nothing can fall into becomes wall, and
 *   water in a level without blocks becomes spikes (a snake dies on either); water a block
 *   could fall into is refused, since Snakefall's spikes hold a block up;
 * - teleporters are refused: Snakefall teleports before a snake leaves and lets only one
 *   arrival through, so the same level may play differently there;
 * - outer rows and columns of solid tiles only are trimmed: Snakefall's edges do what they did.
 * The link is read back before it is given, so it always opens here (and within the caps).
 */
export function toSnakefallLink(level: SnakebirdLevel, site = SNAKEFALL_SITE): SnakefallExport {
  if (level.rules !== 'snakefall') {
    if (level.terrain.some((row) => row.includes('T'))) {
      return {
        ok: false,
        reason: 'it has teleporters, and Snakefall teleports before a snakebird leaves and lets only one thing through at a time, so it could play differently there',
      };
    }
    const open = level.open;
    if (open) level = closeOpenWorld(level);
    const closed = withoutWater(level);
    if (!closed.ok) return closed;
    level = trimSolidEdges(closed.level);
    // (said in the level's terms: the reader's "height must be from 1 to 256, found 258" named no size the person drew)
    if (level.rows > MAX_SNAKEBIRD_SIDE || level.cols > MAX_SNAKEBIRD_SIDE) {
      const room = open ? ' once its open world is drawn with the room around it its snakebirds may move in' : '';
      return { ok: false, reason: `as a Snakefall map it is too large: ${level.rows} rows by ${level.cols} columns${room}, and a map has at most ${MAX_SNAKEBIRD_SIDE} a side` };
    }
  }
  const text = makeSnakefall(level);
  const back = parseSnakefall(text);
  if (!back.ok) return { ok: false, reason: `as a Snakefall level ${back.error.message}` };
  return { ok: true, link: `${site}#level=${text}` };
}

const isSolid = (t: string | undefined) => t === '#' || t === '^' || t === '~';

/** A closed level of the game's rules with its water written as what plays the same (its bottom rows too), or why not. */
function withoutWater(level: SnakebirdLevel): { ok: true; level: SnakebirdLevel } | { ok: false; reason: string } {
  const { terrain } = level;
  // nothing ever stands on a solid tile, so a solid tile under another is never touched
  const untouched = (r: number, c: number) => r === 0 || isSolid(terrain[r - 1]![c]);
  // bottom rows of water, or of tiles never touched, are the same as falling off the map
  let rows = level.rows;
  while (rows > 1 && [...terrain[rows - 1]!].every((t, c) => t === '~' || (isSolid(t) && untouched(rows - 1, c)))) rows--;
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    let row = '';
    for (let c = 0; c < level.cols; c++) {
      const t = terrain[r]![c]!;
      if (t !== '~') row += t;
      else if (untouched(r, c)) row += '#';
      else if (level.blocks.length === 0) row += '^';
      else {
        return {
          ok: false,
          reason: `a block could fall into the water at row ${r + 1}, column ${c + 1}: Snakefall has no water, and its spikes would hold the block up`,
        };
      }
    }
    out.push(row);
  }
  return { ok: true, level: rows === level.rows && out.every((row, r) => row === terrain[r]) ? level : { ...level, rows, terrain: out } };
}

/** Outer rows above and columns beside of solid tiles only are the same as Snakefall's edges. */
function trimSolidEdges(level: SnakebirdLevel): SnakebirdLevel {
  const { terrain } = level;
  const solidRow = (r: number) => [...terrain[r]!].every(isSolid);
  const solidCol = (c: number) => terrain.every((row) => isSolid(row[c]));
  let top = 0;
  while (top < level.rows - 1 && solidRow(top)) top++;
  let left = 0;
  while (left < level.cols - 1 && solidCol(left)) left++;
  let right = level.cols;
  while (right - 1 > left && solidCol(right - 1)) right--;
  if (top === 0 && left === 0 && right === level.cols) return level;
  const move = ([r, c]: [number, number]): [number, number] => [r - top, c - left];
  const piece = (p: SnakebirdPiece): SnakebirdPiece => ({ label: p.label, cells: p.cells.map(move) });
  return {
    ...level,
    rows: level.rows - top,
    cols: right - left,
    terrain: terrain.slice(top).map((row) => row.slice(left, right)),
    fruit: level.fruit.map(move),
    snakes: level.snakes.map(piece),
    blocks: level.blocks.map(piece),
  };
}

/** The open world drawn with its margin on the left, right and top (as worldSize pads it). */
function closeOpenWorld(level: SnakebirdLevel): SnakebirdLevel {
  const { reach } = worldSize(level);
  const cols = level.cols + 2 * reach;
  const side = ' '.repeat(reach);
  const move = ([r, c]: [number, number]): [number, number] => [r + reach, c + reach];
  const piece = (p: SnakebirdPiece): SnakebirdPiece => ({ label: p.label, cells: p.cells.map(move) });
  return {
    rows: level.rows + reach,
    cols,
    open: false,
    terrain: [...Array.from({ length: reach }, () => ' '.repeat(cols)), ...level.terrain.map((row) => side + row.padEnd(level.cols, ' ') + side)],
    fruit: level.fruit.map(move),
    snakes: level.snakes.map(piece),
    blocks: level.blocks.map(piece),
  };
}
