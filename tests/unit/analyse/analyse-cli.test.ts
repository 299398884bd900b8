// `npm run -s solve -- <family> <file> --analyse [--line …] [--json]`, run as the built CLI on the
// fixtures: the JSON fields of issue 18, the line verdicts, the readable form and the exit codes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseLevel } from '../../../src/puzzles/analyse.ts';
import { loadLevel } from '../../../src/puzzles/load.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { expected, fixture, FIXTURES, replay } from '../helpers/family.ts';
import { solve, tempFiles } from '../cli/runCli.ts';
import { readable } from '../../../src/cli/analyse.ts';

const { file } = tempFiles('unstuck-analyse-');

function analyseJson(family: string, file: string, ...args: string[]) {
  const r = solve(family, join(FIXTURES, family, file), '--analyse', '--json', ...args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Record<string, any>;
}

function loaded(family: string, file: string) {
  const l = loadLevel(family, fixture(family, file));
  if (!l.ok) throw new Error(l.message);
  return l;
}

const FIRST_FIXTURE = Object.fromEntries(FAMILY_IDS.map((id) => [id, expected(id)[0]!]));

describe('npm run solve -- --analyse', () => {
  it.each(FAMILY_IDS)('prints the analysis of the first %s fixture as one JSON object with the fields of issue 18', (id) => {
    const { file, moves } = FIRST_FIXTURE[id]!;
    const out = analyseJson(id, file);
    expect(Object.keys(out).slice(0, 9)).toEqual(['puzzle', 'solvable', 'moves', 'optimalSolutions', 'positions', 'winnable', 'deadEnds', 'farthest', 'explored']);
    expect(out).toMatchObject({ puzzle: id, solvable: moves !== null, moves });
    expect(out.positions).toBe(out.winnable + out.deadEnds);
    expect(out.explored).toBeLessThanOrEqual(out.positions);
    // (Bars' presses commute: its optimal solutions are counted as sets of presses; pieces of
    // one kind are said to count as one only where the family has them: not Anemones)
    const l = loaded(id, file);
    const notes = out.notes.join(' ');
    if (id === 'bars') expect(notes).toContain('the optimal solutions counted are sets of presses, in any order');
    else if (l.family.interchangeable && (l.family.interchangeable.on?.(l.level) ?? true)) expect(notes).toContain(`${l.family.interchangeable.called} count as interchangeable`);
    else expect(notes).not.toContain('interchangeable');
    if (id === 'anemones') expect(notes).not.toContain('interchangeable');
    // the figures are the analysis's own, and its solution wins in the optimal number of moves
    const a = analyseLevel(l.family, l.level);
    if ('kind' in a) throw new Error(a.detail);
    expect(out).toMatchObject({ optimalSolutions: a.optimalSolutions, ...a.space, explored: a.explored, forcedMoves: a.forcedMoves, branching: a.branching });
    expect(out.solution).toHaveLength(moves!);
    expect(l.family.isWon(l.level, replay(l.family, l.level, out.solution))).toBe(true);
  }, 60_000);

  it('calls the optimal line optimal, one of the optimal solutions', () => {
    const { solution, optimalSolutions } = analyseJson('move', 'example-4x4.txt');
    const out = analyseJson('move', 'example-4x4.txt', '--line', ...solution);
    const toWin = solution.map((_: string, i: number) => solution.length - i).concat(0);
    expect(out.line).toEqual({ moves: solution.length, wins: true, optimal: true, shorter: null, noReturnAt: null, legal: true, illegalAt: null, toWin });
    const text = solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--analyse', '--line', solution.join(' '));
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`optimal (one of ${optimalSolutions})`);
    // (its two dots are of two colours: none is interchangeable with another)
    expect(text.stdout).not.toContain('interchangeable');
  }, 60_000);

  it('says how far from a win a line ends that stops short of one, as the Check panel does', () => {
    const { solution } = analyseJson('move', 'example-4x4.txt');
    const text = solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--analyse', '--line', solution.slice(0, 3).join(' '));
    expect(text.code).toBe(0);
    // (it said 'it does not win' alone, as of a line gone wrong)
    expect(text.stdout).toContain(`Line (3 moves): it does not win: it ends ${solution.length - 3} moves from a win\n`);
    const oneShort = solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--analyse', '--line', solution.slice(0, -1).join(' '));
    expect(oneShort.stdout).toContain(`Line (${solution.length - 1} moves): it does not win: it ends 1 move from a win\n`);
  }, 60_000);

  it('says dots of one colour count as interchangeable on a level that has two', () => {
    const twoOfAKind = FAMILIES.move.gallery.find((g) => g.name === 'Two of a kind')!.text;
    const r = solve('move', file('two-of-a-kind.txt', twoOfAKind), '--analyse');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(dots of one colour count as interchangeable (positions are canonical)');
  }, 60_000);

  it('finds the shortcut past a longer winning line, and gives it', () => {
    const { solution } = analyseJson('move', 'example-4x4.txt');
    // a detour: the solution with a swipe and the swipe back inserted where they return to the same position
    const l = loaded('move', 'example-4x4.txt');
    const key = (s: unknown) => JSON.stringify(s);
    let detour: string[] | null = null;
    for (let k = 0; k <= solution.length && !detour; k++) {
      const at = replay(l.family, l.level, solution.slice(0, k));
      for (const [a, b] of [['U', 'D'], ['D', 'U'], ['L', 'R'], ['R', 'L']]) {
        const there = l.family.play(l.level, at, a!);
        if (there && key(l.family.play(l.level, there, b!)) === key(at)) {
          detour = [...solution.slice(0, k), a!, b!, ...solution.slice(k)];
          break;
        }
      }
    }
    expect(detour).not.toBeNull();
    const out = analyseJson('move', 'example-4x4.txt', '--line', ...detour!);
    expect(out.line).toMatchObject({ moves: solution.length + 2, wins: true, optimal: false, noReturnAt: null });
    expect(out.line.shorter).toHaveLength(solution.length);
    const text = solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--analyse', '--line', ...detour!);
    expect(text.stdout).toContain(`a shorter line exists: ${solution.length} moves instead of ${solution.length + 2}`);
  }, 60_000);

  it('marks the point of no return on a Snakebird line that walks off the edge, and the move after the death as illegal', () => {
    // Classic 1: the snake walks right twice (the level is lost: it cannot come back up), then falls off the map
    const line = ['AR', 'AR', 'AR', 'AR'];
    const l = loaded('snakebird', 'level01.txt');
    expect(l.family.isLost!(l.level, replay(l.family, l.level, line.slice(0, 3)))).toBe(true);
    const out = analyseJson('snakebird', 'level01.txt', '--line', ...line);
    // a position for the start and after each move up to the illegal one, the death's none
    expect(out.line).toEqual({ moves: 4, wins: false, optimal: false, shorter: null, noReturnAt: 2, legal: false, illegalAt: 4, toWin: [16, 17, null, null] });
    const text = solve('snakebird', join(FIXTURES, 'snakebird', 'level01.txt'), '--analyse', '--line', ...line);
    // the loss first, as the Check panel says it: not "move 4 is not legal there" alone
    expect(text.stdout).toContain('Line (4 moves): it does not win: no win can be reached after move 2, and move 4 is not legal there\n');
    expect(text.stdout).toContain('Point of no return: after move 2 no win can be reached any more');
    expect(text.stdout).toContain('Moves to a win along the line, from the start: 16 17, then lost after move 2: no win can be reached from there on\n');
  }, 60_000);

  it('lists the moves to a win for every position of the line, saying where the list stops and why', () => {
    // up, then right into a dead end after move 3, and move 4 walks off the map
    const line = ['AU', 'AR', 'AR', 'AR'];
    const out = analyseJson('snakebird', 'level01.txt', '--line', ...line);
    expect(out.line).toMatchObject({ moves: 4, legal: true, noReturnAt: 3, toWin: [16, 15, 17, null, null] });
    const text = solve('snakebird', join(FIXTURES, 'snakebird', 'level01.txt'), '--analyse', '--line', ...line).stdout;
    expect(text).toContain('Moves to a win along the line, from the start: 16 15 17, then lost after move 3: no win can be reached from there on\n');
    // a move that loses the level outright from a position that could still win (its position is
    // none: the analysis's list stops one short)
    const l = loaded('snakebird', 'level01.txt');
    const a = analyseLevel(l.family, l.level, { line: line.slice(0, 3) });
    if ('kind' in a) throw new Error(a.detail);
    const died = { ...a, line: { ...a.line!, toWin: [16, 15, 17], noReturnAt: 3 } };
    expect(readable(died)).toContain('Moves to a win along the line, from the start: 16 15 17, then lost after move 3: that move loses the level\n');
  }, 60_000);

  it('says when the whole space was not enumerated, and leaves its fields out', () => {
    const level = join(FIXTURES, 'move', 'example-4x4.txt');
    const out = analyseJson('move', 'example-4x4.txt', '--max-positions', '10');
    expect(out).not.toHaveProperty('positions');
    expect(out).not.toHaveProperty('deadEnds');
    expect(out.moves).toBe(expected('move')[0]!.moves);
    expect(out.notes.join(' ')).toContain('not enumerated: the whole space has more than 10 positions');
    // the search that counts the optimal solutions stops at 5 states a position of the cap: the optimum alone
    expect(out).toMatchObject({ optimalSolutions: null, explored: null });
    expect(out.notes.join(' ')).toContain('not counted');
    // with a state limit of the caller's, that limit is the counting search's
    const counted = JSON.parse(solve('move', level, '--analyse', '--json', '--max-positions', '10', '--max-states', '100000').stdout);
    expect(counted).not.toHaveProperty('positions');
    expect(counted.optimalSolutions).toBe(analyseJson('move', 'example-4x4.txt').optimalSolutions);
  }, 60_000);

  it('Bars past the cap: the optimum and its count by linear algebra, the same as the whole space gives, and the notes say so', () => {
    const whole = analyseJson('bars', 'lovecraft-example.txt');
    const out = analyseJson('bars', 'lovecraft-example.txt', '--max-positions', '1000');
    expect(out).not.toHaveProperty('positions');
    expect(out).toMatchObject({ moves: whole.moves, optimalSolutions: whole.optimalSolutions, explored: null });
    expect(out.notes.join(' ')).toContain('not enumerated: the whole space has more than 1,000 positions');
    // in a designer's words, the whole space's size a number (it said '(2^23)' and 'the
    // minimum-weight solutions of the press matrix')
    expect(out.notes.join(' ')).toContain(
      'not enumerated: the whole space has more than 1,000 positions (65,536 in all); the optimum and its count are worked out exactly from which cells each press flips (linear algebra over GF(2)), without a search',
    );
    expect(out.notes.join(' ')).not.toMatch(/2\^|press matrix/);
    expect(out.notes.join(' ')).not.toContain('not counted');
  }, 60_000);

  it('keeps the exit codes: 2 for bad flags or a bad level, 3 when a limit stops the analysis', () => {
    const level = join(FIXTURES, 'move', 'example-4x4.txt');
    expect(solve('move', level, '--line', 'U').code).toBe(2);
    expect(solve('move', level, '--analyse', '--max-positions', 'many').code).toBe(2);
    const bad = file('bad.txt', '..\n.x\n--\n..\n..\n');
    const r = solve('move', bad, '--analyse', '--json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('line 2, column 2');
    const limited = solve('move', level, '--analyse', '--json', '--max-states', '5');
    expect(limited.code).toBe(3);
    // (with --json, the run's end as one object too: 0ba05b2)
    expect(JSON.parse(limited.stdout)).toMatchObject({ puzzle: 'move', exit: 3, error: expect.stringContaining('state limit') });
    expect(limited.stderr).toContain('state limit');
  }, 60_000);

  it('writes its figures as people read them, every one of them: 65,536 can still win, one of 6,048, a limit of 20,000', () => {
    const bars = loaded('bars', 'lovecraft-example.txt');
    const space = analyseLevel(bars.family, bars.level);
    if ('kind' in space) throw new Error(space.detail);
    expect(readable(space)).toContain('Whole space: 65,536 positions reachable, 65,536 can still win, 0 dead ends');
    // the forced moves in the Check panel's words, not "0 of the solution's 8 moves are the only one that keeps a win in reach"
    expect(readable(space)).toContain("; 0 of the solution's 8 moves are forced (the only move that keeps a win in reach)");
    const dogbunny = loaded('dogbunny', 'seed-example.txt');
    const first = analyseLevel(dogbunny.family, dogbunny.level);
    if ('kind' in first) throw new Error(first.detail);
    const judged = analyseLevel(dogbunny.family, dogbunny.level, { line: first.solution! });
    if ('kind' in judged) throw new Error(judged.detail);
    expect(readable(judged)).toContain('Line (28 moves): optimal (one of 6,048)');
    // eight dots scattered over a 16×16 board: far more positions than the limit
    const wide = file('wide.txt', `##.#............\n..#.............\n##.#..........#.\n.......#........\n.......#........\n...........C....\n...#....#.......\n.#..............\n..A.............\n..............#.\n................\nE..........#.B..\n...##......D#...\n....#..G........\n................\n.F....#.......H.\n--\n.......b.....h..\n................\n................\n...............f\n................\n................\n................\n.......d........\n.......a........\n................\n................\n................\n......e.........\n................\n................\n.......g.c......\n`);
    const limited = solve('move', wide, '--analyse', '--max-states', '20000');
    expect(limited.code).toBe(3);
    expect(limited.stderr).toMatch(/^stopped by the state limit \(20,000\) after storing 20,000 states: /m);
  }, 60_000);

  it('a line on a level whose start is a win: the start is already a win, not "already wins after move 0"', () => {
    const won = file('won.txt', 'anemones 3\ntap 1 lowers 2\nstart 1\ngoal 1\n');
    const r = solve('anemones', won, '--analyse', '--line', '2', '1');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Line (2 moves): a shorter line exists: 0 moves instead of 2: (already won) (the start is already a win)\n');
  }, 60_000);

  it('a level too large for any analysis says so, not "stopped by size after storing 0 states … try a larger limit"', () => {
    // a 63×63 cross grid: 2^124 sets of presses change nothing, too many to compare, and 2^3845 positions
    const huge = file('huge.txt', `pattern cross\ngoal 1\n${`${'0'.repeat(63)}\n`.repeat(63)}`);
    const r = solve('bars', huge, '--analyse');
    expect(r).toMatchObject({ code: 3, stdout: '' });
    expect(r.stderr).toMatch(/^too large to analyse: this 63×63 cross grid has 2\^124 sets of presses that change nothing, .*; no answer \(a larger limit would not help\)\n$/);
  }, 60_000);

  it('refuses a --line word that is no move of the level (exit 2, no verdict), and --line with no moves', () => {
    const level = join(FIXTURES, 'move', 'example-4x4.txt');
    for (const line of [['r', 'r'], ['X', 'Q']]) {
      for (const json of [[], ['--json']]) {
        const r = solve('move', level, '--analyse', ...json, '--line', ...line);
        expect(r.code).toBe(2);
        const said = `move 1, '${line[0]}', is not a move: expected a swipe: U, D, L or R`;
        expect(json.length === 0 ? r.stdout : JSON.parse(r.stdout)).toEqual(json.length === 0 ? '' : { puzzle: 'move', error: said, exit: 2 });
        expect(r.stderr).toBe(`${said}\n`);
      }
    }
    const bars = solve('bars', join(FIXTURES, 'bars', 'lovecraft-example.txt'), '--analyse', '--line', '9,9', '0,0');
    expect(bars).toMatchObject({ code: 2, stdout: '', stderr: "move 1, '9,9', is not a move: expected a cell as row,column, from 1,1 to 4,4\n" });
    // two --line: refused, not read as one line of both
    const twice = solve('move', level, '--analyse', '--line', 'R', 'R', '--line', 'D');
    expect(twice).toMatchObject({ code: 2, stdout: '' });
    expect(twice.stderr).toMatch(/^--line goes once, with every move of the line after it\n/);
    for (const after of [[], ['--json']]) {
      const none = solve('move', level, '--analyse', '--line', ...after);
      const said = "--line needs the line's moves after it, each a swipe: U, D, L or R";
      expect(none).toMatchObject({ code: 2, stderr: `${said}\n` });
      expect(after.length === 0 ? none.stdout : JSON.parse(none.stdout)).toEqual(after.length === 0 ? '' : { puzzle: 'move', error: said, exit: 2 });
    }
  }, 60_000);

  it('says where an illegal move stops the line, and claims no point of no return past it', () => {
    // the dot stands at the left edge after R L: the second L moves nothing
    const level = file('edge.txt', '..A\n--\na..\n');
    const r = solve('move', level, '--analyse', '--line', 'R', 'L', 'L');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Line (3 moves): move 3 is not legal there');
    expect(r.stdout).toContain('Moves to a win along the line, from the start: 2 1 2, then move 3 is not legal there\n');
    expect(r.stdout).toContain('Point of no return: none before move 3 (a win stays in reach up to there)');
    expect(r.stdout).not.toContain('all along the line');
  }, 60_000);
});
