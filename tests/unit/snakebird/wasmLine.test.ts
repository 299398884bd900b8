// The line found again after the goal (src/puzzles/snakebird/wasm/line.ts, and the search's
// predecessor(): the records hold no parents). followLineBack on a made-up graph of shards,
// where the answers are known; a search whose depths do not fit its records stops with the
// limit 'size' (on which solveInWasm runs again with wide depths).
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { followLineBack, type LineAnswer, type LineQuestion } from '../../../src/puzzles/snakebird/wasm/line.ts';
import { RUNNING } from '../../../src/puzzles/snakebird/wasm/searchStatus.ts';
import { instantiate, levelSearch, solveInShards } from '../../../src/puzzles/snakebird/wasm/wasmSearch.ts';
import { expected, fixture, parseOk } from '../helpers/family.ts';
import { randomLevel, snakefallLevels } from './randomLevels.ts';

/** A stored state of the made-up graph: its shard, index, depth, and the states it leads to. */
interface Node {
  shard: number;
  index: number;
  depth: number;
  to: number[];
}
const state = (id: number) => Uint32Array.of(id);

/** Answer a question as a shard of `nodes` would (keyed by the state's one word), counting the questions. */
function answerer(nodes: Map<number, Node>) {
  const asked: LineQuestion[] = [];
  const answer = (q: LineQuestion): LineAnswer => {
    asked.push(q);
    for (const [id, n] of nodes) {
      if (n.shard !== q.shard || !(q.exact ? n.depth === q.depth : n.depth <= q.depth) || !n.to.includes(q.target[0]!)) continue;
      return { index: n.index, depth: n.depth, state: state(id) };
    }
    return null;
  };
  return { asked, answer };
}

function follow(nodes: Map<number, Node>, goal: number, shards: number, exact: boolean) {
  const { asked, answer } = answerer(nodes);
  const g = nodes.get(goal)!;
  const line = followLineBack({ shard: g.shard, index: g.index, depth: g.depth, state: state(goal) }, shards, exact);
  for (let step = line.next(null); ; step = line.next(answer(step.value))) {
    if (step.done) return { states: step.value.map((s) => s[0]), asked };
  }
}

describe('the line found again from the depths', () => {
  it('walks back one depth a step across shards, asking the shard of each state first', () => {
    // 0 (start) -> 1 -> 2 -> 3 (goal), 1 and 3 in shard 1; 4 is a dead end of depth 2 in shard 0
    const nodes = new Map<number, Node>([
      [0, { shard: 0, index: 0, depth: 0, to: [1, 4] }],
      [1, { shard: 1, index: 1, depth: 1, to: [2] }],
      [4, { shard: 0, index: 1, depth: 2, to: [] }],
      [2, { shard: 0, index: 2, depth: 2, to: [3] }],
      [3, { shard: 1, index: 2, depth: 3, to: [] }],
    ]);
    const { states, asked } = follow(nodes, 3, 2, true);
    expect(states).toEqual([0, 1, 2, 3]);
    // the goal's predecessor: its own shard (1) first, from the goal's index down, then shard 0
    expect(asked.slice(0, 2).map((q) => [q.shard, q.depth, q.from])).toEqual([
      [1, 2, 1],
      [0, 2, -1],
    ]);
  });

  it('takes any lower depth after a weighted search, whose goal may be deeper than its line', () => {
    // the goal was stored at depth 5 by a long way; 7 lowered to depth 1 since
    const nodes = new Map<number, Node>([
      [0, { shard: 0, index: 0, depth: 0, to: [7] }],
      [7, { shard: 0, index: 3, depth: 1, to: [9] }],
      [9, { shard: 0, index: 2, depth: 5, to: [] }],
    ]);
    expect(follow(nodes, 9, 1, false).states).toEqual([0, 7, 9]);
    expect(() => follow(nodes, 9, 1, true)).toThrow(/no stored state of depth 4/);
  });

  it('stops with the limit size when a depth does not fit its record', () => {
    // with one bit of depth a record holds the depth 0 only (1 is DEAD): no move fits
    const level = parseOk<SnakebirdLevel>(snakebird, fixture('snakebird', 'level08.txt'));
    const narrow = solveInShards(level, {}, 1, 1);
    expect(narrow.kind === 'limit' && narrow.limit).toBe('size');
    const wide = solveInShards(level, {}, 1);
    expect(wide.kind === 'solved' && wide.moves).toBe(expected('snakebird').find((e) => e.file === 'level08.txt')!.moves);
  }, 30_000);

  it('finds a predecessor for every stored state of random levels (the heads rule out only states that are not one)', () => {
    // predecessor() expands only the records whose snakes' heads could have moved to the
    // target's in one move (unless the level has teleporters); every stored state but the start
    // has a stored predecessor whose depth is less than its own
    let checked = 0;
    let withoutPads = 0;
    for (let seed = 0; seed < 60; seed++) {
      const level = randomLevel(seed, seed % 2 === 0 ? undefined : snakefallLevels);
      const { e, words } = instantiate(levelSearch(level).writeLevel, 3000, 2 ** 28, true);
      for (let status = e.start(); status === RUNNING; ) status = e.run(4096);
      const stored = e.stored.value as number;
      for (let i = 1; i < stored; i++) {
        const depth = e.depthAt(i);
        // (a state that can never be won is stored with the depth DEAD: the most 7 bits hold)
        if (depth >= 127) continue;
        for (let k = 0; k < words; k++) e.setTargetWord(k, e.stateWord(i, k));
        expect(e.predecessor(depth - 1, false, i), `level ${seed}, state ${i}`).toBeGreaterThanOrEqual(0);
        checked++;
      }
      if (!level.terrain.some((row) => row.includes('T'))) withoutPads++;
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(withoutPads).toBeGreaterThan(20);
  }, 120_000);
});
