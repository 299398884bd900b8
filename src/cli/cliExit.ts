// The end of a command-line run before its answer (main.ts, analyse.ts, export.ts): thrown,
// and said by main() on standard error, and with --json as one JSON object on standard output.
// Also what every thread of a run reads of its words before main.ts parses them (solve.ts,
// interrupt.ts): whether it says its end as JSON, and the file name that is standard input.

/** The end of a run before its answer: what to say (on standard error, or output for --help) and the exit status. */
export class CliExit extends Error {
  constructor(
    readonly code: number,
    readonly said: string,
    readonly toOutput = false,
  ) {
    super(said);
  }
}

export function fail(message: string, code: number): never {
  throw new CliExit(code, message);
}

/** Whether a run of the command line on `argv` says its end as one JSON object on standard output. */
export const saysJson = (argv: readonly string[]): boolean => argv.includes('--json');

/** The level file's name that reads standard input (`cat level.txt | npm run -s solve -- move -`). */
export const STDIN = '-';

/**
 * A fault of the program itself (an exception that is no CliExit, thrown anywhere in the run or
 * its threads), in one line: what standard error says first, and --json's error. "internal error"
 * is said once, first: a message that begins with it is said as it is, and one that names it after
 * where it was ("engine: internal error: …") has it moved to the front.
 */
export function faultWords(e: unknown): string {
  const message = (e instanceof Error ? e.message : String(e)).replace(/\s*[\r\n]+\s*/g, ' ').trim();
  return /^internal error\b/.test(message) ? message : `internal error: ${message.replace(/^(.*?): internal error: /, '$1: ')}`;
}
