// The Move, Bars, Anemones and DogBunny editors as a designer uses them: what a resize or a
// delete takes away is said (and Undo brings it back), a count typed digit by digit takes
// nothing away on the way, and a node that is a goal or a condition can be deleted.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import AnemonesEditor from '../../../src/puzzles/anemones/Editor.tsx';
import BarsEditor from '../../../src/puzzles/bars/Editor.tsx';
import DogBunnyEditor from '../../../src/puzzles/dogbunny/Editor.tsx';
import MoveEditor from '../../../src/puzzles/move/Editor.tsx';
import { offsetAt } from '../../../src/editor/TextDialog.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import type { FamilyEditorProps } from '../../../src/view/types.ts';

function Host({ family: id, start, editor, onLevel }: { family: FamilyId; start: string; editor: ComponentType<FamilyEditorProps<any>>; onLevel(l: string): void }) {
  const family = getFamily(id)!;
  const [level, setLevel] = useState<unknown>(() => {
    const parsed = family.parse(start);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.level;
  });
  return <EditorPanel family={family} level={level} editor={editor} onChange={(l) => (setLevel(l), onLevel(family.make(l)))} />;
}

const undo = () => fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
/** what the family's editor says of the last edit (its polite line under the board) */
const status = () => [...document.querySelectorAll('.ed-family [aria-live="polite"]')].map((s) => s.textContent).join(' ');

