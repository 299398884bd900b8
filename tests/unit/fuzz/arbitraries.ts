// Inputs for the fuzz suite: hostile texts built from each format's own words and characters
// (so that many reach deep into a reader) mixed with arbitrary code points, controls and
// line ends; mutations of real levels; and valid levels of every family and format. Every
// input is small (a few hundred characters at most) so that each case is cheap; the large
// inputs are the targeted cases in hostile.test.ts and readers.test.ts.
import fc from 'fast-check';
import type { AnemonesLevel } from '../../../src/puzzles/anemones/format.ts';
import type { BarsLevel } from '../../../src/puzzles/bars/format.ts';
import { MAX_XY, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import type { MoveLevel } from '../../../src/puzzles/move/format.ts';
import type { SnakebirdLevel } from '../../../src/puzzles/snakebird/format.ts';
import type { Parsed } from '../../../src/puzzles/types.ts';

/**
 * Case counts and timeouts, times FUZZ_SCALE (default 1: what CI runs). A deeper search at
 * home: `FUZZ_SCALE=20 npx vitest run tests/unit/fuzz`.
 */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
export const runs = (n: number): number => Math.round(n * SCALE);
export const timeout = (ms: number): number => Math.round(ms * SCALE);

/** Line ends, comments, spaces and the characters a hostile text is made of. */
const SEPARATORS = ['\n', '\n', '\r\n', '\n\n', ' ', ' ', '\t', ';', '\r', '   \n'];
const NASTY = ['\ufeff', '\u001b[31m', '\u0000', '\u007f', '\u009b', '\u202e', '\u200b', '\ud800', '\udc00', '😀', 'é', 'Å', '\u00a0', '\u2028'];

/** What each reader reads: its keywords, numbers and grid characters. */
export const TOKENS: Record<string, readonly string[]> = {
  anemones: ['anemones', 'anemones 3', 'tap', 'lowers', 'start', 'goal', '1', '2', '3', '7', '24', '25', '0', '-1', '01', '99999999999999999999'],
  bars: ['pattern', 'cross', 'plus', 'goal', '0', '1', '01', '10', '0110', '1111', 'x', '2'],
  move: ['.', '.', '#', 'A', 'B', 'a', 'b', '--', '..', '-', 'Z', 'z', '....'],
  dogbunny: ['node', 'edge', 'goal', 'if', '->', '<->', 'a', 'b', 'c', '!a', '!b', 'bunny', 'dog', '1', '-2', '0.5', 'x y', 'node a', 'edge a -> b', 'bunny a', 'goal bunny b'],
  classic: ['-', '-', '#', '^', '+', '*', 'A', 'B', 'C', 'a', 'b', '0', '1', '$', '--', '###'],
  jsnell: [' ', ' ', '.', '#', '~', 'O', '*', 'T', 'R', 'G', 'B', 'Y', '<', '>', '^', 'v', '1', '2', '...'],
  snakefall: ['HyRr4JK1&', '3tFRIoTU&', '#level=', '&', '?', '/', '0', '1', '2', '3', '4', '5', '9', '12', 's0?', 'b1?', 'f0?', '*', '*-', '*z', 'A', 'a'],
  mffm: ['.', '.', 'X', '$', '?', '@', '#', '|', '*', 'A', 'B', '<', '>', 'v', '^', 'a', 'b', '9 11', '7 0 not over', 'won', '0 0 lost 1 1 2 2'],
  apocalyptech: ['Level: x', 'Level:', 'Author: y', ' ', 'w', 'w', '%', '~', 'F', 'E', 'T', 'R', 'G', 'B', 'Y', '<', '>', '^', 'V', '.', '_', '1', '2'],
};

function fragment(tokens: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...tokens) },
    { weight: 3, arbitrary: fc.constantFrom(...SEPARATORS) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
  );
}

/** A soup of the format's words and anything else, up to about 60 pieces. */
export const soup = (tokens: readonly string[]): fc.Arbitrary<string> =>
  fc.array(fragment(tokens), { maxLength: 60, size: 'medium' }).map((parts) => parts.join(''));

/** Lines of a few of the format's words each, as word formats are written. */
export const wordLines = (tokens: readonly string[]): fc.Arbitrary<string> =>
  fc.array(fc.array(fragment(tokens), { minLength: 1, maxLength: 6 }), { maxLength: 12, size: 'medium' }).map((lines) => lines.map((l) => l.join(' ')).join('\n'));

