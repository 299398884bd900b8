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
//   node scripts/run-bundled.mjs cpp-replay --cpp DIR --random N [--seed S]
// N random closed levels instead (blocks, spikes, water, fruit, teleporters), each with a random
// walk of up to 40 moves, held to the same: the same moves from every position of the walk; and
// the optimum of each, by our search and by a breadth-first search over the C++ simulator's
// states (up to 200,000), must be the same.
// A measurement tool for issue 17 (a discrepancy with the reference's asserted counts); needs a
// C++14 compiler (CXX, default g++). Prints a line a level (with --random, a line a failure and
// a summary) and exits 1 when any level disagrees.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { solveLevel } from '../src/puzzles/solve.ts';
import { snakebird } from '../src/puzzles/snakebird/index.ts';
import type { SnakebirdLevel } from '../src/puzzles/snakebird/format.ts';
import { cppMap, HARNESS, lineInput, randomJsnellLevel, randomSource } from './cppReplay.ts';

/** Compiles the harness (cached by its source's hash); returns the binary's path or an error. */
function compile(cpp: string, source: string): string | { error: string } {
  const dir = join(tmpdir(), 'unstuck-cpp-replay');
  mkdirSync(dir, { recursive: true });
  const id = createHash('sha256').update(cpp).update(source).digest('hex').slice(0, 16);
  const bin = join(dir, `harness-${id}`);
  if (existsSync(bin)) return bin;
  writeFileSync(`${bin}.cc`, source);
  const cxx = process.env.CXX ?? 'g++';
  // built under another name and renamed once whole: a build cut short leaves no binary to reuse
  const r = spawnSync(cxx, ['-std=c++14', '-O1', '-w', `-I${join(cpp, 'src')}`, '-o', `${bin}.part`, `${bin}.cc`, join(cpp, 'src/third-party/cityhash/city.cc')], { encoding: 'utf8' });
  if (r.status !== 0) return { error: `${cxx} failed: ${(r.stderr || r.error?.message || '').split('\n').slice(0, 5).join(' ')}` };
  renameSync(`${bin}.part`, bin);
  return bin;
}

/** The harness of a level, built (or a reason the C++ map cannot hold it). */
function harnessFor(cpp: string, level: SnakebirdLevel): string | { error: string } | { skipped: string } {
  const drawn = cppMap(level);
  return typeof drawn === 'string' ? { skipped: drawn } : compile(cpp, HARNESS(drawn.map, drawn.setup));
}

/**
 * Replays a line of a level in the C++ simulator: 'ok', 'drawing' (the C++ reads the start
 * otherwise), 'endless' (it did not end within 20 s: a fall through the pads for ever), or what
 * differs.
 */
function replay(cpp: string, level: SnakebirdLevel, line: string[], mustWin: boolean): string {
  const input = lineInput(level, line, mustWin);
  if (typeof input !== 'string') return input.error;
  const bin = harnessFor(cpp, level);
  if (typeof bin !== 'string') return 'skipped' in bin ? `skipped: ${bin.skipped}` : bin.error;
  // the C++ settles a fall through a teleporter loop for ever, where ours calls it lost
  const run = spawnSync(bin, { input, encoding: 'utf8', maxBuffer: 1 << 26, timeout: 20_000 });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') return 'endless';
  const out = (run.stdout || '').trim();
  if (run.status === 0 && out === 'ok') return 'ok';
  if (out.startsWith('position 0 differs')) return 'drawing';
  return `DIFFERS\n${out}${run.stderr ? `\n${run.stderr.trim()}` : ''}`;
}

/**
 * The optimum by the C++ solver's rules and a breadth-first search of its states, beside ours:
 * 'solvable' or 'unsolvable' when both searches ended and agree, 'open' when one did not end (past
 * the states given, or a fall for ever in the C++), else what differs.
 */
