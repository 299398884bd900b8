// The subtraction with its seeks in the engine's WebAssembly module (src/engine/seenSeek.ts,
// assembly/seenSeek.ts) held to subtractKeySets in JavaScript and to a plain Set: keys of one
// and two words, groups of many chunks (with and without their indexes, some spilled to a
// store), differences of every length a 64-bit key takes, keys at both ends of the range.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SeenSeek } from '../../../src/engine/seenSeek.ts';
import { ByteBudget, keySetFromSorted, keysOf, KeySetWriter, MemoryChunkStore, subtractKeySets, type KeySet, type SetStop } from '../../../src/engine/sortedKeys.ts';

const TOP = 2n ** 64n;
/** a key of up to 64 bits: anywhere, near zero, near the top, near a word's carry */
const key64 = fc.oneof(fc.bigInt({ min: 0n, max: TOP - 1n }), fc.bigInt({ min: 0n, max: 5000n }), fc.bigInt({ min: TOP - 5000n, max: TOP - 1n }), fc.bigInt({ min: 2n ** 32n - 3000n, max: 2n ** 32n + 3000n }));
const key32 = fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }), fc.bigInt({ min: 0n, max: 3000n }), fc.bigInt({ min: 2n ** 32n - 3000n, max: 2n ** 32n - 1n }));

function words(k: bigint, W: number): number[] {
  return W === 2 ? [Number(k >> 32n), Number(k & 0xffffffffn)] : [Number(k)];
}

