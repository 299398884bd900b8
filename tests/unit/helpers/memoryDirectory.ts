// A private file system in memory, shaped as worker/opfsStore.ts uses OPFS: files by name, one
// sync access handle a file at a time (a second is refused while the first is open, as the
// browser refuses it), reads and writes at offsets, and a storage estimate.
import type { PrivateFiles } from '../../../src/worker/opfsStore.ts';

export interface MemoryDirectory extends PrivateFiles {
  /** the files and their bytes, as they are now */
  files: Map<string, Uint8Array>;
  /** names with a handle open */
  held: Set<string>;
}

export function memoryDirectory(quota = Number.POSITIVE_INFINITY): MemoryDirectory {
  const files = new Map<string, Uint8Array>();
  const held = new Set<string>();
  const used = () => [...files.values()].reduce((n, f) => n + f.length, 0);
  const dir: PrivateFiles['dir'] = {
    async *keys() {
      yield* [...files.keys()];
    },
    async removeEntry(name) {
      if (!files.has(name)) throw new DOMException(`${name} is not there`, 'NotFoundError');
      if (held.has(name)) throw new DOMException(`${name} is open`, 'NoModificationAllowedError');
      files.delete(name);
    },
    async getFileHandle(name, { create }) {
      if (!files.has(name)) {
        if (!create) throw new DOMException(`${name} is not there`, 'NotFoundError');
        files.set(name, new Uint8Array(0));
      }
      return {
        async getFile() {
          const bytes = files.get(name) ?? new Uint8Array(0);
          return { size: bytes.length, text: async () => new TextDecoder().decode(bytes) };
        },
        async createSyncAccessHandle() {
          if (held.has(name)) throw new DOMException(`${name} is open`, 'NoModificationAllowedError');
          held.add(name);
          const bytes = () => files.get(name)!;
          return {
            getSize: () => bytes().length,
            truncate(size: number) {
              const b = new Uint8Array(size);
              b.set(bytes().subarray(0, size));
              files.set(name, b);
            },
            write(data: Uint8Array, { at }: { at: number }) {
              if (at + data.length > bytes().length) {
                const grown = new Uint8Array(at + data.length);
                grown.set(bytes());
                files.set(name, grown);
              }
              bytes().set(data, at);
              return data.length;
            },
            read(into: Uint8Array, { at }: { at: number }) {
              const n = Math.max(0, Math.min(into.length, bytes().length - at));
              into.set(bytes().subarray(at, at + n));
              return n;
            },
            flush() {},
            close() {
              held.delete(name);
            },
          };
        },
      };
    },
  };
  return { dir, files, held, estimate: async () => ({ quota, usage: used() }) };
}
