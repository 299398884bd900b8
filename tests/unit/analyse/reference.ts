// A plain exhaustive search over a family's play API (start, legalMoves, play, isWon, isLost),
// written apart from the engine to check its analysis against: a Map of positions keyed by a
// string, successor sets, distances to a win by relaxation until nothing changes, and shortest
// paths counted by recursion (where moves commute, the sets of moves along them). No packing, no
// batches, no CSR.
//
// Positions are keyed canonically here too, since the analysis counts canonical positions
// (RULES.md: dots of one colour, animals of one kind, snakes, and blocks of one shape are
// interchangeable). Each key is written from the play state in its own plain way (a sorted list
// of what stands where), not through the family's packing, so a packing that merged or split
// positions wrongly would show as a different count.
import type { AnyFamily } from '../../../src/puzzles/types.ts';
import type { DogBunnyLevel, DogBunnyState } from '../../../src/puzzles/dogbunny/index.ts';
import type { MoveLevel, MoveState } from '../../../src/puzzles/move/index.ts';
import type { SnakebirdState } from '../../../src/puzzles/snakebird/index.ts';

export type KeyOf = (level: unknown, state: unknown) => string;

const sortedJson = (parts: unknown[]) => JSON.stringify(parts.map((p) => JSON.stringify(p)).sort());

export const KEYS: Record<string, KeyOf> = {
  anemones: (_l, s) => JSON.stringify(s),
  bars: (_l, s) => JSON.stringify(s),
  move: (l, s) => sortedJson((s as MoveState).at.map((cell, i) => [(l as MoveLevel).dots[i]!.color, cell])),
  dogbunny: (l, s) => sortedJson((s as DogBunnyState).at.map((node, i) => [(l as DogBunnyLevel).animals[i]!.kind, node])),
  snakebird: (_l, s) => {
    const st = s as SnakebirdState;
    return JSON.stringify([
      sortedJson(st.snakes.filter((x) => !x.exited).map((x) => x.cells)),
      sortedJson(st.blocks.filter((b) => !b.gone).map((b) => b.cells.slice().sort((a, c) => a - c))),
      st.fruit.slice().sort((a, c) => a - c),
    ]);
  },
};

export interface RefNode {
  state: unknown;
  depth: number;
  won: boolean;
  /** distinct successor keys other than its own */
  succ: Set<string>;
}

export interface Reference {
  startKey: string;
  nodes: Map<string, RefNode>;
  /** moves to the nearest win; absent: none */
  dist: Map<string, number>;
  moves: number | null;
  optimalSolutions: number;
  positions: number;
  winnable: number;
  deadEnds: number;
  farthest: number;
  explored: number;
  branching: number;
}

/** Successor states by the rules, without the illegal ones and those that lose outright. */
export function liveMoves(family: AnyFamily, level: unknown, state: unknown): { move: string; state: unknown }[] {
  const out: { move: string; state: unknown }[] = [];
  for (const move of family.legalMoves(level, state)) {
    const after = family.play(level, state, move);
    if (after !== null && !family.isLost?.(level, after)) out.push({ move, state: after });
  }
  return out;
}

export function exhaustive(family: AnyFamily, level: unknown, maxPositions = 50_000): Reference {
  const key = (s: unknown) => KEYS[family.id]!(level, s);
  const start = family.start(level);
  const startKey = key(start);
  const nodes = new Map<string, RefNode>([[startKey, { state: start, depth: 0, won: family.isWon(level, start), succ: new Set() }]]);
  const queue = [startKey];
  for (let q = 0; q < queue.length; q++) {
    const k = queue[q]!;
    const node = nodes.get(k)!;
    for (const { state } of liveMoves(family, level, node.state)) {
      const sk = key(state);
      if (sk !== k) node.succ.add(sk);
      if (!nodes.has(sk)) {
        nodes.set(sk, { state, depth: node.depth + 1, won: family.isWon(level, state), succ: new Set() });
        if (nodes.size > maxPositions) throw new Error('reference: too many positions for a test level');
        queue.push(sk);
      }
    }
  }
  const dist = new Map<string, number>();
  for (const [k, n] of nodes) if (n.won) dist.set(k, 0);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [k, n] of nodes) {
      if (n.won) continue;
      let best = Infinity;
      for (const s of n.succ) best = Math.min(best, (dist.get(s) ?? Infinity) + 1);
      if (best < (dist.get(k) ?? Infinity)) {
        dist.set(k, best);
        changed = true;
      }
    }
  }
  const ways = new Map<string, number>();
  const waysOf = (k: string): number => {
    const d = dist.get(k)!;
    if (d === 0) return 1;
    if (!ways.has(k)) {
      let sum = 0;
      for (const s of nodes.get(k)!.succ) if (dist.get(s) === d - 1) sum += waysOf(s);
      ways.set(k, sum);
    }
    return ways.get(k)!;
  };
  const moves = dist.get(startKey) ?? null;
  // Where moves commute (Bars), a solution is the set of its moves, whatever their order: the
  // sets are carried along every shortest way, a move named by the first name of the moves
  // that make the same change where it is played (on a grid of one line every press does).
  const setsOf = (): number => {
    let layer = new Map<string, Set<string>>([[startKey, new Set([''])]]);
    for (let d = moves!; d > 0; d--) {
      const next = new Map<string, Set<string>>();
      for (const [k, sets] of layer) {
        const firstName = new Map<string, string>();
        for (const { move, state } of liveMoves(family, level, nodes.get(k)!.state)) {
          const sk = key(state);
          if (sk !== k && dist.get(sk) === d - 1 && !(firstName.get(sk)! <= move)) firstName.set(sk, move);
        }
        for (const [sk, move] of firstName) {
          const into = next.get(sk) ?? next.set(sk, new Set()).get(sk)!;
          for (const set of sets) into.add([...set.split(' ').filter(Boolean), move].sort().join(' '));
        }
      }
      layer = next;
    }
    return [...layer.values()].reduce((a, sets) => a + sets.size, 0);
  };
  // (a start already won: the start alone, as the level's branching)
  const expandedNodes = moves === 0 ? [nodes.get(startKey)!] : [...nodes.values()].filter((n) => moves === null || n.depth < moves);
  const branches = expandedNodes.reduce((a, n) => a + n.succ.size, 0);
  return {
    startKey,
    nodes,
    dist,
    moves,
    optimalSolutions: moves === null ? 0 : family.commutingMoves ? setsOf() : waysOf(startKey),
    positions: nodes.size,
    winnable: dist.size,
    deadEnds: nodes.size - dist.size,
    farthest: Math.max(0, ...dist.values()),
    explored: [...nodes.values()].filter((n) => moves === null || n.depth <= moves).length,
    branching: expandedNodes.length === 0 ? 0 : Math.round((branches / expandedNodes.length) * 100) / 100,
  };
}
