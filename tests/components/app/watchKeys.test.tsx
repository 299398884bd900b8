// The board's keys in Solve mode before there is a line to watch: an arrow of a family moved by
// arrows plays that move with the first piece and takes over in Play, as a tap on the board does
// (they did nothing: a newcomer pressing → on a Snakebird level saw no answer). With a line, the
// arrows step it, as before.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { loadRules, useApp } from '../../../src/app/store.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';
import type { SnakebirdLevel, SnakebirdState } from '../../../src/puzzles/snakebird/index.ts';
import { freshPageForEachTest } from '../freshPage.ts';

beforeAll(() => Promise.all([loadRules('snakebird'), loadRules('bars')]));
// (no move tree kept from the test before, which share/storedTrees.ts would bring back, nor the
// level it left as My levels' autosave, which the page opens as it starts: the Bars test opened
// the Snakebird level of the test before whenever that autosave had been written)
freshPageForEachTest();
beforeEach(() => act(() => useApp.getState().ensureLoaded()));

/** Snakebird's first level, a line of its first legal move played, then watched from its start: that move */
async function watchingALine() {
    act(() => useApp.getState().chooseFamily('snakebird'));
    render(<App />);
    await act(() => vi.dynamicImportSettled());
    const { family, level } = useApp.getState();
    const move = family!.legalMoves(level, family!.start(level))[0]!;
    act(() => void useApp.getState().playMove(move));
    act(() => useApp.getState().setMode('solve'));
    act(() => useApp.getState().goTo(0));
    await act(() => vi.dynamicImportSettled());
  return move;
}

const ARROW_KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' } as const;

/** Snakebird's first level open in Solve mode, no line yet: its first snakebird's first legal move, and the arrow key of it */
async function snakebirdWatched() {
  act(() => useApp.getState().chooseFamily('snakebird'));
  render(<App />);
  await act(() => vi.dynamicImportSettled());
  const { family, level } = useApp.getState();
  const start = family!.start(level) as SnakebirdState;
  const first = snakebirdView.input.pieces!(level as SnakebirdLevel, start)[0]!;
  const legal = family!.legalMoves(level, start);
  const dir = (['R', 'L', 'U', 'D'] as const).find((d) => legal.includes(`${first}${d}`))!;
  return { move: `${first}${dir}`, key: ARROW_KEYS[dir] };
}

/** what the watch's note says (a move on the board watched that is not played there) */
const watchNote = () => document.querySelector('.watch-note')?.textContent ?? null;

/** what the play panel's live region says */
const playSays = () => document.querySelector('.pl-status .sr-only')?.textContent ?? '';

