// --first: Snakebird's early searches alone (wasm/wasmSearch.ts, EARLY_ORDERS), each on one
// thread from the start, as firstLineInWasm runs them: the moves and stored states of each line
// and when it came. A width search starts again with each line, looking only for shorter ones,
// as it does beside a solve, until --seconds have gone (a run is not cut short: the last may go
// past them); a weighted one runs once.
import type { SnakebirdLevel } from '../src/puzzles/snakebird/format.ts';
import { EARLY_ORDERS, firstLineInWasm, isWidth, type EarlyOrder } from '../src/puzzles/snakebird/wasm/wasmSearch.ts';

export interface FirstLine {
  moves: number;
  states: number;
  ms: number;
}

/** how an order reads in the bench's rows */
export const orderName = (order: EarlyOrder): string => (isWidth(order) ? order : `w=${order[0]}/${order[1]}`);

/** Each early order's lines on the level, each search storing at most maxStates; none: an empty list. */
export function firstLines(level: SnakebirdLevel, maxStates: number, seconds: number): { order: string; lines: FirstLine[] }[] {
  return EARLY_ORDERS.map((order) => {
    const lines: FirstLine[] = [];
    const t0 = performance.now();
    let shorterThan = 0x7fffffff;
    for (;;) {
      const line = firstLineInWasm(level, order, { maxStates, shorterThan });
      if (line === null) break;
      lines.push({ moves: line.moves, states: line.stored, ms: Math.round(performance.now() - t0) });
      if (!isWidth(order) || performance.now() - t0 >= seconds * 1000) break;
      shorterThan = line.moves;
    }
    return { order: orderName(order), lines };
  });
}
