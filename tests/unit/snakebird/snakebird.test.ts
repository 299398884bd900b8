import { describe, expect, it } from 'vitest';
import { geometryOf, snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { CLASSIC_FILES, expectRoundTrip, expected, fixture, optimalMoves, parseError, parseOk, solveAndReplay } from '../helpers/family.ts';
import { jsnellLevels } from '../helpers/shared.ts';
import { playAllBoth as playAll, playBoth } from './bothWays.ts';
import { DIRS, moveSteps } from '../../../src/puzzles/snakebird/rules.ts';

// Every move of the rule tests is played by the readable rules and by the search's simulator
// (bothWays.ts), which must agree.
const level = (rows: string[]) => parseOk<SnakebirdLevel>(snakebird, `${rows.join('\n')}\n`);

/** The drawn-map [row, col] of a list of padded cells. */
function drawn(l: SnakebirdLevel, cells: number[]): [number, number][] {
  const g = geometryOf(l);
  return cells.map((c) => [Math.floor(c / g.W) - g.top, (c % g.W) - g.left]);
}

describe('snakebird rules', () => {
  it('a push chain stops at a fruit', () => {
    const blocked = level(['.......', '.*    .', '. RG<O.', '.......']);
    expect(playBoth(blocked, snakebird.start(blocked), 'RR')).toBeNull();
    const free = level(['.......', '.*    .', '. RG< .', '.......']);
    const s = playAll(free, ['RR']);
    expect(drawn(free, s.snakes[1]!.cells)).toEqual([[2, 4], [2, 5]]);
  });

  it("the pusher's own tail cell is free: the push may move into it, but not into the rest of the body", () => {
    const intoTail = level(['........', '.*     .', '.  >v  .', '.  0v  .', '.  R<  .', '........']);
    const s = playAll(intoTail, ['RU']);
    expect(drawn(intoTail, s.blocks[0]!.cells)).toEqual([[2, 3]]);
    expect(drawn(intoTail, s.snakes[0]!.cells)[0]).toEqual([3, 3]);
    const intoBody = level(['........', '.*     .', '. >>v  .', '.  0v  .', '.  R<  .', '........']);
    expect(playBoth(intoBody, snakebird.start(intoBody), 'RU')).toBeNull();
  });

  it('a snake may not move into its own tail', () => {
    const l = level(['.......', '.*    .', '. >v  .', '. R<  .', '.......']);
    expect(playBoth(l, snakebird.start(l), 'RU')).toBeNull();
  });

  it('a pushed snake falls onto spikes and dies', () => {
    const l = level(['.........', '.*      .', '.       .', '.>RG    .', '....##  .', '.........']);
    const s = playAll(l, ['RR']);
    expect(s.dead).toBe(true);
    expect(snakebird.isLost!(l, s)).toBe(true);
    expect(snakebird.isWon(l, s)).toBe(false);
  });

  it('a block falls into water and is gone, and play goes on', () => {
    const l = level(['.........', '.*      .', '.       .', '.>R0    .', '....~~  .', '.........']);
    const s = playAll(l, ['RR']);
    expect(s.dead).toBe(false);
    expect(s.blocks[0]!.gone).toBe(true);
    expect(snakebird.legalMoves(l, s).length).toBeGreaterThan(0);
  });

  it('two objects leaning on each other, with nothing under them, fall as a group', () => {
    // block 0 has a cell on G and a cell under G: each holds the other up, nothing holds them
    const l = level(['..........', '.*  0    .', '.  G<    .', '.  0     .', '.        .', '.      R .', '..........']);
    const start = snakebird.start(l);
    const frames = moveSteps(geometryOf(l), start, start.snakes.findIndex((sn) => sn.label === 'R'), DIRS.indexOf('L'))!.map((step) => step.state);
    const s = frames[frames.length - 1]!;
    expect(playBoth(l, snakebird.start(l), 'RL')).toEqual(s);
    expect(drawn(l, s.snakes[0]!.cells)).toEqual([[4, 3], [4, 4]]);
    expect(drawn(l, s.blocks[0]!.cells)).toEqual([[3, 4], [5, 3]]);
    // they fell a row at a time, together: the frames show the move and two falls
    expect(frames.length).toBe(3);
    expect(drawn(l, frames[1]!.snakes[0]!.cells)).toEqual([[3, 3], [3, 4]]);
    expect(drawn(l, frames[1]!.blocks[0]!.cells)).toEqual([[2, 4], [4, 3]]);
  });

  it('a teleport blocked on arrival waits until the object leaves the pad and comes back', () => {
    const l = level(['............', '.*         .', '.          .', '. >RT   GT .', '............']);
    const blocked = playAll(l, ['RR']);
    expect(drawn(l, blocked.snakes[0]!.cells)).toEqual([[3, 4], [3, 3]]);
    // the far side is free now, but R did not arrive: nothing happens
    const freed = playAll(l, ['GL'], blocked);
    expect(drawn(l, freed.snakes[0]!.cells)).toEqual([[3, 4], [3, 3]]);
    const away = playAll(l, ['RR', 'RR', 'RU', 'RL'], freed);
    expect(drawn(l, away.snakes[0]!.cells)).toEqual([[3, 5], [3, 6]]);
    // back onto the pad: R is carried whole to the other pad
    const back = playAll(l, ['RL'], away);
    expect(drawn(l, back.snakes[0]!.cells)).toEqual([[3, 9], [3, 10]]);
  });

  it('the exit is closed while fruit remains, and only the head exits', () => {
    const l = level(['.........', '.       .', '. >R*O  .', '.........']);
    const onExit = playAll(l, ['RR']);
    expect(onExit.snakes[0]!.exited).toBe(false);
    expect(drawn(l, onExit.snakes[0]!.cells)[0]).toEqual([2, 4]);
    const ate = playAll(l, ['RR'], onExit);
    expect(ate.fruit).toEqual([]);
    expect(ate.snakes[0]!.cells.length).toBe(3);
    // the body lies on the open exit, the head does not: still here
    expect(ate.snakes[0]!.exited).toBe(false);
    const out = playAll(l, ['RU', 'RL', 'RD'], ate);
    expect(out.snakes[0]!.exited).toBe(true);
    expect(snakebird.isWon(l, out)).toBe(true);
    // the shortest way is those five moves
    expect(optimalMoves(solveAndReplay(snakebird, l))).toBe(5);
  });

  it('a snake that falls below the lowest drawn row of a classic level dies', () => {
    const l = parseOk<SnakebirdLevel>(snakebird, '*----\n-----\n-BA--\n###--\n');
    const s = playAll(l, ['AR']);
    expect(s.dead).toBe(false);
    expect(playAll(l, ['AR'], s).dead).toBe(true);
  });
});

describe('snakebird formats', () => {
  it('reads classic, jsnell and apocalyptech, detecting which', () => {
    expect(parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level01.txt')).open).toBe(true);
    const j = parseOk<SnakebirdLevel>(snakebird, '......\n.*   .\n. >R .\n......\n');
    expect(j).toMatchObject({ open: false, snakes: [{ label: 'R', cells: [[2, 3], [2, 2]] }] });
    const a = parseOk<SnakebirdLevel>(snakebird, 'Author: us\nLevel: tiny\nwwwwwww\nw >R Ew\nwwwwwww\n');
    // 4 empty columns and 1 empty row around the map, then a frame of water
    expect(a.open).toBe(false);
    expect(a.rows).toBe(3 + 2 + 2);
    expect(a.terrain[0]).toMatch(/^~+$/);
    expect(a.snakes[0]).toEqual({ label: 'R', cells: [[3, 8], [3, 7]] });
    expect(optimalMoves(solveAndReplay(snakebird, a))).toBe(2);
  });

  it('a forced format wins over detection', () => {
    expect(snakebird.parse('------\n-*----\n-BA---\n######\n', { format: 'jsnell' }).ok).toBe(false);
  });

  it.each(CLASSIC_FILES)('round-trips classic %s', (file) => {
    expectRoundTrip(snakebird, parseOk(snakebird, fixture('snakebird', file)));
  });

  it('round-trips jsnell levels with blocks, water and teleporters', () => {
    expectRoundTrip(snakebird, level(['............', '.*   0   ~ .', '. >RT  0GT .', '....O.......']));
  });

  it.each([
    ['-----\n-*-?-\n-A---\n#####', 2, 4, "unknown character '?'"],
    ['-----\n-*---\n-BA-C\n#####', 3, 5, "segment 'C' does not touch"],
    ['-----\n-*---\n-B---\n#####', 3, 2, "segment 'B' has no head: a snake is written A, B, C… from its head, and there is no 'A'"],
    ['xyz\n', 1, 1, "segment 'x' has no head: a snake is written a, b, c… from its head, and there is no 'a'"],
    // (of the level as a whole: at no place, ParseError.whole)
    ['-----\n-----\n-BA--\n#####', 1, 1, 'no exit'],
    ['-----\n-*---\n-----\n#####', 1, 1, 'no snake'],
    ['.......\n.*    .\n. >R v.\n.......', 3, 6, 'points at no snake segment'],
    ['......\n.*   .\n.>R<R.\n......', 3, 5, "two snakes with the label 'R'"],
    ['......\n.*T  .\n. >R .\n......', 2, 3, 'a lone teleporter pad'],
    ['.......\n.*  v .\n. >R< .\n.......', 3, 5, 'two body segments point at the same segment'],
    // two maps pasted one after the other read as one: the empty line between is named
    ['-*-\nBA-\n###\n\n-*-\nBA-\n###', 6, 1, "'B' appears twice: each snake segment letter is used once (a second level after the empty line 4?"],
    ['-*-\nBA-\n###\n-*-\nBA-\n###', 5, 1, "'B' appears twice: each snake segment letter is used once"],
  ])('rejects %j at line %i, column %i', (text, line, column, message) => {
    const error = parseError(snakebird, text);
    expect(error).toMatchObject({ line, column });
    expect(error.message).toContain(message);
  });
});

describe('snakebird levels', () => {
  // level09 (540,000 states) is left to the benchmark to keep this file fast
  it.each(expected('snakebird').filter((e) => e.file !== 'level09.txt'))('solves classic $file to $moves moves, and the solution replays', ({ file, moves }) => {
    expect(optimalMoves(solveAndReplay(snakebird, parseOk(snakebird, fixture('snakebird', file))))).toBe(moves);
   }, 30_000);

  it('solves every designed gallery level, with the counts the gallery shows', () => {
    const designed = snakebird.gallery.filter((x) => !x.name.startsWith('Classic'));
    expect(designed.map((g) => [g.name, optimalMoves(solveAndReplay(snakebird, parseOk(snakebird, g.text)))])).toEqual([
      ['Bridge of blocks', 7],
      ['Teleporter', 8],
      ['Stairs', 7],
      ['Snakefall: Skylight', 5],
      ['Snakefall: Boxed in', 13],
      ['Snakefall: Far apart', 28],
      ['Snakefall: Loose ends', 36],
    ]);
   }, 30_000);

  it('Bridge of blocks needs its push: the first move shoves the block into the pit', () => {
    const l = parseOk<SnakebirdLevel>(snakebird, snakebird.gallery.find((g) => g.name === 'Bridge of blocks')!.text);
    const s = playAll(l, ['RR']);
    expect(drawn(l, s.blocks[0]!.cells)).toEqual([[5, 6], [5, 7], [5, 8]]);
  });

  // the real levels, when ../shared is present (tests are added only then); the small ones
  const small = jsnellLevels().filter((e) => e.cppStates < 20_000);
  if (small.length > 0) {
    describe('the real levels in ../shared/levels/snakebird-jsnell', () => {
      it.each(small)('solves $file to $moves moves like the C++ solver', ({ text, moves }) => {
        expect(optimalMoves(solveAndReplay(snakebird, parseOk(snakebird, text)))).toBe(moves);
      }, 30_000);
    });
  }
});
