// Text → checked level, shared by the worker, the CLI, the bench and the app, so every entry
// point reports bad input with the same words.
import { getFamily } from './registry.ts';
import { shown } from './text.ts';
import type { AnyFamily } from './types.ts';

export type LoadedLevel =
  | { ok: true; family: AnyFamily; level: unknown }
  | { ok: false; message: string; line?: number; column?: number };

export function loadLevel(familyId: string, text: string, format?: string): LoadedLevel {
  const family = getFamily(familyId);
  if (!family) return { ok: false, message: `unknown puzzle family '${shown(familyId)}'` };
  if (format !== undefined && !family.formats.includes(format)) {
    return { ok: false, message: `unknown format '${shown(format)}' for ${familyId}; expected one of: ${family.formats.join(', ')}` };
  }
  const parsed = family.parse(text, format === undefined ? undefined : { format });
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return { ok: false, message: `line ${line}, column ${column}: ${message}`, line, column };
  }
  const issues = family.validate(parsed.level);
  const first = issues[0];
  if (first) {
    const where = first.at?.kind === 'text' ? { line: first.at.line, column: first.at.column } : {};
    const place =
      first.at?.kind === 'cell'
        ? `row ${first.at.row + 1}, column ${first.at.col + 1}: `
        : first.at?.kind === 'node'
          ? `node ${first.at.node}: `
          : first.at?.kind === 'text'
            ? `line ${first.at.line}, column ${first.at.column}: `
            : '';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    return { ok: false, message: `invalid level: ${place}${first.message}${more}`, ...where };
  }
  return { ok: true, family, level: parsed.level };
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
