import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyLevelsPanel, NOTE_MS, SaveButton, ShareButton, StorageNotices } from '../../../src/share/SharePanel.tsx';
import { readExport, useMyLevels } from '../../../src/share/myLevels.ts';
import { FAMILY_DRAFT_PREFIX, LEGACY_KEY, LEVEL_PREFIX, LEVEL_VERSION, MAX_IMPORT_BYTES, MAX_NAME, MAX_TEXT, storedDraft, storedLevel } from '../../../src/share/storedData.ts';

const MOVE = '..A\n--\na..\n';

beforeEach(() => {
  localStorage.clear();
  act(() => useMyLevels.getState().load());
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('my levels', () => {
  it('saves, renames and deletes, each level under its own key with a format version', () => {
    const { save, rename, remove } = useMyLevels.getState();
    let id = '';
    act(() => {
      const r = save({ family: 'move', name: 'first', text: MOVE });
      if (r.ok) id = r.level.id;
    });
    act(() => void rename(id, 'renamed'));
    const stored = JSON.parse(localStorage.getItem(LEVEL_PREFIX + id)!);
    expect(stored).toMatchObject({ v: LEVEL_VERSION, id, family: 'move', name: 'renamed', text: MOVE });
    act(() => void remove(id));
    expect(useMyLevels.getState().levels).toEqual([]);
    expect(localStorage.getItem(LEVEL_PREFIX + id)).toBeNull();
  });

  it('a reload moves version 0 data to the new layout, skips what it cannot read, and says so', async () => {
    localStorage.setItem(
      LEGACY_KEY,
      JSON.stringify({
        state: { levels: [{ family: 'move', name: 'old', text: MOVE }, null, 7, { family: 'chess', name: 'x', text: '' }], autosave: { family: 'move', text: MOVE } },
        version: 0,
      }),
    );
    act(() => useMyLevels.getState().load());
    const { levels, draft, notices } = useMyLevels.getState();
    expect(levels).toEqual([{ id: 'v0-0', family: 'move', name: 'old', text: MOVE, savedAt: 0 }]);
    expect(draft).toEqual({ family: 'move', text: MOVE, name: null });
    expect(notices).toEqual([expect.stringMatching(/level 2: .*level 3: .*level 4: family/)]);
    render(<StorageNotices />);
    expect(screen.getByRole('alert')).toHaveTextContent(`"${LEGACY_KEY}~unreadable"`);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Undo of a delete after the same level was saved again keeps one entry', () => {
    const { save, remove, restore } = useMyLevels.getState();
    let removed = null as ReturnType<typeof remove>;
    act(() => {
      const r = save({ family: 'move', name: 'mine', text: MOVE });
      if (r.ok) removed = remove(r.level.id);
    });
    act(() => void save({ family: 'move', name: null, text: MOVE }));
    act(() => void restore(removed!));
    expect(useMyLevels.getState().levels).toHaveLength(1);
    act(() => useMyLevels.getState().load());
    expect(useMyLevels.getState().levels).toHaveLength(1);
  });

  it("refresh reads what another tab wrote: its saves and removals, and the families' autosaves", () => {
    const { save } = useMyLevels.getState();
    act(() => void save({ family: 'move', name: 'here', text: MOVE }));
    // another tab: removes this one, saves another, leaves Bars on a level
    const mine = useMyLevels.getState().levels[0]!;
    localStorage.removeItem(LEVEL_PREFIX + mine.id);
    localStorage.setItem(LEVEL_PREFIX + 'other', storedLevel({ id: 'other', family: 'move', name: 'there', text: '.A\n--\na.\n', savedAt: 1 }));
    localStorage.setItem(`${FAMILY_DRAFT_PREFIX}bars`, storedDraft({ family: 'bars', text: 'B', name: null }));
    act(() => useMyLevels.getState().refresh());
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['there']);
    expect(useMyLevels.getState().familyDrafts.bars).toEqual({ family: 'bars', text: 'B', name: null });
    // the next default name counts the other tab's levels
    act(() => void save({ family: 'move', name: null, text: '..\n--\n.a\n' }));
    expect(JSON.parse(useMyLevels.getState().exportFile()).levels.map((l: { name: string }) => l.name)).toEqual(['there', 'My Move level']);
  });

  it('exports all levels; importing the export again adds nothing; a file with no usable level changes nothing and says why', () => {
    act(() => void useMyLevels.getState().save({ family: 'move', name: 'a', text: MOVE }));
    const file = useMyLevels.getState().exportFile();
    act(() => void useMyLevels.getState().importFile(file));
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['a']);
    const before = useMyLevels.getState().levels;
    for (const bad of ['not json', '{"format":"other","levels":[]}', JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'b' }, { family: 'move', name: 'c', text: 'x\n--\n' }] })]) {
      let r: ReturnType<typeof readExport> = { ok: true, levels: [], failed: [] };
      act(() => void (r = useMyLevels.getState().importFile(bad) as typeof r));
      expect(r.ok).toBe(false);
      expect(useMyLevels.getState().levels).toBe(before);
    }
    expect(readExport('{"format":"unstuck-levels","version":1,"levels":[{"family":"move","name":"c","text":"x\\n--\\n"}]}')).toMatchObject({ ok: false, message: expect.stringContaining('Level 1 ("c") does not parse as a Move level: line 1, column 1') });
  });

  it('Import file refuses a file larger than storage could hold before reading it, naming its size and the cap', async () => {
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    // a 600 MB file, as the browser hands it over: its size is known before anything is read
    const file = new File(['{}'], 'huge.json', { type: 'application/json' });
    Object.defineProperty(file, 'size', { value: 600 * 1024 * 1024 });
    const read = vi.spyOn(file, 'text');
    await act(async () => void fireEvent.change(screen.getByLabelText('Levels file'), { target: { files: [file] } }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Nothing imported. This file is 629.1 MB, and a levels file is read only up to 16.8 MB`);
    expect(read).not.toHaveBeenCalled();
    // the cap: eight of the largest stored levels, twice over for UTF-8 and JSON's escapes
    expect(MAX_IMPORT_BYTES).toBe(16 * (MAX_TEXT + MAX_NAME));
  });

  it('the My levels panel takes focus when it opens', () => {
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    expect(screen.getByRole('dialog', { name: 'My levels' })).toHaveFocus();
  });

  it('Save and the My levels panel: list, open, rename, delete and undo', () => {
    const opened: string[] = [];
    render(
      <>
        <SaveButton level={{ family: 'move', text: MOVE, name: 'Mine' }} />
        <MyLevelsPanel onOpen={(_f, _t, name) => opened.push(name)} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saved as "Mine"')).toBeInTheDocument();
    // saving again makes no second entry
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Already saved as "Mine"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const dialog = screen.getByRole('dialog', { name: 'My levels' });
    expect(screen.getAllByRole('button', { name: /^Open / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open Mine' })).toHaveTextContent('Open');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of Mine' }), { target: { value: 'Ours' } });
    expect(useMyLevels.getState().levels[0]!.name).toBe('Ours');
    fireEvent.click(screen.getByRole('button', { name: 'Open Ours' }));
    expect(opened).toEqual(['Ours']);
    expect(dialog).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ours' }));
    expect(screen.getByText(/No saved levels yet/)).toBeInTheDocument();
    expect(screen.getByText('Deleted "Ours".')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Name of Ours' })).toBeInTheDocument();
    act(() => useMyLevels.getState().load());
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['Ours']);
  }, 30_000);

  it('Undo of a Delete whose name another tab took meanwhile brings the level back numbered, says so, and the open level takes that name', () => {
    const renamed: string[][] = [];
    render(<MyLevelsPanel onOpen={() => {}} onRenamed={(family, text, name) => renamed.push([family, text, name])} />);
    act(() => void useMyLevels.getState().save({ family: 'move', name: 'Mine', text: MOVE }));
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Mine' }));
    // another tab saves a level of its own under the name
    localStorage.setItem(LEVEL_PREFIX + 'theirs', storedLevel({ id: 'theirs', family: 'move', name: 'Mine', text: '.A\n--\na.\n', savedAt: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Brought back as "Mine 2": another level is called "Mine" now.')).toBeInTheDocument();
    expect(renamed).toEqual([['move', MOVE, 'Mine 2']]);
    act(() => useMyLevels.getState().load());
    expect(useMyLevels.getState().levels.map((l) => l.name).sort()).toEqual(['Mine', 'Mine 2']);
  });

  it('a deleted level imported (or saved) again is back: its "Deleted … Undo" goes, and Undo then brings back the one deleted before it', async () => {
    useMyLevels.getState().save({ family: 'move', name: 'First', text: MOVE });
    useMyLevels.getState().save({ family: 'move', name: 'Second', text: '.A\n--\na.\n' });
    const file = useMyLevels.getState().exportFile();
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Second' }));
    expect(screen.getByText('Deleted "Second" (and 1 before it).')).toBeInTheDocument();
    // Second comes back from a file of it alone
    const second = JSON.stringify({ ...JSON.parse(file), levels: JSON.parse(file).levels.filter((l: { name: string }) => l.name === 'Second') });
    await act(async () => void fireEvent.change(screen.getByLabelText('Levels file'), { target: { files: [new File([second], 'second.json')] } }));
    expect(screen.getByText('Deleted "First".')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(useMyLevels.getState().levels.map((l) => l.name).sort()).toEqual(['First', 'Second']);
    expect(screen.queryByText(/^Deleted/)).toBeNull();
  });

  it("what Import said is in the error colour when something went wrong, and not when all went well", async () => {
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const importing = (text: string) => act(async () => void fireEvent.change(screen.getByLabelText('Levels file'), { target: { files: [new File([text], 'levels.json')] } }));
    const good = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'a', text: MOVE }] });
    await importing(good.slice(0, 40));
    expect(screen.getByRole('alert')).toHaveClass('error');
    await importing(JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [] }));
    // (it said "Imported 0 levels.")
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing imported: the file holds no levels (its "levels" list is empty).');
    await importing(good);
    expect(screen.getByRole('alert')).toHaveTextContent('Imported 1 level.');
    expect(screen.getByRole('alert')).not.toHaveClass('error');
    // the same file again: nothing new, and said so (it said "Imported 0 levels. 1 level was already saved.")
    await importing(good);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Nothing new imported\. 1 level was already saved\.$/);
    expect(screen.getByRole('alert')).not.toHaveClass('error');
    await importing(JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'b', text: 'x\n--\n' }, { family: 'move', name: 'c', text: '.A\n--\na.\n' }] }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Imported 1 level\. 1 level in the file could not be used/);
    expect(screen.getByRole('alert')).toHaveClass('error');
  });

  it('Save over a saved level of the same name (a stranger’s link named as one of mine): said, with Undo that puts mine back', () => {
    const THEIRS = '.A.\n--\na..\n';
    act(() => void useMyLevels.getState().save({ family: 'move', name: 'Mine', text: MOVE }));
    const mine = useMyLevels.getState().levels[0]!;
    const { rerender } = render(<SaveButton level={{ family: 'move', text: THEIRS, name: 'Mine' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/Replaced the saved "Mine" with this level\./)).toBeInTheDocument();
    expect(useMyLevels.getState().levels.map((l) => l.text)).toEqual([THEIRS]);
    // the note waits for the person: no fading
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(useMyLevels.getState().levels).toEqual([mine]);
    expect(JSON.parse(localStorage.getItem(LEVEL_PREFIX + mine.id)!)).toMatchObject({ name: 'Mine', text: MOVE });
    expect(screen.getByText('Put back the saved "Mine"')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    // saved over again, then dismissed: the new text stays
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(useMyLevels.getState().levels.map((l) => l.text)).toEqual([THEIRS]);
    // the same level under another name renames the entry: said too, and undone
    rerender(<SaveButton level={{ family: 'move', text: THEIRS, name: 'Theirs' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/Renamed the saved "Mine" to "Theirs"\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['Mine']);
    act(() => useMyLevels.getState().load());
    expect(useMyLevels.getState().levels.map((l) => [l.name, l.text])).toEqual([['Mine', THEIRS]]);
  });

  it('an Undo of a Save that cannot be stored says so and stays for another try', () => {
    act(() => void useMyLevels.getState().save({ family: 'move', name: 'Mine', text: MOVE }));
    render(<SaveButton level={{ family: 'move', text: '.A.\n--\na..\n', name: 'Mine' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not put back "Mine": this browser\'s storage for this site is full.');
    full.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useMyLevels.getState().levels.map((l) => l.text)).toEqual([MOVE]);
  });

  it('"Saved as…" and "Link copied" fade after a few seconds', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => {} } });
    render(
      <>
        <SaveButton level={{ family: 'move', text: MOVE, name: 'Mine' }} />
        <ShareButton level={{ family: 'move', text: MOVE, name: 'Mine' }} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    // (the newest note alone: they lie over one another; actionNotes.test)
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(NOTE_MS + 10));
    expect(screen.queryByText('Saved as "Mine"')).toBeNull();
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('storage full: Save says the level is not saved (an alert, not "saved") and lists nothing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { rerender } = render(<SaveButton level={{ family: 'move', text: MOVE, name: 'Mine' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Not saved: this browser's storage for this site is full. The level is still open here: copy its link with Share to keep it, or delete saved levels you no longer need to make room.",
    );
    expect(screen.queryByText(/Saved as/)).toBeNull();
    expect(useMyLevels.getState().levels).toEqual([]);
    // said of that level: another level open, it is gone
    rerender(<SaveButton level={{ family: 'move', text: '.A\n--\na.\n', name: null }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('storage refused (not full): Save and the autosave say how to keep the level, and do not ask to make room', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    render(<SaveButton level={{ family: 'move', text: MOVE, name: 'Mine' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not saved: the browser refused to store it (SecurityError: The operation is insecure.). The level is still open here: copy its link with Share to keep it.',
    );
    act(() => void useMyLevels.getState().saveDraft({ family: 'move', text: MOVE, name: null }));
    expect(useMyLevels.getState().notices).toEqual([
      "Autosave is not working (the browser refused to store it (SecurityError: The operation is insecure.)): copy the level's link with Share to keep it.",
    ]);
  });
});
