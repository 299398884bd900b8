// The lower bound on the moves left (the argument is in bound.ts, which works out the tables),
// for a state's snake heads and fruit. Written in the subset of TypeScript that AssemblyScript
// also compiles (src/portable.d.ts), so that the search can be built for WebAssembly.
import { UNREACHABLE } from '../../engine/unreachable.ts';
import { IntArray } from '../../engine/portableArrays.ts';

/** The kinds of step counted one at a time: up, left, right. */
export const KINDS: i32 = 3;

export class MovesLeftBound {
  // (read by the WebAssembly search's set-up, wasm/wasmSearch.ts, to copy them in)
  readonly toExit: Uint16Array;
  /** per fruit: distance from every cell to it */
  readonly toFruit: Uint16Array[];
  /** per fruit: distance from it to an exit */
  readonly fruitToExit: Int32Array;
  /** the same three, counting one kind of step: [cell * KINDS + kind], [fruit * KINDS + kind] */
  readonly stepsToExit: Uint16Array;
  readonly stepsToFruit: Uint16Array[];
  readonly fruitStepsToExit: Int32Array;

  constructor(toExit: Uint16Array, toFruit: Uint16Array[], fruitToExit: Int32Array, stepsToExit: Uint16Array, stepsToFruit: Uint16Array[], fruitStepsToExit: Int32Array) {
    this.toExit = toExit;
    this.toFruit = toFruit;
    this.fruitToExit = fruitToExit;
    this.stepsToExit = stepsToExit;
    this.stepsToFruit = stepsToFruit;
    this.fruitStepsToExit = fruitStepsToExit;
  }

  /** The bound for snakes with these head cells (-1: exited) and this fruit left (1 each). */
  of(heads: IntArray, fruit: IntArray, fruitLeft: i32): i32 {
    const S = heads.length;
    let bound = 0;
    for (let i = 0; i < S; i++) {
      if (heads[i]! < 0) continue;
      const d = this.toExit[heads[i]!]! as i32;
      if (d > bound) bound = d;
    }
    if (fruitLeft > 0) {
      let lastToExit = UNREACHABLE;
      for (let f = 0; f < this.toFruit.length; f++) {
        if (!fruit[f]) continue;
        const toFruit = this.toFruit[f]!;
        let reach = UNREACHABLE;
        for (let i = 0; i < S; i++) {
          if (heads[i]! < 0) continue;
          const d = toFruit[heads[i]!]! as i32;
          if (d < reach) reach = d;
        }
        const e = this.fruitToExit[f]!;
        if (reach + e > bound) bound = reach + e;
        if (e < lastToExit) lastToExit = e;
      }
      if (fruitLeft + lastToExit > bound) bound = fruitLeft + lastToExit;
    }
    if (bound >= UNREACHABLE) return UNREACHABLE;
    // by kind of step (every head that reaches a cell at all reaches it on each kind's map),
    // the three kinds side by side
    const toExitByKind = this.stepsToExit;
    let up = 0;
    let left = 0;
    let right = 0;
    for (let i = 0; i < S; i++) {
      if (heads[i]! < 0) continue;
      const at = heads[i]! * KINDS;
      if ((toExitByKind[at]! as i32) > up) up = toExitByKind[at]!;
      if ((toExitByKind[at + 1]! as i32) > left) left = toExitByKind[at + 1]!;
      if ((toExitByKind[at + 2]! as i32) > right) right = toExitByKind[at + 2]!;
    }
    for (let f = 0; f < this.stepsToFruit.length; f++) {
      if (!fruit[f]) continue;
      const toFruit = this.stepsToFruit[f]!;
      let reachUp = UNREACHABLE;
      let reachLeft = UNREACHABLE;
      let reachRight = UNREACHABLE;
      for (let i = 0; i < S; i++) {
        if (heads[i]! < 0) continue;
        const at = heads[i]! * KINDS;
        if ((toFruit[at]! as i32) < reachUp) reachUp = toFruit[at]!;
        if ((toFruit[at + 1]! as i32) < reachLeft) reachLeft = toFruit[at + 1]!;
        if ((toFruit[at + 2]! as i32) < reachRight) reachRight = toFruit[at + 2]!;
      }
      const then = f * KINDS;
      if (reachUp + this.fruitStepsToExit[then]! > up) up = reachUp + this.fruitStepsToExit[then]!;
      if (reachLeft + this.fruitStepsToExit[then + 1]! > left) left = reachLeft + this.fruitStepsToExit[then + 1]!;
      if (reachRight + this.fruitStepsToExit[then + 2]! > right) right = reachRight + this.fruitStepsToExit[then + 2]!;
    }
    const steps = up + left + right;
    return steps > bound ? steps : bound;
  }
}
