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
