/**
 * 1,234,567: caps and counts in messages are read by people. Past 2^53 a count is a float that no
 * longer holds all its digits (the optimal solutions of a large level): it reads "about 6.20 × 10^23",
 * not as digits that are not the count's.
 */
export const count = (n: number): string => {
  if (!(n > Number.MAX_SAFE_INTEGER) || n === Infinity) return n.toLocaleString('en-US');
  const [digits, power] = n.toExponential(2).split('e+');
  return `about ${digits} × 10^${power}`;
};
/** "1 move", "3 moves", "1,234 positions": the one way a count and its noun are said. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;
