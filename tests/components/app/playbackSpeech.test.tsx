// Playback as screen readers hear it: each step says the position (the visible "Move N of M"
// line is not live) and what its move caused, as play mode says it, and autoplay at 8× does not flood them.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { watchLine } from '../../../src/app/check/watch.ts';
import { FAMILY_VIEWS } from '../../../src/app/views.ts';

beforeAll(() => loadRules('anemones'));
afterEach(() => vi.useRealTimers());

/** The app watching Botanicula's six-move solution, at its start. */
async function watchBotanicula() {
  localStorage.setItem('unstuck.introSeen', '1');
  act(() => useApp.getState().chooseFamily('anemones'));
  act(() => useApp.getState().openGalleryLevel('Botanicula'));
  act(() => watchLine(['2', '3', '4', '5', '1', '7']));
  render(<App />);
  await screen.findByTestId('position', {}, { timeout: 10_000 });
  // the controls ask for the family's words for what a move caused as they come: here once these are
  await act(() => FAMILY_VIEWS.anemones.howToPlay());
}

describe('playback, spoken', () => {
  it('says the move at each step, politely, and while autoplay runs at most one position every 2 s', async () => {
    await watchBotanicula();
    const spoken = screen.getByTestId('position-spoken');
    expect(spoken).toHaveAttribute('aria-live', 'polite');
    // (made with the controls, it says the position once it is there to be heard)
    await waitFor(() => expect(spoken).toHaveTextContent('At the start.'), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(spoken.textContent).toBe('Move 1 of 6: Tap anemone 2. Anemone 2 rose. Anemone 6 went down.');
    fireEvent.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(spoken.textContent).toBe('At the start.');

    vi.useFakeTimers();
    // (read after each tick: the live text changes at most once a tick)
    const said: string[] = [];
    act(() => useApp.getState().setSpeed(8));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    for (let i = 0; i < 10; i++) {
      act(() => vi.advanceTimersByTime(125));
      said.push(spoken.textContent!);
    }
    expect(useApp.getState().playback!.index).toBe(6);
    // six moves in 750 ms: the first, as it is played, then where autoplay stopped
    expect([...new Set(said)]).toEqual(['Move 1 of 6: Tap anemone 2. Anemone 2 rose. Anemone 6 went down.', 'Move 6 of 6: Tap anemone 7, solved. Anemone 7 rose. Anemone 1 went down.']);
  });

  it('says the win at the last move, and the position again when the board comes back to watching', async () => {
    await watchBotanicula();
    fireEvent.click(screen.getByRole('button', { name: 'Last position' }));
    await waitFor(() => expect(screen.getByTestId('position-spoken')).toHaveTextContent('Move 6 of 6: Tap anemone 7, solved. Anemone 7 rose. Anemone 1 went down.'), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(screen.getByTestId('position-spoken')).toHaveTextContent(/^Move 5 of 6: Tap anemone 1\. Anemone 1 rose\. Anemone 5 went down\.$/);
    // to play and back: a live region made with its text says nothing, so it starts empty and then says where the board is
    act(() => useApp.getState().setMode('play'));
    await waitFor(() => expect(screen.queryByTestId('position-spoken')).toBeNull(), { timeout: 10_000 });
    // (its text as it is put on the page, read before any timer runs: a look after findBy's polling, on a loaded machine, came after the text)
    const madeWith: string[] = [];
    const seen = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) for (const e of [n, ...n.querySelectorAll('[data-testid=position-spoken]')]) if (e.getAttribute('data-testid') === 'position-spoken') madeWith.push(e.textContent ?? '');
    });
    seen.observe(document.body, { childList: true, subtree: true });
    act(() => useApp.getState().setMode('solve'));
    const again = await screen.findByTestId('position-spoken', {}, { timeout: 10_000 });
    seen.disconnect();
    expect(madeWith).toEqual(['']);
    await waitFor(() => expect(again).toHaveTextContent(/^Move 5 of 6: Tap anemone 1\. Anemone 1 rose\. Anemone 5 went down\.$/), { timeout: 10_000 });
  });

  it('pauses autoplay when the tab is put out of sight, where it is', async () => {
    await watchBotanicula();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(useApp.getState().playback!.playing).toBe(true);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    } finally {
      visibility.mockRestore();
    }
    expect(useApp.getState().playback!.playing).toBe(false);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
