// What every level format shares (RULES.md): \n or \r\n, trailing spaces ignored, trailing
// blank lines ignored, lines starting with ';' are comments; a leading byte-order mark is
// ignored. Every reader checks the caps of docs/LIMITS.md before it allocates for the text.
import type { Parsed, ParseError, TextPosition, ValidationIssue } from './types.ts';
import { count, plural } from '../engine/count.ts';

/** A level's text is at most this many characters (1 MiB): the CLI reads no more bytes. */
export const MAX_LEVEL_CHARS = 1_048_576;
/**
 * The words refusing a paste that would make a text box longer than `most` characters (the
 * selection it replaces not counted), `holds` saying what the cap is of ('a level has at most');
 * null where it fits. A box refuses such a paste before taking it: the browser lays out every line
 * it is given, and a few million characters held the tab for seconds (binary text for minutes),
 * only to be refused after.
 */
export function pasteRefusal(box: { value: string; selectionStart: number; selectionEnd: number }, pasted: string, most: number, holds: string): string | null {
  const after = box.value.length - (box.selectionEnd - box.selectionStart) + pasted.length;
  return after <= most ? null : `Nothing pasted: with it the box would hold ${after.toLocaleString('en')} characters, and ${holds} ${most.toLocaleString('en')}`;
}
/** A level's text has at most this many lines, comments and blank lines included. */
export const MAX_LEVEL_LINES = 65_536;

export interface SourceLine {
  /** 1-based line number in the original text */
  line: number;
  /** the line without its trailing spaces */
  text: string;
}

export { count, plural };

/**
 * What a count of optimal solutions counts where the family's moves commute
 * (PuzzleFamily.commutingMoves): "sets of presses, in any order"; null where it counts sequences.
 */
export const countedAsSets = (commuting: { readonly called: string } | undefined): string | null => (commuting ? `sets of ${commuting.called}, in any order` : null);
/**
 * What a count takes as one where pieces of one kind are interchangeable
 * (PuzzleFamily.interchangeable): "dots of one colour count as interchangeable"; null where
 * every piece is its own, or where `level` has no two such pieces.
 */
export const countedAsOne = <L>(pieces: { readonly called: string; readonly on?: (level: L) => boolean } | undefined, level: L): string | null =>
  pieces && (pieces.on?.(level) ?? true) ? `${pieces.called} count as interchangeable` : null;

/** The error for a text past the character or line cap, or null; allocates nothing. */
function checkTextSize(text: string): ParseError | null {
  if (text.length > MAX_LEVEL_CHARS) {
    return parseError(1, 1, `the level has ${count(text.length)} characters; at most ${count(MAX_LEVEL_CHARS)} are read`);
  }
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  if (lines > MAX_LEVEL_LINES) {
    return parseError(MAX_LEVEL_LINES + 1, 1, `the level has ${count(lines)} lines; at most ${count(MAX_LEVEL_LINES)} are read`);
  }
  return null;
}

/**
 * The lines that carry content, numbered as in the original text, or the error for a text
 * past the caps. Blank lines are kept as ''; trailing blank lines and comments are dropped.
 */
export function sourceLines(text: string): SourceLine[] | ParseError {
  const tooLarge = checkTextSize(text);
  if (tooLarge) return tooLarge;
  const raw = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split('\n');
  const lines: SourceLine[] = [];
  for (let i = 0; i < raw.length; i++) {
    const trimmed = trimEnd(raw[i]!);
    // (checked in comments too: a file of old Mac line ends that starts with a comment would
    // otherwise read as one comment, an empty level)
    const lineEnd = LINE_END_LOOKALIKE.exec(trimmed);
    if (lineEnd) return parseError(i + 1, lineEnd.index + 1, LINE_END_WORDS[lineEnd[0]]!);
    if (trimmed.startsWith(';')) continue;
    lines.push({ line: i + 1, text: trimmed });
  }
  while (lines.length > 0 && lines[lines.length - 1]!.text === '') lines.pop();
  return lines;
}

