// A private file system that opens but refuses every handle (a browser's policy, a storage
// turned off): a solve in layers keeps them in memory at once, and says nothing of another search
// holding the files, which only a file held by another handle means.
import { describe, expect, it } from 'vitest';
import { discardKeptLayers, keptLayers, openLayersOnDisk, type PrivateFiles } from '../../../src/worker/opfsStore.ts';
import { memoryDirectory } from '../helpers/memoryDirectory.ts';

function refusingHandles(name: string): PrivateFiles {
  const files = memoryDirectory();
  return {
    estimate: files.estimate,
    dir: {
      ...files.dir,
      async getFileHandle(file, options) {
        const handle = await files.dir.getFileHandle(file, options);
        return { ...handle, createSyncAccessHandle: () => Promise.reject(new DOMException('refused', name)) };
      },
    },
  };
}

describe('a private file system that refuses every handle', () => {
  it('is no private file system for a solve: none held, none waited for', async () => {
    for (const name of ['SecurityError', 'NotSupportedError', 'UnknownError']) {
      let waited = false;
      expect(await openLayersOnDisk('move', 'ab', refusingHandles(name), () => (waited = true))).toBeNull();
      expect(waited).toBe(false);
    }
  });

  it("a file another search holds is still waited for, and then said held", async () => {
    const files = memoryDirectory();
    const first = await openLayersOnDisk('move', 'ab', files);
    expect(first).not.toBeNull();
    let waited = false;
    expect(await openLayersOnDisk('move', 'ab', files, () => (waited = true))).toBe('held');
    expect(waited).toBe(true);
    await (first as Exclude<typeof first, 'held' | null>).close(false);
  }, 30_000);

  it('reading and discarding the kept search through it end without a throw', async () => {
    const files = refusingHandles('SecurityError');
    expect(await keptLayers(files)).toBeNull();
    await expect(discardKeptLayers(files)).resolves.toBeUndefined();
  });
});
