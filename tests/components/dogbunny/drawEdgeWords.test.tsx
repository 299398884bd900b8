// Drawing an edge in the DogBunny editor says what it did. A one-way edge drawn over a two-way one
// turned it, and one drawn against a one-way one added a second beside it, with nothing said; and a
// two-way edge drawn over a one-way one made it two-way only when drawn from its start: drawn the other
// way, a second edge was added beside it.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import DogBunnyEditor, { drawEdge } from '../../../src/puzzles/dogbunny/Editor.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';

const family = getFamily('dogbunny')!;
const read = (text: string) => {
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level as DogBunnyLevel;
};

function Host({ start, onLevel }: { start: string; onLevel(text: string): void }) {
  const [level, setLevel] = useState<unknown>(() => read(start));
  return <EditorPanel family={family} level={level} editor={DogBunnyEditor} onChange={(l) => (setLevel(l), onLevel(family.make(l)))} />;
}

const LEVEL = 'node a 0 0\nnode b 2 0\nedge a -> b if a\nbunny a\ngoal bunny b\n';

describe('DogBunny editor: drawing an edge', () => {
  it('a two-way edge drawn over a one-way one either way makes it two-way, its condition kept', () => {
    for (const [from, to] of [['a', 'b'], ['b', 'a']] as const) {
      const { level, words } = drawEdge(read(LEVEL), from, to, true);
      expect(level.edges, `from ${from}`).toEqual([{ from: 'a', to: 'b', twoWay: true, occupied: ['a'], empty: [] }]);
      expect(words).toBe('Made edge from a to b two-way: edge both ways between a and b, its condition kept.');
    }
  });

  it('says what it did, on the board by clicks', () => {
    let last = '';
    render(<Host start={LEVEL} onLevel={(l) => (last = l)} />);
    const point = (x: number, y: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${y + 1} column ${x + 1}:`) });
    const press = (x: number, y: number) => {
      fireEvent.pointerDown(point(x, y), { button: 0 });
      fireEvent.pointerUp(window);
    };
    const hint = () => document.querySelector('.ed-family > .ed-hint')!.textContent;
    fireEvent.keyDown(window, { key: '2' }); // one-way, against a -> b: a second edge
    press(2, 0);
    press(0, 0);
    expect(hint()).toBe('Added edge from b to a, beside edge from a to b.');
    expect(last.match(/^edge /gm)).toHaveLength(2);
    press(2, 0); // again: nothing new
    press(0, 0);
    expect(hint()).toBe('Edge from b to a is there already.');
    expect(last.match(/^edge /gm)).toHaveLength(2);
    fireEvent.keyDown(window, { key: '3' }); // two-way from a: a -> b made two-way
    press(0, 0);
    press(2, 0);
    expect(hint()).toBe('Made edge from a to b two-way: edge both ways between a and b, its condition kept.');
    expect(last).toContain('edge a <-> b if a\n');
  });

  it("names each edge's way in words in the list's buttons and boxes, which a screen reader reads ('->' and '<->' it reads as punctuation, or skips)", () => {
    render(<Host start={'node a 0 0\nnode b 2 0\nnode c 0 2\nedge a -> b if c\nedge b <-> c\nbunny a\ngoal bunny b\n'} onLevel={() => {}} />);
    const names = [...document.querySelectorAll('.ed-list [aria-label]')].map((el) => el.getAttribute('aria-label')!);
    expect(names.filter((n) => /edge/.test(n))).toEqual([
      'make edge from a to b two-way', 'condition of edge from a to b', 'delete edge from a to b',
      'make edge both ways between b and c one-way', 'condition of edge both ways between b and c', 'delete edge both ways between b and c',
    ]);
  });
});