describe('a smaller grid says what it cut off', () => {
  it('Move: the dots, targets and obstacles of the row or column removed; Undo brings them back and the words go', () => {
    let last = '';
    const start = '...\n.#.\nAB#\n--\n...\na..\n.b.\n';
    render(<Host family="move" start={start} editor={MoveEditor} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row at bottom' }));
    expect(status()).toContain('Removed the row at bottom with dot b, target A, target B and 1 obstacle. Undo brings them back.');
    undo();
    expect(last).toBe(start);
    expect(status()).not.toContain('Removed');
    // an empty border goes without a word
    fireEvent.click(screen.getByRole('button', { name: 'Remove row at top' }));
    expect(last).toBe('.#.\nAB#\n--\na..\n.b.\n');
    expect(status()).not.toContain('Removed');
  });

  it('Bars: the cells at 1 of the row removed', () => {
    render(<Host family="bars" start={'pattern cross\ngoal 1\n000\n101\n'} editor={BarsEditor} onLevel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row at bottom' }));
    expect(status()).toContain('Removed the row at bottom with its 2 cells at 1. Undo brings them back.');
    fireEvent.click(screen.getByRole('button', { name: 'Add row at bottom' }));
    expect(status()).not.toContain('Removed');
  });
});

describe('Anemones: how many', () => {
  const start = 'anemones 15\ntap 1 lowers 2 14\ntap 14 lowers 3\nstart 15\ngoal 1 2\n';
  const field = () => screen.getByRole('spinbutton', { name: 'How many anemones' });
  /** a digit typed or deleted, as the browser sends it (an input event with its inputType) */
  const type = (value: string, inputType = 'insertText') => fireEvent.input(field(), { target: { value }, inputType });

  it('12 typed over 15 passes through 1 and takes nothing away on the way; Enter takes 13 to 15 away, saying what went', () => {
    let last = '';
    render(<Host family="anemones" start={start} editor={AnemonesEditor} onLevel={(l) => (last = l)} />);
    fireEvent.focus(field());
    type('1');
    expect(last).toBe('');
    expect(screen.getByText(/Enter \(or leaving the box\) takes anemones 2 to 15 away; typing 15 back, or Escape, keeps them/)).toBeInTheDocument();
    type('12');
    expect(last).toBe('');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(last).toBe('anemones 12\ntap 1 lowers 2\nstart\ngoal 1 2\n');
    expect(status()).toContain('Removed anemones 13 to 15, what tapping 14 lowered (3) and 14 from what tapping 1 lowers. Undo brings them back.');
    undo();
    expect(last).toBe(start);
    expect(status()).not.toContain('Removed');
    // leaving the box takes a smaller count too
    fireEvent.focus(field());
    type('1');
    fireEvent.blur(field());
    expect(status()).toContain('Removed anemones 2 to 15, what tapping 14 lowered (3) and 2 and 14 from what tapping 1 lowers.');
  });

  it('a long list of what went is counted', () => {
    const ring = `anemones 9\n${Array.from({ length: 9 }, (_, i) => `tap ${i + 1} lowers ${((i + 1) % 9) + 1}\n`).join('')}start\ngoal 1\n`;
    render(<Host family="anemones" start={ring} editor={AnemonesEditor} onLevel={() => {}} />);
    fireEvent.focus(field());
    type('4');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(status()).toContain('Removed anemones 5 to 9, the tap lists of 5 of them and 5 from what tapping 4 lowers. Undo brings them back.');
  });

  it('a smaller count typed is taken on leaving the box, Escape keeps the count; a larger one and a step of the arrows at once', () => {
    let last = '';
    render(<Host family="anemones" start={start} editor={AnemonesEditor} onLevel={(l) => (last = l)} />);
    fireEvent.focus(field());
    type('1', 'deleteContentBackward');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field()).toHaveValue(15);
    type('14');
    fireEvent.blur(field());
    expect(last).toBe('anemones 14\ntap 1 lowers 2 14\ntap 14 lowers 3\nstart\ngoal 1 2\n');
    fireEvent.focus(field());
    type('16');
    expect(last).toMatch(/^anemones 16\n/);
    type('15', '');
    expect(last).toMatch(/^anemones 15\n/);
  });
});

describe('DogBunny: deleting a node and what depends on it', () => {
  const level = 'node a 0 0\nnode b 2 0\nnode c 4 0\nedge a <-> b if c\nedge b -> c\nbunny a\nbunny c\ngoal bunny c\n';
  const point = (x: number) => screen.getByRole('gridcell', { name: new RegExp(`^row 1 column ${x + 1}:`) });
  const press = (x: number, init: { button?: number } = {}) => {
    fireEvent.pointerDown(point(x), { button: 0, ...init });
    fireEvent.pointerUp(window);
  };

  it("the bunny's only goal node can be deleted: the goal goes with it, and what went is said", () => {
    let last = '';
    render(<Host family="dogbunny" start={level} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /Delete/ }));
    press(4);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(last).toBe('node a 0 0\nnode b 2 0\nedge a <-> b\nbunny a\n');
    expect(status()).toContain(
      "Deleted node c with edge from b to c, 1 bunny, the bunny's only goal and its name in the condition of edge both ways between a and b, which is now always open. Undo brings them back.",
    );
    expect(screen.getByRole('group', { name: 'Level problems' })).toHaveTextContent('Node a: the bunny has no goal');
    undo();
    expect(last).toBe(level);
    expect(status()).not.toContain('Deleted');
  });

  it('a drag of Delete across two nodes names both, and all that went with them', () => {
    render(<Host family="dogbunny" start={level} editor={DogBunnyEditor} onLevel={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: /Delete/ }));
    fireEvent.pointerDown(point(2), { button: 0 });
    fireEvent.pointerEnter(point(4));
    fireEvent.pointerUp(window);
    expect(status()).toContain(
      "Deleted nodes b and c with edge both ways between a and b, edge from b to c, 1 bunny and the bunny's only goal. Undo brings them back.",
    );
  });

  it('a node dragged with Move node keeps the points shown until it is let go: the board does not rescale under the finger', () => {
    let last = '';
    render(<Host family="dogbunny" start={'node a 0 0\nnode b 4 0\nedge a <-> b\nbunny a\ngoal bunny b\n'} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /Move node/ }));
    const grid = () => screen.getByRole('grid').getAttribute('aria-label');
    expect(grid()).toBe('Level grid, 5 rows by 6 columns');
    fireEvent.pointerDown(point(0), { button: 0 });
    for (const x of [1, 2, 3, 5]) fireEvent.pointerEnter(point(x));
    expect(last).toContain('node a 5 0\n');
    expect(grid()).toBe('Level grid, 5 rows by 6 columns');
    fireEvent.pointerUp(window);
    expect(grid()).toBe('Level grid, 5 rows by 7 columns');
    undo();
    expect(last).toContain('node a 0 0\n');
    // nodes drawn by a stroke of Node to the edge: the same
    fireEvent.click(screen.getByRole('radio', { name: /^1/ }));
    fireEvent.pointerDown(point(3), { button: 0 });
    fireEvent.pointerEnter(point(5));
    expect(last).toContain('node n2 5 0\n');
    expect(grid()).toBe('Level grid, 5 rows by 6 columns');
    fireEvent.pointerUp(window);
    expect(grid()).toBe('Level grid, 5 rows by 7 columns');
  });

  it("the Bunny goal tool takes the bunny's last goal node away", () => {
    let last = '';
    render(<Host family="dogbunny" start={level} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('radio', { name: /Bunny goal/ }));
    press(4);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(last).toBe('node a 0 0\nnode b 2 0\nnode c 4 0\nedge a <-> b if c\nedge b -> c\nbunny a\nbunny c\n');
  });

  it("a condition naming no node is refused in the editor's words, naming the edge, and the box shows the level's condition", () => {
    let last = '';
    render(<Host family="dogbunny" start={level} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    const box = screen.getByRole('textbox', { name: 'condition of edge both ways between a and b' });
    for (const [typed, why] of [['c zz', "there is no node 'zz'"], ['c!', "'c!' is not a condition"]] as const) {
      fireEvent.change(box, { target: { value: typed } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(screen.getByRole('alert')).toHaveTextContent(`Condition not changed: ${why}`);
      expect(screen.getByRole('alert')).not.toHaveTextContent('declare it');
      expect(box).toHaveValue('c');
      expect(box).toHaveAccessibleDescription(expect.stringContaining(why));
      expect(last).toBe('');
    }
    fireEvent.change(box, { target: { value: 'c !b' } });
    fireEvent.blur(box);
    expect(last).toContain('edge a <-> b if c !b\n');
  });

  it('an animal is taken off its node without a right-click (a finger has none): from the list of animals', () => {
    let last = '';
    render(<Host family="dogbunny" start={'node a 0 0\nnode b 2 0\nedge a <-> b\ndog a\ndog a\nbunny b\ngoal dog b\ngoal bunny a\n'} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    const animals = screen.getByRole('list', { name: 'Animals' });
    expect(animals).toHaveTextContent('2 dogs on a');
    expect(animals).toHaveTextContent('1 bunny on b');
    fireEvent.click(screen.getByRole('button', { name: 'Take one off: a dog from a' }));
    expect(last).toBe('node a 0 0\nnode b 2 0\nedge a <-> b\ndog a\nbunny b\ngoal dog b\ngoal bunny a\n');
    fireEvent.click(screen.getByRole('button', { name: 'Take one off: a bunny from b' }));
    expect(screen.getByRole('list', { name: 'Animals' })).not.toHaveTextContent('bunny');
    undo();
    expect(screen.getByRole('list', { name: 'Animals' })).toHaveTextContent('1 bunny on b');
  });
});

describe('editing as text', () => {
  it("starts from the level's own text, and a text refused puts the caret where it is wrong, the text kept", () => {
    let last = '';
    const start = '..A\n...\n--\na..\n...\n';
    render(<Host family="move" start={start} editor={MoveEditor} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    const box = () => screen.getByRole('textbox', { name: /Level text/ }) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Start from this level' }));
    expect(box()).toHaveValue(start);
    expect(box()).toHaveFocus();
    // never over what was typed
    expect(screen.queryByRole('button', { name: 'Start from this level' })).toBeNull();
    const typed = '..A\n.x.\n--\na..\n...\n';
    fireEvent.change(box(), { target: { value: typed } });
    screen.getByRole('button', { name: 'Import' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Line 2, column 2: unknown character 'x'");
    expect(box()).toHaveValue(typed);
    expect(box()).toHaveFocus();
    expect([box().selectionStart, box().selectionEnd]).toEqual([5, 5]);
    fireEvent.change(box(), { target: { value: '..A\n.#.\n--\na..\n...\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(last).toBe('..A\n.#.\n--\na..\n...\n');
  });

  it('a line and column fall where the readers count them: lines end at LF (CRLF too, a lone CR not), after a byte-order mark, at most at the end', () => {
    expect(offsetAt('ab\r\ncd\ref\ngh', 2, 2)).toBe(5);
    expect(offsetAt('ab\r\ncd\ref\ngh', 3, 1)).toBe(10);
    expect(offsetAt('\ufeffab', 1, 2)).toBe(2);
    expect(offsetAt('ab', 5, 1)).toBe(2);
    expect(offsetAt('ab', 1, 9)).toBe(2);
  });
});

describe('the problems list', () => {
  it("a problem's cell is a button that takes the focus to that cell of the grid; fixed, the problem goes", () => {
    render(<Host family="move" start={'....\n....\n--\n....\n..a.\n'} editor={MoveEditor} onLevel={() => {}} />);
    const problems = screen.getByRole('group', { name: 'Level problems' });
    expect(problems).toHaveTextContent('Row 2, column 3: colour A has 1 dot but 0 targets');
    fireEvent.click(screen.getByRole('button', { name: 'Row 2, column 3' }));
    const cell = screen.getByRole('gridcell', { name: /^row 2 column 3: dot a$/ });
    expect(cell).toHaveFocus();
    // the Target tool (key 3) on the cell focused: the dot is on its target, the problem gone
    fireEvent.keyDown(window, { key: '3' });
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(problems).toHaveTextContent('The level is valid.');
  });
});

describe('a tool named for what the board shows; a pick that outlives its node', () => {
  it("Bars: in Lights Out the tools set lights on and off, not bars", () => {
    render(<Host family="bars" start={'pattern cross\ngoal 1\n01\n10\n'} editor={BarsEditor} onLevel={() => {}} />);
    expect(screen.getByRole('radio', { name: /Set 1 \(upright\)/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: /Pattern/ }), { target: { value: 'plus' } });
    expect(screen.getByRole('radio', { name: /Set 1 \(light on\)/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Set 0 \(light off\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /vertical|horizontal/ })).toBeNull();
  });

  it('DogBunny: a node picked for an edge and then undone is picked no longer; the next two presses draw an edge', () => {
    let last = '';
    render(<Host family="dogbunny" start={'node a 0 0\nnode b 2 0\nedge a <-> b\nbunny a\ngoal bunny b\n'} editor={DogBunnyEditor} onLevel={(l) => (last = l)} />);
    const point = (x: number) => screen.getByRole('gridcell', { name: new RegExp(`^row 1 column ${x + 1}:`) });
    const press = (x: number) => (fireEvent.pointerDown(point(x), { button: 0 }), fireEvent.pointerUp(window));
    press(4); // a node n1
    fireEvent.click(screen.getByRole('radio', { name: /One-way edge/ }));
    press(4);
    expect(status()).toContain('Picked n1');
    undo();
    expect(status()).not.toContain('Picked n1');
    press(2);
    press(0);
    expect(screen.queryByRole('alert')).toBeNull();
    // (a one-way edge drawn over a two-way one points the way it was drawn)
    expect(last).toBe('node a 0 0\nnode b 2 0\nedge b -> a\nbunny a\ngoal bunny b\n');
  });
});

describe('Import replaces the whole level', () => {
  it('and says the level before is one Undo away, as New level and Clear do', () => {
    let last = '';
    const start = '..A\n...\n--\na..\n...\n';
    render(<Host family="move" start={start} editor={MoveEditor} onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Level text/ }), { target: { value: 'A.\n--\n.a\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(last).toBe('A.\n--\n.a\n');
    expect(screen.getByRole('status')).toHaveTextContent('Imported: the level before is one Undo away.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(last).toBe(start);
  });
});

describe('the problems list, for a graph', () => {
  it("a problem's node is a button that takes the focus to that node's point", () => {
    render(<Host family="dogbunny" start={'node a 0 0\nnode b 2 0\nedge a <-> b\nbunny a\ndog b\ngoal bunny b\n'} editor={DogBunnyEditor} onLevel={() => {}} />);
    expect(screen.getByRole('group', { name: 'Level problems' })).toHaveTextContent('Node b: the dog has no goal');
    fireEvent.click(screen.getByRole('button', { name: 'Node b' }));
    expect(screen.getByRole('gridcell', { name: /^row 1 column 3: node b, 1 dog/ })).toHaveFocus();
  });
});
