// The line found again after the goal (src/puzzles/snakebird/wasm/line.ts, and the search's
// predecessor(): the records hold no parents). followLineBack on a made-up graph of shards,
// where the answers are known; a search whose depths do not fit its records stops with the
// limit 'size' (on which solveInWasm runs again with wide depths).
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { followLineBack, NEAR, type LineAnswer, type LineQuestion } from '../../../src/puzzles/snakebird/wasm/line.ts';
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

/** Records in each shard of `nodes` (one more than its highest index). */
function storedIn(nodes: Map<number, Node>, shards: number): number[] {
  return Array.from({ length: shards }, (_, k) => Math.max(0, ...[...nodes.values()].filter((n) => n.shard === k).map((n) => n.index + 1)));
}

/**
 * Answer a question as a shard of `nodes` would (keyed by the state's one word): the first
 * match read from `from` down and round, among `count` records at most, as predecessor() reads
 * them; counting the questions.
 */
function answerer(nodes: Map<number, Node>, stored: readonly number[]) {
  const asked: LineQuestion[] = [];
  const answer = (q: LineQuestion): LineAnswer => {
    asked.push(q);
    const n = stored[q.shard]!;
    const count = q.count <= 0 || q.count > n ? n : q.count;
    for (let seen = 0, i = q.from < 0 || q.from >= n ? n - 1 : q.from; seen < count; seen++, i = i === 0 ? n - 1 : i - 1) {
      for (const [id, node] of nodes) {
        if (node.shard !== q.shard || node.index !== i || !(q.exact ? node.depth === q.depth : node.depth <= q.depth) || !node.to.includes(q.target[0]!)) continue;
        return { index: node.index, depth: node.depth, state: state(id) };
      }
    }
    return null;
  };
  return { asked, answer };
}

function follow(nodes: Map<number, Node>, goal: number, shards: number, exact: boolean) {
  const stored = storedIn(nodes, shards);
  const { asked, answer } = answerer(nodes, stored);
  const g = nodes.get(goal)!;
  const line = followLineBack({ shard: g.shard, index: g.index, depth: g.depth, state: state(goal) }, stored, exact);
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
    // near the same share of its records (here all of them: NEAR is more than they are)
    expect(asked.slice(0, 2).map((q) => [q.shard, q.depth, q.from, q.count])).toEqual([
      [1, 2, 1, NEAR],
      [0, 2, 2, NEAR],
    ]);
  });

  it('over several shards reads each near where the predecessor is likely before reading any whole', () => {
    // two shards of 400,000 records; the goal (shard 0, index 300,000) has its predecessor in
    // shard 1 at 299,000, near the same share of its records, and shard 0 holds none of it
    const far = 300_000;
    const nodes = new Map<number, Node>([
      [0, { shard: 1, index: 0, depth: 0, to: [1] }],
      [1, { shard: 1, index: far - 1000, depth: 1, to: [2] }],
      [2, { shard: 0, index: far, depth: 2, to: [] }],
      [3, { shard: 0, index: 399_999, depth: 0, to: [] }],
      [4, { shard: 1, index: 399_999, depth: 0, to: [] }],
    ]);
    const { states, asked } = follow(nodes, 2, 2, true);
    expect(states).toEqual([0, 1, 2]);
    // the goal's own shard near its index, then shard 1 near the same share: found there,
    // without shard 0 read whole
    expect(asked.slice(0, 2).map((q) => [q.shard, q.from, q.count])).toEqual([
      [0, far - 1, NEAR],
      [1, far + 1 + NEAR / 8, NEAR],
    ]);
    // 1's predecessor (the start, at index 0 of shard 1) is far below its index: read whole
    expect(asked.slice(2).map((q) => [q.shard, q.count])).toEqual([
      [1, NEAR],
      [0, NEAR],
      [1, 0],
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

  it('finds a predecessor for every stored state of random levels (the test before expanding rules out only states that are not one)', () => {
    // predecessor() expands only the records that may lead to the target in one move
    // (SnakebirdPacking.mayLead: their snakes, heads and fruit); every stored state but the
    // start has a stored predecessor whose depth is less than its own
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
        expect(e.predecessor(depth - 1, false, i, 0), `level ${seed}, state ${i}`).toBeGreaterThanOrEqual(0);
        checked++;
      }
      if (!level.terrain.some((row) => row.includes('T'))) withoutPads++;
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(withoutPads).toBeGreaterThan(20);
  }, 120_000);
});
