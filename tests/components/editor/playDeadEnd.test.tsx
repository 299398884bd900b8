// Hint at a dead end (a position with no win, not lost by the rules): it says so, and which move
// lost the win and how many moves to undo, from what the tree knows (a hint from the position
// before, the solution, the optimum) or else from searches back along the line played; past a
// position known to have no win, Hint answers with no search. Before, it said 'undo or restart'
// only, and searched again at every position after the dead end.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { clearSolveCache, SolverClient } from '../../../src/worker/client.ts';
import { FakeWorker } from '../../unit/helpers/workers.ts';
import { moveFormatFamily, type TestMoveLevel } from './moveFormatFamily.ts';
import { moveView } from '../../../src/puzzles/move/view.ts';

// a dot at the top left, the target at the bottom right; the test's solver says which
// positions win: those reached by the moves in `winning` (a line, and its beginnings)
const level: TestMoveLevel = { floor: ['...', '.#.', '..A'], dots: ['a..', '...', '...'] };
let requests: (readonly string[])[];
const solverWhere = (wins: (fromMoves: readonly string[]) => string[] | null) =>
  new SolverClient(
    () =>
      new FakeWorker(({ id, fromMoves = [] }, post) => {
        requests.push(fromMoves);
        const rest = wins(fromMoves);
        post({
          type: 'result',
          id,
          result: rest ? { kind: 'solved', moves: rest.length, solution: rest, stored: 0, elapsedMs: 0, bytes: 0, method: 'bfs' } : { kind: 'unsolvable', stored: 1, elapsedMs: 0, bytes: 0, method: 'bfs' },
        });
      }),
  );
/** wins from the start and after R; every other position is a dead end */
const afterRightOnly = (from: readonly string[]) => (from.length === 0 ? ['R', 'R', 'D', 'D'] : from.join() === 'R' ? ['R', 'D', 'D'] : null);
beforeEach(() => {
  clearSolveCache();
  requests = [];
});
const hint = () => fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
const key = (k: string) => fireEvent.keyDown(window, { key: k });

describe('Hint at a dead end', () => {
  it('after a move from a position known to win: that move lost the win, undo 1 move; further on, undo more, answered at once', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solverWhere(afterRightOnly)} />);
    key('ArrowRight');
    hint();
    await screen.findByTestId('hint');
    key('ArrowLeft');
    hint();
    await screen.findByText('No solution from here: move 2 (All dots ←) lost the win. Undo 1 move.');
    expect(screen.getByText('no way to win from here')).toBeInTheDocument();
    expect(requests).toEqual([['R'], ['R', 'L']]);
    // on past it: no search, the same move named, more to undo
    key('ArrowDown');
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 3');
    hint();
    expect(screen.getByText('No solution from here: move 2 (All dots ←) lost the win. Undo 2 moves.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Solve from here' }));
    expect(screen.getByText('No solution from here: move 2 (All dots ←) lost the win. Undo 2 moves.')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(screen.queryByText('Looking for the best next move…')).toBeNull();
    // undone to where it still wins, Hint asks again
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    hint();
    await waitFor(() => expect(screen.getByTestId('hint')).toHaveAttribute('data-move', 'R'));
  });

  it('from the start of a level whose optimum is known, the first move lost the win', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solverWhere(afterRightOnly)} optimal={4} />);
    key('ArrowDown');
    hint();
    await screen.findByText('No solution from here: move 1 (All dots ↓) lost the win. Undo 1 move.');
  });

  it('where nothing before is known to win: it searches back along the line for the move that lost it (halving), then says it', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solverWhere(afterRightOnly)} />);
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowRight');
    hint();
    await screen.findByText('No solution from here: move 1 (All dots ↓) lost the win. Undo 3 moves.');
    // from the position at move 3; then halfway back, move 1's (no win), then the start's (a win)
    expect(requests).toEqual([['D', 'D', 'R'], ['D'], []]);
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 3 (optimal: 4)');
    expect(screen.queryByText('Looking for the move that lost the win…')).toBeNull();
  });

  it('a level with no win at all: the start has none either, which the count says', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solverWhere(() => null)} />);
    key('ArrowDown');
    hint();
    await waitFor(() => expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1 (no solution)'));
    expect(requests).toEqual([['D'], []]);
    expect(screen.getByText('No solution from here: undo or restart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hint' })).toBeDisabled();
  });
});
