// The Share button and opening a link at start-up, in jsdom with the real app.
import '@vitest/web-worker';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { useApp } from '../../../src/app/store.ts';
import { ShareButton } from '../../../src/share/SharePanel.tsx';
import { encodeLevelLink, MAX_TEXT, openLevelLink } from '../../../src/share/linkCodec.ts';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';

const MOVE = '..A\n--\na..\n';
const initial = useApp.getState();

beforeEach(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
  act(() => {
    useApp.setState(initial, true);
    useMyLevels.getState().load();
  });
});

describe('Share', () => {
  it('copies the link to the clipboard, says "Link copied" and puts the link in the address bar', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => void written.push(t) },
    });
    render(<ShareButton level={{ family: 'move', text: MOVE, name: 'tiny' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Link copied');
    expect(written).toHaveLength(1);
    const hash = new URL(written[0]!).hash;
    expect(location.hash).toBe(hash);
    const opened = openLevelLink(hash);
    expect(opened.ok && opened.family === 'move' && opened.text === MOVE).toBe(true);
  });

  it('refuses up front a level whose text is over what a link may hold, saying its size and the cap; none is copied or put in the address bar', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => void written.push(t) },
    });
    // one byte over the cap of a link's text (its reader's MAX_TEXT)
    const big = MOVE + '.'.repeat(MAX_TEXT - MOVE.length) + '\n';
    expect(openLevelLink(encodeLevelLink({ family: 'move', text: big })).ok).toBe(false);
    render(<ShareButton level={{ family: 'move', text: big, name: 'big' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Not shared: this level's text is 65,537 bytes, and a link holds at most 64 kB (65,536 bytes)`);
    expect(screen.queryByText('Link copied')).toBeNull();
    expect(written).toEqual([]);
    expect(location.hash).toBe('');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    render(<ShareButton level={{ family: 'move', text: MOVE, name: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Link to this level' });
    expect(openLevelLink(new URL(input.value).hash).ok).toBe(true);
    // selected, ready for Ctrl+C
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('opens the level of a link at start-up', async () => {
    history.replaceState(null, '', '/' + encodeLevelLink({ family: 'move', text: MOVE }));
    render(<App />);
    await waitFor(() => expect(useApp.getState().familyId).toBe('move'));
    expect(useApp.getState().levelText).toBe(MOVE);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a broken link shows an alert and keeps the default level', async () => {
    // the default level: the first family's first gallery level (its rules load with the page)
    const before = { family: initial.familyId, text: getFamily(initial.familyId)!.gallery[0]!.text };
    history.replaceState(null, '', '/#v1/move/!!!not-base64');
    render(<App />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/link/i);
    expect(useApp.getState().familyId).toBe(before.family);
    await waitFor(() => expect(useApp.getState().levelText).toBe(before.text));
  });
});
