// The layered search's expansion spread over worker threads (layers.ts). Each helper thread
// holds an instance of the module and a queue of batches in SharedArrayBuffers: this thread
// hands it whole batches while its queue has room, and expands a batch itself only when every
// queue is full; it takes the successors of finished batches back as the layered search asks
// for more (layeredBfs.ts). So the helpers go on expanding while this thread sorts the
// successors into runs and merges them, and the work is shared without a measured split: the
// thread that would wait works instead.
//
// expandWorkerMain is the whole program of a helper and refers to nothing outside itself:
// Node runs it as the source of a worker_threads worker (its text), the browser from
// expandWorker.ts. Everything it needs comes in the first message (ExpandInit).
import { SILENT_THREAD_MS, silentThread, spawnProgram, waitForChange, type ProgramWorker } from './programWorker.ts';
import type { SortElsewhere } from '../../../engine/layeredBfs.ts';
import { internalError, type SearchExports } from './wasmSearch.ts';
import { BOUND_ASKED_WHEN_STORED } from './searchStatus.ts';

/** What the layered search calls in the module (this thread's instance and each helper's). */
export interface LayerExports extends SearchExports {
  layerBranching(): number;
  layerBatchAt(count: number): number;
  layerOutAt(): number;
  layerHashesAt(): number;
  expandLayer(count: number, settled: boolean, movesLeftAtMost: number): number;
  layerPredecessor(count: number, settled: boolean): number;
  layerSortAt(capacity: number): number;
  sortLayerKeys(count: number): number;
}

/**
 * A helper's control words (Int32Array over `ctrl`): batches handed over (POSTED) and finished
 * (FINISHED) so far, counted from 0 (batch k is in slot k mod slots); WAKE, raised with every
 * thing asked of it (what it waits on); sorts asked (SORT) and done (SORTED), the keys of the
 * one asked (SORT_COUNT) and those left once sorted (SORT_KEPT); READY, set once it has its
 * instance; BEGUN, the batches it has taken up so far; then, per slot s at
 * SLOT + SLOT_WORDS × s, its states' count, whether they are settled (not the start), the
 * answer (expandLayer's: successors written, or -(i + 1) for a goal at i), the most moves
 * that may be left from a state expanded, and who has it (CLAIM: OFFERED until the helper takes it
 * up, TAKEN_UP, or TAKEN_BACK by this thread before the helper reached it: the helper then passes
 * it by, counting it finished).
 */
export const EXPAND_CTRL = {
  POSTED: 0,
  FINISHED: 1,
  QUIT: 2,
  FAILED: 3,
  WAKE: 4,
  SORT: 5,
  SORTED: 6,
  SORT_COUNT: 7,
  SORT_KEPT: 8,
  READY: 9,
  BEGUN: 10,
  SLOT: 11,
  SLOT_WORDS: 5,
  COUNT: 0,
  SETTLED: 1,
  RESULT: 2,
  MOVES_LEFT: 3,
  CLAIM: 4,
  OFFERED: 0,
  TAKEN_UP: 1,
  TAKEN_BACK: 2,
} as const;

/** The first message to a helper. */
export interface ExpandInit {
  module: WebAssembly.Module;
  tables: Int32Array;
  words: number;
  /** the most states of a batch, the most successors of one state, and the batches a queue holds */
  batch: number;
  branching: number;
  slots: number;
  /** the bytes the helper's instance may take (its tables and buffers) */
  moduleBytes: number;
  depthBits: number;
  ctrl: SharedArrayBuffer;
  /** per slot: a batch's states (batch × words), their successors (batch × branching × words) and the successors' hashes (batch × branching) */
  states: SharedArrayBuffer;
  out: SharedArrayBuffer;
  hashes: SharedArrayBuffer;
  /** the keys of a sort asked of it (room for sortCapacity × words; none: it is not asked to sort) */
  sortKeys: SharedArrayBuffer;
  sortCapacity: number;
  /**
   * Why it failed, written before it raises FAILED (Uint16Array: length, 1 for a RangeError,
   * then the message's UTF-16 units, cut to fit): read by a thread blocked waiting on it, which
   * cannot take in the message it also posts.
   */
  failure: SharedArrayBuffer;
  layout: typeof EXPAND_CTRL;
}

