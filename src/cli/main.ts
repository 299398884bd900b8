// Command-line solver (RULES.md, "The command-line solver"): the same engine the worker runs.
//   npm run -s solve -- <puzzle> <level-file> [--format F] [--json] [--max-states N]
//                       [--max-memory MB] [--count] [--first] [--workers N]
//   npm run -s solve -- <puzzle> <level-file> [--format F] [--level N] --to <export>   (the level in another
//                       program's format, e.g. snakebird --to snakefall: a Snakefall link)
// --first: also look for a first line quickly beside the exact search; standard error then
// shows each better line found ("best found N moves, not proven shortest: …") and the
// progress reads "best found N moves, optimal is at least M". Standard output is unchanged.
// With --layers, the layered search then looks only for lines no longer than the best found.
// --workers N: spread the search over N threads sharing memory (Snakebird; at most 8, and the
// budget is shared among them; a level estimated to need more 4 GiB memories than N runs as
// many threads as it needs and the budget holds); 1 runs it in this thread. Without it, as in
// the app: every core (os.availableParallelism(), at most 8) for a level its family estimates at a million
// states or more (SPREAD_MIN_STATES), this thread for a smaller one, and for --count.
// --layers: Snakebird by breadth-first search over sorted, compressed layers (a few bytes a
// state, not capped by one WebAssembly memory; FamilySolver.solveInLayers) instead of the
// best-first search; its expansion spreads over the threads --workers (or the default) says.
// --spill DIR (implies --layers): each layer goes to a file in DIR as it is made (and a layer's
// candidate runs, past an eighth of the memory budget; deleted once merged), with DIR/manifest.json
// rewritten after each layer (spillStore.ts); memory then holds the layer being made and the
// buffers. Run again with the same DIR and level, the search resumes after the last layer the
// manifest names. The files stay when the search ends (solved or unsolvable: a run again redoes
// only the last layer's expansion); a run holds DIR by DIR/in-use.pid (spillStore.ts takeFolder),
// and a DIR another running process holds is refused (exit 2); a DIR of another level, or whose manifest or files do not
// check, or holding a search's files (layer-d.keys, run-d-n.keys) but no manifest to prove them
// this command's, is refused (exit 2) and left as it is; a layer file changed within (its size kept) shows
// only where the resumed search cannot trace its line back through it, and is said so (exit 2).
// --at-most N (implies --layers; not with --spill): look only for lines of at most N moves (a
// line that long is known: the early answer, a guide): a state is expanded only when
// Snakebird's lower bound leaves it at most N less its depth moves, so the line found is still
// the shortest; when there is none that short, exit 3 saying so.
// An option that would do nothing is refused (exit 2), saying why: --workers and --first where
// the family's search neither spreads nor answers early (all but Snakebird), --layers, --spill and
// --at-most where it has no search in layers or with --count, and with --analyse (its own
// breadth-first search, which counts) --count, --layers, --spill, --at-most, --workers and --first;
// --to takes only --format, --level (a levels file's level to write) and --json.
// An option's value is the word after it, or its own after an = (--workers=2).
// <level-file> `-` reads standard input. Each option's value is checked before the file is read,
// and a value out of its range is refused saying what the option takes (exit 2).
// Output is written synchronously; once no one reads it (a closed pipe), the search stops.
// With --json, a run that ends without an answer (by CliExit: every exit but 0; and a signal
// that ends the run at once, as while standard input is read, says it in interrupt.ts, as it
// does a fault of the program, exit 1, anywhere in the run or its threads) prints
// {puzzle, error, exit} on standard output too (puzzle once the family is known; error the message standard error says, without the usage, on one line).
// Exit status: 0 solved or proven unsolvable; 2 bad arguments, unreadable, unparsable or
// invalid level, or a file past the 1 MiB input cap (docs/LIMITS.md), or a --spill DIR the search
// cannot go on using; 3 a limit stopped the search before an answer (with --spill, the disk full
// too), or no one read it; 130 Ctrl-C, 143 SIGTERM: the search is stopped
// between batches, saying how far it got (with --spill what DIR keeps, only completed layers),
// its worker threads with it (interrupt.ts; a search runs in this thread only its first
// moment, PROBE_MS).
import { closeSync, createReadStream, existsSync, fstatSync, mkdirSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { isatty } from 'node:tty';
import { dirname, join, resolve } from 'node:path';
import { LayersMismatchError, type LayeredOptions } from '../engine/layeredBfs.ts';
import { ByteBudget, spilledKeySet } from '../engine/sortedKeys.ts';
import { estimateLevel, solveLevelInLayers, solveLevelSpread, spreadWorkers } from '../puzzles/solve.ts';
import type { FoundLine, SearchResult } from '../engine/types.ts';
import { issuePlace, loadLevel, otherFamilyReading } from '../puzzles/load.ts';
import { count, countedAsSets, escapeControls, holdsLink, LINK_NOT_TEXT, MAX_LEVEL_CHARS, placeWords, plural, shown as quoted, WHOLE_LEVEL_WORDS } from '../puzzles/text.ts';
import { FAMILIES, getFamily } from '../puzzles/registry.ts';
import { DEFAULT_MAX_POSITIONS } from '../engine/analyse.ts';
import { SOLVERS } from '../puzzles/solve.ts';
import { FAMILY_IDS, type AnyFamily, type FamilyId, type ValidationIssue } from '../puzzles/types.ts';
import { ANALYSE_USAGE, decimalNumber, HAND_OVER, runAnalysis, takeAnalyseArgs, VALUE_OPTIONS } from './analyse.ts';
import { exportRefusal, runExport } from './export.ts';
import { isLevelsFile, LEVELS_FORMAT, levelOfFile } from './levelsFile.ts';
import { MAX_IMPORT_BYTES } from '../puzzles/levelsExport.ts';
import { levelFileText } from '../puzzles/fileText.ts';
import { newManifest } from '../engine/layerManifest.ts';
import type { Stopped } from './interrupt.ts';
import { CliExit, fail, faultWords, saysJson, STDIN } from './cliExit.ts';
import { errorCode, fileError, fileWrong } from './fileError.ts';
import { adoptFileLayers, FileChunkStore, fileLayerEntry, levelHash, MANIFEST, readManifest, searchFilesIn, takeFolder, writeManifest } from './spillStore.ts';

const USAGE =
  'usage: npm run -s solve -- <puzzle> <level-file> [--format F] [--level N] [--json] [--max-states N] [--max-memory MB] [--count] [--first] [--workers N] [--layers] [--spill DIR] [--at-most N]\n' +
  '       (--spill DIR: --layers with each layer in a file of DIR; run again with the same DIR to resume; the files stay when it ends)\n' +
  `${ANALYSE_USAGE}\n` +
  '       npm run -s solve -- <puzzle> <level-file> [--format F] [--level N] --to <format>   (snakebird: --to snakefall)\n' +
  `puzzles: ${FAMILY_IDS.join(', ')}\n` +
  'npm run -s solve -- --help says what each option does';

/** What `--help` prints: the usage, then each option, the formats each family reads, and the exit status. */
function help(): string {
  const options: [string, string][] = [
    ['--format F', `the level file's format, where the puzzle reads more than one (below), or ${LEVELS_FORMAT}; by default the one its text shows`],
    ['--level N', "in a levels file (My levels' export, read as --format levels or by its opening {): the level at place N, or named N"],
    ['--json', 'print one JSON object on standard output: puzzle, solvable, moves, solution, states, ms (RULES.md), and with --count optimalSolutions; a run without an answer (exit 2, 3, 130, 143; 1, a fault of the program) prints {puzzle, error, exit} instead (error: what standard error says)'],
    ['--max-states N', 'stop once the search has stored N states (exit 3: no answer, never a guess)'],
    ['--max-memory MB', `the memory the search may take, in MB, from ${MEMORY_LEAST_MB} to this machine's ${Math.floor(totalmem() / 2 ** 20)} (default: half, ${DEFAULT_MAX_MEMORY_MB})`],
    ['--count', 'also count the optimal solutions'],
    ['--first', 'look for a first line early beside the exact search; standard error shows each better line found (Snakebird)'],
    ['--workers N', `spread the search over N threads, 1 to ${MOST_WORKERS}; 1 runs it in this one (default: every core, up to ${MOST_WORKERS}, for a level estimated at a million states or more; Snakebird)`],
    ['--layers', 'breadth-first search over sorted, compressed layers: a few bytes a state, slower, for levels past the memory (Snakebird)'],
    ['--spill DIR', 'as --layers, each layer in a file of DIR; run again with the same DIR to go on from the last layer; the files stay when it ends'],
    ['--at-most N', 'as --layers, looking only for lines of at most N moves (exit 3 when there is none that short)'],
    ['--analyse', "what a level designer checks: optimal solutions, positions, dead ends (with --json, RULES.md's fields)"],
    ['--line MOVE…', "with --analyse: the designer's intended line, in the family's notation, judged (wins, optimal, where it can no longer go back)"],
    ['--max-positions N', `with --analyse: enumerate the whole space only up to N positions (default ${DEFAULT_MAX_POSITIONS.toLocaleString('en')})`],
    ['--to F', "write the level in another program's format instead of solving it (snakebird: snakefall)"],
    ['--help, -h', 'this text'],
  ];
  const width = Math.max(...options.map(([o]) => o.length)) + 2;
  return [
    USAGE.slice(0, USAGE.lastIndexOf('\n')),
    '',
    'Solves a level optimally (the fewest moves) and prints the moves, as the app does.',
    `<level-file>: the level's file, or ${STDIN} to read it from standard input.`,
    '',
    'options (a value as the word after, or after an =: --workers 2, --workers=2):',
    ...options.map(([o, what]) => `  ${o.padEnd(width)}${what}`),
    '',
    'formats each puzzle reads (--format):',
    ...FAMILY_IDS.map((id) => `  ${id.padEnd(width)}${FAMILIES[id].formats.join(', ')}`),
    `  ${'every one'.padEnd(width)}${LEVELS_FORMAT} (a levels file, My levels' export: the puzzle's one level in it, or the one --level picks)`,
    '',
    'exit status: 0 solved or proven unsolvable; 2 bad arguments, or a level that cannot be read, parsed or is invalid',
    '(the message says where); 3 a limit stopped the search before an answer, or no one read the output; 130 Ctrl-C, 143 SIGTERM (the search stops, saying how far it got; with --spill, DIR keeps the layers completed).',
  ].join('\n');
}

/**
 * How long a search runs in the main thread (from its first look at the clock) before it is
 * handed to a worker thread that hears Ctrl-C (solve.ts): a search done sooner costs no worker
 * (about 50 ms of CPU, a tiny Move solve's 155 ms becoming 195), and one handed over has lost
 * this much, and the warming up of its code, which the worker does again (300 ms cost level07's
 * --analyse about 250 ms of CPU more, 0.58 s to 0.83 s, means of 6 runs each at a load of 15).
 */
const PROBE_MS = 50;

/** Half the machine's memory (Node keeps typed arrays outside its heap, so its heap limit does not apply). */
const DEFAULT_MAX_MEMORY_MB = Math.floor(totalmem() / 2 / 2 ** 20);

interface CliArgs {
  puzzle: string;
  file: string;
  format?: string;
  /** write the level in this export format instead of solving it */
  to?: string;
  json: boolean;
  count: boolean;
  first: boolean;
  maxStates?: number;
  maxBytes: number;
  /** undefined: not given (every core for a large level, as the app) */
  workers?: number;
  layers: boolean;
  /** the folder layers are spilled to (implies layers) */
  spill?: string;
  /** only lines of at most this many moves are looked for (implies layers) */
  atMost?: number;
  /** the options given, as written (--layers, --spill, --at-most, …), to name in a refusal */
  given: string[];
  /** the level of a levels file to read: its place in the file (1 for the first) or its name */
  level?: string;
}

/** Where the command line writes: the process's standard output and error, or a test's. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** no one reads the answer any more (the search is then stopped, as cancelled) */
  gone?(): boolean;
  /** the signal (Ctrl-C's SIGINT, SIGTERM) that stopped the run, if one did (interrupt.ts): the search is stopped, as cancelled, and the run ends with its status */
  stopped?(): Stopped | null;
  /** the run goes into the search, which hears stopped(), or out of it (a signal elsewhere ends the process at once) */
  searching?(now: boolean): void;
  /**
   * Given (this is the main thread, whose search may be synchronous and hear no signal), a
   * search is run here for PROBE_MS at most (`searched`), and one not done by then is handed to
   * a worker thread running the command line again on `text`, the level file's (interrupt.ts); a
   * search in layers is handed over before it begins.
   */
  handOver?(text: string, searched: boolean): Promise<never>;
  /**
   * True (a run with a thread that hears signals, interrupt.ts): the level file (standard input
   * for `-`) is read as a stream: a synchronous read of it (a terminal's, a pipe not yet ended,
   * `<(cmd)`'s) held the thread, and a signal waited for the read to end.
   */
  streamed?: boolean;
  /** the run reads a file that may never end (a pipe or a device, not standard input): a signal then ends it by its own default action (interrupt.ts) */
  reading?(now: boolean): void;
  /** the run's family, once known (said in the object --json prints where a signal ends the run at once) */
  knows?(puzzle: FamilyId): void;
  /** the run says its end (its answer, or why none) now: false where a signal that ended it at once said it already (interrupt.ts) */
  ends?(): boolean;
  /** the level file's text, where the thread that read it handed the run over, and whether its search began there (its first progress line said) */
  handed?: { text: string; searched: boolean };
}