/** Rows of the format's single characters (a grid, mostly well formed), now and then a stray piece. */
export const grid = (tokens: readonly string[]): fc.Arbitrary<string> => {
  const chars = tokens.filter((t) => t.length === 1);
  const cell = fc.oneof({ weight: 300, arbitrary: fc.constantFrom(...chars) }, { weight: 1, arbitrary: fragment(tokens) });
  return fc
    .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 12 }), fc.constantFrom('\n', '\r\n'))
    .chain(([rows, cols, end]) =>
      fc.array(fc.array(cell, { minLength: Math.max(0, cols - 1), maxLength: cols + 1 }), { minLength: rows, maxLength: rows }).map((g) => g.map((r) => r.join('')).join(end)),
    );
};

/**
 * Hostile texts for a reader: soups, word lines and grids of its tokens, most of them after the
 * header its format starts with (such as `anemones 3` or `Level: x`), so that many get past it.
 */
export const hostileText = (tokens: readonly string[], header: fc.Arbitrary<string> = fc.constant('')): fc.Arbitrary<string> =>
  fc
    .tuple(fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 4, arbitrary: header }), fc.oneof(soup(tokens), wordLines(tokens), grid(tokens)))
    .map(([head, body]) => head + body);

/** A text with a few edits: pieces cut out, pieces of the format or anything else put in. */
export const mutated = (texts: readonly string[], tokens: readonly string[]): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(...texts),
      fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.nat({ max: 4 }), fc.oneof(fc.constant(''), fragment(tokens))), { minLength: 1, maxLength: 4 }),
    )
    .map(([text, edits]) => {
      let out = text;
      for (const [where, cut, insert] of edits) {
        const at = Math.floor(where * out.length);
        out = out.slice(0, at) + insert + out.slice(at + cut);
      }
      return out;
    });

/**
 * Why a reader's answer is not well formed, or null: an error must have a message without
 * raw control characters and a whole line and column ≥ 1 inside the text (the line just past
 * the last may be named, at column 1, for something missing at the end).
 */
export function malformed(text: string, parsed: Parsed<unknown>): string | null {
  if (parsed.ok) return null;
  const { line, column, message } = parsed.error;
  if (typeof message !== 'string' || message.length === 0) return 'no message';
  if (/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/.test(message)) return `raw control character in ${JSON.stringify(message)}`;
  if (!Number.isInteger(line) || !Number.isInteger(column) || line < 1 || column < 1) return `bad position ${line}:${column}`;
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split('\n');
  if (line > lines.length + 1) return `line ${line} past the ${lines.length} lines of the text`;
  const width = (lines[line - 1] ?? '').replace(/\r$/, '').length;
  if (column > width + 1) return `column ${column} past the ${width} characters of line ${line}`;
  return null;
}

/** Throw with what is wrong, so that fast-check shrinks to a small case and prints it. */
export function expectWellFormed(text: string, parsed: Parsed<unknown>): void {
  const problem = malformed(text, parsed);
  if (problem) throw new Error(`${problem}\nfor the text ${JSON.stringify(text)}\n${JSON.stringify(parsed)}`);
}

// ---------- valid levels of every family, for parse(make(level)) round trips

const ascending = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

export const anemonesLevels: fc.Arbitrary<AnemonesLevel> = fc.integer({ min: 1, max: 24 }).chain((count) => {
  const list = fc.array(fc.integer({ min: 1, max: count }), { maxLength: count }).map(ascending);
  return fc.record({ count: fc.constant(count), lowers: fc.array(list, { minLength: count, maxLength: count }), start: list, goal: list });
});

/** Mostly small, now and then the format's largest. */
const side = (small: number, largest: number) => fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: small }) }, { weight: 1, arbitrary: fc.constant(largest) });

export const barsLevels: fc.Arbitrary<BarsLevel> = fc
  .record({ rows: side(6, 64), cols: side(6, 64) })
  .chain(({ rows, cols }) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      pattern: fc.constantFrom('cross' as const, 'plus' as const),
      goal: fc.constantFrom(0 as const, 1 as const),
      cells: fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows }),
    }),
  );

