// The command line's --workers: the search spread over that many threads (parallel.ts), the
// same answer as in one; the progress says how many it runs on; a count that is not a whole
// positive number is refused with exit 2.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { solve } from '../cli/runCli.ts';

const LEVEL09 = join(FIXTURES, 'snakebird', 'level09.txt');

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

  it('refuses a count of workers that is not a whole positive number', () => {
    for (const bad of ['0', '1.5', 'two']) {
      const r = solve('snakebird', LEVEL09, '--workers', bad);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--workers needs a (positive|whole) number/);
    }
  }, 30_000);
});
