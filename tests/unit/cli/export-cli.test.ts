// `npm run solve -- <puzzle> <file> --to <format>`: the level in another program's format
// (snakebird: a Snakefall link), or why not; exit 0 or 2. Nothing RULES.md fixes changes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { FIXTURES, optimalMoves, parseOk, solveAndReplay } from '../helpers/family.ts';
import { solve, tempFiles } from './runCli.ts';

const { file } = tempFiles('unstuck-export-');

describe('npm run solve -- … --to', () => {
  it('prints a classic level as a Snakefall link that solves in as many moves, and the link solves through the CLI too', () => {
    const level1 = join(FIXTURES, 'snakebird', 'level01.txt');
    const r = solve('snakebird', level1, '--to', 'snakefall');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const link = r.stdout.trim();
    expect(link).toMatch(/^https:\/\/wolfesoftware\.com\/snakefall\/#level=HyRr4JK1&\d+&\d+\?/);
    expect(r.stdout.split('\n')).toHaveLength(2);
    const back = parseOk<SnakebirdLevel>(snakebird, link);
    expect(back.rules).toBe('snakefall');
    const direct = JSON.parse(solve('snakebird', level1, '--json').stdout);
    const viaLink = JSON.parse(solve('snakebird', file('link.txt', r.stdout), '--json').stdout);
    expect(viaLink.moves).toBe(direct.moves);
    expect(optimalMoves(solveAndReplay(snakebird, back))).toBe(direct.moves);
  }, 60_000);

  it('with --json prints {puzzle, to, text}', () => {
    const r = solve('snakebird', join(FIXTURES, 'snakebird', 'level00.txt'), '--to', 'snakefall', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['puzzle', 'to', 'text']);
    expect(out).toMatchObject({ puzzle: 'snakebird', to: 'snakefall' });
    expect(out.text).toContain('#level=HyRr4JK1&');
  }, 30_000);

  it('a level that would play differently there: exit 2, the reason on standard error, nothing on standard output', () => {
    const r = solve('snakebird', file('pads.txt', '......\n.*T T.\n.R<  .\n......\n'), '--to', 'snakefall');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^no Snakefall link: it has teleporters/);
  }, 30_000);

  it('an unknown format names the ones there are; a family without any says so; --to with --analyse is refused', () => {
    const level0 = join(FIXTURES, 'snakebird', 'level00.txt');
    const unknown = solve('snakebird', level0, '--to', 'pdf');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown --to format 'pdf': Snakebird levels can be written as snakefall");
    const move = solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--to', 'snakefall');
    expect(move.code).toBe(2);
    expect(move.stderr).toContain('Move levels have no other format');
    expect(solve('snakebird', level0, '--to').code).toBe(2);
    const both = solve('snakebird', level0, '--to', 'snakefall', '--analyse');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('does not take --analyse');
  }, 60_000);

  it('an unparsable level is still exit 2 with line and column, as RULES.md fixes', () => {
    const r = solve('snakebird', file('bad.txt', '-----\n-A!--\n#####\n'), '--to', 'snakefall');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2, column 3/);
  }, 30_000);
});
