// A minimal family in the Move text format (RULES.md §3) for testing the editor machinery
// before or apart from the real family module: parse, make and the per-colour validation.
import type { AnyFamily, ValidationIssue } from '../../../src/puzzles/types.ts';

/** Lines that carry content: no comments, no trailing spaces, no blank lines. */
const contentLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l !== '' && !l.startsWith(';'));

export interface TestMoveLevel {
  floor: string[];
  dots: string[];
}

export const moveFormatFamily: AnyFamily = {
  id: 'move',
  title: 'Move',
  formats: ['move'],
  parse(text) {
    const lines = contentLines(text);
    const split = lines.indexOf('--');
    if (split < 0) return { ok: false, error: { line: lines.length + 1, column: 1, message: "found end of text; expected a line '--'" } };
    const floor = lines.slice(0, split);
    const dots = lines.slice(split + 1);
    for (let r = 0; r < floor.length; r++)
      for (let c = 0; c < floor[r]!.length; c++)
        if (floor[r]![c] === '#' && dots[r]?.[c] !== '.' && dots[r]?.[c] !== undefined)
          return { ok: false, error: { line: split + 2 + r, column: c + 1, message: 'found a dot on an obstacle; expected .' } };
    return { ok: true, level: { floor, dots } satisfies TestMoveLevel };
  },
  make: (l: TestMoveLevel) => [...l.floor, '--', ...l.dots].join('\n') + '\n',
  validate(l: TestMoveLevel) {
    const issues: ValidationIssue[] = [];
    const count = new Map<string, { dots: number; targets: number; at: { row: number; col: number } }>();
    const see = (ch: string, row: number, col: number, kind: 'dots' | 'targets') => {
      const k = ch.toLowerCase();
      const e = count.get(k) ?? { dots: 0, targets: 0, at: { row, col } };
      e[kind]++;
      count.set(k, e);
    };
    l.floor.forEach((line, r) => [...line].forEach((ch, c) => /[A-Z]/.test(ch) && see(ch, r, c, 'targets')));
    l.dots.forEach((line, r) => [...line].forEach((ch, c) => /[a-z]/.test(ch) && see(ch, r, c, 'dots')));
    if (count.size === 0) issues.push({ message: 'no dots' });
    for (const [k, e] of count)
      if (e.dots !== e.targets)
        issues.push({ message: `colour ${k} has ${e.dots} dots and ${e.targets} targets`, at: { kind: 'cell', ...e.at } });
    return issues;
  },
  blank: () => ({ floor: ['...', '...', '...'], dots: ['...', '...', '...'] }),
  start: (l: TestMoveLevel) => l.dots,
  notation: () => ({ names: (word: string) => (DIRS as readonly string[]).includes(word), expected: 'a swipe: U, D, L or R' }),
  legalMoves: (l: TestMoveLevel, dots: string[]) => DIRS.filter((d) => swipe(l.floor, dots, d) !== null),
  play: (l: TestMoveLevel, dots: string[], move: string) => swipe(l.floor, dots, move),
  isWon: (l: TestMoveLevel, dots: string[]) =>
    dots.every((line, r) => [...line].every((ch, c) => ch === '.' || l.floor[r]?.[c] === ch.toUpperCase())),
  levelFromState: (l: TestMoveLevel, dots: string[]) => ({ floor: l.floor, dots }),
  gallery: [],
};

const DIRS = ['U', 'D', 'L', 'R'];
const STEP: Record<string, [number, number]> = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };

/** One swipe by RULES.md §3: blocked dots block the dots behind them. Null if nothing moves. */
function swipe(floor: string[], dots: string[], move: string): string[] | null {
  const step = STEP[move];
  if (!step) return null;
  const [dr, dc] = step;
  const rows = dots.length;
  const cols = dots[0]?.length ?? 0;
  const blocked = (r: number, c: number, seen: Map<string, boolean>): boolean => {
    const key = `${r},${c}`;
    const known = seen.get(key);
    if (known !== undefined) return known;
    const nr = r + dr;
    const nc = c + dc;
    const result =
      nr < 0 || nc < 0 || nr >= rows || nc >= cols || floor[nr]![nc] === '#' || (dots[nr]![nc] !== '.' && blocked(nr, nc, seen));
    seen.set(key, result);
    return result;
  };
  const seen = new Map<string, boolean>();
  const out = dots.map((line) => [...line].map(() => '.'));
  let moved = false;
  dots.forEach((line, r) =>
    [...line].forEach((ch, c) => {
      if (ch === '.') return;
      if (blocked(r, c, seen)) out[r]![c] = ch;
      else {
        out[r + dr]![c + dc] = ch;
        moved = true;
      }
    }),
  );
  return moved ? out.map((l) => l.join('')) : null;
}
