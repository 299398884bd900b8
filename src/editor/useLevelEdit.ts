// Edits a family's typed level. Each edit goes through the family's one grammar: the new level
// is written with make() and read back with parse(), so an editor can only produce levels the
// parser accepts (what it refuses is announced, with its reason, and not applied).
import { useCallback, useRef, useState } from 'react';
import type { PuzzleFamily } from '../puzzles/types.ts';
import type { Side } from './grid.ts';

export interface LevelEdit<L> {
  /** apply an edit to the latest level (a drag may outrun React's re-render); true when it changed the level */
  edit(change: (level: L) => L): boolean;
  /** the last edit the parser refused, with its reason, until the level changes (by an edit, Undo, Redo, an import…) */
  error: string | null;
  /**
   * How many times a level came from outside the edits (Undo, Redo, Import, New level, Clear):
   * what an editor says about its last edit, or holds for the next, stands while this is the same.
   */
  arrivals: number;
  /**
   * Say what the last edit took away that the person may not have seen go (cut off by a
   * smaller grid, deleted with a node): said until the next edit or a level comes from outside.
   */
  say(text: string): void;
  /** what say() said of the last edit, while it stands */
  said: string | null;
}

/**
 * `lostInWriting`, where a family's text can drop part of a level drawn (Snakebird's jsnell drops
 * an empty last row or column): what the level read back lost, in words, or null; an edit that
 * loses something is refused, saying what, as the parser's refusals are.
 */
export function useLevelEdit<L>(
  family: PuzzleFamily<L, unknown>,
  level: L,
  onChange: (level: L) => void,
  lostInWriting?: (drawn: L, read: L) => string | null,
): LevelEdit<L> {
  const latest = useRef({ given: level, now: level, arrivals: 0 });
  if (latest.current.given !== level) {
    // the level an edit made coming back is no arrival; any other level is
    const arrivals = latest.current.arrivals + (level === latest.current.now ? 0 : 1);
    latest.current = { given: level, now: level, arrivals };
  }
  // a refusal is shown only while no level has come since: a refused edit changes nothing, so
  // after an Undo or an import its message would speak of a level no longer there
  const [refused, setRefused] = useState<{ message: string; arrivals: number } | null>(null);
  const [note, setNote] = useState<{ text: string; arrivals: number } | null>(null);
  const say = useCallback((text: string) => setNote({ text, arrivals: latest.current.arrivals }), []);
  const edit = useCallback(
    (change: (l: L) => L) => {
      const before = latest.current.now;
      const next = change(before);
      if (next === before) return false;
      const parsed = family.parse(family.make(next));
      if (!parsed.ok) {
        setRefused({ message: `That edit does not make a level: ${parsed.error.message}`, arrivals: latest.current.arrivals });
        return false;
      }
      const lost = lostInWriting?.(next, parsed.level);
      if (lost) {
        setRefused({ message: `That edit would lose part of the level: ${lost}`, arrivals: latest.current.arrivals });
        return false;
      }
      setRefused(null);
      setNote(null);
      latest.current = { ...latest.current, now: parsed.level };
      onChange(parsed.level);
      return true;
    },
    [family, onChange, lostInWriting],
  );
  const arrivals = latest.current.arrivals;
  return {
    edit,
    error: refused !== null && refused.arrivals === arrivals ? refused.message : null,
    arrivals,
    say,
    said: note !== null && note.arrivals === arrivals ? note.text : null,
  };
}

/** 'a', 'a and b', 'a, b and c': what an editor says it took away */
export const listWords = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

/** The note on what an edit took away: 'Removed … Undo brings it back.' ('them' for more than one thing) */
export const removedWords = (verb: string, items: readonly string[], many = items.length > 1): string =>
  `${verb} ${listWords(items)}. Undo brings ${many ? 'them' : 'it'} back.`;

/** What a border removed took with it, said after the resize ('Removed the row at bottom with dot a and target A. Undo …'). */
export const cutWords = (side: Side, items: readonly string[]): string =>
  removedWords(`Removed the ${{ top: 'row at top', bottom: 'row at bottom', left: 'column at left', right: 'column at right' }[side]} with`, items, true);
