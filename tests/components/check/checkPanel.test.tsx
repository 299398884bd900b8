// The Check panel in jsdom, with the real worker module run in-thread (@vitest/web-worker):
// the facts, the verdicts on a line, the point of no return, the picture, watching a line.
import '@vitest/web-worker';
import './oneWorkerLoading.ts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckPanel, PlayedNoReturn, needsValid } from '../../../src/app/check/CheckPanel.tsx';
import { CheckButton, CheckSide } from '../../../src/app/check/CheckToggle.tsx';
import { useCheck } from '../../../src/app/check/checkStore.ts';
import type { LineVerdict } from '../../../src/puzzles/analyse.ts';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { FAMILY_VIEWS } from '../../../src/app/views.ts';
import { reportPlayedLine } from '../../../src/view/playedLine.ts';
import { watchLine } from '../../../src/app/check/watch.ts';
import { SolverClient } from '../../../src/worker/client.ts';
import { LARGE_MOVE_LEVELS } from '../../unit/move/largeLevels.ts';
import { estimatesOnceEditsPause } from '../estimateWait.ts';
import { resetEstimates } from '../../../src/worker/estimates.ts';
import { FakeWorker, inThreadWorker } from '../../unit/helpers/workers.ts';

const initialApp = useApp.getState();
const initialCheck = useCheck.getState();
beforeAll(() => Promise.all(FAMILY_IDS.map(loadRules)));
beforeEach(() => {
  act(() => {
    useCheck.getState().cancel();
    useCheck.setState(initialCheck, true);
    useApp.setState(initialApp, true);
  });
});

function open(family: (typeof FAMILY_IDS)[number], level: string) {
  act(() => useApp.getState().chooseFamily(family));
  act(() => useApp.getState().openGalleryLevel(level));
  render(<CheckPanel />);
  return screen.getByRole('region', { name: 'Check' });
}

const verdict = () => screen.getByTestId('check-verdict');

