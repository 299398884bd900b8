// A file a person opens (chosen or dropped on the page): a levels file goes to My levels' import;
// anything else must be a level's text in some family's format, found by trying each family's
// parser, since a file name says little (a Snakebird level may be .txt, .lvl or have no name at
// all), or hold an Unstuck link, whose level it opens. Files come from anywhere, so nothing here
// throws, nothing is read past the caps, and a refusal says the file's name, and where in it,
// what is wrong.
import { getFamily } from '../puzzles/registry.ts';
import { placeOf } from '../puzzles/jsonBreak.ts';
import { isParseError, MAX_LEVEL_CHARS, parseErrorWords, shown, sourceLines } from '../puzzles/text.ts';
import { FAMILY_IDS, type FamilyId, type ParseError } from '../puzzles/types.ts';
import { CONTROL, MAX_TEXT_WORDS, NAME_CONTROL, openLevelLink } from './linkCodec.ts';
import { aLevel } from './otherFamily.ts';
import { MAX_IMPORT_BYTES } from './storedData.ts';
import { levelFileText } from '../puzzles/fileText.ts';

/** A family that reads the file's text, and whether the level it reads has problems to fix. */
export interface FileReading {
  family: FamilyId;
  /** the first validation problem, when the level reads but cannot be solved as it is */
  problem: string | null;
}

export type LevelFile =
  /** a levels file (JSON): My levels' import takes it */
  | { kind: 'levels'; text: string }
  /** `readings`: each family that reads it, the levels without problems first; two or more: ask which */
  | { kind: 'level'; text: string; name: string | null; readings: FileReading[] }
  /** `mend`: where one family reads clearly furthest into a text none reads, the text to open in it, in the box to mend */
  | { kind: 'refused'; message: string; list?: string[]; mend?: { family: FamilyId; text: string; name: string | null } };

/** A file's name quoted in a message: controls and bidi overrides escaped, cut short. */
export const fileWords = (name: string) => `"${shown(name, 60)}"`;

/** Bytes in MB (10^6), as a file manager shows a file's size: "629.1 MB". */
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

/** Bytes read to tell a levels file (JSON) from a level before a large file is read whole. */
const SNIFF_BYTES = 64;

