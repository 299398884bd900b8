// A minimal family in the Move text format (RULES.md §3) for testing the editor machinery
// before or apart from the real family module: parse, make and the per-colour validation.
import type { AnyFamily, ValidationIssue } from '../../../src/puzzles/types.ts';
import { contentLines } from '../../../src/editor/textModels.ts';

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
  compile() {
    throw new Error('not used by the editor tests');
  },
  start: (l: TestMoveLevel) => l,
  legalMoves: () => [],
  play: () => null,
  isWon: () => false,
  levelFromState: (l: TestMoveLevel) => l,
  gallery: [],
};
