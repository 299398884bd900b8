// The page's side of the solver worker: its status, start and stop, the default budget, the
// cache of answers, and keeping a warm worker (a finished solve keeps its worker for the next
// one; stop terminates it, and the next solve after a stop gets a fresh one).
import '@vitest/web-worker';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../../src/engine/types.ts';
import type { LevelCheck } from '../../../src/puzzles/analyse.ts';
import {
  BROWSER_MAX_BYTES, browserMaxBytes, CACHE_SIZE, clearSolveCache, DEFAULT_BUDGET, doubledBudget, KEEP_WORKER_MAX_BYTES, hasPrivateFiles, layersBudget, sizedBudget, SolverClient, type ScriptFate, type SolverStatus, type SolveQuery,
} from '../../../src/worker/client.ts';
import type { SolveRequest, WorkerMessage } from '../../../src/worker/protocol.ts';
import { countWorkers } from '../helpers/countWorkers.ts';
import { FakeWorker } from '../helpers/workers.ts';

const LOVECRAFT: SolveQuery = { family: 'bars', text: 'pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n' };

/** The solve's last message (its result or error), and every status the client went through. */
function solveWith(client: SolverClient, query: SolveQuery): Promise<{ answer: WorkerMessage; statuses: SolverStatus[] }> {
  const statuses: SolverStatus[] = [];
  const unwatch = client.onStatus((s) => statuses.push(s));
  return new Promise((resolve) => {
    client.start(query, (m) => {
      if (m.type === 'progress') return;
      unwatch();
      resolve({ answer: m, statuses });
    });
  });
}

const resultOf = (m: WorkerMessage): SearchResult => {
  if (m.type !== 'result') throw new Error(`expected a result, got ${JSON.stringify(m)}`);
  return m.result;
};

const solved = (bytes = 1024): SearchResult => ({ kind: 'solved', moves: 1, solution: ['1,1'], stored: 2, elapsedMs: 1, bytes, method: 'bfs' });

/** A client over stand-in workers that answer with `answer`; `workers` lists every one spawned. */
/** `fate`: what a fetch of the worker's script finds, asked where a worker failed as it started */
function fakeClient(answer: (request: SolveRequest) => WorkerMessage | null, fate: () => Promise<ScriptFate> = () => Promise.resolve('unreachable')) {
  const workers: FakeWorker[] = [];
  const client = new SolverClient(
    () => {
      const w = new FakeWorker((request, post) => {
        const m = answer(request as SolveRequest);
        if (m) post(m);
      });
      workers.push(w);
      return w;
    },
    undefined,
    fate,
  );
  return { client, workers };
}

beforeEach(() => clearSolveCache());

describe('the solver client on the real worker module', () => {
  const made = countWorkers();

  it('loads a worker, computes, goes idle, and keeps the worker for the next solve', async () => {
    const client = new SolverClient();
    expect(client.status).toBe('idle');
    const first = await solveWith(client, LOVECRAFT);
    expect(resultOf(first.answer)).toMatchObject({ kind: 'solved' });
    expect(first.statuses).toEqual(['loading', 'computing', 'idle']);
    // another question (counting too), so the cache does not answer it
    const second = await solveWith(client, { ...LOVECRAFT, countSolutions: true });
    expect(resultOf(second.answer)).toMatchObject({ kind: 'solved', optimalSolutions: expect.any(Number) });
    // the kept worker is loaded already: no loading the second time
    expect(second.statuses).toEqual(['computing', 'idle']);
    expect([made.started, made.ended]).toEqual([1, 0]);
  }, 30_000);

  it('stop terminates the worker, the stopped solve never answers, and the next solve starts a fresh worker', async () => {
    const client = new SolverClient();
    await solveWith(client, LOVECRAFT);
    const heard: WorkerMessage[] = [];
    client.start({ ...LOVECRAFT, countSolutions: true }, (m) => heard.push(m));
    expect(client.status).toBe('computing');
    client.stop();
    expect(client.status).toBe('idle');
    expect(made.ended).toBe(1);
    const after = await solveWith(client, { ...LOVECRAFT, countSolutions: true });
    expect(resultOf(after.answer)).toMatchObject({ kind: 'solved' });
    expect(after.statuses[0]).toBe('loading');
    expect(heard).toEqual([]);
    expect(made.started).toBe(2);
  });

  it("keeps the worker of a Check (it holds the level's analysis, for judging lines) until released, then checks in a fresh one", async () => {
    const client = new SolverClient();
    const checkOnce = () =>
      new Promise<WorkerMessage>((resolve) => client.start({ type: 'analyse', ...LOVECRAFT }, (m) => m.type !== 'progress' && resolve(m)));
    expect(await checkOnce()).toMatchObject({ type: 'analysis', analysis: { solvable: true } });
    expect([made.started, made.ended]).toEqual([1, 0]);
    client.release();
    expect([made.started, made.ended]).toEqual([1, 1]);
    expect(await checkOnce()).toMatchObject({ type: 'analysis', analysis: { solvable: true } });
    expect([made.started, made.ended]).toEqual([2, 1]);
  });

  it("passes a level's error through, and the kept worker still solves afterwards", async () => {
    const client = new SolverClient();
    const bad = await solveWith(client, { family: 'bars', text: 'nonsense' });
    expect(bad.answer).toMatchObject({ type: 'error', message: expect.stringMatching(/line 1/) });
    expect(client.status).toBe('idle');
    expect(resultOf((await solveWith(client, LOVECRAFT)).answer)).toMatchObject({ kind: 'solved' });
    expect(made.started).toBe(1);
  });
});

