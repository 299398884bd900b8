// AssemblyScript: what src/puzzles/snakebird/intArray.ts is in the WebAssembly build
// (scripts/build-wasm.mjs reads this file in its place): the simulator's arrays as
// StaticArray<i32>, indexed from the array's own address.
export type IntArray = StaticArray<i32>;

// @ts-ignore: decorator
@inline
export function intArray(length: i32): IntArray {
  return new StaticArray<i32>(length);
}
