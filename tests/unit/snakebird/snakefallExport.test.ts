// Export of a game-rules level as a Snakefall link (snakefall.ts toSnakefallLink): where it
// claims the level plays the same, the level read back from the link under Snakefall's rules
// has the same whole space, optimum and count of optimal solutions as the original under the
// game's; where the rules would differ, it says why.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseLevel, type LevelAnalysis } from '../../../src/puzzles/analyse.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { toSnakefallLink } from '../../../src/puzzles/snakebird/snakefall.ts';
import { parseOk } from '../helpers/family.ts';
import { snakebirdLevels } from './randomLevels.ts';

/** What both readings must share: the space, the optimum and how many optimal lines there are. */
function summary(level: SnakebirdLevel) {
  const a = analyseLevel(snakebird, level, { maxPositions: 200_000 });
  if ('kind' in a) throw new Error(`analysis stopped: ${a.detail}`);
  const { moves, optimalSolutions, space } = a as LevelAnalysis;
  return { moves, optimalSolutions, space };
}

function exported(level: SnakebirdLevel): SnakebirdLevel {
  const out = toSnakefallLink(level);
  if (!out.ok) throw new Error(out.reason);
  const back = parseOk<SnakebirdLevel>(snakebird, out.link);
  expect(back.rules).toBe('snakefall');
  return back;
}

describe('export of water', () => {
  // jsnell: '.' wall, '~' water, '#' spikes; R a snake, '<' its body
  const pond = ['..........', '.   *    .', '.        .', '.R<<     .', '...~~.....', '..........'].join('\n');

  it('water a snake could fall into becomes spikes when there is no block: a snake dies on either', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, pond);
    const back = exported(level);
    expect(back.terrain[3]).toBe('##^^####');
    expect(summary(back)).toEqual(summary(level));
  });

  it('water nothing can fall into becomes wall, and a bottom row of water is the bottom edge (both differ from spikes for a block)', () => {
    // the water under the wall, and the whole bottom row of water; the frame is trimmed to Snakefall's edges
    const level = parseOk<SnakebirdLevel>(snakebird, ['~~~~~~~~~', '~   *   ~', '~       ~', '~>R 0 . ~', '~.... ~.~', '~~~~~~~~~'].join('\n'));
    expect(level.blocks).toHaveLength(1);
    const back = exported(level);
    expect(back.terrain).toEqual(['   *   ', '       ', '     # ', '#### ##']);
    const s = summary(level);
    expect(s.space!.positions).toBeGreaterThan(10);
    expect(summary(back)).toEqual(s);
  });

  it('water a block could fall into is refused, saying where', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, ['........', '.  *   .', '.      .', '.R<< 0 .', '.....~..', '........'].join('\n'));
    expect(toSnakefallLink(level)).toEqual({
      ok: false,
      reason: 'a block could fall into the water at row 5, column 6: Snakefall has no water, and its spikes would hold the block up',
    });
  });
});

describe('export of the game rules', () => {
  it('an apocalyptech level (its water frame) is written without the frame, and plays the same', () => {
    const text = ['Level: frame', 'wE  ', '    ', 'R<< ', 'wwww'].join('\n');
    const level = parseOk<SnakebirdLevel>(snakebird, text);
    const back = exported(level);
    // the 4 empty columns each side and the empty row above stay (they are open space); the frame goes
    expect(back.cols).toBe(level.cols - 2);
    expect(back.rows).toBe(level.rows - 2);
    expect(summary(back)).toEqual(summary(level));
  });

  it('refuses teleporters, saying why', () => {
    const level = parseOk<SnakebirdLevel>(snakebird, '......\n.*T T.\n.R<  .\n......\n');
    const out = toSnakefallLink(level);
    expect(out).toMatchObject({ ok: false });
    expect(!out.ok && out.reason).toMatch(/teleporters.*teleports before a snakebird leaves/);
  });

  it('refuses a map too large for a link, in the level’s own terms', () => {
    // an open world 200 wide gets a margin of its snakes' length each side: over 256 columns
    const wide = parseOk<SnakebirdLevel>(snakebird, `${'-'.repeat(190)}*\n${'A'.padEnd(191, '-')}\n${'#'.repeat(191)}\n`.replace('A-', 'AB').replace('AB', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.slice(0, 30)));
    const out = toSnakefallLink(wide);
    expect(out.ok).toBe(false);
    expect(!out.ok && out.reason).toBe('as a Snakefall map it is too large: 31 rows by 271 columns once its open world is drawn with the room around it its snakebirds may move in, and a map has at most 256 a side');
  });

  // the claim itself: every random level of the game's rules the export takes plays the same there
  it('random levels: exported ones have the same space, optimum and optimal count under Snakefall’s rules; refused ones have teleporters or water a block could fall into', () => {
    let taken = 0;
    let withWater = 0;
    fc.assert(
      fc.property(snakebirdLevels, (level) => {
        const out = toSnakefallLink(level);
        if (!out.ok) {
          expect(out.reason).toMatch(/^(it has teleporters|a block could fall into the water)/);
          return;
        }
        taken++;
        if (level.terrain.some((row) => row.includes('~'))) withWater++;
        const back = parseOk<SnakebirdLevel>(snakebird, out.link);
        expect(summary(back)).toEqual(summary(level));
      }),
      { numRuns: 120 },
    );
    // the property must have held on real cases, water among them
    expect(taken).toBeGreaterThan(30);
    expect(withWater).toBeGreaterThan(10);
  }, 120_000);
});
