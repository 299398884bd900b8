// A level that does not parse (a stranger's link opened in the box to mend it) has no board to
// watch, edit or play: the mode buttons are off while its box shows, and on again once it opens.
import '@vitest/web-worker';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { freshPageForEachTest } from '../freshPage.ts';

beforeAll(() => loadRules('anemones'));
freshPageForEachTest();
beforeEach(() => act(() => useApp.getState().ensureLoaded()));

/** no 'start' line: the reader refuses it */
const text = 'anemones 3\ntap 1 lowers 2\ngoal 1 2 3\n';
const MODES = ['Solve and watch', 'Edit', 'Play it yourself'];

describe('the mode buttons beside a level that does not parse', () => {
  it("are off while a link's level is in the box to mend, and on once it opens", async () => {
    history.replaceState(null, '', `/${encodeLevelLink({ family: 'anemones', text, name: 'By hand' })}`);
    render(<App />);
    await screen.findByText(/This link's Anemones level does not parse/, {}, { timeout: 10_000 });
    // the level kept open meanwhile is a level: its modes work
    for (const name of MODES) expect(screen.getByRole('button', { name })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Mend it in the app as an Anemones level' }));
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Its text, to mend here/ }, { timeout: 10_000 });
    for (const name of MODES) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Solve' })).toBeDisabled();
    fireEvent.change(box, { target: { value: text.replace('goal', 'start 1\ngoal') } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the mended text' }));
    await waitFor(() => expect(useApp.getState().level).not.toBeNull());
    for (const name of MODES) expect(screen.getByRole('button', { name })).toBeEnabled();
  });
});
