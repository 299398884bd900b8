// The Check's worker keeps the level's analysis (whatever its size) to judge the lines played from
// it; once nothing needs it (the panel closed, or its level no longer open and no check of the
// open one starting) the worker is let go with it. The real worker module runs in-thread
// (@vitest/web-worker, one worker loading at a time); the Worker class is wrapped to count the
// workers started and ended.
import '@vitest/web-worker';
import './oneWorkerLoading.ts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckPanel, PlayedNoReturn } from '../../../src/app/check/CheckPanel.tsx';
import { useCheck } from '../../../src/app/check/checkStore.ts';
import { useApp } from '../../../src/app/store.ts';
import { reportPlayedLine } from '../../../src/view/playedLine.ts';
import { countWorkers } from '../../unit/helpers/countWorkers.ts';
import { freshAppForEachTest } from './freshApp.ts';

freshAppForEachTest();

const made = countWorkers();
// (the store's client outlives a test: its worker is let go, so the next test counts from none)
afterEach(() => act(() => useCheck.getState().letGo()));

const verdict = () => screen.getByTestId('check-verdict');
/** DogBunny's Bridge, played to a position no win can be reached from (after the fourth move) */
const LOST = ['dog:kennel->meadow', 'bunny:meadow->bridge', 'dog:meadow->bridge', 'dog:bridge->island'];

async function openChecked(level = 'Bridge') {
  act(() => useApp.getState().chooseFamily('dogbunny'));
  act(() => useApp.getState().openGalleryLevel(level));
  const shown = render(<CheckPanel />);
  await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 5 moves'), { timeout: 20_000 });
  return shown;
}

// the first check starts the worker module in-thread: slow on a loaded machine
describe("Check's worker and its analysis", { timeout: 30_000 }, () => {
  it('closing the panel lets its worker go with the analysis; opened again, the answer is there and moves played are judged, the level checked again in a fresh worker', async () => {
    const shown = await openChecked();
    // kept warm, holding the analysis, while the panel is open
    expect([made.started, made.ended]).toEqual([1, 0]);
    shown.unmount();
    expect([made.started, made.ended]).toEqual([1, 1]);

    render(<CheckPanel />);
    const note = render(<PlayedNoReturn />).container.querySelector('[role=alert]')!;
    expect(verdict()).toHaveTextContent('Solvable in 5 moves');
    expect(made.started).toBe(1);
    const level = useApp.getState().level;
    act(() => useApp.getState().setMode('play'));
    act(() => reportPlayedLine(level, LOST));
    await waitFor(() => expect(note).toHaveTextContent('No way to win from here: undo 1 move.'), { timeout: 20_000 });
    expect([made.started, made.ended]).toEqual([2, 1]);
  });

  it('a judgement in flight when the panel closes is stopped, and asked again once the panel is open again', async () => {
    const shown = await openChecked();
    const level = useApp.getState().level;
    act(() => useApp.getState().setMode('play'));
    act(() => reportPlayedLine(level, LOST));
    expect(useCheck.getState().live).toMatchObject({ moves: LOST, judged: false });
    shown.unmount();
    expect(made.ended).toBe(1);
    expect(useCheck.getState().live).toBeNull();

    render(<CheckPanel />);
    const note = render(<PlayedNoReturn />).container.querySelector('[role=alert]')!;
    await waitFor(() => expect(note).toHaveTextContent('No way to win from here: undo 1 move.'), { timeout: 20_000 });
  });

  it('editing, a stroke after "Check the level" lets the analysis go: no check of the edited level starts by itself', async () => {
    act(() => useApp.getState().chooseFamily('move'));
    act(() => useApp.getState().setMode('edit'));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Check the level' }));
    await waitFor(() => expect(verdict()).toHaveTextContent('Solvable in 7 moves'), { timeout: 20_000 });
    expect([made.started, made.ended]).toEqual([1, 0]);
    act(() => useApp.getState().setLevelText('..A.\n.#..\nB...\n...#\n--\na...\n....\n...b\n....\n'));
    expect([made.started, made.ended]).toEqual([1, 1]);
    expect(useCheck.getState().status).toBe('done');
  });

  it('another level opened with the panel open is checked in the worker kept warm: its analysis replaces the last, no worker let go', async () => {
    await openChecked();
    act(() => useApp.getState().openGalleryLevel('Two bunnies'));
    await waitFor(() => expect(useCheck.getState()).toMatchObject({ status: 'done', of: { familyId: 'dogbunny', text: useApp.getState().levelText } }), { timeout: 20_000 });
    expect([made.started, made.ended]).toEqual([1, 0]);
  });
});
