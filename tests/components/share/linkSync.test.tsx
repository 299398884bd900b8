// useLinkSync against a store of its own making: the app is handed in, not imported.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { DRAFT_KEY, FAMILY_DRAFT_PREFIX, LEVEL_PREFIX, storedDraft, storedLevel } from '../../../src/share/storedData.ts';
import { useLinkSync, type LinkedLevel } from '../../../src/share/useLinkSync.ts';

const MOVE = '..A\n--\na..\n';

function fakeApp() {
  const calls: string[] = [];
  const restored: unknown[] = [];
  const app = create<LinkedLevel>()((set) => ({
    familyId: 'anemones',
    levelText: 'start',
    levelName: 'Start',
    level: {},
    playback: null,
    solve: { status: 'idle' },
    openLevel: (familyId: FamilyId, levelText: string, levelName: string | null) => {
      calls.push(`open ${familyId} ${levelName}`);
      set({ familyId, levelText, levelName });
    },
    // like the app's: a state change (listeners run)
    restoreDrafts: (d) => {
      restored.push(d);
      set({});
    },
    solveLevel: () => void calls.push('solve'),
    goTo: (i: number) => void calls.push(`goTo ${i}`),
  }));
  function Host() {
    const { linkError, keptNote } = useLinkSync(app);
    return (
      <>
        {linkError && <p role="alert">{linkError}</p>}
        {keptNote && <p role="status">{keptNote}</p>}
      </>
    );
  }
  return { app, calls, restored, Host };
}

beforeEach(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
  localStorage.setItem(DRAFT_KEY, storedDraft({ family: 'move', text: MOVE, name: 'mine' }));
  localStorage.setItem(`${FAMILY_DRAFT_PREFIX}move`, storedDraft({ family: 'move', text: MOVE, name: 'mine' }));
  localStorage.setItem(`${FAMILY_DRAFT_PREFIX}bars`, storedDraft({ family: 'bars', text: 'B', name: null }));
  act(() => useMyLevels.getState().load());
});