/** UTF-16 units of a helper's failure text (the message is cut to fit) */
const FAILURE_UNITS = 512;

/** What a helper posts: that its instance is ready, or an error (it then stops; why is in ExpandInit.failure too). */
export type ExpandMessage = { type: 'ready' } | { type: 'error'; message: string };

/** The program of a helper: `listen` hands it the first message, `post` sends to this thread. Blocks the helper's thread (Atomics.wait). */
export function expandWorkerMain(listen: (handler: (init: ExpandInit) => void) => void, post: (m: ExpandMessage) => void): void {
  listen((init) => {
    const C = init.layout;
    const ctrl = new Int32Array(init.ctrl);
    const W = init.words;
    const inWords = init.batch * W;
    const outWords = init.batch * init.branching * W;
    let e: LayerExports;
    let inView: Uint32Array;
    let outView: Uint32Array;
    let hashesView: Uint32Array;
    let sortView: Uint32Array;
    const failure = new Uint16Array(init.failure);
    const fail = (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const units = Math.min(message.length, failure.length - 2);
      for (let i = 0; i < units; i++) failure[2 + i] = message.charCodeAt(i);
      failure[1] = error instanceof RangeError ? 1 : 0;
      failure[0] = units;
      // (FAILED after the text, which the store publishes; before the message, which settles
      // `ready`: whoever awaited that must then find FAILED set)
      Atomics.store(ctrl, C.FAILED, 1);
      Atomics.notify(ctrl, C.FINISHED);
      Atomics.notify(ctrl, C.SORTED);
      post({ type: 'error', message });
    };
    try {
      let memory: WebAssembly.Memory | null = null;
      // AssemblyScript's abort(message, file, line, column): a string's UTF-16 length in bytes sits just before it
      const text = (at: number) => (at === 0 || !memory ? '' : String.fromCharCode(...new Uint16Array(memory.buffer, at, new Uint32Array(memory.buffer, at - 4, 1)[0]! / 2)));
      const abort = (message: number, file: number, line: number, column: number) => {
        throw new Error(`abort: ${text(message)} at ${text(file)}:${line}:${column}`);
      };
      e = new WebAssembly.Instance(init.module, { env: { abort } }).exports as unknown as LayerExports;
      memory = e.memory;
      const at = e.tablesAt(init.tables.length);
      new Int32Array(e.memory.buffer, at, init.tables.length).set(init.tables);
      const words = e.build(1, init.moduleBytes, false, init.depthBits);
      if (words !== W) throw new Error(`it packs ${words} words a state, the JavaScript ${W}`);
      if (e.layerBranching() !== init.branching) throw new Error(`its states have ${e.layerBranching()} successors at most, not ${init.branching}`);
      const inAt = e.layerBatchAt(init.batch);
      const sortAt = e.layerSortAt(init.sortCapacity);
      // (the memory no longer grows: these views stay valid)
      inView = new Uint32Array(e.memory.buffer, inAt, inWords);
      outView = new Uint32Array(e.memory.buffer, e.layerOutAt(), outWords);
      hashesView = new Uint32Array(e.memory.buffer, e.layerHashesAt(), init.batch * init.branching);
      sortView = new Uint32Array(e.memory.buffer, sortAt, init.sortCapacity * W);
    } catch (error) {
      fail(error);
      return;
    }
    const states = new Uint32Array(init.states);
    const out = new Uint32Array(init.out);
    const hashes = new Uint32Array(init.hashes);
    const sortKeys = new Uint32Array(init.sortKeys);
    Atomics.store(ctrl, C.READY, 1);
    post({ type: 'ready' });
    // a sort asked first (the search's thread waits for it at its next buffer), then batch k; else wait to be woken
    for (let k = 0, sorts = 0; ; ) {
      const wake = Atomics.load(ctrl, C.WAKE);
      if (Atomics.load(ctrl, C.QUIT) === 1) return;
      if (Atomics.load(ctrl, C.SORT) > sorts) {
        try {
          const count = ctrl[C.SORT_COUNT]!;
          sortView.set(sortKeys.subarray(0, count * W));
          const kept = e.sortLayerKeys(count);
          sortKeys.set(sortView.subarray(0, kept * W));
          ctrl[C.SORT_KEPT] = kept;
        } catch (error) {
          fail(error);
          return;
        }
        Atomics.store(ctrl, C.SORTED, ++sorts);
        Atomics.notify(ctrl, C.SORTED);
        continue;
      }
      if (Atomics.load(ctrl, C.POSTED) === k) {
        Atomics.wait(ctrl, C.WAKE, wake);
        continue;
      }
      const slot = k % init.slots;
      const s = C.SLOT + C.SLOT_WORDS * slot;
      if (Atomics.compareExchange(ctrl, s + C.CLAIM, C.OFFERED, C.TAKEN_UP) !== C.OFFERED) {
        Atomics.store(ctrl, C.FINISHED, ++k);
        Atomics.notify(ctrl, C.FINISHED);
        continue;
      }
      Atomics.add(ctrl, C.BEGUN, 1);
      try {
        const count = ctrl[s + C.COUNT]!;
        inView.set(states.subarray(slot * inWords, slot * inWords + count * W));
        const n = e.expandLayer(count, ctrl[s + C.SETTLED] === 1, ctrl[s + C.MOVES_LEFT]!);
        const written = n < 0 ? -n : n;
        out.set(outView.subarray(0, written * W), slot * outWords);
        hashes.set(hashesView.subarray(0, written), slot * init.batch * init.branching);
        ctrl[s + C.RESULT] = n;
      } catch (error) {
        fail(error);
        return;
      }
      Atomics.store(ctrl, C.FINISHED, ++k);
      Atomics.notify(ctrl, C.FINISHED);
    }
  });
}

