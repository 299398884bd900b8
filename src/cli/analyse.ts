// `solve --analyse`: what a level designer checks (issue "Designers' workbench", §2), on the
// command line. solve.ts reads and checks the level; this takes the analysis flags out of the
// arguments first and prints the analysis (JSON with --json, readable otherwise).
//   --analyse              the analysis instead of a plain solve
//   --line MOVE…           the designer's intended line, in RULES.md notation (the words after
//                          --line up to the next option; one argument may hold several, spaced;
//                          a word that is no move of the level, by its family's notation(), is refused)
//   --max-positions N      enumerate the whole space only up to N positions
import { DEFAULT_MAX_POSITIONS } from '../engine/analyse.ts';
import type { AnalysisStage, SearchProgress } from '../engine/types.ts';
import { analyseLevel, type LevelAnalysis, type LineVerdict } from '../puzzles/analyse.ts';
import { count, countedAsOne, countedAsSets, escapeControls, plural, shown } from '../puzzles/text.ts';
import { movesNamed } from '../puzzles/movesNamed.ts';
import type { AnyFamily } from '../puzzles/types.ts';
import type { CliIo, Hearing } from './main.ts';
import { fail } from './cliExit.ts';

export const ANALYSE_USAGE = '       npm run -s solve -- <puzzle> <level-file> --analyse [--line MOVE…] [--max-positions N] [--json] [--max-states N] [--max-memory MB]';

export interface AnalyseArgs {
  line: string[] | null;
  maxPositions: number;
}

/**
 * A number of the command line, written in decimals ('12', '0.5', '1e8'); NaN for anything else.
 * Number() alone would also take '0x10', '0b11', ' 7 ' and '' (0), numbers no one means there.
 */
export const decimalNumber = (value: string | undefined): number => (value !== undefined && /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value) ? Number(value) : NaN);

/** solve's options (main.ts) that take the word after them as their value */
export const VALUE_OPTIONS = ['--format', '--to', '--level', '--spill', '--at-most', '--max-states', '--max-memory', '--workers'];

/**
 * Take --analyse, --line and --max-positions out of the arguments: the rest for solve.ts's own
 * parser, and the analysis's settings (null without --analyse), or a message for a bad value.
 */
export function takeAnalyseArgs(argv: readonly string[]): { rest: string[]; analyse: AnalyseArgs | null } | { error: string } {
  const rest: string[] = [];
  let analyse = false;
  let line: string[] | null = null;
  let maxPositions = DEFAULT_MAX_POSITIONS;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--analyse' || a === '--analyze') analyse = true;
    else if (a === '--line') {
      // a second --line would be read on from the first, a line of both: the moves go after one
      if (line !== null) return { error: '--line goes once, with every move of the line after it' };
      line = [];
      while (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) line.push(...argv[++i]!.split(/\s+/).filter((m) => m !== ''));
    } else if (a === '--max-positions') {
      const value = argv[++i];
      const n = decimalNumber(value);
      if (!Number.isInteger(n) || n <= 0) return { error: `--max-positions needs a whole number of positions, at least 1${value === undefined ? '' : `, found '${shown(value)}'`}` };
      maxPositions = n;
    } else if (VALUE_OPTIONS.includes(a)) {
      // (its value is solve's to judge: `--format --analyse` is a format missing, not an analysis)
      rest.push(a);
      if (i + 1 < argv.length) rest.push(argv[++i]!);
    } else rest.push(a);
  }
  if (!analyse && (line !== null || maxPositions !== DEFAULT_MAX_POSITIONS)) return { error: '--line and --max-positions go with --analyse' };
  return { rest, analyse: analyse ? { line, maxPositions } : null };
}

/** `pieces`: the family's PuzzleFamily.interchangeable where `level` has two such pieces, else no note (every piece is its own) */
const interchangeable = (pieces: AnyFamily['interchangeable'], level: unknown) => {
  const asOne = countedAsOne(pieces, level);
  return asOne ? `${asOne} (positions are canonical), so lines that differ only in which of two identical pieces moves count once` : null;
};
const ENGINE_ONLY = "the counts and the whole space come from the engine's breadth-first search over the compiled level, for every family (Snakebird's too, not its WebAssembly search)";
const BY_FAMILY = 'the counts are worked out by calculation, not by trying moves: no search was run (the whole space was not mapped: see why)';
const howCounted = (a: LevelAnalysis) => (a.byFamily ? BY_FAMILY : ENGINE_ONLY);

