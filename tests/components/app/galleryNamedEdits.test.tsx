// An edit drops the name of a gallery level as the gallery has it (it is no longer that level),
// and keeps the name of a level of one's own, so that Save updates it: also where one's own level
// is named like a gallery level (saved as 'Corner pair', a link named so).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { freshPageForEachTest } from '../freshPage.ts';

beforeAll(() => Promise.all([loadRules('move'), loadRules('anemones')]));
freshPageForEachTest();

/** an edit, as the editor makes it */
function edit(text: string) {
  const p = useApp.getState().family!.parse(text);
  if (!p.ok) throw new Error(p.error.message);
  act(() => useApp.getState().setLevel(p.level));
  expect(useApp.getState().levelText).toBe(text);
}

/** the app on Move's first level, its sharing code (the address, My levels) there */
async function appOnMove() {
  render(<App />);
  act(() => useApp.getState().chooseFamily('move'));
  await waitFor(() => expect(useApp.getState().level).not.toBeNull(), { timeout: 10_000 });
  await screen.findByRole('button', { name: 'My levels' }, { timeout: 10_000 });
  await act(async () => {}); // its effects, which listen to the store, have run
}

/** the level of a link set in the address bar of the open tab */
async function openLink(text: string, name: string) {
  act(() => {
    location.hash = encodeLevelLink({ family: 'move', text, name });
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await waitFor(() => expect(useApp.getState()).toMatchObject({ levelText: text, levelName: name }));
}

describe('a level named like a gallery level', () => {
  it('saved in My levels, opened and edited: keeps its name, and Save updates it rather than adding a copy', async () => {
    await appOnMove();
    expect(useApp.getState().family!.gallery.map((g) => g.name)).toContain('Corner pair');
    expect(useMyLevels.getState().save({ family: 'move', name: 'Corner pair', text: 'A.\n--\na.\n' }).ok).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'My levels' })).getByRole('button', { name: 'Open Corner pair' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    edit('A..\n--\na..\n');
    expect(useApp.getState().levelName).toBe('Corner pair');
    expect(screen.getByRole('heading', { level: 2, name: 'Corner pair' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(useMyLevels.getState().levels.map((l) => [l.name, l.text])).toEqual([['Corner pair', 'A..\n--\na..\n']]);
    expect(screen.getByText('Replaced the saved "Corner pair" with this level.')).toBeInTheDocument();
  }, 30_000);

  it("a link's level: keeps the link's name through edits; the gallery level's own link (a reload's address) does not", async () => {
    await appOnMove();
    await openLink('.A.\n--\n..a\n', 'Move 4×4');
    edit('.A..\n--\n...a\n');
    expect(useApp.getState().levelName).toBe('Move 4×4');
    edit('.A...\n--\n....a\n');
    expect(useApp.getState().levelName).toBe('Move 4×4');
    // the gallery level opened by its link, name and text the gallery's: edited, it is no longer that level
    const gallery = useApp.getState().family!.gallery.find((g) => g.name === 'Corner pair')!;
    await openLink(gallery.text, 'Corner pair');
    edit('A...\n--\n...a\n');
    expect(useApp.getState().levelName).toBeNull();
    // (nor where the gallery opened it)
    act(() => useApp.getState().openGalleryLevel('Move 4×4'));
    expect(useApp.getState().levelName).toBe('Move 4×4');
    edit('A....\n--\n....a\n');
    expect(useApp.getState().levelName).toBeNull();
  }, 30_000);

  it("a nameless level edited into a gallery level (an undo after a reload, which forgot the level as opened) is that level, named and written as the gallery has it; one's own keeps its name", async () => {
    const family = (await loadRules('anemones'))!;
    const botanicula = family.gallery.find((g) => g.name === 'Botanicula')!;
    const p = family.parse(botanicula.text);
    if (!p.ok) throw new Error(p.error.message);
    // (its make sorts the lists the gallery writes in the game's order)
    const made = family.make(p.level);
    expect(made).not.toBe(botanicula.text);
    const edited = made.replace('goal 7', 'goal 6');
    act(() => useApp.getState().openLevel('anemones', edited, null));
    act(() => useApp.getState().setLevel(p.level));
    expect(useApp.getState()).toMatchObject({ levelName: 'Botanicula', levelText: botanicula.text });
    act(() => useApp.getState().openLevel('anemones', edited, 'Mine'));
    act(() => useApp.getState().setLevel(p.level));
    expect(useApp.getState()).toMatchObject({ levelName: 'Mine', levelText: made });
  });
});
