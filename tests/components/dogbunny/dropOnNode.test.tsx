// With Move node, a node dragged onto another did nothing that showed and said nothing: the stroke
// over the other node was passed by, and the dragged node stayed where it was, or on the last free
// point it crossed. The two now swap places, the other taking the point the dragged one began at,
// and the hint under the board says so.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import DogBunnyEditor from '../../../src/puzzles/dogbunny/Editor.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';

const family = getFamily('dogbunny')!;
const LEVEL = 'node a 0 0\nnode b 1 0\nnode c 3 2\nedge a -> b if c\nedge b <-> c\nbunny a\ngoal bunny c\n';

function Host({ onLevel }: { onLevel(text: string): void }) {
  const [level, setLevel] = useState<unknown>(() => {
    const parsed = family.parse(LEVEL);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.level;
  });
  return <EditorPanel family={family} level={level} editor={DogBunnyEditor} onChange={(l) => (setLevel(l), onLevel(family.make(l)))} />;
}

const point = (x: number, y: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${y + 1} column ${x + 1}:`) });
const hint = () => document.querySelector('.ed-family > .ed-hint')!.textContent;
/** a drag with Move node along the points given */
const drag = (...points: [number, number][]) => {
  fireEvent.pointerDown(point(...points[0]!), { button: 0 });
  for (const p of points.slice(1)) fireEvent.pointerEnter(point(...p));
  act(() => void window.dispatchEvent(new Event('pointerup')));
};
const places = (text: string) => text.split('\n').filter((l) => l.startsWith('node ')).join(', ');

describe('DogBunny editor: a node dropped on another', () => {
  it('swaps the two, and says so', () => {
    let last = LEVEL;
    render(<Host onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /Move node/ }));
    drag([0, 0], [1, 0]);
    expect(places(last)).toBe('node a 1 0, node b 0 0, node c 3 2');
    expect(hint()).toBe('Swapped a and b: b was on the point a was dropped on.');
    // dragged over free points first: the other takes the point the drag began at
    drag([1, 0], [1, 1], [2, 2], [3, 2]);
    expect(places(last)).toBe('node a 3 2, node b 0 0, node c 1 0');
    // over a node and on to a free point: moved there, none swapped
    drag([0, 0], [1, 0], [2, 0]);
    expect(places(last)).toBe('node a 3 2, node b 2 0, node c 1 0');
    // (three strokes, each drawing the editor's board again: some 2 s alone, over 5 on two loaded cores)
  }, 20_000);
});

// A drag begun on the picked node carries on as a drag from a node not picked yet does: with an
// edge tool it draws the edge to the node it is let go on, with Move node it moves the node; a press
// on the picked node alone lets it go. The press on the picked node let it go at once, and the drag
// from it drew no edge and moved nothing.
describe('DogBunny editor: a drag from the picked node', () => {
  const press = (x: number, y: number) => drag([x, y]);
  const picked = (x: number, y: number) => point(x, y).getAttribute('aria-label')!.endsWith(', picked');

  it('with One-way edge, draws the edge to the node it is let go on', () => {
    let last = LEVEL;
    render(<Host onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /One-way edge/ }));
    press(3, 2);
    expect(picked(3, 2)).toBe(true);
    drag([3, 2], [2, 1], [1, 1], [0, 0]);
    expect(last).toMatch(/^edge c -> a$/m);
    expect(picked(3, 2)).toBe(false);
    // a press on the picked node alone lets it go, and draws nothing
    press(1, 0);
    press(1, 0);
    expect(picked(1, 0)).toBe(false);
    expect(last.match(/^edge /gm)).toHaveLength(3);
  });

  it('Escape lets the picked node go, and the hint says so beforehand; an Escape typed in a box does not', () => {
    render(<Host onLevel={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: /Two-way edge/ }));
    press(0, 0);
    expect(hint()).toBe('Picked a: now choose the other node; a again, or Escape, lets it go.');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'name of node a' }), { key: 'Escape' });
    expect(picked(0, 0)).toBe(true);
    fireEvent.keyDown(point(3, 2), { key: 'Escape' });
    expect(picked(0, 0)).toBe(false);
  });

  it('with Move node, moves the node to the point it is let go on', () => {
    let last = LEVEL;
    render(<Host onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /Move node/ }));
    press(0, 0);
    expect(picked(0, 0)).toBe(true);
    drag([0, 0], [0, 1], [0, 2]);
    expect(places(last)).toBe('node a 0 2, node b 1 0, node c 3 2');
    expect(picked(0, 2)).toBe(false);
  });
});
