// Best-first search (A*) over packed states, for problems that give a lower bound on the
// moves left (SearchProblem.lowerBound). The seen set is the same as BFS's (stateTable.ts).
//
// States are expanded in order of f = depth + bound, so only states with f below the optimum
// (and some with f equal to it) are expanded at all; BFS expands every state closer than the
// optimum. The bound must be consistent (it drops by at most one per move), which makes the
// first expansion of every state happen at its shortest depth and the first goal reached at
// the lowest f optimal, as BFS's answer is.
//
// The open list (OpenList below) hands out the deepest states of an f first, which reaches
// a goal early in the last f. A state found again by a shorter path before it was expanded
// gets its new depth and parent and a new entry at its lower f; the old entry is recognised
// as stale (its f no longer matches) and skipped.
import { ProgressClock } from './progress.ts';
import { rebuildPath, StateTable } from './stateTable.ts';
import { UNREACHABLE, type SearchOptions, type SearchProblem, type SearchResult } from './types.ts';

export function bestFirst(problem: SearchProblem, options: SearchOptions = {}): SearchResult {
  const lowerBound = problem.lowerBound;
  if (!lowerBound) throw new Error('engine: best-first search needs the problem to give a lower bound');
  const W = problem.words;
  const maxBytes = options.maxBytes ?? Infinity;
  const t0 = performance.now();

  /** per state: the depth it was reached at, and its bound */
  let depthOf = new Uint32Array(0);
  let boundOf = new Uint16Array(0);
  const seen = new StateTable(W, {
    maxStates: options.maxStates,
    maxBytes: options.maxBytes,
    // depth and bound, and about one open-list entry per state
    extraBytesPerState: 10,
    onGrow: (capacity) => {
      const d2 = new Uint32Array(capacity);
      d2.set(depthOf);
      depthOf = d2;
      const b2 = new Uint16Array(capacity);
      b2.set(boundOf);
      boundOf = b2;
    },
  });
  if (seen.overBudget()) {
    return { kind: 'limit', limit: 'memory', depth: 0, stored: 0, elapsedMs: performance.now() - t0, bytes: 0 };
  }
  const elapsed = () => performance.now() - t0;

  const openList = new OpenList();
  // the table's budget counts 4 bytes a state for the open list; this is what it really holds
  const bytes = () => seen.bytes() - seen.capacity * 4 + openList.bytes;

  /** the f being expanded: no state still open has a lower one */
  let fNow = 0;
  let goal = -1;
  let stop: 'states' | 'memory' | 'cancelled' | null = null;
  /** bound of each queued successor, beside the table's batch; -1: ask lowerBound once stored */
  const batchBound = new Int32Array(seen.batch.length / W);

  /** A state reached at depth g with bound b: a goal at the current f ends the search. */
  function reached(index: number, g: number, b: number): void {
    if (b === 0 && g === fNow && problem.isGoal(seen.store, index * W)) goal = index;
    else openList.push(g + b, b, index);
  }

  function flush(): void {
    const n = seen.prefetch(depthOf);
    for (let i = 0; i < n; i++) {
      if (stop !== null || goal >= 0) return;
      const from = seen.batchFrom[i]!;
      const g = depthOf[from]! + 1;
      const index = seen.resolve(i);
      if (index < 0) {
        stop = seen.stop;
        return;
      }
      if (seen.added) {
        // The bound is kept at least the parent's less one ("pathmax"): a consistent bound
        // already is, and a merely admissible one then never files a state below the f
        // being expanded, where it would be lost. A goal's bound is 0 either way (a lower
        // bound on no moves), so only states with bound 0 are asked whether they are goals.
        let b = batchBound[i]!;
        // most successors are found already stored: their bound is worked out only when new
        if (b < 0) b = lowerBound!(seen.store, index * W);
        depthOf[index] = g;
        if (b >= UNREACHABLE) {
          // stored so that it is not looked at again, but never expanded
          boundOf[index] = UNREACHABLE;
          continue;
        }
        b = Math.max(b, boundOf[from]! - 1);
        boundOf[index] = b;
        reached(index, g, b);
      } else if (g < depthOf[index]! && boundOf[index]! < UNREACHABLE) {
        // found again by a shorter path before it was expanded
        depthOf[index] = g;
        seen.parent[index] = from;
        reached(index, g, boundOf[index]!);
      }
    }
    // the open list grows beside the table, which budgets only about an entry a state for it
    if (bytes() > maxBytes) stop = 'memory';
  }

  const scratch = new Uint32Array(W);
  problem.writeInitial(scratch);
  seen.addRoot(scratch);
  const finish = (index: number): SearchResult => ({
    kind: 'solved',
    moves: depthOf[index]!,
    solution: rebuildPath(problem, seen, index),
    stored: seen.count,
    elapsedMs: elapsed(),
    bytes: bytes(),
    method: 'astar',
  });
  const unsolvable = (): SearchResult => ({ kind: 'unsolvable', stored: seen.count, elapsedMs: elapsed(), bytes: bytes(), method: 'astar' });
  if (problem.isGoal(seen.store, 0)) return finish(0);
  const rootBound = lowerBound(seen.store, 0);
  if (rootBound >= UNREACHABLE) return unsolvable();
  depthOf[0] = 0;
  boundOf[0] = rootBound;
  fNow = rootBound;
  openList.push(fNow, rootBound, 0);

  let current = 0;
  const clock = new ProgressClock(options, t0);
  const snapshot = () => ({ depth: fNow, stored: seen.count, frontier: openList.size, bytes: bytes() });

  const emit = (_move: number, bound?: number): void => {
    // no goal can be reached from there: not worth a slot
    if ((bound !== undefined && bound >= UNREACHABLE) || stop !== null || goal >= 0) return;
    batchBound[seen.batchLen] = bound ?? -1;
    if (seen.queue(scratch, current)) flush();
  };

  for (;;) {
    if (stop !== null) return { kind: 'limit', limit: stop, depth: fNow, stored: seen.count, elapsedMs: elapsed(), bytes: bytes() };
    if (goal >= 0) return finish(goal);
    const index = openList.pop(fNow);
    if (index < 0) {
      // the queued successors may still add to this f
      if (seen.batchLen > 0) {
        flush();
        continue;
      }
      if (openList.size === 0) return unsolvable();
      openList.release(fNow);
      fNow++;
      continue;
    }
    if (depthOf[index]! + boundOf[index]! !== fNow) continue;
    if (boundOf[index] === 0 && problem.isGoal(seen.store, index * W)) return finish(index);
    current = index;
    problem.expand(seen.store, index * W, scratch, emit);
    if (clock.tick(snapshot)) stop = 'cancelled';
  }
}

