// What the Solve panel offers after a search stopped at a limit (SolveFurther): Keep searching
// with twice the budget, except where the search stopped at the memory limit with the most memory
// this browser gives a search, which twice the budget leaves as it was: it would stop at the same
// place after the same wait. That is said, with what may solve the level instead.
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SolveFurther } from '../../../src/app/SolveNotes.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { BROWSER_MAX_BYTES } from '../../../src/worker/budgets.ts';

beforeAll(async () => {
  await loadRules('move');
  await loadRules('snakebird');
});

const stoppedBy = (limit: 'memory' | 'states', maxBytes: number) =>
  act(() =>
    useApp.setState({
      solve: { status: 'done', progress: null, progressCount: 0, error: null, budget: { maxStates: 30_000_000, maxBytes }, result: { kind: 'limit', limit, depth: 40, stored: 3_465_300, elapsedMs: 10_800, bytes: maxBytes } },
    }),
  );
const keepSearching = () => screen.queryByRole('button', { name: 'Keep searching with twice the budget' });

describe('after a limit', () => {
  it('offers twice the budget where it is more memory, or more positions', async () => {
    act(() => useApp.getState().chooseFamily('move'));
    render(<SolveFurther />);
    stoppedBy('memory', BROWSER_MAX_BYTES / 2);
    expect(keepSearching()).not.toBeNull();
    expect(screen.queryByTestId('no-more-memory')).toBeNull();
    stoppedBy('states', BROWSER_MAX_BYTES);
    expect(keepSearching()).not.toBeNull();
  });

  it("at the memory limit with the browser's most memory, says so and what may solve it, not Keep searching", async () => {
    act(() => useApp.getState().chooseFamily('move'));
    const { unmount } = render(<SolveFurther />);
    stoppedBy('memory', BROWSER_MAX_BYTES);
    expect(keepSearching()).toBeNull();
    const most = `${(BROWSER_MAX_BYTES / 2 ** 20).toFixed(1)} MB`;
    expect(screen.getByTestId('no-more-memory').textContent).toBe(`${most} is the most memory a search may use in this browser: with more positions it would stop at the same place. A device with more memory may solve it.`);
    unmount();
    act(() => useApp.getState().chooseFamily('snakebird'));
    render(<SolveFurther />);
    stoppedBy('memory', BROWSER_MAX_BYTES);
    expect(screen.getByTestId('no-more-memory').textContent).toMatch(/stop at the same place\. Solve in compressed layers kept on disk needs little memory\.$/);
  });
});
