/** 32-bit numbers from a seed (xorshift): the same in every run (the benches' made-up keys, the tests' graphs). */
export function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}
