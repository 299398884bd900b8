// The How to play dialog is modal: a native <dialog> opened with showModal(), and no key
// pressed while it is open reaches the page's own handlers behind it.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import HowToPlayDialog from '../../../src/app/HowToPlayDialog.tsx';
import { FAMILY_VIEWS } from '../../../src/app/views.ts';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { moveView } from '../../../src/puzzles/move/view.ts';
import { moveFormatFamily, type TestMoveLevel } from '../editor/moveFormatFamily.ts';

const level: TestMoveLevel = { floor: ['...', '.#.', '..A'], dots: ['a..', '...', '...'] };
const rules = () => Promise.resolve({ goal: 'Reach the dot.', rules: ['One step at a time.'] });
const view = { ...moveView, howToPlay: rules };

describe('How to play', () => {
  it('opens as a modal <dialog>, and the page behind hears no key while it is open', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    const onClose = vi.fn();
    const { unmount } = render(<HowToPlayDialog view={view} opener={{ current: null }} onClose={onClose} />);
    await act(() => Promise.resolve());
    const dialog = screen.getByRole('dialog', { name: 'How to play' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalled();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    // play's arrows and undo listen on window: none of them moves the piece behind the dialog
    for (const key of ['ArrowRight', 'ArrowDown']) fireEvent.keyDown(close, { key });
    fireEvent.keyDown(close, { key: 'z', ctrlKey: true });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    // Tab goes round the dialog's two stops, Close and the keys' summary, and never leaves it
    await screen.findByText('One step at a time.');
    const keys = screen.getByText('Keys', { selector: 'summary' });
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(keys).toHaveFocus();
    fireEvent.keyDown(keys, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(keys).toHaveFocus();
    fireEvent.keyDown(keys, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    // closed, the keys are the page's again
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    showModal.mockRestore();
  });

  // the page opens in Solve and watch, where the arrow keys do nothing
  it("says where to play and how to take a move back, in the words of the page's own buttons", async () => {
    render(<HowToPlayDialog view={view} opener={{ current: null }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'How to play' });
    await screen.findByText('One step at a time.');
    expect(dialog).toHaveTextContent('To play, press Play it yourself: Undo takes back a move, Restart starts over, Hint suggests a move.');
  });

  /** the rows of the dialog's keys group, as "key: what it does" */
  const keysOf = (dialog: HTMLElement, group: string) =>
    Array.from(within(dialog).getByRole('region', { name: group }).querySelectorAll('dt'), (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

  it("lists the page's keys, play's from the family's own input: a cursor on a grid, a piece chosen by number, moves listed", async () => {
    const play = 'Playing (Play it yourself)';
    const expected = {
      move: ['Arrow keys: move that way', 'Ctrl+Z, Ctrl+Y: undo, redo a move'],
      snakebird: ['Arrow keys: move the chosen snakebird', 'Number keys: choose a snakebird (its button shows its key)', 'Ctrl+Z, Ctrl+Y: undo, redo a move'],
      bars: ['Arrow keys: move the cursor over the board', 'Enter or Space: press where the cursor is', 'Ctrl+Z, Ctrl+Y: undo, redo a move'],
      anemones: ['Arrow keys: move the cursor over the board', 'Enter or Space: press where the cursor is', 'Ctrl+Z, Ctrl+Y: undo, redo a move'],
      dogbunny: ['Tab, then Enter: play one of the moves listed below the board', 'Ctrl+Z, Ctrl+Y: undo, redo a move'],
    };
    for (const [id, rows] of Object.entries(expected)) {
      const { unmount } = render(<HowToPlayDialog view={{ ...FAMILY_VIEWS[id as keyof typeof expected], howToPlay: rules }} opener={{ current: null }} onClose={() => {}} />);
      const dialog = await screen.findByRole('dialog', { name: 'How to play' });
      await screen.findByText('One step at a time.');
      // folded under its summary till asked for
      const keys = within(dialog).getByText('Keys', { selector: 'summary' }).parentElement as HTMLDetailsElement;
      expect(keys.open).toBe(false);
      fireEvent.click(within(dialog).getByText('Keys', { selector: 'summary' }));
      expect(keys.open).toBe(true);
      expect(keysOf(dialog, play), id).toEqual(rows);
      // the shell's own keys, the same in every family
      expect(keysOf(dialog, 'Watching a solution (Solve and watch)')).toEqual(['← and →: a move back or forward', 'Home and End, or ↑ and ↓: the start or the end', 'Shift+→ and Shift+←: into a variation, or out of it', 'Space: play or pause']);
      expect(keysOf(dialog, 'Drawing (Edit)')).toContain('Shift+arrows: paint a stroke');
      unmount();
    }
  });
});
