// Benchmark: solves a corpus level by level and prints moves, states, time, speed and memory.
//   npm run bench [-- [family…] [options]]; the options and what they do: BENCH_HELP
//   (bench/benchArgs.ts), `npm run bench -- --help`.
// The default, cold, is what a user's first solve costs; --warm shows the search once V8 has
// compiled it (for the small levels: a large one carries the earlier solves' garbage).
// --workers runs each level's counts one after the other in each run, so that the machine's
// load weighs on them alike. --cpp runs the C++ solver just before ours in each run, its wall
// time (the fastest) then in the C++ s column and the ratio the median over the runs of ours over
// its of the same run (bench/cppTiming.ts); without it, the column is the C++ CPU time
// expected.json gives, measured on another day. --heavy reads the C++ time from the note when
// expected.json gives it in words; past 4096 MB the search spreads over several WebAssembly
// memories (docs/families/snakebird.md, "Memory"). --expand's --against gives the median of the
// rounds' ratios (its time over this build's) and whether both wrote the same.
// Each level runs in a fresh Node process by default, so its peak RSS and JIT state are its
// own; the time is the in-process solve time the engine measures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { solveLevel, solveLevelInLayers, solveLevelSpread } from '../src/puzzles/solve.ts';
import type { SearchProgress } from '../src/engine/types.ts';
import { loadLevel } from '../src/puzzles/load.ts';
import type { SnakebirdLevel } from '../src/puzzles/snakebird/format.ts';
import { benchExpansion } from './expandBench.ts';
import { firstLines } from './firstBench.ts';
import { benchMerge, benchSubtraction } from './setsBench.ts';
import { cppProgramFor, pairedRatios, runCpp, type CppRun } from './cppTiming.ts';
import { FAMILIES } from '../src/puzzles/registry.ts';
import { BENCH_HELP, readBenchArgs } from './benchArgs.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface BenchLevel {
  family: string;
  name: string;
  text: string;
  /** the optimal count a reference gives, when the corpus has one */
  expected?: number | null;
  cppSeconds?: number;
}

interface BenchRow {
  family: string;
  name: string;
  moves: number | null;
  expected?: number | null;
  states: number;
  ms: number;
  statesPerSecond: number;
  /** the most the search held at once (its live data where it does not measure that), and its live data at the end */
  engineBytes: number;
  liveBytes?: number;
  bytesPerState: number;
  peakRssMb: number;
  cppSeconds?: number;
  outcome: string;
  /** with --trace: "ms:states" points of the solve's progress */
  trace?: string;
  /** with --workers: the threads the search was asked to spread over, and the CPU time the process spent in the solve (every thread's) */
  workers?: number;
  cpuMs?: number;
  /** with --cpp: the C++ solver's run beside this one (the fastest of --runs), whose wall time is then cppSeconds */
  cpp?: CppRun;
  /** with --cpp: our time over the C++ solver's in each round, and their median (the ratio shown) */
  cppRatios?: number[];
  cppMedianRatio?: number;
}

/** The row with the C++ solver's run of the same moment in place of expected.json's figure, and what its answer says beside ours. */
function withCpp(row: BenchRow, cpp: CppRun | undefined): BenchRow {
  if (cpp === undefined) return row;
  if (cpp.problem !== undefined) return { ...row, cpp, cppSeconds: undefined, outcome: `${row.outcome}; C++: ${cpp.problem}` };
  const differs = cpp.moves !== row.moves ? `; C++ ${cpp.moves ?? 'no line'} moves` : '';
  return { ...row, cpp, cppSeconds: cpp.seconds, outcome: `${row.outcome}${differs}` };
}

/**
 * The heavy levels' expected.json gives the C++ solver's time only in words ("solved it in
 * 1,603 s of CPU"); a note that does not say it finished gives none.
 */
function cppSecondsOfNote(note: string | undefined): number | undefined {
  const m = /solved it in ([\d,.]+) s of CPU/.exec(note ?? '');
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
}

