// The bench's arguments: what it was asked, or a refusal that names the mistake.
import { describe, expect, it } from 'vitest';
import { BENCH_HELP, readBenchArgs } from '../../../bench/benchArgs.ts';

describe('readBenchArgs', () => {
  it('reads families, flags and numbers', () => {
    const a = readBenchArgs(['snakebird', 'move', '--heavy', '--runs', '3', '--max-memory', '6144.5', '--workers', '2', '--filter', 'star']);
    expect(a).toMatchObject({ families: ['snakebird', 'move'], heavy: true, runs: 3, maxBytes: 6144.5 * 2 ** 20, workers: [1, 2], filter: 'star', json: false });
    expect(readBenchArgs(['--workers', '1,4'])).toMatchObject({ workers: [1, 4] });
    expect(readBenchArgs([])).toMatchObject({ families: [], runs: undefined, maxBytes: undefined, workers: undefined, help: false });
  });

  it('refuses a misspelt option, an unknown family and a number that is not one, naming it', () => {
    expect(readBenchArgs(['--heavey'])).toEqual({ error: "Unknown option '--heavey'" });
    expect(readBenchArgs(['snakbird'])).toEqual({ error: "no family 'snakbird'; the families are anemones, snakebird, move, bars, dogbunny" });
    expect(readBenchArgs(['--runs', 'x'])).toEqual({ error: "--runs needs a whole number of at least 1, not 'x'" });
    expect(readBenchArgs(['--runs', '0'])).toHaveProperty('error');
    expect(readBenchArgs(['--max-memory', '-5'])).toHaveProperty('error');
    expect(readBenchArgs(['--workers', '2,x'])).toHaveProperty('error');
    expect(readBenchArgs(['--seconds', 'soon'])).toHaveProperty('error');
    expect(readBenchArgs(['--filter'])).toHaveProperty('error');
  });

  it('--help names every option it reads', () => {
    expect(readBenchArgs(['-h'])).toMatchObject({ help: true });
    for (const option of ['--filter', '--json', '--runs', '--warm', '--in-process', '--max-memory', '--trace', '--heavy', '--workers', '--layers', '--cpp', '--expand', '--sample', '--against', '--sets', '--first', '--seconds', '--states']) {
      expect(BENCH_HELP).toContain(option);
      expect(readBenchArgs([option, ...(['--json', '--warm', '--in-process', '--trace', '--heavy', '--layers', '--expand', '--sets', '--first'].includes(option) ? [] : ['1'])])).not.toHaveProperty('error');
    }
  });
});
