// My levels with many saved levels: the rows in view are drawn, each saying its place in the whole
// list; one row is in the Tab order and the keys go from row to row; a box finds levels by name.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { MyLevelsPanel } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { LEVEL_PREFIX, storedLevel } from '../../../src/share/storedData.ts';

const N = 300;
const name = (i: number) => `Level ${String(i).padStart(3, '0')}`;

beforeEach(() => {
  localStorage.clear();
  for (let i = 1; i <= N; i++) localStorage.setItem(LEVEL_PREFIX + `l${i}`, storedLevel({ id: `l${i}`, family: i === 7 ? 'bars' : 'move', name: name(i), text: `${'.'.repeat(i)}A\n--\na${'.'.repeat(i)}\n`, savedAt: i }));
  act(() => useMyLevels.getState().load());
}, 20_000);

function openPanel() {
  render(<MyLevelsPanel onOpen={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
  return screen.getByRole('dialog', { name: 'My levels' });
}

const focusedLabel = () => document.activeElement?.getAttribute('aria-label');
const place = () => document.activeElement?.closest('li')?.getAttribute('aria-posinset');

it('draws a few rows of 300, each with its place among all, and only the current row is in the Tab order', () => {
  const dialog = openPanel();
  const rows = within(dialog).getAllByRole('listitem');
  expect(rows.length).toBeGreaterThan(3);
  expect(rows.length).toBeLessThanOrEqual(20);
  expect(rows[0]).toHaveAttribute('aria-posinset', '1');
  expect(rows[0]).toHaveAttribute('aria-setsize', String(N));
  expect(within(dialog).getByRole('status')).toHaveTextContent(/^300 levels$/);
  const tabbable = [...dialog.querySelectorAll<HTMLElement>('li input, li button')].filter((c) => c.tabIndex >= 0);
  expect(tabbable.map((c) => c.getAttribute('aria-label'))).toEqual(['Name of Level 001', 'Open Level 001', 'Export Level 001 to a file', 'Delete Level 001']);
}, 20_000);

it('the arrows, Page Down, Home and End go from row to row, to rows not drawn before; Home in a name stays there', () => {
  const dialog = openPanel();
  within(dialog).getByRole('button', { name: 'Open Level 001' }).focus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(focusedLabel()).toBe('Open Level 002');
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(focusedLabel()).toBe('Open Level 300');
  expect(place()).toBe('300');
  // the row focused is the one in the Tab order now
  expect([...dialog.querySelectorAll<HTMLElement>('li button:not(.family-tag)')].filter((b) => b.tabIndex >= 0).map((b) => b.getAttribute('aria-label'))).toEqual(['Open Level 300', 'Export Level 300 to a file', 'Delete Level 300']);
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  expect(focusedLabel()).toBe('Open Level 299');
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  expect(focusedLabel()).toBe('Open Level 001');
  fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
  expect(Number(place())).toBeGreaterThan(2);
  // in a name, Home and End move in the text; with Ctrl they go to the ends of the list
  within(dialog).getByRole('textbox', { name: 'Name of Level 001' }).focus();
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(focusedLabel()).toBe('Name of Level 001');
  fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
  expect(focusedLabel()).toBe('Name of Level 300');
  expect(within(dialog).getAllByRole('listitem').length).toBeLessThanOrEqual(21);
}, 20_000);

it('the find box finds a level by its name or puzzle, says how many, goes to them with ArrowDown, and Escape clears it with the panel left open', () => {
  const dialog = openPanel();
  const find = within(dialog).getByRole('searchbox', { name: 'Find a level' });
  fireEvent.change(find, { target: { value: 'level 250' } });
  expect(within(dialog).getAllByRole('listitem').map((li) => li.querySelector('input')!.value)).toEqual(['Level 250']);
  expect(within(dialog).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1');
  expect(within(dialog).getByRole('status')).toHaveTextContent('1 of 300 levels');
  fireEvent.change(find, { target: { value: 'BARS' } });
  expect(within(dialog).getAllByRole('listitem').map((li) => li.querySelector('input')!.value)).toEqual(['Level 007']);
  fireEvent.keyDown(find, { key: 'ArrowDown' });
  expect(focusedLabel()).toBe('Name of Level 007');
  fireEvent.change(find, { target: { value: 'nothing like it' } });
  expect(within(dialog).queryAllByRole('listitem')).toEqual([]);
  expect(within(dialog).getByRole('status')).toHaveTextContent('No level of 300 matches.');
  fireEvent.keyDown(find, { key: 'Escape' });
  expect(find).toHaveValue('');
  expect(screen.getByRole('dialog', { name: 'My levels' })).toBeInTheDocument();
  expect(within(dialog).getByRole('status')).toHaveTextContent(/^300 levels$/);
}, 20_000);

it('a level renamed while found stays listed until the words change, and a level deleted and brought back is listed under other words, as the row in the Tab order (where the focus goes)', () => {
  const dialog = openPanel();
  const find = within(dialog).getByRole('searchbox', { name: 'Find a level' });
  fireEvent.change(find, { target: { value: '123' } });
  const box = within(dialog).getByRole('textbox', { name: 'Name of Level 123' });
  box.focus();
  fireEvent.change(box, { target: { value: 'Mine' } });
  expect(within(dialog).getByRole('textbox', { name: 'Name of Mine' })).toHaveFocus();
  fireEvent.change(find, { target: { value: '12' } });
  expect(within(dialog).queryByRole('textbox', { name: 'Name of Mine' })).toBeNull();
  fireEvent.change(find, { target: { value: '' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Level 002' }));
  fireEvent.change(find, { target: { value: 'level 29' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
  expect(within(dialog).getByRole('textbox', { name: 'Name of Level 002' })).toHaveAttribute('tabindex', '0');
}, 20_000);

it('the find box stays while it holds words, levels deleted down to fewer than it is shown for', () => {
  localStorage.clear();
  for (let i = 1; i <= 8; i++) localStorage.setItem(LEVEL_PREFIX + `l${i}`, storedLevel({ id: `l${i}`, family: 'move', name: name(i), text: `${'.'.repeat(i)}A\n--\na${'.'.repeat(i)}\n`, savedAt: i }));
  act(() => useMyLevels.getState().load());
  const dialog = openPanel();
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Find a level' }), { target: { value: 'level 00' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Level 001' }));
  expect(within(dialog).getByRole('searchbox', { name: 'Find a level' })).toHaveValue('level 00');
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Find a level' }), { target: { value: '' } });
  expect(within(dialog).queryByRole('searchbox')).toBeNull();
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
}, 20_000);

it('marks the saved level that is the level open here, opens the list on it with its row in the Tab order, and says when the level open is that one edited', () => {
  const text = (i: number) => `${'.'.repeat(i)}A\n--\na${'.'.repeat(i)}\n`;
  act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: text(250), name: name(250) }));
  const dialog = openPanel();
  const marked = () => [...dialog.querySelectorAll('li[aria-current="true"]')].map((li) => li.querySelector('input')!.value);
  expect(marked()).toEqual(['Level 250']);
  const row = dialog.querySelector<HTMLElement>('li[aria-current="true"]')!;
  expect(row.querySelector('.open-mark')).toHaveTextContent(/^open now$/);
  // heard with its name and its Open button (a level this long is one its reader refuses: heard too)
  expect(within(row).getByRole('textbox', { name: 'Name of Level 250' })).toHaveAccessibleDescription(/^Move: cannot be read: .* open now$/);
  expect(within(row).getByRole('button', { name: 'Open Level 250' })).toHaveAccessibleDescription(/^Move: cannot be read: .* open now$/);
  // Tab goes to its row, not to the first level's
  const tabbable = [...dialog.querySelectorAll<HTMLElement>('li input, li button:not(.family-tag)')].filter((c) => c.tabIndex >= 0);
  expect(tabbable.map((c) => c.getAttribute('aria-label'))).toEqual(['Name of Level 250', 'Open Level 250', 'Export Level 250 to a file', 'Delete Level 250']);
  // edited: still its row, said edited (Save would replace its text)
  act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: `${text(250)}; edited\n`, name: name(250) }));
  expect(marked()).toEqual(['Level 250']);
  expect(row.querySelector('.open-mark')).toHaveTextContent(/^open, edited$/);
  // renamed too, or unnamed: none is the level open
  act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: `${text(250)}; edited\n`, name: 'Another' }));
  expect(marked()).toEqual([]);
  act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: `${text(250)}; edited\n`, name: null }));
  expect(marked()).toEqual([]);
  // the same text saved under another name is the level open, whatever it is called here
  act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: text(252), name: 'From a link' }));
  expect(marked()).toEqual(['Level 252']);
  // another family's level of the same text is not it
  act(() => void useMyLevels.getState().saveDraft({ family: 'bars', text: text(252), name: name(252) }));
  expect(marked()).toEqual([]);
}, 20_000);

