// How large Move's search of a level is likely to grow (the rules table's estimateSearch), from
// its placements or a short search of it, the latter in the solver worker (estimateSearches).
import type { SearchEstimate } from '../../engine/types.ts';
import type { MoveLevel } from './format.ts';
import { neighbourTable } from './index.ts';
import { MEETS_UP_TO_DOTS, optimumFromBothEnds } from './estimateMeet.ts';
import { sampledSearch, type SampledSearch } from './solver.ts';

/**
 * How large the exact search of a level is likely to grow, from what a short breadth-first
 * search of it finds: no bound from the board alone comes near (the dots move together, so the
 * positions reached are a sliver of the placements, and such a bound warned of levels Check
 * maps in a second), but for a level of up to PLACEMENTS_ENOUGH placements, counted by them. Up
 * to sampleSize(level) positions it is exact: the search reached a win or
 * the end of the space. Past that, its layers are carried on to a whole space
 * (projectedSpace), and where that is near Check's 30 M either way (UNSURE_FROM to UNSURE_TO),
 * the layers of a search 4 times as long are, nearer their peak; a space carried on to half its
 * placements or more is taken as open (openOrProjected); never more than the placements of the
 * dots in their regions (regionPlacements).
 * What it says is the whole space, but for a space past Check's 30 M whose win comes early
 * (toItsWin): there, the positions up to the win.
 * Measured against the whole breadth-first search (Node, a bit a tuple of cells, stopped at 40 to
 * 70 M positions) of 63 random levels of 8x8 to 12x12, two to four colours of one or two dots
 * (tests/unit/move/randomLevels.ts), and six of tests/unit/move/largeLevels.ts:
 * - every whole space on the side of Check's 30 M it was said on (the 10x10 of 38.4 M, no win,
 *   was said 29.7 M before openOrProjected); the 50 counted whole and not ended by the short
 *   search said 0.83 to 1.31 times their size (before: 0.68 to 1.58) but a 9x9 whose dots seldom
 *   part (9.1 M said 24.6 M, as before);
 * - seven solvable levels whose optimum came before the peak of a space past 30 M were said past
 *   30 M before toItsWin, though Check stores 6.4 to 26.9 M positions to their optimum; now all
 *   seven are said under it, at 0.88 to 1.18 times that (toDepthOf; r12-2x2-w0.1-s1, 26.9 M, at
 *   29.6 M, said 30.6 M before its layers ran on past their peak); the four solvable levels said
 *   past 30 M whose searches meet and whose check stops at 30 M still are (s10-34: 32.8 M to its
 *   optimum, said 33.3 M; r10-4x1-w0.18-s3: 33.0 M, said 33.7 M);
 * - levels whose checks stopped at a limit (30 M positions, or the memory) after 68 to 134 s:
 *   12x12 of four 163 M (its space past 65 M at 28 moves), 16x16 of four 981 M, 10x10 of five
 *   1.1 G, 16x16 of 26 and more past any budget;
 * - levels Check maps or counts in seconds (largeLevels.ts): 0.5 to 12.8 M, no note.
 * Whatever fell short did so by at most PROJECTION_SPREAD (TO_WIN_SPREAD to the win), hence
 * bytesUpTo. Run in the solver worker (estimateSearches): 50 to 300 ms a level in Node, up to
 * 1.4 s where the longer search
 * runs on a busy machine, and toItsWin's search back from the win 0.02 to 0.9 s of CPU more on
 * levels said past 30 M, stopped once the optimum is settled (Node; the search from the start it
 * meets is the longer search's, carried on from the short one's, each position expanded once);
 * kept per level.
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
 * As PROJECTION_SPREAD, of the positions to a level's optimum (toItsWin): Check stored at most
 * 1.14 times what was said on the 27 levels measured (toDepthOf). With 4, a level said at 29.6 M
 * (r12-2x2-w0.1-s1, whose solve stores 24.7 M positions in 0.54 GB, the CLI's whole process) was
 * up to 3.3 GB, and Solve said it may not fit its 1.5 GB.
 */
const TO_WIN_SPREAD = 1.5;

/**
 * At most how many positions a level has: each colour's dots on free cells, one a cell, a
 * colour's dots in any order one position (the search's states are canonical, solver.ts).
 */