/** One helper as this thread sees it: its thread, its queue, and the batches taken back so far. */
interface Helper {
  thread: ProgramWorker<ExpandInit>;
  ctrl: Int32Array;
  states: Uint32Array;
  out: Uint32Array;
  hashes: Uint32Array;
  posted: number;
  taken: number;
  /** per slot: the tag of the batch in it (offer) */
  tags: Int32Array;
  /** the keys of its sorts (empty: it sorts none) and the sorts asked of it so far */
  sortKeys: Uint32Array;
  sorts: number;
  /** why it failed, as it wrote it (ExpandInit.failure) */
  failure: Uint16Array;
}

/** This thread's own expansion: the `count` states of states[0 ..) into out at word outOff; expandLayer's answer. */
export type LocalExpand = (states: Uint32Array, count: number, out: Uint32Array, outOff: number, settled: boolean, movesLeftAtMost: number) => number;

/** What the pool is made with: the module and level, the sizes of a batch, how many helpers, and the most keys a sort of successors takes (the first helper sorts them). */
export interface ExpandPoolInit extends Omit<ExpandInit, 'ctrl' | 'states' | 'out' | 'hashes' | 'layout' | 'slots' | 'sortKeys' | 'failure'> {
  helpers: number;
  /** how long a helper may leave a batch or a sort undone before it is taken for lost (SILENT_THREAD_MS; the tests' is short) */
  silentMs?: number;
}

/** batches a helper's queue holds: enough to keep it busy while this thread sorts a full buffer of successors into a run */
const SLOTS = 32;

/**
 * Helper threads expanding the layered search's batches. `expand` hands a batch to a helper
 * whose queue has room (or expands it here when none has) and gives back the successors of
 * batches finished before, as many as the room allows; `drain` gives back what is still out, a
 * batch at a time (one no helper has begun is taken back and expanded here). So a batch's
 * successors come back in no particular order (the layered search sorts them).
 */
export class ExpandPool {
  /** why a helper that never ran failed (one that ran writes why in its ExpandInit.failure) */
  private failure: string | null = null;
  /** the helper the next batch is offered to first (round robin) */
  private next = 0;
  /** the states of a batch taken back to expand here (drain) */
  private readonly takenBack: Uint32Array;
  private silentMs = SILENT_THREAD_MS;

  private constructor(
    private readonly helpers: Helper[],
    private readonly words: number,
    private readonly batch: number,
    private readonly branching: number,
    /** settles once every helper has its instance (resolved) or one has failed (rejected) */
    readonly ready: Promise<void>,
  ) {
    this.takenBack = new Uint32Array(batch * words);
  }

  /** Start `init.helpers` helpers and wait until each has its instance (a browser worker must not be waited for synchronously before it runs). */
  static async start(init: ExpandPoolInit): Promise<ExpandPool> {
    return ExpandPool.whenReady(ExpandPool.open(init));
  }

