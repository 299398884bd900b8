// The integer types of AssemblyScript, for tsc: code written in the subset both compile
// (src/puzzles/snakebird/terrain.ts, fastMove.ts, packing.ts) is plain TypeScript numbers here.
type i32 = number;
type u32 = number;