function compareOptima(cpp: string, level: SnakebirdLevel, maxStates: number): string {
  const bin = harnessFor(cpp, level);
  if (typeof bin !== 'string') return 'skipped' in bin ? 'open' : bin.error;
  const run = spawnSync(bin, { input: `optimum ${maxStates}\n`, encoding: 'utf8', timeout: 60_000 });
  const theirs = Number((run.stdout || '').trim());
  const result = solveLevel(snakebird, level, { maxStates });
  const ours = result.kind === 'solved' ? result.moves : result.kind === 'unsolvable' ? -1 : -2;
  if (run.status !== 0 || theirs === -2 || ours === -2) return 'open';
  if (theirs === ours) return ours === -1 ? 'unsolvable' : 'solvable';
  const say = (n: number) => (n === -1 ? 'no solution' : `${n} moves`);
  return `the optimum differs: the C++ ${say(theirs)}, ours ${say(ours)}`;
}

/** A random walk from the start: up to `moves` legal moves that do not lose, stopping at a win. */
function randomWalk(level: SnakebirdLevel, random: () => number, moves: number): string[] {
  let state = snakebird.start(level);
  const line: string[] = [];
  while (line.length < moves && !snakebird.isWon(level, state)) {
    const options = snakebird.legalMoves(level, state).filter((m) => !snakebird.play(level, state, m)!.dead);
    if (options.length === 0) break;
    const move = options[Math.floor(random() * options.length)]!;
    line.push(move);
    state = snakebird.play(level, state, move)!;
  }
  return line;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const cpp = value('--cpp');
  const answer = value('--answer');
  const randomCount = Number(value('--random') ?? 0);
  const seed = Number(value('--seed') ?? 1);
  if (!cpp || (args.length === 0 && !randomCount) || !existsSync(join(cpp, 'src/snakebird/snakebird.h'))) {
    process.stderr.write('usage: node scripts/run-bundled.mjs cpp-replay --cpp DIR [--answer FILE.json] LEVEL.txt... | --random N [--seed S]\n  DIR: a checkout of github jsnell/snakebird-solver\n');
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
    let solution: string[];
    if (answer) solution = JSON.parse(readFileSync(answer, 'utf8')).solution;
    else {
      const result = solveLevel(snakebird, parsed.level);
      if (result.kind !== 'solved') {
        say(`not solved here (${result.kind}): nothing to replay`);
        continue;
      }
      solution = result.solution;
    }
    const outcome = replay(cpp, parsed.level, solution, true);
    if (outcome === 'ok') say(`${solution.length} moves: every position's moves the same in the C++, the line a win there`);
    else {
      say(outcome === 'drawing' ? 'DIFFERS: the C++ reads the start otherwise' : outcome === 'endless' ? 'DIFFERS: the C++ did not end within 20 s' : outcome);
      if (!outcome.startsWith('skipped')) failed++;
    }
  }
  if (randomCount > 0) {
    const random = randomSource(seed);
    const tally = { ok: 0, moves: 0, drawing: 0, endless: 0, unread: 0, solvable: 0, unsolvable: 0 };
    for (let k = 0; k < randomCount; k++) {
      const text = randomJsnellLevel(random);
      const parsed = snakebird.parse(text, { format: 'jsnell' });
      if (!parsed.ok) {
        tally.unread++;
        continue;
      }
      const line = randomWalk(parsed.level, random, 40);
      const optima = compareOptima(cpp, parsed.level, 200_000);
      if (optima === 'solvable' || optima === 'unsolvable') tally[optima]++;
      const outcome = optima === 'solvable' || optima === 'unsolvable' || optima === 'open' ? replay(cpp, parsed.level, line, false) : optima;
      if (outcome === 'ok') {
        tally.ok++;
        tally.moves += line.length;
      } else if (outcome === 'drawing') tally.drawing++;
      else if (outcome === 'endless') tally.endless++;
      else {
        failed++;
        process.stdout.write(`random level ${k + 1} (seed ${seed}), walk ${line.join(' ')}:\n${text}\n${outcome}\n\n`);
      }
    }
    process.stdout.write(
      `random levels (seed ${seed}): ${tally.ok} the same over ${tally.moves} moves (the optimum the same on ${tally.solvable}, no solution for both on ${tally.unsolvable}), ${failed} differ, ${tally.drawing} drawn ambiguously for the C++ (not compared), ${tally.endless} where the C++ falls through the pads for ever, ${tally.unread} not levels\n`,
    );
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
