// The moves from a position, as the Check panel and the CLI's --line say them where a line's
// move is not one of them: one way for both, so that the two say the same.
import { count } from './text.ts';

/** At most this many of the moves are named; the rest are counted. */
const MOVES_NAMED = 12;

/** 'D, L, R'; past twelve, 'U, D, … and 18 more' */
export const movesNamed = (moves: readonly string[]): string =>
  moves.length > MOVES_NAMED ? `${moves.slice(0, MOVES_NAMED).join(', ')} and ${count(moves.length - MOVES_NAMED)} more` : moves.join(', ');
