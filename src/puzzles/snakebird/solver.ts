// Snakebird for the engine: the packed states and fast simulator (search.ts, packing.ts,
// fastMove.ts) and the best-first search compiled to WebAssembly (wasm/wasmSearch.ts), on
// one thread or spread over several (wasm/parallel.ts); or breadth-first over compressed layers
// (wasm/layers.ts).
import type { FamilySolver } from '../types.ts';
import type { SnakebirdLevel } from './format.ts';
import { compileSnakebird } from './search.ts';
import { solveInLayers } from './wasm/layers.ts';
import { solveSpread } from './wasm/parallel.ts';
import { prepareSearchModule, solveInWasm } from './wasm/wasmSearch.ts';

export const snakebirdSolver: FamilySolver<SnakebirdLevel> = {
  compile: (level) => compileSnakebird(level),
  solveExact: solveInWasm,
  solveExactParallel: solveSpread,
  solveInLayers,
  prepare: prepareSearchModule,
};
