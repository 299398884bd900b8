// The levels file, My levels' export (`{"format": "unstuck-levels", "version": 1, "levels": […]}`),
// which the app imports and opens and the CLI reads as a level file, and the caps a stored value
// shares with it. A reader never throws: it returns the levels, or why it cannot use them.
import * as v from 'valibot';
import { jsonBreak, jsonBreakWords } from './jsonBreak.ts';
import { count, MAX_LEVEL_CHARS, plural, shown } from './text.ts';
import { FAMILY_IDS } from './types.ts';

// Larger values are refused before they reach a parser. A stored text may be as long as any
// level's (a longer cap would be moot; a shorter one would move aside on the next load a level
// the app had saved).
export const MAX_TEXT = MAX_LEVEL_CHARS;
export const MAX_NAME = 1_000;
/**
 * The largest levels file Import reads (bytes): eight levels of the longest text and name a
 * stored level may have, with room for UTF-8 and JSON's escapes. The browser keeps a few MB for
 * the page, so a larger file could not be stored anyway; it is refused before it is read.
 */
export const MAX_IMPORT_BYTES = 8 * 2 * (MAX_TEXT + MAX_NAME);
/**
 * The most levels a levels file holds: far more than anyone saves (My levels lists each), and a
 * bound on the work of reading one on the page's thread. 16 MB holds 150,000 small levels, whose
 * import took 3.3 s in one piece (each level's entry checked, its text read and written again to
 * find repeats); 20,000 took 0.7 s.
 */
export const MAX_FILE_LEVELS = 20_000;

export const Family = v.picklist(FAMILY_IDS);
export const Text = v.pipe(v.string(), v.maxLength(MAX_TEXT));
export const Name = v.pipe(v.string(), v.maxLength(MAX_NAME));
export const Time = v.pipe(v.number(), v.finite());

/** what a value of a file is, in words: "a list", "an object", "the number 5", "the text \"chess\"" */
function valueWords(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text "${shown(value, 40)}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : 'nothing';
}

/** what a schema's kind of value is, in words */
const KIND_WORDS: Record<string, string> = { string: 'a text', number: 'a number', array: 'a list', object: 'an object' };

/**
 * The first problem a schema found, with where, in words: `family: "chess" is not a family
 * (anemones, snakebird, …)`, `levels: a list was expected, not an object`, `name: missing`.
 */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!;
  const path = issue.path?.map((p) => String(p.key)).join('.');
  let message = issue.message;
  if (issue.input === undefined && path) message = 'missing';
  else if (issue.type === 'picklist' && issue.input === undefined) message = 'missing';
  else if (issue.type === 'picklist') message = `${valueWords(issue.input)} is not one of ${issue.expected?.replace(/^\(|\)$|"/g, '').split(' | ').join(', ')}`;
  else if (issue.type === 'literal') message = `${valueWords(issue.input)} where ${issue.expected} was expected`;
  else if (issue.type in KIND_WORDS) message = `${KIND_WORDS[issue.type]} was expected, not ${valueWords(issue.input)}`;
  else if (issue.type === 'max_length') {
    const most = count((issue as v.MaxLengthIssue<string, number>).requirement);
    // (a stored tree's moves are a list: 4,001 of them are not 'characters')
    message = Array.isArray(issue.input) ? `a list of ${count(issue.input.length)}, more than the ${most} allowed` : `longer than the ${most} characters allowed`;
  } else if (issue.type === 'min_length') message = `${valueWords(issue.input)} is shorter than the ${plural((issue as v.MinLengthIssue<string, number>).requirement, 'character')} needed`;
  else if (issue.type === 'integer') message = `a whole number was expected, not ${valueWords(issue.input)}`;
  else if (issue.type === 'min_value' || issue.type === 'max_value') {
    const bound = (issue as v.MinValueIssue<number, number>).requirement;
    message = `${valueWords(issue.input)} is ${issue.type === 'min_value' ? 'below the least' : 'past the most'} allowed, ${count(bound)}`;
  }
  // (valibot's own words quote the text whole and raw: a million characters, a bidi override)
  else if (issue.type === 'regex') message = `${valueWords(issue.input)} is not of the form ${issue.expected}`;
  else if (issue.type === 'finite') message = `a finite number was expected, not ${valueWords(issue.input)}`;
  return path ? `${path}: ${message}` : message;
}

