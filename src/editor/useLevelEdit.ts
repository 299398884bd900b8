// Edits a family's typed level. Each edit goes through the family's one grammar: the new level
// is written with make() and read back with parse(), so an editor can only produce levels the
// parser accepts (what it refuses is announced, with its reason, and not applied).
import { useCallback, useRef, useState } from 'react';
import type { PuzzleFamily } from '../puzzles/types.ts';

export interface LevelEdit<L> {
  /** apply an edit to the latest level (a drag may outrun React's re-render) */
  edit(change: (level: L) => L): void;
  /** the last edit the parser refused, with its reason */
  error: string | null;
}

export function useLevelEdit<L>(family: PuzzleFamily<L, unknown>, level: L, onChange: (level: L) => void): LevelEdit<L> {
  const latest = useRef({ given: level, now: level });
  if (latest.current.given !== level) latest.current = { given: level, now: level };
  const [error, setError] = useState<string | null>(null);
  const edit = useCallback(
    (change: (l: L) => L) => {
      const before = latest.current.now;
      const next = change(before);
      if (next === before) return;
      const parsed = family.parse(family.make(next));
      if (!parsed.ok) {
        setError(`That edit does not make a level: ${parsed.error.message}`);
        return;
      }
      setError(null);
      latest.current = { given: latest.current.given, now: parsed.level };
      onChange(parsed.level);
    },
    [family, onChange],
  );
  return { edit, error };
}
