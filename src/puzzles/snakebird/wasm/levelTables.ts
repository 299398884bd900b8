// What the WebAssembly search needs of a level (its geometry, slots, block shapes, the bound's
// distance tables and the start state), laid out as one Int32Array: JavaScript writes it into
// the module's memory (wasmSearch.ts) and the module reads it back in one call
// (assembly/search.ts). Both sides are this file, written in the subset of TypeScript that
// AssemblyScript also compiles (src/portable.d.ts), so the layout is stated once.
import { KINDS, MovesLeftBound } from '../movesLeft.ts';
import { Geometry } from '../terrain.ts';

/** The head of the layout: sizes, then the tables in the order written below. */
const HEAD: i32 = 9;

/** Int32 values the layout takes for a level of these sizes. */
export function tablesLength(geo: Geometry, slots: i32, blockOffsets: Int32Array[], words: i32): i32 {
  const size = geo.W * geo.H;
  const fruit = geo.fruit.length;
  let n = HEAD + size + geo.pads.length + fruit + slots + 2 * blockOffsets.length;
  for (let b = 0; b < blockOffsets.length; b++) n += blockOffsets[b]!.length;
  n += size * (1 + KINDS) * (1 + fruit) + fruit * (1 + KINDS) + words;
  return n;
}

/** A cursor over the layout. */
class Cursor {
  data: Int32Array;
  at: i32 = 0;
  constructor(data: Int32Array) {
    this.data = data;
  }
  put(v: i32): void {
    this.data[this.at] = v;
    this.at++;
  }
  next(): i32 {
    const v = this.data[this.at]!;
    this.at++;
    return v;
  }
}

function putAll16(c: Cursor, a: Uint16Array): void {
  for (let i = 0; i < a.length; i++) c.put(a[i]!);
}
function putAll32(c: Cursor, a: Int32Array): void {
  for (let i = 0; i < a.length; i++) c.put(a[i]!);
}
function readAll16(c: Cursor, n: i32): Uint16Array {
  const a = new Uint16Array(n);
  for (let i = 0; i < n; i++) a[i] = c.next();
  return a;
}
function readAll32(c: Cursor, n: i32): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = c.next();
  return a;
}

/** Write a level's tables into out (tablesLength values). */
export function writeTables(out: Int32Array, geo: Geometry, cap: i32, slotCap: Int32Array, shapeOf: Int32Array, blockOffsets: Int32Array[], bound: MovesLeftBound, start: Uint32Array): void {
  const c = new Cursor(out);
  c.put(geo.W);
  c.put(geo.H);
  c.put(geo.fruit.length);
  c.put(cap);
  c.put(slotCap.length);
  c.put(blockOffsets.length);
  c.put(geo.pads.length);
  c.put(start.length);
  c.put(geo.snakefall ? 1 : 0);
  for (let i = 0; i < geo.terrain.length; i++) c.put(geo.terrain[i]!);
  for (let i = 0; i < geo.pads.length; i++) c.put(geo.pads[i]!);
  for (let i = 0; i < geo.fruit.length; i++) c.put(geo.fruit[i]!);
  putAll32(c, slotCap);
  putAll32(c, shapeOf);
  for (let b = 0; b < blockOffsets.length; b++) {
    c.put(blockOffsets[b]!.length);
    putAll32(c, blockOffsets[b]!);
  }
  putAll16(c, bound.toExit);
  putAll16(c, bound.stepsToExit);
  for (let f = 0; f < geo.fruit.length; f++) {
    putAll16(c, bound.toFruit[f]!);
    putAll16(c, bound.stepsToFruit[f]!);
  }
  putAll32(c, bound.fruitToExit);
  putAll32(c, bound.fruitStepsToExit);
  for (let k = 0; k < start.length; k++) c.put(<i32>start[k]!);
}

/** A level's tables as read back from the layout. */
export class LevelTables {
  geo: Geometry = new Geometry();
  cap: i32 = 0;
  slotCap: Int32Array = new Int32Array(0);
  shapeOf: Int32Array = new Int32Array(0);
  blockOffsets: Int32Array[] = [];
  toExit: Uint16Array = new Uint16Array(0);
  stepsToExit: Uint16Array = new Uint16Array(0);
  toFruit: Uint16Array[] = [];
  stepsToFruit: Uint16Array[] = [];
  fruitToExit: Int32Array = new Int32Array(0);
  fruitStepsToExit: Int32Array = new Int32Array(0);
  start: Uint32Array = new Uint32Array(0);

  bound(): MovesLeftBound {
    return new MovesLeftBound(this.toExit, this.toFruit, this.fruitToExit, this.stepsToExit, this.stepsToFruit, this.fruitStepsToExit);
  }
}

/** Read the tables writeTables wrote. */
export function readTables(data: Int32Array): LevelTables {
  const c = new Cursor(data);
  const t = new LevelTables();
  const geo = t.geo;
  geo.W = c.next();
  geo.H = c.next();
  const fruit = c.next();
  t.cap = c.next();
  const snakes = c.next();
  const blocks = c.next();
  const pads = c.next();
  const words = c.next();
  geo.snakefall = c.next() !== 0;
  const size = geo.W * geo.H;
  geo.terrain = new Uint8Array(size);
  for (let i = 0; i < size; i++) geo.terrain[i] = c.next();
  for (let i = 0; i < pads; i++) geo.pads.push(c.next());
  for (let i = 0; i < fruit; i++) geo.fruit.push(c.next());
  t.slotCap = readAll32(c, snakes);
  t.shapeOf = readAll32(c, blocks);
  for (let b = 0; b < blocks; b++) t.blockOffsets.push(readAll32(c, c.next()));
  t.toExit = readAll16(c, size);
  t.stepsToExit = readAll16(c, size * KINDS);
  for (let f = 0; f < fruit; f++) {
    t.toFruit.push(readAll16(c, size));
    t.stepsToFruit.push(readAll16(c, size * KINDS));
  }
  t.fruitToExit = readAll32(c, fruit);
  t.fruitStepsToExit = readAll32(c, fruit * KINDS);
  t.start = new Uint32Array(words);
  for (let k = 0; k < words; k++) t.start[k] = <u32>c.next();
  return t;
}
