// The cross-check against the C++ reference (bench/cpp-replay.ts) compiles a harness against a
// checkout of that solver, which the tests do not have; what it feeds the harness is tested here:
// the level redrawn in the C++ solver's alphabet, and the line of positions with their moves.
import { describe, expect, it } from 'vitest';
import { cppMap, drawPosition, HARNESS, lineInput } from '../../../bench/cppReplay.ts';
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
    expect(Number(lines[0])).toBe(result.moves + 1);
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

  it('says which move of a line is not legal', () => {
    const level = parse(SMALL);
    expect(lineInput(level, ['RU', 'RR', 'RL'])).toEqual({ error: 'move 3 (RL) is not legal by our rules' });
  });
});
