// The bench's C++ side by side (bench/cppTiming.ts, `npm run bench -- snakebird --cpp DIR`): the
// tests have no build of the C++ solver, so a script stands in for one of its programs, printing
// what it prints; what is tested is the bench's part: which program a level has, the run in a
// folder of its own, and what its output says.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cppProgramFor, pairedRatios, readCppOutput, runCpp } from '../../../bench/cppTiming.ts';

// what the C++ solver prints for a level of 3 moves: a depth a line, the counts of each, then the line back from the win
const SOLVED = ['Running search(st, map)', 'depth: 0', '  new states: 6', 'depth: 1', 'depth: 2', 'Move 3', '....', 'Move 2', 'Move 1', 'Move 0', ''].join('\n');

describe('the C++ solver timed beside ours', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cpp-timing-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A program standing in for snakebird.<name>: a shell script. */
  function program(path: string, body: string): string {
    writeFileSync(path, `#!/bin/sh\n${body}\n`);
    chmodSync(path, 0o755);
    return path;
  }

  it('finds the program of a level of the game in the folder or its bin/, and none for other levels', () => {
    mkdirSync(join(dir, 'bin'));
    program(join(dir, 'bin', 'snakebird.19'), 'true');
    program(join(dir, 'snakebird.star4'), 'true');
    expect(cppProgramFor(dir, 'snakebird-jsnell/level19.txt')).toBe(join(dir, 'bin', 'snakebird.19'));
    expect(cppProgramFor(dir, 'snakebird-jsnell/levelstar4.txt')).toBe(join(dir, 'snakebird.star4'));
    // built for another level only, or not a level of the game
    expect(cppProgramFor(dir, 'snakebird-jsnell/level29.txt')).toBeNull();
    expect(cppProgramFor(dir, 'bench/snakebird/level19-copy.txt')).toBeNull();
    expect(cppProgramFor(dir, 'gallery: Level 19')).toBeNull();
  });

  it('reads the length of its line, and the check it failed', () => {
    expect(readCppOutput(SOLVED, '')).toEqual({ moves: 3 });
    expect(readCppOutput('depth: 0\ndepth: 1\n', '')).toEqual({ moves: null });
    expect(readCppOutput(SOLVED, 'Error: expected search(st, map) => 4, got 3\n')).toEqual({ moves: 3, problem: 'expected search(st, map) => 4, got 3' });
  });

  it('runs it in a folder of its own, removed after, and times it', () => {
    // it writes a file where it runs (the C++ solver writes its layers there) and says where that was
    const where = join(dir, 'where');
    const p = program(join(dir, 'snakebird.09'), `echo layer > layer-0; pwd > '${where}'; sleep 0.2; printf '${SOLVED.replace(/\n/g, '\\n')}'`);
    const run = runCpp(p);
    expect(run.problem).toBeUndefined();
    expect(run.moves).toBe(3);
    expect(run.seconds).toBeGreaterThanOrEqual(0.2);
    const ranIn = readFileSync(where, 'utf8').trim();
    expect(ranIn).not.toBe(process.cwd());
    expect(ranIn.startsWith(tmpdir())).toBe(true);
    expect(existsSync(ranIn)).toBe(false);
    expect(run.cpuSeconds === undefined || run.cpuSeconds >= 0).toBe(true);
  });

  it("reads the CPU time its program spent, where Linux's /proc tells a finished child's", () => {
    // (the shell counting keeps a core busy for some tens of milliseconds at least: several clock ticks)
    const run = runCpp(program(join(dir, 'snakebird.10'), `i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; printf '${SOLVED.replace(/\n/g, '\\n')}'`));
    expect(run.moves).toBe(3);
    if (!existsSync('/proc/self/stat')) return expect(run.cpuSeconds).toBeUndefined();
    // its own CPU, not this process's: more than nothing, and no more than its wall time (one thread; a clock tick or two of rounding)
    expect(run.cpuSeconds).toBeGreaterThan(0);
    expect(run.cpuSeconds!).toBeLessThanOrEqual(run.seconds + 0.02);
  });

  it('says why a run cannot be used: it failed, or was stopped', () => {
    expect(runCpp(program(join(dir, 'snakebird.01'), 'exit 3'))).toMatchObject({ moves: null, problem: 'exit 3' });
    const stopped = runCpp(program(join(dir, 'snakebird.02'), 'sleep 5'), 200);
    expect(stopped).toMatchObject({ moves: null });
    expect(stopped.problem).toBeTruthy();
    expect(runCpp(join(dir, 'snakebird.missing')).problem).toMatch(/ENOENT/);
  });

  it('pairs each round of ours with the C++ run of the same round, and takes the median of the ratios', () => {
    // the fastest of each (ours 2 s, the C++ solver's 8 s) come from different rounds and would give 0.25; round by round the ratios are 0.2, 0.4 and 0.75
    const rounds = [
      { ours: 2, cpp: 10 },
      { ours: 4, cpp: 10 },
      { ours: 6, cpp: 8 },
    ];
    const paired = pairedRatios(rounds);
    expect(paired.ratios.map((r) => +r.toFixed(3))).toEqual([0.2, 0.4, 0.75]);
    expect(paired.median).toBeCloseTo(0.4, 10);
    // a round where either side failed is left out; none left, no median
    expect(pairedRatios([{ ours: 1, cpp: 4 }, { cpp: 2 }, { ours: 3 }, { ours: 1, cpp: 0 }]).ratios).toEqual([0.25]);
    expect(pairedRatios([{ ours: 3 }]).median).toBeUndefined();
    // of an even count, the upper of the middle two: the figure that errs against us
    expect(pairedRatios([{ ours: 1, cpp: 2 }, { ours: 1, cpp: 4 }]).median).toBe(0.5);
  });
});
