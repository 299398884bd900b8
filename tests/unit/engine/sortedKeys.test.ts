import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ByteBudget,
  CHUNK_MAX_BYTES,
  keyLead,
  keySetFromSorted,
  keysOf,
  KeySetWriter,
  KeysRunRooms,
  MergedKeys,
  mergeKeySets,
  sortUniqueKeys,
  subtractKeySets,
  UnionBuilder,
  KeySet,
} from '../../../src/engine/sortedKeys.ts';
import { xorshift } from '../helpers/graphs.ts';

/** A word: mostly small or extreme values, so that keys share prefixes and differences cross words. */
const word = fc.oneof(fc.constant(0), fc.constant(0xffffffff), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0xfffffffa, max: 0xffffffff }), fc.nat({ max: 0xffffffff }));

const keysArb = (words: number, maxLength = 300) => fc.array(fc.array(word, { minLength: words, maxLength: words }), { maxLength });

const joined = (k: ArrayLike<number>) => Array.from(k).join(',');
/** The plain reference: keys as joined strings, sorted as the words compare (word 0 first). */
function reference(keys: number[][]): string[] {
  const unique = [...new Map(keys.map((k) => [joined(k), k])).values()];
  unique.sort((a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
    return 0;
  });
  return unique.map(joined);
}

function flat(keys: number[][], words: number): Uint32Array {
  const out = new Uint32Array(keys.length * words);
  keys.forEach((k, i) => out.set(k, i * words));
  return out;
}

function asStrings(keys: Uint32Array, words: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < keys.length; i += words) out.push(joined(keys.subarray(i, i + words)));
  return out;
}

/** The key of `words` words whose number is k (word 0 most significant). */
function bigintKey(k: bigint, words: number): Uint32Array {
  return Uint32Array.from({ length: words }, (_, w) => Number((k >> BigInt(32 * (words - 1 - w))) & 0xffffffffn));
}

/** A set of the keys (sorted and made unique first). */
function setOf(keys: number[][], words: number, budget = new ByteBudget()): KeySet {
  const buf = flat(keys, words);
  const n = sortUniqueKeys(buf, keys.length, words, new Uint32Array(buf.length));
  return keySetFromSorted(buf, n, words, budget)!;
}

