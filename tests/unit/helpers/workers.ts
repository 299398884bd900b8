// Stand-ins for the solver worker, for SolverClient in tests without a thread.
import { handleRequest } from '../../../src/worker/handleRequest.ts';
import type { WorkerLike } from '../../../src/worker/client.ts';
import type { WorkerAnswer, WorkerRequest } from '../../../src/worker/protocol.ts';

/** A worker whose answers come from `answer`, each a macrotask later, as a real worker's do. */
export class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  requests: WorkerRequest[] = [];
  terminated = false;
  constructor(private readonly answer: (request: WorkerRequest, post: (m: WorkerAnswer) => void) => void) {}
  postMessage(request: WorkerRequest): void {
    this.requests.push(request);
    this.answer(request, (m) => setTimeout(() => !this.terminated && this.onmessage?.({ data: m } as MessageEvent<WorkerAnswer>)));
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** The worker's own behaviour (handleRequest), run in-thread. */
export const inThreadWorker = () => new FakeWorker(handleRequest);
