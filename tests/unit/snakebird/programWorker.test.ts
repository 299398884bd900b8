// spawnProgram's browser side: what a helper thread's failure says; and a wait on another thread.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnProgram, waitForChange } from '../../../src/puzzles/snakebird/wasm/programWorker.ts';

const proc = process as unknown as { getBuiltinModule?: unknown };
const nodes = proc.getBuiltinModule;
afterEach(() => {
  proc.getBuiltinModule = nodes;
});

/** spawnProgram as a browser runs it (no worker_threads), with a stand-in for the module worker. */
function inBrowser() {
  proc.getBuiltinModule = undefined;
  const worker = { onmessage: null, onerror: null as ((e: { message?: string }) => void) | null, postMessage() {}, terminate() {} };
  const errors: unknown[] = [];
  spawnProgram(() => {}, () => worker as unknown as Worker, () => {}, (e) => errors.push(e));
  return { worker, errors };
}

describe('spawnProgram in a browser', () => {
  it('a helper thread whose script did not load (an error event without a message) says so and what to do, not "undefined"', () => {
    const { worker, errors } = inBrowser();
    worker.onerror!({ message: '' });
    expect(errors).toEqual(["a helper thread's script did not load (check the connection, then try again)"]);
  });

  it("an error with a message passes it on", () => {
    const { worker, errors } = inBrowser();
    worker.onerror!({ message: 'Uncaught RangeError: out of memory' });
    expect(errors).toEqual(['Uncaught RangeError: out of memory']);
  });
});

describe('a wait on another thread', () => {
  it("ends once what the other thread raises in place of the word waited on is seen, though its notify came before the wait (a helper's failure): not after the whole silence", () => {
    const view = new Int32Array(new SharedArrayBuffer(8));
    const failed = () => Atomics.load(view, 1) === 1;
    // the other thread failed and notified before this one waited: the word waited on is unchanged
    Atomics.store(view, 1, 1);
    Atomics.notify(view, 0);
    expect(waitForChange(view, 0, 0, 3_000, failed)).toBe(true);
    // nothing raised: silent for the whole time
    expect(waitForChange(view, 0, 0, 2_000)).toBe(false);
    // the word changed: at once
    Atomics.store(view, 0, 5);
    expect(waitForChange(view, 0, 0, 60_000)).toBe(true);
  });
});
