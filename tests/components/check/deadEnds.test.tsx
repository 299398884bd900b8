// The Check panel explains what a dead end is beside their count, where the space has any.
import '@vitest/web-worker';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckPanel } from '../../../src/app/check/CheckPanel.tsx';
import { freshAppForEachTest } from './freshApp.ts';
import { useApp } from '../../../src/app/store.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';

freshAppForEachTest();

async function checked(family: (typeof FAMILY_IDS)[number], level: string) {
  act(() => useApp.getState().chooseFamily(family));
  act(() => useApp.getState().openGalleryLevel(level));
  render(<CheckPanel />);
  await waitFor(() => expect(screen.getByTestId('check-verdict')).toHaveTextContent(/^Solvable/), { timeout: 20_000 });
  return screen.getByRole('region', { name: 'Check' });
}

describe('the whole space', { timeout: 30_000 }, () => {
  it('says what a dead end is where there are some', async () => {
    const panel = await checked('dogbunny', 'Bridge');
    expect(panel).toHaveTextContent(
      '25 positions reachable, 22 can still win, 3 dead ends; the farthest winnable position is 6 moves from a win (a dead end: a position reached from the start, from which no win can be reached)',
    );
  });

  it('says nothing of them where there are none', async () => {
    const panel = await checked('move', 'Move 4×4');
    expect(panel).toHaveTextContent('0 dead ends');
    expect(panel).not.toHaveTextContent('a dead end:');
  });
});