async function checkLine(panel: HTMLElement, line: string) {
  fireEvent.change(within(panel).getByRole('textbox', { name: /Your intended line/ }), { target: { value: line } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Check this line' }));
}

/**
 * Snakebird's Classic 1 open, checked as the worker answers it, with `verdict` on `line`: a
 * snakebird's line is walked by its WebAssembly search, which jsdom does not load.
 */
function answeredOnClassic1(line: string[], verdict: Partial<LineVerdict>, source: 'typed' | 'played' = 'typed') {
  act(() => useApp.getState().chooseFamily('snakebird'));
  act(() => useApp.getState().openGalleryLevel('Classic 1'));
  const of = { familyId: 'snakebird' as const, text: useApp.getState().levelText };
  const answer = {
    solvable: true,
    moves: 16,
    optimalSolutions: 1,
    solution: [],
    explored: 80,
    stored: 341,
    branching: 1.87,
    forcedMoves: 4,
    space: { positions: 341, winnable: 272, deadEnds: 69, farthest: 17 },
    notEnumerated: null,
    notCounted: null,
    elapsedMs: 1,
    bytes: 0,
    byFamily: false,
    picture: null,
    line: { moves: line.length, legal: true, illegalAt: null, wins: false, wonAfter: null, optimal: false, shorter: null, noReturnAt: null, toWin: null, ...verdict },
  };
  act(() => useCheck.setState({ status: 'done', of, answer, line, source }));
  return render(<CheckPanel />);
}

// the first check starts the worker module in-thread: slow on a loaded machine
describe('Check panel', { timeout: 30_000 }, () => {
  it('checks the open level at once: the optimum, the optimal count, the whole space, how hard, and a picture of it', async () => {
    const panel = open('dogbunny', 'Bridge');
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 5 moves (one of 10 optimal solutions).'), { timeout: 20_000 });
    expect(within(panel).getByTestId('optimal-count')).toHaveTextContent('10 distinct optimal solutions');
    // (a dog and a bunny: no two animals of one kind to take as one)
    expect(panel).not.toHaveTextContent('interchangeable');
    expect(panel).toHaveTextContent('25 positions reachable, 22 can still win, 3 dead ends; the farthest winnable position is 6 moves from a win');
    expect(panel).toHaveTextContent(/25 positions explored to prove the optimum; 2\.78 moves per position/);
    // the solution is listed in words, from the family's view table
    expect(within(panel).getByRole('list', { name: 'An optimal solution: moves' })).toHaveTextContent('1. Bunny: meadow → kennel');
    const picture = within(panel).getByTestId('space-picture');
    expect(picture.querySelectorAll('circle')).toHaveLength(25);
    expect(picture.querySelectorAll('circle.start')).toHaveLength(1);
    // the live region is the verdict alone
    expect(panel.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it('says the outcome in one live region, there from the check’s start, so that a screen reader reads it when it comes', async () => {
    const panel = open('move', 'Move 4×4');
    expect(useCheck.getState().status).toBe('running');
    const live = within(panel).getByRole('status');
    expect(live).toBeEmptyDOMElement();
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 7 moves'), { timeout: 20_000 });
    expect(within(panel).getByRole('status')).toBe(live);
  });

  it('counts sets of presses where moves commute (Bars): Lights Out 5×5 has four, whatever their orders', async () => {
    const panel = open('bars', 'Lights Out 5×5');
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 15 moves (one of 4 optimal solutions: sets of presses, in any order).'), { timeout: 20_000 });
    expect(within(panel).getByTestId('optimal-count')).toHaveTextContent('4 distinct optimal solutions');
    expect(panel).toHaveTextContent('(sets of presses, in any order)');
    expect(panel).not.toHaveTextContent('interchangeable');
    // how it was answered, in a designer's words (it said "the family's own exact method answered")
    expect(panel).toHaveTextContent('How hard it looksnot measured: no search was run (a level of this size is solved by calculation, not by trying moves)');
    // and why the space is not mapped, the size a number, the method in plain words (it said
    // '(2^23)' and 'the minimum-weight solutions of the press matrix')
    expect(panel).toHaveTextContent(
      'The whole spacenot mapped (the whole space has more than 2,000,000 positions (8,388,608 in all); the optimum and its count are worked out exactly from which cells each press flips (linear algebra over GF(2)), without a search)',
    );
  });

  it('says which pieces count as interchangeable where a family has them (Move: dots of one colour)', async () => {
    const move = open('move', 'Two of a kind');
    await waitFor(() => expect(verdict()).toHaveTextContent(/^Solvable in/), { timeout: 20_000 });
    expect(move).toHaveTextContent('(dots of one colour count as interchangeable)');
  });

  it('an average of one move per position is said in the singular', async () => {
    // two anemones, each tap lowering the other: one move from each position, and no win
    act(() => useApp.getState().openLevel('anemones', 'anemones 2\ntap 1 lowers 2\ntap 2 lowers 1\nstart 1\ngoal 1 2\n', 'Seesaw'));
    render(<CheckPanel />);
    await waitFor(() => expect(verdict()).toHaveTextContent('Not solvable'), { timeout: 20_000 });
    expect(screen.getByRole('region', { name: 'Check' })).toHaveTextContent('2 positions explored to prove there is none; 1 move per position on average');
  });

  it('says nothing of interchangeable pieces where every piece is its own (Anemones)', async () => {
    const anemones = open('anemones', 'Botanicula');
    await waitFor(() => expect(verdict()).toHaveTextContent(/^Solvable in/), { timeout: 20_000 });
    expect(within(anemones).getByTestId('optimal-count')).toBeInTheDocument();
    expect(anemones).not.toHaveTextContent('interchangeable');
  });

  it('a level that starts won: how open it is, from the start’s own moves, not the search’s empty work', async () => {
    act(() => useApp.getState().openLevel('move', 'A..\n...\n--\na..\n...\n', 'Won'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 0 moves'), { timeout: 20_000 });
    // the dot can go right or down
    expect(panel).toHaveTextContent('the start is already a win; 2 moves from it lead to another position');
    expect(panel).not.toHaveTextContent(/0 moves per position|forced/);
    expect(verdict()).toHaveTextContent(/^Solvable in 0 moves: the start is already a win\.$/);
    // a line that moves and comes back: there is no shorter line to watch, only none at all
    await checkLine(panel, 'R L');
    await waitFor(() => expect(verdict()).toHaveTextContent('A shorter line exists: 0 moves instead of 2 (your line does not need to move: the start is a win).'), { timeout: 20_000 });
    expect(within(panel).queryByRole('button', { name: 'Watch the shorter line' })).toBeNull();
  });

  it('a line that wins and plays on past the win is told so; a shorter line counts its moves as people do', async () => {
    // one dot, its target one swipe to the left: L wins, a second L carries it past
    act(() => useApp.getState().openLevel('move', '.A.\n--\n..a\n', 'Past'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 1 move'), { timeout: 20_000 });
    await checkLine(panel, 'L L');
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line does not end on a win: it wins after move 1, then plays on past the win.'), { timeout: 20_000 });
    await checkLine(panel, 'L R L');
    await waitFor(() => expect(verdict()).toHaveTextContent('A shorter line exists: 1 move instead of 3 (your line already wins after move 1).'), { timeout: 20_000 });
  });

  it('the progress names the stage of the check, whose depth starts again with each', () => {
    act(() => useApp.getState().openLevel('move', '.A.\n--\n..a\n', 'Past'));
    act(() => useApp.getState().setMode('edit'));
    render(<CheckPanel />);
    const progress = { depth: 1, stored: 1, frontier: 1, statesPerSecond: 0, bytes: 0, elapsedMs: 10 };
    act(() => useCheck.setState({ status: 'running', of: { familyId: 'move', text: useApp.getState().levelText }, progress: { ...progress, stage: 'count' } }));
    expect(screen.getByText(/^Checking…/)).toHaveTextContent('Checking… too many positions to map; counting the optimal solutions: 1 move deep, 1 position stored');
    // the walk along a long line: how far it is
    act(() => useCheck.setState({ line: Array.from({ length: 2055 }, () => 'L'), progress: { ...progress, depth: 1234, stored: 1234, stage: 'walk' } }));
    expect(screen.getByText(/^Checking…/)).toHaveTextContent(/^Checking… following the line: move 1,234 of 2,055 · /);
  });

  it('says why a space it enumerated has no map: too many positions to draw', async () => {
    const panel = open('bars', 'Lovecraft 4×4');
    await waitFor(() => expect(verdict()).toHaveTextContent(/^Solvable in/), { timeout: 20_000 });
    expect(panel).toHaveTextContent('65,536 positions reachable');
    expect(within(panel).queryByTestId('space-picture')).toBeNull();
    expect(panel).toHaveTextContent('No map of positions: 65,536 are too many dots to draw (it is drawn up to 400).');
  });

  it('a dot of the picture shows its position on the board: a shortest line to it in playback, at its end', async () => {
    const panel = open('dogbunny', 'Bridge');
    await waitFor(() => within(panel).getByTestId('space-picture'), { timeout: 20_000 });
    const wins = within(panel).getByTestId('space-picture').querySelectorAll('circle.win');
    expect(wins.length).toBeGreaterThan(0);
    fireEvent.click(wins[0]!);
    const { playback, level, family } = useApp.getState();
    expect(playback!.moves).toHaveLength(5);
    expect(playback!.index).toBe(5);
    expect(family!.isWon(level, playback!.states[5])).toBe(true);
  });

  it('opened by its button, the panel takes the focus (it sits far after the button in the page); opened otherwise, it does not', async () => {
    act(() => useApp.getState().chooseFamily('move'));
    render(
      <>
        <CheckButton />
        <CheckSide />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Check' });
    button.focus();
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Check' });
    await waitFor(() => expect(panel).toHaveFocus());
    fireEvent.click(button);
    expect(screen.queryByRole('region', { name: 'Check' })).toBeNull();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    fireEvent.click(button);
    await screen.findByRole('region', { name: 'Check' });
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
    fireEvent.click(button);
  });

  it('the picture is one tab stop: arrow keys move between dots, Enter shows the position', async () => {
    const panel = open('dogbunny', 'Bridge');
    await waitFor(() => within(panel).getByTestId('space-picture'), { timeout: 20_000 });
    const picture = within(panel).getByTestId('space-picture');
    const focusable = picture.querySelectorAll('circle[tabindex="0"]');
    expect(focusable).toHaveLength(1);
    expect(focusable[0]).toHaveAccessibleName('The start, 5 to win');
    act(() => (focusable[0] as SVGCircleElement).focus());
    fireEvent.keyDown(picture, { key: 'ArrowRight' });
    fireEvent.keyDown(picture, { key: 'ArrowRight' });
    const at = document.activeElement!;
    expect(at).toHaveAccessibleName(/^2 moves from the start/);
    expect(at.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(picture, { key: 'Enter' });
    expect(useApp.getState().playback!.moves).toHaveLength(2);
    expect(useApp.getState().playback!.index).toBe(2);
  });

  it("keeps a family's typed line to itself: another family's box starts empty, and coming back finds it", async () => {
    const panel = open('anemones', 'Botanicula');
    const box = () => within(panel).getByRole('textbox', { name: /Your intended line/ });
    // (each family's check done before the next: the test runner's in-thread worker loses a check started as another is cancelled)
    const to = async (family: (typeof FAMILY_IDS)[number]) => {
      act(() => useApp.getState().chooseFamily(family));
      await waitFor(() => expect(verdict()).toHaveTextContent(/^Solvable/), { timeout: 20_000 });
    };
    await to('anemones');
    fireEvent.change(box(), { target: { value: '1 2 3' } });
    await to('bars');
    expect(box()).toHaveValue('');
    fireEvent.change(box(), { target: { value: '1,1' } });
    await to('anemones');
    expect(box()).toHaveValue('1 2 3');
    await to('bars');
    expect(box()).toHaveValue('1,1');
  });

  it('a line that plays on after a win is told it won, not only that its next move is not legal (Snakebird: the level ends on the win)', () => {
    const line = [...Array<string>(16).fill('AR'), 'AU'];
    const { unmount } = answeredOnClassic1(line, { legal: false, illegalAt: 17, movesThere: [], wonAfter: 16 });
    expect(verdict()).toHaveTextContent('Your line does not end on a win: it wins after move 16, where the level ends, and move 17 (AU) comes after it.');
    unmount();
    // where moves lead on from the win (DogBunny's, Move's), the move refused is said with the moves there
    answeredOnClassic1([...line, 'AU'], { legal: false, illegalAt: 18, movesThere: ['AL', 'AR'], wonAfter: 16 }, 'played');
    expect(verdict()).toHaveTextContent('The moves played do not end on a win: they win after move 16, then play on past the win, and move 18 (AU) is not legal there: the moves from that position are AL, AR.');
  });

  it('a word that names no move of the level is said as such, with what a move looks like, and nothing is checked', async () => {
    const panel = open('anemones', 'Botanicula');
    await waitFor(() => expect(verdict()).toHaveTextContent(/^Solvable/), { timeout: 20_000 });
    expect(within(panel).getByRole('textbox', { name: /Your intended line/ })).toHaveAccessibleName(/a move is an anemone's number, from 1 to/);
    const before = verdict().textContent;
    await checkLine(panel, '1 Tap 2');
    expect(within(panel).getByRole('alert')).toHaveTextContent(/^Move 2, "Tap", is not a move of this level: a move is an anemone's number, from 1 to \d+\.$/);
    expect(verdict().textContent).toBe(before);
    // mended, it goes away and the line is checked
    await checkLine(panel, '1 2');
    expect(within(panel).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(verdict().textContent).not.toBe(before), { timeout: 20_000 });
  });

  it("Ctrl+Enter (Cmd+Enter) in the line's box checks the line; Enter alone is a new line of the box", async () => {
    const panel = open('move', 'Move 4×4');
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 7 moves'), { timeout: 20_000 });
    const box = within(panel).getByRole('textbox', { name: /Your intended line/ });
    expect(box).toHaveAccessibleName(/Ctrl\+Enter checks it/);
    fireEvent.change(box, { target: { value: 'R R D L L L U' } });
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
    expect(useCheck.getState().line).toBeNull();
    expect(fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })).toBe(false);
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line is optimal (the only optimal solution).'), { timeout: 20_000 });
    fireEvent.change(box, { target: { value: 'L R R R D L L L U' } });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(verdict()).toHaveTextContent('A shorter line exists: 7 moves instead of 9.'), { timeout: 20_000 });
    // a word that names no move is said, as from the button
    fireEvent.change(box, { target: { value: 'R X' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Move 2, "X", is not a move of this level');
    // a direction typed in lower case is the move it means, and the box spells it as the notation does
    fireEvent.change(box, { target: { value: 'r r d l l l u' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(box).toHaveValue('R R D L L L U');
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line is optimal (the only optimal solution).'), { timeout: 20_000 });
    expect(within(panel).queryByTestId('check-line-changed')).toBeNull();
  });

  it('a line asked for while the level is being checked waits for that check, says so, and is checked as soon as it ends', async () => {
    const panel = open('move', 'Move 4×4');
    expect(useCheck.getState().status).toBe('running');
    const box = within(panel).getByRole('textbox', { name: /Your intended line/ });
    fireEvent.change(box, { target: { value: 'R R D L L L U' } });
    expect(fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })).toBe(false);
    // said where the outcome is said (the live region), not refused without a word
    expect(verdict()).toHaveTextContent('Your line (7 moves) waits: it is checked as soon as the check under way ends.');
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line is optimal (the only optimal solution).'), { timeout: 20_000 });
    expect(verdict()).not.toHaveTextContent('waits');
    expect(useCheck.getState()).toMatchObject({ status: 'done', line: ['R', 'R', 'D', 'L', 'L', 'L', 'U'], source: 'typed', waiting: null });
  });

  it('a line that stops short of a win still in reach says how far from one it ends, where the space was mapped', () => {
    const { unmount } = answeredOnClassic1(['AR', 'AR'], { toWin: [16, 15, 14] }, 'played');
    expect(verdict()).toHaveTextContent(/^The moves played do not win: they end 14 moves from a win\.$/);
    // unfinished, not lost: amber, as a longer line's verdict, not the red of a line that lost
    expect(verdict()).toHaveClass('warn');
    unmount();
    // not mapped: no distance to tell
    answeredOnClassic1(['AR'], { toWin: null });
    expect(verdict()).toHaveTextContent(/^Your line does not win\.$/);
    expect(verdict()).toHaveClass('bad');
  });

  it("a key typed in the line's box does not draw the report again (a long line's list of moves is not redrawn at each key)", async () => {
    const panel = open('move', 'Move 4×4');
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 7 moves'), { timeout: 20_000 });
    const long = Array.from({ length: 400 }, (_, i) => (i % 2 ? 'L' : 'R')).join(' ');
    await checkLine(panel, long);
    await waitFor(() => expect(verdict()).toHaveTextContent(/^Your line does not win/), { timeout: 20_000 });
    // (its ends, 100 moves each, and the moves between said in one row)
    expect(within(panel).getByRole('list', { name: 'Your line: moves' }).querySelectorAll('li')).toHaveLength(201);
    const described = vi.spyOn(FAMILY_VIEWS.move, 'describeMove');
    try {
      fireEvent.change(within(panel).getByRole('textbox', { name: /Your intended line/ }), { target: { value: `${long} R` } });
      // the box's new line is there, and said to differ from the line judged
      expect(within(panel).getByTestId('check-line-changed')).toBeTruthy();
      expect(described).not.toHaveBeenCalled();
    } finally {
      described.mockRestore();
    }
  });

  it('the line a check under way judges, asked for again, does not wait to be judged twice; another line asked for after it waits', async () => {
    const panel = open('move', 'Move 4×4');
    const box = within(panel).getByRole('textbox', { name: /Your intended line/ });
    fireEvent.change(box, { target: { value: 'R R D' } });
    act(() => useCheck.getState().check({ familyId: 'move', text: useApp.getState().levelText }, ['R', 'R', 'D'], 'typed'));
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(useCheck.getState().waiting).toBeNull();
    expect(verdict()).not.toHaveTextContent('waits');
    fireEvent.change(box, { target: { value: 'R R D L' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(verdict()).toHaveTextContent('Your line (4 moves) waits');
    // and the same again, once another waits, leaves that one waiting no more
    fireEvent.change(box, { target: { value: 'R R D' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(useCheck.getState().waiting).toBeNull();
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line does not win: it ends 4 moves from a win.'), { timeout: 20_000 });
    expect(useCheck.getState().line).toEqual(['R', 'R', 'D']);
  });

  it('a line waiting when the panel closes is checked when it opens again, as the box still holds it', async () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().openGalleryLevel('Move 4×4'));
    const first = render(<CheckPanel />);
    const box = within(screen.getByRole('region', { name: 'Check' })).getByRole('textbox', { name: /Your intended line/ });
    fireEvent.change(box, { target: { value: 'R R D' } });
    expect(useCheck.getState().status).toBe('running');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(verdict()).toHaveTextContent('Your line (3 moves) waits');
    first.unmount();
    // (it was dropped without a word: the panel opened again checked the level alone)
    render(<CheckPanel />);
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line does not win: it ends 4 moves from a win.'), { timeout: 20_000 });
    expect(useCheck.getState().line).toEqual(['R', 'R', 'D']);
  });

  it('a line waiting for a check that is cancelled is said not checked; the button asks as Ctrl+Enter does', async () => {
    const panel = open('move', 'Move 4×4');
    const box = within(panel).getByRole('textbox', { name: /Your intended line/ });
    fireEvent.change(box, { target: { value: 'R R D' } });
    const button = within(panel).getByRole('button', { name: 'Check this line' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(verdict()).toHaveTextContent('Your line (3 moves) waits');
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(verdict()).toHaveTextContent('Your line (3 moves) was not checked: the check it waited for was cancelled; check it again to judge it.');
    // asked again, it is checked
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line does not win: it ends 4 moves from a win.'), { timeout: 20_000 });
    expect(verdict()).not.toHaveTextContent('was not checked');
  });

  it('says that the verdict shown is on a line checked before once the box holds another, until that one is checked', async () => {
    const panel = open('move', 'Move 4×4');
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 7 moves'), { timeout: 20_000 });
    const box = within(panel).getByRole('textbox', { name: /Your intended line/ });
    const changed = () => within(panel).queryByTestId('check-line-changed');
    // (no line judged: the level's own verdict is on no line)
    fireEvent.change(box, { target: { value: 'R' } });
    expect(changed()).toBeNull();
    await checkLine(panel, 'R R D L L L U');
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line is optimal (the only optimal solution).'), { timeout: 20_000 });
    expect(changed()).toBeNull();
    // spaces and new lines are no change of the line
    fireEvent.change(box, { target: { value: ' R R D\nL L L U ' } });
    expect(changed()).toBeNull();
    fireEvent.change(box, { target: { value: 'R R D L L L' } });
    expect(changed()).toHaveTextContent('This verdict is on the line checked before; the line in the box has changed since: check it to judge it.');
    expect(verdict()).not.toContainElement(changed());
    await checkLine(panel, 'R R D L L L');
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line does not win: it ends 1 move from a win.'), { timeout: 20_000 });
    expect(changed()).toBeNull();
    // a word refused leaves the verdict before in place, said to be on that line
    await checkLine(panel, 'R X');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Move 2, "X", is not a move of this level');
    expect(changed()).not.toBeNull();
  });

  it('judges a line: optimal, a shorter line to watch, an illegal move', async () => {
    const panel = open('move', 'Move 4×4');
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 7 moves'), { timeout: 20_000 });

    await checkLine(panel, 'R R D L L L U');
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line is optimal (the only optimal solution).'), { timeout: 20_000 });

    await checkLine(panel, 'L R R R D L L L U');
    await waitFor(() => expect(verdict()).toHaveTextContent('A shorter line exists: 7 moves instead of 9.'), { timeout: 20_000 });
    fireEvent.click(within(panel).getByRole('button', { name: 'Watch the shorter line' }));
    expect(useApp.getState().playback!.moves).toEqual(['R', 'R', 'D', 'L', 'L', 'L', 'U']);
    expect(useApp.getState().mode).toBe('solve');

    // a word that is no move at all is said before anything is checked
    await checkLine(panel, 'R X');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Move 2, "X", is not a move of this level: a move is a swipe: U, D, L or R.');
  });

  it('marks the first position from which no win is reachable after its move, with each position’s distance to a win', async () => {
    const panel = open('dogbunny', 'Bridge');
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable'), { timeout: 20_000 });
    await checkLine(panel, 'dog:kennel->meadow bunny:meadow->bridge dog:meadow->bridge dog:bridge->island bunny:bridge->island');
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line does not win: no way to win after move 4.'), { timeout: 20_000 });
    const items = within(within(panel).getByRole('list', { name: 'Your line: moves' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '1. Dog: kennel → meadow dog:kennel->meadow4 to win',
      '2. Bunny: meadow → bridge bunny:meadow->bridge5 to win',
      '3. Dog: meadow → bridge dog:meadow->bridge4 to win',
      '4. Dog: bridge → island dog:bridge->islandlost',
      'No way to win after move 4',
      '5. Bunny: bridge → island bunny:bridge->islandlost',
    ]);
  });

  it('a line of thousands of moves lists its ends and its point of no return, the moves between said in a row that shows them', async () => {
    const line = Array<string>(1000).fill('AR');
    answeredOnClassic1(line, { noReturnAt: 500 });
    const list = screen.getByRole('list', { name: 'Your line: moves' });
    const items = () => [...list.querySelectorAll('li')].map((li) => li.textContent);
    // (all 1,000 were laid out, and again at each key typed in the box)
    expect(items()).toHaveLength(100 + 1 + 101 + 1 + 1 + 100);
    expect(items().slice(99, 102)).toEqual(['100. Red → AR', '… 349 more moves (101 to 449): show them', '450. Red → AR']);
    expect(items()).toContain('No way to win after move 500');
    expect(items().slice(-102, -99)).toEqual(['550. Red → AR', '… 350 more moves (551 to 900): show them', '901. Red → AR']);
    expect(items().at(-1)).toBe('1000. Red → AR');
    fireEvent.click(within(list).getByText('… 349 more moves (101 to 449): show them'));
    expect(items()).toHaveLength(1000 + 1);
    expect(document.activeElement).toHaveTextContent(/^101\. Red → AR$/);
  });

  it('marks the move that loses the level outright as lost, though no position of it was judged (a snakebird that dies)', () => {
    // as the worker answers: the third move kills the snake, so the positions judged stop after the second, and the fourth is refused
    answeredOnClassic1(['AR', 'AR', 'AR', 'AR'], { legal: false, illegalAt: 4, noReturnAt: 2, toWin: [16, 17, null] });
    const items = within(screen.getByRole('list', { name: 'Your line: moves' })).getAllByRole('listitem').map((li) => li.textContent);
    // (each move's notation beside its words, as the line's box takes it)
    expect(items).toEqual(['1. Red → AR17 to win', '2. Red → ARlost', 'No way to win after move 2', '3. Red → ARlost', 'Move 4 (AR) is not legal there']);
  });

  it('checks the moves played, and in play mode says a point of no return as soon as it is passed', async () => {
    const panel = open('dogbunny', 'Bridge');
    const note = render(<PlayedNoReturn />).container.querySelector('[role=alert]')!;
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable'), { timeout: 20_000 });
    const level = useApp.getState().level;
    act(() => useApp.getState().setMode('play'));
    const lost = ['dog:kennel->meadow', 'bunny:meadow->bridge', 'dog:meadow->bridge', 'dog:bridge->island'];
    act(() => reportPlayedLine(level, lost.slice(0, 3)));
    // three moves: a win is still in reach, so nothing is said
    await new Promise((r) => setTimeout(r, 200));
    expect(note).toBeEmptyDOMElement();
    act(() => reportPlayedLine(level, lost));
    await waitFor(() => expect(note).toHaveTextContent('No way to win from here: undo 1 move.'), { timeout: 20_000 });
    // out of play mode it is not said
    act(() => useApp.getState().setMode('solve'));
    expect(note).toBeEmptyDOMElement();
    act(() => useApp.getState().setMode('play'));

    fireEvent.click(within(panel).getByRole('button', { name: 'Check the moves played (4)' }));
    await waitFor(() => expect(verdict()).toHaveTextContent('The moves played do not win: no way to win after move 4.'), { timeout: 20_000 });
    expect(within(panel).getByRole('textbox', { name: /Your intended line/ })).toHaveValue(lost.join(' '));
  });

  it('a level lost from the start: a line is told no win can be reached from the start, and play mode does not ask for more undos than moves played', async () => {
    // anemone 1 lowers itself: it can never be raised
    act(() => useApp.getState().openLevel('anemones', 'anemones 1\ntap 1 lowers 1\nstart\ngoal 1\n', 'Lost'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    const note = render(<PlayedNoReturn />).container.querySelector('[role=alert]')!;
    await waitFor(() => expect(verdict()).toHaveTextContent('Not solvable: no win can be reached from the start.'), { timeout: 20_000 });
    await checkLine(panel, '1 1');
    await waitFor(() => expect(verdict()).toHaveTextContent('Your line does not win: no win can be reached from the start.'), { timeout: 20_000 });
    const level = useApp.getState().level;
    act(() => useApp.getState().setMode('play'));
    act(() => reportPlayedLine(level, ['1']));
    await waitFor(() => expect(note).toHaveTextContent('No way to win: no win can be reached from the start.'), { timeout: 20_000 });
    expect(note).not.toHaveTextContent('undo');
  });

  it('judges no move played on a level whose check was cancelled or stopped at a limit: each judgement would be that whole check again, unseen', async () => {
    const panel = open('move', 'Move 4×4');
    act(() => useCheck.getState().cancel());
    expect(panel).toHaveTextContent('Check cancelled.');
    const start = vi.spyOn(SolverClient.prototype, 'start');
    try {
      const level = useApp.getState().level;
      act(() => useApp.getState().setMode('play'));
      act(() => reportPlayedLine(level, ['R']));
      await new Promise((r) => setTimeout(r, 100));
      expect(start).not.toHaveBeenCalled();
      const of = { familyId: 'move' as const, text: useApp.getState().levelText };
      act(() => useCheck.setState({ status: 'done', of, answer: { kind: 'limit', limit: 'states', stored: 30_000_000, depth: 15, detail: 'the whole space has more than 2,000,000 positions' } }));
      act(() => reportPlayedLine(level, ['R', 'R']));
      await new Promise((r) => setTimeout(r, 100));
      expect(start).not.toHaveBeenCalled();
      expect(useCheck.getState().live).toBeNull();
    } finally {
      start.mockRestore();
    }
  });

  it('closed while it checks, stops the check and forgets it: opening the panel again checks afresh', () => {
    // a check that runs until it is stopped (the client's worker is not started)
    const cancels: number[] = [];
    let next = 1000;
    const start = vi.spyOn(SolverClient.prototype, 'start').mockImplementation(() => {
      const id = next++;
      return { id, cancel: () => void cancels.push(id) };
    });
    try {
      act(() => useApp.getState().chooseFamily('move'));
      act(() => useApp.getState().openGalleryLevel('Move 4×4'));
      const shown = render(<CheckPanel />);
      expect(start).toHaveBeenCalledTimes(1);
      expect(useCheck.getState().status).toBe('running');
      shown.unmount();
      expect(cancels).toEqual([1000]);
      expect(useCheck.getState()).toMatchObject({ status: 'idle', of: null });
      render(<CheckPanel />);
      expect(start).toHaveBeenCalledTimes(2);
      expect(useCheck.getState()).toMatchObject({ status: 'running', of: { familyId: 'move', text: useApp.getState().levelText } });
      act(() => useCheck.getState().cancel());
    } finally {
      start.mockRestore();
    }
  });

  it('does not check by itself while editing (each stroke is another level), but on request', async () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setMode('edit'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    expect(useCheck.getState().status).toBe('idle');
    fireEvent.click(within(panel).getByRole('button', { name: 'Check the level' }));
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 7 moves (the only optimal solution).'), { timeout: 20_000 });
    expect(within(panel).queryByRole('button', { name: 'Check the level' })).toBeNull();
  });

  it('lets go of a check in flight once its level is no longer open: an edit after "Check the level" leaves the buttons on', () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setMode('edit'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Check the level' }));
    expect(useCheck.getState().status).toBe('running');
    // a stroke: another level
    act(() => useApp.getState().setLevelText('..A.\n.#..\nB...\n...#\n--\na...\n....\n...b\n....\n'));
    expect(useCheck.getState().status).not.toBe('running');
    expect(within(panel).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.change(within(panel).getByRole('textbox', { name: /Your intended line/ }), { target: { value: 'R' } });
    expect(within(panel).getByRole('button', { name: 'Check this line' })).toBeEnabled();
  });

  it('does not check by itself a level likely beyond its memory, nor judge the lines watched on it, but says why and checks on request', async () => {
    act(() => useApp.getState().chooseFamily('snakebird'));
    // four long snakes in a wide walled map: billions of positions, by the estimate
    const cols = 24;
    const terrain = [...Array.from({ length: 15 }, (_, r) => '#' + (r === 1 ? ' '.repeat(cols - 4) + '* ' : ' '.repeat(cols - 2)) + '#'), '#'.repeat(cols)];
    const snakes = ['R', 'G', 'B', 'Y'].map((label, k) => ({ label, cells: Array.from({ length: 7 }, (_, i) => [3 + 3 * k, 8 - i] as [number, number]) }));
    act(() => useApp.getState().setLevel({ rows: 16, cols, open: false, terrain, fruit: [], snakes, blocks: [] }));
    expect(useApp.getState().levelError).toBeNull();
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    expect(within(panel).getByTestId('check-too-large')).toHaveTextContent(
      /^Not checked by itself: this level is likely beyond the memory Check may use here \(1\.5 GB\): about [\d.]+ \w+ positions, [\d.]+ \w+ \(up to [\d.]+ \w+\), estimated from the level\. A check would most likely stop at that limit/,
    );
    // a line watched is not judged either (each judgement an analysis of the level)
    const { family, level } = useApp.getState();
    act(() => watchLine(family!.legalMoves(level, family!.start(level)).slice(0, 1)));
    expect(useApp.getState().playback!.moves).toHaveLength(1);
    expect(useCheck.getState()).toMatchObject({ status: 'idle', live: null });
    fireEvent.click(within(panel).getByRole('button', { name: 'Check the level' }));
    expect(useCheck.getState().status).toBe('running');
    expect(within(panel).queryByTestId('check-too-large')).toBeNull();
    // cancelled: why it ran long is said again beside "Check cancelled."
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(panel).toHaveTextContent('Check cancelled.');
    expect(within(panel).getByTestId('check-too-large')).toHaveTextContent(/^Not checked by itself/);
  });

  it('does not check by itself a level likely past the positions it may store, though within its memory (Move: small positions)', async () => {
    act(() => useApp.getState().openLevel('move', LARGE_MOVE_LEVELS['o10-5']!, 'Five far'));
    // (an estimate of a level of 40 M positions of 28 bytes: 1.1 GB, within Check's 1.5 GB; made
    // in the worker, here its handleRequest in-thread, so that the family's estimate is the one mocked)
    resetEstimates(inThreadWorker);
    const estimate = vi.spyOn(useApp.getState().family!, 'estimateSearch').mockReturnValue({ states: 40e6, bytes: 40e6 * 28, bytesUpTo: 4 * 40e6 * 28 });
    try {
      render(<CheckPanel />);
      const panel = screen.getByRole('region', { name: 'Check' });
      // no check starts by itself while the estimate is on its way, nor a note
      expect(useCheck.getState().status).toBe('idle');
      expect(within(panel).queryByTestId('check-too-large')).toBeNull();
      expect(await within(panel).findByTestId('check-too-large')).toHaveTextContent(
        /^Not checked by itself: this level likely has more positions than Check may store here \(30 million\): about 40 million, estimated from the level\. A check would most likely stop at that limit/,
      );
      expect(useCheck.getState().status).toBe('idle');
    } finally {
      estimate.mockRestore();
      resetEstimates();
    }
  });

  it('does not check by itself a 12x12 Move level of four colours whose check ran out of positions: said once the estimate answers', async () => {
    resetEstimates(inThreadWorker);
    // (a check asked for is not run: this level's takes 68 s)
    const check = vi.spyOn(useCheck.getState(), 'check').mockImplementation(() => undefined);
    try {
      act(() => useApp.getState().openLevel('move', LARGE_MOVE_LEVELS['o12-4']!, 'Four colours'));
      render(<CheckPanel />);
      const panel = screen.getByRole('region', { name: 'Check' });
      expect(await within(panel).findByTestId('check-too-large', {}, { timeout: 10_000 })).toHaveTextContent(/^Not checked by itself: this level (likely has more positions than Check may store|is likely beyond the memory Check may use)/);
      expect(check).not.toHaveBeenCalled();
    } finally {
      check.mockRestore();
      resetEstimates();
    }
  });

  it('checks a large Move level by itself once its estimate, made in a worker, says it fits; one whose estimate failed too', async () => {
    act(() => useApp.getState().openLevel('move', LARGE_MOVE_LEVELS['o10-5']!, 'Five far'));
    // (the check asked for, not run: this level's takes 98 s)
    const check = vi.spyOn(useCheck.getState(), 'check').mockImplementation(() => undefined);
    try {
      for (const answer of [{ type: 'estimate', estimate: { states: 2e6, bytes: 2e6 * 28, bytesUpTo: 4 * 2e6 * 28 } }, { type: 'error', message: 'solver failed: x', failed: true }] as const) {
        check.mockClear();
        let answered: () => void = () => undefined;
        resetEstimates(() => new FakeWorker((request, post) => (answered = () => post({ ...answer, id: request.id }))));
        const { unmount } = render(<CheckPanel />);
        const panel = screen.getByRole('region', { name: 'Check' });
        await act(() => new Promise((r) => setTimeout(r, 20)));
        expect(check, answer.type).not.toHaveBeenCalled();
        act(() => answered());
        await waitFor(() => expect(check, answer.type).toHaveBeenCalledTimes(1));
        expect(within(panel).queryByTestId('check-too-large')).toBeNull();
        unmount();
      }
    } finally {
      check.mockRestore();
      resetEstimates();
    }
  });

  it('says nothing of the kind of a Move level far past the estimate\'s short search that Check counts in seconds', () => {
    act(() => useApp.getState().openLevel('move', LARGE_MOVE_LEVELS['big-8x8']!, 'Big'));
    // (editing: no check starts by itself, so none runs here for 9 s)
    act(() => useApp.getState().setMode('edit'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    expect(within(panel).getByRole('button', { name: 'Check the level' })).toBeEnabled();
    expect(within(panel).queryByTestId('check-too-large')).toBeNull();
  });

  it('while editing, estimates a level once its edits pause, not on every cell of a stroke', async () => {
    act(() => useApp.getState().openLevel('move', LARGE_MOVE_LEVELS['o16-4']!, 'Four far'));
    act(() => useApp.getState().setMode('edit'));
    await estimatesOnceEditsPause(
      () => render(<CheckPanel />),
      () => expect(within(screen.getByRole('region', { name: 'Check' })).getByTestId('check-too-large')).toBeInTheDocument(),
      // a stroke over three cells: three levels
      () => {
        const rest = LARGE_MOVE_LEVELS['o16-4']!.slice('#..#........#...'.length);
        for (const row of ['#..#........##..', '#..#........###.', '#..#........####']) act(() => useApp.getState().setLevelText(row + rest));
        expect(useApp.getState().levelError).toBeNull();
      },
    );
  });

  it('says what makes a level invalid, where no editor lists it, instead of checking it', () => {
    act(() => useApp.getState().openLevel('move', '..A.\n....\n--\n....\n...b\n', 'Mismatched'));
    expect(useApp.getState().mode).not.toBe('edit');
    render(<CheckPanel />);
    expect(screen.getByRole('region', { name: 'Check' })).toHaveTextContent(
      'Check needs a valid level: Row 1, column 3: colour A has 0 dots but 1 target; it needs as many of each; Row 2, column 4: colour B has 1 dot but 0 targets; it needs as many of each.',
    );
    expect(useCheck.getState().status).toBe('idle');
  });

  it('a level too large for any check says so, not that a search stopped "after 0 positions"', () => {
    act(() => useApp.getState().chooseFamily('bars'));
    const of = { familyId: 'bars' as const, text: useApp.getState().levelText };
    const detail = 'this 63×63 cross grid has 2^124 sets of presses that change nothing, too many to compare for the fewest presses, and 2^3845 positions, too many to search';
    act(() => useCheck.setState({ status: 'done', of, answer: { kind: 'limit', limit: 'size', stored: 0, depth: 0, detail } }));
    render(<CheckPanel />);
    expect(screen.getByRole('status')).toHaveTextContent(`Too large to check: ${detail}.`);
  });

  it('asks for a valid level instead of checking one that does not parse', () => {
    act(() => useApp.getState().chooseFamily('bars'));
    act(() => useApp.getState().setLevelText('01\n0x\n'));
    render(<CheckPanel />);
    // where and what, as the text's box says it: not only that it does not parse
    expect(screen.getByRole('region', { name: 'Check' })).toHaveTextContent("Check needs a valid level; this one does not parse. Line 2, column 2: unknown character 'x'; expected 0 or 1.");
    expect(useCheck.getState().status).toBe('idle');
  });

  it('says where each problem of an invalid level lies, as the editor does, the first three and how many more', () => {
    // a snakebird walled in away from the exit: the problem is at its head's cell
    act(() => useApp.getState().openLevel('snakebird', '#######\n#R<.#*#\n#######\n', 'Walled in'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    expect(panel).toHaveTextContent('Check needs a valid level: Row 2, column 2: the Red snakebird (R) can reach no exit: walls, spikes or water close it off.');
    expect(useCheck.getState().status).toBe('idle');
  });

  it('names three problems and counts the rest', () => {
    const issues = [1, 2, 3, 4, 5].map((n) => ({ message: `problem ${n}`, at: { kind: 'cell' as const, row: n, col: 0 } }));
    expect(needsValid(null, issues)).toBe('Check needs a valid level: Row 2, column 1: problem 1; Row 3, column 1: problem 2; Row 4, column 1: problem 3; and 2 more problems.');
    expect(needsValid(null, issues.slice(0, 1))).toBe('Check needs a valid level: Row 2, column 1: problem 1.');
  });
});
