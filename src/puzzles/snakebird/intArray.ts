// The simulator's arrays (fastMove.ts): an Int32Array here. The WebAssembly build reads
// wasm/assembly/intArray.ts in this file's place (scripts/build-wasm.mjs), where they are
// StaticArray<i32>, whose elements start at the array itself: a typed array's start is a field,
// one load more at every access, which the hot loops' stores oblige it to repeat.
export type IntArray = Int32Array;
// (a value of the same name too: AssemblyScript reads no `import type`, and tsc takes a plain
// import of a name only when it is also a value)
export const IntArray = Int32Array;

export function intArray(length: i32): IntArray {
  return new Int32Array(length);
}
