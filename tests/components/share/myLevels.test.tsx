import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MyLevelsPanel, SaveButton } from '../../../src/share/SharePanel.tsx';
import { migrate, readExport, SCHEMA_VERSION, STORAGE_KEY, useMyLevels } from '../../../src/share/myLevels.ts';

const MOVE = '..A\n--\na..\n';

beforeEach(() => {
  localStorage.clear();
  act(() => useMyLevels.setState({ levels: [], autosave: null }));
});

describe('my levels', () => {
  it('saves, renames and deletes, and keeps them in localStorage with a schema version', () => {
    const { save, rename, remove } = useMyLevels.getState();
    let id = '';
    act(() => {
      id = save({ family: 'move', name: 'first', text: MOVE }).id;
    });
    act(() => rename(id, 'renamed'));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(stored.version).toBe(SCHEMA_VERSION);
    expect(stored.state.levels[0]).toMatchObject({ family: 'move', name: 'renamed', text: MOVE });
    act(() => remove(id));
    expect(useMyLevels.getState().levels).toEqual([]);
  });

  it('migrates version 0 data (no ids, no dates) and drops entries it cannot read', () => {
    const migrated = migrate({ levels: [{ family: 'move', name: 'old', text: MOVE }, { family: 'chess', name: 'x', text: '' }] }, 0);
    expect(migrated.levels).toHaveLength(1);
    expect(migrated.levels[0]).toMatchObject({ family: 'move', name: 'old', text: MOVE, savedAt: 0 });
    expect(typeof migrated.levels[0]!.id).toBe('string');
  });

  it('a reload migrates version 0 data from localStorage, skips what it cannot read, and stores it as the current version', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        state: { levels: [{ family: 'move', name: 'old', text: MOVE }, null, 7, { family: 'chess', name: 'x', text: '' }], autosave: { family: 'move', text: MOVE } },
        version: 0,
      }),
    );
    await act(() => useMyLevels.persist.rehydrate());
    const { levels, autosave } = useMyLevels.getState();
    expect(levels).toEqual([{ id: expect.any(String), family: 'move', name: 'old', text: MOVE, savedAt: 0 }]);
    expect(autosave).toEqual({ family: 'move', text: MOVE, name: null });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(stored.version).toBe(SCHEMA_VERSION);
    expect(stored.state.levels).toEqual(levels);
  });

  it('saved levels and the autosave come back after a reload', async () => {
    act(() => {
      useMyLevels.getState().save({ family: 'move', name: 'kept', text: MOVE });
      useMyLevels.getState().setAutosave({ family: 'move', text: MOVE, name: 'editing' });
    });
    const stored = localStorage.getItem(STORAGE_KEY)!;
    // forget the in-memory state (which also writes), then put the stored copy back and reload it
    act(() => useMyLevels.setState({ levels: [], autosave: null }));
    localStorage.setItem(STORAGE_KEY, stored);
    await act(() => useMyLevels.persist.rehydrate());
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['kept']);
    expect(useMyLevels.getState().autosave).toEqual({ family: 'move', text: MOVE, name: 'editing' });
  });

  it('exports all levels and imports them back; a bad file changes nothing and says why', () => {
    act(() => void useMyLevels.getState().save({ family: 'move', name: 'a', text: MOVE }));
    const file = useMyLevels.getState().exportFile();
    act(() => void useMyLevels.getState().importFile(file));
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['a', 'a']);
    const before = useMyLevels.getState().levels;
    for (const bad of ['not json', '{"format":"other","levels":[]}', JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'b', text: MOVE }, { family: 'move', name: 'c', text: 'x\n--\n' }] })]) {
      let r: ReturnType<typeof readExport> = { ok: true, levels: [] };
      act(() => void (r = useMyLevels.getState().importFile(bad) as typeof r));
      expect(r.ok).toBe(false);
      expect(useMyLevels.getState().levels).toBe(before);
    }
    expect(readExport('{"format":"unstuck-levels","version":1,"levels":[{"family":"move","name":"c","text":"x\\n--\\n"}]}')).toMatchObject({ ok: false, message: expect.stringContaining('Level 1 ("c") does not parse: line 3, column 1') });
  });

  it('Save and the My levels panel: list, open, rename, delete', () => {
    const opened: string[] = [];
    render(
      <>
        <SaveButton level={{ family: 'move', text: MOVE, name: 'Mine' }} />
        <MyLevelsPanel onOpen={(_f, _t, name) => opened.push(name)} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saved as "Mine"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const dialog = screen.getByRole('dialog', { name: 'My levels' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of Mine' }), { target: { value: 'Ours' } });
    expect(useMyLevels.getState().levels[0]!.name).toBe('Ours');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(opened).toEqual(['Ours']);
    expect(dialog).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ours' }));
    expect(screen.getByText(/No saved levels yet/)).toBeInTheDocument();
  }, 30_000);
});