/** The level file as a run that hears signals reads it: a stream (process.stdin for standard input). */
type InputStream = AsyncIterable<Buffer | string> & { pause(): unknown };

/** Write all of `text` to `fd`, or false when it cannot be written (EPIPE: the reader of a pipe has gone, as `| head -1`'s does). */
function writeAll(fd: number, text: string): true | { failed: unknown } {
  const bytes = Buffer.from(text);
  for (let done = 0; done < bytes.length; ) {
    try {
      done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (e) {
      // (a pipe another program made non-blocking, full: its reader is slow, not gone)
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') return { failed: e };
      pause(10);
    }
  }
  return true;
}

/**
 * The process's standard output and error, written synchronously: a search in this thread
 * gives the event loop no turn, so a stream's 'error' came after it, or, in a spread search,
 * as an uncaught EPIPE (`2>&1 | head -1` ended a solve with exit 1 at its second progress line,
 * and with --layers in one thread the search ran on for nobody). A stream that cannot be
 * written is written no more; the answer is gone when standard output is, or when standard
 * error is and both are one pipe.
 */
export function processIo(): CliIo {
  let outGone = false;
  let errGone = false;
  let onePipe = false;
  try {
    const [o, e] = [fstatSync(1), fstatSync(2)];
    onePipe = o.isFIFO() && o.dev === e.dev && o.ino === e.ino;
  } catch {
    // (a standard stream closed: node opens /dev/null in its place)
  }
  const err = (text: string) => void (errGone ||= writeAll(2, text) !== true);
  return {
    out: (text) => {
      if (outGone) return;
      const wrote = writeAll(1, text);
      if (wrote === true) return;
      outGone = true;
      // (a reader gone, EPIPE, is told by the exit status alone; a file that cannot be written, /dev/full's ENOSPC, said nothing but exit 3)
      if (errorCode(wrote.failed) !== 'EPIPE') err(`standard output could not be written: ${fileWrong(wrote.failed)}\n`);
    },
    err,
    gone: () => outGone || (errGone && onePipe),
  };
}

/** What a number option takes, and the words that say so. */
interface NumberAllowed {
  whole: boolean;
  least: number;
  most: number;
  words: string;
}
const WHOLE_STATES: NumberAllowed = { whole: true, least: 1, most: Infinity, words: 'a whole number of states, at least 1' };
const WHOLE_MOVES: NumberAllowed = { whole: true, least: 1, most: Infinity, words: 'a whole number of moves, at least 1' };
/** the most threads a search spreads over (the Snakebird search's MAX_SHARDS; more were taken as 8, or as that many helpers by --layers) */
export const MOST_WORKERS = 8;
const WORKERS: NumberAllowed = { whole: true, least: 1, most: MOST_WORKERS, words: `a whole number of threads from 1 to ${MOST_WORKERS}` };
/**
 * A budget from a kilobyte (1e-300 was taken, and the search "stopped by the memory limit (0
 * MB)") to the machine's memory (past it, the system ends the process rather than the budget
 * stopping the search with an answer of exit 3).
 */
function memoryAllowed(): NumberAllowed {
  const machine = Math.floor(totalmem() / 2 ** 20);
  return { whole: false, least: MEMORY_LEAST_MB, most: machine, words: `a number of MB from ${MEMORY_LEAST_MB} to ${machine} (this machine's memory)` };
}
const MEMORY_LEAST_MB = 0.001;
/** A budget in MB as it was given: 0.5 MB was said as "0 MB". */
const megabytes = (bytes: number) => {
  const mb = bytes / 2 ** 20;
  return mb >= 10 ? count(Math.round(mb)) : String(Number(mb.toPrecision(3)));
};
/** A word of the command line that is an option, not the value of the one before it. */
const isOption = (word: string) => word.startsWith('--') || word === '-h';

/** The options that take no value. */
const FLAGS = ['--json', '--count', '--first', '--layers', '--analyse', '--analyze', '--help'];

/**
 * The words with each `--name=value` of an option that takes a value as `--name value`, as most
 * programs take it (`--workers=2` was an unknown option); a flag given a value is refused.
 */
function valuesApart(argv: readonly string[]): string[] {
  return argv.flatMap((word) => {
    const [, name, value] = /^(--[a-z-]+)=(.*)$/s.exec(word) ?? [];
    if (name === undefined || value === undefined) return [word];
    if ([...VALUE_OPTIONS, '--max-positions', '--line'].includes(name)) return [name, value];
    if (FLAGS.includes(name)) fail(`${name} takes no value, found '${quoted(word)}'\n${USAGE}`, 2);
    return [word];
  });
}

/** `lineTook`: the words --line took, which may be the puzzle and the file written after it */
function parseArgs(argv: string[], lineTook: readonly string[] = []): CliArgs {
  const positional: string[] = [];
  let format: string | undefined;
  let to: string | undefined;
  let level: string | undefined;
  let json = false;
  let count = false;
  let first = false;
  let layers = false;
  let spill: string | undefined;
  let atMost: number | undefined;
  let maxStates: number | undefined;
  let maxMemoryMb = DEFAULT_MAX_MEMORY_MB;
  let workers: number | undefined;
  const given: string[] = [];
  const number = (flag: string, value: string | undefined, allowed: NumberAllowed): number => {
    const n = decimalNumber(value);
    if (n >= allowed.least && n <= allowed.most && (!allowed.whole || Number.isInteger(n))) return n;
    fail(`${flag} needs ${allowed.words}${value === undefined ? '' : `, found '${quoted(value)}'`}\n${USAGE}`, 2);
  };
  // (an option written where a value was due is not taken as the value: `--format --json` lost the --json)
  const valueOf = (flag: string, needs: string, value: string | undefined): string =>
    value === undefined || value === '' || isOption(value) ? fail(`${flag} needs ${needs}${value === undefined ? '' : value === '' ? ", found ''" : `, found the option ${value}`}\n${USAGE}`, 2) : value;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--') && !given.includes(a)) given.push(a);
    if (a === '--json') json = true;
    else if (a === '--count') count = true;
    else if (a === '--first') first = true;
    else if (a === '--layers') layers = true;
    else if (a === '--format') format = valueOf(a, 'a format', argv[++i]);
    else if (a === '--to') to = valueOf(a, 'a format', argv[++i]);
    else if (a === '--level') level = valueOf(a, "a level's place in the levels file (1 for the first) or its name", argv[++i]);
    else if (a === '--spill') {
      spill = valueOf(a, 'a folder', argv[++i]);
      layers = true;
    }
    else if (a === '--at-most') {
      atMost = number(a, argv[++i], WHOLE_MOVES);
      layers = true;
    }
    else if (a === '--max-states') maxStates = number(a, argv[++i], WHOLE_STATES);
    else if (a === '--max-memory') maxMemoryMb = number(a, argv[++i], memoryAllowed());
    else if (a === '--workers') workers = number(a, argv[++i], WORKERS);
    else if (a === '--help' || a === '-h') {
      throw new CliExit(0, help(), true);
    } else if (a.startsWith('--')) fail(`unknown option ${escapeControls(a)}\n${USAGE}`, 2);
    // (one dash: an option mistyped, not a file: `move -j FILE` said the file was the unexpected argument)
    else if (a.startsWith('-') && a !== STDIN) fail(`unknown option ${escapeControls(a)} (the options are written with two dashes; a file whose name starts with - is written ./${escapeControls(a)})\n${USAGE}`, 2);
    else positional.push(a);
  }
  if (positional.length > 2) fail(`unexpected argument '${quoted(positional[2]!)}': solve takes a puzzle and one level file\n${USAGE}`, 2);
  if (positional.length < 2) {
    const missing = positional.length === 0 ? 'missing the puzzle and the level file' : 'missing the level file';
    // --line reads every word up to the next option: a file written after the line is read as a move
    const taken = lineTook.length > 0 ? ` (--line took '${lineTook.slice(0, 6).map((w) => quoted(w)).join(' ')}${lineTook.length > 6 ? ' …' : ''}' as the line's moves: write the puzzle and the level file before --line, or an option after the line)` : '';
    fail(`${missing}${taken}\n${USAGE}`, 2);
  }
  // (layers made looking only for short lines are not a breadth-first search's: none to resume from)
  if (atMost !== undefined && spill !== undefined) fail(`--at-most does not go with --spill\n${USAGE}`, 2);
  return { puzzle: positional[0]!, file: positional[1]!, format, level, to, json, count, first, maxStates, maxBytes: maxMemoryMb * 1024 * 1024, workers, layers, spill, atMost, given };
}