export function placements(level: MoveLevel): number {
  const free = level.floor.reduce((n, row) => n + [...row].filter((c) => c !== '#').length, 0);
  return choices([{ free, colours: level.dots.map((d) => d.color) }]);
}

/**
 * placements, each dot kept to the floor it stands on (free cells joined side by side): a swipe
 * moves a dot one cell, never past an obstacle, so no dot leaves its region. Tighter where
 * obstacles wall dots in (a random 8x8 of four colours: 4.3 M placements, 0.1 M in their regions,
 * its whole space 79,000 positions).
 */
export function regionPlacements(level: MoveLevel): number {
  const cells = level.width * level.height;
  const next = neighbourTable(level);
  const region = new Int32Array(cells).fill(-1);
  const regions: { free: number; colours: string[] }[] = [];
  for (const d of level.dots) {
    const at = d.row * level.width + d.col;
    if (region[at] === -1) {
      const id = regions.length;
      const queue = [at];
      region[at] = id;
      for (let q = 0; q < queue.length; q++) {
        for (let dir = 0; dir < 4; dir++) {
          const to = next[dir * cells + queue[q]!]!;
          if (to >= 0 && region[to] === -1) {
            region[to] = id;
            queue.push(to);
          }
        }
      }
      regions.push({ free: queue.length, colours: [] });
    }
    regions[region[at]!]!.colours.push(d.color);
  }
  return choices(regions);
}

