// The workers each test makes and ends, counted: the page's Worker class (as the test's setup
// left it: @vitest/web-worker's) wrapped for the test.
import { afterEach, beforeEach } from 'vitest';

export function countWorkers(): { readonly started: number; readonly ended: number } {
  const counts = { started: 0, ended: 0 };
  let Before: typeof Worker = globalThis.Worker;
  beforeEach(() => {
    counts.started = 0;
    counts.ended = 0;
    Before = globalThis.Worker;
    globalThis.Worker = class extends Before {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        counts.started++;
      }
      override terminate(): void {
        counts.ended++;
        super.terminate();
      }
    };
  });
  afterEach(() => {
    globalThis.Worker = Before;
  });
  return counts;
}
