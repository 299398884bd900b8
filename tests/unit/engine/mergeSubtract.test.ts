// The subtraction with its merge and seeks in the engine's WebAssembly module (src/engine/mergeSubtract.ts,
// assembly/mergeSubtract.ts) held to subtractKeySets over MergedKeys in JavaScript and to a plain Set:
// keys of one and two words, sources held as they are and compressed (windows and chunks of
// many sizes, some spilled), groups of many chunks (with and without their indexes, some
// spilled to a store), differences of every length a 64-bit key takes, keys at both ends of the range.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MergeSubtract } from '../../../src/engine/mergeSubtract.ts';
import { ByteBudget, keySetFromSorted, keysOf, KeySetWriter, KeysRun, KeysRunRooms, MemoryChunkStore, MergedKeys, subtractKeySets, type KeySet, type SetStop } from '../../../src/engine/sortedKeys.ts';

const TOP = 2n ** 64n;
/** a key of up to 64 bits: anywhere, near zero, near the top, near a word's carry */
const key64 = fc.oneof(fc.bigInt({ min: 0n, max: TOP - 1n }), fc.bigInt({ min: 0n, max: 5000n }), fc.bigInt({ min: TOP - 5000n, max: TOP - 1n }), fc.bigInt({ min: 2n ** 32n - 3000n, max: 2n ** 32n + 3000n }));
const key32 = fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }), fc.bigInt({ min: 0n, max: 3000n }), fc.bigInt({ min: 2n ** 32n - 3000n, max: 2n ** 32n - 1n }));

function words(k: bigint, W: number): number[] {
  return W === 2 ? [Number(k >> 32n), Number(k & 0xffffffffn)] : [Number(k)];
}

