// AssemblyScript: what src/engine/mul32.ts is in the WebAssembly build (scripts/build-wasm.mjs
// reads this file in its place). A u32 product wraps modulo 2^32, as Math.imul's does.
// @ts-ignore: decorator
@inline
export function mul32(a: u32, b: u32): u32 {
  return a * b;
}
