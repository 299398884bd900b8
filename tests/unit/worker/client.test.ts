// The page's side of the solver worker: a finished solve keeps its worker for the next one
// (warm compiled code), Cancel terminates it, and the next solve after a cancel gets a fresh one.
import '@vitest/web-worker';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../src/engine/types.ts';
import { solveInWorker, startSolve } from '../../../src/worker/client.ts';
import type { WorkerMessage } from '../../../src/worker/protocol.ts';

const LOVECRAFT = { family: 'bars' as const, text: 'pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n' };

describe('the solver worker client', () => {
  const RealWorker = globalThis.Worker;
  let started = 0;
  let terminated = 0;
  beforeEach(() => {
    started = 0;
    terminated = 0;
    globalThis.Worker = class extends RealWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        started++;
      }
      override terminate(): void {
        terminated++;
        super.terminate();
      }
    };
  });
  afterEach(() => {
    globalThis.Worker = RealWorker;
  });

  it('keeps the worker of a finished solve for the next one', async () => {
    const first = await solveInWorker(LOVECRAFT);
    const second = await solveInWorker(LOVECRAFT);
    expect(first).toMatchObject({ kind: 'solved' });
    expect(second).toEqual({ ...first, elapsedMs: second.elapsedMs });
    expect(started).toBe(1);
    expect(terminated).toBe(0);
  });

  it('terminates the worker on cancel, and the next solve starts a fresh one that answers', async () => {
    const heard: WorkerMessage[] = [];
    const running = startSolve(LOVECRAFT, (m) => heard.push(m));
    running.cancel();
    expect(terminated).toBe(1);
    const after: SearchResult = await solveInWorker(LOVECRAFT);
    expect(after).toMatchObject({ kind: 'solved' });
    // the cancelled solve never answers
    expect(heard).toEqual([]);
    expect(started).toBeGreaterThanOrEqual(1);
  });

  it('passes a level error through as an Error, and the kept worker still solves afterwards', async () => {
    await expect(solveInWorker({ family: 'bars', text: 'nonsense' })).rejects.toThrow(/line 1/);
    await expect(solveInWorker(LOVECRAFT)).resolves.toMatchObject({ kind: 'solved' });
  });
});
