// Where the browser's layered search keeps its layers: a file of the page's private file system
// (OPFS), through the one synchronous handle the solve worker opens ahead (a handle is opened
// asynchronously; the search reads and writes synchronously), as fixed slots
// (engine/slotStore.ts). Memory then holds the layer being made, the runs under their share and
// the buffers; the disk holds the seen set, up to the storage the browser gives the page.
//
// A search stopped before its answer (cancelled, its worker ended, the tab closed, a limit)
// is kept there: after each layer a manifest (engine/layerManifest.ts) names the layers made so
// far, and a solve in layers of the same level goes on from them. The manifest is written to two
// files in turn, so that one torn by a crash leaves the other, a layer older, whole; the reader
// takes the readable one of the most layers. One search is kept at a time: a solve in layers of
// another level starts over in the same files.
import { adoptLayers, checkManifest, layerEntry, type LayerEntry, type Manifest, newManifest } from '../engine/layerManifest.ts';
import type { LayeredOptions } from '../engine/layeredBfs.ts';
import { SlotChunkStore, StoreFullError, type SyncFile } from '../engine/slotStore.ts';
import { ByteBudget, CHUNK_MAX_BYTES, spilledKeySet } from '../engine/sortedKeys.ts';

/** the slots of the kept search's layers, and its two manifests */
const SLOTS = 'unstuck-layers.slots';
const MANIFESTS = ['unstuck-layers.a.json', 'unstuck-layers.b.json'] as const;
/** the files of the builds before searches were kept, one a search: removed when met */
const OLD_PREFIX = 'unstuck-layers-';
/** the share of the storage left to the page that a search may fill (the rest for the page's own data) */
const STORAGE_SHARE = 0.9;

/** A solve in layers of the page's level stopped before its end and kept on disk: what the page says of it. */
export interface KeptLayers {
  family: string;
  /** the sha256 of the level's canonical text */
  level: string;
  /** the last layer made, and the states of all of them */
  depth: number;
  states: number;
  /** the bytes its file holds */
  bytes: number;
}

/** A sync access handle as this module uses it. */
interface Handle extends SyncFile {
  getSize(): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
}
interface FileHandle {
  createSyncAccessHandle(): Promise<Handle>;
  getFile(): Promise<{ size: number; text(): Promise<string> }>;
}
/** What this module needs of OPFS (lib.dom types a directory's keys and a sync handle only in a worker's lib). */
interface Directory {
  keys(): AsyncIterable<string>;
  removeEntry(name: string): Promise<void>;
  getFileHandle(name: string, options: { create: boolean }): Promise<FileHandle>;
}
/** A private file system: its directory, and what the browser says of the storage it gives the page. */
export interface PrivateFiles {
  dir: Directory;
  estimate(): Promise<{ quota?: number; usage?: number }>;
}

/** The page's private file system, or null where it has none. */
async function privateFiles(): Promise<PrivateFiles | null> {
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;
  if (!storage?.getDirectory) return null;
  try {
    return { dir: (await storage.getDirectory()) as unknown as Directory, estimate: () => storage.estimate() };
  } catch {
    return null;
  }
}

/** The sha256 of a level's canonical text, in hex (the manifest names its level by it). */
export async function levelHash(canonicalText: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalText));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The manifest of the most layers among `texts` that reads whole and places every chunk alone at
 * the start of a slot of a file of `fileBytes`, or null. `expect`: this level's family and hash
 * (a manifest of another is not taken); without it, any level's.
 */
function bestManifest(texts: readonly (string | null)[], fileBytes: number, expect?: { family: string; level: string }): { manifest: Manifest; index: number } | null {
  let best: { manifest: Manifest; index: number } | null = null;
  for (const [index, text] of texts.entries()) {
    let json: unknown;
    try {
      json = JSON.parse(text ?? '');
    } catch {
      continue;
    }
    const named = json as { family?: unknown; level?: unknown } | null;
    const family = expect?.family ?? (typeof named?.family === 'string' ? named.family : '');
    const level = expect?.level ?? (typeof named?.level === 'string' ? named.level : '');
    const checked = checkManifest(json, family, level, (_d, l: LayerEntry) =>
      l.file === SLOTS && l.chunks.every((c) => c.offset % CHUNK_MAX_BYTES === 0 && c.offset + c.size <= fileBytes) ? null : 'a chunk is not at a slot of the file',
    );
    if ('manifest' in checked && (!best || checked.manifest.layers.length > best.manifest.layers.length)) best = { manifest: checked.manifest, index };
  }
  return best;
}

