// The level already open, opened again (its gallery entry, a saved copy, its link), is the same
// level: its edit history (kept against the level itself, EditorPanel), the moves played and its
// name come through, where a fresh copy would have started them over.
import '@vitest/web-worker';
import { act, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { knownKey, loadRules, loadSolver, useApp } from '../../../src/app/store.ts';

const initial = useApp.getState();
beforeAll(() => Promise.all([loadRules('move'), loadSolver()]));
beforeEach(() => {
  act(() => useApp.setState(initial, true));
  act(() => useApp.getState().chooseFamily('move'));
});

describe('the open level opened again', () => {
  it('from the gallery: the same level, its moves played kept', () => {
    const { family, levelName, level } = useApp.getState();
    act(() => void useApp.getState().playMove(family!.legalMoves(level, family!.start(level))[0]!));
    const played = useApp.getState().tree;
    expect(played?.current).not.toBe(0);
    act(() => useApp.getState().openGalleryLevel(levelName!));
    expect(useApp.getState().level).toBe(level);
    expect(useApp.getState().tree).toBe(played);
  });

  it('under another name (a saved copy): the same level, under that name', () => {
    const { familyId, levelText, level } = useApp.getState();
    act(() => useApp.getState().openLevel(familyId, levelText, 'my copy'));
    expect(useApp.getState().level).toBe(level);
    expect(useApp.getState().levelName).toBe('my copy');
  });

  it('another level of the family still opens afresh', () => {
    const { family, levelName, level } = useApp.getState();
    const other = family!.gallery.find((g) => g.name !== levelName)!;
    act(() => useApp.getState().openGalleryLevel(other.name));
    expect(useApp.getState().level).not.toBe(level);
    expect(useApp.getState().levelName).toBe(other.name);
    expect(useApp.getState().tree?.current ?? 0).toBe(0);
  });
});

describe('a level left for another and opened again', () => {
  it('has its answer, its move tree with a variation, and the position back', async () => {
    const { family, levelName, level } = useApp.getState();
    act(() => useApp.getState().solveLevel());
    await waitFor(() => expect(useApp.getState().solve.status).toBe('done'), { timeout: 10_000 });
    const solved = useApp.getState().solve;
    // watch to move 2, then a move of one's own there: a variation beside the solution
    act(() => useApp.getState().goTo(2));
    const main = useApp.getState().playback!.moves;
    const s = useApp.getState();
    const own = family!.legalMoves(level, s.playback!.states[2]).find((m) => m !== main[2])!;
    act(() => void useApp.getState().playMove(own));
    const played = useApp.getState().tree;
    const other = family!.gallery.find((g) => g.name !== levelName)!;
    act(() => useApp.getState().openGalleryLevel(other.name));
    expect(useApp.getState().tree?.current ?? 0).toBe(0);
    act(() => useApp.getState().openGalleryLevel(levelName!));
    const back = useApp.getState();
    expect(back.level).toBe(level);
    expect(back.solve).toBe(solved);
    expect(back.tree).toBe(played);
    expect(back.playback?.index).toBe(3);
    expect(back.playback?.moves.slice(0, 3)).toEqual([...main.slice(0, 2), own]);
  }, 30_000);

  it('edited: opened again (a saved copy) with its edits and the way back to the level as opened', () => {
    const { family, levelName, levelText, level } = useApp.getState();
    const [floor, dots] = levelText.split('--\n') as [string, string];
    const at = [...floor].findIndex((c, i) => c === '.' && dots[i] === '.');
    const editedText = `${floor.slice(0, at)}#${floor.slice(at + 1)}--\n${dots}`;
    const edited = family!.parse(editedText);
    if (!edited.ok) throw new Error(edited.error.message);
    act(() => useApp.getState().setLevel(edited.level));
    const other = family!.gallery.find((g) => g.name !== levelName)!;
    act(() => useApp.getState().openGalleryLevel(other.name));
    act(() => useApp.getState().openLevel('move', editedText, 'my copy'));
    expect(useApp.getState().level).toBe(edited.level);
    // the edit undone: the level as opened, under its name
    act(() => useApp.getState().setLevel(level));
    expect(useApp.getState()).toMatchObject({ levelText, levelName });
  });
});

describe('the levels left in a session', () => {
  it('are kept up to the 64 left last: a long session does not hold every level it left', () => {
    /** a 4×4 Move level of one dot, its target and the dot at two places of 16 */
    const text = (target: number, dot: number) => {
      const grid = (c: string, at: number) => Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, k) => (r * 4 + k === at ? c : '.')).join('')).join('\n');
      return `${grid('A', target)}\n--\n${grid('a', dot)}\n`;
    };
    const texts = Array.from({ length: 70 }, (_, i) => text(i % 16, (Math.floor(i / 16) + 1 + (i % 16)) % 16));
    expect(new Set(texts).size).toBe(70);
    for (const t of texts) act(() => useApp.getState().openLevel('move', t, null));
    const left = Object.keys(useApp.getState().left);
    expect(left).toHaveLength(64);
    expect(left).toContain(knownKey('move', texts[68]!));
    expect(left).not.toContain(knownKey('move', texts[0]!));
  });
});