/** What the family word given may have meant: the puzzle written after the level file, or a family named as its title is written ("Move"). */
function familyHint(puzzle: string, file: string): string {
  const named = (word: string) => FAMILY_IDS.find((id) => id === word.toLowerCase() || FAMILIES[id].title.toLowerCase() === word.toLowerCase());
  const after = named(file);
  if (after) return ` (the puzzle comes first, then the level file: ${after} ${puzzle})`;
  const meant = named(puzzle);
  return meant ? ` (the puzzle is named in lower case: ${meant})` : '';
}

/** The families whose solver table can (`can`), in words: "Snakebird", "Move and Snakebird". */
function familiesThat(can: (id: FamilyId) => boolean): string {
  return FAMILY_IDS.filter(can).map((id) => FAMILIES[id].title).join(' and ');
}
const spreads = (id: FamilyId) => SOLVERS[id].solveExactParallel !== undefined;
const searchesInLayers = (id: FamilyId) => FAMILIES[id].searchesInLayers === true;
const answersEarly = (id: FamilyId) => FAMILIES[id].answersEarly === true;

/**
 * Why the options given do not go together, or with this family's search, or null when they
 * do: an option that would do nothing is refused rather than silently ignored (exit 2).
 * --workers belongs to the family's own search that spreads over threads (the solver table has
 * solveExactParallel), --first to a search that gives an early answer (PuzzleFamily.answersEarly:
 * Snakebird's, spread or not), --layers, --spill and --at-most to its search in layers
 * (PuzzleFamily.searchesInLayers).
 */
