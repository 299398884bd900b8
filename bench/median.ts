// The median of a bench's timings, shared by the benches that time rounds (the sets' and the simulator's).

/** the median of some timings (the upper one of an even count) */
export const median = (a: number[]) => a.slice().sort((p, q) => p - q)[a.length >> 1]!;
