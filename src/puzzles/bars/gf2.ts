// Exact solver for bars and Lights Out by linear algebra over GF(2).
// Presses commute and a second press undoes the first, so a solution is a set of presses x
// with A·x = b (b: the cells that must flip an odd number of times), and an optimal one is
// such an x of minimum weight: a particular solution plus the best element of A's null space.
// The systems are kept small by each pattern's structure, so 64×64 grids solve in
// milliseconds:
// - plus (Lights Out): the first row's presses decide the rest ("light chasing"), so the
//   unknowns are the C first-row presses;
// - cross: x[i][j] = b[i][j] + R[i] + C[j], where R and C are the row and column sums of x,
//   so the unknowns are the R + C sums.
import type { BarsLevel } from './format.ts';

export interface GF2Solution {
  particular: Uint8Array;
  nullBasis: Uint8Array[];
}

/**
 * Gaussian elimination. rows[i] is a bitset over m unknowns with the right-hand side in bit
 * m. Returns null when the system is inconsistent (then no solution exists: the proof is the
 * rank), else one solution (free unknowns 0) and a basis of the null space.
 */
function solveLinearGF2(rows: Uint32Array[], m: number): GF2Solution | null {
  const words = (m >>> 5) + 1;
  const bit = (row: Uint32Array, k: number) => (row[k >>> 5]! >>> (k & 31)) & 1;
  const pivotOf: number[] = [];
  let rank = 0;
  for (let col = 0; col < m && rank < rows.length; col++) {
    let p = rank;
    while (p < rows.length && bit(rows[p]!, col) === 0) p++;
    if (p === rows.length) continue;
    [rows[rank], rows[p]] = [rows[p]!, rows[rank]!];
    const pivot = rows[rank]!;
    for (let r = 0; r < rows.length; r++) {
      if (r === rank || bit(rows[r]!, col) === 0) continue;
      const row = rows[r]!;
      for (let w = 0; w < words; w++) row[w] = (row[w]! ^ pivot[w]!) >>> 0;
    }
    pivotOf.push(col);
    rank++;
  }
  for (let r = rank; r < rows.length; r++) if (bit(rows[r]!, m) === 1) return null;
  const particular = new Uint8Array(m);
  for (let r = 0; r < rank; r++) particular[pivotOf[r]!] = bit(rows[r]!, m);
  const isPivot = new Uint8Array(m);
  for (const c of pivotOf) isPivot[c] = 1;
  const nullBasis: Uint8Array[] = [];
  for (let f = 0; f < m; f++) {
    if (isPivot[f]) continue;
    const v = new Uint8Array(m);
    v[f] = 1;
    for (let r = 0; r < rank; r++) if (bit(rows[r]!, f) === 1) v[pivotOf[r]!] = 1;
    nullBasis.push(v);
  }
  return { particular, nullBasis };
}

function equation(m: number, ones: Iterable<number>, rhs: number): Uint32Array {
  const row = new Uint32Array((m >>> 5) + 1);
  for (const k of ones) row[k >>> 5] = (row[k >>> 5]! ^ (1 << (k & 31))) >>> 0;
  if (rhs) row[m >>> 5] = (row[m >>> 5]! | (1 << (m & 31))) >>> 0;
  return row;
}

/** The largest null space searched exhaustively (2^k candidates). */
const MAX_ENUMERATED_NULLITY = 22;

