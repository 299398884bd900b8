// What the Solve panel's memory note and the Check panel both promise while editing: a level's
// estimate (Move's runs a short search) is made once the edits pause (app/levelAfterEdits.ts),
// not on every cell of a stroke; where it runs a search, in a worker (here the worker's own
// handleRequest in-thread, so that the family's estimate is the one the test watches).
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { LEVEL_AFTER_EDITS_MS } from '../../src/app/levelAfterEdits.ts';
import { useApp } from '../../src/app/store.ts';
import { resetEstimates } from '../../src/worker/estimates.ts';
import { inThreadWorker } from '../unit/helpers/workers.ts';

/** Lets what the clock's `ms` start run to its end: an estimate asked of the worker, its answer, the panel drawing it. */
export async function passes(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 4; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/**
 * With the open family's estimate watched and the clock in the test's hands: `open` draws the
 * panel, whose level is estimated once the pause has passed, and `opened` checks what it shows
 * then; `stroke` then makes the levels of a stroke, which get no estimate until the edits pause,
 * then one.
 */
export async function estimatesOnceEditsPause(open: () => void, opened: () => void, stroke: () => void): Promise<void> {
  vi.useFakeTimers();
  resetEstimates(inThreadWorker);
  const estimate = vi.spyOn(useApp.getState().family!, 'estimateSearch');
  try {
    open();
    await passes(LEVEL_AFTER_EDITS_MS);
    expect(estimate).toHaveBeenCalled();
    opened();
    estimate.mockClear();
    stroke();
    await passes(LEVEL_AFTER_EDITS_MS - 100);
    expect(estimate).not.toHaveBeenCalled();
    await passes(100);
    expect(estimate).toHaveBeenCalledTimes(1);
  } finally {
    estimate.mockRestore();
    vi.useRealTimers();
    resetEstimates();
  }
}