function refusal(args: CliArgs, analyse: boolean, family: AnyFamily): string | null {
  const layersBy = args.given.find((a) => a === '--layers' || a === '--spill' || a === '--at-most');
  if (args.to !== undefined) {
    const other = analyse ? '--analyse' : args.given.find((a) => !['--to', '--format', '--level', '--json'].includes(a));
    return other === undefined ? null : `--to writes the level; it does not take ${other}`;
  }
  if (analyse) {
    if (args.count) return '--analyse does not take --count: it counts the optimal solutions itself (optimalSolutions)';
    if (layersBy) return `--analyse does not take ${layersBy}: it runs the engine's breadth-first search, not the search in layers`;
    if (args.workers !== undefined) return "--analyse does not take --workers: the engine's breadth-first search it runs is not spread over threads";
    if (args.first) return '--analyse does not take --first: it has no early line, only the proven optimum';
    return null;
  }
  const id = family.id as FamilyId;
  if (layersBy && !searchesInLayers(id)) {
    return `${layersBy} is for the search in layers (--layers, --spill, --at-most), which only ${familiesThat(searchesInLayers)} has; a ${family.title} level is solved without it`;
  }
  if (layersBy && args.count) return `--count does not go with ${layersBy}: the search in layers finds one shortest line and does not count them`;
  if (args.workers !== undefined && !spreads(id)) {
    return `--workers is for a search spread over threads, which only ${familiesThat(spreads)} has; a ${family.title} level is solved in one thread`;
  }
  if (args.first && !answersEarly(id)) {
    return `--first looks for a first line early beside the exact search, which only ${familiesThat(answersEarly)} does; a ${family.title} level's search gives only the proven optimum`;
  }
  return null;
}

