// The search's simulator (fastMove.ts) is written in the subset of TypeScript that
// AssemblyScript also compiles, so that it can be built for WebAssembly from the same source.
// This builds it (through wasmSim.entry.ts) and plays every move from many positions on both
// builds: the WebAssembly one must give the same outcome and the same world as the JavaScript
// one, cell for cell. Positions come from random walks by the readable rules.
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileAssemblyScript } from '../../../scripts/build-wasm.mjs';
import { FastSim, NO_MOVE, QUIET_STEP } from '../../../src/puzzles/snakebird/fastMove.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { DIRS, geometryOf, startState, type Geometry, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';
import { CLASSIC_FILES, fixture, parseOk } from '../helpers/family.ts';
import { jsnellLevels } from '../helpers/shared.ts';
import { snakebirdLevels, snakefallLevels, walkOn, walks } from './randomLevels.ts';
import { RULE_SCENARIOS } from './snakefallScenarios.ts';

interface WasmSim {
  geometry(W: number, H: number, fruit: number): void;
  snakefallRules(on: number): void;
  setTerrain(cell: number, t: number): void;
  addPad(cell: number): void;
  setFruitCell(f: number, cell: number): void;
  simulator(snakes: number, blocks: number, cap: number): void;
  setObject(o: number, len: number, present: number): void;
  setCell(o: number, k: number, cell: number): void;
  setFruit(f: number, on: number, left: number): void;
  index(): void;
  move(snake: number, dir: number): number;
  undo(): void;
  ate(): number;
  changed(): number;
  stepHead(): number;
  workLen(o: number): number;
  workPresent(o: number): number;
  workCell(o: number, k: number): number;
  workFruit(f: number): number;
  workFruitLeft(): number;
}

let wasm: WasmSim;

beforeAll(async () => {
  // as the search is built (its twins of the shared files read in their place), its arrays' bounds checked
  const binary = await compileAssemblyScript(join(__dirname, 'wasmSim.entry.ts'), { boundsChecked: true });
  let memory: WebAssembly.Memory | null = null;
  // AssemblyScript's abort(message, file, line, column): strings are UTF-16, their byte length just before them
  const text = (at: number) => (at === 0 || !memory ? '' : String.fromCharCode(...new Uint16Array(memory.buffer, at, new Uint32Array(memory.buffer, at - 4, 1)[0]! / 2)));
  const instance = new WebAssembly.Instance(new WebAssembly.Module(binary), {
    env: {
      abort: (message: number, file: number, line: number, column: number) => {
        throw new Error(`wasm abort: ${text(message)} at ${text(file)}:${line}:${column}`);
      },
    },
  });
  memory = instance.exports.memory as WebAssembly.Memory;
  wasm = instance.exports as unknown as WasmSim;
}, 60_000);

/** The object capacity compileSnakebird gives the simulator. */
function capOf(level: SnakebirdLevel): number {
  const maxLen = level.snakes.reduce((a, s) => Math.max(a, s.cells.length), 0) + level.fruit.length;
  return Math.max(maxLen, ...level.blocks.map((b) => b.cells.length), 1);
}

function loadLevel(level: SnakebirdLevel, geo: Geometry): FastSim {
  const cap = capOf(level);
  wasm.geometry(geo.W, geo.H, geo.fruit.length);
  wasm.snakefallRules(geo.snakefall ? 1 : 0);
  geo.terrain.forEach((t, c) => wasm.setTerrain(c, t));
  for (const p of geo.pads) wasm.addPad(p);
  geo.fruit.forEach((c, f) => wasm.setFruitCell(f, c));
  wasm.simulator(level.snakes.length, level.blocks.length, cap);
  return new FastSim(geo, level.snakes.length, level.blocks.length, cap);
}

/** Write a rules state as both simulators' base world, and index it. */
function loadState(js: FastSim, geo: Geometry, state: SnakebirdState): void {
  const objects = [...state.snakes.map((s) => ({ cells: s.cells, on: !s.exited })), ...state.blocks.map((b) => ({ cells: b.cells, on: !b.gone }))];
  objects.forEach(({ cells, on }, o) => {
    const len = on ? cells.length : 0;
    js.base.len[o] = len;
    js.base.present[o] = on ? 1 : 0;
    wasm.setObject(o, len, on ? 1 : 0);
    for (let k = 0; k < len; k++) {
      js.base.cells[o * js.cap + k] = cells[k]!;
      wasm.setCell(o, k, cells[k]!);
    }
  });
  js.base.fruitLeft = state.fruit.length;
  geo.fruit.forEach((c, f) => {
    const on = state.fruit.includes(c) ? 1 : 0;
    js.base.fruit[f] = on;
    wasm.setFruit(f, on, state.fruit.length);
  });
  js.index();
  wasm.index();
}

/** The work world of the JavaScript build, and of the WebAssembly one, as text. */
function worlds(js: FastSim): [string, string] {
  const a: string[] = [];
  const b: string[] = [];
  for (let o = 0; o < js.N; o++) {
    const len = js.work.len[o]!;
    a.push(`${js.work.present[o]}:${Array.from(js.work.cells.subarray(o * js.cap, o * js.cap + len)).join(',')}`);
    const cells: number[] = [];
    for (let k = 0; k < wasm.workLen(o); k++) cells.push(wasm.workCell(o, k));
    b.push(`${wasm.workPresent(o)}:${cells.join(',')}`);
  }
  a.push(`fruit ${Array.from(js.work.fruit).join('')} left ${js.work.fruitLeft}`);
  const fruit: number[] = [];
  for (let f = 0; f < js.work.fruit.length; f++) fruit.push(wasm.workFruit(f));
  b.push(`fruit ${fruit.join('')} left ${wasm.workFruitLeft()}`);
  return [a.join(' | '), b.join(' | ')];
}

