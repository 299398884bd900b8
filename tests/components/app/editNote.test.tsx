// What an edit does to the moves and the answer of a level, said in the Solve panel's notes:
// editing a level played on, the board is its start, and an edit sets them aside; once edited,
// that they are set aside, and that undoing the edits brings them back.
import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SolveNotes } from '../../../src/app/SolveNotes.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';

const initial = useApp.getState();
beforeAll(() => loadRules('move'));
beforeEach(() => {
  act(() => useApp.setState(initial, true));
  act(() => useApp.getState().openGalleryLevel('Move 4×4'));
  act(() => useApp.getState().chooseFamily('move'));
});

/** the note's words (editing, the other text, unseen, keeps its height: not said) */
const note = () => screen.queryByTestId('edit-note')?.querySelector(':scope > :not([aria-hidden])')?.textContent ?? null;
/** the level with one more obstacle, where floor and dots are both empty */
function painted(text: string): unknown {
  const [floor, dots] = text.split('--\n') as [string, string];
  const at = [...floor].findIndex((c, i) => c === '.' && dots[i] === '.');
  const p = useApp.getState().family!.parse(`${floor.slice(0, at)}#${floor.slice(at + 1)}--\n${dots}`);
  if (!p.ok) throw new Error(p.error.message);
  return p.level;
}

describe("the Solve panel's note on what an edit does to the moves played", () => {
  it('editing a level played on: its start is edited; once edited, what was played is set aside, and comes back with the edits undone', () => {
    const { level, levelText } = useApp.getState();
    const move = useApp.getState().family!.legalMoves(level, useApp.getState().family!.start(level))[0]!;
    act(() => void useApp.getState().playMove(move));
    act(() => useApp.getState().setMode('edit'));
    render(<SolveNotes />);
    expect(note()).toBe("Editing the level's start: an edit sets aside its moves and answer; Undo brings them back.");
    act(() => useApp.getState().setLevel(painted(levelText)));
    expect(note()).toBe('Edited: the moves and answer of the level before are set aside; Undo brings them back.');
    // watching the edited level: the way back is in Edit
    act(() => useApp.getState().setMode('solve'));
    expect(note()).toBe('Edited: the moves and answer of the level before are set aside; Undo in Edit brings them back.');
    // the edits undone: the level as opened, with its move
    act(() => useApp.getState().setMode('edit'));
    act(() => useApp.getState().setLevel(level));
    expect(useApp.getState().tree!.nodes.length).toBe(2);
    expect(note()).toMatch(/^Editing the level's start/);
    act(() => useApp.getState().setMode('solve'));
    expect(note()).toBeNull();
  });

  it('says nothing of a level nothing was played or solved on', () => {
    const { levelText } = useApp.getState();
    act(() => useApp.getState().setMode('edit'));
    render(<SolveNotes />);
    expect(note()).toBeNull();
    act(() => useApp.getState().setLevel(painted(levelText)));
    expect(note()).toBeNull();
  });
});