/**
 * Every problem of a level that does not validate, one a line, each where it is: at its line
 * and column in the file where the family can say (RULES.md), else as the level names it (a
 * cell by row and column, a node by name); a problem of the level as a whole says so. Each
 * line's own text is escaped (a name in the level may hold control characters).
 */
function invalidLevel(file: string, family: AnyFamily, text: string, format: string | undefined, issues: readonly ValidationIssue[]): string {
  const said = (issue: ValidationIssue) => {
    const at = family.placeInText?.(text, issue, format);
    const place = at ? placeWords(at) : issue.at || issue.part ? issuePlace(issue.at) : WHOLE_LEVEL_WORDS;
    return escapeControls(`${place}${issue.message}`);
  };
  if (issues.length === 1) return `${escapeControls(file)}: invalid level: ${said(issues[0]!)}`;
  return [`${escapeControls(file)}: invalid level, ${plural(issues.length, 'problem')}:`, ...issues.map((issue) => `  ${said(issue)}`)].join('\n');
}

/**
 * Where another family's rules read the text as a level with no problem (a level given under the
 * wrong puzzle: `bars` for a Move level said only "unknown character '.'"), a line saying which,
 * as the app's Open file and links say it; else nothing. `entry`: the text
 * is a levels file's level, whose family the file names (the puzzle given had to be it).
 */
function otherFamilyHint(text: string, family: FamilyId, entry: boolean): string {
  const other = otherFamilyReading(text, family);
  // (a link saved as a file, or piped in: said as Import text says it)
  if (other === undefined) return holdsLink(text) ? `\n${LINK_NOT_TEXT}` : '';
  return `\nthe ${FAMILIES[other].title} rules read its text as a level: ${entry ? `was the level's family (${family}) in the levels file changed?` : `was the puzzle meant to be ${other}?`}`;
}

/** The level file's name that reads standard input (STDIN) in messages. */
const STDIN_WORDS = 'standard input';

/** Why a file could not be read, in words: Node's "EISDIR: illegal operation on a directory, read" for a folder given. */
function unreadable(name: string, e: unknown): string {
  const code = errorCode(e);
  if (code === 'ENOENT') return `${name}: no such file`;
  if (code === 'EISDIR') return `${name} is a folder, not a level file`;
  if (code === 'EACCES' || code === 'EPERM') return `${name}: permission denied (the file cannot be read)`;
  return `cannot read ${name}: ${fileWrong(e)}`;
}

/** Whether `path` names a pipe or a device (a FIFO, `<(cmd)`'s /dev/fd/63, /dev/stdin), whose read may wait for ever, not a file. */
function mayNotEnd(path: string): boolean {
  try {
    const stat = statSync(path);
    return !stat.isFile() && !stat.isDirectory();
  } catch {
    return false;
  }
}

/** Wait `ms` without giving the event loop a turn (reading is synchronous, as the search is). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The file's text (standard input's for `-`), reading at most MAX_LEVEL_CHARS bytes (a level's
 * cap, docs/LIMITS.md), or MAX_IMPORT_BYTES for a levels file (as the app's Open file and
 * Import take one), so that /dev/zero or a huge file is refused at once; or why not. `name`:
 * the file in messages.
 */
function readLevelFile(path: string, name: string, format: string | undefined): { text: string } | { error: string } {
  const bytes = levelBytes(name, format);
  let fd: number | undefined;
  try {
    fd = path === STDIN ? 0 : openSync(path, 'r');
    const chunk = Buffer.alloc(64 * 1024);
    for (let more = true; more; ) {
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (e) {
        // (standard input may be a pipe another program made non-blocking: its writer is slow, not done)
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
        pause(10);
        continue;
      }
      more = n > 0 && bytes.add(chunk.subarray(0, n));
    }
  } catch (e) {
    return { error: unreadable(name, e) };
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
  }
  return bytes.text();
}

/** readLevelFile of the level file given as a stream (CliIo.streamed), read until it ends or the cap is passed. */
async function readLevelStream(input: InputStream, name: string, format: string | undefined): Promise<{ text: string } | { error: string }> {
  const bytes = levelBytes(name, format);
  try {
    for await (const chunk of input) if (!bytes.add(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)) break;
  } catch (e) {
    return { error: unreadable(name, e) };
  } finally {
    // (no more is read: the run goes on, its search in this thread)
    input.pause();
  }
  return bytes.text();
}

/**
 * A level file's bytes as they are read, up to MAX_LEVEL_CHARS, or MAX_IMPORT_BYTES once its
 * start shows a levels file (one byte past the cap tells a file at the cap from a larger one);
 * `add` says whether more is wanted, `text` the text, or why there is none.
 */
function levelBytes(name: string, format: string | undefined) {
  const chunks: Buffer[] = [];
  let length = 0;
  let cap = MAX_LEVEL_CHARS;
  return {
    add(chunk: Buffer): boolean {
      chunks.push(Buffer.from(chunk));
      length += chunk.length;
      if (length > cap && cap === MAX_LEVEL_CHARS && isLevelsFile(Buffer.concat(chunks).toString('utf8', 0, 64), format)) cap = MAX_IMPORT_BYTES;
      return length <= cap;
    },
    text(): { text: string } | { error: string } {
      if (length > cap) return { error: `${name}: the file is larger than ${count(cap)} bytes; at most ${count(cap)} are read${cap === MAX_LEVEL_CHARS ? ` (${count(MAX_IMPORT_BYTES)} of a levels file)` : ''}` };
      // (as Open file reads it: a file in UTF-16 or another encoding is said to be, not read as a level of replacement characters)
      const text = levelFileText(Buffer.concat(chunks, length));
      return 'why' in text ? { error: `${name}: ${text.why}` } : text;
    },
  };
}

/**
 * Make `dir` and its missing parents, one at a time: Node's mkdirSync(dir, { recursive: true })
 * spins for ever where a parent cannot be made in a folder that exists (--spill /proc/x/y: a
 * CPU at 100% and no answer, Node 20).
 */
