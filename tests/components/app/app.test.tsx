// The app in jsdom with the real worker module (run in-thread by @vitest/web-worker).
import '@vitest/web-worker';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import HowToPlayDialog from '../../../src/app/HowToPlayDialog.tsx';
import { knownKey, loadRules, loadSolver, useApp } from '../../../src/app/store.ts';
import { FAMILY_IDS, type FamilyId } from '../../../src/puzzles/types.ts';
import { FAMILY_VIEWS } from '../../../src/app/views.ts';
import { watchLine } from '../../../src/app/check/watch.ts';
import { useMyLevels } from '../../../src/share/myLevels.ts';
import { decodeLink, encodeLevelLink } from '../../../src/share/linkCodec.ts';
import { clearSolveCache, SolverClient } from '../../../src/worker/client.ts';
import type { WorkerMessage } from '../../../src/worker/protocol.ts';
import type { SearchProgress } from '../../../src/engine/types.ts';
import { freshPageForEachTest } from '../freshPage.ts';

// the page loads a family's rules when it is first shown; here every family is there from the start
// (and the solver's client, which the page loads after its first screen: a solve then starts at once, as answerAsWorker needs)
beforeAll(() => Promise.all([...FAMILY_IDS.map(loadRules), loadSolver()]));
const initial = freshPageForEachTest();
beforeEach(() => {
  // a level solved by one test is not answered from the cache in the next
  clearSolveCache();
  act(() => useApp.getState().ensureLoaded());
});

/**
 * The solver's worker replaced by the test (Snakebird's WebAssembly search does not load in
 * jsdom): the solves the page starts from now on are heard here, and `say` answers them with the
 * messages the real worker sends. `restore` puts the real one back.
 */
function answerAsWorker(id: number) {
  let hear: ((m: WorkerMessage) => void) | null = null;
  const cancel = vi.fn();
  const start = vi.spyOn(SolverClient.prototype, 'start').mockImplementation(((_query: unknown, listener: (m: WorkerMessage) => void) => {
    hear = listener;
    return { id, cancel };
  }) as never);
  return { say: (m: WorkerMessage) => act(() => hear!(m)), cancel, restore: () => start.mockRestore() };
}

describe('store', () => {
  it('opens a family on its first gallery level and parses it', () => {
    act(() => useApp.getState().chooseFamily('move'));
    const s = useApp.getState();
    expect(s.familyId).toBe('move');
    expect(s.levelName).toBe('Move 4×4');
    expect(s.level).not.toBeNull();
    expect(s.levelError).toBeNull();
  });

  it('keeps the level each family was left on, edits included, across family switches', () => {
    act(() => useApp.getState().chooseFamily('move'));
    const family = useApp.getState().family!;
    const edited = family.parse('A.\n--\na.\n');
    if (!edited.ok) throw new Error('the edited level must parse');
    act(() => useApp.getState().setLevel(edited.level));
    act(() => useApp.getState().chooseFamily('bars'));
    expect(useApp.getState().levelName).toBe('Lovecraft 4×4');
    act(() => useApp.getState().chooseFamily('move'));
    const s = useApp.getState();
    // the same level object: the editor's undo history and the moves played still apply to it
    expect([s.level, s.levelName, s.levelText]).toEqual([edited.level, null, 'A.\n--\na.\n']);
    expect(s.level).toBe(edited.level);
    expect(s.drafts.bars?.name).toBe('Lovecraft 4×4');
  });

  it('edits undone back to the level as opened give it back its name, its moves and its answer', async () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().solveLevel());
    await waitFor(() => expect(useApp.getState().solve.status).toBe('done'), { timeout: 10_000 });
    const opened = useApp.getState();
    expect(opened.levelName).toBe('Move 4×4');
    const family = opened.family!;
    const text = opened.levelText;
    // two edits away (an obstacle painted, then another), then back by two undos
    const edited = (t: string) => {
      const p = family.parse(t);
      if (!p.ok) throw new Error(p.error.message);
      act(() => useApp.getState().setLevel(p.level));
    };
    const [floor, dots] = text.split('--\n') as [string, string];
    // an obstacle where floor and dots are both empty
    const paint = (f: string) => {
      const at = [...f].findIndex((c, i) => c === '.' && dots[i] === '.');
      return `${f.slice(0, at)}#${f.slice(at + 1)}`;
    };
    const painted = paint(floor);
    edited(`${painted}--\n${dots}`);
    edited(`${paint(painted)}--\n${dots}`);
    expect(useApp.getState()).toMatchObject({ levelName: null, solve: { status: 'idle' } });
    // another family visited in between changes nothing
    act(() => useApp.getState().chooseFamily('bars'));
    await waitFor(() => expect(useApp.getState().family?.id).toBe('bars'), { timeout: 10_000 });
    act(() => useApp.getState().chooseFamily('move'));
    edited(`${painted}--\n${dots}`);
    edited(text);
    const back = useApp.getState();
    expect(back.levelName).toBe('Move 4×4');
    expect(back.solve).toBe(opened.solve);
    expect(back.tree).toBe(opened.tree);
    // another level opened forgets it: its own edits undone come back to it, not to this one
    act(() => useApp.getState().openGalleryLevel('Corner pair'));
    const corner = useApp.getState().levelText;
    edited(`${painted}--\n${dots}`);
    expect(useApp.getState().beforeEdits?.levelText).toBe(corner);
    // (edited into the gallery's Move 4×4, it is that level, as the gallery names it)
    edited(text);
    expect(useApp.getState().levelName).toBe('Move 4×4');
  }, 30_000);

  it("another tab's autosaves taken up: a family's level kept here as stored keeps its moves; another level replaces it", async () => {
    act(() => useApp.getState().chooseFamily('move'));
    await waitFor(() => expect(useApp.getState().tree).not.toBeNull(), { timeout: 10_000 });
    const { family, level } = useApp.getState();
    act(() => void useApp.getState().playMove(family!.legalMoves(level, family!.start(level))[0]!));
    const played = useApp.getState().tree;
    act(() => useApp.getState().chooseFamily('bars'));
    const kept = useApp.getState().drafts.move!;
    act(() => useApp.getState().restoreDrafts({ move: { text: kept.text, name: kept.name } }));
    act(() => useApp.getState().chooseFamily('move'));
    expect(useApp.getState().level).toBe(level);
    expect(useApp.getState().tree).toBe(played);
    act(() => useApp.getState().chooseFamily('bars'));
    act(() => useApp.getState().restoreDrafts({ move: { text: 'A.\n--\na.\n', name: null } }));
    expect(useApp.getState().drafts.move).toEqual({ text: 'A.\n--\na.\n', name: null });
    act(() => useApp.getState().chooseFamily('move'));
    expect(useApp.getState().levelText).toBe('A.\n--\na.\n');
    expect(useApp.getState().tree?.current).toBe(0);
  });

  it('keeps an optimal count play mode proved from the start', () => {
    act(() => useApp.getState().chooseFamily('move'));
    const key = knownKey('move', useApp.getState().levelText);
    expect(useApp.getState().known[key]).toBeUndefined();
    act(() => useApp.getState().learnOptimal(7));
    expect(useApp.getState().known[key]).toBe(7);
  });

  it('keeps a text that does not parse, with the error, and no level', () => {
    act(() => useApp.getState().setLevelText('anemones 3\nflip\n'));
    expect(useApp.getState().level).toBeNull();
    expect(useApp.getState().levelError).toContain('line 2, column 1');
  });

  it('watching a line replays its notation through the family rules into the move tree', () => {
    act(() => useApp.getState().chooseFamily('anemones'));
    const { family, level } = useApp.getState();
    // a move that is not legal ends the line there
    act(() => watchLine(['2', '99', '4']));
    expect(useApp.getState().playback!.moves).toEqual(['2']);
    act(() => watchLine(['2', '3', '4', '5', '1', '7']));
    const p = useApp.getState().playback!;
    expect(p.states).toHaveLength(7);
    expect(family!.isWon(level, p.states[6])).toBe(true);
    // the move they share is one node
    expect(useApp.getState().tree!.nodes).toHaveLength(7);
  });

  it('steps, jumps and clamps the playback position', () => {
    act(() => useApp.getState().chooseFamily('anemones'));
    act(() => watchLine(['2', '3', '4']));
    const { step, goTo } = useApp.getState();
    act(() => step(1));
    expect(useApp.getState().playback!.index).toBe(1);
    act(() => step(-5));
    expect(useApp.getState().playback!.index).toBe(0);
    act(() => goTo(99));
    expect(useApp.getState().playback!.index).toBe(3);
  });
});