  /**
   * Start `init.helpers` helpers for a search that awaits nothing once it runs: resolved at once
   * where they start while this thread is busy (Node's: they join as they start), else once each
   * has its instance (a browser's, which would not start until the search had ended).
   */
  static async startJoining(init: ExpandPoolInit): Promise<ExpandPool> {
    const pool = ExpandPool.open(init);
    return pool.startsWhileBusy ? pool : ExpandPool.whenReady(pool);
  }

  /** The pool once every helper has its instance; stopped, and the failure thrown, when one has none. */
  private static async whenReady(pool: ExpandPool): Promise<ExpandPool> {
    try {
      await pool.ready;
    } catch (error) {
      pool.stop();
      throw internalError(error);
    }
    return pool;
  }

  /**
   * Start `init.helpers` helpers and go on at once: `offer` hands a helper batches only once it
   * has its instance, so the search expands them itself, in its own order, while the helpers
   * start (a thread and an instance each: some 60-80 ms on Node) instead of standing idle.
   * `ready` settles once each has its instance or one has failed; a failure is thrown by the
   * next `offer`. Where helpers do not start while this thread is busy (startsWhileBusy: a
   * browser's), `ready` must be awaited first (startJoining does so).
   */
  static open(init: ExpandPoolInit): ExpandPool {
    const { helpers: count, silentMs = SILENT_THREAD_MS, ...rest } = init;
    const W = init.words;
    let ready = 0;
    let settle = { resolve: () => {}, reject: (_: unknown) => {} };
    const whenReady = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    // (nothing need await it: a failure is also thrown where the helper is next asked for work)
    whenReady.catch(() => {});
    const helpers: Helper[] = [];
    const pool = new ExpandPool(helpers, W, init.batch, init.branching, whenReady);
    pool.silentMs = silentMs;
    for (let i = 0; i < count; i++) {
      const ctrl = new Int32Array(new SharedArrayBuffer(4 * (EXPAND_CTRL.SLOT + EXPAND_CTRL.SLOT_WORDS * SLOTS)));
      const states = new Uint32Array(new SharedArrayBuffer(4 * SLOTS * init.batch * W));
      const out = new Uint32Array(new SharedArrayBuffer(4 * SLOTS * init.batch * init.branching * W));
      const hashes = new Uint32Array(new SharedArrayBuffer(4 * SLOTS * init.batch * init.branching));
      const sortCapacity = i === 0 ? init.sortCapacity : 0;
      const sortKeys = new Uint32Array(new SharedArrayBuffer(4 * sortCapacity * W));
      const failure = new Uint16Array(new SharedArrayBuffer(2 * FAILURE_UNITS));
      const thread = spawnProgram<ExpandInit, ExpandMessage>(
        expandWorkerMain,
        () => new Worker(new URL('./expandWorker.ts', import.meta.url), { type: 'module' }),
        (m) => {
          if (m.type === 'ready') {
            if (++ready === count) settle.resolve();
          } else settle.reject(m.message);
        },
        // (an error inside a helper's work is caught there and said through FAILED; this is one
        // before it starts, which this thread says through FAILED in its place)
        (error) => {
          pool.failure ??= error instanceof Error ? error.message : String(error);
          Atomics.store(ctrl, EXPAND_CTRL.FAILED, 1);
          Atomics.notify(ctrl, EXPAND_CTRL.FINISHED);
          Atomics.notify(ctrl, EXPAND_CTRL.SORTED);
          settle.reject(error);
        },
      );
      helpers.push({ thread, ctrl, states, out, hashes, posted: 0, taken: 0, tags: new Int32Array(SLOTS), sortKeys, sorts: 0, failure });
      thread.post({
        ...rest,
        sortCapacity,
        slots: SLOTS,
        ctrl: ctrl.buffer as SharedArrayBuffer,
        states: states.buffer as SharedArrayBuffer,
        out: out.buffer as SharedArrayBuffer,
        hashes: hashes.buffer as SharedArrayBuffer,
        sortKeys: sortKeys.buffer as SharedArrayBuffer,
        failure: failure.buffer as SharedArrayBuffer,
        layout: EXPAND_CTRL,
      });
    }
    if (count === 0) settle.resolve();
    return pool;
  }

