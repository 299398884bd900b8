// Fuzz: a level that reads but does not validate is said in short words. DogBunny's names (of
// nodes and of kinds of animal) have no cap but the text's, and its problems name them: a kind of
// 200,000 letters with no goal was said in a message of 400,105 characters, on the page and on
// the command line. The names are quoted as a reader quotes a word: cut after 40 characters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../src/puzzles/load.ts';
import { FAMILIES } from '../../src/puzzles/registry.ts';
import { runs, timeout } from './fuzz/arbitraries.ts';
import { unfitWords } from './fuzzWords.ts';

const name = (letter: string) => fc.integer({ min: 1, max: 100_000 }).map((n) => letter.repeat(n));

describe('fuzz: the problems of a DogBunny level that reads', () => {
  it(`are said in at most 400 characters, whatever its names' lengths (${runs(200)} levels)`, () => {
    fc.assert(
      fc.property(name('n'), name('k'), fc.constantFrom('no goal', 'no animal', 'both'), (node, kind, problem) => {
        const lines = [`node ${node}`, 'node b', `edge ${node} <-> b`];
        if (problem !== 'no animal') lines.push(`${kind} ${node}`);
        if (problem !== 'no goal') lines.push(`goal cat${kind} ${node}`);
        if (problem === 'no animal') lines.push(`bunny b`, 'goal bunny b');
        const text = `${lines.join('\n')}\n`;
        const loaded = loadLevel('dogbunny', text);
        if (loaded.ok) throw new Error('a level with a kind without its goal, or a goal without its kind, was loaded');
        expect(unfitWords(loaded.message)).toBeNull();
        const parsed = FAMILIES.dogbunny!.parse(text);
        if (!parsed.ok) throw new Error(`does not read: ${parsed.error.message.slice(0, 200)}`);
        for (const issue of FAMILIES.dogbunny!.validate(parsed.level)) expect(unfitWords(issue.message)).toBeNull();
      }),
      { numRuns: runs(200) },
    );
  }, timeout(120_000));

  it('a kind with no goal is named cut short, and its node too', () => {
    const long = 'a'.repeat(200_000);
    const loaded = loadLevel('dogbunny', `node ${long}\nnode c\nedge ${long} -> c\n${long} ${long}\ngoal bunny c\nbunny c\n`);
    const cut = `${'a'.repeat(40)}…`;
    expect(loaded).toMatchObject({ ok: false, message: `invalid level: node ${cut}: the ${cut} has no goal: add a line "goal ${cut} NODE" to the level's text` });
  });
});
