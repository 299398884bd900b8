// My levels as a person keeps many: one level exported alone, several deletes undone one by one,
// a partly bad file imported.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DELETED_KEY } from '../../../src/share/deletedLevels.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyLevelsPanel, SaveButton, levelFileName } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { MemoryStorage } from '../../unit/share/memoryStorage.ts';

const MOVE = '..A\n--\na..\n';
const MOVE2 = '.A.\n--\na..\n';
const MOVE3 = 'A..\n--\na..\n';

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  act(() => useMyLevels.getState().load());
});
afterEach(() => vi.restoreAllMocks());

/** the files the page hands the browser to download: name and text */
function downloads(): { name: string; text: Promise<string> }[] {
  const got: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (b: Blob) => (blobs.set(`blob:${++n}`, b), `blob:${n}`) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    got.push({ name: this.download, text: blobs.get(this.getAttribute('href')!)!.text() });
  });
  return got;
}

function saved(...levels: [string, string][]) {
  act(() => {
    for (const [name, text] of levels) useMyLevels.getState().save({ family: 'move', name, text });
  });
}

describe('My levels, kept as files', () => {
  it('Export in a row downloads that level alone, in a file named after it that Import takes back', async () => {
    saved(['Mine', MOVE], ['Yours: a/b?', MOVE2]);
    const files = downloads();
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Yours: a/b? to a file' }));
    expect(files.map((f) => f.name)).toEqual(['Yours_ a_b_.unstuck-levels.json']);
    const text = await files[0]!.text;
    expect(JSON.parse(text).levels).toEqual([expect.objectContaining({ family: 'move', name: 'Yours: a/b?', text: MOVE2 })]);
    act(() => useMyLevels.getState().load(new MemoryStorage()));
    act(() => void useMyLevels.getState().importFile(text));
    expect(useMyLevels.getState().levels.map((l) => [l.name, l.text])).toEqual([['Yours: a/b?', MOVE2]]);
    expect(levelFileName('...')).toBe('level.unstuck-levels.json');
    expect(levelFileName('Move 4×4 «été»')).toBe('Move 4×4 «été».unstuck-levels.json');
  });

  it('Export all and a row\'s Export say which file they made and where it is (a phone may show no download bar)', () => {
    saved(['Mine', MOVE], ['Yours: a/b?', MOVE2], ['', MOVE3]);
    downloads();
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Exported 3 levels to the file "unstuck-levels.json", in this browser\'s downloads.');
    expect(screen.getByRole('alert')).not.toHaveClass('error');
    fireEvent.click(screen.getByRole('button', { name: 'Export Yours: a/b? to a file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Exported "Yours: a/b?" to the file "Yours_ a_b_.unstuck-levels.json", in this browser\'s downloads.');
    fireEvent.click(screen.getByRole('button', { name: 'Export the unnamed Move level to a file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Exported the unnamed Move level to the file "level.unstuck-levels.json"');
  });

  it('each of several deletes can be undone, the last first; after a Delete, focus is on Undo, so a second key press does not delete the next level', () => {
    saved(['One', MOVE], ['Two', MOVE2], ['Three', MOVE3]);
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    expect(screen.getByRole('button', { name: 'Delete Two' })).toHaveAttribute('data-refocus', '.undo-note button');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete One' }));
    expect(screen.getByText('Deleted "One" (and 1 before it).')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Deleted "Two".')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    act(() => useMyLevels.getState().load());
    expect(useMyLevels.getState().levels.map((l) => l.name).sort()).toEqual(['One', 'Three', 'Two']);
  });

  it("a delete is still undone after a reload of the tab (kept in the tab's sessionStorage), and what cannot be read there is left as it is", () => {
    saved(['One', MOVE], ['Two', MOVE2]);
    const page = render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete One' }));
    // the page goes away and comes again
    page.unmount();
    act(() => useMyLevels.getState().load());
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    expect(screen.getByText('Deleted "One" (and 1 before it).')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Deleted "Two".')).toBeInTheDocument();
    expect(useMyLevels.getState().levels.map((l) => [l.name, l.text])).toEqual([['One', MOVE]]);
    cleanup();
    // a value no version of this page wrote: nothing offered, and it is not written over by the next delete
    sessionStorage.setItem(DELETED_KEY, '{"v":1,"levels":[{"id":"x"');
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete One' }));
    expect(screen.getByText('Deleted "One".')).toBeInTheDocument();
    expect(sessionStorage.getItem(DELETED_KEY)).toBe('{"v":1,"levels":[{"id":"x"');
  });

  it('a blank name: the row still says which level each control is for', () => {
    saved(['Mine', MOVE]);
    act(() => void useMyLevels.getState().rename(useMyLevels.getState().levels[0]!.id, ''));
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    // and to the eye: an empty box alone, with nothing in it, read as a row drawn wrong
    expect(screen.getByRole('textbox', { name: 'Name of the unnamed Move level' })).toHaveAttribute('placeholder', 'No name');
    fireEvent.click(screen.getByRole('button', { name: 'Delete the unnamed Move level' }));
    // (not 'Deleted "".')
    expect(screen.getByText('Deleted the unnamed Move level.')).toBeInTheDocument();
  });

  it('Import of a partly bad file keeps the good levels and says which entries were left out, where and why', async () => {
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const json = JSON.stringify({
      format: 'unstuck-levels',
      version: 1,
      levels: [{ family: 'move', name: 'Good', text: MOVE }, { family: 'move', name: 'Bad', text: 'x\n--\n' }, { family: 'bars', name: 'Also good', text: '01\n10\n' }, 5],
    });
    const file = new File([json], 'levels.json', { type: 'application/json' });
    await act(async () => void fireEvent.change(screen.getByLabelText('Levels file'), { target: { files: [file] } }));
    const said = await screen.findByRole('alert');
    expect(within(said).getByRole('paragraph')).toHaveTextContent(/^Imported 2 levels\. 2 levels in the file could not be used and were left out:$/);
    // one a line
    expect(within(said).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/^Level 2 \("Bad"\) does not parse as an? \w+ level: line 1, column 1: /), expect.stringMatching(/^Level 4 is incomplete: /)]);
    expect(screen.getByRole('textbox', { name: 'Name of Good' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of Also good' })).toBeInTheDocument();
  });

  it('Import of a levels file that is not UTF-8 (a name in Latin-1) says where and imports nothing; one in UTF-16 imports', async () => {
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const json = `{"format":"unstuck-levels","version":1,"levels":[\n{"family":"move","name":"\u00dcber","text":"..A\\n--\\na..\\n"}]}`;
    const latin1 = Uint8Array.from(json, (c) => c.charCodeAt(0));
    await act(async () => void fireEvent.change(screen.getByLabelText('Levels file'), { target: { files: [new File([latin1], 'old.json')] } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing imported. "old.json" was not read: it is not UTF-8 text (a binary file, or text in another encoding): line 2, byte 26 of the line is not UTF-8.');
    expect(useMyLevels.getState().levels).toEqual([]);
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from(json).flatMap((c) => [c.charCodeAt(0), 0])]);
    await act(async () => void fireEvent.change(screen.getByLabelText('Levels file'), { target: { files: [new File([utf16], 'wide.json')] } }));
    await screen.findByText('Imported 1 level.');
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['\u00dcber']);
  });

  it('Save and Import say when a level is numbered because another saved level of its family has its name', async () => {
    saved(['Mine', MOVE], ['Other', MOVE2]);
    act(() => void useMyLevels.getState().rename(useMyLevels.getState().levels[1]!.id, 'Mine'));
    render(
      <>
        <SaveButton level={{ family: 'move', text: MOVE3, name: 'Mine' }} />
        <MyLevelsPanel onOpen={() => {}} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saved as "Mine 2" ("Mine" is the name of another saved Move level)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const json = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'Other', text: MOVE }, { family: 'move', name: 'Mine', text: '...\n.A.\n--\na..\n...\n' }] });
    await act(async () => void fireEvent.change(screen.getByLabelText('Levels file'), { target: { files: [new File([json], 'l.json')] } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Imported 1 level. 1 level was already saved. One was given a number, as a saved level of its family had its name: "Mine" as "Mine 3".');
  });
});
