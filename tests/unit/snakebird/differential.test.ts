// The search's simulator (fastMove.ts, packed states) against the readable rules (rules.ts):
// from many positions, every move must give the same successor, bit for bit, and the same
// set of legal, non-fatal moves. Positions come from random walks over the classic levels,
// the gallery, the real levels (when ../shared is present) and random small levels with
// every kind of piece.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { applyMove, geometryOf, startState, type SnakebirdState } from '../../../src/puzzles/snakebird/rules.ts';
import { compileSnakebird } from '../../../src/puzzles/snakebird/search.ts';
import { fixture, parseOk } from '../helpers/family.ts';
import { random, randomLevel } from './randomLevels.ts';

const hex = (a: Uint32Array) => Array.from(a, (v) => v.toString(16).padStart(8, '0')).join('');

/**
 * Walk `steps` random moves (restarting at a dead end or a win) and compare, at every
 * position, the packed successors of the search with those of the rules. Returns how many
 * positions were compared.
 */
function walkAndCompare(level: SnakebirdLevel, seed: number, steps: number): number {
  const geo = geometryOf(level);
  const problem = compileSnakebird(level);
  const next = random(seed);
  const out = new Uint32Array(problem.words);
  let state: SnakebirdState = startState(level, geo);
  let compared = 0;
  for (let step = 0; step < steps; step++) {
    const packed = problem.pack(state);
    const fromSearch: string[] = [];
    problem.expand(packed, 0, out, (move) => fromSearch.push(`${move}:${hex(out)}`));
    const fromRules: string[] = [];
    const successors: SnakebirdState[] = [];
    state.snakes.forEach((_, i) => {
      for (let d = 0; d < 4; d++) {
        const s = applyMove(geo, state, i, d);
        if (!s || s.dead) continue;
        fromRules.push(`${i * 4 + d}:${hex(problem.pack(s))}`);
        successors.push(s);
      }
    });
    // the search names a snake by its canonical slot, the rules by its label: compare the
    // successors as a multiset of states, and their number per position
    const states = (xs: string[]) => xs.map((x) => x.split(':')[1]).sort();
    expect(states(fromSearch), `seed ${seed}, step ${step}`).toEqual(states(fromRules));
    compared++;
    const won = state.snakes.every((s) => s.exited);
    if (successors.length === 0 || won) state = startState(level, geo);
    else state = successors[Math.floor(next() * successors.length)]!;
  }
  return compared;
}

describe('the search simulator agrees with the rules', () => {
  it.each(Array.from({ length: 11 }, (_, i) => `level${String(i).padStart(2, '0')}.txt`))('on random walks through classic %s', (file) => {
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', file));
    expect(walkAndCompare(level, 7, 400)).toBe(400);
  });

  it('on random walks through the designed gallery levels', () => {
    for (const g of snakebird.gallery.filter((x) => !x.name.startsWith('Classic'))) {
      walkAndCompare(parseOk<SnakebirdLevel>(snakebird, g.text), 11, 300);
    }
  });

  it('on 400 random small levels with spikes, water, fruit, teleporters and blocks', () => {
    let positions = 0;
    for (let seed = 1; seed <= 400; seed++) positions += walkAndCompare(randomLevel(seed), seed, 40);
    expect(positions).toBe(400 * 40);
  });

  const jsnell = join(__dirname, '..', '..', '..', '..', 'shared', 'levels', 'snakebird-jsnell');
  const files = existsSync(jsnell) ? readdirSync(jsnell).filter((f) => f.endsWith('.txt')) : [];
  describe.skipIf(files.length === 0)('the real levels in ../shared/levels/snakebird-jsnell (absent here: skipped)', () => {
    it.each(files)('on random walks through %s', (file) => {
      const level = parseOk<SnakebirdLevel>(snakebird, readFileSync(join(jsnell, file), 'utf8'));
      expect(walkAndCompare(level, 3, 300)).toBe(300);
    });
  });
});
