// The command line's file store for the layered search: chunks read back from their files, a
// run's file deleted once its chunks are dropped, and a search spilled to files (runs included,
// under a small budget) ending as one in memory with no run's file left.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layeredBfs, layeredProblem } from '../../../src/engine/layeredBfs.ts';
import { keysOf } from '../../../src/engine/sortedKeys.ts';
import { FileChunkStore, fileLayerEntry } from '../../../src/cli/spillStore.ts';
import { graphProblem } from '../helpers/graphs.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'unstuck-store-'));

describe('FileChunkStore', () => {
  it('reads chunks back from their files and deletes a file once all its chunks are dropped', () => {
    const dir = tempDir();
    const store = new FileChunkStore(dir);
    const a = store.put(Uint8Array.of(1, 2, 3, 4, 99), 4, 'layer-0');
    const b = store.put(Uint8Array.of(5, 6), 2, 'layer-0');
    const r1 = store.put(Uint8Array.of(7, 8, 9), 3, 'run-1-0');
    const r2 = store.put(Uint8Array.of(10), 1, 'run-1-0');
    expect(Array.from(store.get(a))).toEqual([1, 2, 3, 4]);
    expect(Array.from(store.get(b))).toEqual([5, 6]);
    expect(store.place(b)).toEqual({ file: 'layer-0.keys', offset: 4, size: 2 });
    expect(Array.from(store.get(r2))).toEqual([10]);
    store.drop(r1);
    expect(existsSync(join(dir, 'run-1-0.keys'))).toBe(true);
    store.drop(r2);
    expect(existsSync(join(dir, 'run-1-0.keys'))).toBe(false);
    expect(() => store.get(r1)).toThrow(/not in the store/);
    // files are written side by side (a layer's, and the next layer's runs while it is merged)
    const c = store.put(Uint8Array.of(11, 12), 2, 'layer-1');
    const d = store.put(Uint8Array.of(13), 1, 'layer-0');
    expect(store.place(d)).toEqual({ file: 'layer-0.keys', offset: 6, size: 1 });
    expect(Array.from(store.get(c))).toEqual([11, 12]);
    expect(Array.from(store.get(d))).toEqual([13]);
    // a file is written once: going back to it once closed is a bug, not a truncation
    store.closeWriting((file) => file === 'layer-0.keys');
    expect(() => store.put(Uint8Array.of(1), 1, 'layer-0')).toThrow(/written again/);
    store.close();
    expect(readdirSync(dir).sort()).toEqual(['layer-0.keys', 'layer-1.keys']);
  });

  it('deletes the runs a killed search left (never closed) when a store is made over the folder, and nothing else', () => {
    const dir = tempDir();
    const killed = new FileChunkStore(dir);
    killed.put(Uint8Array.of(1, 2), 2, 'layer-0');
    killed.put(Uint8Array.of(3), 1, 'run-1-0');
    killed.put(Uint8Array.of(4), 1, 'run-1-7');
    killed.closeWriting();
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    expect(readdirSync(dir).sort()).toEqual(['layer-0.keys', 'notes.txt', 'run-1-0.keys', 'run-1-7.keys']);
    const again = new FileChunkStore(dir);
    expect(readdirSync(dir).sort()).toEqual(['layer-0.keys', 'notes.txt']);
    again.close();
  });

  it('holds a search spilled to files, its runs too, and ends as the search in memory', () => {
    const n = 30_000;
    const adj = Array.from({ length: n }, (_, i) => [(i + 1) % n, (i * 7 + 3) % n, (i * 13 + 5) % n]);
    const problem = layeredProblem(graphProblem(adj, 0, new Set([n - 7])), 3);
    const layers: string[] = [];
    const plain = layeredBfs(problem, { candidateKeys: 500, batchStates: 50, onLayer: (l, d) => (layers[d] = Array.from(keysOf(l)).join(',')) });
    const dir = tempDir();
    const store = new FileChunkStore(dir);
    const spilledLayers: string[] = [];
    let runFiles = 0;
    const watching = {
      put: (bytes: Uint8Array, used: number, group: string) => (group.startsWith('run-') && runFiles++, store.put(bytes, used, group)),
      get: (ref: number) => store.get(ref),
      drop: (ref: number) => store.drop(ref),
    };
    const spilled = layeredBfs(problem, {
      candidateKeys: 500,
      batchStates: 50,
      maxBytes: 160_000,
      store: watching,
      onLayer: (l, d) => {
        spilledLayers[d] = Array.from(keysOf(l)).join(',');
        expect(fileLayerEntry(store, l)).toMatchObject({ file: `layer-${d}.keys`, count: l.count });
      },
    });
    store.close();
    expect(spilled.kind).toBe('solved');
    expect(plain.kind === 'solved' && spilled.kind === 'solved' && spilled.line.length).toBe(plain.kind === 'solved' && plain.line.length);
    expect(spilled.stored).toBe(plain.stored);
    expect(spilledLayers).toEqual(layers);
    expect(runFiles).toBeGreaterThan(0);
    expect(readdirSync(dir).filter((f) => f.startsWith('run-'))).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.startsWith('layer-'))).toHaveLength(layers.length);
  });
});
