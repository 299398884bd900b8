// The Solve panel's memory note while editing: the level's estimate (Move's runs a short search,
// tens of ms a level, more on a phone) is made once the edits pause, not on every cell of a
// stroke, which each paid before.
import { act, render } from '@testing-library/react';
import { beforeAll, describe, it } from 'vitest';
import { SolveNotes } from '../../../src/app/SolveNotes.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { estimatesOnceEditsPause } from '../estimateWait.ts';

beforeAll(() => loadRules('move'));

describe('the Solve panel’s notes while editing', () => {
  it('estimate a level once its edits pause', () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setMode('edit'));
    const level = useApp.getState().level as object;
    estimatesOnceEditsPause(
      () => render(<SolveNotes />),
      () => undefined,
      // a stroke over three cells: three levels, each new to the estimate (it keeps one a level)
      () => {
        for (let i = 0; i < 3; i++) act(() => useApp.getState().setLevel({ ...level }));
      },
    );
  });
});
