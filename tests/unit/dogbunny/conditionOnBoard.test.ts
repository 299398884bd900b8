// How DogBunny's board writes an edge's condition (layout.ts conditionText), and why it keeps the
// text's "!". A word form was tried: "if island empty" for "if !island", and on mixed conditions
// "if house · tree empty", each empty node with its own "empty" (a shared one, as in "if house,
// tree empty", reads as both empty). It read back unambiguously, but it does not fit the gallery:
// on a phone (390 px) Bridge's "if island empty" and "if meadow empty" lay on nodes (boardlook
// e2e), since the 76 units between meadow and bridge hold "if !island" and not 5 more letters. So
// the board keeps "!", which binds to one name, and How to play says what a mixed condition needs.
import { describe, expect, it } from 'vitest';
import { conditionText } from '../../../src/puzzles/dogbunny/layout.ts';
import { conditionWords, type DogEdge } from '../../../src/puzzles/dogbunny/format.ts';
import { howToPlay } from '../../../src/puzzles/dogbunny/howToPlay.ts';

const edge = (occupied: string[], empty: string[]): DogEdge => ({ from: 'a', to: 'b', twoWay: false, occupied, empty });

describe("the board's words for a condition", () => {
  it('one node, occupied or empty; none', () => {
    expect(conditionText(edge(['house'], []))).toBe('if house');
    expect(conditionText(edge([], ['island']))).toBe('if !island');
    expect(conditionText(edge([], []))).toBeUndefined();
  });

  it('mixed and several: each word is one node, and "!" marks only its own', () => {
    const cases: [DogEdge, string][] = [
      [edge(['house'], ['tree']), 'if house !tree'],
      [edge(['tree', 'well'], []), 'if tree well'],
      [edge([], ['hedge', 'barn']), 'if !hedge !barn'],
      [edge(['house', 'well'], ['tree', 'bone']), 'if house well !tree !bone'],
    ];
    for (const [e, words] of cases) {
      expect(conditionText(e)).toBe(words);
      // it reads back: each word after "if" is a node's name, "!" before it the node to be empty
      const read = words.split(' ').slice(1);
      expect(read.every((w) => /^!?[A-Za-z0-9_-]+$/.test(w))).toBe(true);
      expect({ occupied: read.filter((w) => !w.startsWith('!')), empty: read.filter((w) => w.startsWith('!')).map((w) => w.slice(1)) }).toEqual({ occupied: e.occupied, empty: e.empty });
      expect(read).toEqual(conditionWords(e));
    }
  });

  it('How to play says what "!" and a mixed condition need', () => {
    const rule = howToPlay.rules.find((r) => r.includes('!tree'));
    expect(rule).toContain('"if !tree" needs the tree empty');
    expect(rule).toContain('"if house !tree", both');
  });
});
