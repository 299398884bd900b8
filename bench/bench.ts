// Benchmark: solves a corpus level by level and prints moves, states, time, speed and memory.
//   npm run bench [-- [family...] [--json] [--filter TEXT] [--in-process] [--max-memory MB] [--runs N] [--warm] [--trace] [--heavy] [--workers N] [--layers] [--expand] [--sets] [--first] [--cpp DIR]]
// --heavy: also the game's hardest levels, ../shared/heavy/<folder>/ (hours of the C++ solver's CPU; its time is read from
// the note when expected.json gives it in words). Give them --max-memory MB: past 4096 the search
// spreads over several WebAssembly memories (docs/families/snakebird.md, "Memory").
// --runs N: run each level N times and keep the fastest (timings on a shared machine vary).
// --warm: solve each level twice untimed in its process first and report the third solve, so
// the figure shows the search once V8 has compiled it (the default, cold, is what a user's
// first solve costs). For the small levels: a large one carries the earlier solves' garbage.
// --workers N (or a list, 1,2,4): each level spread over 1, 2, … N threads (Snakebird's search;
// parallel.ts), one after the other in each run, so that the machine's load weighs on them
// alike; each row gives its CPU time and its speedup in wall time against 1 worker.
// --layers: Snakebird by breadth-first search over sorted, compressed layers (wasm/layers.ts)
// instead of the best-first search; the other families as they are.
// --expand: Snakebird's simulator alone (bench/expandBench.ts): each level's sample of states
// (--sample N, the newest N of a breadth-first search; 200,000 by default) expanded --runs times
// (7 by default), the median's nanoseconds a state; --against FILE.wasm times another build of
// the module on the same sample, the two taking turns, and gives the median of the rounds' ratios
// (its time over this build's) and whether both wrote the same.
// --sets: the layered search's sets alone on keys made up (bench/setsBench.ts), of 2 and 3 words:
// the subtraction of a compressed set of --sample N keys (4,000,000 by default, 50,000,000 at most) from candidates
// every 1st, 4th, 16th and 200th key of it (and one above each), and the merge of 16, 64 and 128
// runs of N keys in all, each in 1 to 3 runs; --runs rounds (7 by default), the median's
// nanoseconds a candidate or a key of the runs.
// --first: Snakebird's early searches alone (bench/firstBench.ts), one thread each from the
// start: each line's moves, stored states and time, a width search starting again with each line
// until --seconds S (10 by default), each run storing at most --states N (6,000,000 by default).
// --cpp DIR: each Snakebird level of the game's corpus also solved by the C++ reference (github
// jsnell/snakebird-solver's build: DIR or DIR/bin holds snakebird.<N>), just before ours in each
// run, its wall time (the fastest) then in the C++ s column and the ratio the median over the
// runs of ours over its of the same run, each run's ratio printed below (bench/cppTiming.ts);
// without it, the column is the C++ CPU time expected.json gives, measured on another day.
// --trace: under each level, the states stored so far as the solve went (a point about every
// 20 ms), so a cold solve's slow start, and any slow stretch later, can be seen and compared.
// Corpus: every gallery level, bench/levels/<family>/*.txt, and ../shared/levels/<folder>/
// (family = folder name up to the first '-') when that folder exists.
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

