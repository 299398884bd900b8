// The open level as what is costly to work out of it sees it: while editing, once the edits
// pause, not on every cell of a stroke (Move's estimate runs a short search, tens of ms a level
// in Node and more on a phone); elsewhere at once.
import { useEffect, useMemo, useState } from 'react';
import type { SearchEstimate } from '../engine/types.ts';
import type { AnyFamily } from '../puzzles/types.ts';

/** how long the edits pause before a level is taken while editing */
export const LEVEL_AFTER_EDITS_MS = 300;

/** The level (null: none yet, or one of another family just left, not read by this one's rules). */
export function useLevelAfterEdits<F>(editing: boolean, family: F, level: unknown): unknown {
  const [paused, setPaused] = useState({ family, level });
  useEffect(() => {
    // (kept up with out of editing too, so that editing starts from the level it starts on)
    const wait = setTimeout(() => setPaused({ family, level }), editing ? LEVEL_AFTER_EDITS_MS : 0);
    return () => clearTimeout(wait);
  }, [editing, family, level]);
  return !editing ? level : paused.family === family ? paused.level : null;
}

/**
 * How large the open level's search is likely to grow, by its family's estimate (none for a
 * level that is not valid), taken as useLevelAfterEdits takes the level. Where the family's
 * estimate of the level runs a search (estimateSearches) it is asked of a worker (worker/estimates.ts,
 * loaded then): `pending` until it answers, then the estimate, or none where it failed.
 */
export function useSearchEstimate(editing: boolean, family: AnyFamily | null, level: unknown): { estimate: SearchEstimate | undefined; pending: boolean } {
  const estimated = useLevelAfterEdits(editing, family, level);
  const valid = useMemo(() => family?.estimateSearch !== undefined && estimated !== null && family.validate(estimated).length === 0, [family, estimated]);
  const offThread = valid && family!.estimateSearches?.(estimated) === true;
  const here = useMemo(() => (valid && !offThread ? family!.estimateSearch!(estimated) : undefined), [valid, offThread, family, estimated]);
  const [answer, setAnswer] = useState<{ of: unknown; estimate: SearchEstimate | undefined } | null>(null);
  useEffect(() => {
    if (!offThread) return;
    let live = true;
    let cancel = () => {};
    const text = family!.make(estimated as never);
    // (a module that did not download is no estimate, as one that failed: nothing said of the level)
    import('../worker/estimates.ts')
      .then((m) => {
        if (!live) return;
        const asked = m.estimateOffThread(family!.id, text);
        cancel = asked.cancel;
        return asked.answer.then((a) => live && a !== 'cancelled' && setAnswer({ of: estimated, estimate: a ?? undefined }));
      })
      .catch(() => live && setAnswer({ of: estimated, estimate: undefined }));
    return () => {
      live = false;
      cancel();
    };
  }, [offThread, family, estimated]);
  if (!offThread) return { estimate: here, pending: false };
  return answer !== null && answer.of === estimated ? { estimate: answer.estimate, pending: false } : { estimate: undefined, pending: true };
}
