// The sets' bench (bench/setsBench.ts, `npm run bench -- --sets`): it times the real subtraction
// and merge on keys it makes up, and what they answer is what those keys call for.
import { describe, expect, it } from 'vitest';
import { benchMerge, benchSubtraction } from '../../../bench/setsBench.ts';

describe('the sets bench', () => {
  it('subtracts the set from its own keys and the keys one above them', () => {
    for (const words of [2, 3]) {
      for (const every of [1, 7]) {
        const row = benchSubtraction(words, 20_000, every, 1);
        const picked = Math.floor(20_000 / every);
        // each picked key is in the set; the key one above it is not (it is a candidate only where the set lacks it)
        expect(row.candidates).toBeGreaterThan(picked);
        expect(row.candidates).toBeLessThanOrEqual(2 * picked);
        expect(row.unseen).toBe(row.candidates - picked);
        expect(row.bytesPerKey).toBeGreaterThan(1);
        expect(row.bytesPerKey).toBeLessThan(4 * words);
        expect(row.ns).toBeGreaterThan(0);
      }
    }
  });

  it('merges runs into each key once', () => {
    for (const words of [2, 3]) {
      const row = benchMerge(words, 20_000, 16, 1);
      expect(row.merged).toBe(20_000);
      expect(row.keys).toBeGreaterThan(20_000);
      expect(row.keys).toBeLessThanOrEqual(60_000);
      expect(row.ns).toBeGreaterThan(0);
    }
  });
});
