// The cross-check against the C++ reference (bench/cpp-replay.ts) compiles a harness against a
// checkout of that solver, which the tests do not have; what it feeds the harness is tested here:
// the level redrawn in the C++ solver's alphabet, and the line of positions with their moves.
import { describe, expect, it } from 'vitest';
import { cppMap, drawPosition, HARNESS, lineInput, randomJsnellLevel, randomSource } from '../../../bench/cppReplay.ts';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import type { SnakebirdLevel } from '../../../src/puzzles/snakebird/format.ts';
import { geometryOf } from '../../../src/puzzles/snakebird/rules.ts';
import { solveLevel } from '../../../src/puzzles/solve.ts';
import { jsnellLevels } from '../helpers/shared.ts';

// a snake of two that must eat the fruit (growing to three) and climb to the exit; a block beside
const SMALL = ['........', '.  *   .', '.      .', '.R<    .', '....0 O.', '........'].join('\n');

function parse(text: string): SnakebirdLevel {
  const parsed = snakebird.parse(text, { format: 'jsnell' });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

/** The C++ map read back as a jsnell level: the same pieces where they were (labels aside). */
function expectRedrawnTheSame(level: SnakebirdLevel): void {
  const drawn = cppMap(level);
  if (typeof drawn === 'string') throw new Error(drawn);
  expect(drawn.map.length).toBe(level.rows * level.cols);
  const rows = Array.from({ length: level.rows }, (_, r) => drawn.map.slice(r * level.cols, (r + 1) * level.cols));
  const back = parse(rows.join('\n'));
  expect(back.terrain.map((row) => row.padEnd(level.cols))).toEqual(level.terrain.map((row) => row.padEnd(level.cols)));
  expect(back.fruit).toEqual(level.fruit);
  expect(back.snakes.map((s) => s.cells)).toEqual(level.snakes.map((s) => s.cells));
  expect(back.blocks.map((b) => b.cells)).toEqual(level.blocks.map((b) => b.cells));
}

describe('the cross-check against the C++ solver', () => {
  it("redraws a level in the C++ map's alphabet, with its Setup<> (height, width, fruit, snakes, longest snake grown, gadgets, teleporter pairs)", () => {
    const level = parse(SMALL);
    expectRedrawnTheSame(level);
    const drawn = cppMap(level);
    expect(drawn).toMatchObject({ setup: '6, 8, 1, 1, 3, 1, 0' });
    if (typeof drawn !== 'string') expect(HARNESS(drawn.map, drawn.setup)).toContain('using S = Setup<6, 8, 1, 1, 3, 1, 0>;');
  });

  const real = jsnellLevels();
  if (real.length > 0)
    it('redraws every real level of the shared corpus the same', () => {
      for (const { text } of real) expectRedrawnTheSame(parse(text));
    });

  it('refuses what the C++ map cannot hold', () => {
    expect(cppMap({ ...parse(SMALL), open: true })).toMatch(/closed map/);
    const four = parse(SMALL);
    four.snakes = [0, 1, 2, 3].map((k) => ({ label: 'RGBY'[k]!, cells: [[2, k + 1]] }));
    expect(cppMap(four)).toMatch(/three snakes/);
  });

  it("gives the harness every position of the line, each with the positions one move away, the last a win", () => {
    const level = parse(SMALL);
    const result = solveLevel(snakebird, level);
    if (result.kind !== 'solved') throw new Error(result.kind);
    const input = lineInput(level, result.solution);
    if (typeof input !== 'string') throw new Error(input.error);
    const lines = input.trimEnd().split('\n');
    // the count of positions, and 1: the line must end in a win
    expect(lines[0]).toBe(`${result.moves + 1} 1`);
    const geo = geometryOf(level);
    let at = 1;
    let state = snakebird.start(level);
    for (let k = 0; k <= result.moves; k++) {
      const grid = lines.slice(at, at + level.rows).join('\n');
      expect(grid).toBe(drawPosition(geo, state));
      at += level.rows;
      const next = Number(lines[at++]);
      const reachable = new Set(snakebird.legalMoves(level, state).map((m) => drawPosition(geo, snakebird.play(level, state, m)!)));
      expect(next).toBe(reachable.size);
      at += next * level.rows;
      if (k === result.moves) break;
      state = snakebird.play(level, state, result.solution[k]!)!;
      expect(lines.slice(at, at + level.rows).join('\n')).toBe(drawPosition(geo, state));
      at += level.rows;
    }
    expect(at).toBe(lines.length);
    expect(snakebird.isWon(level, state)).toBe(true);
    expect(drawPosition(geo, state)).not.toContain('H');
  });

  it('makes random levels the C++ map holds: walled two thick, water below, snakes of two cells or more, the same for the same seed', () => {
    const random = randomSource(7);
    const texts = Array.from({ length: 200 }, () => randomJsnellLevel(random));
    expect(Array.from({ length: 200 }, ((r) => () => randomJsnellLevel(r))(randomSource(7)))).toEqual(texts);
    let pads = 0;
    let blocks = 0;
    for (const text of texts) {
      const level = parse(text);
      expect(typeof cppMap(level), text).toBe('object');
      expect(level.terrain.slice(0, 2).every((row) => /^#+$/.test(row)), text).toBe(true);
      expect(level.terrain.slice(-2).every((row) => /^~+$/.test(row)), text).toBe(true);
      expect(level.terrain.slice(0, -2).every((row) => row.startsWith('##') && row.endsWith('##')), text).toBe(true);
      expect(level.snakes.length).toBeGreaterThan(0);
      expect(level.snakes.every((sn) => sn.cells.length >= 2), text).toBe(true);
      expect(level.terrain.join('').split('*').length - 1).toBe(1);
      pads += level.terrain.join('').includes('T') ? 1 : 0;
      blocks += level.blocks.length;
    }
    // what the walks are to exercise is there
    expect(pads).toBeGreaterThan(20);
    expect(blocks).toBeGreaterThan(100);
  });

  it('says of a line that is not a solution that it need not win', () => {
    const input = lineInput(parse(SMALL), ['RU'], false);
    expect(typeof input === 'string' && input.split('\n')[0]).toBe('2 0');
  });

  it('says which move of a line is not legal', () => {
    const level = parse(SMALL);
    expect(lineInput(level, ['RU', 'RR', 'RL'])).toEqual({ error: 'move 3 (RL) is not legal by our rules' });
  });
});