  /** The bytes the queues and the sorts' keys hold (counted against the search's budget). */
  static bytes(init: Pick<ExpandPoolInit, 'helpers' | 'words' | 'batch' | 'branching' | 'sortCapacity'>): number {
    return init.helpers * SLOTS * init.batch * 4 * (init.words * (1 + init.branching) + init.branching) + (init.helpers > 0 ? init.sortCapacity * init.words * 4 : 0);
  }

  /**
   * Buffers of successors sorted on the first helper, one at a time, while this thread goes on
   * (layeredBfs's SortElsewhere); null when it was made with no room for them.
   */
  get sorter(): SortElsewhere | null {
    const h = this.helpers[0];
    if (!h || h.sortKeys.length === 0) return null;
    const W = this.words;
    return {
      capacity: h.sortKeys.length / W,
      start: (keys, count) => {
        if (Atomics.load(h.ctrl, EXPAND_CTRL.SORTED) !== h.sorts) this.waitSorted(h);
        h.sortKeys.set(keys.subarray(0, count * W));
        h.ctrl[EXPAND_CTRL.SORT_COUNT] = count;
        Atomics.store(h.ctrl, EXPAND_CTRL.SORT, ++h.sorts);
        this.wake(h);
      },
      finish: () => {
        this.waitSorted(h);
        return h.sortKeys.subarray(0, h.ctrl[EXPAND_CTRL.SORT_KEPT]! * W);
      },
    };
  }

  /** Wait until the helper has done every sort asked of it (a failure is thrown). */
  private waitSorted(h: Helper): void {
    for (let done = Atomics.load(h.ctrl, EXPAND_CTRL.SORTED); done !== h.sorts; done = Atomics.load(h.ctrl, EXPAND_CTRL.SORTED)) {
      this.throwIfFailed(h);
      this.waitForHelper(h, EXPAND_CTRL.SORTED, done);
    }
    this.throwIfFailed(h);
  }

  /**
   * Wait while the helper's word at `index` holds `value`, or until it has failed; thrown once it
   * has been silent too long (a thread ended by the browser says nothing). (A helper that fails
   * raises FAILED, not the word waited on: one that failed between this thread's look at FAILED and
   * its wait was heard of only after SILENT_THREAD_MS, as a helper gone silent.)
   */
  private waitForHelper(h: Helper, index: number, value: number): void {
    const failed = () => Atomics.load(h.ctrl, EXPAND_CTRL.FAILED) === 1;
    if (!waitForChange(h.ctrl, index, value, this.silentMs, failed)) throw internalError(silentThread('a helper thread', this.silentMs));
  }

  private throwIfFailed(h: Helper): void {
    if (Atomics.load(h.ctrl, EXPAND_CTRL.FAILED) !== 1) return;
    // what the helper wrote (this thread may have waited on it, unable to take in its message),
    // else what this thread heard of a helper that never ran
    const units = h.failure[0]!;
    if (units === 0) throw internalError(this.failure ?? 'a helper thread failed');
    const message = String.fromCharCode(...h.failure.subarray(2, 2 + units));
    throw h.failure[1] === 1 ? new RangeError(message) : internalError(message);
  }

  /** Something was asked of the helper: wake it. */
  private wake(h: Helper): void {
    Atomics.add(h.ctrl, EXPAND_CTRL.WAKE, 1);
    Atomics.notify(h.ctrl, EXPAND_CTRL.WAKE);
  }

  /**
   * Hand the `count` states of `states` to a helper whose queue has room, or expand them here
   * with `local` when none has; then give back the successors of batches already finished, as
   * many as fit. Writes into out from word outOff on, at most a batch's successors (batch ×
   * branching states); returns how many, or -(i + 1) when the i-th written is a goal.
   * `movesLeftAtMost`: as expandLayer's (an i32).
   */
  expand(states: Uint32Array, count: number, out: Uint32Array, outOff: number, settled: boolean, movesLeftAtMost: number, local: LocalExpand): number {
    const room = this.batch * this.branching;
    let h = this.withRoom();
    // every queue full: what is finished makes room (a batch taken back frees its slot)
    const n = h ? 0 : this.takeFinished(out, outOff, 0, room, false);
    if (n < 0) return n;
    h ??= this.withRoom();
    if (h) {
      this.post(h, states, count, settled, movesLeftAtMost);
      return this.takeFinished(out, outOff, n, room - n, false);
    }
    // (nothing finished: n is 0, the whole room is free)
    return local(states, count, out, outOff, settled, movesLeftAtMost);
  }

