// The caps on a Snakebird map that every format's reader checks (docs/LIMITS.md), apart from
// format.ts so that the readers it imports (mffm.ts, snakefall.ts) can use them without a cycle.
import { count } from '../text.ts';

/** The drawn map is at most this many rows and this many columns (docs/families/snakebird.md). */
export const MAX_SNAKEBIRD_SIDE = 256;

/**
 * A map with the room play adds around it (rules.ts worldSize: an open map's space its
 * snakebirds and fruit could reach, Snakefall's wall row above) is at most this many cells:
 * the search packs a cell's place in 16 bits (packing.ts).
 */
export const MAX_SNAKEBIRD_CELLS = 0xffff;

/**
 * The one way the cap on cells is said, by the readers that measure a map before drawing it,
 * validate() and the Snakefall export: `rows` × `cols` drawn, `world` with the room around it.
 * null within the cap.
 */
export function mapTooLarge(rows: number, cols: number, world: { W: number; H: number }): string | null {
  const cells = world.W * world.H;
  if (cells <= MAX_SNAKEBIRD_CELLS) return null;
  const room = cells > rows * cols ? ' with the room play needs around it' : '';
  return `the map is too large: ${count(rows)} × ${count(cols)} drawn is ${count(cells)} cells${room}; a map has at most ${count(MAX_SNAKEBIRD_CELLS)}`;
}
