// What a move caused, said after it (view/types.ts' MoveOutcome): the family's phrases as
// sentences, their lists of names joined here, so that a family's words carry no code of their own
// to share (a chunk they shared would cost the first screen its name and its preload).
import type { MoveOutcome } from './types.ts';

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
