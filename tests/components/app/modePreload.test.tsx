// A mode's panel draws at once when its code was asked for as the pointer or the focus came to
// its button (preloadable): React shows a lazy panel's fallback, and its content no sooner than
// 300 ms after it, even when the code is already here.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';

beforeAll(() => Promise.all(FAMILY_IDS.map(loadRules)));

describe("a mode's panel", () => {
  it('pressed with its code not here, waits behind "Loading…"', async () => {
    act(() => useApp.getState().ensureLoaded());
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Play it yourself' }));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('region', { name: /^Play / }, { timeout: 10_000 })).toBeTruthy();
  });

  /** Edit, pointed at or focused first (`ask`), then pressed: the editor is there at the press */
  async function editAsked(family: 'snakebird' | 'bars', ask: (button: HTMLElement) => void) {
    act(() => useApp.getState().chooseFamily(family));
    act(() => useApp.getState().setMode('solve'));
    render(<App />);
    const edit = screen.getAllByRole('button', { name: 'Edit' })[0]!;
    ask(edit);
    await act(() => vi.dynamicImportSettled());
    fireEvent.click(edit);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('radiogroup')).toBeTruthy();
  }

  // before the next tests: no editor's code has been asked for yet
  it("pressed with nothing announcing it, draws at the press once the page has been idle, the family's editor in it", async () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setMode('solve'));
    render(<App />);
    await act(() => new Promise((done) => setTimeout(done, 600)));
    await act(() => vi.dynamicImportSettled());
    // a family shown later has its editor's code asked for too
    act(() => useApp.getState().chooseFamily('dogbunny'));
    act(() => useApp.getState().setMode('solve'));
    await act(() => new Promise((done) => setTimeout(done, 600)));
    await act(() => vi.dynamicImportSettled());
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('region', { name: /edit/i })).toBeTruthy();
  });

  it("pointed at first, draws at the press, the family's editor in it", () => editAsked('snakebird', (b) => fireEvent.pointerEnter(b)));

  it('focused first, draws at the press', () => editAsked('bars', (b) => fireEvent.focus(b)));
});
