// A solve running as the tab is reloaded (or left, then come back to by Back or Forward) runs
// again once its level opens, with the same budget and count; a page opened anew (a link, a new
// tab), a solve that ended or was cancelled, a solve in layers, or another level opened, does not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SolveQuery } from '../../../src/worker/client.ts';

/** the queries the solver's client was asked, in this test */
let asked: SolveQuery[] = [];
let loadRules: typeof import('../../../src/app/store.ts').loadRules;

/** store.ts as a page loaded by a visit of this kind has it, its solver a stand-in whose searches never end */
async function loadedBy(visit: 'reload' | 'back_forward' | 'navigate') {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: visit } as unknown as PerformanceEntry]);
  vi.doMock('../../../src/worker/client.ts', () => ({
    SolverClient: class {
      start(query: SolveQuery) {
        asked.push(query);
        return { id: asked.length, cancel() {} };
      }
    },
  }));
  const store = await import('../../../src/app/store.ts');
  loadRules = store.loadRules;
  return store.useApp;
}

type Store = Awaited<ReturnType<typeof loadedBy>>;

/** opens the first family's gallery level `at` as a link does (none: its first, as a page with no link does), once its rules are there */
async function open(app: Store, at?: number) {
  if (at === undefined) app.getState().ensureLoaded();
  else {
    const family = await loadRules(app.getState().familyId);
    app.getState().openLevel(family.id, family.gallery[at]!.text, null);
  }
  await vi.waitFor(() => expect(app.getState().level).not.toBeNull(), { timeout: 10_000 });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('../../../src/worker/client.ts');
  sessionStorage.clear();
  asked = [];
});

describe('a solve running as the page is loaded again', () => {
  it('runs again after a reload and after Back or Forward, on the same level, with its budget and count', async () => {
    for (const visit of ['reload', 'back_forward'] as const) {
      const first = await loadedBy('navigate');
      await open(first);
      first.getState().setCountSolutions(true);
      first.getState().keepSearching(); // (not running: solves with twice the default budget)
      expect(first.getState().solve.status).toBe('running');
      const { budget } = first.getState().solve;
      const text = first.getState().levelText;
      await vi.waitFor(() => expect(asked).toHaveLength(1));

      const again = await loadedBy(visit);
      await open(again);
      expect(again.getState().solve).toMatchObject({ status: 'running', budget });
      await vi.waitFor(() => expect(asked).toHaveLength(2));
      expect(asked[1]).toMatchObject({ family: first.getState().familyId, text, countSolutions: true, maxStates: budget.maxStates, maxBytes: budget.maxBytes });
      expect(again.getState().countSolutions).toBe(true);
      asked = [];
    }
  });

  it('does not run again on a page opened anew, nor after a reload of that page', async () => {
    const first = await loadedBy('navigate');
    await open(first);
    first.getState().solveLevel();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    for (const visit of ['navigate', 'reload'] as const) {
      const app = await loadedBy(visit);
      await open(app);
      expect(app.getState().solve.status).toBe('idle');
    }
    expect(asked).toHaveLength(1);
  });

  it('does not run again once it was cancelled, nor for a solve in layers', async () => {
    const first = await loadedBy('navigate');
    await open(first);
    first.getState().solveLevel();
    first.getState().cancel();
    let app = await loadedBy('reload');
    await open(app);
    expect(app.getState().solve.status).toBe('idle');
    app.getState().solveLevel(undefined, { layers: true });
    expect(app.getState().solve.status).toBe('running');
    app = await loadedBy('reload');
    await open(app);
    expect(app.getState().solve.status).toBe('idle');
  });

  it('does not run again where the page comes back on another level (its link not yet written), nor once that level is left for its own', async () => {
    const first = await loadedBy('navigate');
    await open(first);
    first.getState().solveLevel();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const app = await loadedBy('reload');
    await open(app, 1);
    expect(app.getState().solve.status).toBe('idle');
    await open(app, 0);
    expect(app.getState().solve.status).toBe('idle');
    expect(asked).toHaveLength(1);
  });

  it('passes over a kept mark that cannot be read: the level waits for Solve, no error', async () => {
    const first = await loadedBy('navigate');
    await open(first);
    const key = `${first.getState().familyId}/${first.getState().levelText}`;
    for (const value of ['{not json', '"running"', 'null', JSON.stringify({ key }), JSON.stringify({ key, budget: { maxStates: 'many', maxBytes: 1 } }),
      // (fields of another type or past what a search may hold, as a hand in devtools writes them)
      JSON.stringify({ key, budget: { maxStates: '5', maxBytes: 2 ** 20 }, count: false }),
      JSON.stringify({ key, budget: { maxStates: 5, maxBytes: 1e30 }, count: false }),
      JSON.stringify({ key, budget: { maxStates: 5, maxBytes: 2 ** 20 }, count: 'yes' }),
    ]) {
      sessionStorage.setItem('unstuck.solving', value);
      const app = await loadedBy('reload');
      await open(app);
      expect(app.getState().solve.status, value).toBe('idle');
    }
    expect(asked).toHaveLength(0);
  });
});
