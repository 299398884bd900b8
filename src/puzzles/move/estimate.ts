// How large Move's search of a level is likely to grow (the rules table's estimateSearch), from
// its placements or a short search of it, the latter in the solver worker (estimateSearches).
import type { SearchEstimate } from '../../engine/types.ts';
import type { MoveLevel } from './format.ts';
import { sampledSearch } from './solver.ts';

/**
 * How large the exact search of a level is likely to grow, from what a short breadth-first
 * search of it finds: no bound from the board alone comes near (the dots move together, so the
 * positions reached are a sliver of the placements, and such a bound warned of levels Check
 * maps in a second), but for a level of up to PLACEMENTS_ENOUGH placements, counted by them. Up
 * to sampleSize(level) positions it is exact: the search reached a win or
 * the end of the space. Past that, its layers are carried on to a whole space
 * (projectedSpace), and where that is near Check's 30 M either way (UNSURE_FROM to UNSURE_TO),
 * the layers of a search 4 times as long are, nearer their peak. Measured against Check
 * (checkLevel in Node) on 39 levels of 6x6 to 16x16 with 1 to 26 dots, 12 of them not fitted on:
 * - spaces Check mapped whole (up to 3.6 M positions): 0.16 to 3.7 M said;
 * - levels counted to their optimum in 4 to 9 s (3 to 7.6 M positions stored): 1.7 to 22 M said
 *   (the short search alone said 140 M of one whose layers peak 10 moves past it: an 8x8 of
 *   four, 6.3 M stored);
 * - a 10x10 of four, 17.6 M stored in 24 s: 42 M said;
 * - levels whose checks stopped at a limit (30 M positions, or the memory) after 68 to 134 s:
 *   10x10 of five 142 M, 16x16 of four 229 M, 16x16 of 26 and more, past any budget; but a 12x12
 *   of four 18 M, the one such level it misses.
 * Whatever fell short did so by at most PROJECTION_SPREAD, hence bytesUpTo. About 25 ms a level
 * of up to four dots in Node, 150 to 300 where the longer search runs; kept per level.
 */
export function estimateMoveSearch(level: MoveLevel): SearchEstimate {
  let known = estimates.get(level);
  if (!known) estimates.set(level, (known = estimateAfresh(level)));
  return known;
}
const estimates = new WeakMap<MoveLevel, SearchEstimate>();
/**
 * The short search's positions: 60,000 for up to four dots, fewer for more, each position's
 * moves costing as much more (a 16x16 of 26 dots took 100-400 ms for 60,000 in Node, too long
 * for every edit; such a level's space is past any budget by any count).
 */
const sampleSize = (level: MoveLevel) => Math.round(60_000 * Math.min(1, 4 / Math.max(1, level.dots.length)));
/** the most a level's search stored past what was said of it, on the levels measured (3.9 times: the 8x8 of 6.6 M) */
const PROJECTION_SPREAD = 4;

/**
 * At most how many positions a level has: each colour's dots on free cells, one a cell, a
 * colour's dots in any order one position (the search's states are canonical, solver.ts).
 */
export function placements(level: MoveLevel): number {
  let free = level.floor.reduce((n, row) => n + [...row].filter((c) => c !== '#').length, 0);
  let most = 1;
  const perColour = new Map<string, number>();
  for (const d of level.dots) perColour.set(d.color, (perColour.get(d.color) ?? 0) + 1);
  for (const k of perColour.values()) {
    // free choose k
    for (let i = 0; i < k; i++) most = (most * (free - i)) / (i + 1);
    free -= k;
  }
  return Math.max(1, Math.round(most));
}
/**
 * Up to this many placements a level is counted by them, with no search: far under every budget
 * either way, and the short search took 64 and 112 ms in Node (more on a phone) for two gallery
 * levels, on the main thread as a level opens.
 */
export const PLACEMENTS_ENOUGH = 1e6;

function estimateAfresh(level: MoveLevel): SearchEstimate {
  const bytesEach = 4 * Math.ceil(level.dots.length / 4) + BYTES_PER_POSITION;
  const most = placements(level);
  if (most <= PLACEMENTS_ENOUGH) return { states: most, bytes: most * bytesEach, bytesUpTo: most * bytesEach };
  let { layers, stored, ended } = sampledSearch(level, sampleSize(level));
  let states = ended ? stored : projectedSpace(layers);
  // near Check's 30 M either way, the first layers of a search 4 times as long, nearer the peak
  if (!ended && states > UNSURE_FROM && states < UNSURE_TO) {
    ({ layers, stored, ended } = sampledSearch(level, 4 * sampleSize(level)));
    states = ended ? stored : projectedSpace(layers);
  }
  if (ended) return { states, bytes: states * bytesEach, bytesUpTo: states * bytesEach };
  return { states, bytes: states * bytesEach, bytesUpTo: states * bytesEach * PROJECTION_SPREAD };
}
/** where a projection from the short search is checked by a longer one (Check stores up to 30 M) */
const UNSURE_FROM = 5e6;
const UNSURE_TO = 3e8;
/** beside its cells: its parent, its hash table slots, its count of optimal lines, and the tables' room to grow */
const BYTES_PER_POSITION = 24;
const PROJECTION_MAX = 1e15;

/**
 * The positions of a space whose first layers are `layers`: each layer's growth (log of its
 * ratio to the one before) fitted straight over the last few layers and carried on to where it
 * stops growing, the layers past that peak taken as the mirror of those before it. The median
 * of the fits over the last 4, 6 and 8 layers: any one alone was off by 10 times or more on
 * some level where the others were not (a fit over 4 said 9.9 M of a space of 0.45 M).
 */
function projectedSpace(layers: readonly number[]): number {
  const fits = [4, 6, 8].map((last) => projectedFrom(layers, last)).sort((a, b) => a - b);
  return fits[1]!;
}

function projectedFrom(layers: readonly number[], last: number): number {
  const k = layers.length - 1;
  const depths: number[] = [];
  const growth: number[] = [];
  for (let d = Math.max(1, k - last + 1); d <= k; d++) {
    depths.push(d);
    growth.push(Math.log(layers[d]! / layers[d - 1]!));
  }
  const meanD = depths.reduce((a, b) => a + b, 0) / depths.length;
  const meanG = growth.reduce((a, b) => a + b, 0) / growth.length;
  let sxy = 0;
  let sxx = 0;
  depths.forEach((d, i) => {
    sxy += (d - meanD) * (growth[i]! - meanG);
    sxx += (d - meanD) ** 2;
  });
  const slope = sxx > 0 ? sxy / sxx : 0;
  let sum = layers.reduce((a, b) => a + b, 0);
  let layer = layers[k]!;
  // a growth that does not slow is carried on only far past any budget
  for (let d = k + 1; sum < PROJECTION_MAX; d++) {
    const g = meanG + slope * (d - meanD);
    if (g <= 0) break;
    layer *= Math.exp(g);
    sum += layer;
  }
  return Math.min(2 * sum - layer, PROJECTION_MAX);
}
