// Written in the subset of TypeScript that AssemblyScript also compiles (src/portable.d.ts).

/** A lower bound meaning "no goal can be reached from here"; also the largest bound kept (16 bits). */
export const UNREACHABLE: i32 = 0xffff;