/** Every `<dir>/<folder>/expected.json`'s levels (family = folder name up to the first '-'). */
function addExpected(levels: BenchLevel[], dir: string): void {
  if (!existsSync(dir)) return;
  for (const folder of readdirSync(dir).sort()) {
    const expectedFile = join(dir, folder, 'expected.json');
    if (!existsSync(expectedFile)) continue;
    const expected = JSON.parse(readFileSync(expectedFile, 'utf8')) as { file: string; moves: number | null; cpp_cpu_s?: number; cpp_note?: string }[];
    for (const e of expected) {
      levels.push({
        family: folder.split('-')[0]!,
        name: `${folder}/${e.file}`,
        text: readFileSync(join(dir, folder, e.file), 'utf8'),
        expected: e.moves,
        cppSeconds: e.cpp_cpu_s ?? cppSecondsOfNote(e.cpp_note),
      });
    }
  }
}

function corpus(heavy: boolean): BenchLevel[] {
  const levels: BenchLevel[] = [];
  for (const family of Object.values(FAMILIES)) {
    for (const g of family.gallery) levels.push({ family: family.id, name: `gallery: ${g.name}`, text: g.text });
  }
  const benchDir = join(root, 'bench', 'levels');
  if (existsSync(benchDir)) {
    for (const family of readdirSync(benchDir).sort()) {
      for (const f of readdirSync(join(benchDir, family)).filter((f) => f.endsWith('.txt')).sort()) {
        levels.push({ family, name: `bench/${family}/${f}`, text: readFileSync(join(benchDir, family, f), 'utf8') });
      }
    }
  }
  addExpected(levels, join(root, '..', 'shared', 'levels'));
  // the game's heaviest levels (hours of C++ CPU): only when asked for
  if (heavy) addExpected(levels, join(root, '..', 'shared', 'heavy'));
  return levels;
}

async function runOne(level: BenchLevel, maxBytes: number, trace = false, workers?: number, layers = false): Promise<BenchRow> {
  const loaded = loadLevel(level.family, level.text);
  const base = { family: level.family, name: level.name, expected: level.expected, cppSeconds: level.cppSeconds };
  if (!loaded.ok) {
    return { ...base, moves: null, states: 0, ms: 0, statesPerSecond: 0, engineBytes: 0, bytesPerState: 0, peakRssMb: 0, outcome: `error: ${loaded.message}` };
  }
  const points: string[] = [];
  const tracing = trace ? { progressIntervalMs: 20, onProgress: (p: SearchProgress) => void points.push(`${Math.round(p.elapsedMs)}:${p.stored}`) } : {};
  const cpu0 = process.cpuUsage();
  const r = layers && loaded.family.searchesInLayers
    ? await solveLevelInLayers(loaded.family, loaded.level, { maxBytes, workers, ...tracing })
    : workers === undefined ? solveLevel(loaded.family, loaded.level, { maxBytes, ...tracing }) : await solveLevelSpread(loaded.family, loaded.level, { maxBytes, workers, ...tracing });
  const cpu = process.cpuUsage(cpu0);
  const moves = r.kind === 'solved' ? r.moves : null;
  const outcome =
    r.kind === 'limit'
      ? `limit: ${r.limit}`
      : level.expected !== undefined && moves !== level.expected
        ? `WRONG (want ${level.expected})`
        : r.kind === 'solved'
          ? `ok (${r.method})`
          : `unsolvable (${r.method})`;
  return {
    ...base,
    moves,
    states: r.stored,
    ms: Math.round(r.elapsedMs * 10) / 10,
    statesPerSecond: r.elapsedMs > 0 ? Math.round((r.stored * 1000) / r.elapsedMs) : 0,
    engineBytes: r.peakBytes ?? r.bytes,
    liveBytes: r.bytes,
    bytesPerState: r.stored > 0 ? Math.round(((r.peakBytes ?? r.bytes) / r.stored) * 10) / 10 : 0,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    outcome,
    ...(trace ? { trace: points.join(' ') } : {}),
    ...(workers === undefined ? {} : { workers, cpuMs: Math.round((cpu.user + cpu.system) / 1000) }),
  };
}