export const moveLevels: fc.Arbitrary<MoveLevel> = fc
  .record({ width: side(8, 16), height: side(8, 16) })
  .chain(({ width, height }) =>
    fc
      .tuple(
        fc.array(fc.constantFrom('.', '.', '.', '#', 'A', 'B', 'Z'), { minLength: width * height, maxLength: width * height }),
        fc.array(fc.constantFrom('.', '.', '.', 'a', 'b', 'z'), { minLength: width * height, maxLength: width * height }),
      )
      .map(([floorCells, dotCells]) => {
        const floor = Array.from({ length: height }, (_, r) => floorCells.slice(r * width, (r + 1) * width).join(''));
        const dots: MoveLevel['dots'] = [];
        dotCells.forEach((color, i) => {
          if (color !== '.' && floorCells[i] !== '#') dots.push({ color, row: Math.floor(i / width), col: i % width });
        });
        return { width, height, floor, dots };
      }),
  );

const dogName = fc.stringMatching(/^[A-Za-z0-9_-]{1,6}$/);

export const dogBunnyLevels: fc.Arbitrary<DogBunnyLevel> = fc.uniqueArray(dogName, { minLength: 2, maxLength: 8 }).chain((names) => {
  const name = fc.constantFrom(...names);
  // a grid point: whole numbers 0 to MAX_XY, its edges included
  const place = fc.option(fc.tuple(fc.integer({ min: 0, max: MAX_XY }), fc.integer({ min: 0, max: MAX_XY })), { nil: undefined });
  const edge = fc.record({ ends: fc.uniqueArray(name, { minLength: 2, maxLength: 2 }), twoWay: fc.boolean(), cond: fc.uniqueArray(name, { maxLength: 4 }), split: fc.nat({ max: 4 }) });
  return fc
    .record({
      places: fc.array(place, { minLength: names.length, maxLength: names.length }),
      edges: fc.array(edge, { maxLength: 8 }),
      animals: fc.array(fc.record({ kind: fc.constantFrom('dog', 'bunny', 'cat'), node: name }), { maxLength: 6 }),
      goals: fc.uniqueArray(fc.record({ kind: fc.constantFrom('dog', 'bunny', 'cat'), nodes: fc.uniqueArray(name, { minLength: 1, maxLength: 3 }) }), { selector: (g) => g.kind, maxLength: 3 }),
    })
    .map(({ places, edges, animals, goals }) => ({
      nodes: names.map((n, i) => {
        const p = places[i];
        return p ? { name: n, x: p[0], y: p[1] } : { name: n };
      }),
      edges: edges.map((e) => ({ from: e.ends[0]!, to: e.ends[1]!, twoWay: e.twoWay, occupied: e.cond.slice(0, e.split), empty: e.cond.slice(e.split) })),
      animals,
      goals,
    }));
});

type Cell = [number, number];
const STEPS: Cell[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];

/**
 * A Snakebird level: open (classic: terrain `#^*`, fruit, snakes A/a/0 of up to 26/26/10
 * cells) or closed (jsnell: water and teleporters too, snakes R G B Y, blocks). A closed map
 * is framed by walls, as jsnell's are: spaces at the end of a line are not part of the map.
 */
