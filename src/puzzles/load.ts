// Text → checked level, shared by the worker, the CLI, the bench and the app, so every entry
// point reports bad input with the same words.
import { getFamily } from './registry.ts';
import { parseErrorWords, shown } from './text.ts';
import { FAMILY_IDS, type AnyFamily, type FamilyId, type IssueLocation, type ValidationIssue } from './types.ts';

export type LoadedLevel =
  | { ok: true; family: AnyFamily; level: unknown }
  /** issues: every problem of a level that parses but does not validate (message names the first) */
  | { ok: false; message: string; line?: number; column?: number; issues?: readonly ValidationIssue[] };

/** Where a problem is, to start its message: "row 2, column 3: ", "node well: ", "line 4, column 1: ", or "". */
export function issuePlace(at: IssueLocation | undefined): string {
  return at?.kind === 'cell'
    ? `row ${at.row + 1}, column ${at.col + 1}: `
    : at?.kind === 'node'
      ? `node ${shown(at.node)}: `
      : at?.kind === 'text'
        ? `line ${at.line}, column ${at.column}: `
        : '';
}

export function loadLevel(familyId: string, text: string, format?: string): LoadedLevel {
  const family = getFamily(familyId);
  if (!family) return { ok: false, message: `unknown puzzle family '${shown(familyId)}'` };
  if (format !== undefined && !family.formats.includes(format)) {
    return { ok: false, message: `unknown format '${shown(format)}' for ${familyId}; expected one of: ${family.formats.join(', ')}` };
  }
  const parsed = family.parse(text, format === undefined ? undefined : { format });
  if (!parsed.ok) {
    // (a problem of the level as a whole, "no exit", has no place: ParseError.whole)
    const { line, column, whole } = parsed.error;
    return { ok: false, message: parseErrorWords(parsed.error), ...(whole ? {} : { line, column }) };
  }
  const issues = family.validate(parsed.level);
  const first = issues[0];
  if (first) {
    const where = first.at?.kind === 'text' ? { line: first.at.line, column: first.at.column } : {};
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    return { ok: false, message: `invalid level: ${issuePlace(first.at)}${first.message}${more}`, ...where, issues };
  }
  return { ok: true, family, level: parsed.level };
}

/**
 * A family other than `family` whose rules read `text` as a level with no problem: where a level
 * put under the wrong family (a link, a levels file, a pasted text, the command line's puzzle)
 * belongs.
 */
export function otherFamilyReading(text: string, family: FamilyId): FamilyId | undefined {
  return FAMILY_IDS.find((id) => id !== family && loadLevel(id, text).ok);
}

/** The position after `moves` from the level's start, as a level of its own. */
export function levelAfterMoves(
  family: AnyFamily,
  level: unknown,
  moves: readonly string[],
): { ok: true; level: unknown } | { ok: false; message: string } {
  let state = family.start(level);
  for (let i = 0; i < moves.length; i++) {
    const next = family.play(level, state, moves[i]!);
    if (next === null) return { ok: false, message: `move ${i + 1} ('${moves[i]}') is not legal here` };
    state = next;
  }
  return { ok: true, level: family.levelFromState(level, state) };
}
