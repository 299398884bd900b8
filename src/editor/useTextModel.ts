// Bridges a family editor's text model (textModels.ts) and the family's level: the model is
// read from family.make(level), and each edit goes back through family.parse().
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AnyFamily } from '../puzzles/types.ts';

export interface TextModel<M> {
  model: M;
  /** apply an edit to the latest model (a drag may outrun React's re-render) */
  edit(change: (model: M) => M): void;
  /** the last edit the parser refused, with its reason */
  error: string | null;
}

export function useTextModel<M>(
  family: AnyFamily,
  level: unknown,
  read: (text: string) => M,
  write: (model: M) => string,
  onChange: (level: unknown) => void,
): TextModel<M> {
  const model = useMemo(() => read(family.make(level)), [family, level, read]);
  const latest = useRef({ level, model });
  if (latest.current.level !== level) latest.current = { level, model };
  const [error, setError] = useState<string | null>(null);
  const edit = useCallback(
    (change: (m: M) => M) => {
      const before = latest.current.model;
      const next = change(before);
      if (next === before) return;
      const parsed = family.parse(write(next));
      if (parsed.ok) {
        setError(null);
        latest.current = { level: parsed.level, model: next };
        onChange(parsed.level);
      } else {
        setError(`That edit does not make a level: ${parsed.error.message}`);
      }
    },
    [family, write, onChange],
  );
  return { model, edit, error };
}
