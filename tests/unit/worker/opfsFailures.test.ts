// The browser's private file system failing under a solve in layers: refusing a write for want
// of room (though its estimate said there was), or not opening at all.
import { describe, expect, it } from 'vitest';
import { handleRequest, type OpenLayers } from '../../../src/worker/handleRequest.ts';
import { keptLayers, levelHash, openLayersOnDisk, type PrivateFiles } from '../../../src/worker/opfsStore.ts';
import type { WorkerMessage } from '../../../src/worker/protocol.ts';
import { fixture } from '../helpers/family.ts';
import { memoryDirectory, type MemoryDirectory } from '../helpers/memoryDirectory.ts';

const SOLVE_IN_LAYERS_MS = 30_000;
const text = fixture('snakebird', 'level08.txt');

async function solveInLayers(id: number, openLayers: OpenLayers): Promise<WorkerMessage> {
  const out: WorkerMessage[] = [];
  await handleRequest({ type: 'solve', id, family: 'snakebird', text, layers: true, maxStates: 1e9, maxBytes: 2 ** 30 }, (m) => out.push(m), openLayers);
  return out.at(-1)!;
}

/** `files`, whose writes are refused as a full disk refuses them once `room()` bytes have been written in all. */
function refusingPast(files: MemoryDirectory, room: () => number): PrivateFiles {
  let written = 0;
  return {
    estimate: files.estimate,
    dir: {
      ...files.dir,
      async getFileHandle(name, options) {
        const file = await files.dir.getFileHandle(name, options);
        return {
          ...file,
          async createSyncAccessHandle() {
            const h = await file.createSyncAccessHandle();
            return {
              ...h,
              write(bytes: Uint8Array, at: { at: number }) {
                if (written + bytes.length > room()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
                written += bytes.length;
                return h.write(bytes, at);
              },
            };
          },
        };
      },
    },
  };
}

describe('a solve in layers whose private file system fails', () => {
  it('a write refused for want of room ends in a memory limit that says so and where the search was, its layers kept; the next solve goes on from them', async () => {
    const files = memoryDirectory();
    let room = 60_000;
    const onDisk: OpenLayers = async (family, canonical, onWait) => openLayersOnDisk(family, await levelHash(canonical), refusingPast(files, () => room), onWait);
    const full = await solveInLayers(1, onDisk);
    expect(full).toMatchObject({ type: 'result', result: { kind: 'limit', limit: 'memory', detail: expect.stringContaining('what the browser would store') } });
    expect(files.held.size).toBe(0);
    const kept = await keptLayers(files);
    expect(kept).not.toBeNull();
    // (where the search was when the storage filled: at least the layers written whole, not depth 0)
    expect((full as { result: { depth: number } }).result.depth).toBeGreaterThanOrEqual(kept!.depth);
    room = Number.POSITIVE_INFINITY;
    expect(await solveInLayers(2, onDisk)).toMatchObject({ type: 'result', result: { kind: 'solved', moves: 29, onDisk: true, resumedAt: kept!.depth } });
  }, SOLVE_IN_LAYERS_MS);

  it('one that fails to open (or no digest to name the level by) leaves the layers in memory: the solve ends as without one', async () => {
    const failing: OpenLayers = () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'digest')"));
    const answer = await solveInLayers(3, failing);
    expect(answer).toMatchObject({ type: 'result', result: { kind: 'solved', moves: 29, method: 'layers' } });
    expect((answer as { result: object }).result).not.toHaveProperty('onDisk');
  }, SOLVE_IN_LAYERS_MS);
});