describe('an arrow on the board in Solve mode, with no line yet', () => {
  it('plays the first Snakebird’s move in that direction and takes over in Play', async () => {
    const { move, key } = await snakebirdWatched();
    expect(useApp.getState().mode).toBe('solve');
    fireEvent.keyDown(window, { key });
    await waitFor(() => expect(useApp.getState().mode).toBe('play'));
    expect(useApp.getState().playback!.moves).toEqual([move]);
  });

  // (taking over switched to play with nothing said: a screen reader heard no word that the mode
  // had changed or where play began; the play panel says it once its live region is on the page)
  it('says that play goes on from that move', async () => {
    const { move, key } = await snakebirdWatched();
    fireEvent.keyDown(window, { key });
    await waitFor(() => expect(useApp.getState().mode).toBe('play'));
    await act(() => vi.dynamicImportSettled());
    await waitFor(() => expect(playSays()).toMatch(new RegExp(`^Playing it yourself from move 1: ${snakebirdView.describeMove(move)}\\.`)));
  });

  it('Play from here at the start says so; a move played at once is said, not the words of where play began', async () => {
    const { move, key } = await snakebirdWatched();
    act(() => void useApp.getState().playMove(move));
    act(() => useApp.getState().setMode('solve'));
    act(() => useApp.getState().playFrom(0));
    await act(() => vi.dynamicImportSettled());
    await waitFor(() => expect(playSays()).toBe('Playing it yourself from the start.'));
    act(() => useApp.getState().setMode('solve'));
    act(() => useApp.getState().playFrom(0));
    await act(() => vi.dynamicImportSettled());
    fireEvent.keyDown(window, { key });
    const said = new RegExp(`^Move 1: ${snakebirdView.describeMove(move)}\\.`);
    await waitFor(() => expect(playSays()).toMatch(said));
    // (past the moment the words of where play began would come: a wait for something not to happen)
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(playSays()).toMatch(said);
  });

  // (an arrow whose move the rules refuse took over nowhere and said nothing, on screen or to a screen reader)
  it('one the rules refuse says so, in a live region, with the moves a swipe or an arrow plays there', async () => {
    await snakebirdWatched();
    const { family, level } = useApp.getState();
    const start = family!.start(level) as SnakebirdState;
    const first = snakebirdView.input.pieces!(level as SnakebirdLevel, start)[0]!;
    const dirs = (['U', 'D', 'L', 'R'] as const).filter((d) => family!.play(level, start, `${first}${d}`) !== null);
    const refused = (['U', 'D', 'L', 'R'] as const).find((d) => !dirs.includes(d))!;
    fireEvent.keyDown(window, { key: ARROW_KEYS[refused] });
    expect(useApp.getState().mode).toBe('solve');
    const possible = dirs.map((d) => snakebirdView.describeMove(`${first}${d}`)).join(', ');
    await waitFor(() => expect(watchNote()).toBe(`Not possible here: ${snakebirdView.describeMove(`${first}${refused}`)}. Possible: ${possible}.`));
    expect(document.querySelector('.watch-note')!.getAttribute('aria-live')).toBe('polite');
    // the same key again: said again (the words change by a space no one sees)
    fireEvent.keyDown(window, { key: ARROW_KEYS[refused] });
    await waitFor(() => expect(watchNote()).toMatch(/\.\u00a0$/));
  });

  it('does nothing in a family moved by taps (Bars)', async () => {
    act(() => useApp.getState().chooseFamily('bars'));
    render(<App />);
    await act(() => vi.dynamicImportSettled());
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(useApp.getState().mode).toBe('solve');
    expect(useApp.getState().tree?.nodes.length ?? 1).toBe(1);
  });

  it('steps a line being watched, and plays nothing', async () => {
    const move = await watchingALine();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(useApp.getState().mode).toBe('solve');
    expect(useApp.getState().playback!.index).toBe(1);
    expect(useApp.getState().playback!.moves).toEqual([move]);
  });

  it('steps a line from the Count checkbox, ticked with the mouse; Space is left to the box', async () => {
    await watchingALine();
    const box = screen.getByRole('checkbox', { name: /Count the optimal solutions/ });
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    expect(useApp.getState().playback!.index).toBe(1);
    fireEvent.keyDown(box, { key: 'Home' });
    expect(useApp.getState().playback!.index).toBe(0);
    expect(fireEvent.keyDown(box, { key: ' ' })).toBe(true);
    expect(useApp.getState().playback!.playing).toBe(false);
  });
});

describe('the lichess analysis board’s keys, watching a line', () => {
  /** Snakebird's first level: its first legal move played, then from the start its second (a variation), watched there */
  async function aVariation() {
    act(() => useApp.getState().chooseFamily('snakebird'));
    render(<App />);
    await act(() => vi.dynamicImportSettled());
    const { family, level } = useApp.getState();
    const [main, other] = family!.legalMoves(level, family!.start(level));
    act(() => void useApp.getState().playMove(main!));
    act(() => useApp.getState().setMode('solve'));
    act(() => useApp.getState().goTo(0));
    act(() => void useApp.getState().playMove(other!));
    act(() => useApp.getState().setMode('solve'));
    await act(() => vi.dynamicImportSettled());
    return { main: main!, other: other! };
  }
  const line = () => useApp.getState().playback!;

  it('↑ and ↓ go to the line’s start and end, as Home and End do', async () => {
    await watchingALine();
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(line().index).toBe(1);
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(line().index).toBe(0);
    expect(useApp.getState().mode).toBe('solve');
  });

  it('Shift+← goes out of a variation to where it leaves the main line, which → then follows; Shift+→ back into it', async () => {
    const { main, other } = await aVariation();
    expect(line().moves).toEqual([other]);
    fireEvent.keyDown(window, { key: 'ArrowLeft', shiftKey: true });
    expect(line().index).toBe(0);
    expect(line().moves).toEqual([main]);
    fireEvent.keyDown(window, { key: 'ArrowRight', shiftKey: true });
    expect([line().index, line().moves]).toEqual([1, [other]]);
    // out again and on along the main line; on it, with no variation to leave, Shift+← steps back
    fireEvent.keyDown(window, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect([line().index, line().moves]).toEqual([1, [main]]);
    fireEvent.keyDown(window, { key: 'ArrowLeft', shiftKey: true });
    expect([line().index, line().moves]).toEqual([0, [main]]);
  });
});
