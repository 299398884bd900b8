// One shard of a search spread over workers (parallel.ts): the body of a worker thread, which
// holds one instance of the module (assembly/search.ts) and its memory, and runs the shard's
// part of each f in rounds in step with the other workers. What crosses between them is in
// SharedArrayBuffers: the rounds' barrier and decisions (ctrl), each shard's figures (stats),
// and a mailbox for each pair of shards, which carries the successors a shard found for
// another's states. After the search the worker answers calls on its instance (followLine
// in wasmSearch.ts asks for the line's states and parents through them) until it is ended.
//
// shardMain is the whole program of the worker and refers to nothing outside itself: Node
// runs it as the source of a worker_threads worker (its text), the browser from
// shardWorker.ts. Everything it needs comes in the first message (ShardInit).
import type { SearchExports } from './wasmSearch.ts';

/** Where things are in the shared control words (Int32Array) and figures (Float64Array); the coordinator makes them. */
export interface ShardLayout {
  /** barrier: workers arrived, and the generation it is in */
  arrived: number;
  generation: number;
  /** what the last worker to arrive decided: CONTINUE, NEXT_LAYER or STOP */
  decision: number;
  /** the f being expanded */
  f: number;
  /** why the search stopped, and the shard (-1: none) */
  stopStatus: number;
  stopWhere: number;
  /** set by the coordinator: stop at the end of the round */
  cancel: number;
  /** workers done with the search (answering calls) */
  finished: number;
  /** per shard i: status at shardFlags + 3i, busy (+1), sent (+2) */
  shardFlags: number;
  /** per pair (from, to): messages in its mailbox, at mailCounts + from × shards + to */
  mailCounts: number;
  /** per shard i: stored at 5i, open (+1), live bytes (+2), memory bytes (+3), f now (+4) */
  statsPerShard: number;
}

/** The first message to a shard's worker. */
export interface ShardInit {
  module: WebAssembly.Module;
  tables: Int32Array;
  words: number;
  shard: number;
  shards: number;
  maxStates: number;
  /** the total of stored states at which the search stops (every shard counted) */
  maxStatesTotal: number;
  share: number;
  budget: boolean;
  slice: number;
  ctrl: SharedArrayBuffer;
  stats: SharedArrayBuffer;
  /** per pair (from, to), at from × shards + to: room for `mailWords` words of messages */
  mail: SharedArrayBuffer[];
  mailWords: number;
  /** this worker's calls after the search, laid out as SHARD_CALL says */
  calls: SharedArrayBuffer;
  call: typeof SHARD_CALL;
  layout: ShardLayout;
  status: { RUNNING: number; SOLVED: number; UNSOLVABLE: number; STATE_LIMIT: number; LAYER_DONE: number; FAILED: number; CANCELLED: number };
  decisions: { CONTINUE: number; NEXT_LAYER: number; STOP: number };
}

/**
 * A call on a worker's instance after the search, in its `calls` buffer (Int32Array view): a
 * sequence number the coordinator raises for each call, the answer's (raised by the worker
 * when it has answered), the method name's length and its UTF-16 codes, the arguments' count
 * and the arguments; the answer is a Float64 at byte ANSWER_AT.
 */
export const SHARD_CALL = { SEQ: 0, DONE: 1, NAME_LENGTH: 2, NAME: 3, NAME_MAX: 40, ARGC: 43, ARGS: 44, ARGS_MAX: 8, ANSWER_AT: 512, BYTES: 520 } as const;

/** What a shard's worker posts: an error (and then it waits at the rounds as a stopped shard), or that it is done with the search. */
export type ShardMessage = { type: 'error'; message: string; name: string } | { type: 'finished' };

/**
 * The program of a shard's worker: `listen` hands it the first message, `post` sends to the
 * coordinator. Blocks the worker's thread (Atomics.wait) from then on.
 */
