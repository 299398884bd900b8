// A text pasted into Import text that would pass a level's cap is refused at the paste, with the
// reason under the box: put in the box, a few million characters held the tab while the browser
// laid out every line, only for Import to refuse them.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextDialog } from '../../../src/editor/TextDialog.tsx';
import { MAX_LEVEL_CHARS } from '../../../src/puzzles/text.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';

/** the family's Import box, open (each test its own family: a box left open keeps its text for its family's next editor) */
const opened = (id: 'move' | 'bars', text: string) => {
  const r = FAMILIES[id].parse(text);
  if (!r.ok) throw new Error(id);
  render(<TextDialog family={FAMILIES[id]} level={r.level} onImport={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Import text' }));
  return screen.getByRole('textbox');
};
const paste = (box: HTMLElement, text: string) => fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });

describe('Import text, a paste past a level’s cap', () => {
  it('is refused, saying how long the box would be, and the box keeps what it held', () => {
    const box = opened('move', '..A\n--\na..\n');
    fireEvent.change(box, { target: { value: '..A\n' } });
    expect(paste(box, '.'.repeat(MAX_LEVEL_CHARS))).toBe(false);
    expect(box).toHaveValue('..A\n');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing pasted: with it the box would hold 1,048,580 characters, and a level has at most 1,048,576');
  });

  it('a paste within it goes in, one that replaces the selection counted without it', () => {
    const box = opened('bars', '01\n10\n') as HTMLTextAreaElement;
    expect(paste(box, '01\n10\n')).toBe(true);
    fireEvent.change(box, { target: { value: '.'.repeat(10) } });
    box.setSelectionRange(0, 10);
    expect(paste(box, '.'.repeat(MAX_LEVEL_CHARS))).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
