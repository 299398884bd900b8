// Open file (OpenFile.tsx): a level file chosen or dropped opens in its family; two families ask
// which; a levels file goes to My levels; what is refused is said, with the file's name and where.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { OpenFile } from '../../../src/share/OpenFile.tsx';
import { MyLevelsPanel } from '../../../src/share/SharePanel.tsx';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';

const MOVE = '..A\n--\na..\n';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  localStorage.clear();
  act(() => useMyLevels.getState().load());
});

function setUp(keeps = true) {
  const opened: [FamilyId, string, string | null][] = [];
  render(<OpenFile onOpen={(family, text, name) => (keeps && opened.push([family, text, name]), keeps)} />);
  return opened;
}

const choose = (file: File) => act(async () => void fireEvent.change(screen.getByLabelText('Level file'), { target: { files: [file] } }));

/** a drop of files on the page, as a browser sends it (jsdom has no DataTransfer) */
async function drop(files: File[], on: EventTarget = document.body) {
  const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
  const enter = new Event('dragenter', { bubbles: true, cancelable: true });
  Object.defineProperty(enter, 'dataTransfer', { value: dataTransfer });
  const dropped = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(dropped, 'dataTransfer', { value: dataTransfer });
  act(() => void on.dispatchEvent(enter));
  expect(screen.getByText('Drop a level file to open it')).toBeInTheDocument();
  await act(async () => void on.dispatchEvent(dropped));
  return dropped;
}