describe('useLinkSync', () => {
  it("opens the draft and hands the app every family's kept level", () => {
    const { calls, restored, Host } = fakeApp();
    render(<Host />);
    expect(calls).toEqual(['open move mine']);
    expect(restored).toEqual([{ move: { family: 'move', text: MOVE, name: 'mine' }, bars: { family: 'bars', text: 'B', name: null } }]);
  });

  it('a link with a position jumps there once the solve ends, even when the solve starts late (rules still loading)', () => {
    history.replaceState(null, '', '/' + encodeLevelLink({ family: 'move', text: MOVE, position: 3 }));
    const { app, calls, Host } = fakeApp();
    render(<Host />);
    expect(calls).toEqual(['open move null', 'solve']);
    // the rules arrive (nothing solving yet), then the solve runs and ends with a solution
    act(() => app.setState({ level: { loaded: true } }));
    act(() => app.setState({ solve: { status: 'running' } }));
    act(() => app.setState({ solve: { status: 'done' }, playback: { index: 0 } }));
    expect(calls).toEqual(['open move null', 'solve', 'goTo 3']);
  });

  it("a position past the end of the best line a cancelled solve kept calls it the best line found, not the solution; past a solution's end, the solution", () => {
    history.replaceState(null, '', '/' + encodeLevelLink({ family: 'move', text: MOVE, position: 50 }));
    const { app, Host } = fakeApp();
    render(<Host />);
    const best = ['R', 'D', 'L'];
    act(() => app.setState({ level: { loaded: true }, solve: { status: 'running', progress: { bestFound: { solution: best } } } }));
    // Cancel: the best line found so far becomes the line shown
    act(() => app.setState({ solve: { status: 'cancelled', result: null, progress: { bestFound: { solution: best } } }, playback: { index: 0, moves: best } }));
    expect(screen.getByRole('alert').textContent).toBe("This link's position, move 50, is past the end of the best line found (3 moves, not proven shortest); its end is shown.");
    // the link opened again once the solve has answered
    act(() => app.setState({ solve: { status: 'done', result: { kind: 'solved', solution: ['R', 'D'] } }, playback: { index: 0, moves: ['R', 'D'] } }));
    act(() => {
      window.location.hash = encodeLevelLink({ family: 'move', text: MOVE, position: 40 });
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('alert').textContent).toBe("This link's position, move 40, is past the end of the solution (2 moves); its end is shown.");
  });

  it('a refused link says why and opens the draft; solving and stepping do not write the draft', () => {
    history.replaceState(null, '', '/#v1/move/!!!');
    const { app, calls, Host } = fakeApp();
    render(<Host />);
    expect(screen.getByRole('alert').textContent).toMatch(/link/i);
    expect(calls).toEqual(['open move mine']);
    const before = localStorage.getItem(DRAFT_KEY);
    act(() => app.setState({ solve: { status: 'done' }, playback: { index: 0 } }));
    act(() => app.setState({ playback: { index: 3 } }));
    expect(localStorage.getItem(DRAFT_KEY)).toBe(before);
    act(() => app.getState().openLevel('bars', 'B2', null));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ family: 'bars', text: 'B2' });
    expect(JSON.parse(localStorage.getItem(`${FAMILY_DRAFT_PREFIX}bars`)!)).toMatchObject({ text: 'B2' });
    // the address no longer names a level the page is not on
    expect(location.hash).toBe('');
  });

  it('a link set on the open tab opens its level with its name; the level edited in that family is kept in My levels', () => {
    const { app, calls, Host } = fakeApp();
    render(<Host />);
    expect(calls).toEqual(['open move mine']);
    act(() => app.getState().openLevel('move', 'B.\n--\nb.\n', null));
    const link = encodeLevelLink({ family: 'move', text: FAMILIES.move!.gallery[0]!.text, name: 'From a friend', position: 2 });
    act(() => {
      location.hash = link;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(calls.slice(2)).toEqual(['open move From a friend', 'solve']);
    expect(screen.getByRole('status').textContent).toContain('kept in My levels as "My Move level"');
    expect(useMyLevels.getState().levels).toMatchObject([{ family: 'move', name: 'My Move level', text: 'B.\n--\nb.\n' }]);
    // the same link again (the app's own writes fire no event; a script's might) changes nothing
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(calls.slice(2)).toEqual(['open move From a friend', 'solve']);
  });

  it("a link opened in a new page keeps the level its family was left on in My levels (that family's autosave becomes the link's level)", () => {
    history.replaceState(null, '', '/' + encodeLevelLink({ family: 'move', text: '...A\n--\na...\n', name: 'Friend level' }));
    const { calls, Host } = fakeApp();
    render(<Host />);
    expect(calls).toEqual(['open move Friend level']);
    expect(screen.getByRole('status').textContent).toContain('kept in My levels as "mine"');
    expect(useMyLevels.getState().levels).toMatchObject([{ family: 'move', name: 'mine', text: MOVE }]);
  });

  it('a reload (the link of the level its family was left on) keeps nothing', () => {
    history.replaceState(null, '', '/' + encodeLevelLink({ family: 'move', text: MOVE, name: 'mine' }));
    const { calls, Host } = fakeApp();
    render(<Host />);
    expect(calls).toEqual(['open move mine']);
    expect(useMyLevels.getState().levels).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a link opened in a new page whose family was left on a level that cannot be kept (storage full) is not opened; the page opens as without it', () => {
    history.replaceState(null, '', '/' + encodeLevelLink({ family: 'move', text: '...A\n--\na...\n', name: 'Friend level' }));
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { calls, Host } = fakeApp();
    render(<Host />);
    full.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain('The link was not opened: the level you were editing could not be kept in My levels');
    expect(calls).toEqual(['open move mine']);
    expect(localStorage.getItem(`${FAMILY_DRAFT_PREFIX}move`)).toBe(storedDraft({ family: 'move', text: MOVE, name: 'mine' }));
  });

  it("another tab's writes are read again once they end: the families' levels go to the app, and the list to My levels", async () => {
    const { restored, Host } = fakeApp();
    render(<Host />);
    localStorage.setItem(`${FAMILY_DRAFT_PREFIX}bars`, storedDraft({ family: 'bars', text: 'B2', name: null }));
    localStorage.setItem(`${LEVEL_PREFIX}x`, storedLevel({ id: 'x', family: 'move', name: 'theirs', text: MOVE, savedAt: 1 }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: `${FAMILY_DRAFT_PREFIX}bars`, storageArea: localStorage }));
      window.dispatchEvent(new StorageEvent('storage', { key: `${LEVEL_PREFIX}x`, storageArea: localStorage }));
      // another site's key on this origin is not ours
      window.dispatchEvent(new StorageEvent('storage', { key: 'elsewhere', storageArea: localStorage }));
    });
    expect(restored).toHaveLength(1);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(restored).toHaveLength(2);
    expect(restored[1]).toMatchObject({ bars: { family: 'bars', text: 'B2', name: null } });
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['theirs']);
  });

  it('a refused link set on the open tab says why and keeps the level; an empty fragment is ignored', () => {
    const { app, calls, Host } = fakeApp();
    render(<Host />);
    act(() => {
      location.hash = '#v1/move/!!!';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('alert').textContent).toContain("This link is damaged: the level holds '!' (character 1 of it), which no Unstuck link has.");
    expect(calls).toEqual(['open move mine']);
    expect(app.getState().levelText).toBe(MOVE);
    act(() => {
      history.replaceState(null, '', '/');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(calls).toEqual(['open move mine']);
  });

  it('a level from another family stays in its draft: nothing is added to My levels', () => {
    const { calls, Host } = fakeApp();
    render(<Host />);
    act(() => {
      location.hash = encodeLevelLink({ family: 'bars', text: FAMILIES.bars!.gallery[0]!.text });
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(calls).toEqual(['open move mine', 'open bars null']);
    expect(useMyLevels.getState().levels).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