// What ends a line elsewhere but not here: a carriage return alone (the old Mac OS's line end;
// a CR before LF is dropped with the trailing spaces) and Unicode's line and paragraph
// separators. Read as part of the line they would silently join two lines, and the reader would
// report a word of the second as out of place on the first; said for what they are instead.
const LINE_END_LOOKALIKE = /[\r\u2028\u2029]/;
const LINE_ENDS = 'lines end with \\n or \\r\\n';
const LINE_END_WORDS: Record<string, string> = {
  '\r': `a carriage return (\\r) alone: ${LINE_ENDS} (save the file with Unix or Windows line ends)`,
  '\u2028': `a line separator (\\u2028): ${LINE_ENDS}`,
  '\u2029': `a paragraph separator (\\u2029): ${LINE_ENDS}`,
};

/** Without trailing spaces, tabs and the CR of a CRLF ending; linear (a regex /[ \t\r]+$/ is not). */
function trimEnd(line: string): string {
  let end = line.length;
  while (end > 0) {
    const c = line.charCodeAt(end - 1);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) break;
    end--;
  }
  return end === line.length ? line : line.slice(0, end);
}

/** How many lines from lines[from] on are not blank, up to the first blank one: a grid's rows. */
export function rowsFrom(lines: readonly SourceLine[], from: number): number {
  let end = from;
  while (end < lines.length && lines[end]!.text !== '') end++;
  return end - from;
}

export const isParseError = (x: SourceLine[] | ParseError): x is ParseError => !Array.isArray(x);

export function parseError(line: number, column: number, message: string): ParseError {
  return { line, column, message };
}

export function fail<L>(line: number, column: number, message: string): Parsed<L> {
  return { ok: false, error: parseError(line, column, message) };
}

/**
 * What every reader says of a text with no line of a level (blank, or comments only), one way:
 * what it expected first. (They said 'empty level', 'empty level; expected …' and 'empty level: expected …'.)
 */
export const emptyLevel = (expected: string) => `empty level: expected ${expected}`;

/**
 * A grid past its format's cap on a side, said one way by every reader: how wide (in `unit`) or
 * how many rows it is, and the most read. (Move said 'the board is at most 16 cells wide'.)
 */
export const tooWide = (grid: string, wide: number, most: number, unit = 'cells') => `${grid} is ${count(wide)} ${unit} wide; at most ${count(most)} are read`;
export const tooManyRows = (grid: string, rows: number, most: number) => `${grid} has ${count(rows)} rows; at most ${count(most)} are read`;

/** The error for a level refused for what it lacks as a whole ("no exit"), at no place in its text (ParseError.whole). */
export function wholeLevelError(message: string): ParseError {
  return { ...parseError(1, 1, message), whole: true };
}

export function failWhole<L>(message: string): Parsed<L> {
  return { ok: false, error: wholeLevelError(message) };
}

export { parseErrorWords, placeWords, WHOLE_LEVEL_WORDS } from './errorWords.ts';

/**
 * Where a reader read the parts of a level, so that a validation problem can be placed in the
 * text (PuzzleFamily.placeInText): each family's reader says where it read a cell, a node or
 * an item of one of the level's lists (ValidationIssue.part); placeIssue asks the right one.
 */
export interface TextPlaces {
  /** where the grid's cell (0-based row and column) was read */
  cell?(row: number, col: number): TextPosition | null;
  /** where a node was named first */
  node?(name: string): TextPosition | null;
  /** parts[list][index]: where level[list][index] was read */
  parts?: Readonly<Record<string, readonly TextPosition[]>>;
}

/**
 * Where in the text an issue lies: its part where it names one, else its cell or node, else
 * the text place it gives; null for a problem of the level as a whole, or one the text does
 * not hold (places null: the text does not read).
 */
export function placeIssue(places: TextPlaces | null, issue: ValidationIssue): TextPosition | null {
  if (!places) return null;
  const part = issue.part && places.parts?.[issue.part.list]?.[issue.part.index];
  if (part) return part;
  const at = issue.at;
  if (at?.kind === 'cell') return places.cell?.(at.row, at.col) ?? null;
  if (at?.kind === 'node') return places.node?.(at.node) ?? null;
  return at?.kind === 'text' ? { line: at.line, column: at.column } : null;
}

