// The words of a board's accessible name, which says where the pieces are, not only how many:
// shared by the families' boards (loaded with them, after the first screen).

/** "1 fruit", "2 dots": a count with its noun ("1 snakebirds left" was said before) */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** a cell as it is said, rows and columns counted from 1 */
export const cellWords = (row: number, col: number): string => `row ${row + 1} column ${col + 1}`;

/** more places than this are left at their count: a name read out whole should stay short */
const MOST_LISTED = 8;

/** the places listed after a colon, while they are few */
export const places = (items: readonly string[]): string => (items.length > 0 && items.length <= MOST_LISTED ? `: ${items.join(', ')}` : '');