/**
 * The states waiting to be expanded, by f and then by bound: a stack of state indices for
 * each pair. Within an f, the lowest bound (the deepest state) goes first. Successors join
 * only a batch at a time (stateTable.ts), so this dives toward a goal a batch-wide front at
 * a time rather than one path at a time; flushing smaller batches to dive harder cost more
 * in lookups than it saved in states on the Snakebird levels.
 */
class OpenList {
  /** stacks[f][bound] */
  private readonly stacks: Uint32Array[][] = [];
  private readonly lengths: number[][] = [];
  /** per f, no stack below this bound holds anything */
  private readonly lowest: number[] = [];
  size = 0;
  bytes = 0;

  push(f: number, bound: number, index: number): void {
    while (this.stacks.length <= f) {
      this.stacks.push([]);
      this.lengths.push([]);
      this.lowest.push(0);
    }
    const stacks = this.stacks[f]!;
    const lengths = this.lengths[f]!;
    while (stacks.length <= bound) {
      stacks.push(new Uint32Array(16));
      lengths.push(0);
      this.bytes += 64;
    }
    let stack = stacks[bound]!;
    const n = lengths[bound]!;
    if (n === stack.length) {
      const s2 = new Uint32Array(n * 2);
      s2.set(stack);
      stacks[bound] = stack = s2;
      this.bytes += n * 4;
    }
    stack[n] = index;
    lengths[bound] = n + 1;
    if (bound < this.lowest[f]!) this.lowest[f] = bound;
    this.size++;
  }

  /** Let go of the stacks of f, which will not be used again. */
  release(f: number): void {
    if (f >= this.stacks.length) return;
    for (const stack of this.stacks[f]!) this.bytes -= stack.byteLength;
    this.stacks[f] = [];
    this.lengths[f] = [];
  }

  /** The newest of the deepest states waiting at f, taken off the list; -1 when none is. */
  pop(f: number): number {
    if (f >= this.stacks.length) return -1;
    const lengths = this.lengths[f]!;
    let b = this.lowest[f]!;
    while (b < lengths.length && lengths[b] === 0) b++;
    this.lowest[f] = b;
    if (b === lengths.length) return -1;
    const n = lengths[b]! - 1;
    lengths[b] = n;
    this.size--;
    return this.stacks[f]![b]![n]!;
  }
}
