// RULES.md's move notation of each family, as `--analyse --line` checks a designer's line before
// it plays it. A family's play() answers null both for a word that is no move at all (a typo,
// another family's notation, a cell off the board) and for a move the position does not allow;
// only the second is a verdict on the line ("move 3 is not legal there"), so the first is
// refused as a bad argument before the line is analysed.
import type { AnemonesLevel } from '../puzzles/anemones/format.ts';
import type { BarsLevel } from '../puzzles/bars/format.ts';
import type { DogBunnyLevel } from '../puzzles/dogbunny/format.ts';
import type { SnakebirdLevel } from '../puzzles/snakebird/format.ts';
import type { FamilyId } from '../puzzles/types.ts';

export interface MoveNotation {
  /** the word names a move of this level (whether a position allows it or not) */
  names(word: string): boolean;
  /** what a move of this level looks like, for a message: "a swipe: U, D, L or R" */
  expected: string;
}

const DIRECTIONS = ['U', 'D', 'L', 'R'];

/** A whole number from 1 to max, written as the family's play() reads it (leading zeros allowed). */
const numberUpTo = (word: string | undefined, max: number) => word !== undefined && /^\d+$/.test(word) && Number(word) >= 1 && Number(word) <= max;

const anemones = (level: AnemonesLevel): MoveNotation => ({
  names: (word) => numberUpTo(word, level.count),
  expected: `an anemone's number, from 1 to ${level.count}`,
});

const bars = (level: BarsLevel): MoveNotation => ({
  names: (word) => {
    const [row, col, ...more] = word.split(',');
    return more.length === 0 && numberUpTo(row, level.rows) && numberUpTo(col, level.cols);
  },
  expected: `a cell as row,column, from 1,1 to ${level.rows},${level.cols}`,
});

const move = (): MoveNotation => ({
  names: (word) => DIRECTIONS.includes(word),
  expected: 'a swipe: U, D, L or R',
});

const snakebird = (level: SnakebirdLevel): MoveNotation => {
  const labels = level.snakes.map((s) => s.label);
  return {
    names: (word) => word.length === 2 && labels.includes(word[0]!) && DIRECTIONS.includes(word[1]!),
    expected: `a snake's label (${labels.join(', ')}) then a direction U, D, L or R, as ${labels[0] ?? 'A'}R`,
  };
};

const dogbunny = (level: DogBunnyLevel): MoveNotation => {
  const kinds = new Set(level.animals.map((a) => a.kind));
  const arcs = new Set(level.edges.flatMap((e) => [`${e.from}\n${e.to}`, ...(e.twoWay ? [`${e.to}\n${e.from}`] : [])]));
  const example = level.edges[0] && level.animals[0] ? `, as ${level.animals[0].kind}:${level.edges[0].from}->${level.edges[0].to}` : '';
  return {
    names: (word) => {
      const colon = word.indexOf(':');
      if (colon < 0 || !kinds.has(word.slice(0, colon))) return false;
      // a name may hold '-', so every '->' is tried as the arrow
      for (let arrow = word.indexOf('->', colon + 1); arrow >= 0; arrow = word.indexOf('->', arrow + 1)) {
        if (arcs.has(`${word.slice(colon + 1, arrow)}\n${word.slice(arrow + 2)}`)) return true;
      }
      return false;
    },
    expected: `kind:from->to, an animal's kind (${[...kinds].join(', ')}) and an edge of the graph${example}`,
  };
};

// (each takes the level its family's parse() gives; the CLI holds it as unknown)
const NOTATIONS: Record<FamilyId, (level: never) => MoveNotation> = { anemones, bars, move, snakebird, dogbunny };

export function moveNotation(family: FamilyId, level: unknown): MoveNotation {
  return NOTATIONS[family](level as never);
}
