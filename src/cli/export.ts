// `solve --to <format>`: the level written in another program's format (the family's exports,
// puzzles/types.ts LevelExport), when it plays the same there. Plain: the text and a newline on
// standard output; --json: {"puzzle", "to", "text"}. Exit 0 when written; 2 when the family has
// no such format or the level does not fit it (the reason on standard error, and with --json as
// main.ts's JSON object of a run that ended without an answer).
import { escapeControls } from '../puzzles/text.ts';
import type { AnyFamily } from '../puzzles/types.ts';
import type { CliIo } from './main.ts';
import { fail } from './cliExit.ts';

/** Why `to` is no format the family writes (said before the level is read), or null. */
export function exportRefusal(family: AnyFamily, to: string): string | null {
  const exports = family.exports ?? [];
  if (exports.some((e) => e.id === to)) return null;
  const known = exports.length > 0 ? `: ${family.title} levels can be written as ${exports.map((e) => e.id).join(', ')}` : `: ${family.title} levels have no other format to be written in`;
  return `${escapeControls(`unknown --to format '${to}'`)}${known}`;
}

export function runExport(io: CliIo, family: AnyFamily, level: unknown, to: string, json: boolean): number {
  const refused = exportRefusal(family, to);
  const format = family.exports?.find((e) => e.id === to);
  // (exportRefusal says why wherever there is no such format)
  if (refused || !format) fail(refused ?? escapeControls(`unknown --to format '${to}'`), 2);
  const out = format.write(level);
  if (!out.ok) fail(escapeControls(`no ${format.title}: ${out.reason}`), 2);
  io.out(json ? `${JSON.stringify({ puzzle: family.id, to: format.id, text: out.text })}\n` : `${out.text}\n`);
  return 0;
}
