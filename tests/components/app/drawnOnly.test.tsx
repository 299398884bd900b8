// An edit that changes only how a level is drawn (a DogBunny node moved to tidy the drawing) is
// the same puzzle (PuzzleFamily.samePuzzle): the moves played and the answer stay, where any
// other edit starts a new tree.
import '@vitest/web-worker';
import { act, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadRules, loadSolver, useApp } from '../../../src/app/store.ts';
import type { DogBunnyLevel } from '../../../src/puzzles/dogbunny/format.ts';

const initial = useApp.getState();
beforeAll(() => Promise.all([loadRules('dogbunny'), loadSolver()]));
beforeEach(() => {
  act(() => useApp.setState(initial, true));
  act(() => useApp.getState().chooseFamily('dogbunny'));
});

/** the open level with its first node moved to a grid point no node takes */
function withFirstNodeMoved(level: DogBunnyLevel): DogBunnyLevel {
  const taken = new Set(level.nodes.map((n) => `${n.x},${n.y}`));
  let x = 0;
  while (taken.has(`${x},0`)) x++;
  return { ...level, nodes: level.nodes.map((n, i) => (i === 0 ? { ...n, x, y: 0 } : n)) };
}

describe('an edit of how a DogBunny level is drawn', () => {
  it('a node moved keeps the moves played and the name; the text has its new place', () => {
    const { family, level, levelText, levelName } = useApp.getState();
    const start = family!.start(level);
    act(() => void useApp.getState().playMove(family!.legalMoves(level, start)[0]!));
    const played = useApp.getState().tree;
    expect(played!.nodes.length).toBeGreaterThan(1);
    const moved = withFirstNodeMoved(level as DogBunnyLevel);
    act(() => useApp.getState().setLevel(moved));
    const after = useApp.getState();
    expect(after.level).toBe(moved);
    expect(after.levelText).not.toBe(levelText);
    expect(after.levelText).toBe(family!.make(moved));
    expect(after.tree).toBe(played);
    expect(after.levelName).toBe(levelName);
  });

  it('a node moved while the level solves: the solve runs on and its answer comes', async () => {
    const { level } = useApp.getState();
    act(() => useApp.getState().solveLevel());
    expect(useApp.getState().solve.status).toBe('running');
    act(() => useApp.getState().setLevel(withFirstNodeMoved(level as DogBunnyLevel)));
    await waitFor(() => expect(useApp.getState().solve.status).toBe('done'), { timeout: 10_000 });
    expect(useApp.getState().solve.result).toMatchObject({ kind: 'solved' });
  }, 30_000);

  it('an edit of the puzzle itself (an animal more) starts a new tree', () => {
    const { family, level } = useApp.getState();
    act(() => void useApp.getState().playMove(family!.legalMoves(level, family!.start(level))[0]!));
    const l = level as DogBunnyLevel;
    const more: DogBunnyLevel = { ...l, animals: [...l.animals, { ...l.animals[0]! }] };
    act(() => useApp.getState().setLevel(more));
    expect(useApp.getState().tree!.nodes.length).toBe(1);
  });
});
