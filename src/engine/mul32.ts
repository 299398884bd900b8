// 32-bit multiplication modulo 2^32, for hash.ts. In JavaScript a product of two 32-bit
// numbers is a double that loses its low bits, so this is Math.imul. The WebAssembly build
// reads src/puzzles/snakebird/wasm/assembly/mul32.ts in this file's place
// (scripts/build-wasm.mjs), where a u32 product wraps by itself in one instruction; the hash
// test holds the two builds to the same hashes.
export function mul32(a: u32, b: u32): u32 {
  return Math.imul(a, b);
}
