// One shard of a search spread over workers (parallel.ts): the body of a worker thread, which
// holds one instance of the module (assembly/search.ts) and its memory and expands the
// shard's states of the current f, without waiting for the others, until no shard has a state
// of that f left and nothing is on its way. What crosses between the workers is in
// SharedArrayBuffers: the control words (ctrl), each shard's figures (stats), and a ring for
// each pair of shards, which carries the successors one found for the other's states. After
// the search the worker answers calls on its instance (followLine in wasmSearch.ts asks for
// the line's states and parents through them) until it is ended.
//
// The end of an f: `work` counts the workers still busy with it and the batches of
// successors sent and not yet taken in. A worker with nothing of the f left and nothing to send
// takes itself off; one that takes in a batch while off counts itself on again first, and
// takes the batch off after it. Only a busy worker sends, so once work is 0 it stays 0: the
// worker that brings it to 0 starts the next f for all (or finds none left).
//
// shardMain is the whole program of the worker and refers to nothing outside itself: Node
// runs it as the source of a worker_threads worker (its text), the browser from
// shardWorker.ts. Everything it needs comes in the first message (ShardInit).
import type { SearchExports } from './wasmSearch.ts';

/** Where things are in the shared control words (Int32Array) and figures (Float64Array); the coordinator makes them. */
export interface ShardLayout {
  /** workers busy with the current f, plus the batches sent and not yet taken in */
  work: number;
  /** raised each time an f starts (0: before the first) */
  generation: number;
  /** workers that have started (the start state's owner has set its f) */
  started: number;
  /** the f being expanded */
  f: number;
  /** why the search stopped (RUNNING: it has not), and the shard that stopped it (-1: none) */
  stopStatus: number;
  stopWhere: number;
  /** workers done with the search (answering calls) */
  finished: number;
  /** raised by a worker at each piece of work it does: the coordinator hears that none went silent */
  beat: number;
  /** per shard i, at doorbell + i: raised when something is sent to it or everyone must look (a new f, a stop) */
  doorbell: number;
  /** Int32 words in all */
  words: number;
  /** per shard i: stored at 5i, open (+1), live bytes (+2), memory bytes (+3), f now (+4) */
  statsPerShard: number;
}

/** The first message to a shard's worker. */
export interface ShardInit {
  module: WebAssembly.Module;
  tables: Int32Array;
  words: number;
  /** the words of a message between shards (the successor's words and what follows them) */
  messageWords: number;
  /** the bits a record keeps for its depth at least */
  depthBits: number;
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
  /** per pair (from, to), at from × shards + to: a ring, its head and tail (Int32) then `ringWords` words (a power of two) */
  rings: SharedArrayBuffer[];
  ringWords: number;
  /** this worker's calls after the search, laid out as SHARD_CALL says */
  calls: SharedArrayBuffer;
  call: typeof SHARD_CALL;
  layout: ShardLayout;
  status: { RUNNING: number; SOLVED: number; UNSOLVABLE: number; STATE_LIMIT: number; LAYER_DONE: number; FAILED: number };
}

/**
 * A call on a worker's instance after the search, in its `calls` buffer (Int32Array view): a
 * sequence number the coordinator raises for each call, the answer's (raised by the worker
 * when it has answered), the method name's length and its UTF-16 codes, the arguments' count
 * and the arguments; the answer is a Float64 at byte ANSWER_AT.
 */
export const SHARD_CALL = { SEQ: 0, DONE: 1, NAME_LENGTH: 2, NAME: 3, NAME_MAX: 40, ARGC: 43, ARGS: 44, ARGS_MAX: 8, ANSWER_AT: 512, BYTES: 520 } as const;

/** What a shard's worker posts: an error inside its instance (the search then stops), or that it is done with the search. */
export type ShardMessage = { type: 'error'; message: string; name: string } | { type: 'finished' };

/**
 * The program of a shard's worker: `listen` hands it the first message, `post` sends to the
 * coordinator. Blocks the worker's thread (Atomics.wait) from then on.
 */
