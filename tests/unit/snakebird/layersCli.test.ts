// The command line's --layers (Snakebird by breadth-first search over sorted layers): its answer,
// its memory limit and what it refuses.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { solve } from '../cli/runCli.ts';

const level10 = join(FIXTURES, 'snakebird', 'level10.txt');

describe('npm run solve -- snakebird <file> --layers', () => {
  it('solves a level optimally by the layered search', () => {
    const r = solve('snakebird', level10, '--layers');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^solved in 33 moves \(\d+ states, \d+ ms, layers\)\n/);
    const json = solve('snakebird', level10, '--layers', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ solvable: true, moves: 33 });
  }, 60_000);

  it('exits 3 at the memory budget and says what did not fit', () => {
    // the module's own memory (under a megabyte on this level) is counted first
    const r = solve('snakebird', level10, '--layers', '--max-memory', '0.5');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/memory limit: the search's buffers \(\d+ KB\) did not fit the memory budget of 512 KB \(the layers of 0 states held 0 KB, the search's own memory \d+ KB\)/);
  }, 60_000);

  it('spreads its expansion over --workers threads, to the same answer', () => {
    const r = solve('snakebird', level10, '--layers', '--workers', '2');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^solved in 33 moves \(\d+ states, \d+ ms, layers over 2 workers\)\n/);
  }, 60_000);

  it('exits 2 for another puzzle, or with --count or --first', () => {
    expect(solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--layers').code).toBe(2);
    for (const extra of [['--count'], ['--first']]) {
      const r = solve('snakebird', level10, '--layers', ...extra);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--layers is Snakebird');
    }
  }, 60_000);
});