describe('sorted key sets', () => {
  for (const words of [1, 2, 3]) {
    it(`sorts, drops repeats and round-trips keys of ${words} word(s)`, () => {
      fc.assert(
        fc.property(keysArb(words), (keys) => {
          const budget = new ByteBudget();
          const set = setOf(keys, words, budget);
          const want = reference(keys);
          expect(set.count).toBe(want.length);
          expect(asStrings(keysOf(set), words)).toEqual(want);
          // the budget counts exactly what the set holds, and gets it all back
          expect(budget.used).toBe(set.bytes);
          set.release();
          expect(budget.used).toBe(0);
        }),
      );
    });

    it(`merges and subtracts sets of ${words}-word keys as a Set does`, () => {
      fc.assert(
        fc.property(fc.array(keysArb(words, 80), { minLength: 1, maxLength: 5 }), fc.array(keysArb(words, 80), { maxLength: 4 }), fc.boolean(), (groups, minusGroups, consume) => {
          const budget = new ByteBudget();
          const sets = groups.map((g) => setOf(g, words, budget));
          const merged = mergeKeySets(sets, words, budget, consume) as KeySet;
          const all = reference(groups.flat());
          expect(asStrings(keysOf(merged), words)).toEqual(all);
          if (consume) for (const s of sets) expect(s.bytes).toBe(0);
          // (several sets subtracted, overlapping or not, an empty one among them: each candidate is
          // weighed against every one's cursor, skipped where that one is already past it)
          const minus = [...minusGroups, []].map((g) => setOf(g, words, budget));
          const gone = new Set(reference(minusGroups.flat()));
          const left = subtractKeySets(merged.cursor(consume), minus, budget, words) as KeySet;
          expect(asStrings(keysOf(left), words)).toEqual(all.filter((k) => !gone.has(k)));
          for (const s of [left, ...minus, merged, ...sets]) s.release();
          expect(budget.used).toBe(0);
        }),
      );
    });
  }

  it('merges up to 70 sets (a tree of losers of any width), keys repeated across them once, as a Set does', () => {
    fc.assert(
      fc.property(fc.array(keysArb(2, 30), { minLength: 0, maxLength: 70 }), fc.array(fc.array(word, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (groups, shared) => {
        // (a few keys in every set: the sources at the winner's key all go on past it)
        const withShared = groups.map((g) => [...g, ...shared]);
        const budget = new ByteBudget();
        const sets = withShared.map((g) => setOf(g, 2, budget));
        const merged = mergeKeySets(sets, 2, budget) as KeySet;
        expect(asStrings(keysOf(merged), 2)).toEqual(reference(withShared.flat()));
      }),
      { numRuns: 150 },
    );
  });

  it('holds runs as they are in rooms kept for the next run, merged with compressed sets as one', () => {
    fc.assert(
      fc.property(fc.array(keysArb(3, 40), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 4 }), (groups, most) => {
        const budget = new ByteBudget();
        const roomWords = 40 * 3;
        const rooms = new KeysRunRooms(3, 40, most, budget);
        const sorted = groups.map((g) => {
          const buf = flat(g, 3);
          return { buf, n: sortUniqueKeys(buf, g.length, 3, new Uint32Array(buf.length)) };
        });
        // as many runs as there are rooms, the others compressed
        const runs = sorted.map(({ buf, n }) => rooms.run(buf, n) ?? keySetFromSorted(buf, n, 3, budget)!);
        const held = runs.filter((r) => !('chunks' in r)).length;
        expect(held).toBe(Math.min(most, groups.length));
        const union = subtractKeySets(new MergedKeys(runs.map((r) => (r instanceof KeySet ? r.cursor(true) : r)), 3, true), [], budget, 3) as KeySet;
        expect(asStrings(keysOf(union), 3)).toEqual(reference(groups.flat()));
        // the runs read through gave their rooms back to be used again: no more taken from the budget
        const used = budget.used;
        for (const { buf, n } of sorted.slice(0, held)) expect(rooms.run(buf, n)).not.toBe(null);
        expect(budget.used).toBe(used);
        // then new rooms, up to `most` in all
        for (let i = held; i < most; i++) expect(rooms.run(sorted[0]!.buf, sorted[0]!.n)).not.toBe(null);
        expect(rooms.run(sorted[0]!.buf, sorted[0]!.n)).toBe(null);
        expect(budget.used).toBe(used + (most - held) * roomWords * 4);
        union.release();
        rooms.drop();
        expect(budget.used).toBe(most * roomWords * 4);
      }),
      { numRuns: 100 },
    );
  });

  it('lets go of the rooms of runs still held after its own are dropped, and refuses a run larger than a room', () => {
    const budget = new ByteBudget();
    const rooms = new KeysRunRooms(2, 2, 2, budget);
    const keys = Uint32Array.of(1, 2, 3, 4, 5, 6);
    expect(rooms.run(keys, 3)).toBe(null);
    const a = rooms.run(keys, 2)!;
    expect(budget.used).toBe(16);
    rooms.drop();
    expect(budget.used).toBe(16);
    a.release();
    expect(budget.used).toBe(0);
    expect(rooms.run(keys, 1)).toBe(null);
    const tight = new KeysRunRooms(2, 2, 8, new ByteBudget(20));
    expect(tight.run(keys, 1)).not.toBe(null);
    expect(tight.run(keys, 1)).toBe(null);
  });

  for (const words of [2, 3]) {
    it(`seeks ${words}-word keys (by seek and seekLead) to the first at or after each target, across short and long differences, carries and chunks`, () => {
      // (keys of 2 words or more have a walk of their own: short differences added in line, long
      // ones, carries into the words before the last two and chunk ends by next())
      const bits = BigInt(32 * words);
      const toKey = (k: bigint) => bigintKey(k, words);
      fc.assert(
        fc.property(fc.nat(), fc.integer({ min: 1, max: 6000 }), fc.integer({ min: 1, max: 60 }), (seed, n, seeks) => {
          const rand = xorshift(seed | 1);
          // gaps of 1 to 2^40: varints of 1 to 6 bytes, carries into the words before
          const gaps = [1, 100, 2 ** 14, 2 ** 21 + 5, 2 ** 28 - 1, 2 ** 28, 2 ** 33, 2 ** 40];
          // (3 words: starting below a multiple of 2^64, so that the walk carries into the first word,
          // by a short difference when it starts close below)
          const below = rand() & 1 ? BigInt(rand() & 0xfffff) : BigInt(rand() >>> 0) * 65536n;
          let k = words === 2 ? BigInt(rand() >>> 0) << 20n : ((BigInt(1 + (rand() & 3)) << 64n) - below) % (1n << bits);
          const keys: bigint[] = [];
          for (let i = 0; i < n; i++) {
            keys.push(k);
            k += BigInt(gaps[rand() % gaps.length]!);
          }
          const buf = new Uint32Array(n * words);
          keys.forEach((key, i) => buf.set(toKey(key), i * words));
          const set = keySetFromSorted(buf, n, words, new ByteBudget())!;
          const c = set.cursor();
          let target = keys[0]! - 1n;
          for (let s = 0; s < seeks; s++) {
            // targets in increasing order, on a key or between two, past the end at times
            target += BigInt(rand() % 3 === 0 ? 1 : Math.floor((Number(keys[n - 1]! - keys[0]!) / seeks) * (rand() / 2 ** 32)));
            const at = keys.findIndex((key) => key >= target);
            // (seekLead, as the subtraction asks it, every other time)
            const t = toKey(target);
            const found = s % 2 === 0 ? c.seek(t, 0) : c.seekLead(t, 0, keyLead(t, 0, words));
            if (at < 0) {
              expect(c.done).toBe(true);
              break;
            }
            expect(found).toBe(keys[at] === target);
            expect(Array.from(c.key)).toEqual(Array.from(toKey(keys[at]!)));
          }
        }),
        { numRuns: 200 },
      );
    });
  }

  for (const words of [1, 2, 3]) {
    it(`reads back and seeks ${words}-word keys whose differences take every length of varint, one byte to the most a key's width asks`, () => {
      const bits = BigInt(32 * words);
      const toKey = (k: bigint) => bigintKey(k, words);
      // each length's least and greatest difference, then a few short ones (walked in line, not by next())
      const gaps: bigint[] = [];
      for (let b = 7n; b <= 98n; b += 7n) gaps.push(1n << (b - 7n), (1n << b) - 1n, 1n, 3n, 200n);
      const keys: bigint[] = [];
      let k = 5n;
      for (const g of gaps) {
        if (k + g >= 1n << bits) continue;
        keys.push(k);
        k += g;
      }
      const buf = new Uint32Array(keys.length * words);
      keys.forEach((key, i) => buf.set(toKey(key), i * words));
      const set = keySetFromSorted(buf, keys.length, words, new ByteBudget())!;
      expect(Array.from(keysOf(set))).toEqual(Array.from(buf));
      // each key sought (by seekLead, as the subtraction does), and the one past each
      const c = set.cursor();
      keys.forEach((key, i) => {
        const t = toKey(key);
        expect(c.seekLead(t, 0, keyLead(t, 0, words))).toBe(true);
        expect(Array.from(c.key)).toEqual(Array.from(t));
        // the one past it: found only when it is the next key, which the cursor is then on
        const next = keys[i + 1];
        expect(c.seek(toKey(key + 1n), 0)).toBe(next === key + 1n);
        if (next === undefined) expect(c.done).toBe(true);
        else expect(Array.from(c.key)).toEqual(Array.from(toKey(next)));
      });
    });
  }

  it("jumps by a chunk's index to the last noted key before a far target, without reading the keys between", () => {
    const words = 2;
    const n = 3000;
    // one-byte differences: key i is at byte i of its chunk's bytes past the first key's varint
    const buf = new Uint32Array(n * words);
    for (let i = 0; i < n; i++) buf[i * 2 + 1] = 1000 + i * 3;
    const budget = new ByteBudget();
    const set = keySetFromSorted(buf, n, words, budget)!;
    const chunk = set.chunks[set.chunks.length - 1]!;
    expect(chunk.index).not.toBeNull();
    expect(set.bytes).toBe(set.chunks.reduce((b, c) => b + c.bytes!.length + c.index!.byteLength, 0));
    // the keys of the chunk's middle spoiled (a walk through them would read other keys)
    const bytes = chunk.bytes!;
    const firstKey = (chunk.first[1]! - 1000) / 3;
    const from = Math.floor(bytes.length / 4);
    const to = Math.floor(bytes.length / 2);
    bytes.fill(100, from, to);
    // a target past the spoiled keys, beyond a noted key after them
    const at = firstKey + to + 100;
    const target = buf.subarray(at * words, (at + 1) * words);
    const c = set.cursor();
    for (let i = 0; i < set.chunks.length - 1; i++) c.seek(set.chunks[i + 1]!.first, 0);
    expect(c.seekLead(target, 0, keyLead(target, 0, words))).toBe(true);
    expect(Array.from(c.key)).toEqual(Array.from(target));
    c.next();
    expect(c.key[1]).toBe(1000 + (at + 1) * 3);
    // (the same seek walked, with no index, reads the spoiled keys: the test sees a jump)
    chunk.index = null;
    const walked = set.cursor();
    for (let i = 0; i < set.chunks.length - 1; i++) walked.seek(set.chunks[i + 1]!.first, 0);
    walked.seekLead(target, 0, keyLead(target, 0, words));
    expect(Array.from(walked.key)).not.toEqual(Array.from(target));
  });

  it('writes two indexed sets at once, key by key, each seeking by its own index', () => {
    // (a writer's room for its index comes from a pool shared by writers: two at once must not share one)
    const budget = new ByteBudget();
    const writers = [new KeySetWriter(2, budget), new KeySetWriter(2, budget)];
    const n = 20_000;
    const key = new Uint32Array(2);
    for (let i = 0; i < n; i++) {
      for (const [s, w] of writers.entries()) {
        key[0] = s;
        key[1] = i * (s + 2);
        w.push(key, 0);
      }
    }
    const sets = writers.map((w) => w.finish());
    for (const [s, set] of sets.entries()) {
      expect(set.chunks.length).toBeGreaterThan(2);
      const c = set.cursor();
      for (let i = 7; i < n; i += 997) {
        const target = Uint32Array.of(s, i * (s + 2) + 1);
        expect(c.seekLead(target, 0, keyLead(target, 0, 2))).toBe(false);
        expect(Array.from(c.key)).toEqual([s, (i + 1) * (s + 2)]);
      }
    }
  });

  it("gives back the indexes' bytes with the set", () => {
    const budget = new ByteBudget();
    const buf = Uint32Array.from({ length: 20_000 }, (_, i) => (i % 2 === 0 ? 7 : i * 5));
    const set = keySetFromSorted(buf, 10_000, 2, budget)!;
    expect(set.chunks.every((c) => c.index !== null && c.index.length === Math.floor((c.count - 1) / 64) * 3)).toBe(true);
    expect(budget.used).toBe(set.bytes);
    set.release();
    expect(budget.used).toBe(0);
  });

  it('sorts large buffers (the radix sort) as the reference does, with extreme values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1024, max: 6000 }), fc.nat(), (words, n, seed) => {
        const rand = xorshift(seed | 1);
        const keys = Array.from({ length: n }, () => Array.from({ length: words }, () => [0, 0xffffffff, rand() & 7, rand()][rand() & 3]!));
        const buf = flat(keys, words);
        const kept = sortUniqueKeys(buf, n, words, new Uint32Array(buf.length));
        expect(asStrings(buf.subarray(0, kept * words), words)).toEqual(reference(keys));
      }),
      { numRuns: 20 },
    );
  });

  it('spreads a large set over chunks and reads it back through several of them', () => {
    const words = 2;
    const n = 400_000;
    const buf = new Uint32Array(n * words);
    for (let i = 0; i < n; i++) {
      buf[i * 2] = Math.floor(i / 1000);
      buf[i * 2 + 1] = (i * 2654435761) >>> 0;
    }
    const kept = sortUniqueKeys(buf, n, words, new Uint32Array(buf.length));
    const set = keySetFromSorted(buf, kept, words, new ByteBudget())!;
    expect(set.chunks.length).toBeGreaterThan(1);
    expect(set.bytes).toBeLessThan(n * 8);
    expect(keysOf(set)).toEqual(buf.subarray(0, kept * words));
    // a seek across chunks lands on the first key at or after the target
    const c = set.cursor();
    const target = buf.subarray((kept - 5) * words, (kept - 4) * words);
    c.seek(target, 0);
    expect(Array.from(c.key)).toEqual(Array.from(target));
    expect(set.chunks.every((ch) => ch.bytes!.length <= CHUNK_MAX_BYTES)).toBe(true);
    // (800,000 words compared: 8 s in a clean clone's run beside a Chromium solve on both cores)
  }, 30_000);

  it('writes the union of two disjoint sets a step at a time, sought in as the sets were, and gives back what a refused one took', () => {
    fc.assert(
      fc.property(keysArb(3, 400), fc.array(fc.boolean(), { minLength: 400, maxLength: 400 }), fc.integer({ min: 1, max: 50 }), (keys, side, stepKeys) => {
        const all = reference(keys).map((k) => k.split(',').map(Number));
        const budget = new ByteBudget();
        const x = setOf(all.filter((_, i) => side[i]), 3, budget);
        const y = setOf(all.filter((_, i) => !side[i]), 3, budget);
        const u = new UnionBuilder(x, y, 3, budget);
        let steps = 0;
        while (u.left > 0) {
          expect(u.step(stepKeys)).toBe(true);
          steps++;
        }
        expect(steps).toBe(Math.ceil(all.length / stepKeys));
        const union = u.finish();
        expect(asStrings(keysOf(union), 3)).toEqual(all.map(joined));
        // every key found by a seek, as in the sets it joins
        const c = union.cursor();
        for (const k of all) expect(c.seek(Uint32Array.from(k), 0)).toBe(true);
        // the sets are kept
        expect(x.count + y.count).toBe(all.length);
        for (const s of [union, x, y]) s.release();
        expect(budget.used).toBe(0);
      }),
    );
    const budget = new ByteBudget(40_000);
    const x = keySetFromSorted(Uint32Array.from({ length: 5000 }, (_, i) => i * 1000), 5000, 1, budget)!;
    const y = keySetFromSorted(Uint32Array.from({ length: 5000 }, (_, i) => i * 1000 + 1), 5000, 1, budget)!;
    const before = budget.used;
    const u = new UnionBuilder(x, y, 1, budget);
    expect(u.step(10_000)).toBe(false);
    expect(u.done).toBe(false);
    expect(budget.used).toBe(before);
  });

  it('refuses a set the budget does not hold, and gives back what it took', () => {
    const budget = new ByteBudget(5000);
    const words = 1;
    const buf = Uint32Array.from({ length: 10_000 }, (_, i) => i * 1000);
    expect(keySetFromSorted(buf, buf.length, words, budget)).toBeNull();
    expect(budget.used).toBe(0);
    const small = keySetFromSorted(buf, 10, words, budget)!;
    expect(small.count).toBe(10);
    expect(budget.used).toBeGreaterThan(0);
  });

  it('says when keys are not written in increasing order', () => {
    const w = new KeySetWriter(1, new ByteBudget());
    w.push(Uint32Array.of(5), 0);
    expect(() => w.push(Uint32Array.of(5), 0)).toThrow(/strictly increasing/);
    expect(() => w.push(Uint32Array.of(4), 0)).toThrow(/strictly increasing/);
    // two words: a difference that borrows from the first, then keys not increasing
    const w2 = new KeySetWriter(2, new ByteBudget());
    expect(w2.push(Uint32Array.of(1, 0xffffffff), 0)).toBe(true);
    expect(w2.push(Uint32Array.of(2, 0), 0)).toBe(true);
    expect(() => w2.push(Uint32Array.of(2, 0), 0)).toThrow(/strictly increasing/);
    expect(() => w2.push(Uint32Array.of(1, 5), 0)).toThrow(/strictly increasing/);
    expect(asStrings(keysOf(w2.finish()), 2)).toEqual(['1,4294967295', '2,0']);
    // three words: differences that borrow from the words before, and a key a carry below the one before
    const w3 = new KeySetWriter(3, new ByteBudget());
    const keys = [
      [0, 0xffffffff, 0xffffffff],
      [1, 0, 0],
      [1, 0, 0xffffffff],
      [1, 1, 0],
      [2, 0, 5],
      [0xffffffff, 0xffffffff, 0xffffffff],
    ];
    for (const k of keys) expect(w3.push(Uint32Array.from(k), 0)).toBe(true);
    const three = w3.finish();
    expect(asStrings(keysOf(three), 3)).toEqual(keys.map((k) => k.join(',')));
    const again = new KeySetWriter(3, new ByteBudget());
    again.push(Uint32Array.of(1, 0, 0), 0);
    again.push(Uint32Array.of(1, 0, 1), 0);
    expect(() => again.push(Uint32Array.of(1, 0, 1), 0)).toThrow(/strictly increasing/);
    expect(() => again.push(Uint32Array.of(0, 0xffffffff, 0xffffffff), 0)).toThrow(/strictly increasing/);
    expect(() => again.push(Uint32Array.of(1, 0, 0), 0)).toThrow(/strictly increasing/);
  });
});
