// The engine's analysis (src/engine/analyse.ts) on random graphs, against plain searches written
// here: every table layout, small graphs and large ones (many batches, growth, table rebuilds),
// repeated edges and self-loops, the memory budget and cancelling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyse, type Analyser, type LineJudgement } from '../../../src/engine/analyse.ts';
import { ENCODINGS, graphProblem, largeGraph, oneWord, reference, smallGraph, type Encoding } from '../helpers/graphs.ts';

/** Reachable nodes with their depth, and each one's distance to the nearest goal, by plain BFS both ways. */
function graphReference(adj: number[][], start: number, goals: Set<number>) {
  const depth = new Map([[start, 0]]);
  const order = [start];
  for (let q = 0; q < order.length; q++) {
    for (const w of adj[order[q]!] ?? []) {
      if (!depth.has(w)) {
        depth.set(w, depth.get(order[q]!)! + 1);
        order.push(w);
      }
    }
  }
  const into = new Map<number, number[]>();
  for (const v of order) for (const w of adj[v] ?? []) into.set(w, [...(into.get(w) ?? []), v]);
  const toWin = new Map<number, number>();
  const queue = order.filter((v) => goals.has(v));
  for (const g of queue) toWin.set(g, 0);
  for (let q = 0; q < queue.length; q++) {
    for (const v of into.get(queue[q]!) ?? []) {
      if (!toWin.has(v)) {
        toWin.set(v, toWin.get(queue[q]!)! + 1);
        queue.push(v);
      }
    }
  }
  const { moves, count } = reference(adj, start, goals);
  return {
    depth,
    toWin,
    moves,
    count,
    positions: order.length,
    winnable: toWin.size,
    farthest: Math.max(0, ...toWin.values()),
    explored: moves === null ? order.length : order.filter((v) => depth.get(v)! <= moves).length,
  };
}

function analysed(adj: number[][], goals: Set<number>, enc: Encoding = oneWord, options = {}): Analyser {
  const a = analyse(graphProblem(adj, 0, goals, enc), options);
  if ('kind' in a) throw new Error(`the analysis stopped: ${a.detail}`);
  return a;
}

function expectAgreement(adj: number[][], goals: Set<number>, enc: Encoding): void {
  const ref = graphReference(adj, 0, goals);
  const { analysis: a } = analysed(adj, goals, enc);
  expect(a.space).toEqual({ positions: ref.positions, winnable: ref.winnable, deadEnds: ref.positions - ref.winnable, farthest: ref.farthest });
  expect({ moves: a.moves, optimalSolutions: a.optimalSolutions, explored: a.explored }).toEqual({ moves: ref.moves, optimalSolutions: ref.count, explored: ref.explored });
  // the solution is a path of edges that ends on a goal
  let at = 0;
  for (const step of a.solution ?? []) {
    const to = Number(step.split('>')[1]!.split('#')[0]);
    expect(adj[at]).toContain(to);
    at = to;
  }
  if (a.solvable) expect(goals.has(at)).toBe(true);
}

