// The worker's whole behaviour as a plain function, so tests drive it without a thread.
import { checkLevel } from '../puzzles/analyse.ts';
import { estimateLevel, solveLevel, solveLevelInLayers, solveLevelSpread, spreadWorkers } from '../puzzles/solve.ts';
import { levelAfterMoves, loadLevel } from '../puzzles/load.ts';
import type { SearchEstimate, SearchProgress, SearchResult } from '../engine/types.ts';
import { LayersMismatchError } from '../engine/layeredBfs.ts';
import { StoreFullError } from '../engine/slotStore.ts';
import type { AnyFamily } from '../puzzles/types.ts';
import type { LayersOnDisk } from './opfsStore.ts';
import type { AnalyseRequest, SolveRequest, WorkerAnswer, WorkerMessage, WorkerRequest } from './protocol.ts';

/**
 * Where a solve in layers keeps them (the browser's private file system): for a family's level by
 * the canonical text; null where it cannot, 'held' where another search holds the place (`onWait`:
 * called once, when it is found held and waited for).
 */
export type OpenLayers = (family: string, canonicalText: string, onWait?: () => void) => Promise<LayersOnDisk | 'held' | null>;

/** progress on a clock: 10 updates a second keeps the status line live without flooding */
const PROGRESS_INTERVAL_MS = 100;

/**
 * Answer one request through `post`. A solve spread over workers (req.workers of 2 or more)
 * answers asynchronously: the returned promise settles once it has posted its answer.
 * `openLayers`: where a solve in layers keeps its layers (the browser's OPFS, given by the
 * worker's shell), and the layers of a search of the same level stopped before it, to go on from.
 */
