// Sorted key sets spilled to a chunk store: read back, seeked, merged and subtracted as the
// same sets kept in memory, with the budget counting only the chunk a cursor has open.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ByteBudget,
  keyLead,
  keySetFromSorted,
  keysOf,
  MemoryChunkStore,
  mergeKeySets,
  sortUniqueKeys,
  spilledKeySet,
  subtractKeySets,
  type KeySet,
} from '../../../src/engine/sortedKeys.ts';

const word = fc.oneof(fc.constant(0), fc.constant(0xffffffff), fc.integer({ min: 0, max: 5 }), fc.nat({ max: 0xffffffff }));
const keysArb = (words: number, maxLength = 300) => fc.array(fc.array(word, { minLength: words, maxLength: words }), { maxLength });

function setOf(keys: number[][], words: number, budget: ByteBudget): KeySet {
  const buf = new Uint32Array(keys.length * words);
  keys.forEach((k, i) => buf.set(k, i * words));
  const n = sortUniqueKeys(buf, keys.length, words, new Uint32Array(buf.length));
  return keySetFromSorted(buf, n, words, budget)!;
}

/** A set of n two-word keys spread over several chunks (dense in word 0, scattered in word 1). */
function largeSet(n: number, budget: ByteBudget): KeySet {
  const buf = new Uint32Array(n * 2);
  for (let i = 0; i < n; i++) {
    buf[i * 2] = Math.floor(i / 1000);
    buf[i * 2 + 1] = (i * 2654435761) >>> 0;
  }
  const kept = sortUniqueKeys(buf, n, 2, new Uint32Array(buf.length));
  return keySetFromSorted(buf, kept, 2, budget)!;
}

const same = (a: Uint32Array, b: Uint32Array) => expect(Array.from(a)).toEqual(Array.from(b));

describe('sorted key sets spilled to a chunk store', () => {
  for (const words of [1, 3]) {
    it(`reads back, seeks, merges and subtracts ${words}-word keys as in memory`, () => {
      fc.assert(
        fc.property(
          fc.array(keysArb(words, 400), { minLength: 1, maxLength: 4 }),
          keysArb(words, 100),
          fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
          fc.array(fc.array(word, { minLength: words, maxLength: words }), { maxLength: 20 }),
          (groups, minusKeys, spill, targets) => {
            const budget = new ByteBudget();
            const store = new MemoryChunkStore();
            const kept = groups.map((g) => setOf(g, words, budget));
            const spilled = groups.map((g, i) => {
              const s = setOf(g, words, budget);
              if (spill[i]) s.spill(store, `run-${i}`, true);
              return s;
            });
            for (const [i, s] of spilled.entries()) {
              same(keysOf(s), keysOf(kept[i]!));
              // seeks land on the same keys
              const a = s.cursor();
              const b = kept[i]!.cursor();
              const sorted = targets.map((t) => Uint32Array.from(t)).sort((x, y) => {
                for (let k = 0; k < words; k++) if (x[k] !== y[k]) return x[k]! - y[k]!;
                return 0;
              });
              for (const t of sorted) {
                expect(a.seek(t, 0)).toBe(b.seek(t, 0));
                expect(a.done).toBe(b.done);
                if (!a.done) same(a.key, b.key);
              }
              a.close();
              b.close();
            }
            const minusKept = setOf(minusKeys, words, budget);
            const minusSpilled = setOf(minusKeys, words, budget);
            if (spill[4]) minusSpilled.spill(store, 'layer-0', false);
            const want = subtractKeySets((mergeKeySets(kept, words, budget, true) as KeySet).cursor(true), [minusKept], budget, words) as KeySet;
            const merged = mergeKeySets(spilled, words, budget, true) as KeySet;
            const got = subtractKeySets(merged.cursor(true), [minusSpilled], budget, words) as KeySet;
            same(keysOf(got), keysOf(want));
            // the runs, spilled as temporary, were dropped from the store once merged; the layer stays
            expect(store.size).toBe(spill[4] ? minusSpilled.chunks.length : 0);
            for (const s of [got, want, minusKept, minusSpilled]) s.release();
            expect(budget.used).toBe(0);
          },
        ),
      );
    });
  }

  it('holds in memory only the chunk a cursor has open, and seeks past chunks without loading them', () => {
    const budget = new ByteBudget();
    const inMemory = largeSet(400_000, budget);
    const set = largeSet(400_000, budget);
    const chunkBytes = set.chunks.map((c) => c.used);
    expect(chunkBytes.length).toBeGreaterThan(2);
    let reads = 0;
    const store = new MemoryChunkStore();
    const counting = { put: store.put.bind(store), drop: store.drop.bind(store), get: (ref: number) => (reads++, store.get(ref)) };
    set.spill(counting, 'layer-1', false);
    expect(set.bytes).toBe(0);
    expect(set.spilledBytes).toBe(chunkBytes.reduce((a, b) => a + b, 0));
    expect(budget.used).toBe(inMemory.bytes);
    const c = set.cursor();
    expect(budget.used).toBe(inMemory.bytes + chunkBytes[0]!);
    // to the last chunk's first key: one more chunk read, not every one
    const last = set.chunks[set.chunks.length - 1]!.first;
    expect(c.seek(last, 0)).toBe(true);
    expect(reads).toBe(2);
    expect(budget.used).toBe(inMemory.bytes + chunkBytes[chunkBytes.length - 1]!);
    c.close();
    expect(budget.used).toBe(inMemory.bytes);
    // the same by seekLead, as the subtraction seeks
    const d = set.cursor();
    expect(d.seekLead(last, 0, keyLead(last, 0, 2))).toBe(true);
    expect(reads).toBe(4);
    d.close();
    same(keysOf(set), keysOf(inMemory));
    expect(budget.used).toBe(inMemory.bytes);
    // described and read back as a new set (a resume's)
    const again = spilledKeySet(2, budget, store, set.chunkInfo());
    expect(again.count).toBe(set.count);
    same(keysOf(again), keysOf(inMemory));
    expect(() => spilledKeySet(2, budget, store, [...set.chunkInfo()].reverse())).toThrow(/not past the chunk before/);
  });
});
