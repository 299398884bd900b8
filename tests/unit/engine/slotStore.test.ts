// The chunk store in one file of fixed slots (the browser's OPFS store is one over a sync
// access handle): chunks read back as written through any order of puts and drops, slots let go
// of are used again (the file grows with what is held, not with what was ever written), the
// limit refuses a new slot, and a layered search spilled to it ends as one in memory.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layeredBfs, layeredProblem } from '../../../src/engine/layeredBfs.ts';
import { SlotChunkStore, StoreFullError } from '../../../src/engine/slotStore.ts';
import { CHUNK_MAX_BYTES } from '../../../src/engine/sortedKeys.ts';
import { memoryFile } from '../helpers/memoryFile.ts';
import { graphProblem } from '../helpers/graphs.ts';

describe('SlotChunkStore', () => {
  it('reads back what was put through any puts and drops, and uses dropped slots again', () => {
    const op = fc.oneof(
      fc.record({ put: fc.uint8Array({ minLength: 1, maxLength: 64 }) }),
      fc.record({ drop: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        // (at most 7 bytes a call: the store must go on until all are written or read)
        const store = new SlotChunkStore(memoryFile(7), Number.POSITIVE_INFINITY, 64);
        const live = new Map<number, Uint8Array>();
        let mostHeld = 0;
        for (const o of ops) {
          if ('put' in o) {
            // (the caller's array may hold more than `used`: only used bytes are kept)
            const ref = store.put(Uint8Array.from([...o.put, 255]), o.put.length, 'g');
            live.set(ref, o.put);
          } else if (live.size > 0) {
            const ref = [...live.keys()][o.drop % live.size]!;
            store.drop(ref);
            live.delete(ref);
            expect(() => store.get(ref)).toThrow(/not in the store/);
          }
          mostHeld = Math.max(mostHeld, live.size);
          for (const [ref, bytes] of live) expect(Array.from(store.get(ref))).toEqual(Array.from(bytes));
        }
        expect(store.held).toBe(live.size);
        expect(store.fileBytes).toBe(mostHeld * 64);
      }),
    );
  });

  it('reopened on its file with the chunks kept, reads them back and fills the other slots before growing', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ minLength: 1, maxLength: 64 }), { minLength: 1, maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), (chunks, dropped) => {
        const file = memoryFile(5);
        const first = new SlotChunkStore(file, Number.POSITIVE_INFINITY, 64);
        const refs = chunks.map((c) => first.put(c, c.length, 'g'));
        const kept = refs.filter((_, i) => !dropped[i]);
        for (const [i, ref] of refs.entries()) if (dropped[i]) first.drop(ref);
        const store = SlotChunkStore.reopen(file, first.fileBytes, kept.map((ref) => ({ offset: first.offsetOf(ref), size: chunks[refs.indexOf(ref)]!.length })), Number.POSITIVE_INFINITY, 64);
        kept.forEach((ref, i) => expect(Array.from(store.get(i))).toEqual(Array.from(chunks[refs.indexOf(ref)]!)));
        // the slots let go of are used before the file grows, and never over a kept chunk
        const more = Array.from({ length: chunks.length - kept.length + 2 }, (_, i) => Uint8Array.of(200 + i));
        const moreRefs = more.map((m) => store.put(m, 1, 'g'));
        expect(store.fileBytes).toBe(first.fileBytes + 2 * 64);
        kept.forEach((ref, i) => expect(Array.from(store.get(i))).toEqual(Array.from(chunks[refs.indexOf(ref)]!)));
        moreRefs.forEach((ref, i) => expect(Array.from(store.get(ref))).toEqual(Array.from(more[i]!)));
      }),
    );
    // a chunk that is not alone at a slot's start is refused
    const file = memoryFile();
    expect(() => SlotChunkStore.reopen(file, 128, [{ offset: 10, size: 5 }], Number.POSITIVE_INFINITY, 64)).toThrow(/not alone in a slot/);
    expect(() => SlotChunkStore.reopen(file, 128, [{ offset: 64, size: 5 }, { offset: 64, size: 3 }], Number.POSITIVE_INFINITY, 64)).toThrow(/not alone in a slot/);
    expect(() => SlotChunkStore.reopen(file, 128, [{ offset: 128, size: 5 }], Number.POSITIVE_INFINITY, 64)).toThrow(/not alone in a slot/);
  });

  it('refuses a slot past its limit, with StoreFullError', () => {
    const store = new SlotChunkStore(memoryFile(), 3 * 64, 64);
    const refs = [1, 2, 3].map(() => store.put(new Uint8Array(10), 10, 'g'));
    expect(() => store.put(new Uint8Array(10), 10, 'g')).toThrow(StoreFullError);
    store.drop(refs[1]!);
    expect(() => store.put(new Uint8Array(10), 10, 'g')).not.toThrow();
    expect(() => store.put(new Uint8Array(65), 65, 'g')).toThrow(/larger than a slot/);
  });

  it('holds a layered search, its runs too, which ends as the search in memory', () => {
    const n = 30_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    const problem = layeredProblem(graphProblem(adj, 0, new Set([n - 7])), 3);
    const plain = layeredBfs(problem, { candidateKeys: 500, batchStates: 50 });
    const file = memoryFile(5);
    const store = new SlotChunkStore(file);
    // (a small budget: the runs pass their share and are spilled too)
    const spilled = layeredBfs(problem, { candidateKeys: 500, batchStates: 50, store, maxBytes: 4 * 2 ** 20 });
    expect(spilled.kind).toBe('solved');
    expect(plain.kind).toBe('solved');
    if (spilled.kind !== 'solved' || plain.kind !== 'solved') return;
    expect(spilled.line.map((s) => Array.from(s))).toEqual(plain.line.map((s) => Array.from(s)));
    expect(spilled.stored).toBe(plain.stored);
    expect(file.size()).toBeGreaterThan(0);
    // (a chunk takes a whole slot: the search writes its runs in chunks of a slot's size)
    expect(store.chunkBytes).toBe(CHUNK_MAX_BYTES);
    expect(new SlotChunkStore(memoryFile(), Number.POSITIVE_INFINITY, 64).chunkBytes).toBe(64);
  });
});
