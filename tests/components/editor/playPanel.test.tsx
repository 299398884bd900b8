import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlayPanel } from '../../../src/editor/PlayPanel.tsx';
import * as moveTree from '../../../src/view/moveTree.ts';
import { clearSolveCache, DEFAULT_BUDGET, SolverClient } from '../../../src/worker/client.ts';
import type { AnyFamily } from '../../../src/puzzles/types.ts';
import { FakeWorker } from '../../unit/helpers/workers.ts';
import { moveFormatFamily, type TestMoveLevel } from './moveFormatFamily.ts';
import { moveView } from '../../../src/puzzles/move/view.ts';

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
/** a solver whose worker answers with the reference solution from the request's position */
const bfsWorker = () =>
  new FakeWorker(({ id, fromMoves }, post) => {
    const solution = bfsSolution(moveFormatFamily, level, fromMoves ?? [])!;
    post({ type: 'result', id, result: { kind: 'solved', moves: solution.length, solution, stored: 0, elapsedMs: 0, bytes: 0, method: 'bfs' } });
  });
let solver: SolverClient;
beforeEach(() => {
  clearSolveCache();
  solver = new SolverClient(bfsWorker);
});

describe('PlayPanel', () => {
  it('plays with the arrow keys, undoes, redoes, restarts and announces the win', () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} optimal={4} />);
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0 (optimal: 4)');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 2');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    const restart = screen.getByRole('button', { name: 'Restart' });
    restart.focus();
    fireEvent.click(restart);
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    // at the start Restart is off but keeps the focus: disabled, it sent the focus on to Hint,
    // which a second Enter then pressed
    expect(restart).toHaveAttribute('aria-disabled', 'true');
    expect(restart).not.toBeDisabled();
    expect(document.activeElement).toBe(restart);
    // an illegal swipe (nothing moves) is not counted, and is said
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    const refused = document.querySelector('.pl-note')!;
    expect(refused.textContent).toBe('Not possible here: All dots ↑.');
    // refused again, the live words change (by a space unseen), so a screen reader says them again: they stayed the same and were not
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(document.querySelector('.pl-note')!.textContent).toBe('Not possible here: All dots ↑.\u00a0');
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(document.querySelector('.pl-note')!.textContent).toBe('Not possible here: All dots ↑.');
    expect(screen.getByRole('button', { name: 'Right' })).toBeEnabled();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) fireEvent.keyDown(window, { key });
    expect(screen.getByRole('alert')).toHaveTextContent('Solved in 4 moves — optimal!');
    // won: the direction buttons are off (Undo and Restart are the way on)
    for (const name of ['Up', 'Left', 'Down', 'Right']) expect(screen.getByRole('button', { name })).toBeDisabled();
    // and no search to ask for: off, and not said to be on (aria-disabled false beside disabled)
    for (const name of ['Hint', 'Solve from here']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  }, 30_000);

  it("answers a tap on the board that is no swipe with how a move is made there (a tap on a Move board's dot did nothing and said nothing); a swipe plays", () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} optimal={4} />);
    const board = document.querySelector('.pl-board')!;
    const press = (from: [number, number], to: [number, number], pointerType = 'touch') => {
      fireEvent.pointerDown(board, { clientX: from[0], clientY: from[1], pointerType });
      fireEvent.pointerUp(board, { clientX: to[0], clientY: to[1], pointerType });
    };
    press([40, 40], [42, 41]);
    expect(document.querySelector('.pl-note')?.textContent).toBe('A tap moves nothing here: swipe across the board, or press Up, Down, Left or Right.');
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
    press([40, 40], [41, 40], 'mouse');
    expect(document.querySelector('.pl-note')?.textContent).toBe('A click moves nothing here: drag across the board, or press Up, Down, Left or Right.');
    press([40, 40], [100, 40]);
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    expect(document.querySelector('.pl-note')).toBeNull();
  });

  it('come to a won position without a move played here (Play from here at the answer\'s end, a reload), the win is said as the position\'s, not cheered as the player\'s', () => {
    const line = bfsSolution(moveFormatFamily, level, [])!;
    let tree = moveTree.positionsTree(moveFormatFamily, level);
    const step = moveTree.stepper(moveFormatFamily, level);
    for (const m of line) tree = moveTree.playMove(tree, m, step)!;
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} optimal={line.length} tree={tree} onTreeChange={(t) => (tree = t)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`This position is won, ${line.length} moves from the start (optimal). Undo to play on from an earlier move.`);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Solved in');
  });

  it('leaves the keys pressed in a dialog over the board (My levels, How to play) to the dialog: no move, no undo', () => {
    render(
      <>
        <PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} optimal={4} />
        <div role="dialog" aria-label="My levels">
          <button>Open</button>
        </div>
      </>,
    );
    const inDialog = screen.getByRole('button', { name: 'Open' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    fireEvent.keyDown(inDialog, { key: 'ArrowRight' });
    fireEvent.keyDown(inDialog, { key: 'ArrowDown' });
    fireEvent.keyDown(inDialog, { key: 'z', ctrlKey: true });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 1');
    // the same keys outside it still play and undo
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0');
  });

  it('plays by clicking a direction and by swiping', () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} />);
    fireEvent.click(screen.getByRole('button', { name: 'Right' }));
    const board = document.querySelector('.pl-board')!;
    fireEvent.pointerDown(board, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(board, { clientX: 160, clientY: 110 });
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 2');
    expect(screen.getByText(/\.\.a/)).toBeInTheDocument();
  });

  it('a level a search proved has no solution says so, and offers no hint or solve from here', () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} optimal={null} />);
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0 (no solution)');
    expect(screen.getByText('A search proved this level has no solution.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hint' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Solve from here' })).toBeDisabled();
  });

  it('gives a hint that is the first move of an optimal solution from the current position', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} />);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const hint = (await screen.findByTestId('hint')).getAttribute('data-move')!;
    const fromHere = bfsSolution(moveFormatFamily, level, ['D'])!;
    const afterHint = bfsSolution(moveFormatFamily, level, ['D', hint])!;
    expect(afterHint.length).toBe(fromHere.length - 1);
    // the direction that plays it is marked, and plays it
    const marked = screen.getByRole('group', { name: 'Directions' }).querySelectorAll('.pl-hinted');
    expect(marked).toHaveLength(1);
    fireEvent.click(marked[0]!);
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 2');
    expect(screen.getByRole('list', { name: /^(Moves played|Solution moves)$/ })).toHaveTextContent(moveView.describeMove(hint));
    expect(screen.queryByTestId('hint')).toBeNull();
  });

  it('solves from here by playing the rest, and learns the optimal count from the start, for its caller too', async () => {
    const learned: (number | null)[] = [];
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} stepMs={1} onOptimal={(n) => learned.push(n)} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Solve from here' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Solved in 4 moves — optimal!'));
    expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 4 (optimal: 4)');
    expect(learned).toEqual([4]);
  });

  it('Solve from here after a Hint clears the hint, as a move does: at the win no hint shows or marks a direction', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} stepMs={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await screen.findByTestId('hint');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Solve from here' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Solved in 4 moves'));
    expect(screen.queryByTestId('hint')).toBeNull();
    expect(screen.getByRole('group', { name: 'Directions' }).querySelectorAll('.pl-hinted')).toHaveLength(0);
  });

  it('an invalid level is not played and claims no win: it says it cannot be played, and why', () => {
    const noDots: TestMoveLevel = { floor: ['...', '...'], dots: ['...', '...'] };
    expect(moveFormatFamily.isWon(noDots, moveFormatFamily.start(noDots))).toBe(true); // with no dots, every dot is home
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={noDots} solver={solver} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^This level cannot be played until it is mended in Edit: no dots\.$/);
    expect(screen.queryByText(/Solved in/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Solve from here' })).toBeNull();
  });

  describe('a winning line found before the best move is known (an early answer)', () => {
    /** the optimal line from the start, and a winning line that starts with another move */
    const lines = () => {
      const optimal = bfsSolution(moveFormatFamily, level, [])!;
      const start = moveFormatFamily.start(level);
      const other = moveFormatFamily.legalMoves(level, start).find((m) => m !== optimal[0] && bfsSolution(moveFormatFamily, level, [m]) !== null)!;
      return { optimal, line: [other, ...bfsSolution(moveFormatFamily, level, [other])!] };
    };
    const progress = (line: string[]) => ({ depth: 2, stored: 1234, frontier: 1, statesPerSecond: 1, bytes: 1, elapsedMs: 1, bestFound: { moves: line.length, solution: line } });

    it("Hint shows the first move of the line found so far, and the search's progress, until the best move comes", async () => {
      const { optimal, line } = lines();
      let answer: () => void = () => {};
      const workers: FakeWorker[] = [];
      const client = new SolverClient(() => {
        const w = new FakeWorker(({ id }, post) => {
          post({ type: 'progress', id, progress: progress(line) });
          answer = () => post({ type: 'result', id, result: { kind: 'solved', moves: optimal.length, solution: optimal, stored: 0, elapsedMs: 0, bytes: 0, method: 'bfs' } });
        });
        workers.push(w);
        return w;
      });
      render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={client} />);
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      await waitFor(() => expect(screen.getByTestId('hint')).toHaveAttribute('data-move', line[0]));
      expect(workers[0]!.requests[0]).toMatchObject({ early: true, fromMoves: [] });
      expect(screen.getByTestId('hint')).toHaveTextContent(`(the first move of a winning line of ${line.length} moves found so far; still looking for the best)`);
      expect(document.querySelector('.pl-status')).toHaveTextContent('2 moves deep, 1,234 positions');
      answer();
      await waitFor(() => expect(screen.getByTestId('hint')).toHaveAttribute('data-move', optimal[0]));
      expect(screen.getByTestId('hint')).toHaveTextContent(/^Hint: [^(]+$/);
      expect(screen.queryByText(/moves deep/)).toBeNull();
    });

    it('a search stopped at a limit still hints with the line found, and Solve from here plays it, saying it is not proven shortest', async () => {
      const { line } = lines();
      const client = new SolverClient(
        () =>
          new FakeWorker(({ id }, post) =>
            post({ type: 'result', id, result: { kind: 'limit', limit: 'memory', depth: 2, stored: 1234, elapsedMs: 1, bytes: 1, bestFound: { moves: line.length, solution: line } } }),
          ),
      );
      render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={client} stepMs={1} />);
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      await waitFor(() => expect(screen.getByTestId('hint')).toHaveAttribute('data-move', line[0]));
      expect(screen.getByTestId('hint')).toHaveTextContent(`(the first move of a winning line of ${line.length} moves, not proven best)`);
      expect(screen.getByText('The solver stopped at a limit (memory) before proving the best move.')).toBeInTheDocument();
      clearSolveCache();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Solve from here' })));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`Solved in ${line.length} moves`));
      expect(screen.getByText(`The solver stopped at a limit (memory): playing the best line found, ${line.length} moves, not proven shortest.`)).toBeInTheDocument();
    });
  });

  describe('Cancel', () => {
    // a worker that never answers: the solve runs until stopped
    let workers: FakeWorker[];
    const silent = () => {
      workers = [];
      return new SolverClient(() => {
        const w = new FakeWorker(() => {});
        workers.push(w);
        return w;
      });
    };

    it('stops a Hint: the worker is terminated, the buttons come back, and no hint appears', async () => {
      render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={silent()} />);
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      await waitFor(() => expect(workers[0]?.requests).toHaveLength(1));
      // off, but keeping the focus (see the next test)
      expect(screen.getByRole('button', { name: 'Hint' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByText('Looking for the best next move…')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(workers[0]!.terminated).toBe(true);
      expect(screen.getByRole('button', { name: 'Hint' })).toHaveAttribute('aria-disabled', 'false');
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(screen.queryByText('Looking for the best next move…')).toBeNull();
    });

    it('Hint pressed again while it searches keeps the focus and does nothing (disabled, the focus went to Cancel, which the second press then pressed)', async () => {
      render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={silent()} />);
      const hint = screen.getByRole('button', { name: 'Hint' });
      hint.focus();
      fireEvent.click(hint);
      await waitFor(() => expect(workers[0]?.requests).toHaveLength(1));
      for (const name of ['Hint', 'Solve from here']) {
        expect(screen.getByRole('button', { name })).not.toBeDisabled();
        expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
      }
      expect(document.activeElement).toBe(hint);
      fireEvent.click(hint);
      fireEvent.click(screen.getByRole('button', { name: 'Solve from here' }));
      expect(workers).toHaveLength(1);
      expect(workers[0]!.terminated).toBe(false);
      expect(screen.getByText('Looking for the best next move…')).toBeInTheDocument();
    });

    it('stops Solve from here when the level changes, and when the panel goes away', async () => {
      const solving = silent();
      const { rerender, unmount } = render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solving} />);
      fireEvent.click(screen.getByRole('button', { name: 'Solve from here' }));
      await waitFor(() => expect(solving.status).toBe('loading'));
      rerender(<PlayPanel family={moveFormatFamily} view={moveView} level={{ ...level, dots: ['...', 'a..', '...'] }} solver={solving} />);
      expect(workers[0]!.terminated).toBe(true);
      expect(solving.status).toBe('idle');
      expect(screen.getByRole('button', { name: 'Solve from here' })).toHaveAttribute('aria-disabled', 'false');
      fireEvent.click(screen.getByRole('button', { name: 'Solve from here' }));
      await waitFor(() => expect(workers[1]?.requests).toHaveLength(1));
      unmount();
      expect(workers[1]!.terminated).toBe(true);
      expect(solving.status).toBe('idle');
    });

    it("asks with the default budget, as the app's Solve does", async () => {
      render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={silent()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      await waitFor(() => expect(workers[0]?.requests).toHaveLength(1));
      expect(workers[0]!.requests[0]).toMatchObject(DEFAULT_BUDGET);
    });
  });
});

