// Edits undone and redone in the store: each version of a level edited through keeps the moves
// played on it and its answer, and the board shows the positions of the level it is on.
import { act } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadRules, useApp } from '../../../src/app/store.ts';
import * as moveTree from '../../../src/view/moveTree.ts';

const initial = useApp.getState();
beforeAll(() => loadRules('move'));
beforeEach(() => {
  act(() => useApp.setState(initial, true));
  act(() => useApp.getState().chooseFamily('move'));
});

/** the open level with an obstacle painted on its first cell free of floor and dots */
function painted(): unknown {
  const { family, level } = useApp.getState();
  const [floor, dots] = family!.make(level).split('--\n') as [string, string];
  const at = [...floor].findIndex((c, i) => c === '.' && dots[i] === '.');
  const p = family!.parse(`${floor.slice(0, at)}#${floor.slice(at + 1)}--\n${dots}`);
  if (!p.ok) throw new Error(p.error.message);
  return p.level;
}

/** the first legal move from the current position that is not `not` */
function playOne(not?: string): string {
  const { family, level, tree } = useApp.getState();
  const m = family!.legalMoves(level, moveTree.currentNode(tree!).data.state).find((x) => x !== not)!;
  act(() => void useApp.getState().playMove(m));
  return m;
}

/** the playback walks the tree's own line: its moves, and its positions */
function expectPlaybackOfTree() {
  const { tree, playback } = useApp.getState();
  const ids = moveTree.lineThrough(tree!);
  expect(playback!.moves).toEqual(moveTree.movesOf(tree!, ids));
  expect(playback!.states).toEqual(ids.map((id) => tree!.nodes[id]!.data.state));
}

describe('a level edited, played, and the edit undone or redone', () => {
  it('the edit undone: the board shows the level as opened, not the positions played on the edited one', () => {
    const opened = useApp.getState().level;
    const first = playOne();
    act(() => useApp.getState().setLevel(painted()));
    // a move on the edited level (the same node ids as the move played on the level as opened)
    playOne(first);
    act(() => useApp.getState().setLevel(opened));
    expectPlaybackOfTree();
  });

  it('the edit redone: the moves played on the edited level and its answer are back', () => {
    const opened = useApp.getState().level;
    const edited = painted();
    act(() => useApp.getState().setLevel(edited));
    playOne();
    playOne();
    const played = useApp.getState().tree;
    // its answer (as a solve leaves it)
    act(() => useApp.setState((s) => ({ solve: { ...s.solve, status: 'done', result: { kind: 'solved', moves: 9, solution: [] } as never } })));
    const answer = useApp.getState().solve;
    // a second edit, undone; then the first undone and redone
    act(() => useApp.getState().setLevel(painted()));
    expect(useApp.getState().tree?.current).toBe(0);
    act(() => useApp.getState().setLevel(edited));
    expect(useApp.getState().tree).toBe(played);
    act(() => useApp.getState().setLevel(opened));
    act(() => useApp.getState().setLevel(edited));
    expect(useApp.getState().tree).toBe(played);
    expect(useApp.getState().playback?.index).toBe(2);
    expect(useApp.getState().solve).toBe(answer);
    expectPlaybackOfTree();
  });

  it('a stroke of paint on a level with nothing played or solved keeps none of its versions', () => {
    for (let i = 0; i < 3; i++) act(() => useApp.getState().setLevel(painted()));
    expect(useApp.getState().left).toEqual({});
  });
});

describe('a solve stopped by an edit', () => {
  it('the edit undone: the solve is there as stopped, with the best line it had found to watch', () => {
    const opened = useApp.getState();
    const { family, level } = opened;
    // a solve running, with a line found (two moves; the worker is not needed to stop one)
    const a = family!.legalMoves(level, family!.start(level))[0]!;
    const b = family!.legalMoves(level, family!.play(level, family!.start(level), a)!)[0]!;
    const progress = { ...opened.solve.progress, bestFound: { moves: 2, solution: [a, b] } } as never;
    act(() => useApp.setState({ solve: { ...opened.solve, status: 'running', progress } }));
    act(() => useApp.getState().setLevel(painted()));
    expect(useApp.getState().solve.status).toBe('idle');
    act(() => useApp.getState().setLevel(level));
    expect(useApp.getState().solve).toMatchObject({ status: 'cancelled', progress });
    expect(useApp.getState().playback?.moves).toEqual([a, b]);
    expectPlaybackOfTree();
  });
});
