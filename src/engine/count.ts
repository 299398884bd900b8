/** 1,234,567: caps and counts in messages are read by people. */
export const count = (n: number): string => n.toLocaleString('en-US');
/** "1 move", "3 moves", "1,234 positions": the one way a count and its noun are said. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;
