// My levels in the order chosen beside the find box: by name (numbers as numbers), by puzzle,
// newest saved first; kept for the tab, and a level renamed stays where it is while it is typed.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { MyLevelsPanel } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { ORDER_KEY } from '../../../src/share/levelOrder.ts';
import { LEVEL_PREFIX, storedLevel } from '../../../src/share/storedData.ts';

// saved in this order: the list's own order
const SAVED: [string, 'move' | 'bars'][] = [['Level 10', 'move'], ['level 2', 'move'], ['Été', 'bars'], ['Level 1', 'move'], ['Apple', 'move'], ['Zebra', 'bars'], ['Level 9', 'move'], ['Bars one', 'bars']];
const BARS = '+..\n...\n...\n';

beforeEach(() => {
  localStorage.clear();
  SAVED.forEach(([name, family], i) => {
    const text = family === 'bars' ? `${'.'.repeat(i)}+\n` : `${'.'.repeat(i)}A\n--\na${'.'.repeat(i)}\n`;
    localStorage.setItem(LEVEL_PREFIX + `l${i}`, storedLevel({ id: `l${i}`, family, name, text: family === 'bars' && i === 2 ? BARS : text, savedAt: 100 + i }));
  });
  act(() => useMyLevels.getState().load());
});

function openPanel() {
  render(<MyLevelsPanel onOpen={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
  return screen.getByRole('dialog', { name: 'My levels' });
}
const listed = (dialog: HTMLElement) => within(dialog).getAllByRole('listitem').map((li) => li.querySelector('input')!.value);

it('lists by name (numbers as numbers, case and accents aside), by puzzle then name, newest saved first, and as saved', () => {
  const dialog = openPanel();
  const order = within(dialog).getByRole('combobox', { name: 'Order' });
  expect(order).toHaveDisplayValue('Saved: oldest first');
  expect(listed(dialog)).toEqual(SAVED.map(([n]) => n));
  fireEvent.change(order, { target: { value: 'name' } });
  expect(listed(dialog)).toEqual(['Apple', 'Bars one', 'Été', 'Level 1', 'level 2', 'Level 9', 'Level 10', 'Zebra']);
  // a screen reader hears each row's place in the order shown
  expect(within(dialog).getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '1');
  fireEvent.change(order, { target: { value: 'puzzle' } });
  expect(listed(dialog)).toEqual(['Bars one', 'Été', 'Zebra', 'Apple', 'Level 1', 'level 2', 'Level 9', 'Level 10']);
  fireEvent.change(order, { target: { value: 'recent' } });
  expect(listed(dialog)).toEqual(SAVED.map(([n]) => n).reverse());
  // the find box finds among them in that order
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Find a level' }), { target: { value: 'level' } });
  expect(listed(dialog)).toEqual(['Level 9', 'Level 1', 'level 2', 'Level 10']);
});

it('the arrows go from row to row in the order shown, and a level renamed stays where it is until the order is chosen again', () => {
  const dialog = openPanel();
  const order = within(dialog).getByRole('combobox', { name: 'Order' });
  fireEvent.change(order, { target: { value: 'name' } });
  within(dialog).getByRole('textbox', { name: 'Name of Apple' }).focus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(document.activeElement).toHaveAttribute('aria-label', 'Name of Bars one');
  fireEvent.change(document.activeElement!, { target: { value: 'Zzz' } });
  expect(listed(dialog)[1]).toBe('Zzz');
  expect(document.activeElement).toHaveAttribute('aria-label', 'Name of Zzz');
  fireEvent.change(order, { target: { value: 'name' } });
  fireEvent.change(order, { target: { value: 'recent' } });
  fireEvent.change(order, { target: { value: 'name' } });
  expect(listed(dialog).at(-1)).toBe('Zzz');
});

it('the order is kept for the tab: the panel opened again, or the page reloaded, lists in it; what else is kept there is the saved order', () => {
  openPanel();
  fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'name' } });
  expect(sessionStorage.getItem(ORDER_KEY)).toBe('name');
  cleanup();
  act(() => useMyLevels.getState().load());
  let dialog = openPanel();
  expect(within(dialog).getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Name');
  expect(listed(dialog)[0]).toBe('Apple');
  cleanup();
  sessionStorage.setItem(ORDER_KEY, 'by colour');
  dialog = openPanel();
  expect(within(dialog).getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Saved: oldest first');
  expect(listed(dialog)[0]).toBe('Level 10');
});

it('a key typed in a name, in an order by name, sorts the levels no more: the same levels keep their places', () => {
  for (let i = 0; i < 1000; i++) localStorage.setItem(LEVEL_PREFIX + `m${i}`, storedLevel({ id: `m${i}`, family: 'move', name: `Many ${i}`, text: `A${'.'.repeat(i % 40)}\n--\na\n; ${i}\n`, savedAt: 1000 + i }));
  act(() => useMyLevels.getState().load());
  const dialog = openPanel();
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Order' }), { target: { value: 'name' } });
  const sort = vi.spyOn(Array.prototype, 'sort');
  const sortedMany = () => sort.mock.contexts.filter((a) => (a as unknown[]).length > 100).length;
  try {
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name of Apple' }), { target: { value: 'Apples' } });
    expect(listed(dialog)[0]).toBe('Apples');
    expect(sortedMany()).toBe(0);
    // a level deleted: the levels are others, sorted again
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Bars one' }));
    expect(sortedMany()).toBe(1);
  } finally {
    sort.mockRestore();
  }
}, 20_000);
