// The open level as what is costly to work out of it sees it: while editing, once the edits
// pause, not on every cell of a stroke (Move's estimate runs a short search, tens of ms a level
// in Node and more on a phone); elsewhere at once.
import { useEffect, useState } from 'react';

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
