// The How to play dialog is modal: a native <dialog> opened with showModal(), and no key
// pressed while it is open reaches the page's own handlers behind it.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import HowToPlayDialog from '../../../src/app/HowToPlayDialog.tsx';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { moveView } from '../../../src/puzzles/move/view.ts';
import { moveFormatFamily, type TestMoveLevel } from '../editor/moveFormatFamily.ts';

const level: TestMoveLevel = { floor: ['...', '.#.', '..A'], dots: ['a..', '...', '...'] };
const rules = () => Promise.resolve({ goal: 'Reach the dot.', rules: ['One step at a time.'] });

describe('How to play', () => {
  it('opens as a modal <dialog>, and the page behind hears no key while it is open', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    const onClose = vi.fn();
    const { unmount } = render(<HowToPlayDialog title="Move" rules={rules} opener={{ current: null }} onClose={onClose} />);
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
    fireEvent.keyDown(close, { key: 'Tab' });
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
    render(<HowToPlayDialog title="Move" rules={rules} opener={{ current: null }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'How to play' });
    await screen.findByText('One step at a time.');
    expect(dialog).toHaveTextContent('To play, press Play it yourself. There, Undo (Ctrl+Z) takes back a move, Restart starts over, and Hint suggests the next move.');
  });
});
