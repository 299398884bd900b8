// The sort of a buffer of fixed-width keys (`words` u32 each, compared word by word, word 0
// first) into order, repeats dropped: what the layered search makes each run of successors
// with (sortedKeys.ts), here or in Snakebird's WebAssembly module on a helper thread
// (wasm/expandPool.ts), from this one source. Written in the subset of TypeScript that
// AssemblyScript also compiles (src/portable.d.ts): i32 and u32, portableArrays.ts's arrays, no
// closures.
import { UintArray } from './portableArrays.ts';

/** Digits of 16 bits: the counts a radix sort of keys of `words` words needs (radixSortKeys' `counts`). */
export function radixCountsLength(words: i32): i32 {
  return words * 2 * 65536;
}

/**
 * Sort the n keys of keys[0 .. n × words) in place, least significant digit first, 16 bits a
 * digit, the last word's low half first; a digit that is the same in every key is not sorted
 * on. `temp` has room for n × words words, `counts` for radixCountsLength(words).
 */
export function radixSortKeys(keys: UintArray, n: i32, words: i32, temp: UintArray, counts: UintArray): void {
  const digits = words * 2;
  const countsUsed = digits * 65536;
  for (let i = 0; i < countsUsed; i++) counts[i] = 0;
  for (let i = 0; i < n; i++) {
    const o = i * words;
    for (let k = 0; k < words; k++) {
      const v = keys[o + k]!;
      const lo = (words - 1 - k) * 2 * 65536 + <i32>(v & 0xffff);
      const hi = ((words - 1 - k) * 2 + 1) * 65536 + <i32>(v >>> 16);
      counts[lo] = counts[lo]! + 1;
      counts[hi] = counts[hi]! + 1;
    }
  }
  // keys are in `keys` while inKeys, else in `temp`
  let inKeys = true;
  for (let d = 0; d < digits; d++) {
    const base = d * 65536;
    const k = words - 1 - (d >> 1);
    const shift: u32 = <u32>(d & 1) * 16;
    const src = inKeys ? keys : temp;
    const dst = inKeys ? temp : keys;
    // every key has this digit: nothing to do
    const first = <i32>((src[k]! >>> shift) & 0xffff);
    if (<i32>counts[base + first]! === n) continue;
    let sum: u32 = 0;
    for (let b = 0; b < 65536; b++) {
      const c = counts[base + b]!;
      counts[base + b] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const o = i * words;
      const b = <i32>((src[o + k]! >>> shift) & 0xffff);
      const to = <i32>counts[base + b]! * words;
      counts[base + b] = counts[base + b]! + 1;
      for (let j = 0; j < words; j++) dst[to + j] = src[o + j]!;
    }
    inKeys = !inKeys;
  }
  if (!inKeys) for (let i = 0; i < n * words; i++) keys[i] = temp[i]!;
}

/** Drop the repeats of the n sorted keys of keys[0 .. n × words), in place; how many are left. */
export function dropRepeatedKeys(keys: UintArray, n: i32, words: i32): i32 {
  if (n <= 1) return n;
  let kept = 1;
  for (let i = 1; i < n; i++) {
    let same = true;
    const a = i * words;
    const b = (kept - 1) * words;
    for (let k = 0; k < words && same; k++) same = keys[a + k]! === keys[b + k]!;
    if (same) continue;
    if (kept !== i) for (let k = 0; k < words; k++) keys[kept * words + k] = keys[a + k]!;
    kept++;
  }
  return kept;
}
