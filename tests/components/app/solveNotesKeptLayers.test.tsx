// The Solve panel's note on a solve in layers kept on disk asks the private file system whether
// the open level's layers are there. While editing it asks once the edits pause, not at each cell
// of a stroke: each ask took 38-53 ms of a 4x slowed phone's main thread.
import { act, render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SolveNotes } from '../../../src/app/SolveNotes.tsx';
import { LEVEL_AFTER_EDITS_MS } from '../../../src/app/levelAfterEdits.ts';
import { loadRules, useApp } from '../../../src/app/store.ts';

/** a private file system holding nothing: every file asked for is not found */
const getDirectory = vi.fn(async () => ({
  getFileHandle: async () => {
    throw new DOMException('not found', 'NotFoundError');
  },
}));

beforeAll(async () => {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { getDirectory, estimate: async () => ({ usage: 0, quota: 1 << 30 }) } });
  await loadRules('snakebird');
});
afterAll(() => void Reflect.deleteProperty(navigator, 'storage'));

describe('the Solve panel’s kept layers while editing', () => {
  it('are looked for once a stroke’s edits pause, not at each of its cells', async () => {
    act(() => useApp.getState().openLevel('snakebird', '----*\n--BA-\n#####\n', 'Tiny'));
    act(() => useApp.getState().setMode('edit'));
    render(<SolveNotes />);
    // (one ask whether the file system opens, one for the level's layers)
    await waitFor(() => expect(getDirectory.mock.calls.length).toBeGreaterThanOrEqual(2));
    await new Promise((r) => setTimeout(r, 2 * LEVEL_AFTER_EDITS_MS));
    const before = getDirectory.mock.calls.length;
    // a stroke over four cells: four levels, each another text
    for (const row of ['+---*', '-+--*', '--+-*', '---+*']) act(() => useApp.getState().setLevelText(`${row}\n--BA-\n#####\n`));
    await waitFor(() => expect(getDirectory.mock.calls.length).toBeGreaterThan(before));
    await new Promise((r) => setTimeout(r, 2 * LEVEL_AFTER_EDITS_MS));
    expect(getDirectory.mock.calls.length - before).toBe(1);
  });
});
