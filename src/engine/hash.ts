// The one hash of a packed state, for the engine's seen set (stateTable.ts) and Snakebird's
// WebAssembly search alike. Written in the subset of TypeScript that AssemblyScript also
// compiles (src/portable.d.ts); its one 32-bit multiply is mul32.ts.
import { mul32 } from './mul32.ts';
import { UintArray } from './portableArrays.ts';

/** The hash of the w-word state at a[off .. off + w). */
export function hashWords(a: UintArray, off: i32, w: i32): u32 {
  let h: u32;
  if (w === 1) {
    // a bijection, so distinct one-word states never share a full hash
    h = a[off]! ^ 0x9747b28c;
  } else {
    // murmur3-style mixing: consecutive cells and small counters must spread over the table
    h = 0x9747b28c ^ w;
    for (let i = 0; i < w; i++) {
      let k = mul32(a[off + i]!, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      h ^= mul32(k, 0x1b873593);
      h = (h << 13) | (h >>> 19);
      h = (mul32(h, 5) + 0xe6546b64) | 0;
    }
  }
  h ^= h >>> 16;
  h = mul32(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = mul32(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
