// Text format of RULES.md §3: the floor grid, a line '--', the dots grid, of one size.
import type { Parsed } from '../types.ts';
import { emptyLevel, fail, plural, tooManyRows, tooWide, gridPlaces, isParseError, quotedCharacter, shown, sourceLines, type SourceLine, type TextPlaces } from '../text.ts';

export const MAX_SIDE = 16;

export interface MoveDot {
  /** 'a'..'z'; matches targets 'A'..'Z' */
  color: string;
  row: number;
  col: number;
}

export interface MoveLevel {
  width: number;
  height: number;
  /** rows of '.', '#' (obstacle) or 'A'..'Z' (target) */
  floor: string[];
  /** in reading order; a dot's index is its identity in play */
  dots: MoveDot[];
}

type GridError = { line: number; column: number; message: string };

const SEPARATOR = '--';
/** A line of hyphens and spaces that is not exactly '--': a separator written another way. */
const LOOKS_LIKE_SEPARATOR = /^[\s-]*-[\s-]*$/;
/** A row of the dots grid (only '.' and a-z, at least one dot). */
const ROW_OF_DOTS = /^[.a-z]*[a-z][.a-z]*$/;

/**
 * Where a character the other grid holds goes: a level typed as one grid, dots beside targets
 * (as the editor draws them), was told only that 'a' is unknown in the floor grid.
 */
