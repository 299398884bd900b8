// Cross-check against the reference: replays our solutions of Snakebird levels in the simulator of
// github jsnell/snakebird-solver (C++, MIT), the solver RULES.md §5 names, and compares the two
// rule sets move by move along each line.
//   node scripts/run-bundled.mjs cpp-replay --cpp DIR [--answer FILE.json] LEVEL.txt...
// DIR is a checkout of that repository (its src/ folder is compiled in; `fetch` it, or clone it).
// Each level (jsnell format) is solved here unless --answer gives a solution for it (the JSON the
// CLI prints with --json, for the levels too large to solve again). Then, from every position on
// the line, the set of positions one move away by our readable rules (snakebird/rules.ts) must be
// the set the C++ simulator makes (snakes told apart by shape only, as the C++ canonicalizes
// them), the line's next position must be among them, and the last must be a win for the C++ too.
// A measurement tool for issue 17 (a discrepancy with the reference's asserted counts); needs a
// C++14 compiler (CXX, default g++). Prints a line a level and exits 1 when any level disagrees.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { solveLevel } from '../src/puzzles/solve.ts';
import { snakebird } from '../src/puzzles/snakebird/index.ts';
import { cppMap, HARNESS, lineInput } from './cppReplay.ts';

/** Compiles the harness (cached by its source's hash); returns the binary's path or an error. */
function compile(cpp: string, source: string): string | { error: string } {
  const dir = join(tmpdir(), 'unstuck-cpp-replay');
  mkdirSync(dir, { recursive: true });
  const id = createHash('sha256').update(cpp).update(source).digest('hex').slice(0, 16);
  const bin = join(dir, `harness-${id}`);
  if (existsSync(bin)) return bin;
  writeFileSync(`${bin}.cc`, source);
  const cxx = process.env.CXX ?? 'g++';
  const r = spawnSync(cxx, ['-std=c++14', '-O2', '-w', `-I${join(cpp, 'src')}`, '-o', bin, `${bin}.cc`, join(cpp, 'src/third-party/cityhash/city.cc')], { encoding: 'utf8' });
  return r.status === 0 ? bin : { error: `${cxx} failed: ${(r.stderr || r.error?.message || '').split('\n').slice(0, 5).join(' ')}` };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const cpp = value('--cpp');
  const answer = value('--answer');
  if (!cpp || args.length === 0 || !existsSync(join(cpp, 'src/snakebird/snakebird.h'))) {
    process.stderr.write('usage: node scripts/run-bundled.mjs cpp-replay --cpp DIR [--answer FILE.json] LEVEL.txt...\n  DIR: a checkout of github jsnell/snakebird-solver\n');
    return 2;
  }
  let failed = 0;
  for (const file of args) {
    const name = basename(file);
    const say = (text: string) => process.stdout.write(`${name}: ${text}\n`);
    const parsed = snakebird.parse(readFileSync(resolve(file), 'utf8'), { format: 'jsnell' });
    if (!parsed.ok) {
      say(`not read: line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}`);
      failed++;
      continue;
    }
    const level = parsed.level;
    const drawn = cppMap(level);
    if (typeof drawn === 'string') {
      say(`skipped: ${drawn}`);
      continue;
    }
    let solution: string[];
    if (answer) solution = JSON.parse(readFileSync(answer, 'utf8')).solution;
    else {
      const result = solveLevel(snakebird, level);
      if (result.kind !== 'solved') {
        say(`not solved here (${result.kind}): nothing to replay`);
        continue;
      }
      solution = result.solution;
    }
    const input = lineInput(level, solution);
    const bin = typeof input === 'string' ? compile(cpp, HARNESS(drawn.map, drawn.setup)) : input;
    if (typeof input !== 'string' || typeof bin !== 'string') {
      say(typeof input !== 'string' ? input.error : (bin as { error: string }).error);
      failed++;
      continue;
    }
    const run = spawnSync(bin, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
    const out = (run.stdout || '').trim();
    if (run.status === 0 && out === 'ok') say(`${solution.length} moves: every position's moves the same in the C++, the line a win there`);
    else {
      say(`DIFFERS\n${out}${run.stderr ? `\n${run.stderr.trim()}` : ''}`);
      failed++;
    }
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