  /**
   * The successors of one batch still out (the end of a layer): a finished one's, else one no
   * helper has begun, taken back and expanded here with `local`, else the oldest's, waited for;
   * as expand's answer, or null when none is out.
   */
  drain(out: Uint32Array, outOff: number, local: LocalExpand): number | null {
    if (this.helpers.every((h) => h.taken === h.posted)) return null;
    // none finished yet: a batch no helper has begun is expanded here rather than waited for
    const back = this.helpers.some((h) => this.hasFinished(h)) ? null : this.takeBackUnstarted(this.takenBack);
    if (back) return local(this.takenBack, back.count, out, outOff, back.settled, back.movesLeftAtMost);
    return this.takeFinished(out, outOff, 0, this.batch * this.branching, true);
  }

  /**
   * For a search that needs to know which batch successors came from (A* with helpers,
   * helpedSearch.ts): hand the `count` states of `states` to a helper with fewer than `most`
   * batches out, tagged; false when none has room (the caller expands them itself). Their
   * bounds were asked as they were stored (BOUND_ASKED_WHEN_STORED).
   */
  offer(states: Uint32Array, count: number, settled: boolean, tag: number, most: number): boolean {
    // (a helper that failed to start would never be offered a batch: said here, not left unsaid)
    for (const x of this.helpers) this.throwIfFailed(x);
    const h = this.withRoom(Math.min(most, SLOTS));
    if (!h) return false;
    h.tags[h.posted % SLOTS] = tag;
    this.post(h, states, count, settled, BOUND_ASKED_WHEN_STORED);
    return true;
  }

  /**
   * The successors of a batch offered and finished (a helper's oldest), copied into out from
   * word outOff on and their hashes into hashes from 0 on, with its tag; waiting for one when
   * `wait`; null when none is finished (or, waiting, none is out).
   */
  takeOldest(out: Uint32Array, outOff: number, hashes: Uint32Array, wait: boolean): { count: number; tag: number } | null {
    // (no array made: it is asked between every two batches)
    let h: Helper | null = null;
    for (const x of this.helpers) {
      if (this.hasFinished(x)) {
        h = x;
        break;
      }
      if (wait && x.taken !== x.posted) h ??= x;
    }
    if (!h) return null;
    const tag = h.tags[h.taken % SLOTS]!;
    const r = this.takeOne(h, out, outOff, this.batch * this.branching, true, hashes)!;
    return { count: r < 0 ? -r : r, tag };
  }

  /**
   * A batch offered that no helper has taken up yet, the newest first, taken back: its states
   * copied into `into`, its tag; null when every batch out is taken up or finished. (Its place in
   * the queue then gives back no successors: takeOldest answers it with a count of 0.)
   */
  takeBackUnstarted(into: Uint32Array): { count: number; tag: number; settled: boolean; movesLeftAtMost: number } | null {
    const C = EXPAND_CTRL;
    for (const h of this.helpers) {
      // the helper takes its batches up oldest first: past the first taken up, all are
      for (let k = h.posted - 1; k >= h.taken; k--) {
        const slot = k % SLOTS;
        const s = C.SLOT + C.SLOT_WORDS * slot;
        const was = Atomics.compareExchange(h.ctrl, s + C.CLAIM, C.OFFERED, C.TAKEN_BACK);
        if (was === C.TAKEN_BACK) continue;
        if (was === C.TAKEN_UP) break;
        const count = h.ctrl[s + C.COUNT]!;
        into.set(h.states.subarray(slot * this.batch * this.words, (slot * this.batch + count) * this.words));
        h.ctrl[s + C.RESULT] = 0;
        return { count, tag: h.tags[slot]!, settled: h.ctrl[s + C.SETTLED] === 1, movesLeftAtMost: h.ctrl[s + C.MOVES_LEFT]! };
      }
    }
    return null;
  }

  /** Whether helper h has a batch out that it has finished. */
  private hasFinished(h: Helper): boolean {
    return h.taken !== h.posted && Atomics.load(h.ctrl, EXPAND_CTRL.FINISHED) > h.taken;
  }

