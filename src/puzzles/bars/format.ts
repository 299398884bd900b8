// Text format of RULES.md §2: optional `pattern` and `goal` lines, then a grid of 0 and 1.
import type { Parsed } from '../types.ts';
import { characterAt, emptyLevel, fail, tooManyRows, tooWide, isParseError, plural, quotedCharacter, rowsFrom, shown, sourceLines, words } from '../text.ts';

const MAX_BARS_SIDE = 64;

export type BarsPattern = 'cross' | 'plus';

export interface BarsLevel {
  rows: number;
  cols: number;
  /** cross: a press flips its row and column (Lovecraft Quest); plus: itself and its neighbours (Lights Out) */
  pattern: BarsPattern;
  /** the value every cell must end on */
  goal: 0 | 1;
  /** cells[r][c] is 0 or 1 */
  cells: number[][];
}

export function parseBars(text: string): Parsed<BarsLevel> {
  const lines = sourceLines(text);
  if (isParseError(lines)) return { ok: false, error: lines };
  let pattern: BarsPattern = 'cross';
  let goal: 0 | 1 = 1;
  let seenPattern = false;
  let seenGoal = false;
  const cells: number[][] = [];
  for (let i = 0; i < lines.length; i++) {
    const { line, text: t } = lines[i]!;
    const ws = words(t);
    const key = ws[0];
    if (key && (key.word === 'pattern' || key.word === 'goal')) {
      if (cells.length > 0) return fail(line, key.column, `'${key.word}' must come before the grid`);
      if ((key.word === 'pattern' && seenPattern) || (key.word === 'goal' && seenGoal)) return fail(line, key.column, `a second '${key.word}' line`);
      const value = ws[1];
      if (!value) return fail(line, t.length + 1, key.word === 'pattern' ? "expected 'cross' or 'plus' after 'pattern'" : "expected 0 or 1 after 'goal'");
      if (ws[2]) return fail(line, ws[2].column, `unexpected '${shown(ws[2].word)}'`);
      if (key.word === 'pattern') {
        if (value.word !== 'cross' && value.word !== 'plus') return fail(line, value.column, `unknown pattern '${shown(value.word)}'; expected 'cross' or 'plus'`);
        pattern = value.word;
        seenPattern = true;
      } else {
        if (value.word !== '0' && value.word !== '1') return fail(line, value.column, `expected 0 or 1 for the goal, found '${shown(value.word)}'`);
        goal = value.word === '1' ? 1 : 0;
        seenGoal = true;
      }
      continue;
    }
    if (t === '') {
      if (cells.length > 0) return fail(line, 1, 'blank line inside the grid');
      continue;
    }
    for (let c = 0; c < t.length; c++) {
      const ch = t[c]!;
      if (ch !== '0' && ch !== '1') {
        // (a row typed as numbers apart, '1 0 1', was told only that ' ' is unknown)
        const apart = ch === ' ' || ch === '\t' ? "; a row's cells are written side by side, without spaces (as 0110)" : '';
        return fail(line, c + 1, `unknown character ${quotedCharacter(characterAt(t, c))}; expected 0 or 1${cells.length === 0 && c === 0 ? " (or a 'pattern' or 'goal' line)" : ''}${apart}`);
      }
    }
    const width = cells[0]?.length ?? t.length;
    if (t.length !== width) return fail(line, Math.min(t.length, width) + 1, `row is ${plural(t.length, 'cell')} wide but the first row is ${width}`);
    if (t.length > MAX_BARS_SIDE) return fail(line, MAX_BARS_SIDE + 1, tooWide('the grid', t.length, MAX_BARS_SIDE));
    if (cells.length === MAX_BARS_SIDE) {
      return fail(line, 1, tooManyRows('the grid', cells.length + rowsFrom(lines, i), MAX_BARS_SIDE));
    }
    const row: number[] = [];
    for (let c = 0; c < t.length; c++) row.push(t.charCodeAt(c) - 48);
    cells.push(row);
  }
  if (cells.length === 0) {
    const last = lines[lines.length - 1];
    return last ? fail(last.line + 1, 1, 'expected a grid of 0 and 1') : fail(1, 1, emptyLevel('a grid of 0 and 1'));
  }
  return { ok: true, level: { rows: cells.length, cols: cells[0]!.length, pattern, goal, cells } };
}

export function makeBars(level: BarsLevel): string {
  return `${[`pattern ${level.pattern}`, `goal ${level.goal}`, ...level.cells.map((r) => r.join(''))].join('\n')}\n`;
}
