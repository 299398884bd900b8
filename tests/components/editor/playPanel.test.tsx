import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import type { SolveFunction } from '../../../src/worker/client.ts';
import type { AnyFamily } from '../../../src/puzzles/types.ts';
import { moveFormatFamily, type TestMoveLevel } from './moveFormatFamily.ts';

/** A reference breadth-first solver over the family's own play(), for the test's answers. */
function bfsSolution(family: AnyFamily, level: unknown, fromMoves: readonly string[]): string[] | null {
  let state = family.start(level);
  for (const m of fromMoves) state = family.play(level, state, m);
  const key = (s: unknown) => JSON.stringify(s);
  const seen = new Map<string, string[]>([[key(state), []]]);
  let layer = [state];
  while (layer.length) {
    const next: unknown[] = [];
    for (const s of layer) {
      const path = seen.get(key(s))!;
      if (family.isWon(level, s)) return path;
      for (const m of family.legalMoves(level, s)) {
        const t = family.play(level, s, m);
        if (t !== null && !seen.has(key(t))) {
          seen.set(key(t), [...path, m]);
          next.push(t);
        }
      }
    }
    layer = next;
  }
  return null;
}

const level: TestMoveLevel = { floor: ['...', '.#.', '..A'], dots: ['a..', '...', '...'] };
const solve: SolveFunction = async ({ fromMoves }) => {
  const solution = bfsSolution(moveFormatFamily, level, fromMoves ?? [])!;
  return { kind: 'solved', moves: solution.length, solution, stored: 0, elapsedMs: 0, bytes: 0, method: 'bfs' };
};

describe('PlayPanel', () => {
  it('plays with the arrow keys, undoes, redoes, restarts and announces the win', () => {
    render(<PlayPanel family={moveFormatFamily} level={level} solve={solve} optimal={4} />);
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0 (optimal: 4)');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 2');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    // an illegal swipe (nothing moves) is not counted
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) fireEvent.keyDown(window, { key });
    expect(screen.getByRole('alert')).toHaveTextContent('Solved in 4 moves — optimal!');
  }, 30_000);

  it('plays by clicking a direction and by swiping', () => {
    render(<PlayPanel family={moveFormatFamily} level={level} solve={solve} />);
    fireEvent.click(screen.getByRole('button', { name: 'Right' }));
    const board = document.querySelector('.pl-board')!;
    fireEvent.pointerDown(board, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(board, { clientX: 160, clientY: 110 });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 2');
    expect(screen.getByText(/\.\.a/)).toBeInTheDocument();
  });

  it('gives a hint that is the first move of an optimal solution from the current position', async () => {
    render(<PlayPanel family={moveFormatFamily} level={level} solve={solve} />);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const hint = (await screen.findByTestId('hint')).textContent!.replace('Hint: ', '');
    const fromHere = bfsSolution(moveFormatFamily, level, ['D'])!;
    const afterHint = bfsSolution(moveFormatFamily, level, ['D', hint])!;
    expect(afterHint.length).toBe(fromHere.length - 1);
  });

  it('solves from here by playing the rest, and learns the optimal count from the start', async () => {
    render(<PlayPanel family={moveFormatFamily} level={level} solve={solve} stepMs={1} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Solve from here' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Solved in 4 moves — optimal!'));
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 4 (optimal: 4)');
  });
});
