// On a machine of many cores the command line spreads a large level's search over every core
// up to the most --workers takes (8), as the app's worker does: the search in layers started a
// helper a core (31 on 32 cores, holding 2.2 GB before its first layer).
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';

vi.mock('node:os', async (original) => ({ ...(await original<typeof import('node:os')>()), availableParallelism: () => 32 }));
const { main, MOST_WORKERS } = await import('../../../src/cli/main.ts');

describe('the command line on 32 cores', () => {
  it(`spreads the search in layers over ${MOST_WORKERS} threads, not 32`, async () => {
    let err = '';
    // (four snakes: estimated past a million states, so spread by default; stopped at once)
    const code = await main(['snakebird', join(FIXTURES, '..', 'spread', 'four-snakes.txt'), '--layers', '--max-states', '2000'], { out: () => {}, err: (e) => void (err += e) });
    expect(code).toBe(3);
    expect(err).toMatch(new RegExp(`^depth 0 .* ${MOST_WORKERS} workers\\n`));
  }, 60_000);
});