const describe = (m: Manifest, bytes: number): KeptLayers => ({
  family: m.family,
  level: m.level,
  depth: m.layers.length - 1,
  states: m.layers.reduce((n, l) => n + l.count, 0),
  bytes,
});

/** The search kept in this page's private file system, or null (none, none that reads, no private file system). */
export async function keptLayers(files?: PrivateFiles): Promise<KeptLayers | null> {
  const r = files ?? (await privateFiles());
  if (!r) return null;
  try {
    const read = async (name: string) => (await (await r.dir.getFileHandle(name, { create: false })).getFile()).text();
    const slots = await (await r.dir.getFileHandle(SLOTS, { create: false })).getFile();
    const texts = await Promise.all(MANIFESTS.map((name) => read(name).catch(() => null)));
    const best = bestManifest(texts, slots.size);
    return best ? describe(best.manifest, slots.size) : null;
  } catch {
    return null;
  }
}

/** Remove the kept search's files (those another search holds open stay). */
export async function discardKeptLayers(files?: PrivateFiles): Promise<void> {
  const r = files ?? (await privateFiles());
  if (!r) return;
  for (const name of [SLOTS, ...MANIFESTS]) await held(() => r.dir.removeEntry(name)).catch(() => undefined);
}

/**
 * The error of a file another handle holds: NoModificationAllowedError, as the File System
 * standard says; InvalidStateError in Chromium before it followed it. Any other (a private file
 * system that refuses every handle) is no wait for another search.
 */
const isHeld = (e: unknown) => ['NoModificationAllowedError', 'InvalidStateError'].includes((e as { name?: string } | null)?.name ?? '');

/**
 * What `act` gives, asked again while a file is held (a search just cancelled lets its handles
 * go only as its worker ends, which a browser may carry out a second or two later); a file
 * that is not there is no failure.
 */
