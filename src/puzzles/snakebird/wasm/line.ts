// The solution's line found again after the goal is reached (the records hold no parents:
// assembly/search.ts, "the line"): from the goal back to the start, each step asks the shards
// in turn for a stored predecessor of one less depth. Written as a generator of questions, one
// to a shard at a time, so that one piece of code serves shards that answer at once (instances
// in this thread: wasmSearch.ts) and shards that answer through messages (instances in worker
// threads): the caller answers each question and passes the answer back to next().

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
 * (-1: from the last); answered by the search's predecessor() (answerLineQuestion in
 * wasmSearch.ts).
 */
export interface LineQuestion {
  shard: number;
  target: Uint32Array;
  depth: number;
  exact: boolean;
  from: number;
}

/** The shard's answer: the predecessor's index, depth and packed state, or null when it stores none. */
export type LineAnswer = { index: number; depth: number; state: Uint32Array } | null;

/**
 * The packed states from the start to the goal, over `shards` shards. `exact`: the search was
 * the exact one (each step is one less depth); else a weighted one, whose depths may fall by
 * more than one a step (its line can be shorter than the goal's depth).
 */
export function* followLineBack(goal: LineEnd, shards: number, exact: boolean): Generator<LineQuestion, Uint32Array[], LineAnswer> {
  const states = [goal.state];
  let { shard, index, depth, state } = goal;
  while (depth > 0) {
    let found: LineAnswer = null;
    // the shard of the state first: its predecessor was mostly stored shortly before it
    for (let k = 0; k < shards && !found; k++) {
      const asked = (shard + k) % shards;
      found = yield { shard: asked, target: state, depth: depth - 1, exact, from: asked === shard ? index - 1 : -1 };
      if (found) shard = asked;
    }
    if (!found) throw new Error(`snakebird: internal error: no stored state of depth ${exact ? '' : 'at most '}${depth - 1} leads to one of depth ${depth}`);
    if (found.depth >= depth) throw new Error(`snakebird: internal error: the line's depths do not decrease (${found.depth} after ${depth})`);
    ({ index, depth, state } = found);
    states.push(state);
  }
  return states.reverse();
}
