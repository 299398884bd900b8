// AssemblyScript: what src/engine/portableArrays.ts is in the WebAssembly build
// (scripts/build-wasm.mjs reads this file in its place): the arrays as StaticArrays, indexed
// from the array's own address.
export type IntArray = StaticArray<i32>;
export type UintArray = StaticArray<u32>;

// @ts-ignore: decorator
@inline
export function intArray(length: i32): IntArray {
  return new StaticArray<i32>(length);
}

// @ts-ignore: decorator
@inline
export function uintArray(length: i32): UintArray {
  return new StaticArray<u32>(length);
}
