// With --json, a run that ends without an answer (exit 2, 3) prints one JSON object on standard
// output too, {puzzle, error, exit}, as a script reads it: standard output was empty, and a
// script's JSON.parse of it failed. Standard error says the same as before; without --json,
// standard output stays empty.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { runMain, runMainSaid } from './runMain.ts';
import { tempFiles } from './runCli.ts';

const { dir, file } = tempFiles('unstuck-json-failure-');
const MOVE = join(FIXTURES, 'move', 'example-4x4.txt');

describe('--json on a run without an answer', () => {
  it('prints {puzzle, error, exit}: the message standard error says (without the usage), and the exit status', async () => {
    const cases: [string[], number, string][] = [
      [['move', join(dir, 'missing.txt')], 2, `${join(dir, 'missing.txt')}: no such file`],
      [['move', file('bad.txt', '..\n.x\n--\n..\n..\n')], 2, `${join(dir, 'bad.txt')}: line 2, column 2: `],
      [['move', MOVE, '--max-states', '2'], 3, 'stopped by the state limit (2) after storing 2 states; no answer (try a larger --max-states)'],
      [['move', MOVE, '--analyse', '--line', 'X'], 2, "move 1, 'X', is not a move: "],
      [['move', MOVE, '--analyse', '--max-states', '3'], 3, 'stopped by the state limit (3) after storing 3 states: '],
      [['move', MOVE, '--to', 'snakefall'], 2, "unknown --to format 'snakefall': Move levels have no other format to be written in"],
    ];
    for (const [args, exit, starts] of cases) {
      const r = await runMainSaid(...args, '--json');
      expect(r.code, args.join(' ')).toBe(exit);
      expect(r.out.endsWith('}\n') && r.out.indexOf('\n') === r.out.length - 1, r.out).toBe(true);
      const out = JSON.parse(r.out);
      expect(Object.keys(out), args.join(' ')).toEqual(['puzzle', 'error', 'exit']);
      expect(out.puzzle).toBe('move');
      expect(out.exit).toBe(exit);
      expect(out.error.startsWith(starts), out.error).toBe(true);
      // (the usage follows a bad argument's message on standard error; the JSON has the message alone)
      expect(r.said.startsWith(`${out.error}\n`), r.said).toBe(true);
      expect(out.error).not.toContain('usage:');
      // without --json, nothing on standard output, as before
      expect((await runMain(...args)).out).toBe('');
    }
  }, 60_000);

  it('has no puzzle where the run ended before it knew the family (an unknown one, a bad option), and says every problem of an invalid level', async () => {
    const unknown = await runMain('chess', MOVE, '--json');
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.out)).toEqual({ error: "unknown puzzle family 'chess'; expected one of: anemones, snakebird, move, bars, dogbunny", exit: 2 });
    // (the options are read before the family)
    const option = await runMain('move', MOVE, '--max-memory', '12GB', '--json');
    expect(option.code).toBe(2);
    expect(JSON.parse(option.out)).toEqual({ error: expect.stringMatching(/^--max-memory needs a number of MB from 0\.001 to [\d,]+ \(this machine's memory\), found '12GB'$/), exit: 2 });
    const invalid = await runMainSaid('move', file('no-dots.txt', '; a comment\n.A\n--\n..\n'), '--json');
    expect(invalid.code).toBe(2);
    expect(JSON.parse(invalid.out)).toEqual({ puzzle: 'move', error: invalid.said.trimEnd(), exit: 2 });
    expect(invalid.said.trimEnd().split('\n')).toHaveLength(3);
  }, 30_000);
});