function makeFolder(dir: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); !existsSync(d) && dirname(d) !== d; d = dirname(d)) missing.push(d);
  for (const d of missing.reverse()) mkdirSync(d);
}

/**
 * The store of --spill DIR and the search's options for it: the layers to resume from when DIR
 * holds this level's manifest, and onLayer writing the manifest after each layer. A DIR that
 * cannot be used is refused (exit 2), nothing in it written.
 */
function openSpill(io: CliIo, dir: string, family: string, hash: string): { store: FileChunkStore; options: LayeredOptions; release(): void } {
  let isFolder = false;
  try {
    makeFolder(dir);
    isFolder = statSync(dir).isDirectory();
  } catch (e) {
    // (EEXIST where nothing was found: a symbolic link that leads nowhere)
    const why = errorCode(e) === 'EEXIST' ? `${dir}: it is a link to nothing (what it names is missing, or it leads back to itself)` : fileError(e, dir);
    fail(escapeControls(`--spill ${dir}: cannot make the folder ${why}`), 2);
  }
  if (!isFolder) fail(escapeControls(`--spill ${dir} is a file, not a folder`), 2);
  const taken = takeFolder(dir);
  if ('error' in taken) fail(escapeControls(`--spill ${dir}: ${taken.error}; nothing there was changed`), 2);
  try {
    return { ...spillIn(io, dir, family, hash), release: taken.release };
  } catch (e) {
    taken.release();
    throw e;
  }
}

/** openSpill's store and options, DIR taken for this run. */
function spillIn(io: CliIo, dir: string, family: string, hash: string): { store: FileChunkStore; options: LayeredOptions } {
  const read = readManifest(dir, family, hash);
  if ('error' in read) fail(escapeControls(`--spill ${dir}: ${read.error}; nothing there was changed`), 2);
  if (!read.manifest) {
    // (a search would write over them, and delete the runs: two layer files a run killed before its first manifest left were made again, and another program's so named would be too)
    const found = searchFilesIn(dir);
    if ('error' in found) fail(escapeControls(`--spill ${dir}: ${found.error}; nothing there was changed`), 2);
    const { files } = found;
    if (files.length > 0) {
      const listed = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : `${files.slice(0, -1).join(', ')}${files.length > 1 ? ' and ' : ''}${files.at(-1)}`;
      fail(
        escapeControls(
          `--spill ${dir}: it holds ${listed} but no ${MANIFEST} naming the level they are of (a run killed before it wrote one, or another program's files): the search would write over them or delete them; nothing there was changed: use another folder, or delete ${files.length === 1 ? 'that file' : 'those files'} and run again`,
        ),
        2,
      );
    }
  }
  let store: FileChunkStore;
  try {
    store = new FileChunkStore(dir);
  } catch (e) {
    // (the runs a killed search left, deleted as the store opens: DIR unreadable, or a run's file not deletable)
    fail(escapeControls(`--spill ${dir}: the layers there cannot be taken up: ${fileError(e, dir)}`), 2);
  }
  const manifest = read.manifest ?? newManifest(family, hash);
  const resumeFrom = read.manifest
    ? adoptFileLayers(store, read.manifest).map((chunks) => spilledKeySet(read.manifest!.words, new ByteBudget(), store, chunks))
    : undefined;
  return {
    store,
    options: {
      store,
      resumeFrom,
      // (said once the layers are found to be this search's: layers another build made are refused first)
      onResumed: (depth, states) => io.err(`resuming at depth ${depth} from ${dir}: ${states} states\n`),
      onLayer: (layer, depth) => {
        // (the layer's file; the next layer's runs may be being written already)
        store.closeWriting((file) => file.startsWith('layer-'));
        manifest.words = layer.words;
        manifest.layers.length = depth;
        manifest.layers.push(fileLayerEntry(store, layer));
        writeManifest(dir, manifest);
      },
    },
  };
}

/**
 * Where --spill DIR could not be written or read as the search went on (`e` a file system error:
 * the disk full, DIR deleted), end the run saying so: it was the engine's stack trace, exit 1.
 * A full disk is a limit that stopped the search (exit 3; DIR keeps its complete layers, which a
 * run again with room goes on from); anything else, DIR that cannot be used (exit 2).
 */
function spillUnwritable(dir: string, e: unknown): void {
  const { code, syscall } = (e ?? {}) as NodeJS.ErrnoException;
  if (typeof code !== 'string' || syscall === undefined) return;
  const message = fileError(e, dir);
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') {
    fail(escapeControls(`--spill ${dir}: the search could not go on writing (${message}); no answer: ${dir} keeps the layers completed, and the same command, with more room there, goes on from them`), 3);
  }
  fail(escapeControls(`--spill ${dir}: the search could not go on using the folder (${message}); no answer`), 2);
}

/**
 * A search's side of Ctrl-C (interrupt.ts): its options' look at the clock and whether to stop
 * there; which progress reports it shows; the search run as one that hears signals (`around`);
 * and, once it ended cancelled, whether it is to be handed over to a worker thread (it was begun
 * here for PROBE_MS, and no signal stopped it).
 */
export function hearing(io: CliIo) {
  const probing = io.handOver !== undefined;
  let over = false;
  // (from the search's first look at the clock, at once: not from before its setup, a WebAssembly module's compiling among it)
  let from: number | undefined;
  let reports = 0;
  let stageShown: string | undefined;
  return {
    options: {
      progressIntervalMs: probing ? PROBE_MS / 2 : 1000,
      shouldCancel: () => io.gone?.() === true || (io.stopped?.() ?? null) !== null || (probing && (over = performance.now() - (from ??= performance.now()) >= PROBE_MS)),
    },
    /**
     * Whether this progress report (of `stage`, one of an analysis's searches) is shown: the
     * search begun here shows each stage's first, at once, and the worker it is handed to goes
     * on from there.
     */
    shows: (stage?: string): boolean => {
      const report = reports++;
      const first = report === 0 || stage !== stageShown;
      stageShown = stage;
      return probing ? first : !io.handed?.searched || report > 0;
    },
    async around<R>(search: () => Promise<R> | R): Promise<R> {
      io.searching?.(true);
      try {
        return await search();
      } finally {
        // (a signal that came during a search in this thread waits for a turn of the event loop: a timer's wait gives one that reads it)
        if (over) await new Promise((resolve) => setTimeout(resolve, 10));
        io.searching?.(false);
      }
    },
    handsOver: (): boolean => over && !io.stopped?.() && !io.gone?.(),
  };
}
export type Hearing = ReturnType<typeof hearing>;