describe('the solver client', () => {
  it('gives every request the default budget unless it names its own', async () => {
    const { client, workers } = fakeClient(({ id }) => ({ type: 'result', id, result: solved() }));
    await solveWith(client, LOVECRAFT);
    await solveWith(client, { ...LOVECRAFT, fromMoves: ['1,1'], maxStates: 10 });
    expect(workers[0]!.requests[0]).toMatchObject(DEFAULT_BUDGET);
    expect(workers[0]!.requests[1]).toMatchObject({ maxStates: 10, maxBytes: DEFAULT_BUDGET.maxBytes });
  });

  it('hands the listener progress with the best line found and the lower bound, as the worker sends them, and asks for early answers as told', async () => {
    const bestFound = { moves: 3, solution: ['1,1', '2,2', '1,1'] };
    const { client, workers } = fakeClient(() => null);
    const heard: WorkerMessage[] = [];
    const { id } = client.start({ ...LOVECRAFT, early: true }, (m) => heard.push(m));
    await Promise.resolve();
    expect(workers[0]!.requests[0]).toMatchObject({ early: true });
    const progress = { depth: 2, lowerBound: 2, bestFound, stored: 10, frontier: 4, statesPerSecond: 1, bytes: 1, elapsedMs: 1 };
    workers[0]!.onmessage!({ data: { type: 'progress', id, progress } } as MessageEvent<WorkerMessage>);
    expect(heard).toEqual([{ type: 'progress', id, progress }]);
    expect(client.status).toBe('computing');
  });

  it('answers a question asked before from its cache, with no worker and no status change', async () => {
    const { client, workers } = fakeClient(({ id, fromMoves }) => ({ type: 'result', id, result: { ...solved(), moves: fromMoves?.length ?? 0 } }));
    const first = await solveWith(client, { ...LOVECRAFT, fromMoves: ['1,1'] });
    const again = await solveWith(client, { ...LOVECRAFT, fromMoves: ['1,1'] });
    expect(resultOf(again.answer)).toEqual(resultOf(first.answer));
    expect(again.statuses).toEqual([]);
    expect(workers[0]!.requests).toHaveLength(1);
    // another client shares the cache
    expect((await solveWith(fakeClient(() => null).client, { ...LOVECRAFT, fromMoves: ['1,1'] })).answer).toEqual({ ...again.answer, id: expect.any(Number) });
    // other moves played, another level text, or counting are other questions
    await solveWith(client, { ...LOVECRAFT, fromMoves: ['1,2'] });
    await solveWith(client, { ...LOVECRAFT, text: LOVECRAFT.text.replace('0110', '0111'), fromMoves: ['1,1'] });
    await solveWith(client, { ...LOVECRAFT, fromMoves: ['1,1'], countSolutions: true });
    expect(workers[0]!.requests).toHaveLength(4);
  });

  it('does not cache a limit, since a larger budget may answer', async () => {
    const limit: SearchResult = { kind: 'limit', limit: 'states', depth: 3, stored: 10, elapsedMs: 1, bytes: 0 };
    const { client, workers } = fakeClient(({ id }) => ({ type: 'result', id, result: limit }));
    await solveWith(client, LOVECRAFT);
    await solveWith(client, LOVECRAFT);
    expect(workers[0]!.requests).toHaveLength(2);
  });

  it(`keeps the ${CACHE_SIZE} answers used last`, async () => {
    const { client, workers } = fakeClient(({ id }) => ({ type: 'result', id, result: solved() }));
    const asked = (i: number) => ({ ...LOVECRAFT, fromMoves: [String(i)] });
    for (let i = 0; i <= CACHE_SIZE; i++) await solveWith(client, asked(i));
    expect(workers[0]!.requests).toHaveLength(CACHE_SIZE + 1);
    await solveWith(client, asked(CACHE_SIZE)); // still cached
    await solveWith(client, asked(1)); // still cached, now the newest
    await solveWith(client, asked(0)); // the oldest: evicted when the last one came in
    expect(workers[0]!.requests).toHaveLength(CACHE_SIZE + 2);
  });

  it('stops a cached answer before it is delivered', async () => {
    const { client } = fakeClient(({ id }) => ({ type: 'result', id, result: solved() }));
    await solveWith(client, LOVECRAFT);
    const heard: WorkerMessage[] = [];
    client.start(LOVECRAFT, (m) => heard.push(m)).cancel();
    await new Promise((r) => setTimeout(r, 0));
    expect(heard).toEqual([]);
  });

  it('a new start stops the solve in flight: its worker is terminated and its listener hears nothing', async () => {
    const { client, workers } = fakeClient(({ id, fromMoves }) => (fromMoves?.length ? { type: 'result', id, result: solved() } : null));
    const heard: WorkerMessage[] = [];
    client.start(LOVECRAFT, (m) => heard.push(m));
    await Promise.resolve();
    expect(client.status).toBe('loading');
    const next = await solveWith(client, { ...LOVECRAFT, fromMoves: ['1,1'] });
    expect(resultOf(next.answer)).toMatchObject({ kind: 'solved' });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(heard).toEqual([]);
  });

  it('a cancel raises the stop word its request carries before ending the worker (a browser may end it late)', async () => {
    const { client, workers } = fakeClient(() => null);
    const handle = client.start(LOVECRAFT, () => undefined);
    await Promise.resolve();
    const stop = (workers[0]!.requests[0] as SolveRequest).stop!;
    expect(stop).toBeInstanceOf(SharedArrayBuffer);
    expect(Atomics.load(new Int32Array(stop), 0)).toBe(0);
    handle.cancel();
    expect(Atomics.load(new Int32Array(stop), 0)).toBe(1);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('is failed when its worker dies, says so, and a later start tries a fresh worker', async () => {
    const { client, workers } = fakeClient(({ id }) => ({ type: 'result', id, result: solved() }));
    const heard: WorkerMessage[] = [];
    client.start(LOVECRAFT, (m) => heard.push(m));
    workers[0]!.onerror?.({ message: 'out of memory' } as ErrorEvent);
    expect(client.status).toBe('failed');
    expect(workers[0]!.terminated).toBe(true);
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).toEqual([{ type: 'error', id: expect.any(Number), message: 'the solver stopped: out of memory (try again: a fresh solver starts)' }]);
    const again = await solveWith(client, LOVECRAFT);
    expect(again.statuses).toEqual(['loading', 'idle']);
    expect(workers).toHaveLength(2);
    // the kept worker dies on the next question; then a cached answer needs no worker, so idle
    client.start({ ...LOVECRAFT, fromMoves: ['1,1'] }, () => {});
    workers[1]!.onerror?.({ message: 'crash' } as ErrorEvent);
    expect(client.status).toBe('failed');
    await solveWith(client, LOVECRAFT);
    expect(client.status).toBe('idle');
    expect(workers).toHaveLength(2);
  });

  it('says a worker whose script did not load could not start, and one that died later without a word stopped; each time what to do', async () => {
    const { client, workers } = fakeClient(({ id }) => ({ type: 'progress', id, progress: { depth: 1, stored: 1, frontier: 1, statesPerSecond: 1, bytes: 1, elapsedMs: 1 } }));
    const heard: WorkerMessage[] = [];
    client.start(LOVECRAFT, (m) => heard.push(m));
    // (a script that fails to load fires a plain event, no message, before the worker answers anything)
    workers[0]!.onerror?.({} as ErrorEvent);
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).toEqual([{ type: 'error', id: expect.any(Number), message: 'the solver could not start: its script did not load (check the connection, then try again)' }]);
    heard.length = 0;
    client.start(LOVECRAFT, (m) => heard.push(m));
    await Promise.resolve();
    await new Promise((r) => setTimeout(r));
    expect(client.status).toBe('computing');
    workers[1]!.onerror?.({} as ErrorEvent);
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard.at(-1)).toEqual({ type: 'error', id: expect.any(Number), message: 'the solver stopped unexpectedly (try again: a fresh solver starts)' });
    expect(client.status).toBe('failed');
  });

  it("tells a worker's script that did not run from one that did not load, and one no longer on the server, by fetching it again", async () => {
    const said: Record<string, string> = {};
    for (const fate of ['unreachable', 'missing', 'arrived'] as const) {
      const { client, workers } = fakeClient(() => null, () => Promise.resolve(fate));
      const heard: WorkerMessage[] = [];
      client.start(LOVECRAFT, (m) => heard.push(m));
      workers[0]!.onerror?.({} as ErrorEvent);
      expect(client.status).toBe('failed');
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      said[fate] = (heard[0] as { message: string }).message;
    }
    expect(said).toEqual({
      unreachable: 'the solver could not start: its script did not load (check the connection, then try again)',
      missing: 'the solver could not start: its script is no longer on the server (the site has a newer version): reload the page',
      arrived: 'the solver could not start: its script loaded but did not run (a part of it did not load, or this browser cannot run it): reload the page, then try again',
    });
  });

  it('lets go of a worker whose solve failed: the next solve starts a fresh one', async () => {
    let fail = true;
    const { client, workers } = fakeClient(({ id }) => (fail ? { type: 'error', id, message: 'solver failed: RuntimeError: unreachable', failed: true } : { type: 'result', id, result: solved() }));
    expect((await solveWith(client, LOVECRAFT)).answer).toMatchObject({ type: 'error' });
    expect(workers.map((w) => w.terminated)).toEqual([true]);
    fail = false;
    expect((await solveWith(client, LOVECRAFT)).answer).toMatchObject({ type: 'result' });
    expect(workers).toHaveLength(2);
  });

  it('lets go of a worker whose search held a lot of memory instead of keeping it', async () => {
    let bytes = KEEP_WORKER_MAX_BYTES + 1;
    const { client, workers } = fakeClient(({ id }) => ({ type: 'result', id, result: solved(bytes) }));
    const ask = (i: number) => solveWith(client, { ...LOVECRAFT, fromMoves: [String(i)] });
    await ask(1);
    expect(workers.map((w) => w.terminated)).toEqual([true]);
    await ask(2);
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
    bytes = 1024;
    await ask(3);
    await ask(4);
    // a small search keeps its worker: the fourth solve ran in the third's
    expect(workers.map((w) => w.terminated)).toEqual([true, true, false]);
    expect(workers[2]!.requests).toHaveLength(2);
  });

  it("keeps the worker of a Check whatever its analysis holds (each line judged from it, not the level analysed again); lets go of one whose check stopped at a limit", async () => {
    const big = { solvable: true, moves: 1, bytes: 4 * KEEP_WORKER_MAX_BYTES } as unknown as LevelCheck;
    let limited = false;
    const { client, workers } = fakeClient(({ id }) => ({ type: 'analysis', id, analysis: limited ? { kind: 'limit', limit: 'memory', stored: 2_000_000, depth: 9, detail: '' } : big }));
    const check = (line: string[]) => new Promise<WorkerMessage>((resolve) => client.start({ type: 'analyse', ...LOVECRAFT, line }, (m) => m.type !== 'progress' && resolve(m)));
    await check(['1,1']);
    await check(['1,1', '2,2']);
    // the second line went to the worker holding the analysis
    expect(workers.map((w) => w.terminated)).toEqual([false]);
    expect(workers[0]!.requests).toHaveLength(2);
    limited = true;
    await check(['3,3']);
    expect(workers.map((w) => w.terminated)).toEqual([true]);
  });

  it('release lets go of the worker kept (after a Check, it holds the analysis) and of the solve in flight; the next start starts a fresh worker', async () => {
    const { client, workers } = fakeClient(({ id, fromMoves }) => (fromMoves?.[0] === 'never' ? null : { type: 'result', id, result: solved() }));
    await solveWith(client, LOVECRAFT);
    expect(workers.map((w) => w.terminated)).toEqual([false]);
    client.release();
    expect(workers.map((w) => w.terminated)).toEqual([true]);
    expect(client.status).toBe('idle');
    // one in flight: stopped, its listener hears nothing
    const heard: WorkerMessage[] = [];
    client.start({ ...LOVECRAFT, fromMoves: ['never'] }, (m) => heard.push(m));
    await Promise.resolve();
    client.release();
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
    expect(client.status).toBe('idle');
    expect((await solveWith(client, { ...LOVECRAFT, fromMoves: ['1'] })).answer).toMatchObject({ type: 'result' });
    expect(workers).toHaveLength(3);
    expect(heard).toEqual([]);
  });

  it('never asks the browser for more memory than it can hold, doubled budget or not', async () => {
    expect(DEFAULT_BUDGET.maxBytes).toBeLessThanOrEqual(BROWSER_MAX_BYTES);
    expect(BROWSER_MAX_BYTES).toBeLessThanOrEqual(32 * 2 ** 30);
    let budget = DEFAULT_BUDGET;
    for (let i = 0; i < 5; i++) {
      const next = doubledBudget(budget);
      expect(next.maxStates).toBe(budget.maxStates * 2);
      expect(next.maxBytes).toBe(Math.min(budget.maxBytes * 2, BROWSER_MAX_BYTES));
      budget = next;
    }
    expect(budget.maxBytes).toBe(BROWSER_MAX_BYTES);
    const { client, workers } = fakeClient(({ id }) => ({ type: 'result', id, result: solved() }));
    await solveWith(client, { ...LOVECRAFT, maxBytes: 64 * 2 ** 30 });
    expect((workers[0]!.requests[0] as SolveRequest).maxBytes).toBe(BROWSER_MAX_BYTES);
  });

  it('sizes a budget to what a level may need: whole memories of 4 GiB, at most what the browser holds, none when the budget already has it', () => {
    const GiB = 2 ** 30;
    const current = { maxStates: 30_000_000, maxBytes: 1.5 * GiB };
    // star1: up to 9.7 GB estimated, in three memories
    expect(sizedBudget(9.7e9, current, 32 * GiB)).toEqual({ maxBytes: 12 * GiB, maxStates: 1.5 * GiB });
    expect(sizedBudget(4 * GiB, current, 32 * GiB)).toEqual({ maxBytes: 4 * GiB, maxStates: GiB / 2 });
    expect(sizedBudget(4 * GiB + 1, current, 32 * GiB)).toEqual({ maxBytes: 8 * GiB, maxStates: GiB });
    expect(sizedBudget(8.3e12, current, 32 * GiB)).toMatchObject({ maxBytes: 32 * GiB });
    expect(sizedBudget(8.3e12, current, 2 * GiB)).toMatchObject({ maxBytes: 2 * GiB });
    expect(sizedBudget(1 * GiB, current, 32 * GiB)).toMatchObject({ maxBytes: 4 * GiB });
    expect(sizedBudget(9.7e9, { maxStates: 2e9, maxBytes: 12 * GiB }, 32 * GiB)).toBeNull();
    expect(sizedBudget(9.7e9, current, 1.5 * GiB)).toBeNull();
  });

  it('gives a solve in layers what the browser holds, and no count of states when its layers go to disk (the storage stops it then)', () => {
    const GiB = 2 ** 30;
    expect(layersBudget(false, 4 * GiB)).toEqual({ maxBytes: 4 * GiB, maxStates: 4 * GiB });
    expect(layersBudget(true, 4 * GiB)).toEqual({ maxBytes: 4 * GiB, maxStates: Number.MAX_SAFE_INTEGER });
    // (Node 20 has no navigator.storage: no private file system where the tests run)
    expect(hasPrivateFiles()).toBe(false);
  });

  it('lets a search hold three quarters of the memory the browser says the device has from 8 GiB on, half below, one memory where it does not say', () => {
    const GiB = 2 ** 30;
    // navigator.deviceMemory: GiB, rounded down to a power of two (Chromium 146 on: 1 to 32)
    expect(browserMaxBytes(32)).toBe(24 * GiB);
    expect(browserMaxBytes(16)).toBe(12 * GiB);
    expect(browserMaxBytes(8)).toBe(6 * GiB);
    expect(browserMaxBytes(64)).toBe(32 * GiB);
    expect(browserMaxBytes(4)).toBe(2 * GiB);
    expect(browserMaxBytes(0.5)).toBe(2 ** 28);
    expect(browserMaxBytes(undefined)).toBe(4 * GiB);
    expect(browserMaxBytes(0)).toBe(4 * GiB);
    // star1's sized budget (12 GiB) fits a device of 16 GiB or more, not one of 8
    expect(sizedBudget(9.7e9, DEFAULT_BUDGET, browserMaxBytes(16))).toMatchObject({ maxBytes: 12 * GiB });
    expect(sizedBudget(9.7e9, DEFAULT_BUDGET, browserMaxBytes(8))).toMatchObject({ maxBytes: 6 * GiB });
    // from the default, "Keep searching with twice the budget" reaches several memories on a large device
    let maxBytes = DEFAULT_BUDGET.maxBytes;
    const seen: number[] = [];
    while (maxBytes < browserMaxBytes(32)) seen.push((maxBytes = Math.min(maxBytes * 2, browserMaxBytes(32))));
    expect(seen.at(-2)).toBeGreaterThan(8 * GiB);
  });
});