/**
 * A grid's cells in its text: cell (row, col) is on rows[row - top], at column col - left + 1
 * (top, left: rows and columns the level has before the drawn ones, as apocalyptech's frame;
 * width: how many columns are drawn); null for a cell the text does not draw (past its rows or
 * columns, or in a margin the reader added).
 */
export function gridPlaces(rows: readonly SourceLine[], top = 0, left = 0, width = Infinity): (row: number, col: number) => TextPosition | null {
  return (row, col) => {
    const at = row >= top && col >= left && col - left < width ? rows[row - top] : undefined;
    return at ? { line: at.line, column: col - left + 1 } : null;
  };
}

/** Whitespace-separated words of a line with their 1-based columns. */
export function words(line: string): { word: string; column: number }[] {
  const out: { word: string; column: number }[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) out.push({ word: m[0], column: m.index + 1 });
  return out;
}

/** A whole number in [min, max], or a message saying what was expected. */
export function readInt(word: string, min: number, max: number, what: string): number | string {
  if (!/^\d+$/.test(word)) return `expected ${what} (a whole number from ${min} to ${max}), found '${shown(word)}'`;
  const n = Number(word);
  if (n < min || n > max) return `${what} must be from ${min} to ${max}, found ${word.length > 15 ? shown(word, 12) : n}`;
  return n;
}

// C0 and C1 controls, DEL, every invisible format character (those that reorder or hide text:
// bidi overrides, isolates and marks, the Arabic letter mark among them, zero-width marks, the
// byte-order mark, tags), the line and paragraph separators, and a surrogate without its pair
// (half a character, which a terminal shows as '\ufffd'): never shown raw.
const INVISIBLE = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}';
const UNSHOWABLE = new RegExp(`[${INVISIBLE}]`, 'gu');
// Quoted text escapes combining marks (Unicode category M) too: quoted alone, a level's stray
// accent would sit on the quote mark and be read as punctuation. Whole messages (the command
// line's) keep them, so that a file name written with combining accents reads as it is.
const UNSHOWABLE_QUOTED = new RegExp(`[${INVISIBLE}\\p{M}]`, 'gu');

/** One code point as an escape: ESC as \x1b, U+202E as \u202e, U+1D167 as \u{1d167}. */
function escaped(ch: string): string {
  const code = ch.codePointAt(0)!;
  const hex = code.toString(16);
  return code < 0x100 ? `\\x${hex.padStart(2, '0')}` : code < 0x10000 ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
}

/** The whole character (code point) starting at UTF-16 index `at`: an emoji, not its first half. */
export function characterAt(text: string, at: number): string {
  return String.fromCodePoint(text.codePointAt(at)!);
}

/** The text with control and invisible characters written as escapes: ESC as \x1b, U+202E as \u202e. */
export function escapeControls(text: string): string {
  return text.replace(UNSHOWABLE, escaped);
}

/**
 * Text quoted from a level in a message: cut short after `max` characters (code points, so
 * that a character outside the Basic Multilingual Plane is never cut in half), and escaped,
 * combining marks included.
 */
export function shown(text: string, max = 40): string {
  let end = 0;
  for (let n = 0; n < max && end < text.length; n++) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return (end < text.length ? `${text.slice(0, end)}…` : text).replace(UNSHOWABLE_QUOTED, escaped);
}

/**
 * A character a reader does not know, quoted in its message: a tab is named as one, since its
 * escape ('\x09') says nothing to whoever typed it, and a text box shows it as a gap of spaces.
 */
export const quotedCharacter = (ch: string): string => `'${shown(ch)}'${ch === '\t' ? ' (a tab)' : ''}`;

/** Whether a text a reader refused holds an Unstuck link (`#v1/<family>/…`), given in place of a level's text. */
export const holdsLink = (text: string): boolean => /#v1\/[a-z]+\/[\w-]/.test(text);
/** What Import text and the command line add to such a refusal, in the same words. */
export const LINK_NOT_TEXT = "it is an Unstuck link, not a level's text: open it in the browser's address bar";

/** A whole number from 1 to max, written as a move names it (leading zeros allowed). */
export const numberFrom1To = (word: string | undefined, max: number): boolean =>
  word !== undefined && /^\d+$/.test(word) && Number(word) >= 1 && Number(word) <= max;