/** --workers N: 1, 2, … N; or the list given (1,2,4). */
function workerCounts(value: string | undefined): number[] {
  const listed = (value ?? '').split(',').map(Number);
  if (listed.length === 0 || !listed.every((n) => Number.isInteger(n) && n >= 1)) {
    process.stderr.write(`--workers needs a whole number, or a list of them (1,2,4); not ${value}\n`);
    process.exit(2);
  }
  return listed.length === 1 ? Array.from({ length: listed[0]! }, (_, i) => i + 1) : listed;
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
  const argv = process.argv.slice(2);
  const json = argv.includes('--json');
  const inProcess = argv.includes('--in-process');
  const warm = argv.includes('--warm');
  const trace = argv.includes('--trace');
  const child = argv.indexOf('--child');
  const filterAt = argv.indexOf('--filter');
  const filter = filterAt >= 0 ? argv[filterAt + 1] : undefined;
  const memAt = argv.indexOf('--max-memory');
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Math.max(1, Number(argv[runsAt + 1]) || 1) : 1;
  // the CLI's default budget: half the machine's memory
  const maxBytes = memAt >= 0 ? Number(argv[memAt + 1]) * 2 ** 20 : Math.floor(totalmem() / 2);
  const heavy = argv.includes('--heavy');
  const layers = argv.includes('--layers');
  const workersAt = argv.indexOf('--workers');
  const counts: (number | undefined)[] = workersAt >= 0 ? workerCounts(argv[workersAt + 1]) : [undefined];
  const levels = corpus(heavy);

  if (child >= 0) {
    const level = levels[Number(argv[child + 1])]!;
    const childAt = argv.indexOf('--child-workers');
    const workers = childAt >= 0 ? Number(argv[childAt + 1]) : undefined;
    if (warm) for (let i = 0; i < 2; i++) await runOne(level, maxBytes, false, workers, layers);
    process.stdout.write(JSON.stringify(await runOne(level, maxBytes, trace, workers, layers)));
    return;
  }
  const sampleAt = argv.indexOf('--sample');
  const againstAt = argv.indexOf('--against');
  const cppAt = argv.indexOf('--cpp');
  const cppDir = cppAt >= 0 ? argv[cppAt + 1] : undefined;
  const statesAt = argv.indexOf('--states');
  const secondsAt = argv.indexOf('--seconds');
  if (cppAt >= 0 && (cppDir === undefined || !existsSync(cppDir))) {
    console.error(`--cpp ${cppDir ?? ''}: no such folder (the C++ solver's build, whose bin/ holds snakebird.<N> for each level)`);
    process.exitCode = 2;
    return;
  }
  const skip = new Set([filterAt + 1, memAt + 1, runsAt + 1, workersAt + 1, sampleAt + 1, againstAt + 1, cppAt + 1, statesAt + 1, secondsAt + 1].filter((i) => i > 0));
  const families = argv.filter((a, i) => !a.startsWith('--') && !skip.has(i));
  const chosen = levels
    .map((l, index) => ({ l, index }))
    .filter(({ l }) => (families.length === 0 || families.includes(l.family)) && (!filter || l.name.includes(filter)));
  if (argv.includes('--sets')) {
    const size = sampleAt >= 0 ? Number(argv[sampleAt + 1]) : 4_000_000;
    // (the merge's runs are made as JavaScript arrays first: about 30 bytes a key of the sample)
    if (!Number.isInteger(size) || size < 1000 || size > SETS_SAMPLE_MOST) {
      console.error(`--sets --sample: a whole number of keys from 1,000 to ${SETS_SAMPLE_MOST.toLocaleString('en')}, not ${argv[sampleAt + 1]}`);
      process.exitCode = 2;
      return;
    }
    benchSets(size, runsAt >= 0 ? runs : 7, json);
    return;
  }
  if (argv.includes('--first')) {
    const maxStates = statesAt >= 0 ? Number(argv[statesAt + 1]) : 6_000_000;
    const seconds = secondsAt >= 0 ? Number(argv[secondsAt + 1]) : 10;
    const wrong = !Number.isInteger(maxStates) || maxStates < 1 ? `--states: a whole number of states above 0, not ${argv[statesAt + 1] ?? 'nothing'}` : !(seconds >= 0) ? `--seconds: a number of seconds, not ${argv[secondsAt + 1] ?? 'nothing'}` : null;
    if (wrong !== null) {
      console.error(`--first ${wrong}`);
      process.exitCode = 2;
      return;
    }
    benchFirst(
      chosen.map(({ l }) => l),
      maxStates,
      seconds,
      json,
    );
    return;
  }
  if (argv.includes('--expand')) {
    const size = sampleAt >= 0 ? Math.max(1, Number(argv[sampleAt + 1]) || 1) : 200_000;
    benchExpansions(
      chosen.map(({ l }) => l),
      size,
      runsAt >= 0 ? runs : 7,
      againstAt >= 0 ? argv[againstAt + 1] : undefined,
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
