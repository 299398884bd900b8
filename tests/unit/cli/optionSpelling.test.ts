// Options as people write them: `--name=value` as most programs take it, and a one-dash option
// mistyped said to be an option, not taken for the level file (the file was then "unexpected"), and
// a puzzle written after the file or as its title said so.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './runMain.ts';
import { FIXTURES } from '../helpers/family.ts';

const LEVEL = join(FIXTURES, 'move', 'example-4x4.txt');

const run = runMain;

describe('options spelt --name=value', () => {
  it('take the value after the =, as the word after the option', async () => {
    expect(await run('move', LEVEL, '--max-states=2')).toMatchObject({ code: 3, err: 'stopped by the state limit (2) after storing 2 states; no answer (try a larger --max-states)' });
    const json = await run('move', LEVEL, '--format=move', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ moves: 7 });
  });

  it("--analyse's own too, --line's first move after the =", async () => {
    const r = await run('move', LEVEL, '--analyse', '--json', '--max-positions=10', '--line=R', 'R', 'D', 'L', 'L', 'L', 'U');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).line).toMatchObject({ moves: 7, wins: true, optimal: true });
  });

  it('an empty value is said to be missing; a flag given one is refused', async () => {
    expect(await run('move', LEVEL, '--workers=')).toMatchObject({ code: 2, err: "--workers needs a whole number of threads from 1 to 8, found ''" });
    expect(await run('move', LEVEL, '--json=true')).toMatchObject({ code: 2, err: "--json takes no value, found '--json=true'" });
    expect(await run('move', LEVEL, '--bogus=3')).toMatchObject({ code: 2, err: 'unknown option --bogus=3' });
  });
});

describe('a one-dash word', () => {
  it('is an unknown option, before or after the file, not the file', async () => {
    const said = 'unknown option -j (the options are written with two dashes; a file whose name starts with - is written ./-j)';
    expect(await run('move', '-j', LEVEL)).toMatchObject({ code: 2, err: said });
    expect(await run('move', LEVEL, '-j')).toMatchObject({ code: 2, err: said });
  });
});

describe('a puzzle not named as the command line names it', () => {
  const families = 'anemones, snakebird, move, bars, dogbunny';
  it('written after the level file is said to go first', async () => {
    const r = await run(LEVEL, 'move');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^unknown puzzle family '.*'; expected one of: /);
    expect(r.err?.endsWith(`${families} (the puzzle comes first, then the level file: move ${LEVEL})`)).toBe(true);
  });

  it('written as its title is named in lower case', async () => {
    expect(await run('Move', LEVEL)).toMatchObject({ code: 2, err: `unknown puzzle family 'Move'; expected one of: ${families} (the puzzle is named in lower case: move)` });
    expect(await run('DogBunny', LEVEL)).toMatchObject({ code: 2, err: `unknown puzzle family 'DogBunny'; expected one of: ${families} (the puzzle is named in lower case: dogbunny)` });
  });
});