/**
 * Why the words given with --line are not a line of this level's moves (none given, or one
 * that names no move of the level in its family's notation), or null when they are: whether
 * each is legal where it is played is the analysis's verdict, not a bad argument.
 */
export function lineRefusal(family: AnyFamily, level: unknown, line: readonly string[]): string | null {
  const notation = family.notation(level);
  if (line.length === 0) return `--line needs the line's moves after it, each ${notation.expected}`;
  const at = line.findIndex((word) => !notation.names(word));
  return at < 0 ? null : `move ${at + 1}, '${shown(line[at]!)}', is not a move: expected ${notation.expected}`;
}

/** The analysis's searches, each from depth 0 again: named, so that a depth smaller than the last is not read as a step back. */
const STAGE_WORDS: Record<AnalysisStage, string> = {
  space: 'mapping every position',
  count: 'too many positions to map; counting the optimal solutions',
  optimum: 'too many to count; looking for the optimum alone',
  line: 'whether a position of the line can still win',
  walk: 'following the line',
};

/** A progress report on standard error: the stage, then how far it is (the walk: moves of the line). */
export function progressLine(p: SearchProgress, lineMoves: number): string {
  if (p.stage === 'walk') return `${STAGE_WORDS.walk}: move ${p.depth} of ${lineMoves}`;
  return `${p.stage ? `${STAGE_WORDS[p.stage]}: ` : ''}depth ${p.depth}  stored ${p.stored}  frontier ${p.frontier}  ${Math.round(p.statesPerSecond)}/s`;
}

/** runAnalysis's answer where its search is to go on in a worker thread (main.ts's Hearing.handsOver) */
export const HAND_OVER = -1;

/**
 * Exit status: 0 analysed; HAND_OVER where the search is to go on in a worker thread (`heard`).
 * Otherwise it ends by CliExit, said by main.ts: 2 a --line that is no line of moves (nothing
 * analysed); 3 a limit stopped it; 130 or 143 a signal stopped it.
 */
export async function runAnalysis(
  io: CliIo,
  family: AnyFamily,
  level: unknown,
  args: AnalyseArgs,
  settings: { puzzle: string; json: boolean; maxStates?: number; maxBytes: number; heard: Hearing },
): Promise<number> {
  const { heard } = settings;
  const refused = args.line && lineRefusal(family, level, args.line);
  if (refused) {
    fail(escapeControls(refused), 2);
  }
  const result = await heard.around(() =>
    analyseLevel(family, level, {
      line: args.line ?? undefined,
      maxPositions: args.maxPositions,
      maxStates: settings.maxStates,
      maxBytes: settings.maxBytes,
      // (no one to read the analysis: main.ts processIo; Ctrl-C)
      ...heard.options,
      // (nothing returned: an onProgress that answers true stops the search)
      onProgress: settings.json
        ? undefined
        : (p) => {
            if (heard.shows()) io.err(`${progressLine(p, args.line?.length ?? 0)}\n`);
          },
    }),
  );
  const stopped = io.stopped?.();
  if ('kind' in result && result.limit === 'cancelled') {
    if (heard.handsOver()) return HAND_OVER;
    if (stopped) {
      fail(`${stopped.words} after storing ${plural(result.stored, 'state')}`, stopped.status);
    }
  }
  if ('kind' in result && result.limit === 'size') {
    fail(`too large to analyse: ${result.detail}; no answer (a larger limit would not help)`, 3);
  }
  if ('kind' in result) {
    const which = result.limit === 'states' ? `the state limit (${count(settings.maxStates ?? result.stored)})` : result.limit === 'memory' ? 'the memory limit' : result.limit;
    fail(`stopped by ${which} after storing ${plural(result.stored, 'state')}: ${result.detail}; no answer (try a larger limit)`, 3);
  }
  const sets = countedAsSets(family.commutingMoves);
  const asOne = interchangeable(family.interchangeable, level);
  // parts of the level that can never matter (a DogBunny edge no animal can take), as the editor and Check say them
  const notices = (family.notices?.(level) ?? []).map((n) => n.message);
  if (settings.json) {
    const json = asJson(settings.puzzle, result, sets, asOne);
    json.notes = [...notices, ...(json.notes as string[])];
    io.out(`${JSON.stringify(json)}\n`);
  } else io.out(readable(result, sets, asOne, args.line ?? []) + notices.map((n) => `Notice: ${n}\n`).join(''));
  return 0;
}

