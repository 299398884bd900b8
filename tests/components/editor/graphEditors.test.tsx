import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import AnemonesEditor from '../../../src/puzzles/anemones/Editor.tsx';
import DogBunnyEditor, { deleteNode, renameNode } from '../../../src/puzzles/dogbunny/Editor.tsx';
import { autoLayout } from '../../../src/puzzles/dogbunny/layout.ts';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import type { FamilyEditorProps } from '../../../src/view/types.ts';
import type { ComponentType } from 'react';

/** A level of the real family, from its text; the test reads back what the editor made as text. */
function levelOf(id: FamilyId, text: string) {
  const family = getFamily(id)!;
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}
const readDogBunny = (text: string) => levelOf('dogbunny', text) as DogBunnyLevel;

function Host({ family: id, start, editor, onLevel }: { family: FamilyId; start: string; editor: ComponentType<FamilyEditorProps<any>>; onLevel(l: string): void }) {
  const family = getFamily(id)!;
  const [level, setLevel] = useState<unknown>(() => levelOf(id, start));
  return <EditorPanel family={family} level={level} editor={editor} onChange={(l) => (setLevel(l), onLevel(family.make(l)))} />;
}

describe('Anemones editor', () => {
  it('sets the count, the tap matrix, start and goal', () => {
    let last = '';
    render(<Host family="anemones" start={'anemones 2\nstart\ngoal\n'} editor={AnemonesEditor} onLevel={(l) => (last = l)} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'How many anemones' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'tapping 1 lowers 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'tapping 3 lowers 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'start: anemone 2 up' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'goal: anemone 1 up' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'goal: anemone 3 up' }));
    expect(last).toBe('anemones 3\ntap 1 lowers 3\ntap 3 lowers 2\nstart 2\ngoal 1 3\n');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'How many anemones' }), { target: { value: '2' } });
    expect(last).toBe('anemones 2\nstart 2\ngoal 1\n');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last).toBe('anemones 3\ntap 1 lowers 3\ntap 3 lowers 2\nstart 2\ngoal 1 3\n');
    // emptying the field on the way to another number drops nothing; leaving it shows the count
    const field = screen.getByRole('spinbutton', { name: 'How many anemones' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '' } });
    expect(last).toBe('anemones 3\ntap 1 lowers 3\ntap 3 lowers 2\nstart 2\ngoal 1 3\n');
    fireEvent.blur(field);
    expect(field).toHaveValue(3);
  }, 30_000);
});

describe('DogBunny editor', () => {
  it('places nodes, draws edges, places animals and goals, deletes', () => {
    let last = '';
    render(<Host family="dogbunny" start="" editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'grid point 0,0' }));
    fireEvent.click(screen.getByRole('button', { name: 'grid point 2,1' }));
    fireEvent.click(screen.getByRole('button', { name: 'grid point 4,0' }));
    fireEvent.keyDown(window, { key: '2' }); // one-way edge
    fireEvent.click(screen.getByRole('button', { name: 'node n1' }));
    fireEvent.click(screen.getByRole('button', { name: 'node n2' }));
    fireEvent.keyDown(window, { key: '3' }); // two-way edge
    fireEvent.click(screen.getByRole('button', { name: 'node n2' }));
    fireEvent.click(screen.getByRole('button', { name: 'node n3' }));
    fireEvent.keyDown(window, { key: '6' }); // bunny
    fireEvent.click(screen.getByRole('button', { name: 'node n1' }));
    fireEvent.keyDown(window, { key: '8' }); // bunny goal
    fireEvent.click(screen.getByRole('button', { name: 'node n3' }));
    const cond = screen.getByRole('textbox', { name: 'condition of edge n1 -> n2' });
    fireEvent.change(cond, { target: { value: 'n3 !n2' } });
    fireEvent.blur(cond);
    expect(last).toBe(
      'node n1 0 0\nnode n2 2 1\nnode n3 4 0\nedge n1 -> n2 if n3 !n2\nedge n2 <-> n3\nbunny n1\ngoal bunny n3\n',
    );
    expect(screen.getByRole('button', { name: 'edge n1 -> n2 if n3 !n2' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'name of node n3' });
    fireEvent.change(name, { target: { value: 'carrot' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(last).toContain('edge n1 -> n2 if carrot !n2\nedge n2 <-> carrot\nbunny n1\ngoal bunny carrot');
    fireEvent.keyDown(window, { key: '9' }); // delete
    fireEvent.click(screen.getByRole('button', { name: 'node n2' }));
    expect(last).toBe('node n1 0 0\nnode carrot 4 0\nbunny n1\ngoal bunny carrot\n');
  }, 30_000);

  it('lays out an imported graph without positions on distinct points, by layers', () => {
    const m = autoLayout(readDogBunny('edge a <-> b\nedge a <-> c\nedge c -> d\nnode e\n'));
    const place = Object.fromEntries(m.nodes.map((n) => [n.name, [n.x, n.y]]));
    expect(place).toEqual({ a: [0, 0], b: [2, 0], c: [2, 2], d: [4, 0], e: [6, 0] });
    const kept = autoLayout(readDogBunny('node a 0 0\nnode b\n'));
    expect(kept.nodes.map((n) => [n.x, n.y])).toEqual([[0, 0], [2, 0]]); // another component, next column
  });

  it('renames and deletes a node everywhere it is named', () => {
    const m = readDogBunny('node c\nedge a -> b if c !a\ndog a\ngoal dog c\n');
    expect(renameNode(m, 'a', 'z').edges[0]).toEqual({ from: 'z', to: 'b', twoWay: false, occupied: ['c'], empty: ['z'] });
    expect(renameNode(m, 'a', 'b')).toBe(m); // taken
    const d = deleteNode(m, 'c');
    expect([d.edges[0]?.occupied, d.goals[0]?.nodes]).toEqual([[], []]);
  });
});

describe('Bars editor', () => {
  it('toggles cells by clicking and dragging, picks pattern and goal, and resizes', async () => {
    const { default: BarsEditor } = await import('../../../src/puzzles/bars/Editor.tsx');
    let last = '';
    render(<Host family="bars" start={'pattern cross\ngoal 1\n01\n00\n'} editor={BarsEditor} onLevel={(l) => (last = l)} />);
    const cell = (r: number, c: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${r} column ${c}:`) });
    fireEvent.pointerDown(cell(2, 1), { button: 0 }); // 0 → 1, and the stroke paints 1
    fireEvent.pointerEnter(cell(2, 2));
    fireEvent.pointerEnter(cell(1, 2)); // already 1: stays 1
    fireEvent.pointerUp(window);
    expect(last).toBe('pattern cross\ngoal 1\n01\n11\n');
    fireEvent.change(screen.getByRole('combobox', { name: 'Pattern' }), { target: { value: 'plus' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Goal' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add column at right' }));
    expect(last).toBe('pattern plus\ngoal 0\n010\n110\n');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last).toBe('pattern plus\ngoal 0\n01\n11\n');
  });
});
