// What a move caused, said after it (view/types.ts' MoveOutcome): the family's phrases as
// sentences, their lists of names joined here, so that a family's words carry no code of their own
// to share (a chunk they shared would cost the first screen its name and its preload).
import { useEffect, useRef, useState } from 'react';
import type { AnyFamily } from '../puzzles/types.ts';
import type { AnyFamilyView, MoveOutcome } from './types.ts';

/** how long a new live region stays empty before its first words, so that they are heard (a region is not heard for the text it is made with) */
export const LIVE_REGION_SETTLE_MS = 100;

/** Why a move made on the board is not played at `state`, in words: the position is won, or the rules refuse the move. */
export function refusedWords(family: AnyFamily, level: unknown, state: unknown, what: string): string {
  return family.isWon(level, state) ? `Not played: ${what}. This position is won already.` : `Not possible here: ${what}.`;
}

/** names in a list: "Red", "Red and Blue", "Red, Blue and block 1" */
export const listed = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');

/** what the move `move` from `before` to `after` caused, as sentences each begun with a capital: "Red ate a fruit and grew to 4. Red fell 1 row." ('' for nothing) */
export function outcomeWords<L, S>(outcome: MoveOutcome<L, S>, level: L, before: S, after: S, move: string): string {
  return outcome(level, before, after, move, listed)
    .filter((p) => p !== '')
    .map((p) => `${p.charAt(0).toUpperCase()}${p.slice(1)}.`)
    .join(' ');
}

/**
 * What a move caused, in the family's words, loaded with How to play's as the caller mounts: a
 * function saying it after a space ('' for nothing, before the words load, or where they fail on a
 * position: the move is said all the same). Those of a view left are never read with another's.
 */
export function useMoveOutcome(view: AnyFamilyView): (level: unknown, before: unknown, after: unknown, move: string) => string {
  const [loaded, setLoaded] = useState<{ view: AnyFamilyView; words: MoveOutcome<unknown, unknown> } | null>(null);
  // (read through a ref: a search's answer says its move from a callback made renders before)
  const latest = useRef(loaded);
  latest.current = loaded;
  useEffect(() => {
    view.howToPlay().then(
      (words) => void (words.moveOutcome && setLoaded({ view, words: words.moveOutcome })),
      () => {},
    );
  }, [view]);
  return (level, before, after, move) => {
    const words = latest.current?.view === view ? latest.current.words : null;
    if (!words) return '';
    try {
      const said = outcomeWords(words, level, before, after, move);
      return said && ` ${said}`;
    } catch {
      return '';
    }
  };
}
