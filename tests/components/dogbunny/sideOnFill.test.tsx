// The DogBunny editor's grid points in the side-on layout (Editor.tsx filled): the level's points
// and two more, then more across or down to the room's shape, at the size the board is drawn at
// (its limiting side's), never fewer, never past the grid's edge. The browser's measure:
// dogbunnySideOn e2e.
import { describe, expect, it } from 'vitest';
import { filled } from '../../../src/puzzles/dogbunny/Editor.tsx';
import { MAX_XY } from '../../../src/puzzles/dogbunny/format.ts';

describe("DogBunny editor: the map filled to its room's shape", () => {
  it('a wide level in a square room gets rows, a tall one in a wide room columns, at the same scale', () => {
    // (844x390: a room 353 px square; 1280x450: 775 × 413)
    expect(filled(11, 5, { w: 353, h: 353 })).toEqual([11, 11]);
    expect(filled(6, 11, { w: 775, h: 413 })).toEqual([21, 11]);
    // the board's scale is its limiting side's: unchanged by the points added
    const scale = (cols: number, rows: number, room: { w: number; h: number }) => Math.min(room.w / (cols + 1), room.h / (rows + 1));
    for (const [cols, rows, room] of [[11, 5, { w: 353, h: 353 }], [6, 11, { w: 775, h: 413 }], [6, 5, { w: 441, h: 393 }]] as const) {
      const [c, r] = filled(cols, rows, room);
      expect(scale(c, r, room)).toBeCloseTo(scale(cols, rows, room), 6);
      expect(c >= cols && r >= rows).toBe(true);
    }
  });

  it('outside the side-on layout, or with no room measured, the points are the level’s; never past the grid', () => {
    expect(filled(6, 5, null)).toEqual([6, 5]);
    expect(filled(6, 5, { w: 0, h: 300 })).toEqual([6, 5]);
    expect(filled(6, 5, { w: 100_000, h: 300 })).toEqual([MAX_XY + 1, 5]);
    expect(filled(MAX_XY + 1, 5, { w: 300, h: 300 })).toEqual([MAX_XY + 1, MAX_XY + 1]);
  });
});