async function held<T>(act: () => Promise<T>, onWait?: () => void): Promise<T | undefined> {
  for (let tries = 0; ; tries++) {
    try {
      return await act();
    } catch (e) {
      if ((e as { name?: unknown }).name === 'NotFoundError') return undefined;
      if (tries >= HELD_TRIES || !isHeld(e)) throw e;
      if (tries === 0) onWait?.();
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
/** tries of 100 ms for a file another worker holds: the 2 s Chromium may take to end a busy worker, and more on a loaded machine */
const HELD_TRIES = 50;

/**
 * `h`, whose writes the browser refuses for want of room (the estimate the store's limit comes
 * from is only an estimate) end the search as the store's own limit does: a limit that says
 * why, its layers kept to go on from, not a failure that removes them.
 */
function roomChecked(h: Handle): Handle {
  const write = h.write.bind(h);
  h.write = (bytes, options) => {
    try {
      return write(bytes, options);
    } catch (e) {
      if ((e as { name?: unknown }).name !== 'QuotaExceededError') throw e;
      throw new StoreFullError(`the layers on disk reached what the browser would store (${(e as Error).message})`);
    }
  };
  return h;
}

/** The slots of a kept search reopened with its layers' chunks, or null when they cannot be (two chunks in a slot). */
function reopenKept(slots: SyncFile, fileBytes: number, m: Manifest, room: number): SlotChunkStore | null {
  try {
    return SlotChunkStore.reopen(
      slots,
      fileBytes,
      m.layers.flatMap((l) => l.chunks.map((c) => ({ offset: c.offset, size: c.size }))),
      room,
    );
  } catch {
    return null;
  }
}

/** The layers of a solve on disk: the search's options (its store, the layers it resumes from, the manifest written after each layer), and how to let them go. */
export interface LayersOnDisk {
  options: Pick<LayeredOptions, 'store' | 'resumeFrom' | 'onLayer'>;
  /** the last layer kept that the search goes on from, when it resumes */
  resumedAt?: number;
  /** the search ended: `keep` (it stopped before an answer) leaves the files for a solve to go on from, else they are removed */
  close(keep: boolean): Promise<void>;
}

/**
 * The store of a solve in layers of `family`'s level of hash `level` in OPFS, going on from the
 * search kept there when it is this level's; null where there is no private file system, 'held'
 * where its files stay held by another search (another tab's) for the seconds `held` waits: that
 * one then keeps its layers in memory. `onWait`: called once, when the files are found held.
 */
export async function openLayersOnDisk(family: string, level: string, files?: PrivateFiles, onWait?: () => void): Promise<LayersOnDisk | 'held' | null> {
  const r = files ?? (await privateFiles());
  if (!r) return null;
  const { dir } = r;
  const handles: Handle[] = [];
  try {
    const old: string[] = [];
    for await (const name of dir.keys()) if (name.startsWith(OLD_PREFIX)) old.push(name);
    for (const name of old) await dir.removeEntry(name).catch(() => undefined);
    const open = async (name: string) => {
      const h = await (await dir.getFileHandle(name, { create: true })).createSyncAccessHandle();
      handles.push(h);
      return roomChecked(h);
    };
    let failure: unknown = null;
    const slots = await held(() => open(SLOTS), onWait).catch((e: unknown) => void (failure = e));
    if (!slots) {
      for (const h of handles) h.close();
      // (one that refuses handles at all keeps the layers in memory as where there is no private file system: said as nothing held)
      return isHeld(failure) ? 'held' : null;
    }
    const manifests = [await open(MANIFESTS[0]), await open(MANIFESTS[1])] as const;
    const readAll = (h: Handle) => {
      const bytes = new Uint8Array(h.getSize());
      for (let done = 0; done < bytes.length; ) {
        const n = h.read(bytes.subarray(done), { at: done });
        if (n <= 0) break;
        done += n;
      }
      return new TextDecoder().decode(bytes);
    };
    const texts = manifests.map(readAll);
    const fileBytes = slots.getSize();
    const { quota, usage } = await r.estimate();
    // (the file left is counted in the usage already: kept, it may grow again to what it holds; else it is emptied)
    const room = quota === undefined ? Number.POSITIVE_INFINITY : (quota - (usage ?? 0)) * STORAGE_SHARE + fileBytes;
    const best = bestManifest(texts, fileBytes, { family, level });
    // (a manifest whose chunks share a slot is no search's: started over as if there were none)
    const reopened = best ? reopenKept(slots, fileBytes, best.manifest, room) : null;
    const kept = reopened ? best!.manifest : undefined;
    let store: SlotChunkStore;
    let manifest: Manifest;
    let resumeFrom: LayeredOptions['resumeFrom'];
    /** the manifest file written next: the other one than the one read */
    let next = 0;
    if (kept) {
      store = reopened!;
      let ref = 0;
      resumeFrom = adoptLayers(kept, () => ref++).map((chunks) => spilledKeySet(kept.words, new ByteBudget(), store, chunks));
      manifest = kept;
      next = 1 - best!.index;
    } else {
      // (another level's search, or none that reads: this one starts over in the same files)
      for (const h of [slots, ...manifests]) h.truncate(0);
      store = new SlotChunkStore(slots, room);
      manifest = newManifest(family, level);
    }
    const onLayer: LayeredOptions['onLayer'] = (layer, depth) => {
      // (the layer's chunks are on disk before a manifest names them)
      slots.flush();
      manifest.words = layer.words;
      manifest.layers.length = depth;
      manifest.layers.push(layerEntry(layer, (ref) => ({ file: SLOTS, offset: store.offsetOf(ref) })));
      const h = manifests[next]!;
      const bytes = new TextEncoder().encode(JSON.stringify(manifest));
      h.truncate(0);
      for (let done = 0; done < bytes.length; ) done += h.write(bytes.subarray(done), { at: done });
      h.flush();
      next = 1 - next;
    };
    return {
      options: { store, onLayer, ...(resumeFrom ? { resumeFrom } : {}) },
      ...(kept ? { resumedAt: kept.layers.length - 1 } : {}),
      async close(keep) {
        for (const h of handles) h.close();
        if (!keep) await discardKeptLayers(r);
      },
    };
  } catch {
    for (const h of handles) h.close();
    return null;
  }
}
