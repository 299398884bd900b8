// What every level format shares (RULES.md): \n or \r\n, trailing spaces ignored, trailing
// blank lines ignored, lines starting with ';' are comments.
import type { Parsed, ParseError } from './types.ts';

export interface SourceLine {
  /** 1-based line number in the original text */
  line: number;
  /** the line without its trailing spaces */
  text: string;
}

/** The lines that carry content, numbered as in the original text. Blank lines are kept as ''. */
export function sourceLines(text: string): SourceLine[] {
  const raw = text.split(/\r?\n/);
  const lines: SourceLine[] = [];
  raw.forEach((l, i) => {
    const trimmed = l.replace(/[ \t\r]+$/, '');
    if (trimmed.startsWith(';')) return;
    lines.push({ line: i + 1, text: trimmed });
  });
  while (lines.length > 0 && lines[lines.length - 1]!.text === '') lines.pop();
  return lines;
}

export function parseError(line: number, column: number, message: string): ParseError {
  return { line, column, message };
}

export function fail<L>(line: number, column: number, message: string): Parsed<L> {
  return { ok: false, error: parseError(line, column, message) };
}

/** Whitespace-separated words of a line with their 1-based columns. */
export function words(line: string): { word: string; column: number }[] {
  const out: { word: string; column: number }[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) out.push({ word: m[0], column: m.index + 1 });
  return out;
}

/** A whole number in [min, max], or a message saying what was expected. */
export function readInt(word: string, min: number, max: number, what: string): number | string {
  if (!/^\d+$/.test(word)) return `expected ${what} (a whole number from ${min} to ${max}), found '${word}'`;
  const n = Number(word);
  if (n < min || n > max) return `${what} must be from ${min} to ${max}, found ${n}`;
  return n;
}