export function shardMain(listen: (handler: (init: ShardInit) => void) => void, post: (m: ShardMessage) => void): void {
  listen((init) => {
    const { layout: L, shard, shards, status: S } = init;
    const ctrl = new Int32Array(init.ctrl);
    const stats = new Float64Array(init.stats);
    const messageWords = init.messageWords;
    type Exports = SearchExports;
    let e: Exports | null = null;
    /** Run a call on the instance; an error stops the search (the coordinator hears why). */
    const call = (f: () => number): number => {
      try {
        return f();
      } catch (error) {
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
      const made = new WebAssembly.Instance(init.module, { env: { abort } }).exports as unknown as Exports;
      memory = made.memory;
      const at = made.tablesAt(init.tables.length);
      new Int32Array(made.memory.buffer, at, init.tables.length).set(init.tables);
      const words = made.build(init.maxStates, init.share, init.budget, init.depthBits);
      if (words !== init.words) throw new Error(`it packs ${words} words a state, the JavaScript ${init.words}`);
      if (!made.shardAs(shard, shards)) throw new Error(`it takes no ${shards} shards`);
      e = made;
      return S.RUNNING;
    });

    const ring = (i: number) => {
      Atomics.add(ctrl, L.doorbell + i, 1);
      Atomics.notify(ctrl, L.doorbell + i);
    };
    const ringAll = () => {
      for (let i = 0; i < shards; i++) ring(i);
    };
    const stopped = () => Atomics.load(ctrl, L.stopStatus) !== S.RUNNING;
    /** Stop the search for everyone (the first reason given stands). */
    const stopWith = (why: number, where: number) => {
      if (Atomics.compareExchange(ctrl, L.stopStatus, S.RUNNING, why) === S.RUNNING) Atomics.store(ctrl, L.stopWhere, where);
      ringAll();
    };
    const figure = (i: number, k: number) => L.statsPerShard * i + k;
    const publish = (live: Exports) => {
      stats[figure(shard, 0)] = live.stored.value as number;
      stats[figure(shard, 1)] = live.open.value as number;
      stats[figure(shard, 2)] = live.liveBytes();
      stats[figure(shard, 3)] = live.memory.buffer.byteLength;
      stats[figure(shard, 4)] = live.fNow.value as number;
    };
    const sum = (k: number) => {
      let total = 0;
      for (let i = 0; i < shards; i++) total += stats[figure(i, k)]!;
      return total;
    };

    // the rings: from this shard to each other (this one writes the tail), and to it (this one moves the head)
    const mask = init.ringWords - 1;
    const headViews = init.rings.map((r, k) => (k % (shards + 1) === 0 ? new Int32Array(2) : new Int32Array(r, 0, 2)));
    const dataViews = init.rings.map((r, k) => (k % (shards + 1) === 0 ? new Uint32Array(0) : new Uint32Array(r, 8, init.ringWords)));
    const heads = (from: number, to: number) => headViews[from * shards + to]!;
    const data = (from: number, to: number) => dataViews[from * shards + to]!;
    /** Copy `words` words of a ring's data from position `at` (wrapping) into `out`, or from `from` into the ring. */
    const wrapped = (ringData: Uint32Array, at: number, words: number, other: Uint32Array, intoRing: boolean) => {
      const start = at & mask;
      const first = Math.min(words, init.ringWords - start);
      if (intoRing) {
        ringData.set(other.subarray(0, first), start);
        ringData.set(other.subarray(first, words), 0);
      } else {
        other.set(ringData.subarray(start, start + first), 0);
        other.set(ringData.subarray(0, words - first), first);
      }
    };
    // what this shard found for each other shard and has not yet found room for in its ring
    const pending: Uint32Array[][] = Array.from({ length: shards }, () => []);
    let active = false;
    /** Write as many whole messages of `batch` as the ring to `to` has room for; the words written. */
    const intoRing = (to: number, batch: Uint32Array): number => {
      const h = heads(shard, to);
      const tail = h[1]!;
      const room = init.ringWords - ((tail - Atomics.load(h, 0)) | 0) - 1;
      const n = Math.min(Math.floor(room / messageWords), batch.length / messageWords);
      if (n <= 0) return 0;
      const ringData = data(shard, to);
      ringData[tail & mask] = n;
      wrapped(ringData, tail + 1, n * messageWords, batch, true);
      // counted before it can be seen: work cannot reach 0 while it is on its way
      Atomics.add(ctrl, L.work, 1);
      Atomics.store(h, 1, (tail + 1 + n * messageWords) | 0);
      ring(to);
      return n * messageWords;
    };
    /** Move pending, then the instance's outboxes, into the rings as room allows (the rest to pending); whether anything is still pending. */
    const send = (live: Exports): boolean => {
      let left = false;
      for (let to = 0; to < shards; to++) {
        if (to === shard) continue;
        const queue = pending[to]!;
        while (queue.length > 0) {
          const batch = queue[0]!;
          const wrote = intoRing(to, batch);
          if (wrote === 0) break;
          if (wrote === batch.length) queue.shift();
          else queue[0] = batch.subarray(wrote);
        }
        const count = live.outboxCount(to);
        if (count > 0) {
          // straight from the instance's memory into the ring: a copy of every outbox is garbage
          // that V8 collects late (some 20 MB of a worker's resident memory at peak)
          const outbox = new Uint32Array(live.memory.buffer, live.outboxAt(to), count * messageWords);
          const wrote = queue.length > 0 ? 0 : intoRing(to, outbox);
          if (wrote < outbox.length) queue.push(outbox.slice(wrote));
          live.outboxTaken(to);
        }
        left ||= queue.length > 0;
      }
      return left;
    };
    /** Take in every batch sent to this shard; whether there was any. */
    const receive = (live: Exports): boolean => {
      let any = false;
      for (let from = 0; from < shards; from++) {
        if (from === shard) continue;
        const h = heads(from, shard);
        const ringData = data(from, shard);
        for (let head = h[0]!; head !== Atomics.load(h, 1) && !stopped(); head = h[0]!) {
          any = true;
          const n = ringData[head & mask]!;
          if (!active) {
            Atomics.add(ctrl, L.work, 1);
            active = true;
          }
          const s = call(() => {
            const at = live.inboxAt(n);
            if (at === 0) return live.receive(0);
            wrapped(ringData, head + 1, n * messageWords, new Uint32Array(live.memory.buffer, at, n * messageWords), false);
            return live.receive(n);
          });
          Atomics.store(h, 0, (head + 1 + n * messageWords) | 0);
          Atomics.sub(ctrl, L.work, 1);
          Atomics.add(ctrl, L.beat, 1);
          if (s !== S.RUNNING) stopWith(s, shard);
        }
      }
      return any;
    };
    /** This shard has nothing of the current f left: off; the last one off starts the next f for all, or finds none left. */
    const idle = (live: Exports) => {
      publish(live);
      active = false;
      if (Atomics.sub(ctrl, L.work, 1) !== 1) return;
      if (sum(1) === 0) return stopWith(S.UNSOLVABLE, -1);
      Atomics.store(ctrl, L.f, ctrl[L.f]! + 1);
      Atomics.store(ctrl, L.work, shards);
      Atomics.add(ctrl, L.generation, 1);
      ringAll();
    };

    if (e) {
      const live: Exports = e;
      const s = call(() => live.start());
      publish(live);
      if (s !== S.RUNNING) stopWith(s, shard);
    } else stopWith(S.FAILED, shard);
    // every shard starts at the f of the start state, which its owner set
    if (Atomics.add(ctrl, L.started, 1) === shards - 1) {
      let f = 0;
      for (let i = 0; i < shards; i++) f = Math.max(f, stats[figure(i, 4)]!);
      Atomics.store(ctrl, L.f, f);
      Atomics.store(ctrl, L.work, shards);
      Atomics.add(ctrl, L.generation, 1);
      ringAll();
    }
    let generation = 0;
    while (e && !stopped()) {
      const live: Exports = e;
      const bell = Atomics.load(ctrl, L.doorbell + shard);
      const now = Atomics.load(ctrl, L.generation);
      if (now !== generation) {
        // a new f: every shard is counted busy with it
        generation = now;
        live.layer(ctrl[L.f]!);
        active = true;
      }
      if (generation === 0) {
        Atomics.wait(ctrl, L.doorbell + shard, bell);
        continue;
      }
      const received = receive(live);
      if (stopped()) break;
      if (!active) {
        if (!received) Atomics.wait(ctrl, L.doorbell + shard, bell);
        continue;
      }
      const s = call(() => live.run(init.slice));
      Atomics.add(ctrl, L.beat, 1);
      if (s !== S.RUNNING && s !== S.LAYER_DONE) {
        stopWith(s, shard);
        break;
      }
      const left = call(() => (send(live) ? 1 : 0));
      if (left === S.FAILED) {
        stopWith(S.FAILED, shard);
        break;
      }
      publish(live);
      if (sum(0) >= init.maxStatesTotal) stopWith(S.STATE_LIMIT, -1);
      else if (s === S.LAYER_DONE) {
        if (left === 0) idle(live);
        // the rings to the others are full: wait a little for them to take some in
        else if (!received) Atomics.wait(ctrl, L.doorbell + shard, bell, 1);
      }
    }
    if (e) publish(e);
    Atomics.add(ctrl, L.finished, 1);
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
      // NaN: no such method, or it failed (the coordinator, which waits for the answer, throws); 0 for a call that answers nothing
      try {
        answer[0] = typeof method === 'function' ? ((method as (...a: number[]) => number | undefined)(...args) ?? 0) : Number.NaN;
      } catch {
        answer[0] = Number.NaN;
      }
      Atomics.store(calls, C.DONE, seen);
      Atomics.notify(calls, C.DONE);
    }
  });
}
