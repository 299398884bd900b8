// The Solve panel's memory note: the level's estimate (Move's runs a short search, tens of ms a
// level, more on a phone) is made once the edits pause, not on every cell of a stroke, which each
// paid before; where it runs a search, in a worker, the note coming once it answers.
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SolveNotes } from '../../../src/app/SolveNotes.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { resetEstimates } from '../../../src/worker/estimates.ts';
import { LARGE_MOVE_LEVELS } from '../../unit/move/largeLevels.ts';
import { inThreadWorker } from '../../unit/helpers/workers.ts';
import { estimatesOnceEditsPause } from '../estimateWait.ts';

beforeAll(() => loadRules('move'));

describe('the Solve panel’s notes while editing', () => {
  it('estimate a level once its edits pause', async () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setMode('edit'));
    const level = useApp.getState().level as object;
    await estimatesOnceEditsPause(
      () => render(<SolveNotes />),
      () => undefined,
      // a stroke over three cells: three levels, each new to the estimate (it keeps one a level)
      () => {
        for (let i = 0; i < 3; i++) act(() => useApp.getState().setLevel({ ...level }));
      },
    );
  });

  it('estimate a large Move level (a short search) in the worker once its edits pause', async () => {
    act(() => useApp.getState().openLevel('move', LARGE_MOVE_LEVELS['o16-4']!, 'Four far'));
    act(() => useApp.getState().setMode('edit'));
    await estimatesOnceEditsPause(
      () => render(<SolveNotes />),
      () => expect(screen.getByTestId('memory-note')).toBeInTheDocument(),
      () => {
        const rest = LARGE_MOVE_LEVELS['o16-4']!.slice('#..#........#...'.length);
        for (const row of ['#..#........##..', '#..#........###.', '#..#........####']) act(() => useApp.getState().setLevelText(row + rest));
      },
    );
  });
});

describe('the Solve panel’s memory note of a level whose estimate runs a search', () => {
  it('says nothing until the worker answers, then the memory the level may need', async () => {
    resetEstimates(inThreadWorker);
    try {
      act(() => useApp.getState().openLevel('move', LARGE_MOVE_LEVELS['o16-4']!, 'Four far'));
      act(() => useApp.getState().setMode('solve'));
      render(<SolveNotes />);
      expect(screen.queryByTestId('memory-note')).toBeNull();
      // (the estimate of such a level searches from both ends too since 9b2f8f6: one to three seconds, past findBy's 1 s)
      expect(await screen.findByTestId('memory-note', undefined, { timeout: 20_000 })).toHaveTextContent(/GB/);
    } finally {
      resetEstimates();
    }
  }, 30_000);
});
