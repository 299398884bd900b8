// The search's simulator (fastMove.ts) built for WebAssembly by AssemblyScript, with a flat
// API for wasmSim.test.ts to drive it: set up a level and a base world value by value, play a
// move, read the work world back. Plain TypeScript too (tsc checks it like the rest).
import { FastSim } from '../../../src/puzzles/snakebird/fastMove.ts';
import { Geometry } from '../../../src/puzzles/snakebird/terrain.ts';

let geo: Geometry = new Geometry();
let sim: FastSim | null = null;

export function geometry(W: i32, H: i32, fruit: i32): void {
  geo = new Geometry();
  geo.W = W;
  geo.H = H;
  geo.terrain = new Uint8Array(W * H);
  geo.fruit = new Array<i32>(fruit);
}
export function snakefallRules(on: i32): void {
  geo.snakefall = on !== 0;
}
export function setTerrain(cell: i32, t: i32): void {
  geo.terrain[cell] = t;
}
export function addPad(cell: i32): void {
  geo.pads.push(cell);
}
export function setFruitCell(f: i32, cell: i32): void {
  geo.fruit[f] = cell;
}
export function simulator(snakes: i32, blocks: i32, cap: i32): void {
  sim = new FastSim(geo, snakes, blocks, cap);
}
export function setObject(o: i32, len: i32, present: i32): void {
  sim!.base.len[o] = len;
  sim!.base.present[o] = present;
}
export function setCell(o: i32, k: i32, cell: i32): void {
  sim!.base.cells[o * sim!.cap + k] = cell;
}
export function setFruit(f: i32, on: i32, left: i32): void {
  sim!.base.fruit[f] = on;
  sim!.base.fruitLeft = left;
}
export function index(): void {
  sim!.index();
}
export function move(snake: i32, dir: i32): i32 {
  return sim!.move(snake, dir);
}
export function undo(): void {
  sim!.undo();
}
export function ate(): i32 {
  return sim!.ate;
}
export function changed(): i32 {
  return sim!.changed;
}
export function stepHead(): i32 {
  return sim!.stepHead;
}
export function workLen(o: i32): i32 {
  return sim!.work.len[o]!;
}
export function workPresent(o: i32): i32 {
  return sim!.work.present[o]!;
}
export function workCell(o: i32, k: i32): i32 {
  return sim!.work.cells[o * sim!.cap + k]!;
}
export function workFruit(f: i32): i32 {
  return sim!.work.fruit[f]!;
}
export function workFruitLeft(): i32 {
  return sim!.work.fruitLeft;
}
