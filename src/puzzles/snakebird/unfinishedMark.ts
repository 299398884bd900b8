// The comment line make() puts first in the text of a level not finished yet (no snakebird, or
// no exit: drawn in the editor, kept in a draft or a link). A comment to every reader (RULES.md);
// to this family's readers, leave to read the level without them, which validate() then names. A
// text without it is read strictly: the CLI's, a file's and the gallery's levels are refused whole.
// (Its own module: both format.ts and snakefall.ts, which format.ts imports, read it.)
export const UNFINISHED_MARK = '; unfinished';

export const markedUnfinished = (text: string) => /^; unfinished\b/m.test(text);

/**
 * What a level without a snakebird or without an exit lacks, in one sentence wherever it is said
 * (a reader's refusal, the editor's list, the status line, the CLI), which said it three ways:
 * `how` is where the editor, or the format read, puts one.
 */
export const noSnakebird = (how: string) => `no snakebird: a level needs at least one (${how})`;
export const noExit = (how: string) => `no exit: a level needs one (${how})`;