function otherGrid(what: 'floor' | 'dots', ch: string): string {
  if (what === 'floor' && /^[a-z]$/.test(ch)) return `; a dot goes in the dots grid, after the line '${SEPARATOR}'`;
  if (what === 'dots' && /^[A-Z#]$/.test(ch)) return `; ${ch === '#' ? 'an obstacle' : 'a target'} goes in the floor grid, before the line '${SEPARATOR}'`;
  return '';
}

/**
 * The grid's rows, or the first thing in reading order that cannot belong to it, at its line
 * and column. Characters are read by code point, so that one outside the Basic Multilingual
 * Plane is quoted whole; columns count UTF-16 units, as every family's reader (docs/LIMITS.md).
 * `separatorFollows`: whether the level has its '--' line after this grid (for the floor grid:
 * without one, a blank line or a row of dots is where it was missing).
 */
function readGrid(
  lines: SourceLine[],
  what: 'floor' | 'dots',
  allowed: RegExp,
  expected: string,
  separatorFollows: boolean,
): { rows: string[] } | GridError {
  const rows: string[] = [];
  for (const { line, text } of lines) {
    if (text === SEPARATOR) return { line, column: 1, message: `a second line '${SEPARATOR}': the level is one floor grid, one line '${SEPARATOR}', then one dots grid` };
    if (what === 'floor' && LOOKS_LIKE_SEPARATOR.test(text)) {
      return { line, column: 1, message: `the line between the floor grid and the dots grid must be exactly '${SEPARATOR}', with nothing before it, found '${shown(text)}'` };
    }
    if (!separatorFollows && rows.length > 0 && (text === '' || ROW_OF_DOTS.test(text))) {
      return { line, column: 1, message: `missing the line '${SEPARATOR}' between the floor grid and the dots grid, found ${text === '' ? 'a blank line' : 'a row of dots'}` };
    }
    // (a blank line before a grid's first row is not inside it: said so, where the level starts with one)
    if (text === '') return { line, column: 1, message: rows.length ? `blank line inside the ${what} grid` : `blank line before the ${what} grid; expected its first row` };
    for (let c = 0, ch = ''; c < text.length; c += ch.length) {
      ch = String.fromCodePoint(text.codePointAt(c)!);
      if (!allowed.test(ch)) {
        return { line, column: c + 1, message: `unknown character ${quotedCharacter(ch)} in the ${what} grid; expected ${expected}${otherGrid(what, ch)}` };
      }
    }
    const width = rows[0]?.length ?? text.length;
    if (text.length !== width) {
      return { line, column: Math.min(text.length, width) + 1, message: `row is ${plural(text.length, 'cell')} wide but the first ${what} row is ${width}` };
    }
    if (text.length > MAX_SIDE) {
      return { line, column: MAX_SIDE + 1, message: tooWide(`the ${what} grid`, text.length, MAX_SIDE) };
    }
    if (rows.length === MAX_SIDE) {
      return { line, column: 1, message: tooManyRows(`the ${what} grid`, lines.length, MAX_SIDE) };
    }
    rows.push(text);
  }
  return { rows };
}

/**
 * Where the reader reads a cell of the level's text: in the dots grid where a dot stands there,
 * else in the floor grid; null when the text has no '--' line (it does not read).
 */
export function movePlaces(text: string): TextPlaces | null {
  const lines = sourceLines(text);
  if (isParseError(lines)) return null;
  const split = lines.findIndex((l) => l.text === SEPARATOR);
  if (split < 0) return null;
  const floor = lines.slice(0, split);
  const dots = lines.slice(split + 1);
  const width = floor[0]?.text.length ?? 0;
  const inFloor = gridPlaces(floor, 0, 0, width);
  const inDots = gridPlaces(dots, 0, 0, width);
  return { cell: (row, col) => (/[a-z]/.test(dots[row]?.text[col] ?? '') ? inDots(row, col) : inFloor(row, col)) };
}

export function parseMove(text: string): Parsed<MoveLevel> {
  const lines = sourceLines(text);
  if (isParseError(lines)) return { ok: false, error: lines };
  if (lines.length === 0) return fail(1, 1, emptyLevel(`the floor grid, a line ${SEPARATOR}, then the dots grid`));
  const split = lines.findIndex((l) => l.text === SEPARATOR);
  // the floor grid is read before the separator is looked for, so that what is wrong first in
  // reading order is what is reported (a binary file: its first character, not a missing '--')
  const floorLines = split < 0 ? lines : lines.slice(0, split);
  const floor = readGrid(floorLines, 'floor', /[.#A-Z]/, "'.' (empty), '#' (obstacle) or A-Z (a target)", split >= 0);
  if (!('rows' in floor)) return fail(floor.line, floor.column, floor.message);
  if (split < 0) {
    const last = lines[lines.length - 1]!;
    return fail(last.line + 1, 1, `missing the line '${SEPARATOR}' and the dots grid after the floor grid`);
  }
  const dotLines = lines.slice(split + 1);
  const sep = lines[split]!;
  if (floorLines.length === 0) return fail(sep.line, 1, `expected the floor grid before '${SEPARATOR}'`);
  if (dotLines.length === 0) return fail(sep.line + 1, 1, `expected the dots grid after '${SEPARATOR}'`);
  const dots = readGrid(dotLines, 'dots', /[.a-z]/, "'.' (no dot) or a-z (a dot)", true);
  if (!('rows' in dots)) return fail(dots.line, dots.column, dots.message);
  const width = floor.rows[0]!.length;
  const height = floor.rows.length;
  if (dots.rows[0]!.length !== width) {
    return fail(dotLines[0]!.line, 1, `the dots grid is ${dots.rows[0]!.length} wide but the floor grid is ${width}`);
  }
  if (dots.rows.length !== height) {
    const at = dotLines[Math.min(dots.rows.length, height)] ?? dotLines[dotLines.length - 1]!;
    return fail(at.line, 1, `the dots grid has ${plural(dots.rows.length, 'row')} but the floor grid has ${height}`);
  }
  const level: MoveLevel = { width, height, floor: floor.rows, dots: [] };
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const ch = dots.rows[r]![c]!;
      if (ch === '.') continue;
      if (floor.rows[r]![c] === '#') return fail(dotLines[r]!.line, c + 1, `dot '${ch}' stands on an obstacle`);
      level.dots.push({ color: ch, row: r, col: c });
    }
  }
  return { ok: true, level };
}

export function makeMove(level: MoveLevel): string {
  const dotRows = Array.from({ length: level.height }, () => Array<string>(level.width).fill('.'));
  for (const d of level.dots) dotRows[d.row]![d.col] = d.color;
  return `${[...level.floor, '--', ...dotRows.map((r) => r.join(''))].join('\n')}\n`;
}