describe('Open file', () => {
  it('a level file chosen opens in its family, named after the file, and says so', async () => {
    const opened = setUp();
    expect(screen.getByRole('button', { name: 'Open file' })).toBeInTheDocument();
    await choose(new File([MOVE], 'Two steps.txt'));
    await waitFor(() => expect(opened).toEqual([['move', MOVE, 'Two steps']]));
    expect(screen.getByRole('status')).toHaveTextContent('Opened "Two steps.txt" as a Move level.');
  });

  it('an Anemones level file says "an Anemones level" (it said "a Anemones level")', async () => {
    const opened = setUp();
    const anemones = 'anemones 3\ntap 1 lowers 2\nstart 1\ngoal 2\n';
    await choose(new File([anemones], 'three.txt'));
    await waitFor(() => expect(opened).toEqual([['anemones', anemones, 'three']]));
    expect(screen.getByRole('status')).toHaveTextContent('Opened "three.txt" as an Anemones level.');
    // and no family reading a file: each family's reading is named with its article
    await choose(new File(['pattern cross\n01x\n'], 'bad.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/As an Anemones level, line 1/);
  });

  it('a file dropped anywhere on the page opens; the browser is kept from leaving the page for it', async () => {
    const opened = setUp();
    const dropped = await drop([new File(['pattern plus\n010\n111\n010\n'], 'lights.lvl')]);
    expect(dropped.defaultPrevented).toBe(true);
    await waitFor(() => expect(opened).toEqual([['bars', 'pattern plus\n010\n111\n010\n', 'lights']]));
    expect(screen.queryByText('Drop a level file to open it')).not.toBeInTheDocument();
  });

  it('two files dropped: neither opened, and said why', async () => {
    const opened = setUp();
    await drop([new File([MOVE], 'a.txt'), new File([MOVE], 'b.txt')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing opened: 2 files were dropped, and a level opens from one file at a time.');
    expect(opened).toEqual([]);
  });

  it('a text two families read asks which, saying the problem one of them has; Cancel opens nothing', async () => {
    // few texts read in two families (an empty DogBunny graph is one): DogBunny is made to read Bars' '1' too
    const real = FAMILIES.dogbunny.parse.bind(FAMILIES.dogbunny);
    const graph = real('node a\n');
    vi.spyOn(FAMILIES.dogbunny, 'parse').mockImplementation((text) => (text === '1\n' ? graph : real(text)));
    const opened = setUp();
    await choose(new File(['1\n'], 'one.txt'));
    const dialog = await screen.findByRole('dialog', { name: 'Open "one.txt" as which puzzle?' });
    // the level with no problem first
    expect(within(dialog).getAllByRole('button', { name: /^Open as / }).map((b) => b.textContent)).toEqual(['Open as Bars', 'Open as DogBunny']);
    expect(dialog).toHaveTextContent(/As a DogBunny level it has a problem: \S/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opened).toEqual([]);
    await choose(new File(['1\n'], 'one.txt'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open as Bars' }));
    expect(opened).toEqual([['bars', '1\n', 'one']]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a file no family reads: the file's name, line and column, and what each family says; nothing opened", async () => {
    const opened = setUp();
    await choose(new File(['..A\n--\n?..\n'], 'typo.txt'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^"typo.txt" was not opened: no family reads it\. Read as a Move level \(the family that reads furthest into it\), line 3, column 1: /);
    expect(within(alert).getAllByRole('listitem')).toHaveLength(4);
    expect(opened).toEqual([]);
  });

  it('a binary file is refused saying so', async () => {
    setUp();
    await choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'shot.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('"shot.png" was not opened: it is not UTF-8 text (a binary file, or text in another encoding)');
  });

  it('a levels file goes to My levels, as Import file does; one of a single level opens it too', async () => {
    const opened = setUp();
    const two = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'From a friend', text: MOVE }, { family: 'move', name: 'Another', text: '.A\n--\na.\n' }] });
    await choose(new File([two], 'friend.unstuck-levels.json'));
    expect(await screen.findByRole('status')).toHaveTextContent(/^"friend.unstuck-levels.json" is a levels file, for My levels\. Imported 2 levels\. Dismiss$/);
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['From a friend', 'Another']);
    expect(opened).toEqual([]);
    // a file of one level (a row's Export) opens it too, under the name it is saved as
    const one = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'From a friend', text: 'A.\n--\na.\n' }] });
    await choose(new File([one], 'one.unstuck-levels.json'));
    expect(await screen.findByRole('status')).toHaveTextContent(/Imported 1 level\. One was given a number, .* Opened "From a friend 2"\./);
    expect(opened).toEqual([['move', 'A.\n--\na.\n', 'From a friend 2']]);
    await choose(new File(['{"format": "other"}'], 'other.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('"other.json" starts as JSON, as a levels file for My levels does. Nothing imported. This file is not an Unstuck levels file');
  });

  it('a levels file cut short: not said to be a levels file and then not one; where it stops, and that it was cut short', async () => {
    setUp();
    const file = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'move', name: 'a', text: MOVE }] }, null, 2);
    await choose(new File([file.slice(0, file.indexOf('"text"') + 10)], 'levels.json'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^"levels.json" starts as JSON, as a levels file for My levels does\. Nothing imported\. This file cannot be read as a levels file: its JSON stops short at line 8, column 17: the file was cut short \(save, download or copy it again\)\. Dismiss$/);
    expect(alert.textContent).not.toMatch(/is a levels file|not JSON/);
  });

  it('where the level being replaced could not be kept, nothing is said to have opened', async () => {
    setUp(false);
    await choose(new File([MOVE], 'a.txt'));
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("My levels' Import file, given a level's text, says where such a file opens", async () => {
    render(<MyLevelsPanel onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    await act(async () => void fireEvent.change(screen.getByLabelText('Levels file'), { target: { files: [new File([MOVE], 'level.txt')] } }));
    expect(screen.getByRole('alert')).toHaveTextContent("Nothing imported. This file is not a levels file: it is not JSON. A level's text file opens with Open file, beside My levels, or dropped on the page.");
  });

  it('a file taken while a larger one is still being read: the later one opens, the earlier is dropped', async () => {
    const opened = setUp();
    let release!: () => void;
    const slow = new File(['.A\n--\na.\n'], 'slow.txt');
    const buffer = slow.arrayBuffer.bind(slow);
    vi.spyOn(slow, 'arrayBuffer').mockImplementation(() => new Promise((done) => (release = () => void buffer().then(done))));
    await choose(slow);
    await choose(new File([MOVE], 'quick.txt'));
    await waitFor(() => expect(opened).toEqual([['move', MOVE, 'quick']]));
    await act(async () => release());
    await act(async () => {});
    expect(opened).toEqual([['move', MOVE, 'quick']]);
  });
});
