// What `npm run bench -- …` was asked, read strictly: a misspelt option or family, or a number
// that is not one, is refused with a message rather than ignored (a bench that quietly ran the
// whole default corpus after `--heavey` costs an hour and measures the wrong thing).
import { parseArgs } from 'node:util';
import { FAMILY_IDS } from '../src/puzzles/types.ts';

export const BENCH_HELP = `usage: npm run bench -- [family…] [options]
Solves every gallery level, bench/levels/<family>/*.txt and ../shared/levels/<folder>/ (family =
the folder's name up to its first '-'), each in a fresh Node process by default, and prints
moves, states, time, speed and memory (B/state: the most the search held at once; peak B/st:
the process's peak RSS over states), and for Snakebird the C++ solver's time and the ratio.

families: ${FAMILY_IDS.join(', ')} (none: all)
options:
  --filter TEXT      only the levels whose name holds TEXT
  --json             the rows as JSON
  --runs N           run each level N times and keep the fastest (timings on a shared machine vary)
  --warm             solve each level twice untimed in its process first and report the third
  --in-process       every level in this process (their garbage and JIT state then carry over)
  --max-memory MB    the search's memory budget (default: half this machine's)
  --trace            under each level, the states stored as the solve went (a point about every 20 ms)
  --heavy            also the game's hardest levels, ../shared/heavy/<folder>/ (hours of the C++
                     solver's CPU; give them --max-memory past 4096 to spread over memories)
  --workers N|LIST   each level over 1, 2, … N threads (or those listed: 1,2,4), with CPU time and
                     the speedup against one (Snakebird)
  --layers           Snakebird by breadth-first search over sorted, compressed layers
  --cpp DIR          each Snakebird level also solved by the C++ reference (DIR or DIR/bin holds
                     snakebird.<N>) just before ours in each run; ratio: the median of ours over its
  --expand           Snakebird's simulator alone: each level's sample (--sample N states, 200,000)
                     expanded --runs times (7), ns a state; --against FILE.wasm times another build
  --sets             the layered search's sets alone on keys made up (--sample N keys, 4,000,000)
  --first            Snakebird's early searches alone, until --seconds S (10), each run storing at
                     most --states N (6,000,000)
  --help, -h         this text`;

export interface BenchArgs {
  families: string[];
  filter?: string;
  json: boolean;
  inProcess: boolean;
  warm: boolean;
  trace: boolean;
  heavy: boolean;
  layers: boolean;
  expand: boolean;
  sets: boolean;
  first: boolean;
  help: boolean;
  /** --runs as given (each mode has its own default) */
  runs?: number;
  /** --max-memory in bytes */
  maxBytes?: number;
  /** --workers: the counts of threads to run each level over */
  workers?: number[];
  sample?: number;
  against?: string;
  cpp?: string;
  states?: number;
  seconds?: number;
  /** a child process's level index and thread count (the bench runs itself once a level) */
  child?: number;
  childWorkers?: number;
}

const whole = (flag: string, value: string | undefined, least: number): number | string => {
  const n = Number(value);
  return value !== undefined && /^\d+$/.test(value) && n >= least ? n : `${flag} needs a whole number of at least ${least}, not '${value}'`;
};

/** The bench's arguments, or what is wrong with them (said as the bench prints it, exit 2). */
export function readBenchArgs(argv: readonly string[]): BenchArgs | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        filter: { type: 'string' },
        json: { type: 'boolean' },
        'in-process': { type: 'boolean' },
        warm: { type: 'boolean' },
        trace: { type: 'boolean' },
        heavy: { type: 'boolean' },
        layers: { type: 'boolean' },
        expand: { type: 'boolean' },
        sets: { type: 'boolean' },
        first: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        runs: { type: 'string' },
        'max-memory': { type: 'string' },
        workers: { type: 'string' },
        sample: { type: 'string' },
        against: { type: 'string' },
        cpp: { type: 'string' },
        states: { type: 'string' },
        seconds: { type: 'string' },
        child: { type: 'string' },
        'child-workers': { type: 'string' },
      },
    });
  } catch (e) {
    // parseArgs' own words name the option ("Unknown option '--heavey'"), with its advice on '--'
    return { error: (e instanceof Error ? e.message : String(e)).split('. ')[0]! };
  }
  const v = parsed.values;
  const unknown = parsed.positionals.find((f) => !(FAMILY_IDS as readonly string[]).includes(f));
  if (unknown !== undefined) return { error: `no family '${unknown}'; the families are ${FAMILY_IDS.join(', ')}` };
  const numbers: Partial<Record<'runs' | 'sample' | 'states' | 'child' | 'childWorkers', number>> = {};
  for (const [key, flag, least] of [
    ['runs', 'runs', 1],
    ['sample', 'sample', 1],
    ['states', 'states', 1],
    ['child', 'child', 0],
    ['childWorkers', 'child-workers', 1],
  ] as const) {
    const given = v[flag];
    if (given === undefined) continue;
    const n = whole(`--${flag}`, given, least);
    if (typeof n === 'string') return { error: n };
    numbers[key] = n;
  }
  const maxMemory = v['max-memory'] === undefined ? undefined : Number(v['max-memory']);
  if (maxMemory !== undefined && !(maxMemory > 0 && Number.isFinite(maxMemory))) return { error: `--max-memory needs a number of MB above 0, not '${v['max-memory']}'` };
  let workers: number[] | undefined;
  if (v.workers !== undefined) {
    const listed = v.workers.split(',').map((w) => whole('--workers', w, 1));
    const wrong = listed.find((n) => typeof n === 'string');
    if (wrong !== undefined) return { error: `--workers needs a whole number, or a list of them (1,2,4); not '${v.workers}'` };
    const counts = listed as number[];
    workers = counts.length === 1 ? Array.from({ length: counts[0]! }, (_, i) => i + 1) : counts;
  }
  const seconds = v.seconds === undefined ? undefined : Number(v.seconds);
  if (seconds !== undefined && !(seconds >= 0)) return { error: `--seconds needs a number of seconds, not '${v.seconds}'` };
  return {
    families: parsed.positionals,
    filter: v.filter,
    json: v.json === true,
    inProcess: v['in-process'] === true,
    warm: v.warm === true,
    trace: v.trace === true,
    heavy: v.heavy === true,
    layers: v.layers === true,
    expand: v.expand === true,
    sets: v.sets === true,
    first: v.first === true,
    help: v.help === true,
    runs: numbers.runs,
    maxBytes: maxMemory === undefined ? undefined : maxMemory * 2 ** 20,
    workers,
    sample: numbers.sample,
    against: v.against,
    cpp: v.cpp,
    states: numbers.states,
    seconds,
    child: numbers.child,
    childWorkers: numbers.childWorkers,
  };
}