/**
 * `sets`: what the count counts where the family's moves commute (countedAsSets), else null;
 * `asOne`: the note on pieces of one kind where the family has them, else null
 */
function asJson(puzzle: string, a: LevelAnalysis, sets: string | null = null, asOne: string | null = null): Record<string, unknown> {
  const out: Record<string, unknown> = {
    puzzle,
    solvable: a.solvable,
    moves: a.moves,
    optimalSolutions: a.optimalSolutions,
  };
  if (a.space) Object.assign(out, a.space);
  Object.assign(out, {
    explored: a.explored,
    branching: a.branching,
    forcedMoves: a.forcedMoves,
    solution: a.solution,
    states: a.stored,
    ms: Math.round(a.elapsedMs),
  });
  if (a.line) {
    const { moves, legal, illegalAt, wins, wonAfter, optimal, shorter, noReturnAt, movesThere } = a.line;
    const along = alongLine(a.line);
    out.line = { moves, wins, optimal, shorter, noReturnAt, legal, illegalAt, ...(movesThere ? { movesThere } : {}), ...(wonAfter === null ? {} : { wonAfter }), ...(along ? { toWin: along.toWin } : {}) };
  }
  out.notes = [
    ...(sets ? [`the optimal solutions counted are ${sets}`] : asOne ? [asOne] : []),
    howCounted(a),
    ...(a.notEnumerated ? [`the whole space was not enumerated: ${a.notEnumerated}`] : []),
    ...(a.notCounted ? [`the optimal solutions were not counted: ${a.notCounted}`] : []),
  ];
  return out;
}


/**
 * The moves to a win from each position the line reaches: the start, then after each move up
 * to the last one played (all of them, or those before an illegal move), null where no win can
 * be reached; `diedAfter`, the move after which the level was lost outright (a piece died: its
 * position is no position, so the analysis's own list stops one short there). Null where the
 * space was not enumerated.
 */
function alongLine(l: LineVerdict): { toWin: (number | null)[]; diedAfter: number | null } | null {
  if (!l.toWin) return null;
  const reached = l.legal ? l.moves + 1 : l.illegalAt!;
  const missing = Math.max(0, reached - l.toWin.length);
  return { toWin: [...l.toWin, ...Array<null>(missing).fill(null)], diedAfter: missing > 0 ? l.toWin.length : null };
}

/** The line's moves to a win, in words: where the list stops, and why. */
/**
 * How far from a win a line ends that stops short of one still in reach, as the Check panel
 * says it ('it ends 4 moves from a win'): an unfinished line, not one gone wrong. Nothing where
 * a win was lost on the way, or the space was not mapped (no distance known).
 */
function shortBy(l: LineVerdict): string {
  const left = l.noReturnAt === null ? (l.toWin?.[l.toWin.length - 1] ?? null) : null;
  return left !== null && left > 0 ? `: it ends ${plural(left, 'move')} from a win` : '';
}

function toWinWords(l: LineVerdict, along: { toWin: (number | null)[]; diedAfter: number | null }): string {
  const lost = along.toWin.indexOf(null);
  if (lost === 0) return 'Moves to a win along the line: none (no win can be reached from the start)';
  const known = `Moves to a win along the line, from the start: ${(lost < 0 ? along.toWin : along.toWin.slice(0, lost)).join(' ')}`;
  if (lost > 0) return `${known}, then lost after move ${lost}: ${along.diedAfter === lost ? 'that move loses the level' : 'no win can be reached from there on'}`;
  return l.legal ? known : `${known}, then move ${l.illegalAt} is not legal there`;
}

/** Why a move of the line is not legal, as far as the rules say: `played` is not one of the moves there. */
export function notAmong(played: string, movesThere: readonly string[]): string {
  if (movesThere.length === 0) return `no move leads on from that position, ${quoted(played)} nor any other`;
  return `${quoted(played)} is not one of the moves from that position (${movesNamed(movesThere)})`;
}
const quoted = (word: string) => `'${shown(word)}'`;