// The export file: `{ "format": "unstuck-levels", "version": 1, "levels": [{ family, name, text, savedAt? }] }`.
export const EXPORT_FORMAT = 'unstuck-levels';
export const EXPORT_VERSION = 1;
const ExportFormat = v.object({ format: v.literal(EXPORT_FORMAT) });
const ExportEnvelope = v.object({ format: v.literal(EXPORT_FORMAT), version: v.number(), levels: v.array(v.unknown()) });
const ExportLevel = v.object({ family: Family, name: Name, text: Text, savedAt: v.optional(Time) });
export type ExportedLevel = v.InferOutput<typeof ExportLevel>;
/** an entry of a levels file that cannot be used: `at` is its place in the file (1 for the first) */
export type EntryFailure = { at: number; message: string };

/**
 * ` ("its name")` of an entry that has a name to say, cut to 60 characters, its controls and bidi
 * overrides escaped (a file's name must not turn the rest of the message around); else nothing.
 */
export function entryName(entry: unknown): string {
  const name = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).name : undefined;
  return typeof name !== 'string' || name === '' ? '' : ` ("${shown(name, 60)}")`;
}

/**
 * The export file's levels, checked for shape only (the caller parses each level's text). A file
 * that is no levels file, or not one this version reads, is refused whole; a level of the wrong
 * shape is left out and said (`failed`, with its place in the file), so one bad entry does not
 * cost the good ones.
 */
export function readExportShape(json: string): { ok: true; levels: { at: number; level: ExportedLevel }[]; failed: EntryFailure[] } | { ok: false; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    // a file that starts as JSON does (a levels file cut short): where it breaks, not only "it is not JSON"
    const broken = /^\s*[{[]/.test(json) ? jsonBreak(json) : null;
    return { ok: false, message: broken ? `This file cannot be read as a levels file: ${jsonBreakWords(broken)}.` : 'This file is not a levels file: it is not JSON.' };
  }
  // a file of another kind is said to be one; a levels file of the wrong shape says what is wrong in it
  if (!v.safeParse(ExportFormat, data).success) return { ok: false, message: `This file is not an Unstuck levels file (expected "format": "${EXPORT_FORMAT}").` };
  const envelope = v.safeParse(ExportEnvelope, data);
  if (!envelope.success) {
    return { ok: false, message: `This Unstuck levels file cannot be read: ${firstIssue(envelope.issues)} (expected "version": a number and "levels": a list of levels).` };
  }
  const { version, levels } = envelope.output;
  if (version > EXPORT_VERSION) return { ok: false, message: `This levels file is from a newer version of Unstuck (version ${version}).` };
  if (levels.length > MAX_FILE_LEVELS) return { ok: false, message: `This levels file holds ${count(levels.length)} levels; at most ${count(MAX_FILE_LEVELS)} are read from one file.` };
  const out: { at: number; level: ExportedLevel }[] = [];
  const failed: EntryFailure[] = [];
  for (let i = 0; i < levels.length; i++) {
    const l = v.safeParse(ExportLevel, levels[i]);
    if (l.success) out.push({ at: i + 1, level: l.output });
    else {
      const family = (levels[i] as { family?: unknown } | null)?.family;
      // (a family of a later version, or of another program: not an entry cut short)
      const unknown = typeof family === 'string' && !(FAMILY_IDS as readonly string[]).includes(family);
      failed.push({
        at: i + 1,
        message: unknown
          ? `Level ${i + 1}${entryName(levels[i])} is of a family this version of Unstuck does not know, "${shown(family, 40)}" (it knows ${FAMILY_IDS.join(', ')}).`
          : `Level ${i + 1}${entryName(levels[i])} is incomplete: it needs a known family, a name and a text (${firstIssue(l.issues)}).`,
      });
    }
  }
  return { ok: true, levels: out, failed };
}
