// Where a file that starts as JSON stops being JSON, for a levels file that cannot be read: a
// browser's JSON.parse says "Unexpected end of JSON input" or nothing of where, and a file cut
// short (a download stopped, a copy that missed its end) is the usual case. Run only after
// JSON.parse failed. Iterative, so a file of a million '[' does not overflow the stack.
import { shown } from './text.ts';

export interface JsonBreak {
  line: number;
  column: number;
  /** what JSON needs there, in words */
  expected: string;
  /** what is there instead, quoted; null at the end of the file */
  found: string | null;
}

const NUMBER_OR_WORD = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
const VALUE = 'a value (text in "quotes", a number, true, false, null, { or [)';

/**
 * 1-based line and column of UTF-16 index `at` in `text`, its lines ended as an editor ends them:
 * by CRLF, LF or a lone CR (JSON reads a CR as a space; a file saved with CR line ends is
 * still JSON, and a place in it must be the one its editor shows).
 */
export function placeOf(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  const ends = /\r\n?|\n/g;
  for (let m = ends.exec(text); m && m.index + m[0].length <= at; m = ends.exec(text)) {
    line++;
    start = ends.lastIndex;
  }
  return { line, column: at - start + 1 };
}

/** The first place `text` is not JSON, or null where it all is. */
export function jsonBreak(text: string): JsonBreak | null {
  const open: ('{' | '[')[] = [];
  let i = 0;
  const at = (expected: string): JsonBreak => ({ ...placeOf(text, i), expected, found: i < text.length ? `'${shown(String.fromCodePoint(text.codePointAt(i)!))}'` : null });
  /** past a string's closing quote, or where it breaks */
  const string = (): JsonBreak | null => {
    for (i++; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return null;
      }
      if (c < 0x20) return at('the rest of the text in "quotes" (a line break or control character inside it is written \\n, \\t or \\u0000)');
      if (c !== 0x5c) continue;
      i++;
      if (text[i] === 'u') {
        HEX4.lastIndex = i + 1;
        if (!HEX4.test(text)) return at('4 hexadecimal digits after \\u');
        i += 4;
      } else if (i >= text.length || !'"\\/bfnrt'.includes(text[i]!)) return at('one of " \\ / b f n r t u after \\');
    }
    return at('the closing " of a text');
  };
  let state: 'value' | 'firstValue' | 'key' | 'firstKey' | 'colon' | 'after' = 'value';
  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
    const top = open[open.length - 1];
    const close = top === '{' ? '}' : ']';
    if (i >= text.length) {
      if (state === 'after' && top === undefined) return null;
      return at(state === 'after' ? `',' or '${close}'` : state === 'colon' ? "':'" : state.endsWith('ey') ? 'a name in "quotes"' : VALUE);
    }
    const c = text[i]!;
    if (state === 'after') {
      if (top === undefined) return at('nothing more: the JSON has ended');
      if (c === ',') state = top === '{' ? 'key' : 'value';
      else if (c === close) open.pop();
      else return at(`',' or '${close}'`);
      i++;
    } else if (state === 'colon') {
      if (c !== ':') return at("':'");
      i++;
      state = 'value';
    } else if ((state === 'firstKey' && c === '}') || (state === 'firstValue' && c === ']')) {
      open.pop();
      i++;
      state = 'after';
    } else if (state === 'key' || state === 'firstKey') {
      if (c !== '"') return at('a name in "quotes"');
      const broken = string();
      if (broken) return broken;
      state = 'colon';
    } else if (c === '{' || c === '[') {
      open.push(c);
      i++;
      state = c === '{' ? 'firstKey' : 'firstValue';
    } else if (c === '"') {
      const broken = string();
      if (broken) return broken;
      state = 'after';
    } else {
      NUMBER_OR_WORD.lastIndex = i;
      if (!NUMBER_OR_WORD.test(text)) return at(VALUE);
      i = NUMBER_OR_WORD.lastIndex;
      state = 'after';
    }
  }
}

/** A levels file's JSON that breaks, in words: where, and what was expected there; a file cut short is said to be. */
export function jsonBreakWords(b: JsonBreak): string {
  return b.found === null
    ? // (what JSON needed next says nothing to a person whose file was cut short)
      `its JSON stops short at line ${b.line.toLocaleString('en')}, column ${b.column.toLocaleString('en')}: the file was cut short (save, download or copy it again)`
    : `its JSON breaks at line ${b.line.toLocaleString('en')}, column ${b.column.toLocaleString('en')}: expected ${b.expected}, found ${b.found}`;
}
