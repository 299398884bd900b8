// The solution's line found again after the goal is reached (the records hold no parents:
// assembly/search.ts, "the line"): from the goal back to the start, each step asks the shards
// for a stored predecessor of one less depth. Written as a generator of questions, one to a
// shard at a time, so that one piece of code serves shards that answer at once (instances in
// this thread: wasmSearch.ts) and shards that answer through messages (instances in worker
// threads): the caller answers each question and passes the answer back to next().
//
// Where to look: a predecessor was mostly stored shortly before the state it leads to (it was
// expanded soon after it was stored, deepest first), and the shards store their states side by
// side, so in another shard it is mostly near the same share of that shard's records. Over
// several shards each is first asked for the records just below that point (NEAR of them), and
// only then read whole: a shard that does not hold the predecessor is otherwise read to its end
// (the predecessor is in the state's own shard only one time in as many as there are shards).

/** records read around where a predecessor is likely to be, in each shard, before any shard is read whole */
export const NEAR = 1 << 16;

/** Where the goal is: its shard, index there, depth and packed state. */
export interface LineEnd {
  shard: number;
  index: number;
  depth: number;
  state: Uint32Array;
}

/**
 * A question to one shard: a stored state of depth `depth` (or at most `depth`, when not
 * `exact`) that has `target` among its successors, its records read from `from` downwards
 * and round (-1: from the last), `count` of them at most (0: all); answered by the search's
 * predecessor() (answerLineQuestion in wasmSearch.ts).
 */
export interface LineQuestion {
  shard: number;
  target: Uint32Array;
  depth: number;
  exact: boolean;
  from: number;
  count: number;
}

/** The shard's answer: the predecessor's index, depth and packed state, or null when it stores none. */
export type LineAnswer = { index: number; depth: number; state: Uint32Array } | null;

/**
 * The packed states from the start to the goal, over shards holding `stored[k]` records each
 * (one shard: one entry). `exact`: the search was the exact one (each step is one less depth);
 * else a weighted one, whose depths may fall by more than one a step (its line can be shorter
 * than the goal's depth).
 */
export function* followLineBack(goal: LineEnd, stored: readonly number[], exact: boolean): Generator<LineQuestion, Uint32Array[], LineAnswer> {
  const shards = stored.length;
  const states = [goal.state];
  let { shard, index, depth, state } = goal;
  while (depth > 0) {
    let found: LineAnswer = null;
    // over several shards, near where it is likely first (NEAR records of each), then whole
    for (const count of shards > 1 ? [NEAR, 0] : [0]) {
      for (let k = 0; k < shards && !found; k++) {
        const asked = (shard + k) % shards;
        const from = asked === shard ? index - 1 : Math.min(stored[asked]! - 1, Math.round(((index + 1) / stored[shard]!) * stored[asked]!) + NEAR / 8);
        found = yield { shard: asked, target: state, depth: depth - 1, exact, from, count };
        if (found) shard = asked;
      }
      if (found) break;
    }
    if (!found) throw new Error(`snakebird: internal error: no stored state of depth ${exact ? '' : 'at most '}${depth - 1} leads to one of depth ${depth}`);
    if (found.depth >= depth) throw new Error(`snakebird: internal error: the line's depths do not decrease (${found.depth} after ${depth})`);
    ({ index, depth, state } = found);
    states.push(state);
  }
  return states.reverse();
}