/** What a search a signal (Ctrl-C) stopped had done, on one line: with --spill, the layers its folder keeps to go on from. */
function stoppedWords(stopped: Stopped, result: { stored: number; depth: number }, spill: string | undefined): string {
  const proven = result.depth > 0 ? `, with no solution under ${plural(result.depth, 'move')}` : '';
  const kept = spill === undefined ? '' : `; ${spill} keeps the layers to depth ${result.depth}: the same command goes on from there`;
  return escapeControls(`${stopped.words} after storing ${plural(result.stored, 'state')}${proven}${kept}`);
}

/**
 * One run of the command line on `argv` (the arguments after the script's name): its exit
 * status, everything said written through `io`. Bad arguments and bad levels are said, never
 * thrown.
 */
export async function main(argv: readonly string[], given: CliIo = processIo()): Promise<number> {
  const known: RunKnown = {};
  // (standard output is written once, at the run's end: the first write takes the end, unless a signal that ended the run at once took it, interrupt.ts)
  let mine: boolean | undefined;
  const ends = () => (mine ??= given.ends?.() !== false);
  const io: CliIo = { ...given, out: (text) => void (ends() && given.out(text)) };
  try {
    const code = await run(argv, io, known);
    // (an answer, a solve's, an analysis's or a level written --to, that no one read went nowhere: --analyse and --to said 0)
    return code === 0 && io.gone?.() === true ? 3 : code;
  } catch (e) {
    if (!(e instanceof CliExit)) {
      // (a fault of the program itself: thrown on, and said with its stack by the process, exit 1 (interrupt.ts's hearFaults); a script given --json still reads one object)
      if (saysJson(argv) && ends()) io.out(`${JSON.stringify(failureJson(known.puzzle, new CliExit(1, faultWords(e))))}\n`);
      throw e;
    }
    if (!ends()) return e.code;
    if (e.toOutput) io.out(`${e.said}\n`);
    else {
      io.err(`${e.said}\n`);
      // (a script given --json reads standard output as JSON whatever happened: it was empty, and JSON.parse failed on it)
      if (saysJson(argv)) io.out(`${JSON.stringify(failureJson(known.puzzle, e))}\n`);
    }
    return e.code;
  }
}

/** What a run found out before it ended, for the --json object of a run that ended without an answer. */
interface RunKnown {
  /** the puzzle family, once it is known to be one */
  puzzle?: FamilyId;
}

/** A run's end without an answer, as --json says it: the family (once the run knew it), the message (as on standard error, without the usage), the exit status. */
function failureJson(puzzle: FamilyId | undefined, end: CliExit): { puzzle?: FamilyId; error: string; exit: number } {
  const usage = `\n${USAGE}`;
  const error = end.said.endsWith(usage) ? end.said.slice(0, -usage.length) : end.said;
  return { ...(puzzle === undefined ? {} : { puzzle }), error, exit: end.code };
}

