// Where the browser's layered search keeps its layers: a file of the page's private file system
// (OPFS), through the one synchronous handle the solve worker opens ahead (a handle is opened
// asynchronously; the search reads and writes synchronously), as fixed slots
// (engine/slotStore.ts). Memory then holds the layer being made, the runs under their share and
// the buffers; the disk holds the seen set, up to the storage the browser gives the page.
import { SlotChunkStore, type SyncFile } from '../engine/slotStore.ts';

/** The file names of the layered search's stores (one a search). */
const PREFIX = 'unstuck-layers-';
/** the share of the storage left to the page that a search may fill (the rest for the page's own data) */
const STORAGE_SHARE = 0.9;

/** A store open on its file, and how to let it go (the file is removed). */
export interface OpenStore {
  store: SlotChunkStore;
  close(): void;
}

/** What this module needs of OPFS (lib.dom types a directory's keys and a sync handle only in a worker's lib). */
interface Directory {
  keys(): AsyncIterable<string>;
  removeEntry(name: string): Promise<void>;
  getFileHandle(name: string, options: { create: boolean }): Promise<{ createSyncAccessHandle(): Promise<SyncFile & { close(): void }> }>;
}

/**
 * A store on a new file of OPFS, or null where there is none (not a worker of a secure page, or
 * the browser refuses). Files a search left (its worker ended by a cancel) are removed first,
 * unless another search holds them.
 */
export async function openOpfsStore(): Promise<OpenStore | null> {
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;
  if (!storage?.getDirectory) return null;
  try {
    const root = (await storage.getDirectory()) as unknown as Directory;
    const left: string[] = [];
    for await (const name of root.keys()) if (name.startsWith(PREFIX)) left.push(name);
    for (const name of left) await root.removeEntry(name).catch(() => undefined);
    const name = `${PREFIX}${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const handle = await (await root.getFileHandle(name, { create: true })).createSyncAccessHandle();
    const { quota, usage } = await storage.estimate();
    const room = quota === undefined ? Number.POSITIVE_INFINITY : (quota - (usage ?? 0)) * STORAGE_SHARE;
    return {
      store: new SlotChunkStore(handle, room),
      close() {
        handle.close();
        void root.removeEntry(name).catch(() => undefined);
      },
    };
  } catch {
    return null;
  }
}
