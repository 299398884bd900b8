// The command line's --workers: the search spread over that many threads (parallel.ts), the
// same answer as in one; the progress says how many it runs on; a count that is not a whole
// positive number is refused with exit 2. Without it the CLI spreads as the app does.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { solve } from '../cli/runCli.ts';

const LEVEL09 = join(FIXTURES, 'snakebird', 'level09.txt');
const THREE_SNAKES = join(FIXTURES, '..', 'spread', 'three-snakes.txt');

describe('npm run solve -- --workers N', () => {
  it('solves over 2 workers to the optimum, and the progress names them', () => {
    const r = solve('snakebird', LEVEL09, '--workers', '2');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^solved in 34 moves \(/);
    expect(r.stderr).toMatch(/ 2 workers\n/);
    const json = solve('snakebird', LEVEL09, '--workers', '3', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ solvable: true, moves: 34 });
  }, 60_000);

  it('without --workers spreads a level estimated at a million states or more over every core, as the app does; a small one, or --count, runs in one thread', () => {
    const cores = availableParallelism();
    // estimated at 1.3 M states (its A* stores about 12 thousand): spread where there are 2 cores or more
    const large = solve('snakebird', THREE_SNAKES);
    expect(large.code).toBe(0);
    // (the threads it runs on are in its progress; the answer names those that took part, and a
    // search of a few thousand states may end before its helper has started)
    expect(large.stdout).toMatch(/^solved in 17 moves \(.*, astar( over [2-8] workers)?\)\n/);
    if (cores >= 2) expect(large.stderr).toMatch(new RegExp(` ${Math.min(cores, 8)} workers\n`));
    // estimated small: this thread
    const small = solve('snakebird', LEVEL09);
    expect(small.stdout).toMatch(/^solved in 34 moves \([^)]*astar\)\n/);
    // --workers 1 keeps a large one in this thread
    expect(solve('snakebird', THREE_SNAKES, '--workers', '1').stdout).toMatch(/^solved in 17 moves \([^)]*astar\)\n/);
  }, 60_000);

  it('refuses a count of workers that is not a whole positive number', () => {
    for (const bad of ['0', '1.5', 'two']) {
      const r = solve('snakebird', LEVEL09, '--workers', bad);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--workers needs a (positive|whole) number/);
    }
  }, 30_000);
});
