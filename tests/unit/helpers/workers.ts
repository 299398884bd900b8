// Stand-ins for the solver worker, for SolverClient in tests without a thread.
import { handleRequest } from '../../../src/worker/handleRequest.ts';
import type { WorkerLike } from '../../../src/worker/client.ts';
import type { SolveRequest, WorkerMessage } from '../../../src/worker/protocol.ts';

/** A worker whose answers come from `answer`, each a macrotask later, as a real worker's do. */
export class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  requests: SolveRequest[] = [];
  terminated = false;
  constructor(private readonly answer: (request: SolveRequest, post: (m: WorkerMessage) => void) => void) {}
  postMessage(request: SolveRequest): void {
    this.requests.push(request);
    this.answer(request, (m) => setTimeout(() => !this.terminated && this.onmessage?.({ data: m } as MessageEvent<WorkerMessage>)));
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** The worker's own behaviour (handleRequest), run in-thread. */
export const inThreadWorker = () => new FakeWorker(handleRequest);
