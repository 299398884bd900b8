// The page's side of the solver worker: a finished solve keeps its worker for the next one
// (warm compiled code), Cancel terminates it, and the next solve after a cancel gets a fresh one.
import '@vitest/web-worker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../../src/engine/types.ts';
import type * as Client from '../../../src/worker/client.ts';
import type { SolveRequest, WorkerMessage } from '../../../src/worker/protocol.ts';

const LOVECRAFT = { family: 'bars' as const, text: 'pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n' };

describe('the solver worker client', () => {
  const RealWorker = globalThis.Worker;
  let started = 0;
  let terminated = 0;
  // a fresh client (no worker kept from another test) for every test
  let solveInWorker: typeof Client.solveInWorker;
  let startSolve: typeof Client.startSolve;
  let KEEP_WORKER_MAX_BYTES: number;
  beforeEach(async () => {
    vi.resetModules();
    ({ solveInWorker, startSolve, KEEP_WORKER_MAX_BYTES } = await import('../../../src/worker/client.ts'));
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
  }, 30_000);

  it('terminates the worker on cancel, and the next solve starts a fresh one that answers', async () => {
    await solveInWorker(LOVECRAFT);
    const heard: WorkerMessage[] = [];
    // this solve runs in the kept worker; cancelling it terminates that worker
    const running = startSolve(LOVECRAFT, (m) => heard.push(m));
    running.cancel();
    expect(terminated).toBe(1);
    const after: SearchResult = await solveInWorker(LOVECRAFT);
    expect(after).toMatchObject({ kind: 'solved' });
    // the cancelled solve never answers
    expect(heard).toEqual([]);
    expect(started).toBe(2);
  });

  it('passes a level error through as an Error, and the kept worker still solves afterwards', async () => {
    await expect(solveInWorker({ family: 'bars', text: 'nonsense' })).rejects.toThrow(/line 1/);
    await expect(solveInWorker(LOVECRAFT)).resolves.toMatchObject({ kind: 'solved' });
  });

  it('lets go of a worker whose search held a lot of memory instead of keeping it', async () => {
    // a stand-in worker that answers every request with a solved result of the given size
    let answerBytes = KEEP_WORKER_MAX_BYTES + 1;
    globalThis.Worker = class {
      onmessage: ((e: MessageEvent<WorkerMessage>) => void) | null = null;
      onerror: ((e: ErrorEvent) => void) | null = null;
      constructor() {
        started++;
      }
      postMessage(req: SolveRequest): void {
        const result: SearchResult = { kind: 'solved', moves: 1, solution: ['x'], stored: 2, elapsedMs: 1, bytes: answerBytes, method: 'bfs' };
        setTimeout(() => this.onmessage?.({ data: { type: 'result', id: req.id, result } } as MessageEvent<WorkerMessage>));
      }
      terminate(): void {
        terminated++;
      }
    } as unknown as typeof Worker;
    await solveInWorker(LOVECRAFT);
    expect([started, terminated]).toEqual([1, 1]);
    await solveInWorker(LOVECRAFT);
    expect([started, terminated]).toEqual([2, 2]);
    answerBytes = 1024;
    await solveInWorker(LOVECRAFT);
    await solveInWorker(LOVECRAFT);
    // a small search keeps its worker: the fourth solve ran in the third's
    expect([started, terminated]).toEqual([3, 2]);
  });
});
