// The level already open, opened again (its gallery entry, a saved copy, its link), is the same
// level: its edit history (kept against the level itself, EditorPanel), the moves played and its
// name come through, where a fresh copy would have started them over.
import { act } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadRules, useApp } from '../../../src/app/store.ts';

const initial = useApp.getState();
beforeAll(() => loadRules('move'));
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
