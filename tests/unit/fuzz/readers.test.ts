// Fuzz: every family reader, in every format, on hostile texts and on mutated real levels.
// It never throws; an error names a line and column inside the text and quotes nothing raw;
// a text it accepts reads back the same after make() (parse(make(parse(t))) = parse(t)).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import type { AnyFamily } from '../../../src/puzzles/types.ts';
import { expectWellFormed, grid, hostileText, mutated, runs, timeout, TOKENS } from './arbitraries.ts';
import { fixture, CLASSIC_FILES } from '../helpers/family.ts';

/** cases per reader and format, for hostile texts and for mutations each */
const RUNS = runs(6_000);
/** large cases per reader and format: up to the 1 MiB cap, and past it */
const LARGE_RUNS = 12;
const TIMEOUT = timeout(60_000);

interface Target {
  name: string;
  family: AnyFamily;
  format?: string;
  tokens: readonly string[];
  /** what a text in this format starts with, put before most hostile texts */
  header?: fc.Arbitrary<string>;
  /** real levels to mutate */
  samples: string[];
}

const gallery = (id: string) => FAMILIES[id as keyof typeof FAMILIES]!.gallery.map((g) => g.text);
const snakebird = FAMILIES.snakebird!;
const JSNELL_SAMPLE = '.........\n.  *    .\n. OT  T .\n.R<<  11.\n..~~~~...\n.........\n';
const APOCALYPTECH_SAMPLE = 'Author: us\nLevel: tiny\nwwwwwww\nw >R Ew\nw F 1 w\nwT  T w\nwwwwwww\n';

/** Snakefall's README links (tests/fixtures/snakefall) and the gallery's Snakefall row */
const SNAKEFALL_SAMPLES = [
  ...['crashing-down.txt', 'disabilities-act.txt'].map((f) => readFileSync(new URL(`../../fixtures/snakefall/${f}`, import.meta.url), 'utf8')),
  ...gallery('snakebird').filter((t) => t.includes('HyRr4JK1')),
];
/** a small level in M-FF-M's grid format (js/GameState.md): size line, grid, state line */
const MFFM_SAMPLE = '5 7\n...X...\n.......\n.B<<...\n.#a#@..\n#######\n3 0 not over\n';

const TARGETS: Target[] = [
  { name: 'anemones', family: FAMILIES.anemones!, tokens: TOKENS.anemones!, header: fc.integer({ min: 1, max: 8 }).map((n) => `anemones ${n}\n`), samples: [...gallery('anemones'), fixture('anemones', 'botanicula.txt')] },
  { name: 'bars', family: FAMILIES.bars!, tokens: TOKENS.bars!, header: fc.constantFrom('pattern plus\n', 'goal 0\n', 'pattern cross\ngoal 1\n'), samples: [...gallery('bars'), fixture('bars', 'lovecraft-example.txt')] },
  { name: 'move', family: FAMILIES.move!, tokens: TOKENS.move!, header: grid(TOKENS.move!).map((floor) => `${floor}\n--\n`), samples: [...gallery('move'), fixture('move', 'example-4x4.txt')] },
  { name: 'dogbunny', family: FAMILIES.dogbunny!, tokens: TOKENS.dogbunny!, header: fc.constantFrom('node a\nnode b\nedge a -> b\n', 'edge a <-> b if c\nbunny a\ngoal bunny b\n'), samples: [...gallery('dogbunny'), fixture('dogbunny', 'seed-example.txt')] },
  {
    name: 'snakebird (detected)',
    family: snakebird,
    tokens: [...TOKENS.classic!, ...TOKENS.jsnell!, 'Level: x'],
    samples: [...gallery('snakebird'), JSNELL_SAMPLE, APOCALYPTECH_SAMPLE],
  },
  { name: 'snakebird classic', family: snakebird, format: 'classic', tokens: TOKENS.classic!, samples: CLASSIC_FILES.map((f) => fixture('snakebird', f)) },
  { name: 'snakebird jsnell', family: snakebird, format: 'jsnell', tokens: TOKENS.jsnell!, samples: [JSNELL_SAMPLE] },
  { name: 'snakebird snakefall', family: snakebird, format: 'snakefall', tokens: TOKENS.snakefall!, header: fc.constantFrom('HyRr4JK1&', '#level=HyRr4JK1&', '3tFRIoTU&'), samples: SNAKEFALL_SAMPLES },
  { name: 'snakebird mffm', family: snakebird, format: 'mffm', tokens: TOKENS.mffm!, samples: [MFFM_SAMPLE] },
  { name: 'snakebird apocalyptech', family: snakebird, format: 'apocalyptech', tokens: TOKENS.apocalyptech!, header: fc.constant('Level: x\n'), samples: [APOCALYPTECH_SAMPLE] },
];

/** The reader's answer is well formed, and what it accepts survives make() and a second read. */
function check(target: Target, text: string): void {
  const options = target.format === undefined ? undefined : { format: target.format };
  const parsed = target.family.parse(text, options);
  expectWellFormed(text, parsed);
  if (!parsed.ok) return;
  const made = target.family.make(parsed.level);
  const again = target.family.parse(made);
  if (!again.ok) throw new Error(`make() wrote a text the reader refuses: ${again.error.message}\n${JSON.stringify(text)} -> ${JSON.stringify(made)}`);
  if (JSON.stringify(again.level) !== JSON.stringify(parsed.level)) {
    throw new Error(`parse(make(level)) differs from level\n${JSON.stringify(text)} -> ${JSON.stringify(made)}`);
  }
}

describe.each(TARGETS)('fuzz: the $name reader', (target) => {
  it(`is well formed on ${RUNS} hostile texts`, () => {
    fc.assert(fc.property(hostileText(target.tokens, target.header), (text) => check(target, text)), { numRuns: RUNS });
  }, TIMEOUT);

  it(`is well formed on ${RUNS} mutated levels`, () => {
    fc.assert(fc.property(mutated(target.samples, target.tokens), (text) => check(target, text)), { numRuns: RUNS });
  }, TIMEOUT);

  it(`is well formed on ${LARGE_RUNS} large texts, a piece repeated up to past the size cap`, () => {
    const large = fc
      .tuple(fc.oneof(hostileText(target.tokens, target.header), mutated(target.samples, target.tokens)), fc.integer({ min: 1_000, max: 1_100_000 }))
      .map(([piece, size]) => (piece.length === 0 ? '' : piece.repeat(Math.ceil(size / piece.length)).slice(0, size)));
    fc.assert(fc.property(large, (text) => check(target, text)), { numRuns: LARGE_RUNS });
  }, TIMEOUT);
});