/** A levels file starts with `{` (after a byte-order mark and white space); no family's level does. */
function looksLikeJson(start: string): boolean {
  return /^\ufeff?\s*[{[]/.test(start);
}

/** The level's name from its file's: without the extension; none where it is blank or holds what a link's name may not. */
export function nameFromFile(fileName: string): string | null {
  const base = fileName.replace(/\.[^.]*$/, '').trim();
  return base === '' || NAME_CONTROL.test(base) ? null : base;
}

/** Whether a parse error reads further into the text than another (a whole-level error read it all). */
const further = (a: ParseError, b: ParseError) => (a.whole ? 1 : 0) - (b.whole ? 1 : 0) || a.line - b.line || a.column - b.column;

/** Each family's reading of the text, or, when none reads it, what each says (the one that read most first). */
export function readLevelText(text: string, fileName: string): LevelFile {
  const readings: FileReading[] = [];
  const errors: { id: FamilyId; title: string; error: ParseError }[] = [];
  for (const id of FAMILY_IDS) {
    const family = getFamily(id);
    if (!family) continue;
    const parsed = family.parse(text);
    if (parsed.ok) readings.push({ family: id, problem: family.validate(parsed.level)[0]?.message ?? null });
    else errors.push({ id, title: family.title, error: parsed.error });
  }
  if (readings.length) {
    // a level that can be played first: most often the family meant
    readings.sort((a, b) => (a.problem === null ? 0 : 1) - (b.problem === null ? 0 : 1));
    return { kind: 'level', text, name: nameFromFile(fileName), readings };
  }
  errors.sort((a, b) => further(b.error, a.error));
  const [nearest, ...others] = errors;
  if (!nearest) return { kind: 'refused', message: `${fileWords(fileName)} was not opened: no puzzle family is available to read it.` };
  // what every family says alike is of the text, not of a family (a lone CR, a text past the caps)
  const said = parseErrorWords(nearest.error);
  if (others.every((e) => parseErrorWords(e.error) === said)) return { kind: 'refused', message: `${fileWords(fileName)} was not opened: ${said}` };
  // a family that reads lines further than every other (a level with a typo on line 4, where the
  // others stop on line 1) is surely the one meant: its text may be opened there, to be mended in
  // the app; a tie on one line (a first line that none reads) is a guess, and offers nothing
  const next = others[0]?.error;
  const clear = !next || (nearest.error.whole ? !next.whole : nearest.error.line > next.line);
  // nor is one named as having read furthest: on one line, a column further says nothing of the
  // family meant (a text no family reads past line 1 was said to be read furthest as a Snakebird level)
  if (!clear) {
    const where = nearest.error.whole ? 'none reads it further than another' : `none reads past line ${nearest.error.line}`;
    return {
      kind: 'refused',
      message: `${fileWords(fileName)} was not opened: no family reads it, and ${where}, so which puzzle it is for is not clear. What each family says:`,
      list: errors.map((e) => `As ${aLevel(e.title)}, ${parseErrorWords(e.error)}`),
    };
  }
  return {
    kind: 'refused',
    message: `${fileWords(fileName)} was not opened: no family reads it. Read as ${aLevel(nearest.title)} (the family that reads furthest into it), ${parseErrorWords(nearest.error)}`,
    list: others.map((e) => `As ${aLevel(e.title)}, ${parseErrorWords(e.error)}`),
    ...(clear && { mend: { family: nearest.id, text, name: nameFromFile(fileName) } }),
  };
}

/**
 * A file's bytes: a levels file, a level (with the families that read it), or why it is neither.
 * `size` is the file's whole size, `bytes` what was read of it (all of it, but for a large file's
 * first bytes, read to tell a levels file).
 */
export function sortFileBytes(fileName: string, size: number, bytes: Uint8Array): LevelFile {
  const said = fileWords(fileName);
  if (size === 0) return { kind: 'refused', message: `${said} was not opened: the file is empty.` };
  const read = levelFileText(bytes, bytes.length < size);
  if ('why' in read) return { kind: 'refused', message: `${said} was not opened: ${read.why}` };
  const { text } = read;
  if (bytes.length < size) {
    // only the start was read: a levels file is read whole by the import; a level is too large
    if (looksLikeJson(text) && size <= MAX_IMPORT_BYTES) return { kind: 'levels', text: '' };
    return { kind: 'refused', message: `${said} was not opened: it is ${size.toLocaleString('en')} bytes, and a level's text is at most ${MAX_TEXT_WORDS}.` };
  }
  const control = CONTROL.exec(text);
  if (control) {
    const at = placeOf(text, control.index);
    return { kind: 'refused', message: `${said} was not opened: line ${at.line}, column ${at.column} holds a control character (${shown(control[0])}), which no level's text has: is it a binary file?` };
  }
  if (looksLikeJson(text)) return { kind: 'levels', text };
  if (text.replace(/^\ufeff/, '').trim() === '') return { kind: 'refused', message: `${said} was not opened: it holds only white space.` };
  // (every format reads a line starting with ';' as a comment: a family would read an empty level, with problems)
  // (as every reader takes lines: a file of lone CR line ends that starts with ';' is not one comment)
  const lines = sourceLines(text);
  if (!isParseError(lines) && lines.every((line) => line.text.trim() === '')) {
    return { kind: 'refused', message: `${said} was not opened: it holds only comments (lines starting with ';') and blank lines, no level.` };
  }
  const level = readLevelText(text, fileName);
  // a file that holds an Unstuck link (alone, or in a note): its level,
  // where no family reads the text itself ('#v1/' is in no family's level but in a comment)
  const link = level.kind === 'refused' ? /#v1\/\S+/.exec(text) : null;
  return link ? levelOfLink(link[0], fileName) : level;
}

/** The level of a link a file holds, named by the link or else by the file; or why the link was not opened. */
function levelOfLink(hash: string, fileName: string): LevelFile {
  const opened = openLevelLink(hash);
  if (!opened.ok) return { kind: 'refused', message: `${fileWords(fileName)} holds an Unstuck link that was not opened. ${opened.message}` };
  const problem = getFamily(opened.family)?.validate(opened.level)[0]?.message ?? null;
  return { kind: 'level', text: opened.text, name: opened.name ?? nameFromFile(fileName), readings: [{ family: opened.family, problem }] };
}

/** The most of a file read at once: a levels file's cap; a level's is smaller. */
export const MAX_FILE_BYTES = MAX_IMPORT_BYTES;

/**
 * Read a file as sortFileBytes sorts it, its size checked before anything is read: past a level's
 * cap only its first bytes are read (a levels file may be larger, up to the import's cap), and a
 * file past the import's cap is not read at all.
 */
export async function readLevelFile(file: Blob & { name: string }): Promise<LevelFile> {
  if (file.size > MAX_FILE_BYTES) {
    return { kind: 'refused', message: `${fileWords(file.name)} was not opened: it is ${megabytes(file.size)}, and a level's text is at most ${MAX_TEXT_WORDS}, a levels file at most ${megabytes(MAX_IMPORT_BYTES)}.` };
  }
  try {
    const whole = file.size <= MAX_LEVEL_CHARS;
    const bytes = new Uint8Array(await (whole ? file : file.slice(0, SNIFF_BYTES)).arrayBuffer());
    const sorted = sortFileBytes(file.name, file.size, bytes);
    // a large levels file: now read whole, for the import
    if (sorted.kind === 'levels' && !whole) {
      const read = await levelsFileText(file);
      return 'why' in read ? { kind: 'refused', message: `${fileWords(file.name)} was not read: ${read.why}` } : { kind: 'levels', text: read.text };
    }
    return sorted;
  } catch (e) {
    // a file removed or changed since it was chosen, or one the browser may not read
    return { kind: 'refused', message: `${fileWords(file.name)} could not be read (${e instanceof Error ? e.message : String(e)}).` };
  }
}

/**
 * A levels file's text, read whole (its size checked before), or why there is none, where: bytes
 * that are not UTF-8 are said with their line and byte, as a level file's are (Blob.text() put
 * U+FFFD in their place, and a name from another encoding was stored so, without a word). UTF-16
 * with its byte-order mark, which a browser's own reading took, is read too.
 */
export async function levelsFileText(file: Blob): Promise<{ text: string } | { why: string }> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
    if (utf16 === null) return levelFileText(bytes);
    try {
      return { text: new TextDecoder(utf16, { fatal: true }).decode(bytes) };
    } catch {
      return { why: 'it starts as UTF-16 text, but is not UTF-16 throughout. Save it as UTF-8 (most editors offer it under Save as).' };
    }
  } catch (e) {
    // a file removed or changed since it was chosen, or one the browser may not read
    return { why: `it could not be read (${e instanceof Error ? e.message : String(e)}).` };
  }
}
