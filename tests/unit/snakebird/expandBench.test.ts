// The simulator's bench (bench/expandBench.ts, `npm run bench -- snakebird --expand`): its sample
// is the breadth-first layers the readable problem gives, and it times the expansion of exactly
// those states.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchExpansion } from '../../../bench/expandBench.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { WASM_OUTPUT } from '../../../scripts/build-wasm.mjs';
import { SNAKEBIRD_GALLERY } from '../../../src/puzzles/snakebird/gallery.ts';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';

function parse(text: string): SnakebirdLevel {
  const parsed = snakebird.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

/** the states the bench's module expands in one call (bench/expandBench.ts) */
const BENCH_BATCH = 4096;

/**
 * The layers after the start and before the first that leads to a goal, by the JavaScript
 * problem: states, successors (as the module writes them: a successor that two states of one
 * call's batch share, once), depth.
 */
function layersBeforeGoal(level: SnakebirdLevel): { states: number; successors: number; depth: number } {
  const p = compileSnakebird(level);
  const W = p.words;
  const key = (s: Uint32Array) => s.join(',');
  const start = new Uint32Array(W);
  p.writeInitial(start);
  const seen = new Set([key(start)]);
  let layer: Uint32Array[] = [start];
  /** each state of the layers kept, in order: its successors' keys */
  const kept: string[][] = [];
  let depth = 0;
  for (;;) {
    const next: Uint32Array[] = [];
    const made: string[][] = [];
    let goal = false;
    for (const s of layer) {
      const out = new Uint32Array(W);
      const mine: string[] = [];
      p.expand(s, 0, out, () => {
        mine.push(key(out));
        if (p.isGoal(out, 0)) goal = true;
        if (!seen.has(key(out))) {
          seen.add(key(out));
          next.push(out.slice());
        }
      });
      made.push(mine);
    }
    // (the layer that leads to a goal is not in the sample, nor is the start)
    if (goal) {
      if (depth > 0) depth--;
      break;
    }
    if (depth > 0) kept.push(...made);
    if (next.length === 0) break;
    layer = next;
    depth++;
  }
  let successors = 0;
  for (let i = 0; i < kept.length; i += BENCH_BATCH) successors += new Set(kept.slice(i, i + BENCH_BATCH).flat()).size;
  return { states: kept.length, successors, depth };
}

describe('the simulator bench', () => {
  it('expands the layers before the goal, and finds a build the same as itself', () => {
    for (const name of ['Classic 2', 'Classic 7']) {
      const level = parse(SNAKEBIRD_GALLERY.find((g) => g.name === name)!.text);
      const want = layersBeforeGoal(level);
      const row = benchExpansion(level, 1e6, 1, new WebAssembly.Module(readFileSync(WASM_OUTPUT)));
      expect({ name, states: row.states, successors: row.successors, depth: row.depth }).toEqual({ name, ...want });
      expect(want.states).toBeGreaterThan(10);
      expect(row.against?.sameSuccessors).toBe(true);
      expect(row.against?.ratio).toBeGreaterThan(0);
      expect(Number.isFinite(row.against?.ratio)).toBe(true);
      expect(row.ns).toBeGreaterThan(0);
    }
  });

  it('keeps the newest states when asked for fewer', () => {
    const level = parse(SNAKEBIRD_GALLERY.find((g) => g.name === 'Classic 7')!.text);
    const all = benchExpansion(level, 1e6, 1);
    const some = benchExpansion(level, 7, 1);
    expect(some.states).toBe(7);
    expect(some.depth).toBeLessThanOrEqual(all.depth);
    expect(some.against).toBeUndefined();
  });
});
