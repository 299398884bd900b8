// A fault of the program itself (an exception that is no CliExit: the engine's, say) is thrown
// on, for its stack trace and exit 1, and with --json standard output still holds one object,
// {puzzle, error, exit: 1}: it was empty, and a script's JSON.parse failed on it.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli/main.ts';
import { FIXTURES } from '../helpers/family.ts';

vi.mock('../../../src/puzzles/load.ts', async (actual) => ({
  ...(await actual<typeof import('../../../src/puzzles/load.ts')>()),
  loadLevel: () => {
    throw new Error('a fault in the rules');
  },
}));

describe('an internal error', () => {
  it('is thrown on, and with --json standard output holds its object', async () => {
    const level = join(FIXTURES, 'move', 'example-4x4.txt');
    for (const json of [true, false]) {
      let out = '';
      const run = main(['move', level, ...(json ? ['--json'] : [])], { out: (t) => void (out += t), err: () => {} });
      await expect(run).rejects.toThrow('a fault in the rules');
      expect(out).toBe(json ? `${JSON.stringify({ puzzle: 'move', error: 'internal error: a fault in the rules', exit: 1 })}\n` : '');
    }
  });
});