async function run(argv: readonly string[], io: CliIo, known: RunKnown): Promise<number> {
  const taken = takeAnalyseArgs(valuesApart(argv));
  if ('error' in taken) fail(`${escapeControls(taken.error)}\n${USAGE}`, 2);
  const args = parseArgs(taken.rest, taken.analyse?.line ?? []);
  // the family first: one that does not exist is what is wrong, whatever the file, and the
  // options are refused before the file is read
  const family = getFamily(args.puzzle);
  if (!family) fail(`${escapeControls(`unknown puzzle family '${quoted(args.puzzle)}'; expected one of: ${FAMILY_IDS.join(', ')}${familyHint(args.puzzle, args.file)}`)}\n${USAGE}`, 2);
  known.puzzle = family.id as FamilyId;
  io.knows?.(known.puzzle);
  const refused = refusal(args, taken.analyse !== null, family);
  if (refused) fail(`${refused}\n${USAGE}`, 2);
  const formats = [...family.formats, LEVELS_FORMAT];
  if (args.format !== undefined && !formats.includes(args.format)) fail(escapeControls(`--format needs one of ${formats.join(', ')} for a ${family.title} level, found '${quoted(args.format)}'`), 2);
  const unwritten = args.to === undefined ? null : exportRefusal(family, args.to);
  if (unwritten) fail(unwritten, 2);
  const name = args.file === STDIN ? STDIN_WORDS : args.file;
  // (typed at a terminal, or forgotten: without a word it only seemed to hang)
  if (args.file === STDIN && isatty(0) && !io.handed) io.err(`reading the level from ${STDIN_WORDS}: type or paste it, then Ctrl-D (Ctrl-Z then Enter on Windows)\n`);
  const endless = args.file !== STDIN && !io.handed && mayNotEnd(args.file);
  io.reading?.(endless);
  const read =
    io.handed ? { text: io.handed.text } : io.streamed ? await readLevelStream(args.file === STDIN ? process.stdin : createReadStream(args.file), name, args.format) : readLevelFile(args.file, name, args.format);
  io.reading?.(false);
  // the level's own text may hold terminal escape sequences: never print it raw
  if ('error' in read) fail(escapeControls(read.error), 2);
  const source = levelOfFile(name, read.text, args.puzzle, args.format, args.level);
  if ('error' in source) fail(escapeControls(source.error), 2);
  const loaded = loadLevel(args.puzzle, source.text, source.format);
  if (!loaded.ok) {
    const why = loaded.issues ? invalidLevel(source.label, family, source.text, source.format, loaded.issues) : escapeControls(`${source.label}: ${loaded.message}`);
    fail(`${why}${otherFamilyHint(source.text, family.id as FamilyId, source.label !== name)}`, 2);
  }
  if (args.to !== undefined) return runExport(io, loaded.family, loaded.level, args.to, args.json);
  if (taken.analyse) {
    const heard = hearing(io);
    const code = await runAnalysis(io, loaded.family, loaded.level, taken.analyse, { ...args, heard });
    return code === HAND_OVER ? io.handOver!(read.text, true) : code;
  }
  // (a search in layers, for levels past memory, is long: it runs where signals are heard from
  // its start, and --spill's layers written by a search begun here would be taken up by the
  // worker's as a resume)
  if (args.layers && io.handOver) return io.handOver(read.text, false);
  const spill = args.spill === undefined ? undefined : openSpill(io, args.spill, loaded.family.id, levelHash(loaded.family.make(loaded.level as never)));

  const heard = hearing(io);
  let shown: FoundLine | undefined;
  const showBest = (best: FoundLine | undefined, elapsedMs: number) => {
    if (!best || best.moves === shown?.moves) return;
    shown = best;
    io.err(`best found ${plural(best.moves, 'move')} after ${Math.round(elapsedMs)} ms, not proven shortest: ${best.solution.join(' ')}\n`);
  };
  const options: LayeredOptions = {
    ...spill?.options,
    // (every core, up to the most --workers takes: the search in layers started a helper a core, 31 on 32 cores, holding 2.2 GB)
    workers: args.workers ?? (args.count ? 1 : spreadWorkers(loaded.family, Math.min(availableParallelism(), MOST_WORKERS), () => estimateLevel(loaded.family, loaded.level))),
    maxStates: args.maxStates,
    ...(args.atMost !== undefined ? { atMost: () => args.atMost! } : {}),
    maxBytes: args.maxBytes,
    countSolutions: args.count,
    early: args.first,
    ...heard.options,
    onProgress:
      args.json && !args.first
        ? undefined
        : (p) => {
            if (!heard.shows()) return;
            showBest(p.bestFound, p.elapsedMs);
            if (args.json) return;
            const on = p.workers === undefined ? '' : `  ${p.workers} worker${p.workers === 1 ? '' : 's'}${p.workersNote ? ` (${p.workersNote})` : ''}`;
            const where = p.bestFound ? `best found ${p.bestFound.moves} moves, optimal is at least ${Math.min(p.lowerBound ?? p.depth, p.bestFound.moves)}` : `depth ${p.depth}`;
            io.err(`${where}  stored ${p.stored}  frontier ${p.frontier}  ${Math.round(p.statesPerSecond)}/s  ${Math.round(p.bytes / 2 ** 20)} MB${on}\n`);
          },
  };
  const solveIt = async (): Promise<SearchResult> => {
    try {
      return args.layers ? await solveLevelInLayers(loaded.family, loaded.level, options) : await solveLevelSpread(loaded.family, loaded.level, options);
    } catch (e) {
      if (!spill) throw e;
      if (e instanceof LayersMismatchError) fail(`--spill ${args.spill}: ${join(args.spill!, MANIFEST)} does not fit this level's search: ${e.message}`, 2);
      spillUnwritable(args.spill!, e);
      // (the manifest checks each layer file's size and each chunk's first key, not every byte: a
      // file changed within, same size, ended the search with the engine's stack trace, exit 1)
      if (spill.options.resumeFrom) fail(escapeControls(`--spill ${args.spill}: the layers resumed from there do not hold together (${e instanceof Error ? e.message : String(e)}): a file there was changed or damaged after it was written; use another folder, or empty this one, and run again`), 2);
      throw e;
    } finally {
      // (before the search is said to be over: the runs a stopped search left are deleted by close)
      try {
        spill?.store.close();
      } catch (e) {
        // (DIR gone: said as the search's own end would be, not as an uncaught ENOENT)
        spillUnwritable(args.spill!, e);
        throw e;
      } finally {
        spill?.release();
      }
    }
  };
  const result = await heard.around(solveIt);
  if (result.kind === 'limit' && result.limit === 'cancelled' && heard.handsOver()) return io.handOver!(read.text, true);
  const ms = Math.round(result.elapsedMs);

  if (result.kind === 'limit') {
    showBest(result.bestFound, result.elapsedMs);
    const stopped = io.stopped?.();
    if (result.limit === 'cancelled' && stopped) fail(stoppedWords(stopped, result, args.spill), stopped.status);
    if (result.limit === 'size') fail(`no answer: ${result.detail ?? 'the level is too large for this solver'}`, 3);
    if (result.limit === 'moves') fail(`no answer: ${result.detail ?? `no line of at most ${args.atMost} moves`}`, 3);
    // a larger limit helps only when the limit was the budget; when it was not, the detail says what would
    const [which, then] =
      result.limit === 'states'
        ? [`the state limit${args.maxStates === undefined ? '' : ` (${count(args.maxStates)})`}`, 'no answer (try a larger --max-states)']
        : result.limit === 'memory'
          ? result.detail
            ? ['the memory limit', `no answer: ${result.detail}`]
            : [`the memory limit (${megabytes(args.maxBytes)} MB; the machine has ${count(Math.round(totalmem() / 2 ** 20))} MB)`, 'no answer (try a larger --max-memory)']
          : ['cancellation', 'no answer'];
    // what the search had proven when it stopped, in the words the app's progress line uses
    const proven = result.depth > 0 ? `, with no solution under ${plural(result.depth, 'move')}` : '';
    fail(`stopped by ${which} after storing ${plural(result.stored, 'state')}${proven}; ${then}`, 3);
  }
  const solved = result.kind === 'solved';
  const sets = countedAsSets(loaded.family.commutingMoves);
  if (args.json) {
    const out: Record<string, unknown> = {
      puzzle: args.puzzle,
      solvable: solved,
      moves: solved ? result.moves : null,
      solution: solved ? result.solution : null,
      states: result.stored,
      ms,
    };
    if (solved && result.optimalSolutions !== undefined) out.optimalSolutions = result.optimalSolutions;
    io.out(`${JSON.stringify(out)}\n`);
  } else if (solved) {
    io.out(
      `solved in ${plural(result.moves, 'move')} (${result.stored} states, ${ms} ms, ${result.method}${result.workers === undefined || result.workers < 2 ? '' : ` over ${result.workers} workers`})\n${result.solution.join(' ')}\n` +
        (result.optimalSolutions !== undefined ? `distinct optimal solutions: ${count(result.optimalSolutions)}${sets ? ` (${sets})` : ''}\n` : ''),
    );
  } else {
    io.out(`no solution: all ${result.stored} reachable states explored (${ms} ms)\n`);
  }
  // (a search that ended before the next line showed no one read it: its answer went nowhere, main says 3)
  return 0;
}