describe('app', () => {
  it('solves in the worker, says "N moves", and steps through the solution', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Solved in 6 moves'), { timeout: 10_000 });
    // playback's code loads once there is a line to watch
    expect(await screen.findByTestId('position', {}, { timeout: 10_000 })).toHaveTextContent('Move 0 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(screen.getByTestId('position')).toHaveTextContent('Move 1 of 6');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('position')).toHaveTextContent('Move 2 of 6');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(screen.getByTestId('position')).toHaveTextContent('Move 0 of 6');
    // the move list jumps, and marks the current move
    const list = screen.getByRole('list', { name: 'Solution moves' });
    fireEvent.click(within(list).getByRole('button', { name: '5. Tap anemone 1' }));
    expect(screen.getByTestId('position')).toHaveTextContent('Move 5 of 6');
    expect(within(list).getByRole('button', { name: '5. Tap anemone 1' })).toHaveAttribute('aria-current', 'step');
    // Play turns into Pause, and back
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // the gallery learned the count
    expect(screen.getByRole('button', { name: /Botanicula\s*6 moves/ })).toBeInTheDocument();
  }, 30_000);

  it("a level that takes a gallery level's name (a link may) neither borrows its count nor its mark in the gallery", async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Solved in 6 moves'), { timeout: 10_000 });
    const gallery = screen.getByRole('complementary', { name: 'Gallery' });
    expect(within(gallery).getByRole('button', { name: /Botanicula\s*6 moves/ })).toHaveAttribute('aria-current', 'true');
    // another level under the same name: the gallery's Botanicula is not the open level
    act(() => useApp.getState().openLevel('anemones', 'anemones 2\ntap 1 lowers 1 2\nstart 2\ngoal 1\n', 'Botanicula'));
    expect(screen.getByRole('heading', { level: 2, name: 'Botanicula' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: /Botanicula\s*6 moves/ })).not.toHaveAttribute('aria-current');
    const { known, familyId, levelText } = useApp.getState();
    expect(known[knownKey(familyId, levelText)]).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/No solution/), { timeout: 10_000 });
    // its result is its own: the gallery's count stays
    expect(within(gallery).getByRole('button', { name: /Botanicula\s*6 moves/ })).toBeInTheDocument();
  }, 30_000);

  it('a family left and chosen again keeps its solve: the answer and the position, or where it ran, that it stopped', async () => {
    render(<App />);
    act(() => {
      useApp.getState().chooseFamily('anemones');
      useApp.getState().openGalleryLevel('Botanicula');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Solved in 6 moves (optimal)'), { timeout: 10_000 });
    act(() => useApp.getState().goTo(1));
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().chooseFamily('anemones'));
    expect(screen.getByRole('status')).toHaveTextContent('Solved in 6 moves (optimal)');
    expect(useApp.getState().playback!.index).toBe(1);
    // a solve running when the family is left is stopped, and says so when it is back, its best line kept
    act(() => useApp.getState().setLevelText(useApp.getState().levelText));
    const found = ['7', '7', '7', '7', '7', '7', '7', '7'];
    act(() => useApp.setState((st) => ({ solve: { ...st.solve, status: 'running', result: null, progress: { depth: 4, stored: 120, bytes: 0, elapsedMs: 10, bestFound: { moves: 8, solution: found } } as never } })));
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().chooseFamily('anemones'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cancelled after 120 positions: no solution under 4 moves.'));
    expect(useApp.getState().playback!.moves).toEqual(found);
  });

  it('says plainly when a level has no solution', async () => {
    render(<App />);
    act(() => useApp.getState().setLevelText('anemones 2\ntap 1 lowers 1 2\nstart 2\ngoal 1\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/No solution: all \d+ reachable positions explored/), { timeout: 10_000 });
    // play mode knows it too: no hint to ask for
    fireEvent.click(screen.getByRole('button', { name: 'Play it yourself' }));
    await waitFor(() => expect(screen.getByTestId('move-count')).toHaveTextContent('Moves: 0 (no solution)'), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Hint' })).toBeDisabled();
  });

  it('arrow keys and space drive playback, but not while typing in a text field', async () => {
    render(<App />);
    act(() => {
      useApp.getState().chooseFamily('anemones');
      useApp.getState().openGalleryLevel('Botanicula');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Solved in 6 moves'), { timeout: 10_000 });
    await screen.findByTestId('position', {}, { timeout: 10_000 });
    const input = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    fireEvent.keyDown(input, { key: ' ' });
    expect(screen.getByTestId('position')).toHaveTextContent('Move 0 of 6');
    expect(useApp.getState().playback?.playing).toBe(false);
    input.remove();
    fireEvent.keyDown(window, { key: 'End' });
    expect(screen.getByTestId('position')).toHaveTextContent('Move 6 of 6');
    fireEvent.keyDown(window, { key: 'Home' });
    fireEvent.keyDown(window, { key: ' ' });
    expect(useApp.getState().playback?.playing).toBe(true);
    fireEvent.keyDown(window, { key: ' ' });
    expect(useApp.getState().playback?.playing).toBe(false);
  }, 20_000);

  it('shows a text that does not parse in a box, to mend and open again under its name, in every mode', async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setLevelText('A.\n--\n.?\n; my long work here\n', 'Work'));
    act(() => useApp.getState().setMode('edit'));
    expect(screen.getByText(/^This level does not parse: .*line 3, column 2/)).toBeInTheDocument();
    const box = (await screen.findByRole('textbox', { name: /Its text, to mend here/ }, { timeout: 10_000 })) as HTMLTextAreaElement;
    expect(box.value).toBe('A.\n--\n.?\n; my long work here\n');
    const open = screen.getByRole('button', { name: 'Open the mended text' });
    expect(open).toBeDisabled();
    fireEvent.change(box, { target: { value: 'A.\n--\n.a\n; my long work here\n' } });
    fireEvent.click(open);
    const s = useApp.getState();
    expect([s.levelError, s.levelName, s.levelText]).toEqual([null, 'Work', 'A.\n--\n.a\n; my long work here\n']);
    expect(s.level).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Its text, to mend here/ })).toBeNull();
  });

  it('in play mode, a win says in how many moves, and beside the shortest once it is known, not "Press Solve to find the shortest solution"', async () => {
    render(<App />);
    // one dot, its target one swipe to the left: L wins, and so does L R L
    act(() => useApp.getState().openLevel('move', '.A.\n--\n..a\n', 'Past'));
    const status = screen.getByTestId('status');
    await waitFor(() => expect(status).toHaveTextContent('Press Solve to find the shortest solution.'));
    act(() => watchLine(['L', 'R', 'L'], 3));
    act(() => useApp.getState().playFrom(3));
    await waitFor(() => expect(status).toHaveTextContent('Won in 3 moves. Press Solve to see whether a shorter solution exists.'));
    // a solve (here: Solve from here, from the start) learned the optimum
    act(() => useApp.getState().learnOptimal(1));
    expect(status).toHaveTextContent('Won in 3 moves; the shortest takes 1.');
    // a move back is no win
    act(() => useApp.getState().step(-1));
    expect(status).not.toHaveTextContent('Won');
  });

  it("play's win is shown in the Solver's status but not said by it: play's own alert says it (it was heard twice, and the solve's line again at each Undo from it)", async () => {
    render(<App />);
    act(() => useApp.getState().openLevel('move', '.A.\n--\n..a\n', 'Past'));
    const status = screen.getByTestId('status');
    const spoken = screen.getByTestId('status-spoken');
    await waitFor(() => expect(status).toHaveTextContent('Press Solve to find the shortest solution.'));
    await waitFor(() => expect(spoken).toHaveTextContent('Press Solve to find the shortest solution.'));
    act(() => watchLine(['L'], 1));
    act(() => useApp.getState().playFrom(1));
    await waitFor(() => expect(status).toHaveTextContent('Won in 1 move.'));
    expect(spoken.textContent).toBe('Press Solve to find the shortest solution.');
    act(() => useApp.getState().step(-1));
    expect(status).not.toHaveTextContent('Won');
    expect(spoken.textContent).toBe('Press Solve to find the shortest solution.');
  });
  it('while a solve runs, Solve is off but keeps the focus, so a second Enter does not fall on Cancel; editing, Solve shows the running solve, not a new one', async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('move'));
    await waitFor(() => expect(document.querySelector('fieldset.app-controls')).not.toHaveAttribute('disabled'));
    // a solve running (its progress as the worker would send it)
    act(() => useApp.setState((s) => ({ solve: { ...s.solve, status: 'running', progressCount: 3 } })));
    const solve = screen.getByRole('button', { name: 'Solve' });
    // (not disabled, which drops the focus; aria-disabled says it is off)
    expect(solve).not.toHaveAttribute('disabled');
    expect(solve).toHaveAttribute('aria-disabled', 'true');
    act(() => solve.focus());
    const running = useApp.getState().solve;
    fireEvent.click(solve);
    expect(useApp.getState().solve).toBe(running);
    expect(document.activeElement).toBe(solve);
    // Edit, then Solve: back to the solve that runs
    act(() => useApp.getState().setMode('edit'));
    await screen.findByRole('region', { name: 'Move editor' }, { timeout: 5_000 });
    expect(solve).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(solve);
    expect(useApp.getState().mode).toBe('solve');
    expect(useApp.getState().solve).toBe(running);
    expect(solve).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(solve);
  });
  it('editing, the one Solve is off saying why while the level is invalid, and once it is mended solves it and goes to watch', async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setMode('edit'));
    const editor = await screen.findByRole('region', { name: 'Move editor' }, { timeout: 5_000 });
    // one Solve on the page, the Solver panel's: the editor has none of its own
    expect(screen.getAllByRole('button', { name: 'Solve' })).toHaveLength(1);
    expect(within(editor).queryByRole('button', { name: 'Solve' })).toBeNull();
    const valid = useApp.getState().levelText;
    act(() => useApp.getState().setLevelText('A.\n--\n..\n'));
    const solve = screen.getByRole('button', { name: 'Solve' });
    expect(solve).toBeDisabled();
    expect(solve).toHaveAttribute('title', expect.stringContaining('no dots'));
    expect(useApp.getState().mode).toBe('edit');
    act(() => useApp.getState().setLevelText(valid));
    expect(solve).toBeEnabled();
    fireEvent.click(solve);
    expect(useApp.getState().mode).toBe('solve');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Solved in'), { timeout: 10_000 });
  }, 30_000);
  it('turns Solve off, saying why, while the level does not parse', () => {
    render(<App />);
    act(() => useApp.getState().setLevelText('anemones 2\nstart 5\ngoal\n'));
    expect(screen.getByRole('button', { name: 'Solve' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('line 2, column 7');
    expect(screen.getByTestId('status')).toHaveTextContent('Mend the level to solve it.');
    // and a level that parses but is invalid (no dots)
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setLevelText('A.\n--\n..\n'));
    expect(screen.getByRole('button', { name: 'Solve' })).toBeDisabled();
    // (said in the status's own room, not in an alert of its own above the board)
    expect(screen.getByTestId('status')).toHaveTextContent(/^Solve is off: .*no dots.*\.$/);
    expect(screen.queryByRole('alert')).toBeNull();
    // a problem with a place is said with it, as the editor's list says it: where, then what
    act(() => useApp.getState().setLevelText('AA\n--\na.\n'));
    expect(screen.getByTestId('status')).toHaveTextContent('Solve is off: Row 1, column 2: colour A has 1 dot but 2 targets; it needs as many of each.');
  });
  it('while a level waits for its family’s rules (a link just opened), says it is loading, not that it needs mending', async () => {
    render(<App />);
    // what the store holds while the family's chunk loads (loadText)
    act(() => useApp.setState({ family: null, level: null, levelError: null }));
    expect(screen.getByTestId('status')).toHaveTextContent('Loading the level…');
    expect(document.body).not.toHaveTextContent(/Mend the level|does not parse/);
    // screen readers hear nothing until the level is here
    await waitFor(() => expect(document.querySelector('.solve-panel [aria-live="polite"]')!.textContent).toBe(''));
    // the rules failed to load: the error is the level's, and Solve stays off
    act(() => useApp.setState({ levelError: 'the Move family could not be loaded (offline); reload the page' }));
    expect(screen.getByTestId('status')).not.toHaveTextContent('Loading');
    expect(screen.getByRole('button', { name: 'Solve' })).toBeDisabled();
  });
  it('says before Solve, from the level alone, when a Snakebird level is likely beyond the memory the search may use', async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('snakebird'));
    const status = screen.getByRole('status');
    // the gallery's first level fits: no note
    await waitFor(() => expect(status).toHaveTextContent('Press Solve'));
    expect(screen.queryByTestId('memory-note')).toBeNull();
    // four long snakes in a wide walled map: billions of positions
    const cols = 24;
    const terrain = [...Array.from({ length: 15 }, (_, r) => '#' + (r === 1 ? ' '.repeat(cols - 4) + '* ' : ' '.repeat(cols - 2)) + '#'), '#'.repeat(cols)];
    const snakes = ['R', 'G', 'B', 'Y'].map((label, k) => ({ label, cells: Array.from({ length: 7 }, (_, i) => [3 + 3 * k, 8 - i] as [number, number]) }));
    act(() => useApp.getState().setLevel({ rows: 16, cols, open: false, terrain, fruit: [], snakes, blocks: [] }));
    expect(useApp.getState().levelError).toBeNull();
    expect(await screen.findByTestId('memory-note')).toHaveTextContent(/^This level is likely beyond the memory the search may use here \([\d.]+ GB\): about [\d.]+ \w+ positions, [\d.]+ \w+ \(up to [\d.]+ \w+\)/);
    // (Snakebird's search finds a line on the way, which a stop keeps: PuzzleFamily.answersEarly)
    expect(screen.getByTestId('memory-note')).toHaveTextContent(/a line found on the way is kept\./);
    // said before anything was started
    expect(useApp.getState().solve.status).toBe('idle');
    expect(status).toHaveTextContent('Press Solve');
    // and where the browser holds more than the default budget, a solve with what the level may need, at once (here jsdom: no deviceMemory, one memory of 4 GiB)
    const asked: unknown[] = [];
    const calls: unknown[] = [];
    act(() => useApp.setState({ solveLevel: (budget, how) => void (asked.push(budget), calls.push(how)) }));
    fireEvent.click(screen.getByRole('button', { name: 'Solve with up to 4 GB of memory' }));
    expect(asked).toEqual([{ maxBytes: 4 * 2 ** 30, maxStates: 2 ** 29 }]);
    // or by the breadth-first search over compressed layers, with what the browser can hold
    fireEvent.click(screen.getByRole('button', { name: /^Solve in compressed layers/ }));
    expect(asked.at(-1)).toEqual({ maxBytes: 4 * 2 ** 30, maxStates: 4 * 2 ** 30 });
    expect(calls.at(-1)).toEqual({ layers: true });
  });
  it('takes the memory note down once a search has answered (the level fitted), not when it stopped at a limit', async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('snakebird'));
    // two long snakes in a wide walled map, the exit beside them: estimated at hundreds of millions of positions, solved in 3 moves
    const cols = 40;
    const terrain = [...Array.from({ length: 23 }, (_, r) => '#' + (r === 21 ? '* ' + ' '.repeat(cols - 4) : ' '.repeat(cols - 2)) + '#'), '#'.repeat(cols)];
    const snakes = ['R', 'G'].map((label, k) => ({ label, cells: Array.from({ length: 9 }, (_, i) => [22 - 2 * k, 2 + i] as [number, number]) }));
    act(() => useApp.getState().setLevel({ rows: 24, cols, open: false, terrain, fruit: [], snakes, blocks: [] }));
    expect(useApp.getState().levelError).toBeNull();
    await screen.findByTestId('memory-note');
    const worker = answerAsWorker(4343);
    try {
      const at = { stored: 23, elapsedMs: 9, bytes: 1 << 20 };
      act(() => useApp.getState().solveLevel());
      worker.say({ type: 'result', id: 4343, result: { kind: 'limit', limit: 'memory', depth: 2, ...at } });
      expect(screen.getByTestId('memory-note')).toBeInTheDocument();
      act(() => useApp.getState().solveLevel());
      // (the command line's answer for this level)
      worker.say({ type: 'result', id: 4343, result: { kind: 'solved', moves: 3, solution: ['GL', 'RU', 'RL'], method: 'astar', ...at } });
    } finally {
      worker.restore();
    }
    expect(screen.getByRole('status')).toHaveTextContent('Solved in 3 moves');
    expect(useApp.getState().playback!.moves).toEqual(['GL', 'RU', 'RL']);
    expect(screen.queryByTestId('memory-note')).toBeNull();
  }, 30_000);
  it('names the limit it hit and how far it got, and Keep searching doubles the budget until it solves', async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('move'));
    const status = screen.getByRole('status');
    act(() => useApp.getState().solveLevel({ maxStates: 20, maxBytes: 1 << 30 }));
    await waitFor(() => expect(status).toHaveTextContent(/Stopped at the position limit \(20 positions\): no solution under \d+ moves?\./), { timeout: 10_000 });
    for (let i = 0; i < 8 && !/Solved/.test(status.textContent ?? ''); i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Keep searching with twice the budget' }));
      await waitFor(() => expect(status).toHaveTextContent(/Stopped at the position limit|Solved in/), { timeout: 10_000 });
    }
    expect(status).toHaveTextContent('Solved in 7 moves');
    expect(useApp.getState().solve.budget.maxStates).toBeGreaterThan(20);
  }, 30_000);
});

