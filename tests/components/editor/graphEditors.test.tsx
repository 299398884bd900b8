import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import AnemonesEditor from '../../../src/puzzles/anemones/Editor.tsx';
import DogBunnyEditor, { deleteNode, renameNode } from '../../../src/puzzles/dogbunny/Editor.tsx';
import { autoLayout } from '../../../src/puzzles/dogbunny/layout.ts';
import { MAX_XY, type DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';
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
    // a count the level cannot take is said, and changes nothing
    for (const value of ['', '0', '25', '2.5']) {
      fireEvent.change(field, { target: { value } });
      expect(screen.getByRole('alert')).toHaveTextContent('1 to 24 anemones; the level keeps 3');
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(last).toBe('anemones 3\ntap 1 lowers 3\ntap 3 lowers 2\nstart 2\ngoal 1 3\n');
    fireEvent.blur(field);
    expect(field).toHaveValue(3);
    expect(screen.queryByRole('alert')).toBeNull();
    // left on a count it cannot take: the box shows the level's count, and says why until used again
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.blur(field);
    expect(field).toHaveValue(3);
    expect(screen.getByRole('status')).toHaveTextContent('30 is not 1 to 24: the level keeps 3 anemones');
    expect(field).toHaveAccessibleDescription('30 is not 1 to 24: the level keeps 3 anemones');
    fireEvent.focus(field);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.blur(field);
    expect(screen.queryByRole('status')).toBeNull();
  }, 30_000);
});

describe('Anemones editor on the board', () => {
  const anemone = (i: number) => screen.getByRole('gridcell', { name: new RegExp(`^row 1 column ${i}: anemone ${i},`) });
  it('paints start and goal on the anemones, and what a tap lowers by choosing one then its targets', () => {
    let last = '';
    render(<Host family="anemones" start={'anemones 3\nstart\ngoal\n'} editor={AnemonesEditor} onLevel={(l) => (last = l)} />);
    expect(screen.getAllByRole('img', { name: /^Anemones:/ })).toHaveLength(1);
    // up at the start: a click raises the anemone on the board
    fireEvent.pointerDown(anemone(2), { button: 0 });
    fireEvent.pointerUp(window);
    expect(last).toBe('anemones 3\nstart 2\ngoal\n');
    expect(screen.getByTestId('anemone-2')).toHaveClass('up');
    // the goal: a drag paints the value of its first anemone
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.pointerDown(anemone(1), { button: 0 });
    fireEvent.pointerEnter(anemone(2));
    fireEvent.pointerEnter(anemone(3));
    fireEvent.pointerUp(window);
    expect(last).toBe('anemones 3\nstart 2\ngoal 1 2 3\n');
    fireEvent.pointerDown(anemone(3), { button: 2 }); // a right-click takes it away
    fireEvent.pointerUp(window);
    expect(last).toBe('anemones 3\nstart 2\ngoal 1 2\n');
    // what tapping 1 lowers: choose 1, then click 3 and 2
    fireEvent.keyDown(window, { key: '3' });
    for (const i of [1, 3, 2]) {
      fireEvent.pointerDown(anemone(i), { button: 0 });
      fireEvent.pointerUp(window);
    }
    expect(last).toBe('anemones 3\ntap 1 lowers 2 3\nstart 2\ngoal 1 2\n');
    expect(anemone(3)).toHaveAccessibleName(/lowered by tapping 1$/);
    expect(anemone(1)).toHaveAccessibleName('row 1 column 1: anemone 1, down at the start, goal up, tapping it lowers 2, 3, chosen');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last).toBe('anemones 3\ntap 1 lowers 3\nstart 2\ngoal 1 2\n');
  });
});

