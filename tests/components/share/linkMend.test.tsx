// A stranger's link whose level does not parse (a link put together or edited by hand) is refused
// with the reader's words, and, as Open file offers for such a file, its text can be opened in
// the app's box to mend it: nothing of it is lost.
import '@vitest/web-worker';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { freshPageForEachTest } from '../freshPage.ts';

beforeAll(() => Promise.all([loadRules('anemones'), loadRules('move')]));
freshPageForEachTest();
beforeEach(() => act(() => useApp.getState().ensureLoaded()));

/** no 'start' line: every reader stops on it */
const text = 'anemones 3\ntap 1 lowers 2\ngoal 1 2 3\n';
const link = encodeLevelLink({ family: 'anemones', text, name: 'By hand' });

async function mendIt() {
  const alert = await screen.findByText(/This link's Anemones level does not parse: .*missing the 'start' line/, {}, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Mend it in the app as an Anemones level' }));
  const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Its text, to mend here/ }, { timeout: 10_000 });
  expect(box.value).toBe(text);
  expect(useApp.getState()).toMatchObject({ familyId: 'anemones', levelText: text, levelName: 'By hand' });
  expect(alert).not.toBeInTheDocument();
  // mended there, it opens
  fireEvent.change(box, { target: { value: text.replace('goal', 'start 1\ngoal') } });
  fireEvent.click(screen.getByRole('button', { name: 'Open the mended text' }));
  await waitFor(() => expect(useApp.getState().level).not.toBeNull());
}

describe("a stranger's link whose level does not parse", () => {
  it('opened as the page starts, offers its text to mend', async () => {
    history.replaceState(null, '', `/${link}`);
    render(<App />);
    await mendIt();
  });

  it('pasted into an open tab, offers its text to mend', async () => {
    render(<App />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled(), { timeout: 10_000 });
    act(() => {
      location.hash = link;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await mendIt();
  });

  it("whose text is another family's level (its family changed by hand) offers to open it as that family's", async () => {
    const move = 'A.\n.#\n--\n.a\n..\n';
    history.replaceState(null, '', `/${encodeLevelLink({ family: 'anemones', text: move })}`);
    render(<App />);
    await screen.findByText(/Its text reads as a Move level: was the link's family \(anemones\) changed\?/, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Open it as a Move level' }));
    await waitFor(() => expect(useApp.getState()).toMatchObject({ familyId: 'move', levelText: move }), { timeout: 10_000 });
    await waitFor(() => expect(useApp.getState().level).not.toBeNull(), { timeout: 10_000 });
  });

  it('whose name part was written by hand, not as base64url, offers to open its level without the name', async () => {
    const move = 'A.\n.#\n--\n.a\n..\n';
    history.replaceState(null, '', `/${encodeLevelLink({ family: 'move', text: move })}/nMy level`);
    render(<App />);
    await screen.findByText(/This link is damaged: the level's name holds ' '/, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Open its level without the name' }));
    await waitFor(() => expect(useApp.getState()).toMatchObject({ familyId: 'move', levelText: move, levelName: null }), { timeout: 10_000 });
    await waitFor(() => expect(useApp.getState().level).not.toBeNull(), { timeout: 10_000 });
  });

  it('whose position or line part was damaged by hand opens its level, with its name, without them', async () => {
    const move = 'A.\n.#\n--\n.a\n..\n';
    history.replaceState(null, '', `/${encodeLevelLink({ family: 'move', text: move, name: 'Corner' })}/m3x`);
    render(<App />);
    await screen.findByText(/This link's position 'm3x' is not of the form m12/, {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Open its level without the position' }));
    await waitFor(() => expect(useApp.getState()).toMatchObject({ familyId: 'move', levelText: move, levelName: 'Corner' }), { timeout: 10_000 });
    await waitFor(() => expect(useApp.getState().level).not.toBeNull(), { timeout: 10_000 });
  });

  it('whose line part is not base64url and position too many says it leaves out both', async () => {
    const move = 'A.\n.#\n--\n.a\n..\n';
    history.replaceState(null, '', `/${encodeLevelLink({ family: 'move', text: move })}/l!!/m2`);
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open its level without the line played and the position' }, { timeout: 10_000 }));
    await waitFor(() => expect(useApp.getState()).toMatchObject({ familyId: 'move', levelText: move, levelName: null }), { timeout: 10_000 });
  });
});
