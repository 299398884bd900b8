// The worker's whole behaviour as a plain function, so tests drive it without a thread.
import { checkLevel } from '../puzzles/analyse.ts';
import { estimateLevel, solveLevel, solveLevelInLayers, solveLevelSpread, spreadWorkers } from '../puzzles/solve.ts';
import { levelAfterMoves, loadLevel } from '../puzzles/load.ts';
import type { SearchProgress } from '../engine/types.ts';
import { StoreFullError } from '../engine/slotStore.ts';
import type { ChunkStore } from '../engine/sortedKeys.ts';
import type { WorkerMessage, WorkerRequest } from './protocol.ts';

/** progress on a clock: 10 updates a second keeps the status line live without flooding */
const PROGRESS_INTERVAL_MS = 100;

/**
 * Answer one request through `post`. A solve spread over workers (req.workers of 2 or more)
 * answers asynchronously: the returned promise settles once it has posted its answer.
 * `layersStore`: where a solve in layers spills its layers (the browser's OPFS, opened by the
 * worker's shell).
 */
export function handleRequest(req: WorkerRequest, post: (m: WorkerMessage) => void, layersStore?: ChunkStore): void | Promise<void> {
  const { id } = req;
  try {
    const loaded = loadLevel(req.family, req.text, req.format);
    if (!loaded.ok) {
      post({ type: 'error', id, message: loaded.message, line: loaded.line, column: loaded.column });
      return;
    }
    let level = loaded.level;
    if (req.fromMoves && req.fromMoves.length > 0) {
      const from = levelAfterMoves(loaded.family, level, req.fromMoves);
      if (!from.ok) {
        post({ type: 'error', id, message: from.message });
        return;
      }
      level = from.level;
    }
    const budget = { maxStates: req.maxStates, maxBytes: req.maxBytes, progressIntervalMs: PROGRESS_INTERVAL_MS, onProgress: (progress: SearchProgress) => post({ type: 'progress', id, progress }) };
    if (req.type === 'analyse') {
      const { line, maxPositions, pictureMaxPositions } = req;
      const levelKey = JSON.stringify([req.text, req.format ?? null, req.fromMoves ?? []]);
      post({ type: 'analysis', id, analysis: checkLevel(loaded.family, level, { ...budget, line, maxPositions, pictureMaxPositions, levelKey }) });
      return;
    }
    // (estimated also when not asked for: it decides whether the search spreads)
    const estimate = estimateLevel(loaded.family, level);
    if (estimate && req.estimate) {
      // said at once, before the search has reported anything, and with every report after
      post({ type: 'progress', id, progress: { depth: 0, stored: 0, frontier: 0, statesPerSecond: 0, bytes: 0, elapsedMs: 0, estimate } });
      budget.onProgress = (progress: SearchProgress) => post({ type: 'progress', id, progress: { ...progress, estimate } });
    }
    const workers = spreadWorkers(req.workers, estimate);
    if (req.layers) {
      // (with a store, the layers go to disk as they are made: the result says so)
      return solveLevelInLayers(loaded.family, level, { ...budget, workers, ...(layersStore ? { store: layersStore } : {}) }).then(
        (result) => post({ type: 'result', id, result: layersStore && result.kind !== 'limit' ? { ...result, onDisk: true } : result }),
        (e: unknown) =>
          e instanceof StoreFullError
            ? post({ type: 'result', id, result: { kind: 'limit', limit: 'memory', depth: 0, stored: 0, elapsedMs: 0, bytes: 0, detail: `${e.message} (the storage the browser gives this page)` } })
            : failed(id, e, post),
      );
    }
    const options = { ...budget, countSolutions: req.countSolutions, early: req.early };
    if (workers > 1) {
      return solveLevelSpread(loaded.family, level, { ...options, workers }).then(
        (result) => post({ type: 'result', id, result }),
        (e: unknown) => failed(id, e, post),
      );
    }
    post({ type: 'result', id, result: solveLevel(loaded.family, level, options) });
  } catch (e) {
    failed(id, e, post);
  }
}

/** A bug in a family must reach the screen as a message, not a silent dead worker. */
function failed(id: number, e: unknown, post: (m: WorkerMessage) => void): void {
  post({ type: 'error', id, message: `solver failed: ${e instanceof Error ? e.message : String(e)}` });
}
