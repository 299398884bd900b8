// The app's one move tree in jsdom, with the real worker module: playback walks its current line,
// play mode plays into it, both move lists show it, it outlives mode switches on the same level,
// and the timeline marks a line's point of no return.
import '@vitest/web-worker';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { freshPageForEachTest } from '../freshPage.ts';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { markLine, watchLine } from '../../../src/app/check/watch.ts';

beforeAll(() => Promise.all(FAMILY_IDS.map(loadRules)));
// (My levels' autosave of the test before's level too, which the page would open as it starts)
freshPageForEachTest();
beforeEach(() => act(() => useApp.getState().ensureLoaded()));

const count = () => screen.getByTestId('move-count').textContent;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const position = () => screen.getByTestId('position').textContent;

/** Botanicula solved, its solution in words */
async function solved(): Promise<string[]> {
  render(<App />);
  act(() => {
    useApp.getState().chooseFamily('anemones');
    useApp.getState().openGalleryLevel('Botanicula');
  });
  click('Solve');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Solved in 6 moves'), { timeout: 10_000 });
  return within(await screen.findByRole('list', { name: 'Solution moves' }, { timeout: 10_000 }))
    .getAllByRole('button')
    .map((b) => b.textContent!);
}

describe('one move tree', { timeout: 30_000 }, () => {
  it('take over at move 2: Moves: 2; variations are kept beside the solution and outlive Edit, Play and watching', async () => {
    const solution = await solved();
    click('Next move');
    click('Next move');
    click('Play from here');
    await waitFor(() => expect(count()).toMatch(/^Moves: 2 \(optimal: 6\)/));
    const tapped = (n: number) => act(() => fireEvent.click(screen.getByTestId(`anemone-${n}`)));
    const third = Number(/(\d+)$/.exec(solution[2]!)![1]);
    const [a, b] = [1, 2, 3].filter((n) => n !== third);
    tapped(a!);
    expect(count()).toMatch(/^Moves: 3/);
    expect(screen.getByText('Your line leaves the solution after move 2.')).toBeInTheDocument();
    click('Undo');
    tapped(b!);
    const variations = screen.getAllByRole('list', { name: 'Variation after move 2' });
    expect(variations.map((v) => v.textContent)).toEqual([`3. Tap anemone ${a}`, `3. Tap anemone ${b}`]);
    // the same move again follows its node
    click('Undo');
    tapped(b!);
    expect(screen.getAllByRole('list', { name: 'Variation after move 2' })).toHaveLength(2);
    const nodes = useApp.getState().tree!.nodes.length;

    // Edit, then watch: the same tree, the board on the line last taken
    click('Edit');
    click('Solve and watch');
    expect(position()).toMatch(/^Move 3 of 3: Tap anemone/);
    expect(useApp.getState().tree!.nodes).toHaveLength(nodes);
    const side = screen.getByRole('list', { name: 'Solution moves' });
    expect(within(side).getAllByRole('list', { name: 'Variation after move 2' })).toHaveLength(2);
    // a click on the solution's fifth move: the timeline walks the solution again
    fireEvent.click(within(side).getByRole('button', { name: solution[4] }));
    expect(position()).toMatch(/^Move 5 of 6/);
    click('Previous move');
    click('Play from here');
    await waitFor(() => expect(count()).toMatch(/^Moves: 4/));

    // an edited level starts a new tree
    const { family, level } = useApp.getState();
    // (an edit that comes back to the same text keeps it)
    act(() => useApp.getState().setLevel(structuredClone(level)));
    expect(useApp.getState().tree!.nodes).toHaveLength(nodes);
    const edited = family!.parse(family!.gallery[1]!.text);
    if (!edited.ok) throw new Error('a gallery level parses');
    act(() => useApp.getState().setLevel(edited.level));
    expect(useApp.getState().tree!.nodes).toHaveLength(1);
  });

  it('Undo goes to the parent and Redo follows the line last taken from there; Restart goes to the start and keeps every line', async () => {
    await solved();
    click('Play from here');
    await waitFor(() => expect(count()).toMatch(/^Moves: 0/));
    const tapped = (n: number) => act(() => fireEvent.click(screen.getByTestId(`anemone-${n}`)));
    tapped(1);
    tapped(2);
    click('Undo');
    click('Undo');
    tapped(3);
    click('Restart');
    expect(count()).toMatch(/^Moves: 0/);
    click('Redo');
    expect(screen.getByRole('button', { name: '1. Tap anemone 3' })).toHaveAttribute('aria-current', 'step');
    fireEvent.click(screen.getByRole('button', { name: '2. Tap anemone 2' }));
    click('Undo');
    click('Undo');
    click('Redo');
    click('Redo');
    expect(screen.getByRole('button', { name: '2. Tap anemone 2' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("the timeline marks the watched line's point of no return, and the move tree the move", async () => {
    await solved();
    expect(screen.queryByRole('button', { name: /^No way to win/ })).toBeNull();
    act(() => watchLine(['1', '1', '1'], 1));
    // what a check learns of the line: no win after move 2
    act(() => markLine(['1', '1', '1'], 2));
    const mark = screen.getByRole('button', { name: 'No way to win from move 2' });
    expect(position()).toBe('Move 1 of 3: Tap anemone 1');
    fireEvent.click(mark);
    expect(position()).toBe('Move 2 of 3: Tap anemone 1 · no way to win from here');
    // (a line of its own, not the solution: the slider says so)
    expect(screen.getByRole('slider', { name: 'Position in the line' })).toHaveAttribute('aria-valuetext', 'Move 2 of 3: Tap anemone 1, no way to win from here');
    const marked = screen.getByTestId('tree-no-return');
    expect(within(marked.parentElement!).getByRole('button')).toHaveTextContent('2. Tap anemone 1');
    // the solution has no such mark
    fireEvent.click(screen.getByRole('button', { name: '6. Tap anemone 7' }));
    expect(screen.queryByRole('button', { name: /^No way to win/ })).toBeNull();
    expect(screen.getByRole('slider', { name: 'Position in the solution' })).toHaveAttribute('aria-valuetext', 'Move 6 of 6: Tap anemone 7, solved');
  });

  it('an answer that comes while playing on the longer line found first: the board stays, and the timeline follows the answer', async () => {
    await solved();
    const solution = [...useApp.getState().playback!.moves];
    // a longer line that shares the solution's first three moves, as the first line found does
    const other = ['1', '2', '3', '5', '7'].find((m) => m !== solution[3])!;
    const longer = [...solution.slice(0, 3), other, other, other, other, other];
    act(() => watchLine(longer, 3));
    act(() => useApp.getState().playFrom(3));
    expect(useApp.getState().playback!.moves).toEqual(longer);
    await act(async () => useApp.getState().solveLevel());
    await waitFor(() => expect(useApp.getState().solve.status).toBe('done'), { timeout: 10_000 });
    const { playback, mode } = useApp.getState();
    expect(mode).toBe('play');
    expect(playback!.index).toBe(3);
    expect(playback!.moves).toEqual(solution);
  });

  it('autoplay stops when the watching board goes (Play, Edit), and waits for Play when it is back', async () => {
    await solved();
    act(() => useApp.getState().setPlaying(true));
    expect(useApp.getState().playback!.playing).toBe(true);
    click('Play it yourself');
    expect(useApp.getState().playback!.playing).toBe(false);
    click('Solve and watch');
    expect(screen.getByRole('button', { name: /^Play$/ })).toBeInTheDocument();
    act(() => useApp.getState().setPlaying(true));
    click('Edit');
    click('Solve and watch');
    expect(useApp.getState().playback!.playing).toBe(false);
  });

  it('a move made on the watched board takes over there with that move played; before any solve too', async () => {
    const solution = await solved();
    click('Next move');
    const second = Number(/(\d+)$/.exec(solution[1]!)![1]);
    const other = [1, 2, 3].find((n) => n !== second)!;
    act(() => fireEvent.click(screen.getByTestId(`anemone-${other}`)));
    expect(useApp.getState().mode).toBe('play');
    await waitFor(() => expect(count()).toMatch(/^Moves: 2/));
    expect(screen.getByText('Your line leaves the solution after move 1.')).toBeInTheDocument();
    // another level, not solved: a tap on its board starts playing it
    act(() => useApp.getState().openGalleryLevel(useApp.getState().family!.gallery[1]!.name));
    act(() => useApp.getState().setMode('solve'));
    act(() => fireEvent.click(screen.getByTestId('anemone-1')));
    expect(useApp.getState().mode).toBe('play');
    await waitFor(() => expect(count()).toMatch(/^Moves: 1/));
  });
});
