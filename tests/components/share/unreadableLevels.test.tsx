// A saved level whose text its family's reader refuses (storage edited by hand, a level saved by
// an older build) is marked in My levels with where and what, and stays openable, renamable and
// deletable; the levels not in view are counted in idle time, and found by those words.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { MyLevelsPanel } from '../../../src/share/SharePanel.tsx';
import { useMyLevels, type SavedLevel } from '../../../src/share/myLevels.ts';
import { LEVEL_PREFIX, storedLevel } from '../../../src/share/storedData.ts';

const GOOD = '.A\n--\na.\n';
const BROKEN = '.A\n--\na%\n';

function store(levels: SavedLevel[]) {
  localStorage.clear();
  for (const l of levels) localStorage.setItem(LEVEL_PREFIX + l.id, storedLevel(l));
  act(() => useMyLevels.getState().load());
}

let opened: string[] = [];
function openPanel() {
  opened = [];
  render(<MyLevelsPanel onOpen={(_family, text) => opened.push(text)} />);
  fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
  return screen.getByRole('dialog', { name: 'My levels' });
}

beforeEach(() => store([
  { id: 'good', family: 'move', name: 'Fine', text: GOOD, savedAt: 1 },
  { id: 'bad', family: 'move', name: 'Broken', text: BROKEN, savedAt: 2 },
]));

it('marks the row of a level that cannot be read with where and what; it still opens, renames and deletes', () => {
  const dialog = openPanel();
  const bad = within(dialog).getByRole('button', { name: 'Open Broken' }).closest('li')!;
  expect(bad).toHaveTextContent(/Move: cannot be read: line 3, column 2: .+/);
  expect(within(dialog).getByRole('button', { name: 'Open Broken' })).toHaveAccessibleDescription(/^Move: cannot be read: line 3, column 2: /);
  const good = within(dialog).getByRole('button', { name: 'Open Fine' }).closest('li')!;
  expect(good).not.toHaveTextContent(/cannot be read/);
  expect(within(dialog).getByRole('button', { name: 'Open Fine' })).not.toHaveAccessibleDescription();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Open Broken' }));
  expect(opened).toEqual([BROKEN]);
});

it('renames and deletes a level that cannot be read, its text kept', () => {
  const dialog = openPanel();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name of Broken' }), { target: { value: 'Broken 2' } });
  expect(useMyLevels.getState().levels.find((l) => l.id === 'bad')).toMatchObject({ name: 'Broken 2', text: BROKEN });
  expect(within(dialog).getByRole('button', { name: 'Open Broken 2' }).closest('li')).toHaveTextContent(/cannot be read/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Broken 2' }));
  expect(useMyLevels.getState().levels.map((l) => l.id)).toEqual(['good']);
});

it('counts the levels that cannot be read among many, those not drawn too, and finds them', async () => {
  const many: SavedLevel[] = [];
  for (let i = 0; i < 200; i++) many.push({ id: `l${i}`, family: 'move', name: `Level ${i}`, text: i === 150 || i === 199 ? BROKEN : GOOD, savedAt: i });
  store(many);
  const dialog = openPanel();
  expect(within(dialog).queryByRole('button', { name: 'Open Level 150' })).toBeNull();
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/^200 levels; 2 cannot be read \(marked; find “cannot be read” to list them\)$/));
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Find a level' }), { target: { value: 'cannot be read' } });
  expect(within(dialog).getAllByRole('listitem').map((li) => li.querySelector('input')!.value)).toEqual(['Level 150', 'Level 199']);
  // not by the message's own words (a number in it found levels by their place in the text)
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Find a level' }), { target: { value: 'column' } });
  expect(within(dialog).getByRole('status')).toHaveTextContent(/^No level of 200 matches\./);
});
