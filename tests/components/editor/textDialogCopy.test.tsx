// Export text's Copy where the clipboard is refused: said, and the text selected to copy by hand.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextDialog } from '../../../src/editor/TextDialog.tsx';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

const move = FAMILIES.move;
const level = (() => {
  const r = move.parse('..A\n--\na..\n');
  if (!r.ok) throw new Error('level');
  return r.level;
})();
const clipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { configurable: true, value });
afterEach(() => clipboard(undefined));

describe('Export text, Copy', () => {
  it.each([
    ['refuses', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
    ['is missing', undefined],
  ])('where the clipboard %s, says so and selects the text to copy by hand', async (_how, board) => {
    clipboard(board);
    render(<TextDialog family={move} level={level} onImport={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export text' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    // (a phone has no Ctrl+C: the words say how a touch screen copies too)
    expect(screen.getByText(/^Not copied: this browser did not let the page use the clipboard/)).toHaveTextContent('on a touch screen, hold it and choose Copy');
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    expect(box).toHaveFocus();
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe(move.make(level));
  });

  it('says Copied where the clipboard takes it', async () => {
    const written: string[] = [];
    clipboard({ writeText: async (t: string) => void written.push(t) });
    render(<TextDialog family={move} level={level} onImport={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export text' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.getByText('Copied')).toBeInTheDocument();
    expect(written).toEqual([move.make(level)]);
  });
});
