import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readsAsWords } from '../../../src/share/otherFamily.ts';
import { useState } from 'react';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import MoveEditor from '../../../src/puzzles/move/Editor.tsx';
import { move, type MoveLevel } from '../../../src/puzzles/move/index.ts';
import { moveView } from '../../../src/puzzles/move/view.ts';

/** the real Move family, on a 3×3 board drawn as the family's own text */
const family = move;
const parse = (text: string) => {
  const parsed = family.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
};
const blank3 = () => parse('...\n...\n...\n--\n...\n...\n...\n');
/** the level's two grids, as the Move format writes them */
const grids = (l: MoveLevel | undefined) => {
  const [floor, dots] = family.make(l!).trimEnd().split('\n--\n');
  return { floor: floor!.split('\n'), dots: dots!.split('\n') };
};
type TestMoveLevel = MoveLevel;

function Host({ onLevel }: { onLevel?: (l: TestMoveLevel) => void }) {
  const [level, setLevel] = useState<unknown>(blank3());
  return (
    <EditorPanel
      family={family}
      level={level}
      editor={MoveEditor}
      newLevel={moveView.blank}
      clear={moveView.clear}
      onChange={(l) => {
        setLevel(l);
        onLevel?.(l as TestMoveLevel);
      }}
    />
  );
}

const cell = (row: number, col: number) => screen.getByRole('gridcell', { name: new RegExp(`^row ${row} column ${col}:`) });
const paint = (row: number, col: number, init: { button?: number; altKey?: boolean } = {}) => {
  fireEvent.pointerDown(cell(row, col), { button: 0, ...init });
  fireEvent.pointerUp(window);
};