/** `sets` and `asOne` as asJson's; `line`, the words of the line judged */
export function readable(a: LevelAnalysis, sets: string | null = null, asOne: string | null = null, line: readonly string[] = []): string {
  const lines: string[] = [];
  if (a.solvable) {
    lines.push(`Solvable in ${plural(a.moves!, 'move')}: ${a.solution!.join(' ') || '(already won)'}`);
    lines.push(
      a.optimalSolutions === null
        ? `Distinct optimal solutions: not counted (${a.notCounted})`
        : `Distinct optimal solutions: ${count(a.optimalSolutions)}${sets || asOne ? ` (${sets ?? asOne})` : ''}`,
    );
  } else lines.push('Not solvable: no win can be reached from the start');
  if (a.space) {
    const s = a.space;
    lines.push(
      `Whole space: ${plural(s.positions, 'position')} reachable, ${count(s.winnable)} can still win, ${plural(s.deadEnds, 'dead end')}` +
        (s.winnable > 0 ? `; the farthest winnable position is ${plural(s.farthest, 'move')} from a win` : ''),
    );
  } else lines.push(`Whole space: not enumerated (${a.notEnumerated})`);
  if (a.explored !== null && a.moves === 0) {
    lines.push(`How hard: the start is already a win; ${plural(a.branching!, 'distinct move')} from it`);
  } else if (a.explored !== null) {
    lines.push(
      `How hard: a breadth-first search stores ${plural(a.explored, 'position')} to prove ${a.solvable ? 'the optimum' : 'there is no solution'}; ${a.branching} distinct ${a.branching === 1 ? 'move' : 'moves'} per position on average` +
        (a.forcedMoves !== null ? `; ${a.forcedMoves} of the solution's ${plural(a.moves!, 'move')} ${a.forcedMoves === 1 ? 'is' : 'are'} forced (the only move that keeps a win in reach)` : ''),
    );
  } else lines.push(a.byFamily ? 'How hard: not measured (no search was run)' : 'How hard: not measured (the breadth-first search stopped at its limit)');
  const l = a.line;
  if (l) {
    // as the Check panel judges it: a line lost before its illegal move is told the loss first
    const lostFirst = !l.legal && l.noReturnAt !== null && l.illegalAt! > l.noReturnAt;
    const illegal = `move ${l.illegalAt} is not legal there${l.movesThere && line[l.illegalAt! - 1] !== undefined ? `: ${notAmong(line[l.illegalAt! - 1]!, l.movesThere)}` : ''}`;
    // (a line that won and played on, refused past the win, is told the win first, as the Check
    // panel tells it: a snakebird's level ends on it, where 'not legal there' alone reads as a fault)
    const wonFirst = !l.legal && l.wonAfter !== null && l.wonAfter < l.illegalAt!;
    const won = l.wonAfter === 0 ? 'the start is already a win' : `it wins after move ${l.wonAfter}`;
    const verdict = lostFirst
      ? `it does not win: no win can be reached ${l.noReturnAt === 0 ? 'from the start' : `after move ${l.noReturnAt}`}, and move ${l.illegalAt} is not legal there`
      : wonFirst
        ? l.wonAfter === l.illegalAt! - 1 && l.movesThere?.length === 0
          ? `it does not end on a win: ${won}, where the level ends, and move ${l.illegalAt} comes after it`
          : `it does not end on a win: ${won}, then plays on past the win, and ${illegal}`
      : !l.legal
        ? illegal
        : !l.wins
          ? l.wonAfter === null
            ? `it does not win${shortBy(l)}`
            : `it does not end on a win: it wins after move ${l.wonAfter}, then plays on past the win`
          : l.optimal
            ? `optimal (one of ${a.optimalSolutions === null ? 'an uncounted number of' : count(a.optimalSolutions)})`
            : `a shorter line exists: ${plural(a.moves!, 'move')} instead of ${l.moves}: ${l.shorter!.join(' ') || '(already won)'}${l.wonAfter === null ? '' : l.wonAfter === 0 ? ' (the start is already a win)' : ` (this line already wins after move ${l.wonAfter})`}`;
    lines.push(`Line (${plural(l.moves, 'move')}): ${verdict}`);
    lines.push(
      l.noReturnAt === null
        ? l.legal
          ? 'Point of no return: none (a win stays in reach all along the line)'
          : `Point of no return: none before move ${l.illegalAt} (a win stays in reach up to there)`
        : l.noReturnAt === 0
          ? 'Point of no return: the start (no win can be reached at all)'
          : `Point of no return: after move ${l.noReturnAt} no win can be reached any more`,
    );
    const along = alongLine(l);
    if (along) lines.push(toWinWords(l, along));
  }
  lines.push(`(${howCounted(a)}; ${Math.round(a.elapsedMs)} ms)`);
  return `${lines.join('\n')}\n`;
}