export function handleRequest(req: SolveRequest | AnalyseRequest, post: (m: WorkerMessage) => void, openLayers?: OpenLayers): void | Promise<void>;
export function handleRequest(req: WorkerRequest, post: (m: WorkerAnswer) => void, openLayers?: OpenLayers): void | Promise<void>;
export function handleRequest(req: WorkerRequest, answer: (m: never) => void, openLayers?: OpenLayers): void | Promise<void> {
  // (each overload's caller hears only the messages its request can get)
  const post = answer as (m: WorkerAnswer) => void;
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
    if (req.type === 'estimate') {
      post({ type: 'estimate', id, estimate: estimateLevel(loaded.family, level) ?? null });
      return;
    }
    // this browser's earlier answer, answered at once where it holds (else searched anew, as asked)
    if (req.type === 'solve' && req.known && winsInExactly(loaded.family, level, req.known.solution, req.known.moves)) {
      post({ type: 'result', id, result: req.known });
      return;
    }
    const stop = req.stop ? new Int32Array(req.stop) : null;
    /** reported, and whether the page asked the search to stop (the answer an onProgress gives) */
    const report = (progress: SearchProgress) => {
      post({ type: 'progress', id, progress });
      return stop !== null && Atomics.load(stop, 0) === 1;
    };
    const budget = { maxStates: req.maxStates, maxBytes: req.maxBytes, progressIntervalMs: PROGRESS_INTERVAL_MS, onProgress: report };
    if (req.type === 'analyse') {
      const { line, maxPositions, pictureMaxPositions } = req;
      const levelKey = JSON.stringify([req.text, req.format ?? null, req.fromMoves ?? []]);
      post({ type: 'analysis', id, analysis: checkLevel(loaded.family, level, { ...budget, line, maxPositions, pictureMaxPositions, levelKey }) });
      return;
    }
    // (estimated also when not asked for where it decides whether the search spreads; for the
    // progress alone, not where the estimate runs a search of its own: the page has that one
    // from the estimates' worker, and the solve would wait for it)
    let estimate: SearchEstimate | undefined | null = null; // (null: not made)
    const estimated = () => (estimate === null ? (estimate = estimateLevel(loaded.family, level)) : estimate);
    const workers = spreadWorkers(loaded.family, req.workers, estimated);
    const said = req.estimate && loaded.family.estimateSearches?.(level) !== true ? estimated() : undefined;
    if (said) {
      // said at once, before the search has reported anything, and with every report after
      post({ type: 'progress', id, progress: { depth: 0, stored: 0, frontier: 0, statesPerSecond: 0, bytes: 0, elapsedMs: 0, estimate: said } });
      budget.onProgress = (progress: SearchProgress) => report({ ...progress, estimate: said });
    }
    if (req.layers) {
      return solveInLayersOnDisk(loaded.family, level, { ...budget, workers, early: req.early }, openLayers).then(
        (result) => post({ type: 'result', id, result }),
        (e: unknown) => failed(id, e, post),
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

/**
 * A solve in layers, kept on disk where `openLayers` gives a place (the result then says so, and
 * from which layer it went on when it resumed a stopped search). A search stopped before its answer
 * (a limit, the storage full) leaves its layers there for the next solve of the level to go on
 * from; one that ends, or fails, removes them. Layers kept by another build of the search (another
 * packing of the states) are removed and the solve starts over.
 */
async function solveInLayersOnDisk(family: AnyFamily, level: unknown, given: Parameters<typeof solveLevelInLayers>[2], openLayers?: OpenLayers): Promise<SearchResult> {
  const text = family.make(level as never);
  // (the storage filling ends the search by a throw: its limit says where it was, from the last
  // report and the last layer written whole)
  let last: SearchProgress | undefined;
  let written = 0;
  const options = given && { ...given, onProgress: given.onProgress && ((p: SearchProgress) => given.onProgress!((last = p))) };
  type OnLayer = NonNullable<LayersOnDisk['options']['onLayer']>;
  const withDisk = (d: LayersOnDisk | null) => ({
    ...options,
    ...d?.options,
    ...(d?.options.onLayer && {
      onLayer: (...a: Parameters<OnLayer>) => {
        d.options.onLayer!(...a);
        written = a[1];
      },
    }),
  });
  // (said while it waits: the search starts only after, and the page would read as stuck)
  const waiting: SearchProgress = { depth: 0, stored: 0, frontier: 0, statesPerSecond: 0, bytes: 0, elapsedMs: 0, waiting: 'storage' };
  let storageHeld = false;
  const open = async () => {
    // (a private file system that fails to open, or no digest to name the level by, leaves the layers in memory)
    const opened = openLayers ? await openLayers(family.id, text, () => options?.onProgress?.(waiting)).catch(() => null) : null;
    if (opened === 'held') storageHeld = true;
    return opened === 'held' ? null : opened;
  };
  let disk = await open();
  let keep = false;
  try {
    let result: SearchResult;
    try {
      result = await solveLevelInLayers(family, level, withDisk(disk));
    } catch (e) {
      if (!(e instanceof LayersMismatchError) || disk?.resumedAt === undefined) throw e;
      await disk.close(false);
      disk = await open();
      result = await solveLevelInLayers(family, level, withDisk(disk));
    }
    keep = result.kind === 'limit';
    if (result.kind !== 'limit' && storageHeld) return { ...result, storageHeld };
    if (!disk || result.kind === 'limit') return result;
    return { ...result, onDisk: true, ...(disk.resumedAt === undefined ? {} : { resumedAt: disk.resumedAt }) };
  } catch (e) {
    if (!(e instanceof StoreFullError)) throw e;
    keep = true;
    const { depth = 0, stored = 0, elapsedMs = 0, bytes = 0, bestFound } = last ?? {};
    return { kind: 'limit', limit: 'memory', depth: Math.max(depth, written), stored, elapsedMs, bytes, detail: `${e.message} (the storage the browser gives this page)`, ...(bestFound ? { bestFound } : {}) };
  } finally {
    await disk?.close(keep);
  }
}

/**
 * Whether `line` plays from the level's start to a win in exactly `moves` moves through the
 * family's rules, winning only at its end (a stored answer is anyone's to edit). Not whether it
 * is the shortest: that is the earlier search's word.
 */
function winsInExactly(family: AnyFamily, level: unknown, line: readonly string[], moves: number): boolean {
  if (line.length !== moves) return false;
  try {
    let state = family.start(level);
    for (const move of line) {
      if (family.isWon(level, state)) return false;
      const next = family.play(level, state, move);
      if (next === null) return false;
      state = next;
    }
    return family.isWon(level, state);
  } catch {
    // (a move the family's notation cannot read, where its rules throw rather than refuse)
    return false;
  }
}

/** A bug in a family must reach the screen as a message, not a silent dead worker. */
function failed(id: number, e: unknown, post: (m: WorkerAnswer) => void): void {
  post({ type: 'error', id, message: `solver failed: ${e instanceof Error ? e.message : String(e)} (try again: a fresh solver starts)`, failed: true });
}
