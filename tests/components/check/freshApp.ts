// Each test of the Check panel starts from the app and the check as they were at first, every
// family's rules loaded, nothing of the test before left rendered.
import { act, cleanup } from '@testing-library/react';
import { beforeAll, beforeEach } from 'vitest';
import { useCheck } from '../../../src/app/check/checkStore.ts';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';

export function freshAppForEachTest(): void {
  const initialApp = useApp.getState();
  const initialCheck = useCheck.getState();
  beforeAll(() => Promise.all(FAMILY_IDS.map(loadRules)));
  beforeEach(() => {
    cleanup();
    act(() => {
      useCheck.getState().cancel();
      useCheck.setState(initialCheck, true);
      useApp.setState(initialApp, true);
    });
  });
}
