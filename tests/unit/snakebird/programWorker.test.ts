// spawnProgram's browser side: what a helper thread's failure says.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnProgram } from '../../../src/puzzles/snakebird/wasm/programWorker.ts';

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
