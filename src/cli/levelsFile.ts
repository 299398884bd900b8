// A levels file (My levels' export, `{"format": "unstuck-levels", …}`) given to the command line,
// as the app's Open file takes one: the level of the puzzle asked for, or the one --level picks
// (its place in the file, or its name), read from its text as any level file is.
import { readExportShape } from '../puzzles/levelsExport.ts';
import { shown } from '../puzzles/text.ts';

/** The format word for a levels file (--format levels); without it, a file starting with `{` is one, as Open file tells them. */
export const LEVELS_FORMAT = 'levels';

/** At most this many of a file's levels are listed where one must be picked. */
const LISTED = 10;

export type LevelOfFile =
  /** `label`: the file, or its level ("FILE, level 2 ("name")"), for messages; `format`: the level's text's own, if given */
  | { text: string; label: string; format: string | undefined }
  | { error: string };

/** Is this text (its start is enough) a levels file: told so, or, with no format given, starting with `{`. */
export const isLevelsFile = (text: string, format: string | undefined) => format === LEVELS_FORMAT || (format === undefined && /^\ufeff?\s*\{/.test(text));

/** The level to read from a file's text: the text itself, or one level of a levels file. */
export function levelOfFile(file: string, text: string, puzzle: string, format: string | undefined, pick: string | undefined): LevelOfFile {
  const isLevels = isLevelsFile(text, format);
  if (!isLevels) {
    return pick === undefined ? { text, label: file, format } : { error: `--level picks a level of a levels file (My levels' export); ${file} is read as one level` };
  }
  const shape = readExportShape(text.replace(/^\ufeff/, ''));
  if (!shape.ok) return { error: `${file}: ${shape.message}` };
  const named = (at: number, name: string) => `level ${at} ("${shown(name, 60)}")`;
  const mine = shape.levels.filter((l) => l.level.family === puzzle);
  let chosen = mine.length === 1 && pick === undefined ? mine[0]! : undefined;
  if (pick !== undefined) {
    // a place, unless a level is named so; digits with a leading zero too, where none is ('--level 01' asked for a level named "01")
    const place = /^[1-9]\d*$/.test(pick);
    const byName = place ? undefined : shape.levels.find((l) => l.level.name === pick);
    const at = place || (!byName && /^\d+$/.test(pick)) ? Number(pick) : null;
    const has = `it has ${shape.levels.length + shape.failed.length}`;
    if (at === 0) return { error: `${file} has no level 0: its levels are numbered from 1 (${has})` };
    const found = at !== null ? shape.levels.find((l) => l.at === at) : byName;
    if (!found) {
      const bad = shape.failed.find((f) => f.at === at);
      return { error: bad ? `${file}: ${bad.message}` : `${file} has no level ${at !== null ? pick.replace(/^0+/, '') : `named "${shown(pick, 60)}"`}${at !== null ? ` (${has})` : ''}` };
    }
    if (found.level.family !== puzzle) return { error: `${file}: ${named(found.at, found.level.name)} is a ${found.level.family} level, not ${puzzle}` };
    chosen = found;
  }
  if (!chosen) {
    if (mine.length === 0) {
      const kinds = [...new Set(shape.levels.map((l) => l.level.family))];
      return { error: `${file} has no ${puzzle} level${kinds.length > 0 ? ` (its levels are ${kinds.join(', ')})` : ' (it has no level that can be read)'}` };
    }
    const list = mine.slice(0, LISTED).map((l) => named(l.at, l.level.name)).join(', ');
    return { error: `${file} holds ${mine.length} ${puzzle} levels: pick one with --level NUMBER or --level NAME (${list}${mine.length > LISTED ? ', …' : ''})` };
  }
  return { text: chosen.level.text, label: `${file}, ${named(chosen.at, chosen.level.name)}`, format: format === LEVELS_FORMAT ? undefined : format };
}
