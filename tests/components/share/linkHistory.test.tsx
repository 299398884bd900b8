// useLinkSync and the browser's history: Back and Forward to a link of one's own (a store of the
// test's making, as linkSync.test's: the app is handed in, not imported).
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { create } from 'zustand';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { useLinkSync, type LinkedLevel } from '../../../src/share/useLinkSync.ts';

const MOVE = '..A\n--\na..\n';
const OTHER = 'B.\n--\nb.\n';
const SOLVED = { status: 'done', result: { kind: 'solved', solution: ['R', 'R'] } };

/** A store that, as the app's, gives a level opened again the solve it was left with. */
function fakeApp() {
  const calls: string[] = [];
  const left = new Map<string, LinkedLevel['solve']>();
  const app = create<LinkedLevel>()((set, get) => ({
    familyId: 'anemones',
    levelText: 'start',
    levelName: null,
    level: {},
    tree: {},
    playback: null,
    solve: { status: 'idle' },
    openLevel: (familyId: FamilyId, levelText: string, levelName: string | null) => {
      calls.push(`open ${levelText === MOVE ? 'MOVE' : 'OTHER'}`);
      left.set(get().levelText, get().solve);
      set({ familyId, levelText, levelName, solve: left.get(levelText) ?? { status: 'idle' } });
    },
    solveLevel: () => void calls.push('solve'),
    goTo: (i: number) => void calls.push(`goTo ${i}`),
  }));
  const lines: string[] = [];
  // (one function for every render, as the app's: the hook's effect depends on it)
  const showLine = (moves: readonly string[], index: number) => void lines.push(`${moves.join(' ')} @${index}`);
  function Host() {
    useLinkSync(app, showLine);
    return null;
  }
  return { app, calls, lines, Host };
}

/** Back or Forward to `link`: the browser sets the address, then says so */
const traverseTo = (link: string) =>
  act(() => {
    history.replaceState({ by: 'unstuck' }, '', link);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

beforeEach(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
  act(() => useMyLevels.getState().load());
});

describe('useLinkSync and Back', () => {
  it("Back to a variation of a level solved in this session shows the line and does not solve again; a link's level not solved here is solved", () => {
    const variation = encodeLevelLink({ family: 'move', text: MOVE, line: ['R'], solved: true, position: 1 });
    history.replaceState(null, '', '/' + variation);
    const { app, calls, lines, Host } = fakeApp();
    render(<Host />);
    // opened from the address: solved again, the line kept beside the answer
    expect(calls).toEqual(['open MOVE', 'solve']);
    act(() => app.setState({ solve: SOLVED }));
    act(() => app.getState().openLevel('move', OTHER, null));
    traverseTo(variation);
    expect(calls).toEqual(['open MOVE', 'solve', 'open OTHER', 'open MOVE']);
    expect(lines).toEqual(['R @1', 'R @1']);
    // Forward to the other level, whose answer was never found: a link of it with /s solves it
    traverseTo(encodeLevelLink({ family: 'move', text: OTHER, line: ['R'], solved: true }));
    expect(calls.slice(4)).toEqual(['open OTHER', 'solve']);
  });
});

describe('useLinkSync and Back pressed while a family loads', () => {
  it("the family's level read after Back has shown the entry before, but before the browser said so: that entry keeps its link, and the level Back went to is opened", () => {
    const link = encodeLevelLink({ family: 'move', text: MOVE });
    history.replaceState(null, '', '/' + link);
    const { app, calls, Host } = fakeApp();
    render(<Host />);
    expect(calls).toEqual(['open MOVE']);
    // a family's tab pressed: its rules load (no level yet), and it gets an entry of its own
    act(() => app.setState({ familyId: 'bars', levelText: '', level: null, levelError: null, tree: null, opens: (app.getState().opens ?? 0) + 1 }));
    const before = (history.state as { at: number }).at - 1;
    // Back: the browser shows the entry before (its state and address) and says so (hashchange) a task later…
    history.replaceState({ by: 'unstuck', at: before }, '', link);
    // …and in between, the family's rules have read its first level
    act(() => app.setState({ levelText: '01\n10', level: {}, tree: {} }));
    expect(window.location.hash).toBe(link);
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(calls).toEqual(['open MOVE', 'open MOVE']);
    expect(app.getState().levelText).toBe(MOVE);
  });
});