export const snakebirdLevels: fc.Arbitrary<SnakebirdLevel> = fc
  .record({ rows: fc.integer({ min: 4, max: 10 }), cols: fc.integer({ min: 4, max: 12 }), open: fc.boolean() })
  .chain(({ rows, cols, open }) => {
    const cell = fc.tuple(fc.integer({ min: 0, max: rows - 1 }), fc.integer({ min: 0, max: cols - 1 }));
    const terrain = open ? fc.constantFrom(' ', ' ', ' ', '#', '^') : fc.constantFrom(' ', ' ', ' ', '#', '^', '~');
    return fc
      .record({
        ground: fc.array(terrain, { minLength: rows * cols, maxLength: rows * cols }),
        exit: cell,
        pads: fc.option(fc.tuple(cell, cell), { nil: null }),
        snakes: fc.array(fc.record({ head: cell, body: fc.array(fc.nat({ max: 3 }), { maxLength: 12 }) }), { minLength: 1, maxLength: 3 }),
        blocks: fc.array(fc.array(cell, { minLength: 1, maxLength: 3 }), { maxLength: 2 }),
        fruit: fc.array(cell, { maxLength: 4 }),
      })
      .map((plan): SnakebirdLevel => {
        const g: string[][] = Array.from({ length: rows }, (_, r) =>
          Array.from({ length: cols }, (_, c) => (!open && (r === 0 || c === 0 || r === rows - 1 || c === cols - 1) ? '#' : plan.ground[r * cols + c]!)),
        );
        const used = new Set<number>();
        const edge = ([r, c]: Cell) => !open && (r === 0 || c === 0 || r === rows - 1 || c === cols - 1);
        const inside = ([r, c]: Cell) => r >= 0 && c >= 0 && r < rows && c < cols;
        const free = (x: Cell) => inside(x) && g[x[0]]![x[1]] === ' ' && !used.has(x[0] * cols + x[1]);
        const take = (x: Cell) => used.add(x[0] * cols + x[1]);
        // every level has an exit and a snake: the exit and the first head clear what terrain is there
        const exit: Cell = edge(plan.exit) ? [1, 1] : plan.exit;
        g[exit[0]]![exit[1]] = '*';
        const first = plan.snakes[0]!.head;
        const home: Cell = !edge(first) && first.join() !== exit.join() ? first : exit[1] === 1 ? [1, 2] : [1, 1];
        g[home[0]]![home[1]] = ' ';
        if (!open && plan.pads && plan.pads.every((p) => free(p) && p.join() !== home.join()) && plan.pads[0].join() !== plan.pads[1].join()) {
          for (const [r, c] of plan.pads) g[r]![c] = 'T';
        }
        const labels = open ? ['A', 'a', '0'] : ['R', 'G', 'B'];
        const longest = open ? [26, 26, 10] : [99, 99, 99];
        const snakes: SnakebirdLevel['snakes'] = [];
        plan.snakes.forEach(({ head, body }, i) => {
          const at: Cell = i === 0 ? home : head;
          if (!free(at)) return;
          const cells: Cell[] = [at];
          take(at);
          for (const d of body) {
            if (cells.length >= longest[snakes.length]!) break;
            const [r, c] = cells[cells.length - 1]!;
            const next: Cell = [r + STEPS[d]![0], c + STEPS[d]![1]];
            if (!free(next)) break;
            cells.push(next);
            take(next);
          }
          snakes.push({ label: labels[snakes.length]!, cells });
        });
        // the closed formats list snakes in the reading order of their heads; classic by alphabet
        if (!open) snakes.sort((a, b) => a.cells[0]![0] - b.cells[0]![0] || a.cells[0]![1] - b.cells[0]![1]);
        const blocks: SnakebirdLevel['blocks'] = [];
        if (!open) {
          for (const shape of plan.blocks) {
            const cells = shape.filter((x) => free(x) && take(x));
            if (cells.length) blocks.push({ label: String(blocks.length + 1), cells: cells.sort((a, b) => a[0] - b[0] || a[1] - b[1]) });
          }
        }
        const fruit = plan.fruit.filter((x) => free(x) && take(x));
        return { rows, cols, open, terrain: g.map((r) => r.join('')), fruit: fruit.sort((a, b) => a[0] - b[0] || a[1] - b[1]), snakes, blocks };
      });
  });

/** Each family's valid levels, by its id: the table a property over every family runs through. */
export const FAMILY_LEVELS = [
  ['anemones', anemonesLevels],
  ['bars', barsLevels],
  ['move', moveLevels],
  ['dogbunny', dogBunnyLevels],
  ['snakebird', snakebirdLevels],
] as const;

/** The level drawn in apocalyptech's alphabet, the map without its frame (the reader adds it). */
export function apocalyptechText(level: SnakebirdLevel): string {
  const T: Record<string, string> = { ' ': ' ', '#': 'w', '^': '%', '~': '~', '*': 'E', T: 'T' };
  const g = level.terrain.map((row) => [...row].map((ch) => T[ch]!));
  for (const [r, c] of level.fruit) g[r]![c] = 'F';
  for (const b of level.blocks) for (const [r, c] of b.cells) g[r]![c] = b.label;
  for (const s of level.snakes) {
    s.cells.forEach(([r, c], i) => {
      if (i === 0) g[r]![c] = s.label;
      else {
        const [pr, pc] = s.cells[i - 1]!;
        g[r]![c] = pr < r ? '^' : pr > r ? 'V' : pc < c ? '<' : '>';
      }
    });
  }
  return `Author: fuzz\nLevel: generated\n${g.map((r) => r.join('')).join('\n')}\n`;
}
