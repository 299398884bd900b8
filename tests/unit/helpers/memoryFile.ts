// A file in memory read and written at offsets, as a SlotChunkStore takes one (the browser's is
// an OPFS sync access handle): it grows as written; a read past its end gets 0 bytes. `most`:
// the most bytes one call reads or writes, so that a caller must go on until all are done.
import type { SyncFile } from '../../../src/engine/slotStore.ts';

export function memoryFile(most = Number.POSITIVE_INFINITY): SyncFile & { size: () => number } {
  let bytes = new Uint8Array(0);
  return {
    size: () => bytes.length,
    write(data, { at }) {
      if (at + data.length > bytes.length) {
        const grown = new Uint8Array(Math.max(at + data.length, bytes.length * 2));
        grown.set(bytes);
        bytes = grown;
      }
      const n = Math.min(most, data.length);
      bytes.set(data.subarray(0, n), at);
      return n;
    },
    read(into, { at }) {
      const n = Math.max(0, Math.min(into.length, bytes.length - at, most));
      into.set(bytes.subarray(at, at + n));
      return n;
    },
  };
}