export function shardMain(listen: (handler: (init: ShardInit) => void) => void, post: (m: ShardMessage) => void): void {
  listen((init) => {
    const { layout: L, shard, shards, status: S, decisions: D } = init;
    const ctrl = new Int32Array(init.ctrl);
    const stats = new Float64Array(init.stats);
    type Exports = SearchExports;
    let e: Exports | null = null;
    let status = S.RUNNING;
    /** Run a call on the instance; an error stops this shard (the coordinator hears why). */
    const call = (f: () => number): number => {
      try {
        return f();
      } catch (error) {
        status = S.FAILED;
        post({ type: 'error', message: error instanceof Error ? error.message : String(error), name: error instanceof Error ? error.name : 'Error' });
        return S.FAILED;
      }
    };
    call(() => {
      let memory: WebAssembly.Memory | null = null;
      // AssemblyScript's abort(message, file, line, column): a string's UTF-16 length in bytes sits just before it
      const text = (at: number) => (at === 0 || !memory ? '' : String.fromCharCode(...new Uint16Array(memory.buffer, at, new Uint32Array(memory.buffer, at - 4, 1)[0]! / 2)));
      const abort = (message: number, file: number, line: number, column: number) => {
        throw new Error(`abort: ${text(message)} at ${text(file)}:${line}:${column}`);
      };
      const made = new WebAssembly.Instance(init.module, { env: { abort } }).exports as unknown as Exports & { shardAs(which: number, count: number): boolean };
      memory = made.memory;
      const at = made.tablesAt(init.tables.length);
      new Int32Array(made.memory.buffer, at, init.tables.length).set(init.tables);
      const words = made.build(init.maxStates, init.share, init.budget);
      if (words !== init.words) throw new Error(`it packs ${words} words a state, the JavaScript ${init.words}`);
      if (!made.shardAs(shard, shards)) throw new Error(`it takes no ${shards} shards`);
      e = made;
      return S.RUNNING;
    });

    const barrier = (decide?: () => void) => {
      const generation = Atomics.load(ctrl, L.generation);
      if (Atomics.add(ctrl, L.arrived, 1) === shards - 1) {
        decide?.();
        Atomics.store(ctrl, L.arrived, 0);
        Atomics.add(ctrl, L.generation, 1);
        Atomics.notify(ctrl, L.generation);
      } else while (Atomics.load(ctrl, L.generation) === generation) Atomics.wait(ctrl, L.generation, generation);
    };
    const flag = (i: number, k: number) => L.shardFlags + 3 * i + k;
    const figure = (i: number, k: number) => L.statsPerShard * i + k;
    const publish = (busy: number, sent: number) => {
      ctrl[flag(shard, 0)] = status;
      ctrl[flag(shard, 1)] = busy;
      ctrl[flag(shard, 2)] = sent;
      if (!e) return;
      const live = e;
      stats[figure(shard, 0)] = live.stored.value as number;
      stats[figure(shard, 1)] = live.open.value as number;
      stats[figure(shard, 2)] = call(() => live.liveBytes());
      stats[figure(shard, 3)] = live.memory.buffer.byteLength;
      stats[figure(shard, 4)] = live.fNow.value as number;
    };
    const stop = (why: number, where: number) => {
      ctrl[L.stopStatus] = why;
      ctrl[L.stopWhere] = where;
      ctrl[L.decision] = D.STOP;
    };
    /** Run by the last worker to reach the end of a round (the others wait): stop, the next f, or another round. */
    const decide = (starting: boolean) => () => {
      let solvedAt = -1;
      let stoppedAt = -1;
      let busy = false;
      let sent = false;
      let open = 0;
      let stored = 0;
      let f = 0;
      for (let i = 0; i < shards; i++) {
        const s = ctrl[flag(i, 0)]!;
        if (s === S.SOLVED && solvedAt < 0) solvedAt = i;
        else if (s !== S.RUNNING && stoppedAt < 0) stoppedAt = i;
        busy ||= ctrl[flag(i, 1)] !== 0;
        sent ||= ctrl[flag(i, 2)] !== 0;
        stored += stats[figure(i, 0)]!;
        open += stats[figure(i, 1)]!;
        f = Math.max(f, stats[figure(i, 4)]!);
      }
      ctrl[L.decision] = D.CONTINUE;
      if (solvedAt >= 0) stop(S.SOLVED, solvedAt);
      else if (stoppedAt >= 0) stop(ctrl[flag(stoppedAt, 0)]!, stoppedAt);
      else if (Atomics.load(ctrl, L.cancel) !== 0) stop(S.CANCELLED, -1);
      else if (stored >= init.maxStatesTotal) stop(S.STATE_LIMIT, -1);
      else if (starting) {
        // every shard starts at the f of the start state, which its owner set
        ctrl[L.f] = f;
        ctrl[L.decision] = D.NEXT_LAYER;
      } else if (!busy && !sent) {
        // every shard is done with this f and nothing is on its way: the next f, or none is left
        if (open === 0) stop(S.UNSOLVABLE, -1);
        else {
          ctrl[L.f] = ctrl[L.f]! + 1;
          ctrl[L.decision] = D.NEXT_LAYER;
        }
      }
    };

    // the messages found for each other shard and not yet in its mailbox (more than it holds)
    const pending: Uint32Array[][] = Array.from({ length: shards }, () => []);
    const mailbox = (from: number, to: number) => new Uint32Array(init.mail[from * shards + to]!);
    /** Take the instance's outboxes into pending, and fill this shard's mailboxes from it; whether anything was sent or is left. */
    const send = (live: Exports): boolean => {
      let any = false;
      for (let to = 0; to < shards; to++) {
        if (to === shard) continue;
        const words = live.outboxCount(to) * (init.words + 3);
        if (words > 0) {
          pending[to]!.push(new Uint32Array(live.memory.buffer, live.outboxAt(to), words).slice());
          live.outboxTaken(to);
        }
        const box = mailbox(shard, to);
        let filled = 0;
        const queue = pending[to]!;
        while (queue.length > 0 && filled < init.mailWords) {
          const head = queue[0]!;
          const n = Math.min(head.length, init.mailWords - filled);
          box.set(head.subarray(0, n), filled);
          filled += n;
          if (n === head.length) queue.shift();
          else queue[0] = head.subarray(n);
        }
        ctrl[L.mailCounts + shard * shards + to] = filled / (init.words + 3);
        any ||= filled > 0 || queue.length > 0;
      }
      return any;
    };
    /** Take in what the other shards sent this shard this round. */
    const receive = (live: Exports): void => {
      for (let from = 0; from < shards && status === S.RUNNING; from++) {
        const count = from === shard ? 0 : ctrl[L.mailCounts + from * shards + shard]!;
        if (count === 0) continue;
        const s = call(() => {
          const at = live.inboxAt(count);
          if (at === 0) return live.receive(0);
          const words = count * (init.words + 3);
          new Uint32Array(live.memory.buffer, at, words).set(mailbox(from, shard).subarray(0, words));
          return live.receive(count);
        });
        if (s !== S.RUNNING && status === S.RUNNING) status = s;
      }
    };

    if (e && status === S.RUNNING) {
      const live: Exports = e;
      status = call(() => live.start());
    }
    publish(0, 0);
    barrier(decide(true));
    while (ctrl[L.decision] !== D.STOP) {
      if (ctrl[L.decision] === D.NEXT_LAYER && e) (e as Exports).layer(ctrl[L.f]!);
      // a round: this shard expands a slice of the current f, and its messages go to their mailboxes ...
      let busy = 0;
      let sent = 0;
      if (e && status === S.RUNNING) {
        const live: Exports = e;
        const s = call(() => live.run(init.slice));
        if (s === S.RUNNING) busy = 1;
        else if (s !== S.LAYER_DONE && status === S.RUNNING) status = s;
        if (status === S.RUNNING && call(() => (send(live) ? 1 : 0)) === 1) sent = 1;
      }
      barrier();
      // ... then each takes in what was sent to it, and the last to be done decides
      if (e && status === S.RUNNING) receive(e);
      publish(busy, sent);
      barrier(decide(false));
    }
    publish(0, 0);
    Atomics.add(ctrl, L.finished, 1);
    Atomics.notify(ctrl, L.finished);
    post({ type: 'finished' });

    // the calls on the instance, one at a time, until the worker is ended
    const C = init.call;
    const calls = new Int32Array(init.calls);
    const answer = new Float64Array(init.calls, C.ANSWER_AT, 1);
    for (let seen = 0; ; ) {
      while (Atomics.load(calls, C.SEQ) === seen) Atomics.wait(calls, C.SEQ, seen);
      seen = Atomics.load(calls, C.SEQ);
      const name = String.fromCharCode(...calls.subarray(C.NAME, C.NAME + calls[C.NAME_LENGTH]!));
      const args = Array.from(calls.subarray(C.ARGS, C.ARGS + calls[C.ARGC]!));
      const method = e ? (e as unknown as Record<string, unknown>)[name] : undefined;
      // NaN: no such method, or it failed (the coordinator, which waits for the answer, throws)
      try {
        answer[0] = typeof method === 'function' ? (method as (...a: number[]) => number)(...args) : Number.NaN;
      } catch {
        answer[0] = Number.NaN;
      }
      Atomics.store(calls, C.DONE, seen);
      Atomics.notify(calls, C.DONE);
    }
  });
}
