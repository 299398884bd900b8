// A Hint (or Solve from here) asked, then the player moves on before it answers: the search was
// for the position left, so it stops there, as Cancel would. Before, it ran on: 'Looking for
// the best next move…' stayed under a position it was not about, Hint stayed off until the
// answer came, and that answer was then thrown away.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { clearSolveCache, SolverClient } from '../../../src/worker/client.ts';
import { FakeWorker } from '../../unit/helpers/workers.ts';
import { moveFormatFamily, type TestMoveLevel } from './moveFormatFamily.ts';
import { moveView } from '../../../src/puzzles/move/view.ts';

const level: TestMoveLevel = { floor: ['...', '.#.', '..A'], dots: ['a..', '...', '...'] };
/** workers that hold their answer until the test lets it go */
let workers: { worker: FakeWorker; answer(): void }[];
const holding = () =>
  new SolverClient(() => {
    let answer = () => {};
    const worker = new FakeWorker(({ id }, post) => {
      answer = () => post({ type: 'result', id, result: { kind: 'solved', moves: 3, solution: ['D', 'D', 'R'], stored: 0, elapsedMs: 0, bytes: 0, method: 'bfs' } });
    });
    workers.push({ worker, answer: () => answer() });
    return worker;
  });
beforeEach(() => {
  clearSolveCache();
  workers = [];
});

const asked = async () => waitFor(() => expect(workers.at(-1)?.worker.requests).toHaveLength(1));
const looking = () => screen.queryByText('Looking for the best next move…');

describe('Hint, then the player moves on before its answer', () => {
  for (const [how, moveOn] of [
    ['a move', () => fireEvent.keyDown(window, { key: 'ArrowDown' })],
    ['Undo', () => fireEvent.click(screen.getByRole('button', { name: 'Undo' }))],
    ['Restart', () => fireEvent.click(screen.getByRole('button', { name: 'Restart' }))],
  ] as const) {
    it(`${how}: the search stops, Hint is on again for the position now shown, and no hint comes`, async () => {
      render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={holding()} />);
      fireEvent.keyDown(window, { key: 'ArrowDown' });
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      await asked();
      expect(looking()).not.toBeNull();
      moveOn();
      expect(workers[0]!.worker.terminated).toBe(true);
      expect(looking()).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Hint' })).toHaveAttribute('aria-disabled', 'false');
      // (a terminated worker's answer never arrives; were it to, it would not show)
      workers[0]!.answer();
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByTestId('hint')).toBeNull();
      // a Hint for the position now shown is asked afresh, and answers
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      await asked();
      expect(workers[1]!.worker.requests[0]).toMatchObject({ fromMoves: how === 'a move' ? ['D', 'D'] : [] });
      workers[1]!.answer();
      await waitFor(() => expect(screen.getByTestId('hint')).toHaveAttribute('data-move', 'D'));
    });
  }

  it('Solve from here stops the same way when the player moves on', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={holding()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Solve from here' }));
    await asked();
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(workers[0]!.worker.terminated).toBe(true);
    expect(screen.queryByText('Solving from here…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Solve from here' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('a Hint answered where it was asked still shows (the search is not stopped by its own answer)', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={holding()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await asked();
    workers[0]!.answer();
    await waitFor(() => expect(screen.getByTestId('hint')).toHaveAttribute('data-move', 'D'));
    expect(workers[0]!.worker.terminated).toBe(false);
  });
});
