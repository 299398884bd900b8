// Every family from the keyboard: a cursor on grid boards, snakes chosen by number with Tab
// left alone, the editor grid and the palette as single tab stops with arrow keys.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { barsView } from '../../../src/puzzles/bars/view.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { snakeName } from '../../../src/puzzles/snakebird/colours.ts';
import MoveEditor from '../../../src/puzzles/move/Editor.tsx';

function galleryLevel(id: 'bars' | 'snakebird' | 'move', name: string) {
  const family = getFamily(id)!;
  const parsed = family.parse(family.gallery.find((g) => g.name === name)!.text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { family, level: parsed.level };
}

describe('keyboard play', () => {
  it('Bars: the arrow keys move a cursor over the grid and Enter or Space presses the cell under it', () => {
    const { family, level } = galleryLevel('bars', 'Lovecraft 4×4');
    let marks: unknown = null;
    render(<PlayPanel family={family} view={barsView} level={level} renderBoard={(_s, _l, _p, m) => ((marks = m), null)} />);
    // no cursor until a key asks for it (as :focus-visible); the first key shows it where it is
    expect(marks).toMatchObject({ cursor: null });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(marks).toMatchObject({ cursor: [0, 0] });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' }); // stops at the edge
    expect(marks).toMatchObject({ cursor: [2, 0] });
    // a pointer on the board hides it, and it comes back where it was
    fireEvent.pointerDown(screen.getByRole('group', { name: /^Board: the arrow keys move the cursor/ }));
    expect(marks).toMatchObject({ cursor: null });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    expect(marks).toMatchObject({ cursor: [2, 0] });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    expect(marks).toMatchObject({ lastMove: '3,1' });
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 2');
    // a key press on a button is the button's, not the board's
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hint' }), { key: 'Enter' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 2');
  });

  it('Snakebird: number keys choose a snake, a click on a snake chooses it, Tab is left to move focus', () => {
    const { family, level } = galleryLevel('snakebird', 'Classic 8');
    let marks: { selected?: string | null; onSelect?(p: string): void } = {};
    render(<PlayPanel family={family} view={snakebirdView} level={level} renderBoard={(_s, _l, _p, m) => ((marks = m), null)} />);
    const snakes = screen.getAllByRole('radio');
    expect(snakes.length).toBeGreaterThan(1);
    // each named as it is everywhere on the page: "Red snakebird"
    const labels = snakebirdView.input.pieces!(level, family.start(level));
    expect(snakes[0]).toHaveAccessibleName(`1 ${snakeName(labels[0]!)}`);
    fireEvent.keyDown(window, { key: '2' });
    expect(snakes[1]).toHaveAttribute('aria-checked', 'true');
    expect(marks.selected).toBe(labels[1]);
    const tab = fireEvent.keyDown(window, { key: 'Tab' });
    expect(tab).toBe(true); // not prevented
    expect(snakes[1]).toHaveAttribute('aria-checked', 'true');
    act(() => marks.onSelect!(labels[0]!));
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'true');
  });
});

describe('keyboard editing', () => {
  it('the editor grid is one tab stop; the arrow keys move focus between cells', () => {
    const { family, level } = galleryLevel('move', 'Move 4×4');
    render(<EditorPanel family={family} editor={MoveEditor} level={level} onChange={() => {}} />);
    const cells = screen.getAllByRole('gridcell');
    expect(cells.filter((c) => c.tabIndex === 0)).toHaveLength(1);
    cells[0]!.focus();
    fireEvent.keyDown(cells[0]!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveAccessibleName(/^row 2 column 2:/);
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toEqual([document.activeElement]);
  });

  it('the palette is one tab stop; the arrow keys choose the next tool', () => {
    const { family, level } = galleryLevel('move', 'Move 4×4');
    render(<EditorPanel family={family} editor={MoveEditor} level={level} onChange={() => {}} />);
    const on = screen.getByRole('radio', { checked: true });
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toEqual([on]);
    fireEvent.keyDown(on, { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(/Target/);
    expect(document.activeElement).toBe(screen.getByRole('radio', { checked: true }));
  });
});