/** the ways to place each region's dots on its free cells, one a cell, a colour's dots in any order one way */
function choices(regions: readonly { free: number; colours: readonly string[] }[]): number {
  let most = 1;
  for (const { free, colours } of regions) {
    const perColour = new Map<string, number>();
    for (const c of colours) perColour.set(c, (perColour.get(c) ?? 0) + 1);
    let left = free;
    for (const k of perColour.values()) {
      // left choose k
      for (let i = 0; i < k; i++) most = (most * (left - i)) / (i + 1);
      left -= k;
    }
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
  const reachable = Math.min(regionPlacements(level), PROJECTION_MAX);
  const spaceOf = (sample: SampledSearch) => (sample.ended ? sample.stored : openOrProjected(projectedSpace(sample.layers, reachable), reachable));
  let sample = sampledSearch(level, sampleSize(level));
  let states = spaceOf(sample);
  // near Check's 30 M either way, the first layers of a search 4 times as long, nearer the peak
  if (!sample.ended && states > UNSURE_FROM && states < UNSURE_TO) {
    sample = sampledSearch(level, 4 * sampleSize(level), sample);
    states = spaceOf(sample);
  }
  if (sample.ended) return { states, bytes: states * bytesEach, bytesUpTo: states * bytesEach };
  let spread = PROJECTION_SPREAD;
  if (states > CHECK_STORES) {
    const toWin = toItsWin(level, sample, states);
    if (toWin < states) [states, spread] = [toWin, TO_WIN_SPREAD];
  }
  // (no space holds more than its placements)
  return { states, bytes: states * bytesEach, bytesUpTo: Math.min(states * spread, reachable) * bytesEach };
}

/**
 * A space past Check's budget whose win comes early: the positions up to the optimum, where two
 * searches of 240,000 positions, from the start and back from the win, meet (optimumFromBothEnds),
 * the layers carried on to that depth by toDepthOf; else Infinity. Check stops at the optimum's
 * layer, and seven solvable levels measured (estimate's note) were said past 30 M though it
 * stores 6.4 to 26.9 M to their optimum. Where they met (26 solvable levels of those measured)
 * they gave its optimum.
 */
function toItsWin(level: MoveLevel, sample: SampledSearch, space: number): number {
  if (level.dots.length > MEETS_UP_TO_DOTS) return Infinity;
  const cap = 4 * sampleSize(level);
  // the search from the start is the short search's, searched once (the longer one where it ran)
  const ahead = sample.stored < cap ? sampledSearch(level, cap, sample) : sample;
  if (ahead.ended) return ahead.stored;
  const optimum = optimumFromBothEnds(level, ahead, cap);
  return typeof optimum === 'number' ? toDepthOf(ahead.layers, optimum, space) : Infinity;
}
/** Check's budget of positions (DEFAULT_BUDGET.maxStates) */
const CHECK_STORES = 30e6;

/**
 * The positions of the layers to `depth` of a space said to hold `space`: the layers carried on
 * with a growth falling by the same amount each layer, on past their peak (falling below 0), at
 * the rate that makes them that space. The growth's fall is nearly steady from the short
 * search's last layers to the peak (0.03 to 0.07 a layer on the levels measured), but the fits of
 * those layers alone, carried on 10 to 20 layers, came within 0.70 to 2.15 times what Check
 * stores to the optimum: the fall they fitted was that of the first layers, steeper or shallower.
 * The whole space's size sets it instead. The layers past the peak are the growth's own, falling
 * on, not those before it mirrored: mirrored, the whole jumped by about two peak layers at each
 * fall that let one more layer grow before the peak, and the rate found sat on such a jump, not
 * at the space said (r12-2x2-w0.1-s1, 26.9 M to its optimum: said 30.6 M at a jump from 55.0 to
 * 67.5 M about the 58.0 M said; now 29.6 M). On the 27 levels measured that come here (seeded
 * random 10x10 to 12x12 of seeds 1 to 9, and s10-34; bench/moveLayers.ts's whole searches, in
 * bench/levels/move/meetLayers.jsonl), 0.88 to 1.28 times what Check stores to the optimum
 * (mirrored: 0.89 to 1.25; mean |log| of the ratio 0.074, mirrored 0.082), and each on the side
 * of 30 M it is: the nine past it said past it (r12-2x2-w0.18-s7's 31.2 M said 31.9 M, s10-34's
 * 32.8 M said 33.3 M), r12-2x2-w0.1-s1 no longer.
 */
function toDepthOf(layers: readonly number[], depth: number, space: number): number {
  const k = layers.length - 1;
  const last = Math.log(layers[k]! / layers[k - 1]!);
  if (!(last > PEAK_GROWTH)) return Infinity;
  const before = layers.reduce((a, b) => a + b, 0);
  const beforeDepth = layers.slice(0, depth + 1).reduce((a, b) => a + b, 0);
  /**
   * The layers carried on with growth falling by `fall` a layer till they are under a position
   * past their peak, or (too shallow a fall) till they hold more than the space: all of them, and
   * those to `depth`.
   */
  const carried = (fall: number) => {
    let whole = before;
    let toDepth = beforeDepth;
    let layer = layers[k]!;
    for (let d = k + 1, g = last - fall; whole <= space && (g > 0 || layer >= 1); d++, g -= fall) {
      layer *= Math.exp(g);
      whole += layer;
      if (d <= depth) toDepth += layer;
    }
    return { whole, toDepth };
  };
  // the steepest fall: the peak at the next layer; the shallowest, a growth that barely falls
  let steep = last;
  let shallow = 0;
  for (let i = 0; i < 50; i++) {
    const fall = (steep + shallow) / 2;
    if (carried(fall).whole > space) shallow = fall;
    else steep = fall;
  }
  return carried((steep + shallow) / 2).toDepth;
}

/**
 * A space projected to at least OPEN_FROM of its placements is taken as open, its dots parted and
 * brought together by the obstacles and edges: said at OPEN_SHARE of them. The layers' fits
 * carry a search of 60,000 or 240,000 positions on to tens of millions, and fell short of open
 * spaces that are most of their placements (a random 10x10 of four colours: 38.4 M of 46.3 M
 * placements, said 29.7 M, where Check stops at 30 M), and where they reached the
 * placements said more than the space (an 8x8 of four: 7.6 M of 10.9 M, said 10.9 M).
 */
function openOrProjected(projected: number, reachable: number): number {
  return projected >= OPEN_FROM * reachable ? OPEN_SHARE * reachable : projected;
}
/**
 * Every level above whose short search did not end was carried on to half its placements or more
 * (0.54 to 1); those counted whole held 0.61 to 0.97 of them but the 9x9 (0.30), those stopped at
 * 40 to 65 M past 0.16 to 0.79. The fits still tell such levels from spaces that are a sliver of
 * their placements (e16-8same: 1.2 M of 4e14, said 8.4 M).
 */
const OPEN_FROM = 0.5;
const OPEN_SHARE = 0.8;
/** where a projection from the short search is checked by a longer one (Check stores up to 30 M) */
const UNSURE_FROM = 5e6;
const UNSURE_TO = 3e8;
/** beside its cells: its parent, its hash table slots, its count of optimal lines, and the tables' room to grow */
const BYTES_PER_POSITION = 24;
/** the most positions said of a level, far past any budget (a 16x16 of 26 dots has 10^55 placements) */
const PROJECTION_MAX = 1e15;

/**
 * The positions of a space whose first layers are `layers`, at most `most`: each layer's growth
 * (log of its ratio to the one before) carried on from the last few layers to where it stops
 * growing, the layers past that peak taken as the mirror of those before it. Two ways of carrying
 * it on, each the median of its fits over the last 4, 6 and 8 layers (any one fit alone was off by
 * 10 times or more on some level where the others were not), and the space said is their
 * geometric mean weighted STEADY_FALL_WEIGHT to the second: the growth fitted straight fell to
 * nothing too soon where its fall slows (a 12x12 of four, 18 M said of a space past 100 M), and
 * fitted as falling by a steady factor it never quite stops (said up to the placements).
 */
function projectedSpace(layers: readonly number[], most: number): number {
  const median = (fit: (last: number) => number) => [4, 6, 8].map(fit).sort((a, b) => a - b)[1]!;
  const straight = median((last) => carriedOn(layers, straightFit(layers, last), most));
  const steadyFall = median((last) => carriedOn(layers, steadyFallFit(layers, last), most));
  // (the powers of two counts at the placements come a rounding past them)
  return Math.min(straight ** (1 - STEADY_FALL_WEIGHT) * steadyFall ** STEADY_FALL_WEIGHT, most);
}

/**
 * How much the fit of a growth falling by a steady factor counts: at a half, three 10x10 levels
 * of four colours not fitted on, their layers still growing 1.07 to 1.12 times past 12 to 20 M
 * positions, were said at 17 to 22 M; at three quarters, 29 to 35 M, and no level Check maps or
 * counts in seconds is said at more than 16 M (kept under its placements).
 */
const STEADY_FALL_WEIGHT = 0.75;

/** The growth of the last `last` layers: depth by depth, log of each layer's ratio to the one before. */
function growthOf(layers: readonly number[], last: number): { depths: number[]; growth: number[] } {
  const k = layers.length - 1;
  const depths: number[] = [];
  const growth: number[] = [];
  for (let d = Math.max(1, k - last + 1); d <= k; d++) {
    depths.push(d);
    growth.push(Math.log(layers[d]! / layers[d - 1]!));
  }
  return { depths, growth };
}

/** The least-squares line through (xs, ys). */
function line(xs: readonly number[], ys: readonly number[]): (x: number) => number {
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - meanX) * (ys[i]! - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxx > 0 ? sxy / sxx : 0;
  return (x) => meanY + slope * (x - meanX);
}

/** the growth by depth, fitted straight over the last `last` layers */
function straightFit(layers: readonly number[], last: number): (depth: number) => number {
  const { depths, growth } = growthOf(layers, last);
  return line(depths, growth);
}

/** the growth by depth, fitted as falling by the same factor each layer (its log fitted straight) over the last `last` layers that grew */
function steadyFallFit(layers: readonly number[], last: number): (depth: number) => number {
  const { depths, growth } = growthOf(layers, last);
  const grew = depths.flatMap((d, i) => (growth[i]! > 0 ? [d] : []));
  if (grew.length < 2) return line(depths, growth);
  const logFit = line(
    grew,
    growth.filter((g) => g > 0).map((g) => Math.log(g)),
  );
  return (depth) => Math.exp(logFit(depth));
}

/** below this growth a layer is taken as the peak (a growth falling by a steady factor never reaches 0) */
const PEAK_GROWTH = 0.005;

/** The layers carried on by `growth` to their peak, and mirrored past it: at most `most` positions. */
function carriedOn(layers: readonly number[], growth: (depth: number) => number, most: number): number {
  const k = layers.length - 1;
  let sum = layers.reduce((a, b) => a + b, 0);
  let layer = layers[k]!;
  // (a growth that does not slow is carried on only up to the placements)
  for (let d = k + 1; sum < most; d++) {
    const g = growth(d);
    if (g <= PEAK_GROWTH) break;
    layer *= Math.exp(g);
    sum += layer;
  }
  const mirrored = 2 * sum - layer;
  return Number.isFinite(mirrored) ? Math.min(mirrored, most) : most;
}
