// The C++ reference solver timed beside ours in the same run (`npm run bench -- snakebird --cpp
// DIR`): github jsnell/snakebird-solver builds one program a level (its cmake build's
// bin/snakebird.<N>, the level compiled in), a breadth-first search in one thread. The machine's
// speed drifts by a third between hours, so a ratio against a time written down on another day
// says little; one taken a few seconds apart says what issue 17's "half the C++ time" asks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './median.ts';

/** The C++ solver's program for a level of the game's corpus (level<N>.txt: DIR/snakebird.<N>, or DIR/bin/snakebird.<N>), or null. */
export function cppProgramFor(dir: string, levelName: string): string | null {
  const m = /(?:^|\/)level(\d\d|star\d|void)\.txt$/.exec(levelName);
  if (!m) return null;
  for (const p of [join(dir, `snakebird.${m[1]}`), join(dir, 'bin', `snakebird.${m[1]}`)]) if (existsSync(p)) return p;
  return null;
}

/** What its output says: the length of its line (the trace it prints starts at "Move N") and the check it failed, if any. */
export function readCppOutput(stdout: string, stderr: string): { moves: number | null; problem?: string } {
  const line = /^Move (\d+)$/m.exec(stdout);
  // (its test of the level prints this when the count differs from the one written in it)
  const failed = /^Error: (.*)$/m.exec(stderr);
  return { moves: line ? Number(line[1]) : null, ...(failed ? { problem: failed[1]! } : {}) };
}

export interface CppRun {
  /** wall time, from spawn to exit */
  seconds: number;
  /** its CPU time (user + system), where the platform tells a finished child's (Linux) */
  cpuSeconds?: number;
  moves: number | null;
  /** why its answer cannot be used: it failed, was stopped, or its own check said so */
  problem?: string;
}

/** The CPU time of this process's finished children so far, in seconds (Linux's /proc), or undefined. */
function childrenCpuSeconds(): number | undefined {
  try {
    // fields after the command's name (which may hold spaces): cutime and cstime are the 14th and 15th
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // (clock ticks: 100 a second on Linux)
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Run a program of the C++ solver in a folder of its own (it writes its layers where it runs), removed after. */
export function runCpp(program: string, timeoutMs?: number): CppRun {
  const dir = mkdtempSync(join(tmpdir(), 'unstuck-cpp-'));
  try {
    const cpu0 = childrenCpuSeconds();
    const t0 = performance.now();
    const r = spawnSync(program, [], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28, ...(timeoutMs ? { timeout: timeoutMs } : {}) });
    const seconds = (performance.now() - t0) / 1000;
    const cpu1 = childrenCpuSeconds();
    const cpu = cpu0 !== undefined && cpu1 !== undefined ? { cpuSeconds: cpu1 - cpu0 } : {};
    if (r.error) return { seconds, ...cpu, moves: null, problem: r.error.message };
    if (r.status !== 0) return { seconds, ...cpu, moves: null, problem: r.signal ? `stopped by ${r.signal}` : `exit ${r.status}` };
    return { seconds, ...cpu, ...readCppOutput(r.stdout, r.stderr) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Our time over the C++ solver's, round by round (each pair run a few seconds apart, so both met
 * the same machine), and the median of those ratios: a figure that one slow moment of either
 * solver does not move, where the fastest of each can pair two moments an hour apart. A round
 * either side of which failed is left out.
 */
export function pairedRatios(rounds: readonly { ours?: number; cpp?: number }[]): { ratios: number[]; median?: number } {
  const ratios = rounds.filter((r) => r.ours !== undefined && r.cpp !== undefined && r.cpp > 0).map((r) => r.ours! / r.cpp!);
  return ratios.length === 0 ? { ratios } : { ratios, median: median(ratios) };
}
