// Arrays for the code written in the subset of TypeScript that AssemblyScript also compiles
// (src/portable.d.ts; Snakebird's simulator, packing and bound, the hash): an Int32Array and a
// Uint32Array here. The WebAssembly build reads
// src/puzzles/snakebird/wasm/assembly/portableArrays.ts in this file's place
// (scripts/build-wasm.mjs), where they are StaticArrays, whose elements start at the array's own
// address: a typed array's start is a field, one load more at every access, which the hot
// loops' stores oblige the compiled code to repeat.
export type IntArray = Int32Array;
// (each a value of the same name too: AssemblyScript reads no `import type`, and tsc takes a
// plain import of a name only when it is also a value)
export const IntArray = Int32Array;
export type UintArray = Uint32Array;
export const UintArray = Uint32Array;

export function intArray(length: i32): IntArray {
  return new Int32Array(length);
}

export function uintArray(length: i32): UintArray {
  return new Uint32Array(length);
}
