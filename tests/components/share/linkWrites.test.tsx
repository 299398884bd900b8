// When an edit's link reaches the address. The draft is saved at each edit (what keeps the work
// through a crash or a reload); the address's link, a deflate of the whole level, is written
// once the edits pause, or at once when the page is hidden: a painted cell on a slowed phone
// wrote both in its tap.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { DRAFT_KEY } from '../../../src/share/storedData.ts';
import { useLinkSync, type LinkedLevel } from '../../../src/share/useLinkSync.ts';

const OPENED = '..A\n--\na..\n';
const EDITS = ['A.A\n--\na..\n', 'AAA\n--\na..\n', 'AAA\n--\naa.\n', 'AAA\n--\naaa\n'];
const linkOf = (text: string) => encodeLevelLink({ family: 'move', text, name: null });

/** the app's store as link sync sees it, on a Move level opened from its link */
function editedApp() {
  const app = create<LinkedLevel>()((set) => ({
    familyId: 'move',
    levelText: OPENED,
    levelName: null,
    level: {},
    playback: null,
    solve: { status: 'idle' },
    openLevel: (familyId, levelText, levelName) => set({ familyId, levelText, levelName }),
    solveLevel: () => {},
    goTo: () => {},
  }));
  function Host() {
    useLinkSync(app);
    return null;
  }
  render(<Host />);
  return { edit: (levelText: string) => act(() => app.setState({ levelText })) };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  act(() => useMyLevels.getState().load());
  history.replaceState(null, '', '/' + linkOf(OPENED));
});
afterEach(() => vi.useRealTimers());

describe("an edit's link", () => {
  it('is written once the edits pause: the draft at each edit, the address once dropped, then the last level', () => {
    const { edit } = editedApp();
    const replaced = vi.spyOn(history, 'replaceState');
    for (const text of EDITS) {
      edit(text);
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).text).toBe(text);
      // (a reload now opens the draft: no link names the level before the edit)
      expect(location.hash).toBe('');
    }
    expect(replaced).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(250));
    expect(location.hash).toBe(linkOf(EDITS[3]!));
    expect(replaced).toHaveBeenCalledTimes(2);
    replaced.mockRestore();
  });

  it('is written at once when the page is hidden or left', () => {
    const { edit } = editedApp();
    edit(EDITS[0]!);
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Reflect.deleteProperty(document, 'visibilityState');
    expect(location.hash).toBe(linkOf(EDITS[0]!));
    edit(EDITS[1]!);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(location.hash).toBe(linkOf(EDITS[1]!));
  });
});
