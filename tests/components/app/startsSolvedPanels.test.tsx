// A level that starts solved is won in play before any move: play says so, not 'Solved in 0 moves
// — optimal!' as if a line had been played.
import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';

const initial = useApp.getState();
beforeAll(() => Promise.all([loadRules('bars'), loadRules('anemones')]));
beforeEach(() => act(() => useApp.setState(initial, true)));

describe('a level that starts solved, played', () => {
  it.each([
    ['bars', 'goal 1\n11\n11\n'],
    ['anemones', 'anemones 3\ntap 1 lowers 2\nstart 1 3\ngoal 1 3\n'],
  ] as const)('%s: is said to be solved at the start', async (id, text) => {
    act(() => useApp.getState().openLevel(id, text, 'done already'));
    act(() => useApp.getState().setMode('play'));
    render(<App />);
    expect(await screen.findByText('Already solved at the start: 0 moves.', { selector: '.pl-win' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Solved in 0 moves/)).toBeNull();
  }, 30_000);
});