describe('EditorPanel with the Move editor', () => {
  it('paints obstacles, targets and dots with the palette and keys 1–9', () => {
    let last: TestMoveLevel | undefined;
    render(<Host onLevel={(l) => (last = l)} />);
    paint(1, 2); // default tool: obstacle
    expect(last?.floor[0]).toBe('.#.');
    fireEvent.keyDown(window, { key: '3' }); // target
    expect(screen.getByRole('radio', { name: /Target/ })).toHaveAttribute('aria-checked', 'true');
    paint(3, 3);
    fireEvent.keyDown(window, { key: '4' }); // dot
    paint(1, 1);
    expect(grids(last)).toEqual({ floor: ['.#.', '...', '..A'], dots: ['a..', '...', '...'] });
    expect(cell(1, 1)).toHaveAccessibleName('row 1 column 1: dot a');
    // painted on the Move board itself: it draws the dot, and the paint layer's cells lie over its cells
    expect(screen.getByRole('img', { name: 'Move board 3×3 with 1 dot: a at row 1 column 1' })).toContainElement(screen.getByTestId('dot-0'));
    expect(screen.getByRole('grid')).toHaveStyle({ left: '0%', top: '0%', width: '100%', height: '100%' });
  }, 30_000);

  it('erases with right-click and with Alt', () => {
    let last: TestMoveLevel | undefined;
    render(<Host onLevel={(l) => (last = l)} />);
    paint(2, 2);
    paint(2, 3);
    paint(2, 2, { button: 2 });
    paint(2, 3, { altKey: true });
    expect(last?.floor[1]).toBe('...');
  });

  it('paints a whole stroke by dragging, and undoes it as one step', () => {
    let last: TestMoveLevel | undefined;
    render(<Host onLevel={(l) => (last = l)} />);
    fireEvent.pointerDown(cell(1, 1), { button: 0 });
    fireEvent.pointerEnter(cell(1, 2));
    fireEvent.pointerEnter(cell(2, 2));
    fireEvent.pointerUp(window);
    expect(last?.floor).toEqual(['##.', '.#.', '...']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last?.floor).toEqual(['...', '...', '...']);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(last?.floor).toEqual(['##.', '.#.', '...']);
  });

  it('undoes and redoes with Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z', () => {
    let last: TestMoveLevel | undefined;
    render(<Host onLevel={(l) => (last = l)} />);
    paint(1, 1);
    paint(3, 3);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last?.floor).toEqual(['#..', '...', '...']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last?.floor).toEqual(['...', '...', '...']);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(last?.floor).toEqual(['#..', '...', '..#']);
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('Ctrl+Z pressed mid-drag undoes the stroke so far; the rest of the drag is a step of its own, and Undo and Redo go through each level shown', () => {
    let last: TestMoveLevel | undefined;
    render(<Host onLevel={(l) => (last = l)} />);
    paint(1, 1);
    fireEvent.pointerDown(cell(2, 1), { button: 0 });
    fireEvent.pointerEnter(cell(2, 2));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last?.floor).toEqual(['#..', '...', '...']);
    fireEvent.pointerEnter(cell(2, 3));
    fireEvent.pointerUp(window);
    expect(last?.floor).toEqual(['#..', '..#', '...']);
    // (the stroke went on where the undo had left it, with no step: one Undo skipped the click
    // before it, and Redo never came back to the level the drag ended on)
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last?.floor).toEqual(['#..', '...', '...']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last?.floor).toEqual(['...', '...', '...']);
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    expect(last?.floor).toEqual(['#..', '..#', '...']);
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('leaves Ctrl+Z and the palette\'s digits pressed in a dialog over the editor (My levels) to the dialog', () => {
    let last: TestMoveLevel | undefined;
    render(
      <>
        <Host onLevel={(l) => (last = l)} />
        <dialog open>
          <button>Open</button>
        </dialog>
      </>,
    );
    paint(1, 1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open' }), { key: 'z', ctrlKey: true });
    expect(last?.floor).toEqual(['#..', '...', '...']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(last?.floor).toEqual(['...', '...', '...']);
    const target = screen.getByRole('radio', { name: /Target/ });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open' }), { key: '3' });
    expect(target).toHaveAttribute('aria-checked', 'false');
    fireEvent.keyDown(window, { key: '3' });
    expect(target).toHaveAttribute('aria-checked', 'true');
  });

  it('adds and removes rows and columns at each border, and clears', () => {
    let last: TestMoveLevel | undefined;
    render(<Host onLevel={(l) => (last = l)} />);
    paint(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Add row at top' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add column at left' }));
    expect(last?.floor).toEqual(['....', '.#..', '....', '....']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove column at right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row at bottom' }));
    expect(last?.floor).toEqual(['...', '.#.', '...']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(last?.floor).toEqual(['...', '...', '...']);
  }, 30_000);

  it("a resize is heard, and a side's Remove at one row keeps the focus (sent on, the next Enter added a row)", () => {
    render(<Host />);
    const size = screen.getByRole('group', { name: 'Grid size' }).querySelector('[aria-live="polite"]')!;
    fireEvent.click(screen.getByRole('button', { name: 'Add row at top' }));
    expect(size).toHaveTextContent('4 rows by 3 columns');
    const remove = screen.getByRole('button', { name: 'Remove row at top' });
    remove.focus();
    for (let i = 0; i < 4; i++) fireEvent.click(remove);
    expect(size).toHaveTextContent('1 row by 3 columns');
    // the grid's own name says it as the size does (it said '1 rows')
    expect(screen.getByRole('grid', { name: 'Level grid, 1 row by 3 columns' })).toBeInTheDocument();
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).not.toBeDisabled();
    expect(remove).toHaveFocus();
  }, 30_000);

  it('shows live validation pointing at the cell', () => {
    render(<Host />);
    expect(screen.getByRole('group', { name: 'Level problems' })).toHaveTextContent('There are no dots');
    fireEvent.keyDown(window, { key: '4' });
    paint(2, 3);
    expect(screen.getByRole('group', { name: 'Level problems' })).toHaveTextContent('Row 2, column 3: colour A has 1 dot but 0 targets');
    expect(cell(2, 3)).toHaveClass('ed-flagged');
    fireEvent.keyDown(window, { key: '3' });
    paint(1, 1);
    expect(screen.getByRole('group', { name: 'Level problems' })).toHaveTextContent('The level is valid.');
    expect(cell(2, 3)).not.toHaveClass('ed-flagged');
  });

  it('imports pasted text, reports a parse error with line and column, and exports', () => {
    let last: TestMoveLevel | undefined;
    render(<Host onLevel={(l) => (last = l)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'A.\n..\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText(/Line 3, column 1: missing the line '--'/)).toBeInTheDocument();
    // the box says it was refused, and why, to whoever comes back to it
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/^Not imported: the level on the board is unchanged\.\s*Line 3, column 1: missing the line '--'/);
    fireEvent.change(box, { target: { value: 'A.\n.#\n--\n..\n.a\n' } });
    expect(box).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'A..\n.#.\n--\n...\n..a\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(grids(last)).toEqual({ floor: ['A..', '.#.'], dots: ['...', '..a'] });
    expect(screen.getAllByRole('gridcell')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Export text' }));
    expect(screen.getByRole('textbox')).toHaveValue('A..\n.#.\n--\n...\n..a\n');
    // the import is one undo step
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toEqual(blank3());
  });

  it("says which family reads a text it refuses, once the families' rules say, and not on a refusal made since", async () => {
    const anemones = 'anemones 2\ntap 1 lowers 2\ntap 2 lowers 1\nstart 1\ngoal 2\n';
    render(
      <EditorPanel
        family={family}
        level={blank3()}
        editor={MoveEditor}
        onChange={() => {}}
        readsAs={(text) => Promise.resolve(readsAsWords(text, 'move'))}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: anemones } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/\. Its text reads as an Anemones level: import it in that family's editor$/));
    expect(box).toHaveAccessibleDescription(/^Not imported: the level on the board is unchanged\.\s*Line 1, column 1: /);
    // a text no family reads: the refusal alone, and the hint asked for the text before does not land on it
    fireEvent.change(box, { target: { value: 'A.\n..\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(box).toHaveAccessibleDescription(/^Not imported: the level on the board is unchanged\.\s*Line 3, column 1: missing the line '--' and the dots grid after the floor grid$/);
    // (put away, so that the box's text is not kept for the next test's editor)
    fireEvent.keyDown(box, { key: 'Escape' });
  });

  it('Escape puts the Import and Export boxes away (from the box or its button), and focus goes back to the button that opened each', () => {
    render(<Host />);
    for (const name of ['Import text', 'Export text']) {
      const toggle = screen.getByRole('button', { name });
      fireEvent.click(toggle);
      const box = screen.getByRole('textbox');
      box.focus();
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    // and with focus still on the button that opened it
    const toggle = screen.getByRole('button', { name: 'Import text' });
    fireEvent.click(toggle);
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('starts a fresh history when the level is replaced from outside', () => {
    const a = blank3();
    const b = parse('A\n--\na\n');
    const { rerender } = render(<EditorPanel family={family} level={a} editor={MoveEditor} onChange={() => {}} />);
    rerender(<EditorPanel family={family} level={b} editor={MoveEditor} onChange={() => {}} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("an open Import box does not carry one family's text and error to another", async () => {
    const { anemones } = await import('../../../src/puzzles/anemones/index.ts');
    const { default: AnemonesEditor } = await import('../../../src/puzzles/anemones/Editor.tsx');
    const { rerender } = render(<EditorPanel family={family} level={blank3()} editor={MoveEditor} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'not a level' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText(/Line \d+, column \d+/)).toBeInTheDocument();
    rerender(<EditorPanel family={anemones} level={anemones.blank()} editor={AnemonesEditor} onChange={() => {}} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/Line \d+, column \d+/)).toBeNull();
  });

  it('screen readers hear the validity when it changes, not at every stroke', () => {
    render(<Host />);
    // (the validity's, under the board; the grid's own says what the keyboard painted)
    const live = () => document.querySelector('.ed-panel > .sr-only[aria-live="polite"]')!;
    expect(live()).toHaveTextContent('1 problem. There are no dots: draw at least one dot');
    // mutation records are read synchronously with takeRecords()
    const observer = new MutationObserver(() => {});
    observer.observe(live(), { subtree: true, childList: true, characterData: true });
    paint(1, 2); // an obstacle: still no dots, the same problem
    paint(2, 2);
    expect(observer.takeRecords()).toHaveLength(0);
    fireEvent.keyDown(window, { key: '4' });
    paint(1, 1); // a dot without a target: another problem
    fireEvent.keyDown(window, { key: '3' });
    paint(3, 3); // its target: valid
    paint(3, 1); // another target... of the same colour: a problem again
    const changes = observer.takeRecords().length;
    observer.disconnect();
    expect(live()).toHaveTextContent(/^1 problem\. Row \d, column \d: colour A has 1 dot but 2 targets/);
    expect(changes).toBeGreaterThanOrEqual(3);
  });
});

