// The playback speed a person chose stays theirs: a solve of another level, or of the level
// after an edit, plays at it too, where it went back to 2 moves a second.
import '@vitest/web-worker';
import { act, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadRules, loadSolver, useApp } from '../../../src/app/store.ts';

const initial = useApp.getState();
beforeAll(() => Promise.all([loadRules('move'), loadSolver()]));
beforeEach(() => {
  act(() => useApp.setState(initial, true));
  act(() => useApp.getState().chooseFamily('move'));
});

async function solved() {
  act(() => useApp.getState().solveLevel());
  await waitFor(() => expect(useApp.getState().solve.status).toBe('done'), { timeout: 10_000 });
  return useApp.getState().playback!;
}

describe('the playback speed', () => {
  it('is kept for the solve of another level', async () => {
    await solved();
    act(() => useApp.getState().setSpeed(8));
    expect(useApp.getState().playback!.speed).toBe(8);
    const { family, levelName } = useApp.getState();
    act(() => useApp.getState().openGalleryLevel(family!.gallery.find((g) => g.name !== levelName)!.name));
    expect((await solved()).speed).toBe(8);
  });

  it('is kept for a move played on a level not solved yet', () => {
    act(() => useApp.getState().setSpeed(4));
    const { family, level } = useApp.getState();
    act(() => void useApp.getState().playMove(family!.legalMoves(level, family!.start(level))[0]!));
    expect(useApp.getState().playback!.speed).toBe(4);
  });
});
