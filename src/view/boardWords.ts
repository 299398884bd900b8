// The words of a board's accessible name, which says where the pieces are, not only how many,
// where a level's problems are marked, and the font size setting the words on a board follow:
// shared by the families' boards (a module of their own is one chunk more, its name listed in
// the chunks that load it).
import type { ValidationIssue } from '../puzzles/types.ts';

/** "1 fruit", "2 dots": a count with its noun ("1 snakebirds left" was said before) */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** the browser's font size over its default 16 px (1 where it cannot be read): the words drawn on a board follow it, as the page's words do */
export const fontSetting = (): number => parseFloat(getComputedStyle(document.documentElement).fontSize) / 16 || 1;

/** a cell as it is said, rows and columns counted from 1 */
export const cellWords = (row: number, col: number): string => `row ${row + 1} column ${col + 1}`;

/** more places than this are left at their count: a name read out whole should stay short */
const MOST_LISTED = 8;

/** the places listed after a colon, while they are few */
export const places = (items: readonly string[]): string => (items.length > 0 && items.length <= MOST_LISTED ? `: ${items.join(', ')}` : '');

/**
 * The cells ('row,col', 0-based) and the nodes (by name) a level's problems are at, which its
 * board marks: a level opened invalid (a link's) was drawn with nothing marked outside the
 * editor, while the status named the cell. A problem with no place is in neither.
 */
export function issueMarks(issues: readonly ValidationIssue[] | undefined): { cells: ReadonlySet<string>; nodes: ReadonlySet<string> } {
  const at = (issues ?? []).flatMap((i) => (i.at ? [i.at] : []));
  return {
    cells: new Set(at.flatMap((a) => (a.kind === 'cell' ? [`${a.row},${a.col}`] : []))),
    nodes: new Set(at.flatMap((a) => (a.kind === 'node' ? [a.node] : []))),
  };
}

/** how a board draws a problem's mark: dashed, in the page's colour for what is wrong (both themes), over the piece, passing no press through to it */
export const ISSUE_MARK_STYLE = { fill: 'none', stroke: 'var(--bad-text, #b91c1c)', strokeWidth: 3, strokeDasharray: '6 3', pointerEvents: 'none' } as const;
/** a band in the cell's colour under the mark, where it lies over a piece's own colour: red dashes on a red target's rim read as the rim */
export const ISSUE_MARK_UNDER = { ...ISSUE_MARK_STYLE, stroke: 'var(--cell, #ece8dc)', strokeWidth: 5, strokeDasharray: 'none' } as const;
/** the two rects of a cell's mark (the band, then the dashes) on a board of `size`-unit cells, its cell's corner at x, y */
export const issueCellMark = (x: number, y: number, size: number) =>
  [ISSUE_MARK_UNDER, ISSUE_MARK_STYLE].map((style) => ({ x: x + 2.5, y: y + 2.5, width: size - 5, height: size - 5, rx: 3, style }));
