// The page's estimates of a level's search made off its thread, where the family's estimate runs
// a search (PuzzleFamily.estimateSearches: Move's took up to 300 ms in Node, about 750 ms at a
// phone's pace, a frozen page as a level opened or an edit paused). A client and worker of their
// own, so that an estimate never stops or waits for a solve or a check in flight, nor they for
// it. One level at a time: asking another cancels the one before (its askers hear 'cancelled');
// the Solve and Check panels asking the same level share one; the last answers are kept.
import type { SearchEstimate } from '../engine/types.ts';
import type { FamilyId } from '../puzzles/types.ts';
import { SolverClient, type RunningSolve, type WorkerLike } from './client.ts';

/** null: no estimate (the family says nothing, the level did not load, the worker failed) */
export type EstimateAnswer = SearchEstimate | null | 'cancelled';

/** answers by family and level text, newest kept */
const KEPT_ANSWERS = 16;
const known = new Map<string, SearchEstimate | null>();

let client: SolverClient | null = null;
let spawn: (() => WorkerLike) | undefined;
let asked: { key: string; running: RunningSolve; answer: Promise<EstimateAnswer>; settle: (a: EstimateAnswer) => void; askers: number } | null = null;

/** The level's estimate, from a worker of the estimates' own; `cancel`: this asker no longer waits (the estimate stops once none does). */
export function estimateOffThread(family: FamilyId, text: string): { answer: Promise<EstimateAnswer>; cancel(): void } {
  const key = JSON.stringify([family, text]);
  if (known.has(key)) return { answer: Promise.resolve(known.get(key)!), cancel: () => undefined };
  if (asked?.key !== key) {
    asked?.settle('cancelled');
    let settle!: (a: EstimateAnswer) => void;
    const answer = new Promise<EstimateAnswer>((resolve) => (settle = resolve));
    const mine = { key, answer, settle, askers: 0, running: null as unknown as RunningSolve };
    asked = mine;
    client ??= new SolverClient(spawn);
    mine.running = client.start({ type: 'estimate', family, text }, (m) => {
      if (asked === mine) asked = null;
      // (an error is no answer about the level, which the page asks only once it is valid: most
      // likely the worker failed, or its script did not load; the next ask tries again)
      if (m.type === 'estimate') keep(key, m.estimate);
      settle(m.type === 'estimate' ? m.estimate : null);
    });
  }
  const mine = asked;
  mine.askers++;
  let waiting = true;
  return {
    answer: mine.answer,
    cancel: () => {
      if (!waiting) return;
      waiting = false;
      if (--mine.askers > 0 || asked !== mine) return;
      asked = null;
      mine.running.cancel();
      mine.settle('cancelled');
    },
  };
}

function keep(key: string, estimate: SearchEstimate | null): void {
  known.delete(key);
  known.set(key, estimate);
  if (known.size > KEPT_ANSWERS) known.delete(known.keys().next().value!);
}

/** The estimates' client's status (idle, loading, computing, failed). */
export const estimatesStatus = () => client?.status ?? 'idle';

/** Tests: forget every answer and the client, and spawn its workers with `spawnWith` (default: the real worker). */
export function resetEstimates(spawnWith?: () => WorkerLike): void {
  asked?.running.cancel();
  asked = null;
  known.clear();
  client = null;
  spawn = spawnWith;
}
