// A page reloaded in the middle of a solve resumes it with its budget (the store's unstuck.solving
// mark). Its address may hold a link that asks for a solve of its own: a solved level's line, or
// a position on the solution. That link must not start a second solve with the default budget
// after or instead of the resumed one, whether the family's rules are there before the link opens
// (the sharing code arrives late) or not.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SolveQuery } from '../../../src/worker/client.ts';
import type { WorkerMessage } from '../../../src/worker/protocol.ts';
import { DEFAULT_BUDGET, doubledBudget } from '../../../src/worker/budgets.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';

/** the queries the solver's client was asked, with whom to answer them */
let asked: { query: SolveQuery; hear(m: WorkerMessage): void }[] = [];

const FAMILY = 'anemones';
const level = getFamily(FAMILY)!.gallery[1]!;
/** a line of `n` legal moves from the start: the first legal one each time */
function aLine(n: number, skip = 0): string[] {
  const family = getFamily(FAMILY)!;
  const parsed = family.parse(level.text);
  if (!parsed.ok) throw new Error('the gallery level must parse');
  const moves: string[] = [];
  let state = family.start(parsed.level);
  for (let i = 0; i < n; i++) {
    const legal = family.legalMoves(parsed.level, state);
    const m = legal[i === 0 ? Math.min(skip, legal.length - 1) : 0]!;
    moves.push(m);
    state = family.play(parsed.level, state, m)!;
  }
  return moves;
}

/** the resumed solve's budget: Keep searching's, twice the default */
const budget = doubledBudget(DEFAULT_BUDGET);

/**
 * The page reloaded at `link`, while a solve with `budget` ran on its level: the store and the
 * sharing hook as the page loads them (the solver a stand-in that answers only when told), the
 * family's rules and first level already open where `rulesFirst`.
 */
async function reloadedAt(link: string, rulesFirst: boolean) {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as unknown as PerformanceEntry]);
  vi.doMock('../../../src/worker/client.ts', () => ({
    SolverClient: class {
      start(query: SolveQuery, hear: (m: WorkerMessage) => void) {
        asked.push({ query, hear });
        return { id: asked.length, cancel() {} };
      }
    },
  }));
  sessionStorage.setItem('unstuck.solving', JSON.stringify({ key: `${FAMILY}/${level.text}`, budget, count: false }));
  history.replaceState(null, '', `/${link}`);
  const { useApp } = await import('../../../src/app/store.ts');
  const { useLinkSync } = await import('../../../src/share/useLinkSync.ts');
  const { watchLine } = await import('../../../src/app/check/watch.ts');
  expect(useApp.getState().familyId).toBe(FAMILY);
  if (rulesFirst) {
    act(() => useApp.getState().ensureLoaded());
    await vi.waitFor(() => expect(useApp.getState().level).not.toBeNull(), { timeout: 10_000 });
  }
  renderHook(() => useLinkSync(useApp, watchLine));
  await vi.waitFor(() => expect(useApp.getState()).toMatchObject({ levelText: level.text, solve: { status: 'running' } }), { timeout: 10_000 });
  // the solve's query, once the solver's client has loaded (a solve stopped before then never asks)
  await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0), { timeout: 10_000 });
  return useApp;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('../../../src/worker/client.ts');
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  asked = [];
});

describe("a reload in the middle of a solve, at a link that asks for one", () => {
  for (const rulesFirst of [false, true]) {
    const when = rulesFirst ? 'the rules there before the link opens' : 'the rules loaded by the link';
    it(`a solved level's line: the solve runs with the resumed budget, and its answer leaves the board on the link's line (${when})`, async () => {
      const line = aLine(3);
      const app = await reloadedAt(encodeLevelLink({ family: FAMILY, text: level.text, name: level.name, line, position: 2, solved: true }), rulesFirst);
      await vi.waitFor(() => expect(app.getState().playback).toMatchObject({ moves: line, index: 2 }), { timeout: 10_000 });
      expect(app.getState().solve.budget).toEqual(budget);
      // (one search asked: the one whose answer stays on the line)
      expect(asked.map((a) => [a.query.maxStates, a.query.maxBytes])).toEqual([[budget.maxStates, budget.maxBytes]]);
      // (another line than the link's, as a solution)
      const solution = aLine(2, 1);
      expect(solution[0]).not.toBe(line[0]);
      act(() => asked[0]!.hear({ type: 'result', id: 1, result: { kind: 'solved', moves: 2, solution, stored: 1, elapsedMs: 1 } as never }));
      expect(app.getState().solve.status).toBe('done');
      expect(app.getState().playback).toMatchObject({ moves: line, index: 2 });
    });

    it(`a solved level's line at a move it shares with the solution: the answer leaves the board on the link's line, not the solution's (${when})`, async () => {
      const line = aLine(3);
      const app = await reloadedAt(encodeLevelLink({ family: FAMILY, text: level.text, name: level.name, line, position: 2, solved: true }), rulesFirst);
      await vi.waitFor(() => expect(app.getState().playback).toMatchObject({ moves: line, index: 2 }), { timeout: 10_000 });
      // the solution's first two moves are the line's; its third is another
      const family = getFamily(FAMILY)!;
      const parsed = family.parse(level.text);
      if (!parsed.ok) throw new Error('the gallery level must parse');
      let state = family.start(parsed.level);
      for (const m of line.slice(0, 2)) state = family.play(parsed.level, state, m)!;
      const third = family.legalMoves(parsed.level, state).find((m) => m !== line[2]);
      expect(third).toBeDefined();
      const solution = [...line.slice(0, 2), third!];
      act(() => asked[0]!.hear({ type: 'result', id: 1, result: { kind: 'solved', moves: 3, solution, stored: 1, elapsedMs: 1 } as never }));
      expect(app.getState().solve.status).toBe('done');
      // (the solution's moves went from move 2 on to its end, the link's line a variation only in the list)
      expect(app.getState().playback).toMatchObject({ moves: line, index: 2 });
    });

    it(`a position on the solution: the resumed solve is the one that runs (${when})`, async () => {
      const app = await reloadedAt(encodeLevelLink({ family: FAMILY, text: level.text, name: level.name, position: 2, solved: true }), rulesFirst);
      expect(app.getState().solve.budget).toEqual(budget);
      expect(asked.map((a) => a.query.maxStates)).toEqual([budget.maxStates]);
      // its answer takes the board to the link's position
      const solution = aLine(3);
      act(() => asked[0]!.hear({ type: 'result', id: 1, result: { kind: 'solved', moves: 3, solution, stored: 1, elapsedMs: 1 } as never }));
      expect(app.getState().playback).toMatchObject({ moves: solution, index: 2 });
    });
  }
});
