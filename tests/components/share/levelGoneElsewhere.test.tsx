// A level deleted or renamed in another tab while My levels is open here, its name being typed:
// said, and the name typed not lost. The other tab is its writes to the storage, then refresh(),
// as useLinkSync calls it on the storage event.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyLevelsPanel } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { LEVEL_PREFIX, storedLevel } from '../../../src/share/storedData.ts';

const MOVE = '..A\n--\na..\n';
const OTHER = '.A.\n--\na..\n';

beforeEach(() => {
  localStorage.clear();
  act(() => useMyLevels.getState().load());
});
afterEach(() => vi.restoreAllMocks());

function openPanel() {
  act(() => {
    useMyLevels.getState().save({ family: 'move', name: 'First', text: MOVE });
    useMyLevels.getState().save({ family: 'move', name: 'Second', text: OTHER });
  });
  const renamed: string[] = [];
  render(<MyLevelsPanel onOpen={() => {}} onRenamed={(_f, _t, name) => renamed.push(name)} />);
  fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
  const dialog = screen.getByRole('dialog', { name: 'My levels' });
  const box = within(dialog).getByRole('textbox', { name: 'Name of First' });
  const id = useMyLevels.getState().levels.find((l) => l.name === 'First')!.id;
  return { dialog, box, id, renamed };
}

/** another tab deletes the level, and this tab hears of it */
const deletedThere = (id: string) => {
  localStorage.removeItem(LEVEL_PREFIX + id);
  act(() => useMyLevels.getState().refresh());
};

describe('a level changed in another tab while My levels is open', () => {
  it('deleted while its name is typed here: its row stays with the name typed, said so, and Keep saves it again under that name', () => {
    const { dialog, box, id } = openPanel();
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'First, renamed' } });
    deletedThere(id);
    // the row and what was typed are still there, the focus with them
    const kept = within(dialog).getByRole('textbox', { name: 'Name of First, renamed' });
    expect(kept).toHaveValue('First, renamed');
    expect(kept).toHaveFocus();
    expect(kept).toHaveAccessibleDescription('deleted in another tab');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('"First, renamed" was deleted in another tab while you were renaming it here: it stays listed, with the name you typed, until you Keep it (saved again) or Delete it.');
    // typing goes on in it, storing nothing yet
    fireEvent.change(kept, { target: { value: 'First, renamed again' } });
    expect(localStorage.getItem(LEVEL_PREFIX + id)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep First, renamed again' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Kept "First, renamed again": it is saved again.');
    expect(JSON.parse(localStorage.getItem(LEVEL_PREFIX + id)!)).toMatchObject({ name: 'First, renamed again', text: MOVE });
    expect(within(dialog).getByRole('button', { name: 'Export First, renamed again to a file' })).toBeInTheDocument();
  });

  it('deleted there before this tab heard of it: the next key typed keeps the row, with its name, and Delete lets it go with Undo', () => {
    const { dialog, box, id } = openPanel();
    act(() => box.focus());
    // (no storage event yet)
    localStorage.removeItem(LEVEL_PREFIX + id);
    fireEvent.change(box, { target: { value: 'Firs' } });
    expect(within(dialog).getByRole('textbox', { name: 'Name of Firs' })).toHaveValue('Firs');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('"First" was deleted in another tab while you were renaming it here');
    // the storage event after it changes nothing
    act(() => useMyLevels.getState().refresh());
    expect(within(dialog).getByRole('textbox', { name: 'Name of Firs' })).toBeInTheDocument();
    // brought back there (its Undo): a saved level again, under the name it has there
    const level = { id, family: 'move' as const, name: 'First', text: MOVE, savedAt: 1 };
    localStorage.setItem(LEVEL_PREFIX + id, storedLevel(level));
    act(() => useMyLevels.getState().refresh());
    expect(within(dialog).getByRole('textbox', { name: 'Name of First' })).not.toHaveAccessibleDescription('deleted in another tab');
    expect(within(dialog).queryByRole('button', { name: 'Keep First' })).toBeNull();
    localStorage.removeItem(LEVEL_PREFIX + id);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name of First' }), { target: { value: 'Firs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Firs' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Name of Firs' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['Firs', 'Second']);
  });

  it('another level deleted there, or the one typed in renamed there, is said', () => {
    const { dialog, box, id } = openPanel();
    const second = useMyLevels.getState().levels.find((l) => l.name === 'Second')!;
    deletedThere(second.id);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('"Second" was deleted in another tab.');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'Mine' } });
    localStorage.setItem(LEVEL_PREFIX + id, storedLevel({ id, family: 'move', name: 'Theirs', text: MOVE, savedAt: 1 }));
    act(() => useMyLevels.getState().refresh());
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The level whose name you were typing was renamed "Theirs" in another tab; what you had typed was "Mine".');
  });

  it('a name that could not be stored (storage full), read again as stored when another tab writes, is not said to be renamed there', () => {
    const { dialog, box } = openPanel();
    act(() => box.focus());
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fireEvent.change(box, { target: { value: 'Mine' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^The new name is not stored: /);
    full.mockRestore();
    // another tab writes something: this tab reads the levels again, as stored
    act(() => useMyLevels.getState().refresh());
    expect(within(dialog).queryByText(/in another tab/)).toBeNull();
  });
});

describe('the focus on a row deleted in another tab', () => {
  function openThree() {
    act(() => {
      for (const [name, text] of [['First', MOVE], ['Second', OTHER], ['Third', 'A..\n--\n..a\n']] as const) useMyLevels.getState().save({ family: 'move', name, text });
    });
    render(<MyLevelsPanel onOpen={() => {}} onRenamed={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const dialog = screen.getByRole('dialog', { name: 'My levels' });
    const idOf = (name: string) => useMyLevels.getState().levels.find((l) => l.name === name)!.id;
    return { dialog, idOf };
  }

  it('goes to the same control of the row now in its place, the one before for the last, not past the list', () => {
    const { dialog, idOf } = openThree();
    act(() => within(dialog).getByRole('button', { name: 'Open First' }).focus());
    deletedThere(idOf('First'));
    expect(within(dialog).getByRole('button', { name: 'Open Second' })).toHaveFocus();
    act(() => within(dialog).getByRole('button', { name: 'Export Third to a file' }).focus());
    deletedThere(idOf('Third'));
    expect(within(dialog).getByRole('button', { name: 'Export Second to a file' })).toHaveFocus();
  });

  it('a Delete pressed here does not put the focus on the next level’s Delete', () => {
    const { dialog } = openThree();
    const del = within(dialog).getByRole('button', { name: 'Delete First' });
    act(() => del.focus());
    fireEvent.click(del);
    expect(within(dialog).getByRole('button', { name: 'Delete Second' })).not.toHaveFocus();
  });
});
