// How large a Snakebird level's search is likely to grow, from the level alone: in the rules
// table (not the solver's), so that the page can say before a solve starts when a level is
// likely beyond the memory the search may use there.
import type { SearchEstimate } from '../../engine/types.ts';
import type { SnakebirdLevel } from './format.ts';

/**
 * How large the exact search of a level is likely to grow, from the level alone: log10 of the
 * states stored is fitted (least squares) on the game's levels of ../shared that store 5,000
 * states or more, as 1.90 + 0.392 x Σ over the snakes of (log10 F + (length - 1) log10 3) +
 * 0.300 x blocks x log10 F, F the free cells of the drawn map (each snake's head somewhere
 * free, its body bending three ways; blocks count less, most are stuck). On those levels it
 * is off by up to a factor of 10 (level 19: 9.1 M stored, 2.1 M estimated; level 29 8.3 M,
 * 8.3 M), and on the heavy levels by more: star1 comes out at 15.7 M and stored 481 M (a factor
 * of 30.5), hence `bytesUpTo`; star6 comes out at 38 M. 20 bytes a state is what a solve holds
 * a state at its peak: the search's memories hold 14.5-16 per state stored on the large levels,
 * and beside that are their growth's room not yet used and the early search's part (star1 in
 * a Chromium tab: 14.8 B a state in the memories, 17.4 B in Chromium's resident memory).
 */
export function estimateSnakebirdSearch(level: SnakebirdLevel): SearchEstimate {
  let free = 0;
  for (const row of level.terrain) for (const ch of row) if (ch === ' ' || ch === '*' || ch === 'T') free++;
  const lf = Math.log10(Math.max(free, 2));
  const snakes = level.snakes.reduce((sum, s) => sum + lf + (s.cells.length - 1) * Math.log10(3), 0);
  const states = 10 ** (1.903 + 0.392 * snakes + 0.3 * level.blocks.length * lf);
  const bytes = states * ESTIMATE_BYTES_PER_STATE;
  return { states, bytes, bytesUpTo: bytes * ESTIMATE_SPREAD };
}
const ESTIMATE_BYTES_PER_STATE = 20;
/** the most the fit fell short on the game's levels: a factor of 30.5 (star1) */
const ESTIMATE_SPREAD = 31;
