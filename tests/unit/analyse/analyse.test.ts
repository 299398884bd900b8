// The designer's analysis (src/engine/analyse.ts through src/puzzles/analyse.ts) held to a plain
// exhaustive search over each family's play API (reference.ts) on tiny random levels: the
// optimum and its count, the whole space, how hard it looks, and the verdicts on random lines.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { bfs } from '../../../src/engine/bfs.ts';
import { analyseLevel, type LevelAnalysis } from '../../../src/puzzles/analyse.ts';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { SOLVERS } from '../../../src/puzzles/solve.ts';
import { FAMILY_IDS, type AnyFamily } from '../../../src/puzzles/types.ts';
import { replay } from '../helpers/family.ts';
import { tinyLevels } from './levels.ts';
import { exhaustive, KEYS, liveMoves, type Reference } from './reference.ts';

function analysed(family: AnyFamily, level: unknown, options: Parameters<typeof analyseLevel>[2] = {}): LevelAnalysis {
  const a = analyseLevel(family, level, options);
  if ('kind' in a) throw new Error(`the analysis stopped: ${a.detail}`);
  return a;
}

/** A random line: each choice picks one of the rules' legal moves (losing ones too) until the level is lost or no move is left. */
function walk(family: AnyFamily, level: unknown, choices: readonly number[]): string[] {
  const line: string[] = [];
  let state = family.start(level);
  for (const choice of choices) {
    if (family.isLost?.(level, state)) break;
    const moves = family.legalMoves(level, state).filter((m) => family.play(level, state, m) !== null);
    if (moves.length === 0) break;
    const move = moves[choice % moves.length]!;
    line.push(move);
    state = family.play(level, state, move);
  }
  return line;
}

/** The line continued by the reference's shortest way to a win from where it ends, if there is one. */
function finishOptimally(family: AnyFamily, level: unknown, ref: Reference, line: string[]): string[] {
  const key = (s: unknown) => KEYS[family.id]!(level, s);
  let state = replay(family, level, line);
  if (family.isLost?.(level, state)) return line;
  const out = line.slice();
  for (let d = ref.dist.get(key(state)); d !== undefined && d > 0; d--) {
    const next = liveMoves(family, level, state).find((m) => ref.dist.get(key(m.state)) === d - 1)!;
    out.push(next.move);
    state = next.state;
  }
  return out;
}

/** The reference's reading of a line: after how many moves it is lost for good, and whether it wins. */
function expectedVerdict(family: AnyFamily, level: unknown, ref: Reference, line: readonly string[]) {
  const key = (s: unknown) => KEYS[family.id]!(level, s);
  let state = family.start(level);
  let noReturnAt: number | null = ref.dist.has(key(state)) ? null : 0;
  for (let k = 0; k < line.length; k++) {
    state = family.play(level, state, line[k]!);
    const lost = family.isLost?.(level, state) || !ref.dist.has(key(state));
    if (lost && noReturnAt === null) noReturnAt = k + 1;
  }
  const wins = !family.isLost?.(level, state) && family.isWon(level, state);
  return { noReturnAt, wins };
}