  /** Whether every helper starts while this thread is busy (programWorker.ts): else await `ready` before a search that does not await. */
  get startsWhileBusy(): boolean {
    return this.helpers.every((h) => h.thread.startsWhileBusy);
  }

  /** How many helpers have taken up a batch so far: those that took part (one handed batches it never reached did not). */
  helpersUsed(): number {
    return this.helpers.filter((h) => Atomics.load(h.ctrl, EXPAND_CTRL.BEGUN) > 0).length;
  }

  /** End the helpers (whatever they hold is let go of). */
  stop(): void {
    for (const h of this.helpers) {
      Atomics.store(h.ctrl, EXPAND_CTRL.QUIT, 1);
      this.wake(h);
      h.thread.terminate();
    }
  }

  /** A helper that has its instance and a free slot in its queue, the next in turn first; null when there is none. */
  private withRoom(most = SLOTS): Helper | null {
    const k = this.helpers.length;
    for (let i = 0; i < k; i++) {
      const h = this.helpers[(this.next + i) % k]!;
      if (h.posted - h.taken < most && Atomics.load(h.ctrl, EXPAND_CTRL.READY) === 1) {
        this.next = (this.next + i + 1) % k;
        return h;
      }
    }
    return null;
  }

  private post(h: Helper, states: Uint32Array, count: number, settled: boolean, movesLeftAtMost: number): void {
    const W = this.words;
    const slot = h.posted % SLOTS;
    const s = EXPAND_CTRL.SLOT + EXPAND_CTRL.SLOT_WORDS * slot;
    h.states.set(states.subarray(0, count * W), slot * this.batch * W);
    h.ctrl[s + EXPAND_CTRL.COUNT] = count;
    h.ctrl[s + EXPAND_CTRL.SETTLED] = settled ? 1 : 0;
    h.ctrl[s + EXPAND_CTRL.MOVES_LEFT] = movesLeftAtMost;
    h.ctrl[s + EXPAND_CTRL.CLAIM] = EXPAND_CTRL.OFFERED;
    h.posted++;
    Atomics.store(h.ctrl, EXPAND_CTRL.POSTED, h.posted);
    this.wake(h);
  }

  /**
   * Copy the successors of finished batches after the n written at outOff, while they fit in
   * `room` states (`wait`: wait for one batch first, the oldest out); as expand's answer.
   */
  private takeFinished(out: Uint32Array, outOff: number, n: number, room: number, wait: boolean): number {
    for (const h of this.helpers) {
      for (;;) {
        const r = this.takeOne(h, out, outOff + n * this.words, room, wait);
        if (r === null) break;
        const written = r < 0 ? -r : r;
        if (r < 0) return -(n + written - 1) - 1;
        n += written;
        room -= written;
        wait = false;
      }
      if (!wait && n > 0 && room < this.branching) break;
    }
    return n;
  }

  /**
   * Helper h's oldest batch out, copied into out at word outOff (and their hashes into `hashes`,
   * if asked) if it is finished (`wait`: once it is) and its successors fit in `room` states:
   * expandLayer's answer for it, else null.
   */
  private takeOne(h: Helper, out: Uint32Array, outOff: number, room: number, wait: boolean, hashes: Uint32Array | null = null): number | null {
    if (h.taken === h.posted) return null;
    let finished = Atomics.load(h.ctrl, EXPAND_CTRL.FINISHED);
    if (finished === h.taken) {
      if (!wait) return null;
      while (finished === h.taken && Atomics.load(h.ctrl, EXPAND_CTRL.FAILED) === 0) {
        this.waitForHelper(h, EXPAND_CTRL.FINISHED, finished);
        finished = Atomics.load(h.ctrl, EXPAND_CTRL.FINISHED);
      }
    }
    this.throwIfFailed(h);
    const slotWords = this.batch * this.branching * this.words;
    const slot = h.taken % SLOTS;
    const r = h.ctrl[EXPAND_CTRL.SLOT + EXPAND_CTRL.SLOT_WORDS * slot + EXPAND_CTRL.RESULT]!;
    const written = r < 0 ? -r : r;
    if (written > room) return null;
    out.set(h.out.subarray(slot * slotWords, slot * slotWords + written * this.words), outOff);
    const slotHashes = this.batch * this.branching;
    hashes?.set(h.hashes.subarray(slot * slotHashes, slot * slotHashes + written));
    h.taken++;
    return r;
  }
}
