/** 1,234,567: caps and counts in messages are read by people. */
export const count = (n: number): string => n.toLocaleString('en-US');