it('a readable level open here says so beside its name, as its name and Open are described', () => {
  act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: `${'.'.repeat(3)}A\n--\na${'.'.repeat(3)}\n`, name: name(3) }));
  const dialog = openPanel();
  const row = dialog.querySelector<HTMLElement>('li[aria-current="true"]')!;
  expect(row.querySelector('.open-mark')).toHaveTextContent(/^open now$/);
  expect(row.querySelector('.family-tag')).toHaveTextContent(/^Move$/);
  expect(within(row).getByRole('textbox', { name: 'Name of Level 003' })).toHaveAccessibleDescription('open now');
  expect(within(row).getByRole('button', { name: 'Open Level 003' })).toHaveAccessibleDescription('open now');
  expect(dialog.querySelectorAll('li[aria-current]')).toHaveLength(1);
}, 20_000);

it('a level open whose name two saved levels share, edited, marks neither (Save would replace neither)', () => {
  localStorage.clear();
  for (const i of [1, 2]) localStorage.setItem(LEVEL_PREFIX + `twin${i}`, storedLevel({ id: `twin${i}`, family: 'move', name: 'Twin', text: `${'.'.repeat(i)}A\n--\na${'.'.repeat(i)}\n`, savedAt: i }));
  act(() => useMyLevels.getState().load());
  act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: 'A\n--\na\n', name: 'Twin' }));
  const dialog = openPanel();
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  expect(dialog.querySelectorAll('li[aria-current]')).toHaveLength(0);
  act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: `${'.'.repeat(2)}A\n--\na${'.'.repeat(2)}\n`, name: 'Twin' }));
  expect([...dialog.querySelectorAll('li[aria-current] .open-mark')].map((m) => m.textContent)).toEqual(['open now']);
}, 20_000);