describe('DogBunny editor', () => {
  /** the board's grid point at x, y: a cell of the paint layer over the DogBunny board */
  const point = (x: number, y: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${y + 1} column ${x + 1}:`) });
  const press = (x: number, y: number, init: { button?: number; altKey?: boolean } = {}) => {
    fireEvent.pointerDown(point(x, y), { button: 0, ...init });
    fireEvent.pointerUp(window);
  };
  const drag = (path: [number, number][]) => {
    fireEvent.pointerDown(point(...path[0]!), { button: 0 });
    for (const p of path.slice(1)) fireEvent.pointerEnter(point(...p));
    fireEvent.pointerUp(window);
  };

  it('a large graph\'s list of names and conditions starts closed, saying how long it is; a small one\'s open', () => {
    const chain = Array.from({ length: 30 }, (_, i) => `node n${i} ${i * 2} 0\n`).join('') + Array.from({ length: 29 }, (_, i) => `edge n${i} <-> n${i + 1}\n`).join('') + 'bunny n0\ngoal bunny n29\n';
    const { unmount } = render(<Host family="dogbunny" start={chain} editor={DogBunnyEditor} onLevel={() => {}} />);
    const list = screen.getByText('Names and conditions (30 nodes, 29 edges)').closest('details')!;
    expect(list.open).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'name of node n0' })).toBeNull();
    fireEvent.click(screen.getByText('Names and conditions (30 nodes, 29 edges)'));
    list.open = true;
    fireEvent(list, new Event('toggle'));
    expect(screen.getByRole('textbox', { name: 'name of node n0' })).toBeInTheDocument();
    unmount();
    render(<Host family="dogbunny" start={'node a 0 0\nnode b 2 0\nedge a <-> b\nbunny a\ngoal bunny b\n'} editor={DogBunnyEditor} onLevel={() => {}} />);
    expect(screen.getByText('Names and conditions (2 nodes, 1 edge)').closest('details')!.open).toBe(true);
    expect(screen.getByRole('textbox', { name: 'name of node a' })).toBeInTheDocument();
  });

  it('draws no grid point past the last one a node may take, and places no node there', () => {
    let last = '';
    render(<Host family="dogbunny" start={'node a 62 3\nnode b 0 0\nedge a <-> b\nbunny a\ngoal bunny b\n'} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    // grid points 0 to MAX_XY across; the room for one more column stops at the edge
    expect(document.querySelectorAll('[data-row="0"][data-col]')).toHaveLength(MAX_XY + 1);
    press(MAX_XY, 0);
    expect(last).toContain(`node n1 ${MAX_XY} 0`);
    expect(readDogBunny(last).nodes.every((n) => n.x! <= MAX_XY)).toBe(true);
  });

  it('places nodes, draws edges, places animals and goals, deletes, all on the board', () => {
    let last = '';
    render(<Host family="dogbunny" start="" editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    // one board, drawn by the family's own Board, with the paint layer over it: no preview beside it
    expect(screen.getAllByRole('img', { name: /^DogBunny board/ })).toHaveLength(1);
    expect(screen.queryByLabelText('Preview')).toBeNull();
    expect(point(0, 0)).toHaveAccessibleName('row 1 column 1: empty point');
    press(0, 0);
    press(2, 1);
    press(4, 0);
    expect(point(2, 1)).toHaveAccessibleName('row 2 column 3: node n2');
    fireEvent.keyDown(window, { key: '2' }); // one-way edge: click one node, then the other
    press(0, 0);
    expect(screen.getByText('Picked n1: now choose the other node; n1 again, or Escape, lets it go.')).toBeInTheDocument();
    press(2, 1);
    fireEvent.keyDown(window, { key: '3' }); // two-way edge: drag from one node to the other
    drag([[2, 1], [3, 1], [4, 0]]);
    fireEvent.keyDown(window, { key: '6' }); // bunny
    press(0, 0);
    fireEvent.keyDown(window, { key: '8' }); // bunny goal
    press(4, 0);
    const cond = screen.getByRole('textbox', { name: 'condition of edge from n1 to n2' });
    fireEvent.change(cond, { target: { value: 'n3 !n2' } });
    fireEvent.blur(cond);
    expect(last).toBe(
      'node n1 0 0\nnode n2 2 1\nnode n3 4 0\nedge n1 -> n2 if n3 !n2\nedge n2 <-> n3\nbunny n1\ngoal bunny n3\n',
    );
    expect(point(0, 0)).toHaveAccessibleName('row 1 column 1: node n1, 1 bunny');
    expect(point(4, 0)).toHaveAccessibleName('row 1 column 5: node n3, goal of bunny');
    // the board draws what was made: the condition on its edge
    expect(screen.getByRole('img', { name: /^DogBunny board: a graph of 3 nodes; / })).toHaveTextContent('if n3 !n2');
    const name = screen.getByRole('textbox', { name: 'name of node n3' });
    fireEvent.change(name, { target: { value: 'carrot' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(last).toContain('edge n1 -> n2 if carrot !n2\nedge n2 <-> carrot\nbunny n1\ngoal bunny carrot');
    fireEvent.keyDown(window, { key: '9' }); // delete
    press(2, 1);
    expect(last).toBe('node n1 0 0\nnode carrot 4 0\nbunny n1\ngoal bunny carrot\n');
  }, 30_000);

  it('moves a node by dragging it, deletes an edge by its line or its Delete button, erases with a right-click', () => {
    let last = '';
    render(<Host family="dogbunny" start={'node a 0 0\nnode b 2 0\nnode c 2 2\nedge a -> b\nedge b <-> c\nbunny a\ngoal bunny c\n'} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '4' }); // move node
    drag([[2, 2], [3, 2], [3, 3]]);
    expect(last).toContain('node c 3 3\n');
    expect(point(2, 2)).toHaveAccessibleName('row 3 column 3: empty point');
    expect(screen.queryByText(/^Picked/)).toBeNull(); // let go with the stroke
    fireEvent.keyDown(window, { key: '9' }); // delete: an edge's line takes a click
    fireEvent.click(document.querySelector('[data-edge="a-b"]')!);
    expect(last).not.toContain('edge a -> b');
    fireEvent.click(screen.getByRole('button', { name: 'delete edge both ways between b and c' }));
    expect(last).not.toContain('edge');
    fireEvent.keyDown(window, { key: '6' }); // bunny: a right-click takes one away
    press(0, 0, { button: 2 });
    expect(last).not.toContain('bunny a');
    fireEvent.keyDown(window, { key: '1' }); // node: a right-click deletes the node
    press(2, 0, { altKey: true });
    expect(last).toBe('node a 0 0\nnode c 3 3\ngoal bunny c\n');
  });

  it('a one-way edge drawn over a two-way one points the way it was drawn, its condition kept', () => {
    let last = '';
    render(<Host family="dogbunny" start={'node start 0 0\nnode end 2 0\nedge start <-> end if start\nbunny start\ngoal bunny end\n'} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    fireEvent.keyDown(window, { key: '2' }); // one-way edge: from end to start
    press(2, 0);
    press(0, 0);
    expect(last).toContain('edge end -> start if start\n');
    fireEvent.keyDown(window, { key: '3' }); // two-way again, then one-way the other way, by a drag
    drag([[2, 0], [1, 0], [0, 0]]);
    expect(last).toContain('edge end <-> start if start\n');
    fireEvent.keyDown(window, { key: '2' });
    drag([[0, 0], [1, 0], [2, 0]]);
    expect(last).toContain('edge start -> end if start\n');
    expect(last.match(/^edge /gm)).toHaveLength(1);
  });

  it('is edited from the keyboard: arrow keys move over the points, Enter places and picks', () => {
    let last = '';
    render(<Host family="dogbunny" start="" editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    const cells = screen.getAllByRole('gridcell');
    expect(cells.filter((c) => c.tabIndex === 0)).toHaveLength(1);
    cells[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' }); // node at 0,0
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' }); // node at 2,0
    fireEvent.keyDown(window, { key: '3' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' }); // pick n2
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' }); // to n1
    expect(last).toBe('node n1 0 0\nnode n2 2 0\nedge n2 <-> n1\n');
  });

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

  it('says why a name typed for a node is not taken, the box back to the node\'s name; Escape puts the name back', () => {
    let last = '';
    render(<Host family="dogbunny" start={'node well 0 0\nnode tree 2 0\nedge well <-> tree\nbunny well\ngoal bunny tree\n'} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    const box = screen.getByRole('textbox', { name: 'name of node well' });
    const names = () => screen.getAllByRole('textbox', { name: /^name of node / }).map((b) => (b as HTMLInputElement).value);
    for (const [typed, why] of [['tree', "'tree' is the name of another node"], ['maison é', "'maison é' is not a name"], ['', 'node well needs a name']] as const) {
      fireEvent.change(box, { target: { value: typed } });
      fireEvent.blur(box);
      expect(screen.getByRole('alert')).toHaveTextContent(`Not renamed: ${why}`);
      // the box shows the name the level still has, not the one refused (two nodes 'tree' in the list)
      expect(box).toHaveValue('well');
      expect(names()).toEqual(['well', 'tree']);
      expect(box).toHaveAccessibleDescription(expect.stringContaining(`Not renamed: ${why}`));
      expect(last).toBe('');
    }
    fireEvent.change(box, { target: { value: 'tree' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('well');
    fireEvent.change(box, { target: { value: 'tre' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('well');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(box, { target: { value: 'pond' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(last).toContain('node pond 0 0');
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
    // a cell says what it shows, not a bare digit
    expect(cell(1, 1)).toHaveAccessibleName('row 1 column 1: 0, flat bar');
    expect(cell(1, 2)).toHaveAccessibleName('row 1 column 2: 1, upright bar');
    fireEvent.change(screen.getByRole('combobox', { name: 'Pattern' }), { target: { value: 'plus' } });
    expect(cell(1, 2)).toHaveAccessibleName('row 1 column 2: 1, light on');
    fireEvent.change(screen.getByRole('combobox', { name: 'Goal' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add column at right' }));
    expect(last).toBe('pattern plus\ngoal 0\n010\n110\n');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last).toBe('pattern plus\ngoal 0\n01\n11\n');
  });
});
