// A condition that lies as near another edge as its own (a lattice's, between two edges a grid
// point apart) is drawn with a line to its own edge, in the editor as in play: the board draws the
// `leader` layout.ts placed (conditionOwnEdge.test.ts), from the word to a point of its own edge's line.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import DogBunnyEditor from '../../../src/puzzles/dogbunny/Editor.tsx';
import DogBunnyBoard from '../../../src/puzzles/dogbunny/Board.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import { lattice } from '../../e2e/dogbunnyCrowded.mjs';

const family = getFamily('dogbunny')!;
const parsed = family.parse(lattice(4));
if (!parsed.ok) throw new Error(parsed.error.message);
const level = parsed.level as DogBunnyLevel;

/** each leader drawn: its edge's name and whether its far end lies on a line of that edge */
function leaders(root: ParentNode) {
  return [...root.querySelectorAll<SVGLineElement>('svg.board line.db-leader')].map((l) => {
    const edge = l.dataset.testid!.replace('leader-', '');
    const [x, y] = [Number(l.getAttribute('x2')), Number(l.getAttribute('y2'))];
    const onEdge = [...root.querySelectorAll<SVGLineElement>(`svg.board [data-testid="edge-${edge}"] line`)].some((s) => {
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(s.getAttribute(a)));
      const cross = (x2! - x1!) * (y - y1!) - (y2! - y1!) * (x - x1!);
      return Math.abs(cross) / Math.hypot(x2! - x1!, y2! - y1!) < 0.01 && Math.min(x1!, x2!) - 0.01 <= x && x <= Math.max(x1!, x2!) + 0.01 && Math.min(y1!, y2!) - 0.01 <= y && y <= Math.max(y1!, y2!) + 0.01;
    });
    return { edge, onEdge };
  });
}

describe("DogBunny: a condition's line to its own edge", () => {
  it('in play and in the editor, each to a point of its own edge', () => {
    const play = render(<DogBunnyBoard level={level} state={family.start(level) as never} onMove={() => {}} />);
    const inPlay = leaders(play.container);
    expect(inPlay.length).toBeGreaterThan(0);
    expect(inPlay.filter((l) => !l.onEdge)).toEqual([]);
    play.unmount();
    const editor = render(<EditorPanel family={family} level={level} editor={DogBunnyEditor} onChange={() => {}} />);
    const inEditor = leaders(editor.container);
    expect(inEditor.length).toBeGreaterThan(0);
    expect(inEditor.filter((l) => !l.onEdge)).toEqual([]);
  });
});