describe('PlayPanel, as screen readers hear it', () => {
  const said = () => document.querySelector('.pl-status .sr-only')!.textContent;

  it('a move reads as a move, an undo as an undo ("Move 1" after an undo sounded like a move played), a jump as where it lands', () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} />);
    expect(said()).toBe('');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(said()).toBe('Move 2: All dots →.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(said()).toBe('Undone: All dots →. Back to move 1.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(said()).toBe('Undone: All dots →. Back to the start.');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(said()).toBe('Move 1: All dots →.');
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(said()).toBe('Undone: All dots →. Back to the start.');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(said()).toBe('At the start.');
  });

  /** what the live status says now: its text, without what is hidden from screen readers */
  const heard = () => {
    const copy = document.querySelector('.pl-status')!.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent!;
  };
  /** every text the live status took while `during` ran (a screen reader queues each) */
  async function heardWhile(during: () => Promise<void>): Promise<string[]> {
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts[texts.length - 1] !== heard() && texts.push(heard()));
    observer.observe(document.querySelector('.pl-status')!, { subtree: true, childList: true, characterData: true });
    await during();
    observer.disconnect();
    return texts;
  }

  it("a search's progress, ten reports a second, is not said at each (a screen reader's queue fell minutes behind)", async () => {
    let report: (stored: number) => void = () => {};
    const client = new SolverClient(
      () =>
        new FakeWorker(({ id }, post) => {
          report = (stored) => post({ type: 'progress', id, progress: { depth: 3, stored, frontier: 1, statesPerSecond: 1, bytes: 1, elapsedMs: 1 } });
        }),
    );
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={client} />);
    const texts = await heardWhile(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
      await waitFor(() => expect(heard()).toContain('Looking for the best next move…'));
      for (let i = 1; i <= 10; i++) {
        report(i * 1000);
        await act(() => new Promise((r) => setTimeout(r, 20)));
      }
    });
    // the numbers still show, each report's
    expect(document.querySelector('.pl-status')).toHaveTextContent('3 moves deep, 10,000 positions');
    expect(texts.length, texts.join(' | ')).toBeLessThanOrEqual(2);
  });

  it("a search's progress counts in words: one move deep, one position (it read '1 positions': ha11y)", async () => {
    const client = new SolverClient(
      () =>
        new FakeWorker(({ id }, post) => {
          post({ type: 'progress', id, progress: { depth: 1, stored: 1, frontier: 1, statesPerSecond: 1, bytes: 1, elapsedMs: 1 } });
        }),
    );
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={client} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(document.querySelector('.pl-status')).toHaveTextContent('1 move deep, 1 position'));
    expect(document.querySelector('.pl-status')).not.toHaveTextContent(/1 moves|1 positions/);
  });

  it('Solve from here, playing a move every few ms, says the first and the last, not each', async () => {
    render(<PlayPanel family={moveFormatFamily} view={moveView} level={level} solver={solver} stepMs={5} />);
    const texts = await heardWhile(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Solve from here' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Solved in 4 moves'));
      // the last move is said as the walk ends, a step after the win shows
      await waitFor(() => expect(heard()).toMatch(/^Move 4: /));
    });
    const moves = texts.filter((t) => /^Move \d/.test(t));
    expect(moves, texts.join(' | ')).toEqual([expect.stringMatching(/^Move 1: /), expect.stringMatching(/^Move 4: /)]);
  });

  it("the keyboard cursor over a grid says the cell it is on (Bars)", async () => {
    const { bars } = await import('../../../src/puzzles/bars/index.ts');
    const { barsView } = await import('../../../src/puzzles/bars/view.ts');
    const parsed = bars.parse(bars.gallery[0]!.text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    render(<PlayPanel family={bars} view={barsView} level={parsed.level} solver={solver} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(said()).toBe('Cursor: Press row 1, column 1.');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(said()).toBe('Cursor: Press row 2, column 2.');
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(said()).toBe('Move 1: Press row 2, column 2.');
    // a cell pressed by the pointer takes the cursor: the keys go on from there
    fireEvent.click(screen.getByRole('gridcell', { name: 'Press row 3, column 1' }));
    expect(said()).toMatch(/^Move 2: Press row 3, column 1\./);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(said()).toBe('Cursor: Press row 3, column 2.');
  });
});
