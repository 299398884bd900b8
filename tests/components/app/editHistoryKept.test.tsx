// A level edited, left for another (opened while editing, or while playing) and come back to:
// its editor's undo history is still there, as its moves and answer are (the store's `left`).
// The panel kept one history per family, reset to whatever level came next.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadRules, useApp, type Mode } from '../../../src/app/store.ts';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import type { FamilyEditorProps } from '../../../src/view/types.ts';

const initial = useApp.getState();
beforeAll(() => loadRules('move'));
beforeEach(() => {
  act(() => useApp.setState(initial, true));
  act(() => useApp.getState().chooseFamily('move'));
});

/** an editor whose one control paints an obstacle on the first cell free of floor and dots */
function Painter({ family, level, onChange }: FamilyEditorProps<unknown>) {
  const paint = () => {
    const [floor, dots] = family.make(level).split('--\n') as [string, string];
    const at = [...floor].findIndex((c, i) => c === '.' && dots[i] === '.');
    const p = family.parse(`${floor.slice(0, at)}#${floor.slice(at + 1)}--\n${dots}`);
    if (p.ok) onChange(p.level);
  };
  return (
    <button type="button" onClick={paint}>
      Paint
    </button>
  );
}

/** the shell's editing stage, in short: the editor in edit mode, keeping its history under the family */
function Stage() {
  const { mode, family, level, familyId, setLevel } = useApp();
  return mode === 'edit' && family && level !== null ? <EditorPanel family={family} level={level} onChange={setLevel} editor={Painter} keep={familyId} /> : null;
}

const undo = () => screen.getByRole('button', { name: 'Undo' });

describe('the undo history of a level left and come back to', () => {
  it.each<[string, Mode]>([
    ['another level opened while editing', 'edit'],
    ['another level opened while playing', 'play'],
  ])('%s', (_, modeThere) => {
    act(() => useApp.getState().setMode('edit'));
    render(<Stage />);
    const { levelName, levelText, family } = useApp.getState();
    fireEvent.click(screen.getByRole('button', { name: 'Paint' }));
    fireEvent.click(screen.getByRole('button', { name: 'Paint' }));
    const edited = useApp.getState().level;
    expect(undo()).toHaveAttribute('aria-disabled', 'false');
    act(() => useApp.getState().setMode(modeThere));
    const other = family!.gallery.find((g) => g.name !== levelName)!;
    act(() => useApp.getState().openGalleryLevel(other.name));
    act(() => useApp.getState().setMode('edit'));
    // the other level's own history: nothing to undo
    expect(undo()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Paint' }));
    // back (the edited level's saved copy, by its text), in edit mode
    act(() => useApp.getState().openLevel('move', family!.make(edited), 'my copy'));
    expect(useApp.getState().level).toBe(edited);
    fireEvent.click(undo());
    fireEvent.click(undo());
    // both paints undone: the level as opened, under its name
    expect(useApp.getState()).toMatchObject({ levelText, levelName });
  });
});
