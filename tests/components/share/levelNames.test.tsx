// My levels' names as people give them: 1,000 characters long, stored with line breaks by an older
// build (or by hand), in a right-to-left script.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { importMessage, MyLevelsPanel } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { LEVEL_PREFIX, storedLevel } from '../../../src/share/storedData.ts';

const MOVE = '..A\n--\na..\n';

beforeEach(() => {
  localStorage.clear();
  act(() => useMyLevels.getState().load());
});

function openPanel(onOpen: (family: string, text: string, name: string) => void = () => {}) {
  render(<MyLevelsPanel onOpen={onOpen} />);
  fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
  return screen.getByRole('dialog', { name: 'My levels' });
}

it("a 1,000-character name is whole in its box, and cut to its first 60 characters in the row's labels and the note of its delete", () => {
  // an emoji (two UTF-16 units) across the cut: kept whole, not half of it
  const long = `${'a'.repeat(59)}😀${'b'.repeat(939)}`;
  act(() => void useMyLevels.getState().save({ family: 'move', name: long, text: MOVE }));
  const dialog = openPanel();
  const cut = `${'a'.repeat(59)}😀…`;
  expect(within(dialog).getByRole('textbox', { name: `Name of ${cut}` })).toHaveValue(long);
  expect(within(dialog).getByRole('button', { name: `Open ${cut}` })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: `Export ${cut} to a file` })).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: `Delete ${cut}` }));
  expect(dialog.querySelector('.undo-note')).toHaveTextContent(`Deleted "${cut}". Undo`);
});

it('a name stored with line breaks and a bidi override is listed, opened and found on one line, and its key is left as it is until renamed', () => {
  const raw = storedLevel({ id: 'old', family: 'move', name: 'line one\nline two\u202e', text: MOVE, savedAt: 1 });
  localStorage.setItem(`${LEVEL_PREFIX}old`, raw);
  act(() => useMyLevels.getState().load());
  const onOpen = vi.fn();
  const dialog = openPanel(onOpen);
  const name = within(dialog).getByRole('textbox', { name: 'Name of line one line two' });
  expect(name).toHaveValue('line one line two');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Open line one line two' }));
  expect(onOpen).toHaveBeenCalledWith('move', MOVE, 'line one line two');
  // nothing written behind the person's back
  expect(localStorage.getItem(`${LEVEL_PREFIX}old`)).toBe(raw);
  // Save of the level under its name finds it saved so: one entry, not a second "line one line two 2"
  expect(useMyLevels.getState().save({ family: 'move', name: 'line one\nline two', text: MOVE })).toMatchObject({ ok: true, kind: 'unchanged' });
  expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['line one line two']);
});

it('names are typed and found in their own direction: the name boxes and the find box take it from their text (an Arabic name stands right)', () => {
  for (let i = 1; i <= 8; i++) act(() => void useMyLevels.getState().save({ family: 'move', name: i === 1 ? 'متاهة' : `Level ${i}`, text: `${'.'.repeat(i)}A\n--\na${'.'.repeat(i)}\n` }));
  const dialog = openPanel();
  expect(within(dialog).getByRole('textbox', { name: 'Name of متاهة' })).toHaveAttribute('dir', 'auto');
  expect(within(dialog).getByRole('textbox', { name: 'Name of Level 2' })).toHaveAttribute('dir', 'auto');
  expect(within(dialog).getByRole('searchbox', { name: 'Find a level' })).toHaveAttribute('dir', 'auto');
});

it("Import's note of a level given a number quotes its name as written (a Hindi name's vowel signs are no escapes), cut at 60 characters", () => {
  const hindi = 'पहला स्तर';
  act(() => void useMyLevels.getState().save({ family: 'move', name: hindi, text: MOVE }));
  act(() => void useMyLevels.getState().save({ family: 'move', name: 'x'.repeat(1000), text: '.A.\n--\na..\n' }));
  const file = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: hindi, text: 'A..\n--\na..\n' }, { family: 'move', name: 'x'.repeat(1000), text: '...A\n--\na...\n' }] });
  const said = importMessage(useMyLevels.getState().importFile(file)).text;
  expect(said).toContain(`given a number, as a saved level of their family had their name: "${hindi}" as "${hindi} 2", "${'x'.repeat(60)}…" as "${'x'.repeat(60)}…".`);
});