const popcount = (v: number) => {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** Minimum weight of particular ⊕ span(basis), walking the span in Gray-code order, and how many reach it. */
function minimumOverSpan(particular: Uint8Array, basis: Uint8Array[]): Optimum {
  const n = particular.length;
  const words = (n + 31) >>> 5;
  const pack = (v: Uint8Array) => {
    const out = new Uint32Array(words);
    for (let i = 0; i < n; i++) if (v[i]) out[i >>> 5] = (out[i >>> 5]! | (1 << (i & 31))) >>> 0;
    return out;
  };
  const current = pack(particular);
  const vectors = basis.map(pack);
  const weight = () => {
    let w = 0;
    for (let i = 0; i < words; i++) w += popcount(current[i]!);
    return w;
  };
  let best = weight();
  let bestCode = 0;
  let count = 1;
  let code = 0;
  for (let step = 1; step < 2 ** basis.length; step++) {
    const flip = Math.clz32(step & -step) ^ 31;
    const v = vectors[flip]!;
    for (let i = 0; i < words; i++) current[i] = (current[i]! ^ v[i]!) >>> 0;
    code ^= 1 << flip;
    const w = weight();
    if (w < best) {
      best = w;
      bestCode = code;
      count = 1;
    } else if (w === best) count++;
  }
  const out = particular.slice();
  basis.forEach((v, k) => {
    if ((bestCode >>> k) & 1) for (let i = 0; i < n; i++) out[i]! ^= v[i]!;
  });
  return { presses: out, sets: count };
}

/** b[i*C+j] = 1 where the cell must flip an odd number of times. */
function flipsNeeded(level: BarsLevel): Uint8Array {
  const b = new Uint8Array(level.rows * level.cols);
  level.cells.forEach((row, i) => row.forEach((v, j) => (b[i * level.cols + j] = v ^ level.goal)));
  return b;
}

/**
 * Lights Out by light chasing: the first row's presses decide the rest, and the last row's
 * residue is linear in them. The system's solution on the first row for the flips `b` (null
 * when inconsistent; its null space is that of the whole press matrix, as the chase is one to
 * one), and the chase to write a first row out as presses.
 */
function plusSystem(level: BarsLevel, b: Uint8Array): { solution: GF2Solution | null; chase(first: Uint8Array, need: Uint8Array): Uint8Array } {
  const { rows: R, cols: C } = level;
  // Chase: press the first row as given, then press (r, c) whenever (r-1, c) still needs a
  // flip. Returns the presses; `need` is left holding what the last row still needs.
  const chase = (first: Uint8Array, need: Uint8Array): Uint8Array => {
    const presses = new Uint8Array(R * C);
    const press = (r: number, c: number) => {
      presses[r * C + c] = 1;
      need[r * C + c]! ^= 1;
      if (r > 0) need[(r - 1) * C + c]! ^= 1;
      if (r + 1 < R) need[(r + 1) * C + c]! ^= 1;
      if (c > 0) need[r * C + c - 1]! ^= 1;
      if (c + 1 < C) need[r * C + c + 1]! ^= 1;
    };
    for (let c = 0; c < C; c++) if (first[c]) press(0, c);
    for (let r = 1; r < R; r++) for (let c = 0; c < C; c++) if (need[(r - 1) * C + c]) press(r, c);
    return presses;
  };
  const lastRow = (need: Uint8Array) => need.subarray((R - 1) * C);
  const residual0 = b.slice();
  chase(new Uint8Array(C), residual0);
  const columns = Array.from({ length: C }, (_, k) => {
    const e = new Uint8Array(C);
    e[k] = 1;
    const need = new Uint8Array(R * C);
    chase(e, need);
    return lastRow(need).slice();
  });
  // residual(x) = residual0 + M·x must vanish: M·x = residual0 on the last row
  const rows = Array.from({ length: C }, (_, eq) =>
    equation(C, columns.flatMap((col, k) => (col[eq] ? [k] : [])), lastRow(residual0)[eq]!),
  );
  const solution = solveLinearGF2(rows, C);
  return { solution, chase };
}

function solvePlus(level: BarsLevel): Optimum | 'unsolvable' | null {
  const b = flipsNeeded(level);
  const { solution, chase } = plusSystem(level, b);
  if (!solution) return 'unsolvable';
  if (solution.nullBasis.length > MAX_ENUMERATED_NULLITY) return null;
  const particular = chase(solution.particular, b.slice());
  const basis = solution.nullBasis.map((v) => chase(v, new Uint8Array(level.rows * level.cols)));
  return minimumOverSpan(particular, basis);
}

/**
 * Cheapest choice of an even number of lines to flip (or none allowed), given each line's
 * weight unflipped (flipped: size minus it). Returns the chosen flags and the total.
 */
function evenFlips(unflipped: ArrayLike<number>, size: number, free: boolean): { flip: Uint8Array; total: number } {
  const n = unflipped.length;
  const flip = new Uint8Array(n);
  let total = 0;
  let count = 0;
  let cheapestToggle = Infinity;
  let toggleAt = -1;
  for (let i = 0; i < n; i++) {
    const w = unflipped[i]!;
    const f = size - w;
    if (free && f < w) {
      flip[i] = 1;
      count++;
    }
    total += free ? Math.min(w, f) : w;
    if (Math.abs(f - w) < cheapestToggle) {
      cheapestToggle = Math.abs(f - w);
      toggleAt = i;
    }
  }
  if (free && count % 2 === 1) {
    flip[toggleAt]! ^= 1;
    total += cheapestToggle;
  }
  return { flip, total };
}

/** How many choices of an even number of lines to flip reach the least total (by parity, line by line). */
function evenChoices(unflipped: ArrayLike<number>, size: number): number {
  // best[p], ways[p]: the least total of the lines so far with p lines flipped mod 2, and how many reach it
  let best = [0, Infinity];
  let ways = [1, 0];
  for (let i = 0; i < unflipped.length; i++) {
    const w = unflipped[i]!;
    const f = size - w;
    const nextBest = [Infinity, Infinity];
    const nextWays = [0, 0];
    for (let p = 0; p < 2; p++) {
      for (const [cost, q] of [
        [w, p],
        [f, p ^ 1],
      ] as const) {
        const t = best[p]! + cost;
        if (t < nextBest[q]!) {
          nextBest[q] = t;
          nextWays[q] = ways[p]!;
        } else if (t === nextBest[q]) nextWays[q]! += ways[p]!;
      }
    }
    best = nextBest;
    ways = nextWays;
  }
  return ways[0]!;
}

function solveCross(level: BarsLevel): Optimum | 'unsolvable' | null {
  const { rows: R, cols: C } = level;
  const b = flipsNeeded(level);
  const m = R + C; // unknowns: R row sums, then C column sums
  const eqs: Uint32Array[] = [];
  for (let i = 0; i < R; i++) {
    const ones: number[] = [];
    if (C % 2 === 0) ones.push(i);
    for (let j = 0; j < C; j++) ones.push(R + j);
    let rhs = 0;
    for (let j = 0; j < C; j++) rhs ^= b[i * C + j]!;
    eqs.push(equation(m, ones, rhs));
  }
  for (let j = 0; j < C; j++) {
    const ones: number[] = [];
    if (R % 2 === 0) ones.push(R + j);
    for (let i = 0; i < R; i++) ones.push(i);
    let rhs = 0;
    for (let i = 0; i < R; i++) rhs ^= b[i * C + j]!;
    eqs.push(equation(m, ones, rhs));
  }
  const solution = solveLinearGF2(eqs, m);
  if (!solution) return 'unsolvable';
  const u = solution.particular;
  const x0 = new Uint8Array(R * C);
  for (let i = 0; i < R; i++) for (let j = 0; j < C; j++) x0[i * C + j] = b[i * C + j]! ^ u[i]! ^ u[R + j]!;
  // The null space is x[i][j] = r[i] + c[j], where r ranges over even-weight vectors when C is
  // odd (else r = 0) and c likewise when R is odd: flipping whole rows or columns, an even
  // number of them.
  const rowsFree = C % 2 === 1;
  const colsFree = R % 2 === 1;
  return minimumWithLineFlips(x0, R, C, rowsFree, colsFree);
}

function minimumWithLineFlips(x0: Uint8Array, R: number, C: number, rowsFree: boolean, colsFree: boolean): Optimum | null {
  const at = (i: number, j: number) => x0[i * C + j]!;
  const apply = (rowFlip: ArrayLike<number>, colFlip: ArrayLike<number>) => {
    const x = new Uint8Array(R * C);
    for (let i = 0; i < R; i++) for (let j = 0; j < C; j++) x[i * C + j] = at(i, j) ^ rowFlip[i]! ^ colFlip[j]!;
    return x;
  };
  const rowWeights = () => Array.from({ length: R }, (_, i) => Array.from({ length: C }, (_, j) => at(i, j)).reduce((a, v) => a + v, 0));
  const colWeights = (rowFlip: ArrayLike<number>) =>
    Array.from({ length: C }, (_, j) => Array.from({ length: R }, (_, i) => at(i, j) ^ rowFlip[i]!).reduce((a, v) => a + v, 0));
  if (!colsFree) {
    const weights = rowWeights();
    const { flip } = evenFlips(weights, C, rowsFree);
    return { presses: apply(flip, new Uint8Array(C)), sets: rowsFree ? evenChoices(weights, C) : 1 };
  }
  if (!rowsFree) {
    const weights = colWeights(new Uint8Array(R));
    const { flip } = evenFlips(weights, R, true);
    return { presses: apply(new Uint8Array(R), flip), sets: evenChoices(weights, R) };
  }
  // Both free: enumerate even row-flip sets on the shorter side, columns chosen greedily.
  if (R > C) {
    const t = new Uint8Array(R * C);
    for (let i = 0; i < R; i++) for (let j = 0; j < C; j++) t[j * R + i] = at(i, j);
    const best = minimumWithLineFlips(t, C, R, true, true);
    if (!best) return null;
    const back = new Uint8Array(R * C);
    for (let i = 0; i < R; i++) for (let j = 0; j < C; j++) back[i * C + j] = best.presses[j * R + i]!;
    return { presses: back, sets: best.sets };
  }
  if (R - 1 > MAX_ENUMERATED_NULLITY - 2) return null;
  const weights = Int32Array.from(colWeights(new Uint8Array(R)));
  const rowFlip = new Uint8Array(R);
  let best = Infinity;
  let sets = 0;
  let bestRows: Uint8Array = new Uint8Array(R);
  let bestCols: Uint8Array = new Uint8Array(C);
  // Gray code over all row subsets; odd ones are skipped (the flips must be even in number)
  for (let step = 0; step < 2 ** R; step++) {
    if (step > 0) {
      const i = Math.clz32(step & -step) ^ 31;
      rowFlip[i]! ^= 1;
      for (let j = 0; j < C; j++) weights[j]! += at(i, j) ^ rowFlip[i]! ? 1 : -1;
    }
    let parity = 0;
    for (let i = 0; i < R; i++) parity ^= rowFlip[i]!;
    if (parity) continue;
    // (each even pair of row and column flips is another solution: all rows and all columns
    // flipped would be the same, but that is an odd number of rows here)
    const { flip, total } = evenFlips(weights, R, true);
    if (total < best) {
      best = total;
      sets = evenChoices(weights, R);
      bestRows = rowFlip.slice();
      bestCols = flip;
    } else if (total === best) sets += evenChoices(weights, R);
  }
  return { presses: apply(bestRows, bestCols), sets };
}

/**
 * Minimum set of presses (1 = press), 'unsolvable' (proven), or null when the null space is
 * too large to search here (e.g. 64×64 Lights Out: dimension 28).
 */
export function solveBarsExact(level: BarsLevel): Uint8Array | 'unsolvable' | null {
  const optimum = barsOptimum(level);
  return optimum === null || optimum === 'unsolvable' ? optimum : optimum.presses;
}

/** A minimum set of presses, and how many sets of presses of that size solve the level. */
export interface Optimum {
  presses: Uint8Array;
  /** distinct sets of presses of the minimum size (a float past 2^53) */
  sets: number;
}

/** The optimum and its count of sets, 'unsolvable' (proven), or null as solveBarsExact. */
export function barsOptimum(level: BarsLevel): Optimum | 'unsolvable' | null {
  return level.pattern === 'plus' ? solvePlus(level) : solveCross(level);
}

/**
 * The dimension of the null space of the press matrix: the sets of presses that change
 * nothing. From the start, 2^(cells − this) positions can be reached.
 */
export function barsNullity(level: BarsLevel): number {
  const { rows: R, cols: C } = level;
  // cross: x[i][j] = r[i] + c[j] with r of even weight when C is odd (else none), c likewise when R is odd (solveCross)
  if (level.pattern === 'cross') return (C % 2 === 1 ? R - 1 : 0) + (R % 2 === 1 ? C - 1 : 0);
  // plus: the first row's presses that chase to nothing on the last row
  return plusSystem(level, new Uint8Array(R * C)).solution!.nullBasis.length;
}