/** A set of the keys (sorted, unique) in chunks of up to chunkBytes bytes, each indexed where it holds 64 keys or more. */
function setOf(keys: bigint[], W: number, budget: ByteBudget, chunkBytes: number): KeySet {
  const sorted = [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const w = new KeySetWriter(W, budget, undefined, chunkBytes, true);
  for (const k of sorted) expect(w.push(Uint32Array.from(words(k, W)), 0)).toBe(true);
  return w.finish();
}

function bigintsOf(set: KeySet): bigint[] {
  const flat = keysOf(set);
  const W = set.words;
  const out: bigint[] = [];
  for (let i = 0; i < flat.length; i += W) out.push(W === 2 ? (BigInt(flat[i]!) << 32n) | BigInt(flat[i + 1]!) : BigInt(flat[i]!));
  return out;
}

/** Both subtractions of the same sets, each told its keys as written. */
function both(candidates: bigint[], groups: bigint[][], W: number, chunkBytes: number[], spilled: boolean[]) {
  const out = [];
  for (const inModule of [true, false]) {
    const budget = new ByteBudget();
    const store = new MemoryChunkStore();
    const minus = groups.map((g, i) => {
      const s = setOf(g, W, budget, chunkBytes[i % chunkBytes.length]!);
      if (spilled[i % spilled.length]) s.spill(store, `layer-${i}`, false);
      return s;
    });
    const from = setOf(candidates, W, budget, 4096);
    const told: string[] = [];
    const onKey = (key: Uint32Array): SetStop | null => (told.push(Array.from(key).join(',')), null);
    const seek = inModule ? SeenSeek.create() : null;
    if (inModule) expect(seek).not.toBe(null);
    const cursor = from.cursor();
    const asked = seek?.subtract(cursor, minus, budget, W, { onKey }) ?? null;
    // (the module takes every subtraction with a key to seek in; with none, the search keeps subtractKeySets)
    if (inModule) expect(asked === null).toBe(groups.every((g) => g.length === 0));
    const left = (asked ?? subtractKeySets(cursor, minus, budget, W, { onKey })) as KeySet;
    out.push({ keys: bigintsOf(left), told });
  }
  return out;
}

describe('the seek in the seen set in WebAssembly', () => {
  for (const W of [1, 2]) {
    it(`subtracts groups of many chunks from candidates of ${W} word(s) as subtractKeySets and a Set do`, () => {
      const key = W === 2 ? key64 : key32;
      fc.assert(
        fc.property(
          fc.array(fc.array(key, { maxLength: 400 }), { maxLength: 6 }),
          fc.array(key, { maxLength: 300 }),
          fc.integer({ min: 1, max: 7 }),
          fc.array(fc.integer({ min: 16, max: 1200 }), { minLength: 1, maxLength: 6 }),
          fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
          (groups, fresh, every, chunkBytes, spilled) => {
            // (candidates: new keys, and every `every`-th key of each group, so that most groups hold some)
            const candidates = [...fresh, ...groups.flatMap((g) => g.filter((_, i) => i % every === 0))];
            const [module, js] = both(candidates, groups, W, chunkBytes, spilled);
            const gone = new Set(groups.flat());
            const want = [...new Set(candidates)].filter((k) => !gone.has(k)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
            expect(module!.keys).toEqual(want);
            expect(module!.told).toEqual(js!.told);
            expect(js!.keys).toEqual(want);
          },
        ),
        { numRuns: 150 },
      );
    });
  }

  it('walks differences of every length a 64-bit key takes, through the indexes of chunks of thousands of keys', () => {
    // a group of dense runs of keys (index entries every 64), separated by gaps of 1 to 64 bits
    const group: bigint[] = [];
    let k = 0n;
    for (let bits = 0; bits < 64; bits++) {
      k += 1n << BigInt(bits);
      for (let i = 0; i < 150 && k < TOP; i++, k += 3n) group.push(k);
    }
    const top = [TOP - 1n, TOP - 2n, TOP - 9n];
    const candidates = [...group.filter((_, i) => i % 37 === 0), ...group.map((g) => g + 1n), ...top, 0n];
    for (const chunkBytes of [64, 1000, 1 << 20]) {
      const [module, js] = both(candidates, [group, [TOP - 1n]], 2, [chunkBytes, 16], [false]);
      expect(module!.keys).toEqual(js!.keys);
      expect(module!.keys.length).toBe(new Set(candidates.filter((c) => !group.includes(c) && c !== TOP - 1n)).size);
    }
  });

  it('jumps by the index of a chunk to candidates far apart, and goes on to the next chunk past its last key', () => {
    const budget = new ByteBudget();
    // (gaps of 1 to 4 bytes of varint: chunks of a few hundred keys, each with its index)
    const group = Array.from({ length: 40_000 }, (_, i) => BigInt(i) * 1000n + BigInt((i * 7919) % 997) + (BigInt(i % 5) << 20n) * BigInt(i));
    const sorted = [...new Set(group)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const set = setOf(sorted, 2, budget, 900);
    expect(set.chunks.length).toBeGreaterThan(20);
    expect(set.chunks.every((c, i) => i === set.chunks.length - 1 || (c.index?.length ?? 0) > 0)).toBe(true);
    const first = set.chunks.map((c) => (BigInt(c.first[0]!) << 32n) | BigInt(c.first[1]!));
    // every chunk's first key and the key before it, and a key every 97 (tens of index entries apart at most)
    const candidates = [...first, ...first.filter((k) => k > 0n).map((k) => k - 1n), ...sorted.filter((_, i) => i % 97 === 0), ...sorted.filter((_, i) => i % 97 === 0).map((k) => k + 1n)];
    for (const chunkBytes of [900, 1 << 20]) {
      const [module, js] = both(candidates, [sorted], 2, [chunkBytes], [false]);
      const inGroup = new Set(sorted);
      expect(module!.keys).toEqual(js!.keys);
      expect(module!.keys).toEqual([...new Set(candidates)].filter((k) => !inGroup.has(k)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('leaves keys of three words, and a budget that will not hold its memory, to subtractKeySets, reading nothing', () => {
    const budget = new ByteBudget();
    const three = keySetFromSorted(Uint32Array.of(1, 2, 3, 4, 5, 6), 2, 3, budget)!;
    const from = three.cursor();
    expect(SeenSeek.create()!.subtract(from, [three], budget, 3)).toBe(null);
    expect(Array.from(from.key)).toEqual([1, 2, 3]);
    const two = keySetFromSorted(Uint32Array.of(1, 2, 3, 4), 2, 2, budget)!;
    const tight = new ByteBudget(1000);
    const cursor = two.cursor();
    expect(SeenSeek.create()!.subtract(cursor, [two], tight, 2)).toBe(null);
    expect(Array.from(cursor.key)).toEqual([1, 2]);
    expect(tight.used).toBe(0);
  });

  it('stops when asked, or when told to by the key written, giving back what it wrote', () => {
    const budget = new ByteBudget();
    const candidates = Array.from({ length: 200_000 }, (_, i) => BigInt(i) * 7n);
    const from = setOf(candidates, 2, budget, 1 << 20);
    const minus = [setOf(candidates.filter((_, i) => i % 3 === 0), 2, budget, 1 << 20)];
    const seek = SeenSeek.create()!;
    const before = budget.used;
    // (the module's memory stays taken once grown: measured after a first subtraction)
    (seek.subtract(from.cursor(), minus, budget, 2) as KeySet).release();
    const held = budget.used;
    expect(held).toBeGreaterThan(before);
    let polls = 0;
    expect(seek.subtract(from.cursor(), minus, budget, 2, { shouldStop: () => ++polls > 1 })).toBe('cancelled');
    expect(budget.used).toBe(held);
    let told = 0;
    expect(seek.subtract(from.cursor(), minus, budget, 2, { onKey: () => (++told === 1000 ? 'memory' : null) })).toBe('memory');
    expect(told).toBe(1000);
    expect(budget.used).toBe(held);
  });
});