/**
 * Walk the chosen moves and play every move of every position on both builds. Returns how
 * many of those moves did something (the rest are refused by both), so that a test can tell
 * a comparison of real moves from one of refusals only.
 */
function walkAndCompare(level: SnakebirdLevel, choices: number[]): number {
  const geo = geometryOf(level);
  const js = loadLevel(level, geo);
  let state = startState(level, geo);
  let moved = 0;
  choices.forEach((choice, step) => {
    loadState(js, geo, state);
    for (let i = 0; i < level.snakes.length; i++) {
      for (let d = 0; d < 4; d++) {
        const where = `step ${step}, snake ${i}, dir ${d}`;
        const outcome = js.move(i, d);
        expect(wasm.move(i, d), where).toBe(outcome);
        if (outcome === QUIET_STEP) expect(wasm.stepHead(), where).toBe(js.stepHead);
        else if (outcome !== NO_MOVE) {
          const [a, b] = worlds(js);
          expect(b, where).toBe(a);
          expect([wasm.ate(), wasm.changed()], where).toEqual([js.ate, js.changed]);
          js.undo();
          wasm.undo();
        }
        if (outcome !== NO_MOVE) moved++;
        const [a, b] = worlds(js);
        expect(b, `${where}, after undo`).toBe(a);
      }
    }
    state = walkOn(level, geo, state, choice);
  });
  return moved;
}

/** Walks through one level, as a property (its walks shrink to short ones); the moves that did something. */
function walksThrough(level: SnakebirdLevel, steps: number, seed: number): number {
  let moved = 0;
  fc.assert(fc.property(walks(steps), (choices) => void (moved = walkAndCompare(level, choices))), { seed, numRuns: 1 });
  return moved;
}

describe('the simulator built for WebAssembly agrees with its JavaScript build', () => {
  // (every position of a walk has a live move, or the walk restarts: at least one move a step does something)
  it.each(CLASSIC_FILES)('on random walks through classic %s', (file) => {
    expect(walksThrough(parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file)), 150, 7)).toBeGreaterThanOrEqual(150);
  });

  it('on the designed gallery levels', () => {
    for (const g of snakebird.gallery.filter((x) => !x.name.startsWith('Classic'))) {
      expect(walksThrough(parseOk<SnakebirdLevel>(snakebird, g.text), 150, 11), g.name).toBeGreaterThanOrEqual(150);
    }
  });

  it.each([
    ['with spikes, water, fruit, teleporters and blocks', snakebirdLevels, 1],
    ["under Snakefall's rules (edges, one-cell snakes, 0-3 pads)", snakefallLevels, 2],
  ] as const)('on 300 random small levels %s', (_kind, levels, seed) => {
    let moved = 0;
    fc.assert(fc.property(levels, walks(30), (level, choices) => void (moved += walkAndCompare(level, choices))), { seed, numRuns: 300 });
    expect(moved).toBeGreaterThan(300 * 10);
  }, 60_000);

  // the real levels, when ../shared is present (tests are added only then)
  const real = jsnellLevels();
  if (real.length > 0) {
    describe('the real levels in ../shared/levels/snakebird-jsnell', () => {
      it.each(real.map((r) => [r.file, r.text] as const))('on random walks through %s', (_file, text) => {
        expect(walksThrough(parseOk<SnakebirdLevel>(snakebird, text), 100, 3)).toBeGreaterThanOrEqual(100);
      }, 30_000);
    });
  }

  // Snakefall's rules where they part from the game's (snakefallRules.test.ts plays these by the
  // readable rules and the JavaScript simulator): the WebAssembly build parts the same way
  it.each(RULE_SCENARIOS.map((sc) => [sc.rule, sc] as const))("Snakefall's rules: %s", (_rule, sc) => {
    const outcomes = [sc.snakefall, sc.game].map((level) => {
      const geo = geometryOf(level);
      const js = loadLevel(level, geo);
      const state = sc.before.reduce((s, m) => snakebird.play(level, s, m)!, snakebird.start(level));
      loadState(js, geo, state);
      const snake = state.snakes.findIndex((x) => x.label === sc.move[0]);
      const dir = DIRS.indexOf(sc.move[1] as (typeof DIRS)[number]);
      const outcome = js.move(snake, dir);
      expect(wasm.move(snake, dir)).toBe(outcome);
      // in the drawn map's coordinates: the two rule sets pad the map differently
      const rc = (c: number) => `${Math.floor(c / geo.W) - geo.top},${(c % geo.W) - geo.left}`;
      if (outcome === NO_MOVE) return 'illegal';
      if (outcome === QUIET_STEP) {
        expect(wasm.stepHead()).toBe(js.stepHead);
        return `step to ${rc(js.stepHead)}`;
      }
      const [a, b] = worlds(js);
      expect(b).toBe(a);
      const world: string[] = [];
      for (let o = 0; o < js.N; o++) world.push(js.work.present[o] ? Array.from(js.work.cells.subarray(o * js.cap, o * js.cap + js.work.len[o]!), rc).join(' ') : 'off');
      return world.join(' | ');
    });
    expect(outcomes[0]).not.toBe(outcomes[1]);
  });
});
