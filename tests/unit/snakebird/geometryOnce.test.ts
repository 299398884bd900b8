// A line played move by move makes the level's padded map once, not at every move.
import { describe, expect, it, vi } from 'vitest';
import * as rules from '../../../src/puzzles/snakebird/rules.ts';

vi.mock('../../../src/puzzles/snakebird/rules.ts', async (original) => {
  const real = await original<typeof rules>();
  return { ...real, geometryOf: vi.fn(real.geometryOf) };
});

const { snakebird } = await import('../../../src/puzzles/snakebird/index.ts');

describe('Snakebird rules table', () => {
  it("makes a level's map once for all its moves, and anew for another level", () => {
    const gallery = snakebird.gallery[0]!;
    const parsed = snakebird.parse(gallery.text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const made = vi.mocked(rules.geometryOf);
    made.mockClear();
    let state = snakebird.start(parsed.level);
    for (let i = 0; i < 10; i++) {
      const move = snakebird.legalMoves(parsed.level, state)[0];
      if (move === undefined) break;
      state = snakebird.play(parsed.level, state, move) ?? state;
    }
    expect(made).toHaveBeenCalledTimes(1);
    const again = snakebird.parse(gallery.text);
    if (!again.ok) throw new Error(again.error.message);
    snakebird.start(again.level);
    expect(made).toHaveBeenCalledTimes(2);
  });
});