function sortedUnique(keys: bigint[]): bigint[] {
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A set of the keys (sorted, unique) in chunks of up to chunkBytes bytes, each indexed where it holds 64 keys or more. */
function setOf(keys: bigint[], W: number, budget: ByteBudget, chunkBytes: number): KeySet {
  const w = new KeySetWriter(W, budget, undefined, chunkBytes, true);
  for (const k of sortedUnique(keys)) expect(w.push(Uint32Array.from(words(k, W)), 0)).toBe(true);
  return w.finish();
}

/** A run of the keys (sorted, unique) held as they are. */
function runOf(keys: bigint[], W: number, budget: ByteBudget): KeysRun {
  const sorted = sortedUnique(keys);
  const rooms = new KeysRunRooms(W, Math.max(1, sorted.length), 1, budget);
  return rooms.run(Uint32Array.from(sorted.flatMap((k) => words(k, W))), sorted.length)!;
}

/** How a source of the merge is kept: held as it is, or compressed in chunks of `chunkBytes`, maybe spilled. */
interface Kept {
  raw: boolean;
  chunkBytes: number;
  spilled: boolean;
}
const kept = fc.record({ raw: fc.boolean(), chunkBytes: fc.integer({ min: 16, max: 5000 }), spilled: fc.boolean() });

function bigintsOf(set: KeySet): bigint[] {
  const flat = keysOf(set);
  const W = set.words;
  const out: bigint[] = [];
  for (let i = 0; i < flat.length; i += W) out.push(W === 2 ? (BigInt(flat[i]!) << 32n) | BigInt(flat[i + 1]!) : BigInt(flat[i]!));
  return out;
}

/** Both subtractions of the union of the same sources less the same groups, each told its keys as written. */
function both(sources: bigint[][], groups: bigint[][], W: number, chunkBytes: number[], spilled: boolean[], keep: Kept[] = [{ raw: false, chunkBytes: 4096, spilled: false }]) {
  const out = [];
  for (const inModule of [true, false]) {
    const budget = new ByteBudget();
    const store = new MemoryChunkStore();
    const minus = groups.map((g, i) => {
      const s = setOf(g, W, budget, chunkBytes[i % chunkBytes.length]!);
      if (spilled[i % spilled.length]) s.spill(store, `layer-${i}`, false);
      return s;
    });
    const from = sources.map((keys, i) => {
      const k = keep[i % keep.length]!;
      if (k.raw) return runOf(keys, W, budget);
      const s = setOf(keys, W, budget, k.chunkBytes);
      if (k.spilled) s.spill(store, `run-${i}`, true);
      return s;
    });
    const told: string[] = [];
    const onKey = (key: Uint32Array): SetStop | null => (told.push(Array.from(key).join(',')), null);
    const seek = inModule ? MergeSubtract.create() : null;
    const left = (
      inModule ? seek!.subtract(from, minus, budget, W, { onKey }) : subtractKeySets(new MergedKeys(from.map((r) => (r instanceof KeysRun ? r : r.cursor(true))), W, true), minus, budget, W, { onKey })
    ) as KeySet;
    expect(left).not.toBe(null);
    out.push({ keys: bigintsOf(left), told });
    left.release();
    // (the sources are let go of as they are read: what is held at the end is the groups and the module's memory)
    for (const s of from) expect(s.bytes).toBe(0);
    expect(store.size).toBe(minus.filter((m) => m.store).reduce((n, m) => n + m.chunks.length, 0));
  }
  return out;
}

describe('the merge and subtraction in WebAssembly', () => {
  for (const W of [1, 2]) {
    it(`subtracts groups of many chunks from candidates of ${W} word(s) as subtractKeySets and a Set do`, () => {
      const key = W === 2 ? key64 : key32;
      fc.assert(
        fc.property(
          fc.array(fc.array(key, { maxLength: 400 }), { maxLength: 6 }),
          fc.array(fc.array(key, { maxLength: 300 }), { maxLength: 5 }),
          fc.integer({ min: 1, max: 7 }),
          fc.array(fc.integer({ min: 16, max: 1200 }), { minLength: 1, maxLength: 6 }),
          fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
          fc.array(kept, { minLength: 1, maxLength: 6 }),
          (groups, fresh, every, chunkBytes, spilled, keep) => {
            // (the sources: new keys, some in several, and every `every`-th key of each group, so that most groups hold some)
            const sources = [...fresh, fresh.flat().filter((_, i) => i % 3 === 0), groups.flatMap((g) => g.filter((_, i) => i % every === 0))];
            const [module, js] = both(sources, groups, W, chunkBytes, spilled, keep);
            const gone = new Set(groups.flat());
            const want = sortedUnique(sources.flat()).filter((k) => !gone.has(k));
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
    // (a Set: group.includes over its thousands of keys for each candidate took seconds)
    const inGroup = new Set(group);
    const left = new Set(candidates.filter((c) => !inGroup.has(c) && c !== TOP - 1n)).size;
    for (const chunkBytes of [64, 1000, 1 << 20]) {
      const [module, js] = both([candidates], [group, [TOP - 1n]], 2, [chunkBytes, 16], [false]);
      expect(module!.keys).toEqual(js!.keys);
      expect(module!.keys.length).toBe(left);
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
      const [module, js] = both([candidates], [sorted], 2, [chunkBytes], [false]);
      const inGroup = new Set(sorted);
      expect(module!.keys).toEqual(js!.keys);
      expect(module!.keys).toEqual([...new Set(candidates)].filter((k) => !inGroup.has(k)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('merges runs held as they are across their windows (thousands of keys each), overlapping, with runs compressed', () => {
    // (keys in steps of 1 to 3 from where each run starts: runs overlap, each key in one to all of them)
    const runs = [0n, 5000n, 2n ** 32n - 7000n, 20_000n].map((from, r) => Array.from({ length: 25_000 + r * 1000 }, (_, i) => from + BigInt(i) * BigInt(1 + ((i + r) % 3))));
    const group = runs[1]!.filter((_, i) => i % 5 === 0);
    const keep = [
      { raw: true, chunkBytes: 0, spilled: false },
      { raw: true, chunkBytes: 0, spilled: false },
      { raw: false, chunkBytes: 700, spilled: true },
      { raw: true, chunkBytes: 0, spilled: false },
    ];
    for (const W of [1, 2]) {
      const sources = W === 2 ? runs : runs.map((r) => r.map((k) => k & 0xffffffffn));
      const [module, js] = both(sources, W === 2 ? [group] : [group.map((k) => k & 0xffffffffn)], W, [1 << 16], [false], keep);
      expect(module!.keys).toEqual(js!.keys);
      expect(module!.told).toEqual(js!.told);
      const gone = new Set(W === 2 ? group : group.map((k) => k & 0xffffffffn));
      expect(module!.keys).toEqual(sortedUnique(sources.flat()).filter((k) => !gone.has(k)));
    }
  });

  it('leaves keys of three words, and a budget that will not hold its memory, to subtractKeySets, reading nothing', () => {
    const budget = new ByteBudget();
    const three = keySetFromSorted(Uint32Array.of(1, 2, 3, 4, 5, 6), 2, 3, budget)!;
    expect(MergeSubtract.create()!.subtract([three], [three], budget, 3)).toBe(null);
    expect(keysOf(three)).toEqual(Uint32Array.of(1, 2, 3, 4, 5, 6));
    const two = keySetFromSorted(Uint32Array.of(1, 2, 3, 4), 2, 2, budget)!;
    const tight = new ByteBudget(1000);
    expect(MergeSubtract.create()!.subtract([two], [two], tight, 2)).toBe(null);
    expect(keysOf(two)).toEqual(Uint32Array.of(1, 2, 3, 4));
    expect(tight.used).toBe(0);
  });

  it('stops when asked, or when told to by the key written, giving back what it wrote', () => {
    const budget = new ByteBudget();
    const N = 200_000;
    // (keys i × 7, i < N, two words each: built as words, as bigints would take seconds)
    const flat = (every: number) => Uint32Array.from({ length: 2 * Math.ceil(N / every) }, (_, j) => (j % 2 === 0 ? 0 : (j >> 1) * every * 7));
    const candidates = () => keySetFromSorted(flat(1), N, 2, budget)!;
    const minus = [keySetFromSorted(flat(3), Math.ceil(N / 3), 2, budget)!];
    const seek = MergeSubtract.create()!;
    // (the module's memory stays taken once grown: measured after a first subtraction)
    (seek.subtract([candidates()], minus, budget, 2) as KeySet).release();
    const held = budget.used;
    let told = 0;
    for (const [options, stop] of [
      [{ shouldStop: () => true }, 'cancelled'],
      [{ onKey: () => (++told === 1000 ? 'memory' : null) }, 'memory'],
    ] as const) {
      const from = candidates();
      expect(budget.used).toBeGreaterThan(held);
      expect(seek.subtract([from], minus, budget, 2, options)).toBe(stop);
      // (what is left of the sources is let go of by the caller)
      from.release();
      expect(budget.used).toBe(held);
    }
    expect(told).toBe(1000);
  });
});
