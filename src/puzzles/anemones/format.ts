// Text format of RULES.md §1:
//   anemones N / tap M lowers A B ... / start A B ... / goal A B ...
import type { Parsed } from '../types.ts';
import { emptyLevel, fail, isParseError, readInt, shown, sourceLines, words } from '../text.ts';

const MAX_ANEMONES = 24;

export interface AnemonesLevel {
  count: number;
  /** lowers[m-1]: anemones pulled down by tapping m (1-based numbers, ascending) */
  lowers: number[][];
  /** anemones up at the start, ascending */
  start: number[];
  /** anemones that must be up at the end (all others down), ascending */
  goal: number[];
}

export function parseAnemones(text: string): Parsed<AnemonesLevel> {
  const all = sourceLines(text);
  if (isParseError(all)) return { ok: false, error: all };
  const lines = all.filter((l) => l.text.trim() !== '');
  const first = lines[0];
  if (!first) return fail(1, 1, emptyLevel("'anemones N' on the first line"));
  const head = words(first.text);
  if (head[0]?.word !== 'anemones') {
    return fail(first.line, head[0]?.column ?? 1, `expected 'anemones N' on the first line, found '${shown(head[0]?.word ?? '')}'`);
  }
  if (!head[1]) return fail(first.line, first.text.length + 1, `expected the number of anemones after 'anemones'`);
  const count = readInt(head[1].word, 1, MAX_ANEMONES, 'the number of anemones');
  if (typeof count === 'string') return fail(first.line, head[1].column, count);
  if (head[2]) return fail(first.line, head[2].column, `unexpected '${shown(head[2].word)}' after the number of anemones`);

  const lowers: number[][] = Array.from({ length: count }, () => []);
  const tapped = new Set<number>();
  let start: number[] | null = null;
  let goal: number[] | null = null;
  /** the goal line's number: a missing start line is placed there, where the level writes it */
  let goalAt = 0;

  const readList = (ws: { word: string; column: number }[], line: number): number[] | { line: number; column: number; message: string } => {
    const seen = new Set<number>();
    for (const w of ws) {
      const n = readInt(w.word, 1, count, 'an anemone number');
      if (typeof n === 'string') return { line, column: w.column, message: n };
      if (seen.has(n)) return { line, column: w.column, message: `anemone ${n} is listed twice` };
      seen.add(n);
    }
    return [...seen].sort((a, b) => a - b);
  };

  for (const { line, text: t } of lines.slice(1)) {
    const ws = words(t);
    const key = ws[0]!;
    if (key.word === 'tap') {
      if (!ws[1]) return fail(line, t.length + 1, "expected the tapped anemone's number after 'tap'");
      const m = readInt(ws[1].word, 1, count, 'an anemone number');
      if (typeof m === 'string') return fail(line, ws[1].column, m);
      if (tapped.has(m)) return fail(line, key.column, `anemone ${m} already has a tap line`);
      tapped.add(m);
      if (ws[2] && ws[2].word !== 'lowers') return fail(line, ws[2].column, `expected 'lowers', found '${shown(ws[2].word)}'`);
      const list = readList(ws.slice(3), line);
      if (!Array.isArray(list)) return fail(list.line, list.column, list.message);
      lowers[m - 1] = list;
    } else if (key.word === 'start' || key.word === 'goal') {
      if ((key.word === 'start' ? start : goal) !== null) return fail(line, key.column, `a second '${key.word}' line`);
      const list = readList(ws.slice(1), line);
      if (!Array.isArray(list)) return fail(list.line, list.column, list.message);
      if (key.word === 'start') start = list;
      else {
        goal = list;
        goalAt = line;
      }
    } else {
      return fail(line, key.column, `unknown line '${shown(key.word)}'; expected 'tap', 'start' or 'goal'`);
    }
  }
  const end = lines[lines.length - 1]!;
  // (before the goal line, not past the text's end: a text ending on its goal line put the caret after the goal's last number)
  if (start === null && goalAt) return fail(goalAt, 1, "missing the 'start' line (the anemones that are up at the start) before the 'goal' line");
  if (start === null) return fail(end.line + 1, 1, "missing the 'start' line (the anemones that are up at the start)");
  if (goal === null) return fail(end.line + 1, 1, "missing the 'goal' line (the anemones that must be up at the end)");
  return { ok: true, level: { count, lowers, start, goal } };
}

export function makeAnemones(level: AnemonesLevel): string {
  const lines = [`anemones ${level.count}`];
  level.lowers.forEach((list, i) => {
    if (list.length > 0) lines.push(`tap ${i + 1} lowers ${list.join(' ')}`);
  });
  lines.push(['start', ...level.start].join(' '), ['goal', ...level.goal].join(' '));
  return `${lines.join('\n')}\n`;
}
