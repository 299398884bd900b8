// What the Solve panel's memory note and the Check panel both promise while editing: a level's
// estimate (Move's runs a short search) is made once the edits pause (app/levelAfterEdits.ts),
// not on every cell of a stroke.
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { LEVEL_AFTER_EDITS_MS } from '../../src/app/levelAfterEdits.ts';
import { useApp } from '../../src/app/store.ts';

/**
 * With the open family's estimate watched and the clock in the test's hands: `open` draws the
 * panel, whose level is estimated once the pause has passed, and `opened` checks what it shows
 * then; `stroke` then makes
 * the levels of a stroke, which get no estimate until the edits pause, then one.
 */
export function estimatesOnceEditsPause(open: () => void, opened: () => void, stroke: () => void): void {
  vi.useFakeTimers();
  const estimate = vi.spyOn(useApp.getState().family!, 'estimateSearch');
  try {
    open();
    act(() => vi.advanceTimersByTime(LEVEL_AFTER_EDITS_MS));
    expect(estimate).toHaveBeenCalled();
    opened();
    estimate.mockClear();
    stroke();
    act(() => vi.advanceTimersByTime(LEVEL_AFTER_EDITS_MS - 100));
    expect(estimate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(estimate).toHaveBeenCalledTimes(1);
  } finally {
    estimate.mockRestore();
    vi.useRealTimers();
  }
}
