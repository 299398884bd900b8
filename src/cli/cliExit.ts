// The end of a command-line run before its answer (main.ts, analyse.ts, export.ts): thrown,
// and said by main() on standard error, and with --json as one JSON object on standard output.

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
