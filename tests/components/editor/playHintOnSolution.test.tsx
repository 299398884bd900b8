// Hint and Solve from here on the solution from the start (a level solved, then taken over at
// move k): the rest of the solution is a shortest line from there, given at once with no search.
// Before, each asked the solver again, which on a level that took long to solve took as long.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { clearSolveCache, SolverClient } from '../../../src/worker/client.ts';
import { FakeWorker } from '../../unit/helpers/workers.ts';
import { moveFormatFamily, type TestMoveLevel } from './moveFormatFamily.ts';
import { moveView } from '../../../src/puzzles/move/view.ts';

const level: TestMoveLevel = { floor: ['...', '.#.', '..A'], dots: ['a..', '...', '...'] };
const solution = ['R', 'R', 'D', 'D'];
let workers: FakeWorker[];
/** a solver that never answers: what it is asked is counted */
const silent = () =>
  new SolverClient(() => {
    const w = new FakeWorker(() => {});
    workers.push(w);
    return w;
  });
beforeEach(() => {
  clearSolveCache();
  workers = [];
});
const asked = () => workers.flatMap((w) => w.requests);

describe('on the solution from the start', () => {
  it('Hint gives its next move at once, at the start and at move k; off it, Hint asks the solver', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={silent()} optimal={4} mainLine={solution} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByTestId('hint')).toHaveAttribute('data-move', 'R');
    expect(screen.getByTestId('hint')).toHaveTextContent(/^Hint: [^(]+$/);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByTestId('hint')).toHaveAttribute('data-move', 'D');
    expect(screen.queryByText('Looking for the best next move…')).toBeNull();
    expect(asked()).toEqual([]);
    // off the solution: a search from there
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]).toMatchObject({ fromMoves: ['R', 'R', 'L'] });
  });

  it('Solve from here plays the rest of it with no search', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={silent()} optimal={4} mainLine={solution} stepMs={1} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Solve from here' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Solved in 4 moves — optimal!'));
    expect(asked()).toEqual([]);
  });
});
