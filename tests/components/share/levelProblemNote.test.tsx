// A saved level its family cannot read says so in its row, cut to two lines there; its tag is a
// button that shows the whole message under the list (a title's tooltip was all there was, and a
// touch screen never shows one), and puts it away when pressed again.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { MyLevelsPanel } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { LEVEL_PREFIX, storedLevel } from '../../../src/share/storedData.ts';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LEVEL_PREFIX + 'bad', storedLevel({ id: 'bad', family: 'move', name: 'Broken', text: '.A\n--\na%\n', savedAt: 1 }));
  localStorage.setItem(LEVEL_PREFIX + 'good', storedLevel({ id: 'good', family: 'move', name: 'Fine', text: '.A\n--\na.\n', savedAt: 2 }));
  act(() => useMyLevels.getState().load());
});

it('shows the whole message of a level that cannot be read under the list when its tag is pressed, and puts it away pressed again', () => {
  render(<MyLevelsPanel onOpen={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
  const dialog = screen.getByRole('dialog', { name: 'My levels' });
  const tag = within(dialog).getByRole('button', { name: /^Move: cannot be read: line 3, column 2: / });
  expect(tag).toHaveAttribute('aria-expanded', 'false');
  // (the row's name and Open are still described by it)
  expect(within(dialog).getByRole('button', { name: 'Open Broken' })).toHaveAccessibleDescription(tag.textContent!);
  fireEvent.click(tag);
  expect(tag).toHaveAttribute('aria-expanded', 'true');
  const note = document.getElementById(tag.getAttribute('aria-controls')!);
  expect(note).toHaveTextContent(/^“Broken” \(Move\) cannot be read: line 3, column 2: unknown character '%' .+\(a dot\)$/);
  // outside the list: the rows keep one height
  expect(note!.closest('ul')).toBeNull();
  fireEvent.click(tag);
  expect(tag).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById(tag.getAttribute('aria-controls')!)).toBeNull();
});

it('the tag is in its row\'s Tab order, and the arrows go from it as from the name', () => {
  render(<MyLevelsPanel onOpen={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
  const dialog = screen.getByRole('dialog', { name: 'My levels' });
  const tag = within(dialog).getByRole('button', { name: /^Move: cannot be read: / });
  expect(tag.tabIndex).toBe(0);
  tag.focus();
  fireEvent.keyDown(tag, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name of Fine' }));
  // and the columns of the rows are the same, a row with a problem's tag or not
  within(dialog).getByRole('button', { name: 'Open Fine' }).focus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Open Broken' }));
});
