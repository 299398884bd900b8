// The command-line solver as RULES.md specifies it: JSON shape, notation, exit codes 0/2/3.
import { utimesSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import { FAMILY_IDS } from '../../../src/puzzles/types.ts';
import { root, solve, tempFiles } from './runCli.ts';

const { dir, file } = tempFiles('unstuck-cli-');
/** --json's object for a run that ended without an answer: the message standard error says, and the exit status */
const failed = (r: { stderr: string }, exit: number) => ({ puzzle: expect.any(String), error: r.stderr.trimEnd(), exit });

describe('npm run solve', () => {
  it('prints one JSON object with the optimal count and a solution in RULES notation; exit 0', () => {
    const r = solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout.trim());
    expect(Object.keys(out)).toEqual(['puzzle', 'solvable', 'moves', 'solution', 'states', 'ms']);
    expect(out).toMatchObject({ puzzle: 'move', solvable: true, moves: 7 });
    expect(out.solution).toHaveLength(7);
    for (const m of out.solution) expect(['U', 'D', 'L', 'R']).toContain(m);
    expect(out.states).toBeGreaterThan(0);
  }, 30_000);

  it('reports a proven unsolvable level with moves null; exit 0', () => {
    const r = solve('move', file('stuck.txt', '.#A\n--\na..\n'), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ solvable: false, moves: null, solution: null });
  }, 30_000);

  it('exits 2 with line and column on standard error for a level that does not parse', () => {
    const r = solve('move', file('bad.txt', '..\n.x\n--\n..\n..\n'), '--json');
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual(failed(r, 2));
    expect(r.stderr).toContain('line 2, column 2');
  }, 30_000);

  it('exits 2 for an invalid level, an unknown puzzle and a missing file', () => {
    expect(solve('move', file('invalid.txt', 'A.\n--\n..\n'), '--json').code).toBe(2);
    expect(solve('chess', join(FIXTURES, 'move', 'example-4x4.txt')).code).toBe(2);
    expect(solve('move', join(dir, 'nope.txt')).code).toBe(2);
  }, 60_000);

  it('names a stray argument, and an unknown family before a missing file', () => {
    const level = join(FIXTURES, 'move', 'example-4x4.txt');
    const stray = solve('move', level, 'extra');
    expect(stray.code).toBe(2);
    expect(stray.stderr.split('\n')[0]).toBe("unexpected argument 'extra': solve takes a puzzle and one level file");
    expect(solve('move').stderr.split('\n')[0]).toBe('missing the level file');
    const unknown = solve('nosuch', join(dir, 'missing.txt'));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe("unknown puzzle family 'nosuch'; expected one of: anemones, snakebird, move, bars, dogbunny");
    expect(unknown.stderr).not.toContain('cannot read');
  }, 30_000);

  it('lists every problem of an invalid level, one a line, a cell at its line and column in the file', () => {
    const r = solve('move', file('no-dots.txt', '; a comment\n.A\n--\n..\n'), '--json');
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual(failed(r, 2));
    expect(r.stderr).toBe(
      `${join(dir, 'no-dots.txt')}: invalid level, 2 problems:\n` +
        '  whole level: there are no dots: draw at least one dot\n' +
        '  line 2, column 2: colour A has 0 dots but 1 target; it needs as many of each\n',
    );
    // a dot's cell is in the dots grid
    const one = solve('move', file('no-target.txt', '..\n--\n.a\n'));
    expect(one.stderr).toBe(`${join(dir, 'no-target.txt')}: invalid level: line 3, column 2: colour A has 1 dot but 0 targets; it needs as many of each\n`);
  }, 30_000);

  it('places DogBunny\'s problems at their lines, and says which are the level\'s as a whole', () => {
    const r = solve('dogbunny', file('no-goal.txt', '; a dog, and a goal for a bunny\nedge a <-> b\n  dog a\ngoal bunny b\n'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `${join(dir, 'no-goal.txt')}: invalid level, 2 problems:\n` +
        '  line 3, column 3: the dog has no goal: mark a node with the Dog goal tool (in text: a line "goal dog NODE")\n' +
        '  line 4, column 1: there is a goal for bunny but no bunny on the board\n',
    );
    const empty = solve('dogbunny', file('empty.txt', '; nothing\n'));
    expect(empty.stderr).toBe(`${join(dir, 'empty.txt')}: invalid level: whole level: empty level: place a node on the grid, or write 'node', 'edge', animal ('KIND NODE') and 'goal' lines\n`);
  }, 30_000);

  it('says a Snakebird level lacking an exit or a snake is refused as a whole, in every format; a lone pad at its place', () => {
    for (const [name, text, format] of [
      ['classic.txt', '; a comment\n-----\n-----\n-BA--\n#####\n', undefined],
      ['jsnell.txt', '.....\n. >R.\n.....\n', 'jsnell'],
      ['mffm.txt', '2 5\n.A<..\n#####\n', undefined],
      ['link.txt', 'https://wolfesoftware.com/snakefall/#level=HyRr4JK1&2&3?000000/s0?0/\n', undefined],
    ] as const) {
      const r = solve('snakebird', file(name, text), ...(format ? ['--format', format] : []));
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^${join(dir, name)}: whole level: no exit: a level needs one \\(`));
    }
    expect(solve('snakebird', file('no-snake.txt', 'HyRr4JK1&2&3?000004/\n')).stderr).toBe(`${join(dir, 'no-snake.txt')}: whole level: no snakebird: a level needs at least one (an object 's')\n`);
    const pad = solve('snakebird', file('pad.txt', '......\n.*T  .\n. >R .\n......\n'));
    expect(pad.stderr).toBe(`${join(dir, 'pad.txt')}: line 2, column 3: a lone teleporter pad: teleporters come in pairs\n`);
  }, 60_000);

  it('exits 3 and says so when the state limit stops the search; never guesses', () => {
    const r = solve('bars', join(FIXTURES, 'bars', 'lovecraft-example.txt'), '--json', '--max-states', '100');
    expect(r.code).toBe(3);
    expect(JSON.parse(r.stdout)).toEqual(failed(r, 3));
    expect(r.stderr).toMatch(/^stopped by the state limit \(100\) after storing 1\d\d states, with no solution under \d+ moves?; no answer \(try a larger --max-states\)$/m);
  }, 30_000);

  it('exits 3 at the memory budget and says which budget, by default half the machine’s memory', () => {
    const level = join(FIXTURES, 'snakebird', 'level09.txt');
    const r = solve('snakebird', level, '--max-memory', '2');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^stopped by the memory limit \(2 MB; the machine has [\d,]+ MB\) after storing [\d,]+ states, with no solution under \d+ moves; no answer \(try a larger --max-memory\)$/m);
    expect(solve('snakebird', level, '--json').code).toBe(0);
  }, 30_000);

  it('with --at-most N looks only for lines of at most N moves: the shortest when there is one (exit 0), else exit 3 saying there is none; not with --spill or another family', () => {
    const level = join(FIXTURES, 'snakebird', 'level09.txt');
    const r = solve('snakebird', level, '--json', '--at-most', '34');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ solvable: true, moves: 34 });
    expect(out.states).toBeLessThan(JSON.parse(solve('snakebird', level, '--json', '--layers').stdout).states);
    const none = solve('snakebird', level, '--json', '--at-most', '33');
    expect(none.code).toBe(3);
    expect(JSON.parse(none.stdout)).toEqual(failed(none, 3));
    expect(none.stderr).toContain('no answer: no line of at most 33 moves');
    expect(solve('snakebird', level, '--at-most', '34', '--spill', join(dir, 'spill')).stderr).toContain('--at-most does not go with --spill');
    expect(solve('snakebird', level, '--at-most', '3.5').code).toBe(2);
    expect(solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--at-most', '9').code).toBe(2);
  }, 60_000);

  it('refuses an option that would do nothing (exit 2), with a message true of what was given', () => {
    const move = join(FIXTURES, 'move', 'example-4x4.txt');
    const snakebird = join(FIXTURES, 'snakebird', 'level01.txt');
    const refused = (args: string[], message: string) => {
      const r = solve(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n')[0]).toBe(message);
    };
    const noLayers = (flag: string) => `${flag} is for the search in layers (--layers, --spill, --at-most), which only Snakebird has; a Move level is solved without it`;
    refused(['move', move, '--spill', join(dir, 'spill-move')], noLayers('--spill'));
    refused(['move', move, '--layers'], noLayers('--layers'));
    refused(['snakebird', snakebird, '--spill', join(dir, 'spill-count'), '--count'], '--count does not go with --spill: the search in layers finds one shortest line and does not count them');
    refused(['move', move, '--workers', '2'], '--workers is for a search spread over threads, which only Snakebird has; a Move level is solved in one thread');
    refused(['bars', join(FIXTURES, 'bars', 'lovecraft-example.txt'), '--first'], "--first looks for a first line early beside the exact search, which only Snakebird does; a Bars level's search gives only the proven optimum");
    refused(['move', move, '--analyse', '--layers'], "--analyse does not take --layers: it runs the engine's breadth-first search, not the search in layers");
    refused(['move', move, '--analyse', '--count'], '--analyse does not take --count: it counts the optimal solutions itself (optimalSolutions)');
    refused(['snakebird', snakebird, '--analyse', '--workers', '2'], "--analyse does not take --workers: the engine's breadth-first search it runs is not spread over threads");
    refused(['snakebird', snakebird, '--analyse', '--first'], '--analyse does not take --first: it has no early line, only the proven optimum');
    refused(['snakebird', snakebird, '--to', 'snakefall', '--max-states', '9'], '--to writes the level; it does not take --max-states');
    // where they do something, they are taken
    expect(solve('snakebird', snakebird, '--first', '--workers', '2', '--json').code).toBe(0);
    expect(solve('snakebird', snakebird, '--first', '--workers', '1', '--json').code).toBe(0);
  }, 120_000);

  it('takes --first where the rules table says the search answers early, not where it spreads over threads', () => {
    expect(FAMILY_IDS.filter((id) => FAMILIES[id].answersEarly)).toEqual(['snakebird']);
  });

  it('--help says what each option of the usage does and which formats each puzzle reads; a usage error points to it', () => {
    const r = solve('--help');
    expect(r.code).toBe(0);
    const usage = r.stdout.slice(0, r.stdout.indexOf('\n\n'));
    const options = new Set(usage.match(/--[a-z-]+/g));
    expect(options.size).toBeGreaterThan(10);
    for (const option of options) expect(r.stdout, option).toMatch(new RegExp(`^  ${option}\\b[^\\n]*? {2,}\\S`, 'm'));
    for (const id of FAMILY_IDS) expect(r.stdout).toMatch(new RegExp(`^  ${id} +${FAMILIES[id].formats.join(', ')}$`, 'm'));
    const wrong = solve('move', '--bogus');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unknown option --bogus');
    expect(wrong.stderr.trimEnd().split('\n').at(-1)).toBe('npm run -s solve -- --help says what each option does');
  }, 30_000);

  it('says "1 move", not "1 moves"', () => {
    const r = solve('move', file('one.txt', 'A.\n--\n.a\n'));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^solved in 1 move \(\d+ states, \d+ ms, /);
  }, 30_000);

  it('counts the distinct optimal solutions with --count', () => {
    const r = solve('anemones', join(FIXTURES, 'anemones', 'botanicula.txt'), '--json', '--count');
    expect(JSON.parse(r.stdout)).toMatchObject({ moves: 6, optimalSolutions: 1 });
  }, 30_000);
});

describe('the bundle npm run solve runs', () => {
  it('is stale when missing, or when a source is newer or gone; fresh otherwise', async () => {
    // a computed path: scripts/ is plain JavaScript, outside the typechecked tree
    const bundles = join(root, 'scripts', 'bundles.mjs');
    const { isStale } = (await import(bundles)) as { isStale(bundle: string, sources: string[]): boolean };
    const bundle = file('bundle.mjs', '');
    const source = file('source.ts', '');
    utimesSync(source, 1000, 1000);
    utimesSync(bundle, 2000, 2000);
    expect(isStale(bundle, [source])).toBe(false);
    expect(isStale(join(dir, 'no-bundle.mjs'), [source])).toBe(true);
    expect(isStale(bundle, [source, join(dir, 'deleted.ts')])).toBe(true);
    utimesSync(source, 3000, 3000);
    expect(isStale(bundle, [source])).toBe(true);
  });

  it("is stale when built from another checkout's sources (a node_modules, and its cache, shared by a link)", async () => {
    const { builtElsewhere } = (await import(join(root, 'scripts', 'bundles.mjs'))) as { builtElsewhere(sources: string[], here?: string): boolean };
    expect(builtElsewhere([join(root, 'src', 'cli', 'solve.ts')])).toBe(false);
    expect(builtElsewhere([join(root, 'src', 'cli', 'solve.ts'), join('/elsewhere', 'main', 'src', 'engine', 'bfs.ts')])).toBe(true);
    // (a checkout whose name begins as this one's is another)
    expect(builtElsewhere([`${root}2${sep}src${sep}cli${sep}solve.ts`])).toBe(true);
  });
});
