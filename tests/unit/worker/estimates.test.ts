// Estimates off the page's thread: the worker's `estimate` request and answer (its handleRequest
// in-thread), and the page's side (worker/estimates.ts) over the client: a client of its own, a
// new level's estimate cancelling the one before, stale answers ignored, the answers kept.
import { afterEach, describe, expect, it } from 'vitest';
import { handleRequest } from '../../../src/worker/handleRequest.ts';
import { estimateOffThread, estimatesStatus, resetEstimates } from '../../../src/worker/estimates.ts';
import { SolverClient } from '../../../src/worker/client.ts';
import type { EstimateMessage, WorkerAnswer, WorkerRequest } from '../../../src/worker/protocol.ts';
import { move } from '../../../src/puzzles/move/index.ts';
import { snakebird } from '../../../src/puzzles/snakebird/index.ts';
import { FakeWorker, inThreadWorker } from '../helpers/workers.ts';
import { fixture, parseOk } from '../helpers/family.ts';
import { LARGE_MOVE_LEVELS } from '../move/largeLevels.ts';

afterEach(() => resetEstimates());

const LARGE = LARGE_MOVE_LEVELS['o16-4']!;

describe('the worker’s estimate request', () => {
  it('answers with the family’s estimate of the level, null where the family has none, an error where the level does not load', () => {
    const out: WorkerAnswer[] = [];
    handleRequest({ type: 'estimate', id: 1, family: 'move', text: LARGE }, (m) => out.push(m));
    handleRequest({ type: 'estimate', id: 2, family: 'bars', text: fixture('bars', 'lovecraft-example.txt') }, (m) => out.push(m));
    handleRequest({ type: 'estimate', id: 3, family: 'move', text: 'A.\n--\n..\n' }, (m) => out.push(m));
    expect(out[0]).toEqual({ type: 'estimate', id: 1, estimate: move.estimateSearch!(parseOk(move, LARGE)) });
    expect(out[1]).toEqual({ type: 'estimate', id: 2, estimate: null });
    expect(out[2]).toMatchObject({ type: 'error', id: 3 });
    expect(out).toHaveLength(3);
  });

  it('goes through the client as a solve does, and leaves its worker kept for the next', async () => {
    const spawned: FakeWorker[] = [];
    const client = new SolverClient(() => {
      const w = inThreadWorker();
      spawned.push(w);
      return w;
    });
    const answer = await new Promise<EstimateMessage>((resolve) => client.start({ type: 'estimate', family: 'move', text: LARGE }, resolve));
    expect(answer).toMatchObject({ type: 'estimate', estimate: { states: expect.any(Number) } });
    expect(client.status).toBe('idle');
    await new Promise<EstimateMessage>((resolve) => client.start({ type: 'estimate', family: 'snakebird', text: fixture('snakebird', 'level01.txt') }, resolve));
    expect(spawned).toHaveLength(1);
    expect(spawned[0]!.requests.map((r) => r.type)).toEqual(['estimate', 'estimate']);
    // (no budget nor stop word: an estimate has no search of the budget's kind)
    expect(spawned[0]!.requests[0]).toEqual({ type: 'estimate', id: expect.any(Number), family: 'move', text: LARGE });
  });
});

/** Stand-in workers that hold every request until the test answers it. */
function heldWorkers() {
  const held: { worker: FakeWorker; request: WorkerRequest; post: (m: WorkerAnswer) => void }[] = [];
  const spawn = () => {
    const worker: FakeWorker = new FakeWorker((request, post) => held.push({ worker, request, post }));
    return worker;
  };
  return { held, spawn };
}
const estimateOf = (states: number) => ({ states, bytes: states * 28, bytesUpTo: states * 28 * 4 });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('estimates asked by the page', () => {
  it('a new level’s estimate cancels the one before: its worker ended, its askers told, its late answer heard by no one', async () => {
    const { held, spawn } = heldWorkers();
    resetEstimates(spawn);
    const first = estimateOffThread('move', 'first');
    await tick();
    expect(estimatesStatus()).toBe('loading');
    const second = estimateOffThread('move', 'second');
    expect(await first.answer).toBe('cancelled');
    await tick();
    expect(held.map((h) => h.request)).toMatchObject([{ type: 'estimate', text: 'first' }, { type: 'estimate', text: 'second' }]);
    expect(held[0]!.worker.terminated).toBe(true);
    // the first's answer arriving after all (posted before its worker ended) is ignored
    held[0]!.worker.onmessage?.({ data: { type: 'estimate', id: held[0]!.request.id, estimate: estimateOf(1) } } as MessageEvent<WorkerAnswer>);
    held[1]!.post({ type: 'estimate', id: held[1]!.request.id, estimate: estimateOf(2) });
    expect(await second.answer).toEqual(estimateOf(2));
    expect(estimatesStatus()).toBe('idle');
    // known from then on, with no worker asked
    expect(await estimateOffThread('move', 'second').answer).toEqual(estimateOf(2));
    expect(held).toHaveLength(2);
  });

  it('two askers of one level share one estimate, which stops only once neither waits', async () => {
    const { held, spawn } = heldWorkers();
    resetEstimates(spawn);
    const check = estimateOffThread('move', 'one');
    const solve = estimateOffThread('move', 'one');
    await tick();
    expect(held).toHaveLength(1);
    check.cancel();
    expect(held[0]!.worker.terminated).toBe(false);
    solve.cancel();
    expect(held[0]!.worker.terminated).toBe(true);
    expect(await solve.answer).toBe('cancelled');
    // asked again: a fresh worker
    const again = estimateOffThread('move', 'one');
    await tick();
    held[1]!.post({ type: 'estimate', id: held[1]!.request.id, estimate: estimateOf(3) });
    expect(await again.answer).toEqual(estimateOf(3));
  });

  it('a worker that failed, or an error of any kind, says no estimate, and is asked again next time', async () => {
    const { held, spawn } = heldWorkers();
    resetEstimates(spawn);
    const failed = estimateOffThread('move', 'a');
    await tick();
    held[0]!.post({ type: 'error', id: held[0]!.request.id, message: 'solver failed: boom', failed: true });
    expect(await failed.answer).toBeNull();
    const again = estimateOffThread('move', 'a');
    await tick();
    expect(held).toHaveLength(2);
    held[1]!.post({ type: 'error', id: held[1]!.request.id, message: 'the solver could not start: its script did not load (check the connection, then try again)' });
    expect(await again.answer).toBeNull();
    const third = estimateOffThread('move', 'a');
    await tick();
    expect(held).toHaveLength(3);
    held[2]!.post({ type: 'estimate', id: held[2]!.request.id, estimate: estimateOf(4) });
    expect(await third.answer).toEqual(estimateOf(4));
  });

  it('never stops a solve in flight: the estimates have a client of their own', async () => {
    const solves = new SolverClient(() => new FakeWorker(() => undefined));
    const solve = solves.start({ family: 'bars', text: fixture('bars', 'lovecraft-example.txt') }, () => undefined);
    resetEstimates(inThreadWorker);
    const answer = await estimateOffThread('snakebird', fixture('snakebird', 'level01.txt')).answer;
    expect(answer).toEqual(snakebird.estimateSearch!(parseOk(snakebird, fixture('snakebird', 'level01.txt'))));
    expect(solves.status).toBe('loading');
    solve.cancel();
  });
});
