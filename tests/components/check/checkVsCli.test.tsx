// The Check panel and `solve --analyse` give a designer the same answers: for every gallery level
// of every family, the command line's JSON (its main function, in this process) against the
// panel's words (the real worker module, in-thread): solvable, the optimum, the optimal count,
// the whole space, and the verdict and point of no return of a line checked in both. (Snakebird's
// WebAssembly search does not load in jsdom: tests/unit/analyse/checkVsCli.test.ts compares the
// worker's answer for every family, Snakebird's too.)
import '@vitest/web-worker';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckPanel } from '../../../src/app/check/CheckPanel.tsx';
import { freshAppForEachTest } from './freshApp.ts';
import { useApp } from '../../../src/app/store.ts';
import { main } from '../../../src/cli/main.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS, type FamilyId } from '../../../src/puzzles/types.ts';

freshAppForEachTest();

const dir = mkdtempSync(join(tmpdir(), 'unstuck-check-vs-cli-'));

/** The command line's analysis of a level's text, as JSON. */
async function cli(id: FamilyId, text: string, ...args: string[]): Promise<Record<string, any>> {
  const path = join(dir, `${id}.txt`);
  writeFileSync(path, text);
  let out = '';
  let err = '';
  const code = await main([id, path, '--analyse', '--json', ...args], { out: (t) => void (out += t), err: (t) => void (err += t) });
  expect(err).toBe('');
  expect(code).toBe(0);
  return JSON.parse(out);
}

const n = (x: number) => x.toLocaleString('en');
const s = (x: number, word: string) => `${n(x)} ${word}${x === 1 ? '' : 's'}`;
const verdict = () => screen.getByTestId('check-verdict');

const LEVELS = FAMILY_IDS.filter((id) => id !== 'snakebird').flatMap((id) => FAMILIES[id].gallery.map((g) => [id, g.name, g.text] as const));

describe('the Check panel and solve --analyse', { timeout: 30_000 }, () => {
  it.each(LEVELS)('%s "%s": the same optimum, count, space and line verdict', async (id, name, text) => {
    const a = await cli(id, text);
    act(() => useApp.getState().chooseFamily(id));
    act(() => useApp.getState().openGalleryLevel(name));
    render(<CheckPanel />);
    const panel = screen.getByRole('region', { name: 'Check' });
    await waitFor(() => expect(verdict()).toHaveTextContent(/^(Solvable|Not solvable)/), { timeout: 25_000 });
    if (!a.solvable) expect(verdict()).toHaveTextContent(/^Not solvable/);
    else {
      const ways = a.optimalSolutions === 1 ? 'the only optimal solution' : `one of ${n(a.optimalSolutions)} optimal solutions`;
      expect(verdict()).toHaveTextContent(`Solvable in ${s(a.moves, 'move')} (${ways}`);
      expect(within(panel).getByTestId('optimal-count')).toHaveTextContent(s(a.optimalSolutions, 'distinct optimal solution'));
    }
    if (a.positions === undefined) expect(panel).toHaveTextContent('The whole spacenot mapped (');
    else {
      const far = a.winnable > 0 ? `; the farthest winnable position is ${s(a.farthest, 'move')} from a win` : '';
      expect(panel).toHaveTextContent(`${s(a.positions, 'position')} reachable, ${n(a.winnable)} can still win, ${s(a.deadEnds, 'dead end')}${far}`);
    }
    if (a.explored !== null && a.moves !== 0) expect(panel).toHaveTextContent(`${s(a.explored, 'position')} explored to prove`);

    // a line: the optimal one with its first move played twice (a detour, a dead end, or a move not legal there)
    if (!a.solvable || a.moves === 0) return;
    const line: string[] = [a.solution[0], ...a.solution];
    const judged = (await cli(id, text, '--line', ...line)).line;
    fireEvent.change(within(panel).getByRole('textbox', { name: /Your intended line/ }), { target: { value: line.join(' ') } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Check this line' }));
    await waitFor(() => expect(verdict()).toHaveTextContent(/^(Your line|A shorter line)/), { timeout: 25_000 });
    const lostFirst = !judged.legal && judged.noReturnAt !== null && judged.illegalAt > judged.noReturnAt;
    const there = judged.movesThere ? `: the moves from that position are ${judged.movesThere.slice(0, 12).join(', ')}` : '';
    if (!judged.legal && !lostFirst) expect(verdict()).toHaveTextContent(`Your line: move ${judged.illegalAt} (${line[judged.illegalAt - 1]}) is not legal there${there}`);
    else if (judged.wins && judged.optimal) expect(verdict()).toHaveTextContent('Your line is optimal');
    else if (judged.wins) expect(verdict()).toHaveTextContent(`A shorter line exists: ${s(a.moves, 'move')} instead of ${line.length}`);
    else expect(verdict()).toHaveTextContent(/^Your line does not (win|end on a win)/);
    const marks = within(panel).queryAllByTestId('no-return').map((m) => m.textContent);
    if (judged.noReturnAt === null) expect(marks).toEqual([]);
    else expect(marks).toEqual([judged.noReturnAt === 0 ? 'No way to win from the start' : `No way to win after move ${judged.noReturnAt}`]);
  });
});
