// Where DogBunny's note about a tap goes (layout.ts's notePlace): clear of the nodes, by the tap.
import { describe, expect, it } from 'vitest';
import { notePlace, overlaps, type Box } from '../../../src/puzzles/dogbunny/layout.ts';

const seen: Box = { x: 0, y: 0, w: 300, h: 300 };
/** nodes as 40 px squares at their centres */
const nodes = (...at: [number, number][]): Box[] => at.map(([x, y]) => ({ x: x - 20, y: y - 20, w: 40, h: 40 }));

describe('notePlace', () => {
  it('puts the note on no node, the nearest such place to the tap', () => {
    const hard = nodes([50, 100], [150, 100], [250, 100], [50, 200], [150, 200], [250, 200]);
    const at = notePlace([{ w: 280, h: 30 }], { x: 150, y: 110 }, seen, hard, [])!;
    expect(at).not.toBeNull();
    expect(hard.filter((b) => overlaps(at, b))).toEqual([]);
    // the band between the two rows, nearer the tap than the bands above and below
    expect(at.y).toBeGreaterThanOrEqual(120);
    expect(at.y + at.h).toBeLessThanOrEqual(180);
  });

  it('keeps off the words and the tap where it can, and lies on a word rather than on a node', () => {
    const hard = nodes([150, 150]);
    const word: Box = { x: 0, y: 100, w: 300, h: 20 };
    const clear = notePlace([{ w: 280, h: 30 }], { x: 150, y: 100 }, seen, hard, [word])!;
    expect(overlaps(clear, word)).toBe(false);
    const everywhere: Box = { x: 0, y: 0, w: 300, h: 300 };
    const onWords = notePlace([{ w: 280, h: 30 }], { x: 150, y: 100 }, seen, hard, [everywhere])!;
    expect(onWords).not.toBeNull();
    expect(overlaps(onWords, hard[0]!)).toBe(false);
  });

  it('takes a narrower shape where the widest lies on a node everywhere, and none where every shape does', () => {
    // a column of nodes down the middle: only a note narrower than a side fits
    const hard = [{ x: 130, y: 0, w: 40, h: 300 }];
    const at = notePlace([{ w: 280, h: 30 }, { w: 120, h: 60 }], { x: 150, y: 150 }, seen, hard, [])!;
    expect(at.w).toBe(120);
    expect(overlaps(at, hard[0]!)).toBe(false);
    expect(notePlace([{ w: 280, h: 30 }], { x: 150, y: 150 }, seen, hard, [])).toBeNull();
  });

  it('stays inside the part of the board on the screen', () => {
    const shown: Box = { x: 0, y: 200, w: 300, h: 100 };
    const at = notePlace([{ w: 200, h: 30 }], { x: 150, y: 50 }, shown, [], [])!;
    expect(at.y).toBeGreaterThanOrEqual(200);
    expect(at.y + at.h).toBeLessThanOrEqual(300);
  });
});
