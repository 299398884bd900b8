// A ChunkStore (sortedKeys.ts) in one random-access file of fixed slots, each room for a chunk
// of the largest size: a chunk goes to a slot let go of before, else to a new one at the end.
// Runs come and go within a layer, so their slots are used again and the file grows with the
// layers kept, not with every run ever written. What the browser's layered search spills to
// (its private file system gives one synchronous handle a file, opened ahead: worker/opfsStore.ts);
// the engine sees only `SyncFile`.
import { CHUNK_MAX_BYTES, type ChunkStore } from './sortedKeys.ts';

/** A file read and written at offsets, synchronously (an OPFS FileSystemSyncAccessHandle has this shape). */
export interface SyncFile {
  write(bytes: Uint8Array, options: { at: number }): number;
  read(into: Uint8Array, options: { at: number }): number;
  /** what was written is on disk (before a manifest names it) */
  flush?(): void;
}

/** The store would pass the bytes it may take (the file's limit, e.g. the storage the browser gives a page). */
export class StoreFullError extends Error {}

export class SlotChunkStore implements ChunkStore {
  /** per ref: its slot and size (null once dropped) */
  private readonly chunks: ({ slot: number; size: number } | null)[] = [];
  private readonly free: number[] = [];
  private slots = 0;
  /** chunks held now, and their bytes */
  held = 0;
  heldBytes = 0;

  constructor(
    private readonly file: SyncFile,
    /** the most bytes the file may grow to */
    readonly limitBytes = Number.POSITIVE_INFINITY,
    readonly slotBytes = CHUNK_MAX_BYTES,
  ) {}

  /** a chunk takes a whole slot whatever its size */
  get chunkBytes(): number {
    return this.slotBytes;
  }

  /**
   * A store on a file a search left, of `fileBytes`: its chunks named in `chunks` (by their offset,
   * a slot's start, and size; a kept search's layers) are held and read by the refs in that order,
   * 0 on; every other slot is free to be used again.
   */
  static reopen(file: SyncFile, fileBytes: number, chunks: readonly { offset: number; size: number }[], limitBytes = Number.POSITIVE_INFINITY, slotBytes = CHUNK_MAX_BYTES): SlotChunkStore {
    const store = new SlotChunkStore(file, limitBytes, slotBytes);
    store.slots = Math.ceil(fileBytes / slotBytes);
    const taken = new Set<number>();
    for (const { offset, size } of chunks) {
      const slot = offset / slotBytes;
      if (!Number.isInteger(slot) || slot < 0 || slot >= store.slots || size < 1 || size > slotBytes || taken.has(slot)) {
        throw new Error(`a chunk of ${size} bytes at ${offset} is not alone in a slot of the file (${fileBytes} bytes, slots of ${slotBytes})`);
      }
      taken.add(slot);
      store.chunks.push({ slot, size });
      store.held++;
      store.heldBytes += size;
    }
    // (the last free slot is used first: the file's end is reached again before it grows)
    for (let slot = 0; slot < store.slots; slot++) if (!taken.has(slot)) store.free.push(slot);
    store.free.reverse();
    return store;
  }

  /** Where the chunk `ref` starts in the file. */
  offsetOf(ref: number): number {
    return this.chunk(ref).slot * this.slotBytes;
  }

  /** the file's size: every slot ever used */
  get fileBytes(): number {
    return this.slots * this.slotBytes;
  }

  /** (every group, layer or run, shares the one file) */
  put(bytes: Uint8Array, used: number, _group?: string): number {
    if (used > this.slotBytes) throw new Error(`engine: internal error: a chunk of ${used} bytes is larger than a slot (${this.slotBytes})`);
    let slot = this.free.pop();
    if (slot === undefined) {
      if ((this.slots + 1) * this.slotBytes > this.limitBytes) {
        throw new StoreFullError(`the layers on disk reached the ${Math.floor(this.limitBytes / 2 ** 20)} MB the store may take`);
      }
      slot = this.slots++;
    }
    const at = slot * this.slotBytes;
    for (let done = 0; done < used; ) done += this.file.write(bytes.subarray(done, used), { at: at + done });
    this.chunks.push({ slot, size: used });
    this.held++;
    this.heldBytes += used;
    return this.chunks.length - 1;
  }

  get(ref: number): Uint8Array {
    const c = this.chunk(ref);
    const out = new Uint8Array(c.size);
    const at = c.slot * this.slotBytes;
    for (let done = 0; done < c.size; ) {
      const n = this.file.read(out.subarray(done), { at: at + done });
      if (n <= 0) throw new Error(`engine: internal error: the store's file ends inside the chunk of slot ${c.slot}`);
      done += n;
    }
    return out;
  }

  drop(ref: number): void {
    const c = this.chunk(ref);
    this.chunks[ref] = null;
    this.free.push(c.slot);
    this.held--;
    this.heldBytes -= c.size;
  }

  private chunk(ref: number): { slot: number; size: number } {
    const c = this.chunks[ref];
    if (!c) throw new Error(`engine: internal error: chunk ${ref} is not in the store`);
    return c;
  }
}
