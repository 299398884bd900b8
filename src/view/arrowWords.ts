// A direction in words, as the view tables of the families whose moves are directions say a
// move. Apart from view/types.ts so that the first screen, which holds every family's view table,
// does not hold that module's code too (the boards' colours and marks).
import type { Direction } from './types.ts';

export const ARROW_WORDS: Record<Direction, string> = { U: '↑', D: '↓', L: '←', R: '→' };
