// One hash for the engine's seen set and the WebAssembly search: hash.ts is built both ways
// (its one multiply is Math.imul in JavaScript, a wrapping u32 product in WebAssembly), and
// the two builds must give every state the same hash.
import fc from 'fast-check';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileAssemblyScript } from '../../../scripts/build-wasm.mjs';
import { hashWords } from '../../../src/engine/hash.ts';

interface HashExports {
  setSize(n: number): void;
  setWord(i: number, v: number): void;
  hash(off: number, w: number): number;
}
let wasm: HashExports;

beforeAll(async () => {
  const binary = await compileAssemblyScript(join(__dirname, 'hash.entry.ts'));
  wasm = new WebAssembly.Instance(new WebAssembly.Module(binary), { env: { abort: () => {} } }).exports as unknown as HashExports;
}, 60_000);

describe('hashWords', () => {
  it('gives the same hash in JavaScript and in WebAssembly, for states of any width', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 0xffffffff }), { minLength: 1, maxLength: 8 }), fc.nat(), (values, at) => {
        const words = Uint32Array.from(values);
        wasm.setSize(words.length);
        words.forEach((v, i) => wasm.setWord(i, v));
        const off = at % words.length;
        const w = words.length - off;
        const js = hashWords(words, off, w);
        expect(js).toBeGreaterThanOrEqual(0);
        expect(js).toBeLessThan(2 ** 32);
        expect(wasm.hash(off, w) >>> 0).toBe(js);
      }),
      { numRuns: 2000 },
    );
  });

  it('spreads small one- and two-word states over the low bits (where a table’s slot comes from)', () => {
    for (const w of [1, 2]) {
      const slots = new Set<number>();
      const a = new Uint32Array(w);
      for (let i = 0; i < 4096; i++) {
        a[w - 1] = i;
        slots.add(hashWords(a, 0, w) & 4095);
      }
      // a random function fills about 63% of the slots
      expect(slots.size, `${w} word(s)`).toBeGreaterThan(2400);
    }
  });
});