describe('a solve that fails', () => {
  it('says why, and what the search had proven before, in the progress line\'s words', async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('move'));
    const { say, restore } = answerAsWorker(4545);
    try {
      act(() => useApp.getState().solveLevel());
      say({ type: 'progress', id: 4545, progress: { depth: 12, stored: 16_384, frontier: 10, statesPerSecond: 1e5, bytes: 3 << 20, elapsedMs: 2100 } });
      say({ type: 'error', id: 4545, message: 'the worker stopped' });
    } finally {
      restore();
    }
    expect(screen.getByRole('status')).toHaveTextContent('Could not solve: the worker stopped');
    expect(await screen.findByText(/^Last progress:/)).toHaveTextContent(/^Last progress: no solution under 12 moves, 16,384 positions, 3(\.0)? MB, 2\.1 s\.$/);
  });
});

describe('the line found so far, while the search goes on', () => {
  /** Bars' first gallery level solved for real (its optimal line), then a solve that answerAsWorker hears. */
  async function heardSolve() {
    act(() => useApp.getState().chooseFamily('bars'));
    act(() => useApp.getState().solveLevel());
    await waitFor(() => expect(useApp.getState().solve.status).toBe('done'), { timeout: 10_000 });
    const optimal = (useApp.getState().solve.result as { solution: string[] }).solution;
    act(() => useApp.getState().openGalleryLevel(useApp.getState().levelName!));
    const worker = answerAsWorker(4242);
    act(() => useApp.getState().solveLevel());
    const progress = (p: Partial<SearchProgress>): SearchProgress => ({ depth: 3, lowerBound: 3, stored: 1000, frontier: 10, statesPerSecond: 1e5, bytes: 1 << 20, elapsedMs: 500, ...p });
    return { optimal, progress, ...worker };
  }
  /** a press of a cell that is not the optimal line's first, twice (Bars' flips undo themselves), then that line: a longer winning line */
  const longerThan = (optimal: string[]) => {
    const twice = ['1,1', '1,2'].find((m) => m !== optimal[0])!;
    return [twice, twice, ...optimal];
  };

  it('offers the best line found to watch from its start, the search running on; the answer then becomes the main line and the watched one stays beside it', async () => {
    render(<App />);
    const { optimal, restore, progress, say } = await heardSolve();
    try {
      say({ type: 'progress', id: 4242, progress: progress({}) });
      expect(screen.queryByRole('button', { name: /^Watch the line found so far/ })).toBeNull();
      const longer = longerThan(optimal);
      say({ type: 'progress', id: 4242, progress: progress({ bestFound: { moves: longer.length, solution: longer } }) });
      act(() => useApp.getState().setMode('edit'));
      fireEvent.click(screen.getByRole('button', { name: `Watch the line found so far (${longer.length} moves)` }));
      let s = useApp.getState();
      expect([s.mode, s.solve.status, s.playback!.moves, s.playback!.index]).toEqual(['solve', 'running', longer, 0]);
      // the button says the line is on the board, until another one is the best found
      expect(screen.getByRole('button', { name: `Watching the line found so far (${longer.length} moves)` })).toBeDisabled();
      const another = [optimal[0]!, optimal[0]!, ...optimal];
      say({ type: 'progress', id: 4242, progress: progress({ bestFound: { moves: another.length, solution: another } }) });
      expect(screen.getByRole('button', { name: `Watch the line found so far (${another.length} moves)` })).toBeEnabled();
      say({ type: 'progress', id: 4242, progress: progress({ bestFound: { moves: longer.length, solution: longer } }) });
      expect(await screen.findByTestId('position', {}, { timeout: 10_000 })).toHaveTextContent(`Move 0 of ${longer.length}`);
      act(() => useApp.getState().goTo(3));
      say({ type: 'result', id: 4242, result: { kind: 'solved', moves: optimal.length, solution: optimal, stored: 5000, elapsedMs: 900, bytes: 1 << 20, method: 'bfs' } });
      s = useApp.getState();
      // the board stays where it was on the line watched, and the answer is offered there
      expect([s.solve.status, s.playback!.moves, s.playback!.index]).toEqual(['done', longer, 3]);
      expect(screen.queryByRole('button', { name: /^Watch the line found so far/ })).toBeNull();
      fireEvent.click(await screen.findByRole('button', { name: `Watch the shortest line (${optimal.length} moves)` }));
      s = useApp.getState();
      // the answer is watched from its start; the line watched before is still in the tree
      expect([s.playback!.moves, s.playback!.index]).toEqual([optimal, 0]);
      const list = screen.getByRole('list', { name: 'Solution moves' });
      expect(within(list).getAllByRole('button')).toHaveLength(optimal.length + longer.length);
    } finally {
      restore();
    }
  }, 30_000);

  it('Cancel keeps the line being watched, at the position reached on it', async () => {
    render(<App />);
    const { optimal, cancel, restore, progress, say } = await heardSolve();
    try {
      const longer = longerThan(optimal);
      say({ type: 'progress', id: 4242, progress: progress({ bestFound: { moves: longer.length, solution: longer } }) });
      fireEvent.click(screen.getByRole('button', { name: `Watch the line found so far (${longer.length} moves)` }));
      act(() => useApp.getState().goTo(5));
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(cancel).toHaveBeenCalled();
      const s = useApp.getState();
      expect([s.solve.status, s.playback!.moves, s.playback!.index]).toEqual(['cancelled', longer, 5]);
      expect(screen.getByRole('status')).toHaveTextContent(`Kept the best line found: ${longer.length} moves`);
    } finally {
      restore();
    }
  }, 30_000);
});