describe('engine analysis', () => {
  for (const [name, enc] of Object.entries(ENCODINGS)) {
    it(`agrees with plain searches on small random graphs, ${name} per state`, () => {
      fc.assert(fc.property(smallGraph, ({ adj, goals }) => expectAgreement(adj, new Set(goals), enc)), { numRuns: 150 });
    }, 30_000);
  }

  it('agrees with plain searches on large random graphs', () => {
    fc.assert(fc.property(largeGraph, fc.constantFrom(...Object.values(ENCODINGS)), ({ adj, goals }, enc) => expectAgreement(adj, goals, enc)), { numRuns: 12 });
  }, 60_000);

  it('finds the point of no return of random walks, enumerated or not', () => {
    fc.assert(
      fc.property(smallGraph, fc.array(fc.nat(), { maxLength: 12 }), fc.integer({ min: 1, max: 20 }), ({ adj, goals: g }, choices, cap) => {
        const goals = new Set(g);
        const ref = graphReference(adj, 0, goals);
        const walk = [0];
        for (const c of choices) {
          const out = adj[walk[walk.length - 1]!] ?? [];
          if (out.length === 0) break;
          walk.push(out[c % out.length]!);
        }
        const firstLost = walk.findIndex((v) => !ref.toWin.has(v));
        const positions = walk.map((v) => Uint32Array.of(v));
        const whole = analysed(adj, goals).judgeLine(positions, null);
        expect(whole).toEqual({ noReturnAt: firstLost >= 0 ? firstLost : null, toWin: walk.map((v) => ref.toWin.get(v) ?? null) });
        // a line that ends by losing outright (a piece died) is lost at that move if not before
        const lostAfter = walk.length;
        expect(analysed(adj, goals).judgeLine(positions, lostAfter)).toMatchObject({ noReturnAt: firstLost >= 0 ? firstLost : lostAfter });
        const capped = analysed(adj, goals, oneWord, { maxPositions: cap, maxStates: 100_000 });
        if (ref.positions > cap) expect(capped.analysis.space).toBeNull();
        expect({ moves: capped.analysis.moves, count: capped.analysis.optimalSolutions, explored: capped.analysis.explored }).toEqual({ moves: ref.moves, count: ref.count, explored: ref.explored });
        expect(capped.judgeLine(positions, null)).toEqual({ noReturnAt: firstLost >= 0 ? firstLost : null, toWin: ref.positions > cap ? null : (whole as LineJudgement).toWin });
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('gives the state graph of a small space: depths, distances to a win, the distinct moves, a line to each position', () => {
    fc.assert(
      fc.property(smallGraph, ({ adj, goals: g }) => {
        const goals = new Set(g);
        const ref = graphReference(adj, 0, goals);
        const analyser = analysed(adj, goals);
        expect(analyser.graph(ref.positions - 1)).toBeNull();
        const graph = analyser.graph(ref.positions)!;
        const node = (i: number) => graph.position(i)[0]!;
        const nodes = Array.from(graph.depth, (_, i) => node(i));
        expect(new Set(nodes)).toEqual(new Set(ref.depth.keys()));
        expect(Array.from(graph.depth)).toEqual(nodes.map((v) => ref.depth.get(v)));
        expect(Array.from(graph.toWin)).toEqual(nodes.map((v) => ref.toWin.get(v) ?? -1));
        const pairs = new Set<string>();
        for (let k = 0; k < graph.edges.length; k += 2) pairs.add(`${node(graph.edges[k]!)}>${node(graph.edges[k + 1]!)}`);
        expect(pairs.size).toBe(graph.edges.length / 2);
        expect(pairs).toEqual(new Set(nodes.flatMap((v) => (adj[v] ?? []).filter((w) => w !== v).map((w) => `${v}>${w}`))));
        nodes.forEach((v, i) => {
          const line = graph.lineTo(i);
          expect(line).toHaveLength(ref.depth.get(v)!);
          let at = 0;
          for (const step of line) {
            const to = Number(step.split('>')[1]!.split('#')[0]);
            expect(adj[at]).toContain(to);
            at = to;
          }
          expect(at).toBe(v);
        });
      }),
      { numRuns: 150 },
    );
    expect(analysed([[1], []], new Set([1]), oneWord, { maxPositions: 1, maxStates: 10 }).graph(100)).toBeNull();
  });

  it('counts repeated moves to one position once, and never a move back to the same position', () => {
    // 0 -> 1 twice, 0 -> 0, 0 -> 2; 1 -> 3 and 2 -> 3, 3 the goal: two optimal solutions
    const { analysis } = analysed([[1, 1, 0, 2], [3, 1], [3], []], new Set([3]));
    expect(analysis).toMatchObject({ moves: 2, optimalSolutions: 2, branching: 1.33, forcedMoves: 1, space: { positions: 4, winnable: 4, deadEnds: 0, farthest: 2 } });
    // 0 -> 1 -> 2 (goal), 0 -> 3 (dead end): the first move is the only one that keeps a win in reach
    expect(analysed([[1, 3], [2], [], []], new Set([2])).analysis).toMatchObject({ forcedMoves: 2, space: { deadEnds: 1 } });
  });

  it('says when the whole space does not fit the memory budget, and answers by search instead, or stops', () => {
    // 0 -> 1 -> 2 -> 3, and 0 -> a chain of 100,000 positions that ends at 100,003
    const adj: number[][] = Array.from({ length: 100_004 }, (_, i) => (i < 100_003 ? [i + 1] : []));
    adj[0] = [1, 4];
    adj[3] = [];
    const near = analyse(graphProblem(adj, 0, new Set([3])), { maxBytes: 600_000 });
    if ('kind' in near) throw new Error(near.detail);
    expect(near.analysis).toMatchObject({ space: null, moves: 3, optimalSolutions: 1 });
    expect(near.analysis.notEnumerated).toContain('memory budget');
    // (counts in thousands, as people read them)
    expect(near.analysis.notEnumerated).toMatch(/\(it had \d{1,3}(,\d{3})+ positions and was still growing\)/);
    // the goal at the chain's end: the breadth-first search cannot reach it in the budget either
    const far = analyse(graphProblem(adj, 0, new Set([100_003])), { maxBytes: 600_000 });
    expect(far).toMatchObject({ kind: 'limit', limit: 'memory' });
    expect((far as { detail: string }).detail).toMatch(/counts the optimal solutions stopped after \d{1,3}(,\d{3})+ positions, with no solution under \d{1,3}(,\d{3})* moves/);
  }, 30_000);

  it('stops with a cancelled limit when asked to', () => {
    const adj = Array.from({ length: 50_000 }, (_, i) => [(i + 1) % 50_000]);
    const a = analyse(graphProblem(adj, 0, new Set()), { shouldCancel: () => true, progressIntervalMs: 0 });
    expect(a).toMatchObject({ kind: 'limit', limit: 'cancelled' });
  });
});

describe('a start that is already a win', () => {
  it("the branching is the start's own (its distinct successors), enumerated, past the cap and from a part enumerated; nothing is forced", () => {
    // 0 → 1, 2, 2 (a repeat), 0 (a self-loop); 1 → 3
    const adj = [[1, 2, 2, 0], [3], [], []];
    for (const options of [{}, { maxPositions: 1 }, { maxPositions: 2 }, { maxPositions: 1, maxStates: 1 }]) {
      const a = analyse(graphProblem(adj, 0, new Set([0])), options);
      if ('kind' in a) throw new Error(a.detail);
      expect(a.analysis, JSON.stringify(options)).toMatchObject({ moves: 0, branching: 2 });
      if (a.analysis.forcedMoves !== null) expect(a.analysis.forcedMoves).toBe(0);
    }
  });
});

describe('progress', () => {
  it('names the stage of each report: the depth starts again from 0 with the counting search past the cap, and never steps back within a stage', () => {
    // a path of 20,000 moves: mapped up to the cap of 5,000 positions, then searched again by the counting search
    const n = 20_000;
    const adj = Array.from({ length: n + 1 }, (_, i) => (i < n ? [i + 1] : []));
    const reports: { stage?: string; depth: number }[] = [];
    const a = analyse(graphProblem(adj, 0, new Set([n])), { maxPositions: 5_000, progressIntervalMs: 0, onProgress: (p) => void reports.push({ stage: p.stage, depth: p.depth }) });
    if ('kind' in a) throw new Error(a.detail);
    expect(a.analysis.moves).toBe(n);
    const stages = [...new Set(reports.map((r) => r.stage))];
    expect(stages).toEqual(['space', 'count']);
    for (const stage of stages) {
      const depths = reports.filter((r) => r.stage === stage).map((r) => r.depth);
      expect(depths).toEqual([...depths].sort((x, y) => x - y));
    }
    // (the step back the page showed unexplained: the count starts again below where the map stopped)
    expect(reports.find((r) => r.stage === 'count')!.depth).toBeLessThan(reports.filter((r) => r.stage === 'space').at(-1)!.depth);
  });
});