/** One level in a fresh Node process, so its peak memory and JIT state are its own. */
function runChild(l: BenchLevel, index: number, maxBytes: number, warm: boolean, trace: boolean, heavy: boolean, workers?: number, layers = false): BenchRow {
  // the same script the same way (the prebuilt bundle with plain node, or tsx's loader)
  const args = [...process.execArgv, process.argv[1]!, '--child', String(index), '--max-memory', String(maxBytes / 2 ** 20)];
  if (warm) args.push('--warm');
  if (heavy) args.push('--heavy');
  if (trace) args.push('--trace');
  if (layers) args.push('--layers');
  if (workers !== undefined) args.push('--child-workers', String(workers));
  const r = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  try {
    return JSON.parse(r.stdout) as BenchRow;
  } catch {
    const why = (r.stderr || '').trim().split('\n').slice(-1)[0] ?? '';
    return { family: l.family, name: l.name, moves: null, states: 0, ms: 0, statesPerSecond: 0, engineBytes: 0, bytesPerState: 0, peakRssMb: 0, outcome: `crashed (exit ${r.status}${r.signal ? `, ${r.signal}` : ''}): ${why}` };
  }
}

function pad(s: string | number, n: number, left = false): string {
  const t = String(s);
  return left ? t.padEnd(n) : t.padStart(n);
}

