// How large a Snakebird level's search is likely to grow, from the level alone: in the rules
// table (not the solver's), so that the page can say before a solve starts when a level is
// likely beyond the memory the search may use there.
import type { SearchEstimate } from '../../engine/types.ts';
import type { SnakebirdLevel } from './format.ts';

/**
 * How large the exact search of a level is likely to grow, from the level alone: log10 of the
 * states stored is fitted (least squares) on the game's levels of ../shared whose search stores
 * 5,000 states or more, star1 and star6 included, as -0.07 + 0.643 x Σ over the snakes of
 * (log10 F + (length - 1) log10 3) + 0.407 x blocks x log10 F + 1.204 x log10(1 + fruit), F the
 * free cells of the drawn map (each snake's head somewhere free, its body bending three ways;
 * blocks count less, most are stuck; each fruit eaten or not splits the positions). On those
 * levels it is off by up to a factor of 9.3 short (star6: 4.55 billion stored by the
 * breadth-first search, 487 M estimated; level 9: 339,000 and 55,800) and 8.8 over (level 24:
 * 7,362 and 64,800), hence `bytesUpTo`. 20 bytes a state is what a solve holds a state at its peak: the search's
 * memories hold 14.5-16 per state stored on the large levels, and beside that are their
 * growth's room not yet used and the early search's part (star1 in a Chromium tab: 14.8 B a
 * state in the memories, 17.4 B in Chromium's resident memory).
 */
export function estimateSnakebirdSearch(level: SnakebirdLevel): SearchEstimate {
  let free = 0;
  for (const row of level.terrain) for (const ch of row) if (ch === ' ' || ch === '*' || ch === 'T') free++;
  const lf = Math.log10(Math.max(free, 2));
  const snakes = level.snakes.reduce((sum, s) => sum + lf + (s.cells.length - 1) * Math.log10(3), 0);
  const states = 10 ** (-0.07 + 0.643 * snakes + 0.407 * level.blocks.length * lf + 1.204 * Math.log10(1 + level.fruit.length));
  const bytes = states * ESTIMATE_BYTES_PER_STATE;
  return { states, bytes, bytesUpTo: bytes * ESTIMATE_SPREAD };
}
const ESTIMATE_BYTES_PER_STATE = 20;
/** the most the fit fell short on the game's levels: a factor of 9.3 (star6) */
const ESTIMATE_SPREAD = 10;
