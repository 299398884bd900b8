// A test of the whole app, its sharing code included, starts on the page as it was at first: at
// '/', nothing stored, the app's store as it was when this was called (as the test file loads), My levels read again
// (empty). Returns that first state of the app's store.
import { act } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { useApp } from '../../src/app/store.ts';
import { useMyLevels } from '../../src/share/myLevels.ts';

export function freshPageForEachTest(): ReturnType<typeof useApp.getState> {
  const initial = useApp.getState();
  beforeEach(() => {
    history.replaceState(null, '', '/');
    localStorage.clear();
    act(() => {
      useApp.setState(initial, true);
      useMyLevels.getState().load();
    });
  });
  return initial;
}