/** --expand: the simulator's speed on each Snakebird level's sample (bench/expandBench.ts). */
function benchExpansions(levels: BenchLevel[], size: number, rounds: number, againstFile: string | undefined, json: boolean): void {
  let against: WebAssembly.Module | undefined;
  if (againstFile !== undefined) {
    try {
      against = new WebAssembly.Module(readFileSync(againstFile));
    } catch (e) {
      console.error(`--against ${againstFile}: not a WebAssembly module that can be read (${e instanceof Error ? e.message : String(e)})`);
      process.exitCode = 2;
      return;
    }
  }
  const rows = [];
  if (!json) console.log(`${pad('level', 38, true)} ${pad('states', 8)} ${pad('depth', 5)} ${pad('successors', 10)} ${pad('ns/state', 8)}${against ? ` ${pad('against', 8)} ${pad('ratio', 6)}  successors` : ''}`);
  for (const l of levels.filter((l) => l.family === 'snakebird')) {
    const loaded = loadLevel(l.family, l.text);
    if (!loaded.ok) {
      console.error(`${l.name}: ${loaded.message}`);
      continue;
    }
    let timed;
    try {
      timed = benchExpansion(loaded.level as SnakebirdLevel, size, rounds, against);
    } catch (e) {
      console.error(`${l.name}: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 2;
      continue;
    }
    const row = { name: l.name, ...timed };
    rows.push(row);
    if (json) continue;
    const a = row.against;
    console.log(
      `${pad(l.name.slice(0, 38), 38, true)} ${pad(row.states, 8)} ${pad(row.depth, 5)} ${pad(row.successors, 10)} ${pad(Math.round(row.ns), 8)}${a ? ` ${pad(Math.round(a.ns), 8)} ${pad(a.ratio.toFixed(3), 6)}  ${a.sameSuccessors ? 'the same' : 'DIFFERENT'}` : ''}`,
    );
  }
  if (json) console.log(JSON.stringify(rows, null, 1));
}

/** --first: the early searches' lines, level by level (bench/firstBench.ts). */
function benchFirst(levels: BenchLevel[], maxStates: number, seconds: number, json: boolean): void {
  const rows = [];
  if (!json) console.log(`${pad('level', 38, true)} ${pad('optimum', 7)} ${pad('order', 9, true)}  lines: moves after states in ms`);
  for (const l of levels.filter((l) => l.family === 'snakebird')) {
    const loaded = loadLevel(l.family, l.text);
    if (!loaded.ok) {
      console.error(`${l.name}: ${loaded.message}`);
      continue;
    }
    for (const { order, lines } of firstLines(loaded.level as SnakebirdLevel, maxStates, seconds)) {
      rows.push({ name: l.name, optimum: l.expected ?? null, order, lines });
      if (json) continue;
      const said = lines.map((line) => `${line.moves} after ${line.states.toLocaleString('en')} in ${line.ms}`).join(', ');
      console.log(`${pad(l.name.slice(0, 38), 38, true)} ${pad(l.expected ?? '', 7)} ${pad(order, 9, true)}  ${said || `none within ${maxStates.toLocaleString('en')} states`}`);
    }
  }
  if (json) console.log(JSON.stringify(rows, null, 1));
}

/** the most keys --sets makes up (a few GB of the machine's memory at most) */
const SETS_SAMPLE_MOST = 50_000_000;

/** --sets: the sets' subtraction and merge alone (bench/setsBench.ts). */
function benchSets(size: number, rounds: number, json: boolean): void {
  const rows: object[] = [];
  for (const words of [2, 3]) {
    for (const every of [1, 4, 16, 200]) {
      const row = benchSubtraction(words, size, every, rounds);
      rows.push({ kind: 'subtraction', ...row });
      if (!json) console.log(`subtraction  ${words} words  ${pad(row.keys, 9)} keys ${row.bytesPerKey.toFixed(2)} B/key  a candidate every ${pad(row.every, 3)}  ${pad(row.candidates, 9)} candidates ${pad(row.unseen, 9)} unseen  ${pad(row.ns.toFixed(1), 6)} ns a candidate`);
    }
    for (const runs of [16, 64, 128]) {
      const row = benchMerge(words, size, runs, rounds);
      rows.push({ kind: 'merge', ...row });
      if (!json) console.log(`merge        ${words} words  ${pad(row.runs, 3)} runs  ${pad(row.keys, 9)} keys ${pad(row.merged, 9)} merged  ${pad(row.ns.toFixed(1), 6)} ns a key`);
    }
  }
  if (json) console.log(JSON.stringify(rows, null, 1));
}

async function main(): Promise<void> {
  const args = readBenchArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\nnpm run bench -- --help says what each option does`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    console.log(BENCH_HELP);
    return;
  }
  const { json, inProcess, warm, trace, heavy, layers, filter } = args;
  const runs = args.runs ?? 1;
  // the CLI's default budget: half the machine's memory
  const maxBytes = args.maxBytes ?? Math.floor(totalmem() / 2);
  const counts: (number | undefined)[] = args.workers ?? [undefined];
  const levels = corpus(heavy);

  if (args.child !== undefined) {
    const level = levels[args.child];
    if (level === undefined) {
      console.error(`--child ${args.child}: no such level`);
      process.exitCode = 2;
      return;
    }
    const workers = args.childWorkers;
    if (warm) for (let i = 0; i < 2; i++) await runOne(level, maxBytes, false, workers, layers);
    process.stdout.write(JSON.stringify(await runOne(level, maxBytes, trace, workers, layers)));
    return;
  }
  const cppDir = args.cpp;
  if (cppDir !== undefined && !existsSync(cppDir)) {
    console.error(`--cpp ${cppDir}: no such folder (the C++ solver's build, whose bin/ holds snakebird.<N> for each level)`);
    process.exitCode = 2;
    return;
  }
  const families = args.families;
  const chosen = levels
    .map((l, index) => ({ l, index }))
    .filter(({ l }) => (families.length === 0 || families.includes(l.family)) && (!filter || l.name.includes(filter)));
  if (args.sets) {
    const size = args.sample ?? 4_000_000;
    // (the merge's runs are made as JavaScript arrays first: about 30 bytes a key of the sample)
    if (!Number.isInteger(size) || size < 1000 || size > SETS_SAMPLE_MOST) {
      console.error(`--sets --sample: a whole number of keys from 1,000 to ${SETS_SAMPLE_MOST.toLocaleString('en')}, not ${size}`);
      process.exitCode = 2;
      return;
    }
    benchSets(size, args.runs ?? 7, json);
    return;
  }
  if (args.first) {
    const maxStates = args.states ?? 6_000_000;
    const seconds = args.seconds ?? 10;
    benchFirst(
      chosen.map(({ l }) => l),
      maxStates,
      seconds,
      json,
    );
    return;
  }
  if (args.expand) {
    const size = args.sample ?? 200_000;
    benchExpansions(
      chosen.map(({ l }) => l),
      size,
      args.runs ?? 7,
      args.against,
      json,
    );
    return;
  }

  const rows: BenchRow[] = [];
  const spread = counts[0] !== undefined;
  if (!json) {
    if (cppDir !== undefined) console.log(`C++ s: with a *, the C++ solver's wall time, run just before ours in each round (the fastest of ${runs}); without, expected.json's C++ CPU time. ratio: with a *, the median over the rounds of our time over the C++ solver's of the same round; without, our time over expected.json's`);
    console.log(
      `${pad('family', 10, true)} ${pad('level', 38, true)} ${spread ? `${pad('wk', 2)} ` : ''}${pad('moves', 5)} ${pad('states', 10)} ${pad('ms', 9)} ${spread ? `${pad('CPU ms', 9)} ${pad('speedup', 7)} ` : ''}${pad('states/s', 10)} ${pad('B/state', 7)} ${pad('peak MB', 7)} ${pad('C++ s', 6)} ${pad('ratio', 6)} ${pad('peak B/st', 9)}  outcome`,
    );
  }
  for (const { l, index } of chosen) {
    // the fastest of `runs` for each count of workers: on a shared machine a run can be slowed by others
    const best = new Map<number | undefined, BenchRow>();
    const cppProgram = cppDir !== undefined && l.family === 'snakebird' ? cppProgramFor(cppDir, l.name) : null;
    let cpp: CppRun | undefined;
    /** each round's pair of times in seconds, ours (by count of workers) and the C++ solver's, for the ratios */
    const rounds = new Map<number | undefined, { ours?: number; cpp?: number }[]>();
    for (let run = 0; run < runs; run++) {
      let cppNow: CppRun | undefined;
      if (cppProgram !== null) {
        cppNow = runCpp(cppProgram);
        if (cpp === undefined || (cppNow.problem === undefined && (cpp.problem !== undefined || cppNow.seconds < cpp.seconds))) cpp = cppNow;
      }
      for (const workers of counts) {
        const next = inProcess ? await runOne(l, maxBytes, trace, workers, layers) : runChild(l, index, maxBytes, warm, trace, heavy, workers, layers);
        const row = best.get(workers);
        if (row === undefined || (next.outcome.startsWith('ok') && next.ms < row.ms)) best.set(workers, next);
        const pairs = rounds.get(workers) ?? [];
        pairs.push({ ...(next.outcome.startsWith('ok') ? { ours: next.ms / 1000 } : {}), ...(cppNow && cppNow.problem === undefined ? { cpp: cppNow.seconds } : {}) });
        rounds.set(workers, pairs);
      }
    }
    const one = best.get(1);
    for (const [workers, measured] of best) {
      const paired = pairedRatios(rounds.get(workers) ?? []);
      const row = { ...withCpp(measured, cpp), ...(paired.median !== undefined ? { cppRatios: paired.ratios, cppMedianRatio: paired.median } : {}) };
      rows.push(row);
      if (json) continue;
      const speedup = one && one.outcome.startsWith('ok') && row.outcome.startsWith('ok') && row.ms > 0 ? (one.ms / row.ms).toFixed(2) : '';
      console.log(
        `${pad(row.family, 10, true)} ${pad(row.name.slice(0, 38), 38, true)} ${spread ? `${pad(row.workers ?? '', 2)} ` : ''}${pad(row.moves ?? '-', 5)} ${pad(row.states, 10)} ${pad(row.ms, 9)} ${spread ? `${pad(row.cpuMs ?? '', 9)} ${pad(speedup, 7)} ` : ''}${pad(row.statesPerSecond, 10)} ${pad(row.bytesPerState, 7)} ${pad(row.peakRssMb, 7)} ${pad(row.cppSeconds === undefined ? '' : `${row.cppSeconds.toFixed(2)}${row.cpp ? '*' : ''}`, 6)} ${pad(row.cppMedianRatio !== undefined ? row.cppMedianRatio.toFixed(2) : row.cppSeconds && row.outcome.startsWith('ok') ? (row.ms / 1000 / row.cppSeconds).toFixed(2) : '', 6)} ${pad(row.states > 0 ? Math.round((row.peakRssMb * 1048576) / row.states) : '', 9)}  ${row.outcome}`,
      );
      if (row.trace !== undefined) console.log(`${' '.repeat(11)}ms:states ${row.trace}`);
      if (row.cppRatios !== undefined && row.cppRatios.length > 1) console.log(`${' '.repeat(11)}ours / C++ round by round: ${row.cppRatios.map((r) => r.toFixed(2)).join(', ')}`);
    }
  }
  if (json) console.log(JSON.stringify(rows, null, 1));
  else {
    const total = rows.reduce((a, r) => a + r.ms, 0);
    console.log(`${chosen.length} levels${spread ? ` (${rows.length} runs)` : ''}, ${Math.round(total)} ms solving in all; ${rows.filter((r) => !r.outcome.startsWith('ok') && !r.outcome.startsWith('unsolvable')).length} not ok`);
  }
}

await main();