describe('counting optimal solutions', () => {
  /** a gallery level of the family opened (an earlier test's autosave may have reopened another), counting on, Solve pressed */
  const solveCounting = (family: FamilyId, level: string) => {
    render(<App />);
    act(() => useApp.getState().chooseFamily(family));
    act(() => useApp.getState().openGalleryLevel(level));
    fireEvent.click(screen.getByRole('checkbox', { name: /Count the optimal solutions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
  };

  it('says whether the optimal solution is unique when asked to count', async () => {
    solveCounting('anemones', 'Botanicula');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Solved in 6 moves'), { timeout: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('This is the only optimal solution.');
    act(() => useApp.getState().chooseFamily('anemones'));
    act(() => useApp.getState().openGalleryLevel('Neighbours'));
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 distinct optimal solutions.'), { timeout: 10_000 });
  }, 30_000);

  it('counts sets of presses where moves commute (Bars), the grids the linear algebra solves included', async () => {
    solveCounting('bars', 'Lovecraft 4×4');
    // one set of 8 presses, not its 8! = 40,320 orders
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Solved in 8 moves'), { timeout: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('This is the only optimal solution (sets of presses, in any order).');
    // 25 cells: solved by linear algebra, which counted nothing before
    act(() => useApp.getState().openGalleryLevel('Lights Out 5×5'));
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Solved in 15 moves'), { timeout: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('4 distinct optimal solutions (sets of presses, in any order).');
  }, 30_000);
});

describe('learnable', () => {
  it('How to play opens a dialog with the goal and rules of the open family; Escape closes it', async () => {
    render(<App />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'How to play' })).toBeEnabled(), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Snakebird' }));
    fireEvent.click(screen.getByRole('button', { name: 'How to play' }));
    // the dialog's code loads on the first click
    const dialog = await screen.findByRole('dialog', { name: 'How to play' });
    expect(dialog).toHaveTextContent('Snakebird');
    // the rules' words load with the dialog
    await waitFor(() => expect(dialog).toHaveTextContent(/Goal: Eat every fruit/));
    // focus moves to Close once the dialog's effect has run (it may come a tick after the dialog shows)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'How to play' })).toHaveFocus();
  });

  it("How to play says so when the rules' words cannot be loaded (offline), and Close still closes it", async () => {
    const onClose = vi.fn();
    render(<HowToPlayDialog view={{ ...FAMILY_VIEWS.move, howToPlay: () => Promise.reject(new TypeError('Failed to fetch')) }} opener={{ current: null }} onClose={onClose} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The rules could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('the page title names the level and the family', async () => {
    render(<App />);
    await waitFor(() => expect(document.title).toBe('Botanicula · Anemones — Unstuck'));
    act(() => useApp.getState().chooseFamily('bars'));
    expect(document.title).toBe('Lovecraft 4×4 · Bars — Unstuck');
  });

  it('a first visit says in one line what the app does, until Got it', async () => {
    const { unmount } = render(<App />);
    // a named region: a landmark, not a note outside every landmark
    const note = screen.getByRole('region', { name: 'Welcome' });
    expect(note).toHaveTextContent(/press Solve: Unstuck finds the shortest solution/);
    await waitFor(() => expect(within(note).getByRole('button', { name: 'Got it' })).toBeEnabled(), { timeout: 10_000 });
    fireEvent.click(within(note).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull();
    unmount();
    render(<App />);
    expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull();
  });
});


describe('a level opened while editing', () => {
  /** the app on Move, in edit mode, its editor up */
  const editMove = async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('move'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled(), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('toolbar', { name: 'Editor' }, { timeout: 10_000 });
  };

  it('a gallery level keeps its name: heading, title and the gallery mark', async () => {
    await editMove();
    const gallery = screen.getByRole('complementary', { name: 'Gallery' });
    fireEvent.click(within(gallery).getByRole('button', { name: /Corner pair/ }));
    await waitFor(() => expect(screen.getByRole('toolbar', { name: 'Editor' })).toBeInTheDocument());
    expect(useApp.getState().levelName).toBe('Corner pair');
    expect(screen.getByRole('heading', { level: 2, name: 'Corner pair' })).toBeInTheDocument();
    expect(document.title).toBe('Corner pair · Move — Unstuck');
    expect(within(gallery).getByRole('button', { name: /Corner pair/ })).toHaveAttribute('aria-current', 'true');
  });

  it("a link set on the open tab keeps the link's name", async () => {
    await editMove();
    const text = useApp.getState().family!.gallery[1]!.text;
    act(() => {
      location.hash = encodeLevelLink({ family: 'move', text, name: 'From a friend' });
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(useApp.getState().levelText).toBe(text));
    expect(useApp.getState().levelName).toBe('From a friend');
    expect(screen.getByRole('heading', { level: 2, name: 'From a friend' })).toBeInTheDocument();
  });
});

describe('an unsaved level is kept when another replaces it', () => {
  const IMPORTED = '..A\n#..\n--\n...\n..a\n';
  /** the app on Move with a level of one's own, saved nowhere but the draft the next level takes */
  const withUnsavedLevel = async () => {
    render(<App />);
    act(() => useApp.getState().chooseFamily('move'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled(), { timeout: 10_000 });
    const parsed = useApp.getState().family!.parse(IMPORTED);
    if (!parsed.ok) throw new Error('the imported level must parse');
    act(() => useApp.getState().setLevel(parsed.level));
    expect(useApp.getState().levelText).toBe(IMPORTED);
  };
  const keptLevels = () => useMyLevels.getState().levels.filter((l) => l.family === 'move' && l.text === IMPORTED);

  it('a gallery level: the one replaced goes to My levels, and a note says so', async () => {
    await withUnsavedLevel();
    const gallery = screen.getByRole('complementary', { name: 'Gallery' });
    fireEvent.click(within(gallery).getByRole('button', { name: /Corner pair/ }));
    expect(useApp.getState().levelName).toBe('Corner pair');
    expect(keptLevels()).toHaveLength(1);
    expect(screen.getByText(/The level you were editing is kept in My levels as "My Move level"/)).toBeInTheDocument();
    // a gallery level as the gallery has it needs no keeping
    fireEvent.click(within(gallery).getByRole('button', { name: /Move 4×4/ }));
    expect(useMyLevels.getState().levels).toHaveLength(1);
  });

  it('My levels → Open: the one replaced goes to My levels beside it', async () => {
    await withUnsavedLevel();
    const saved = useMyLevels.getState().save({ family: 'move', name: 'Saved before', text: 'A.\n--\na.\n' });
    expect(saved.ok).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const panel = screen.getByRole('dialog', { name: 'My levels' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Open Saved before' }));
    expect(useApp.getState().levelName).toBe('Saved before');
    expect(keptLevels()).toHaveLength(1);
    expect(screen.getByText(/The level you were editing is kept in My levels/)).toBeInTheDocument();
  });
});

describe('renaming in My levels', () => {
  it('renaming the saved copy of the open level renames the open level, so Save keeps the new name', async () => {
    render(<App />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'My levels' })).toBeEnabled(), { timeout: 10_000 });
    act(() => useApp.getState().chooseFamily('move'));
    await waitFor(() => expect(useApp.getState().level).not.toBeNull(), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    const panel = screen.getByRole('dialog', { name: 'My levels' });
    const name = within(panel).getByRole('textbox', { name: 'Name of Move 4×4' });
    expect(name).toHaveAttribute('maxLength', '1000');
    fireEvent.change(name, { target: { value: 'My favourite' } });
    expect(useApp.getState().levelName).toBe('My favourite');
    expect(screen.getByRole('heading', { level: 2, name: 'My favourite' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(useMyLevels.getState().levels.map((l) => l.name)).toEqual(['My favourite']);
  });

  it('a level of one\'s own keeps its name through edits, so Save updates it: a saved level opened and edited, and a new level saved, edited and saved again, add no copies', async () => {
    render(<App />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'My levels' })).toBeEnabled(), { timeout: 10_000 });
    act(() => useApp.getState().chooseFamily('move'));
    await waitFor(() => expect(useApp.getState().level).not.toBeNull(), { timeout: 10_000 });
    const names = () => useMyLevels.getState().levels.map((l) => l.name);
    /** an edit, as the editor makes it */
    const edit = (text: string) => {
      const p = useApp.getState().family!.parse(text);
      if (!p.ok) throw new Error(p.error.message);
      act(() => useApp.getState().setLevel(p.level));
    };
    // a saved level opened from My levels, then edited
    expect(useMyLevels.getState().save({ family: 'move', name: 'Slide puzzle', text: 'A.\n--\na.\n' }).ok).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'My levels' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'My levels' })).getByRole('button', { name: 'Open Slide puzzle' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    edit('A..\n--\na..\n');
    expect(screen.getByRole('heading', { level: 2, name: 'Slide puzzle' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(names()).toEqual(['Slide puzzle']);
    expect(useMyLevels.getState().levels[0]!.text).toBe('A..\n--\na..\n');
    expect(screen.getByText('Replaced the saved "Slide puzzle" with this level.')).toBeInTheDocument();
    // a new level of one's own: saved, it takes the name saved under; edited and saved again, that level is updated
    act(() => useApp.getState().openLevel('move', '.A.\n--\n..a\n', null));
    expect(screen.getByRole('heading', { level: 2, name: 'Your level' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('heading', { level: 2, name: 'My Move level' })).toBeInTheDocument();
    edit('.A..\n--\n...a\n');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(names().filter((n) => n.startsWith('My Move level'))).toEqual(['My Move level']);
    // an edited gallery level is no longer that level
    act(() => useApp.getState().openGalleryLevel('Corner pair'));
    edit('A...\n--\n...a\n');
    expect(useApp.getState().levelName).toBeNull();
  });
});

describe('a line of one\'s own in the link', () => {
  it('the address carries the line watched and the position on it, and a reload shows them again', async () => {
    const { unmount } = render(<App />);
    act(() => useApp.getState().chooseFamily('move'));
    await waitFor(() => expect(useApp.getState().tree).not.toBeNull(), { timeout: 10_000 });
    const { family, level } = useApp.getState();
    // a line of four legal moves, the first legal one each time: no solution of the level
    const line: string[] = [];
    let state = family!.start(level);
    for (let i = 0; i < 4; i++) {
      const m = family!.legalMoves(level, state)[0]!;
      line.push(m);
      state = family!.play(level, state, m)!;
    }
    // the sharing code, which keeps the address, is there (it loads after the first screen)
    await screen.findByRole('button', { name: 'Share' }, { timeout: 10_000 });
    await act(async () => {}); // its effects, which listen to the store, have run
    act(() => watchLine(line, 3));
    await waitFor(() => expect(decodeLink(location.hash)).toMatchObject({ ok: true, line, position: 3 }), { timeout: 5_000 });
    // the page again, from its address: the same line, at the same position
    const address = location.hash;
    unmount();
    act(() => useApp.setState(initial, true));
    history.replaceState(null, '', `/${address}`);
    render(<App />);
    await waitFor(() => expect(useApp.getState().playback).toMatchObject({ moves: line, index: 3 }), { timeout: 10_000 });
    expect(useApp.getState().levelText).toBe(family!.gallery[0]!.text);
  }, 30_000);
});

describe("the solver's client, not on the first screen", () => {
  it('a solve asked for before the client has loaded starts once it has; one cancelled meanwhile never starts', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/app/store.ts');
    const client = await import('../../../src/worker/client.ts');
    const start = vi.spyOn(client.SolverClient.prototype, 'start');
    try {
      await Promise.all(FAMILY_IDS.map(fresh.loadRules));
      act(() => fresh.useApp.getState().ensureLoaded());
      // asked for, then cancelled before the client loads: nothing starts
      act(() => fresh.useApp.getState().solveLevel());
      expect(fresh.useApp.getState().solve.status).toBe('running');
      act(() => fresh.useApp.getState().cancel());
      expect(fresh.useApp.getState().solve.status).toBe('cancelled');
      await fresh.loadSolver();
      expect(start).not.toHaveBeenCalled();
      // asked for again: it runs to its answer
      act(() => fresh.useApp.getState().solveLevel());
      expect(start).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(fresh.useApp.getState().solve.status).toBe('done'), { timeout: 10_000 });
    } finally {
      start.mockRestore();
    }
  });
});
