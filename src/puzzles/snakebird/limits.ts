// The caps on a Snakebird map that every format's reader checks (docs/LIMITS.md), apart from
// format.ts so that the readers it imports (mffm.ts, snakefall.ts) can use them without a cycle.

/** The drawn map is at most this many rows and this many columns (docs/families/snakebird.md). */
export const MAX_SNAKEBIRD_SIDE = 256;