describe.each(FAMILY_IDS)('analysis of %s levels', (id) => {
  const family = getFamily(id)!;

  it('agrees with an exhaustive search over the play API on random tiny levels', () => {
    fc.assert(
      fc.property(tinyLevels(id), (level) => {
        const ref = exhaustive(family, level);
        const a = analysed(family, level);
        expect(a.space).toEqual({ positions: ref.positions, winnable: ref.winnable, deadEnds: ref.deadEnds, farthest: ref.farthest });
        expect({ solvable: a.solvable, moves: a.moves, optimalSolutions: a.optimalSolutions, explored: a.explored, branching: a.branching }).toEqual({
          solvable: ref.moves !== null,
          moves: ref.moves,
          optimalSolutions: ref.optimalSolutions,
          explored: ref.explored,
          branching: ref.branching,
        });
        if (ref.moves === null) return;
        // the solution wins in the optimal number of moves, and its forced moves are those
        // from positions with one winnable successor, by the reference's distances (a move
        // back to the same position is no choice)
        expect(a.solution).toHaveLength(ref.moves);
        let state = family.start(level);
        let forced = 0;
        for (const move of a.solution!) {
          const here = KEYS[id]!(level, state);
          const live = new Set(liveMoves(family, level, state).map((m) => KEYS[id]!(level, m.state)).filter((k) => k !== here && ref.dist.has(k)));
          if (live.size === 1) forced++;
          state = family.play(level, state, move);
        }
        expect(family.isWon(level, state)).toBe(true);
        expect(a.forcedMoves).toBe(forced);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('judges random lines as the exhaustive search does: wins, optimal or a shorter line, point of no return', () => {
    fc.assert(
      fc.property(tinyLevels(id), fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), (level, choices, finish) => {
        const ref = exhaustive(family, level);
        const start = walk(family, level, choices);
        const line = finish ? finishOptimally(family, level, ref, start) : start;
        const want = expectedVerdict(family, level, ref, line);
        const v = analysed(family, level, { line }).line!;
        expect(v).toMatchObject({ moves: line.length, legal: true, illegalAt: null, wins: want.wins, noReturnAt: want.noReturnAt });
        // a line may pass a win before its end (and may win again at it): the first, by the rules
        const passed = Array.from({ length: line.length }, (_, k) => k).findIndex((k) => family.isWon(level, replay(family, level, line.slice(0, k))));
        expect(v.wonAfter).toBe(passed >= 0 ? passed : null);
        expect(v.optimal).toBe(want.wins && line.length === ref.moves);
        if (want.wins && line.length > ref.moves!) {
          expect(v.shorter).toHaveLength(ref.moves!);
          expect(family.isWon(level, replay(family, level, v.shorter!))).toBe(true);
        } else expect(v.shorter).toBeNull();
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('gives the same optimum, count, search size and point of no return when the space is too large to enumerate', () => {
    fc.assert(
      fc.property(tinyLevels(id), fc.array(fc.nat(), { maxLength: 6 }), fc.integer({ min: 1, max: 60 }), (level, choices, cap) => {
        const line = walk(family, level, choices);
        const whole = analysed(family, level, { line });
        // (a state limit of the caller's is the counting search's limit too; a cap past the
        // nearest win gives the optimum from the part enumerated, a cap before it by a new search)
        const capped = analysed(family, level, { line, maxPositions: cap, maxStates: 100_000 });
        if (whole.space!.positions <= cap) return;
        expect(capped.space).toBeNull();
        expect(capped.notEnumerated).toMatch(new RegExp(`more than ${cap} position${cap === 1 ? '(?!s)' : 's'}`));
        expect(capped.forcedMoves).toBeNull();
        // Bars counts by linear algebra past the cap (analyseExact; not a grid of one line), with no search to size
        const own = capped.byFamily;
        if (id !== 'bars') expect(own).toBe(false);
        if (own) expect(capped.explored).toBeNull();
        expect({ ...capped, explored: own ? whole.explored : capped.explored, byFamily: false, space: null, notEnumerated: null, forcedMoves: null, solution: null, stored: 0, elapsedMs: 0, bytes: 0, line: { ...capped.line!, toWin: null } }).toEqual({
          ...whole,
          space: null,
          notEnumerated: null,
          forcedMoves: null,
          solution: null,
          stored: 0,
          elapsedMs: 0,
          bytes: 0,
          line: { ...whole.line!, toWin: null },
        });
        // the engine's own counting BFS stores exactly the positions the analysis says it explores
        const counted = bfs(SOLVERS[id].compile(level), { countSolutions: true });
        expect(counted.stored).toBe(whole.explored);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it("gives the optimum by the family's own solver, uncounted, when the counting search stops at its limit", () => {
    fc.assert(
      fc.property(tinyLevels(id), fc.array(fc.nat(), { maxLength: 6 }), (level, choices) => {
        const line = walk(family, level, choices);
        const whole = analysed(family, level, { line });
        // without a state limit of the caller's, the counting search stops at 5 states a position of the cap
        const uncounted = analysed(family, level, { line, maxPositions: 1 });
        expect({ solvable: uncounted.solvable, moves: uncounted.moves }).toEqual({ solvable: whole.solvable, moves: whole.moves });
        expect({ ...uncounted.line!, toWin: null }).toEqual({ ...whole.line!, toWin: null });
        // (Bars' linear algebra counts whatever the cap: no search stops)
        if (whole.explored! <= 5 || uncounted.byFamily) {
          expect(uncounted.optimalSolutions).toBe(whole.optimalSolutions);
          return;
        }
        expect(uncounted).toMatchObject({ optimalSolutions: whole.solvable ? null : 0, explored: null, branching: null });
        if (whole.solvable) {
          expect(uncounted.notCounted).toMatch(/stopped after [\d,]+ positions?(, with no solution under \d+ moves?)?;/);
          expect(family.isWon(level, replay(family, level, uncounted.solution!))).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('says where a line stops being legal, and judges the part before it', () => {
    fc.assert(
      fc.property(tinyLevels(id), fc.array(fc.nat(), { maxLength: 4 }), (level, choices) => {
        const legal = walk(family, level, choices);
        const ref = exhaustive(family, level);
        const v = analysed(family, level, { line: [...legal, 'nonsense', ...legal] }).line!;
        expect(v).toMatchObject({ legal: false, wins: false, optimal: false, shorter: null, moves: 2 * legal.length + 1 });
        const died = legal.findIndex((_, k) => family.isLost?.(level, replay(family, level, legal.slice(0, k + 1))));
        expect(v.illegalAt).toBe(died >= 0 ? died + 2 : legal.length + 1);
        expect(v.noReturnAt).toBe(expectedVerdict(family, level, ref, legal).noReturnAt);
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});

describe('lines written loosely', () => {
  it('follows a move written another way, and a move that changes nothing, which the search never generates', () => {
    const family = getFamily('anemones')!;
    // tapping 2 raises and lowers 2: nothing changes; tapping 1 wins
    const level = family.parse('anemones 2\ntap 2 lowers 2\nstart\ngoal 1\n');
    if (!level.ok) throw new Error(level.error.message);
    expect(analysed(family, level.level, { line: ['2', '2', '01'] }).line).toMatchObject({ legal: true, wins: true, optimal: false, shorter: ['1'], noReturnAt: null, toWin: [1, 1, 1, 0] });
    expect(analysed(family, level.level, { line: ['01'] }).line).toMatchObject({ legal: true, wins: true, optimal: true });
  });
});

describe('a long line', () => {
  /** 6×6 Lights Out: 2^36 positions, answered by the algebra; every press is a candidate of every move */
  const lightsOut6 = () => {
    const family = getFamily('bars')!;
    const level = family.parse(`pattern plus\ngoal 0\n${'101101\n010010\n'.repeat(3)}`);
    if (!level.ok) throw new Error(level.error.message);
    return { family, level };
  };
  it('names each candidate move alone where the family says its names need no path, not the whole path again for each', () => {
    const { family, level } = lightsOut6();
    const cells = 36;
    const line = Array.from({ length: 300 }, (_, k) => `${((k * 7) % 6) + 1},${((k * 5 + k * k) % 6) + 1}`);
    const compile = SOLVERS.bars.compile;
    let named = 0;
    const spy = vi.spyOn(SOLVERS.bars, 'compile').mockImplementation((l) => {
      const problem = compile(l);
      return {
        ...problem,
        notate: (moves, states) => {
          named += moves.length;
          return problem.notate(moves, states);
        },
      };
    });
    try {
      const v = analysed(family, level.level, { line }).line!;
      expect(v).toMatchObject({ moves: 300, legal: true, illegalAt: null });
      // at most one name a candidate, the candidates of a move being the cells; the whole path
      // named again for each candidate was tens of thousands of names a hundred moves in
      expect(named).toBeLessThanOrEqual(line.length * cells);
    } finally {
      spy.mockRestore();
    }
  });

  it('is followed with progress, the moves walked so far, and can be cancelled on the way', () => {
    const { family, level } = lightsOut6();
    const line = Array.from({ length: 50 }, (_, k) => `${(k % 6) + 1},${((k * 5) % 6) + 1}`);
    const walked: number[] = [];
    const done = analyseLevel(family, level.level, {
      line,
      progressIntervalMs: 0,
      onProgress: (p) => {
        if (p.stage === 'walk') walked.push(p.depth);
      },
    });
    expect('kind' in done).toBe(false);
    expect(walked).toEqual(Array.from({ length: 50 }, (_, k) => k + 1));
    const stopped = analyseLevel(family, level.level, { line, progressIntervalMs: 0, onProgress: (p) => p.stage === 'walk' && p.depth === 20 });
    expect(stopped).toMatchObject({ kind: 'limit', limit: 'cancelled' });
  });
});
