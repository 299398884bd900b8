// An answer no one read (standard output a pipe whose reader has gone, as `| true` leaves it)
// ends with exit status 3, as --help and README say, for every kind of answer: a solve's did,
// while --analyse's and --to's said 0, as if their output had been read.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.ts';
import { FIXTURES } from '../helpers/family.ts';

/** The command line whose standard output is gone from its first write on (processIo's EPIPE). */
async function unread(...argv: string[]) {
  let gone = false;
  const code = await main(argv, { out: () => void (gone = true), err: () => {}, gone: () => gone });
  return { code, wrote: gone };
}

describe('an answer no one read', () => {
  it('is exit 3 for a solve, an analysis and a level written --to; 0 where it was read', async () => {
    const move = join(FIXTURES, 'move', 'example-4x4.txt');
    const snakebird = join(FIXTURES, 'snakebird', 'level01.txt');
    for (const args of [[move], [move, '--json'], [move, '--analyse'], [move, '--analyse', '--json']].map((a) => ['move', ...a]).concat([['snakebird', snakebird, '--to', 'snakefall']])) {
      expect(await unread(...args), args.join(' ')).toEqual({ code: 3, wrote: true });
      expect(await main(args, { out: () => {}, err: () => {} }), args.join(' ')).toBe(0);
    }
  }, 30_000);
});
