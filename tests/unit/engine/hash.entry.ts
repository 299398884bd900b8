// The engine's hash (src/engine/hash.ts) built for WebAssembly as the search is built, with a
// flat API for hash.test.ts: write words, hash a run of them. Plain TypeScript too.
import { hashWords } from '../../../src/engine/hash.ts';
import { uintArray } from '../../../src/engine/portableArrays.ts';

let words = uintArray(0);

export function setSize(n: i32): void {
  words = uintArray(n);
}
export function setWord(i: i32, v: u32): void {
  words[i] = v;
}
export function hash(off: i32, w: i32): u32 {
  return hashWords(words, off, w);
}
