import { describe, expect, it } from 'vitest';
import { count, plural } from '../../../src/engine/count.ts';

describe('counts in words', () => {
  it('up to 2^53 every digit; past it (a float that lost its last digits) "about" and a power of ten, not digits that are not the count', () => {
    expect(count(1234567)).toBe('1,234,567');
    expect(count(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
    // 24!, as a float: 620,448,401,733,239,439,360,000 exactly, 620,448,401,733,239,500,000,000 by toLocaleString
    let factorial = 1;
    for (let i = 2; i <= 24; i++) factorial *= i;
    expect(count(factorial)).toBe('about 6.20 × 10^23');
    expect(plural(factorial, 'distinct optimal solution')).toBe('about 6.20 × 10^23 distinct optimal solutions');
    expect(plural(1, 'move')).toBe('1 move');
    expect(count(Infinity)).toBe('∞');
  });
});
