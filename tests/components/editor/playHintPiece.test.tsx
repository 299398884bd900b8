// A Hint whose move is another piece's (Snakebird's second snakebird) chooses that piece: before,
// the snakebird chosen stayed, no direction button was marked, and the arrow keys moved the
// snakebird the hint was not about. A Hint of a cell (Bars, Anemones) puts the keyboard's cursor
// on it, where Enter presses it; before, the cursor stayed where it was.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import { clearSolveCache, SolverClient } from '../../../src/worker/client.ts';
import { FakeWorker } from '../../unit/helpers/workers.ts';

describe('Play: a Hint', () => {
  it("for another piece's move chooses that piece, marks the direction that plays it, and the arrow key plays it", async () => {
    clearSolveCache();
    const parsed = snakebird.parse('----*\n-----\nBA-ba\n#####\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const level = parsed.level;
    const start = snakebird.start(level);
    const pieces = snakebirdView.input.pieces!(level, start);
    expect(pieces).toHaveLength(2);
    // a legal move of the second piece, given as the hint
    const move = snakebird.legalMoves(level, start).find((m) => snakebirdView.input.direction!(m.slice(-1) as 'U', pieces[1]!) === m)!;
    expect(move).toBeDefined();
    const solver = new SolverClient(
      () => new FakeWorker(({ id }, post) => post({ type: 'result', id, result: { kind: 'solved', moves: 5, solution: [move], stored: 0, elapsedMs: 0, bytes: 0, method: 'bfs' } })),
    );
    render(<PlayPanel family={snakebird} view={snakebirdView} level={level} solver={solver} />);
    const radios = [...screen.getByRole('radiogroup').querySelectorAll('[role="radio"]')];
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint')).toHaveAttribute('data-move', move));
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    const arrow = { U: 'Up', D: 'Down', L: 'Left', R: 'Right' }[move.slice(-1)]!;
    const marked = screen.getByRole('group', { name: 'Directions' }).querySelectorAll('.pl-hinted');
    expect([...marked].map((b) => b.textContent)).toEqual([arrow]);
    fireEvent.keyDown(window, { key: `Arrow${arrow}` });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    expect(screen.getByRole('list', { name: 'Moves played' })).toHaveTextContent(snakebirdView.describeMove(move));
  });

  it("of a cell puts the keyboard's cursor on it: the first key shows it there, Enter presses it", async () => {
    clearSolveCache();
    const { bars } = await import('../../../src/puzzles/bars/index.ts');
    const { barsView } = await import('../../../src/puzzles/bars/view.ts');
    const parsed = bars.parse('pattern plus\ngoal 0\n000\n010\n000\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const solver = new SolverClient(
      () => new FakeWorker(({ id }, post) => post({ type: 'result', id, result: { kind: 'solved', moves: 5, solution: ['3,2'], stored: 0, elapsedMs: 0, bytes: 0, method: 'bfs' } })),
    );
    render(<PlayPanel family={bars} view={barsView} level={parsed.level} solver={solver} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint')).toHaveAttribute('data-move', '3,2'));
    const said = () => document.querySelector('.pl-status .sr-only')!.textContent;
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(said()).toBe('Cursor: Press row 3, column 2.');
    // (the family's words, asked for as the panel opened, are here: the move is said with what it caused)
    await act(() => barsView.howToPlay());
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(said()).toBe('Move 1: Press row 3, column 2. Turned 3 lights on and 1 off. 3 of 9 on.');
  });
});
