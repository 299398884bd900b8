// Terrain codes and the level's geometry, shared by the readable rules (rules.ts) and the
// search's simulator (fastMove.ts). Written in the subset of TypeScript that AssemblyScript
// also compiles (integer types such as i32, declared as number for tsc in src/portable.d.ts),
// so that the simulator can be built for WebAssembly from the same source.

export const T_EMPTY: i32 = 0;
export const T_WALL: i32 = 1;
export const T_SPIKES: i32 = 2;
export const T_WATER: i32 = 3;
export const T_EXIT: i32 = 4;
export const T_PAD: i32 = 5;

/** the most objects (snakes and blocks) a level may have: one bit each in a 32-bit mask (fastMove.ts) */
export const MAX_OBJECTS: i32 = 31;

/** The world as the rules see it: the drawn map, padded on three sides when it is open. */
export class Geometry {
  /** padded width and height */
  W: i32 = 0;
  H: i32 = 0;
  /** where the drawn map's (0, 0) sits in the padded grid */
  top: i32 = 0;
  left: i32 = 0;
  terrain: Uint8Array = new Uint8Array(0);
  pads: i32[] = [];
  /** padded cell indices of the starting fruit, in level order */
  fruit: i32[] = [];
  /**
   * Snakefall's rules (docs/families/snakebird.md): a step teleports before snakebirds leave
   * through the exit, and only when exactly one object arrives on a pad (after two arrive at
   * once, no more teleports until the next move). The rest of Snakefall's rules are in the map
   * itself: a closed world, any number of pads (which work only as a pair).
   */
  snakefall: boolean = false;
}
