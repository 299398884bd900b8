// A level that starts solved says so before any Solve, in the Solver panel, and in play, where it
// is won before any move: not 'Press Solve…' nor 'Solved in 0 moves — optimal!'.
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { freshPageForEachTest } from '../freshPage.ts';

beforeAll(() => Promise.all([loadRules('bars'), loadRules('anemones')]));
// (My levels' autosave of the test before's level too, which the page would open as it starts)
freshPageForEachTest();

describe('a level that starts solved', () => {
  it.each([
    ['bars', 'goal 1\n11\n11\n'],
    ['anemones', 'anemones 3\ntap 1 lowers 2\nstart 1 3\ngoal 1 3\n'],
  ] as const)('%s: the Solver panel says it before any Solve, and play says it is won with no move made', async (id, text) => {
    act(() => useApp.getState().openLevel(id, text, 'done already'));
    act(() => useApp.getState().setMode('solve'));
    render(<App />);
    expect(screen.getAllByText('This level starts solved: there is nothing to do.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Press Solve to find the shortest solution.')).toBeNull();
    act(() => useApp.getState().setMode('play'));
    expect(await screen.findByText('Already solved at the start: 0 moves.', { selector: '.pl-win' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Solved in 0 moves/)).toBeNull();
  }, 30_000);

  it('a level with a move to make still asks for Solve', () => {
    act(() => useApp.getState().openLevel('bars', 'goal 1\n11\n10\n', null));
    render(<App />);
    expect(screen.getAllByText('Press Solve to find the shortest solution.').length).toBeGreaterThan(0);
  });
});
