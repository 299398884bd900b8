// A level given under the wrong puzzle is said as before, and where another family reads its
// text as a level with no problem, a line names that family, as the app's Open file and links
// do: `bars` on a Move level said only "unknown character '.'", leaving the cause to be guessed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { runMainSaid } from './runMain.ts';
import { tempFiles } from './runCli.ts';
import { encodeLevelLink } from '../../../src/share/linkCodec.ts';

const { file } = tempFiles('unstuck-other-family-');
const MOVE = join(FIXTURES, 'move', 'example-4x4.txt');

describe('a level under another puzzle', () => {
  it('names the family that reads it, after the problem, on standard error and in --json', async () => {
    const r = await runMainSaid('bars', MOVE);
    expect(r.code).toBe(2);
    expect(r.said).toBe(`${MOVE}: line 1, column 1: unknown character '.'; expected 0 or 1 (or a 'pattern' or 'goal' line)\nthe Move rules read its text as a level: was the puzzle meant to be move?\n`);
    const json = await runMainSaid('anemones', MOVE, '--json');
    expect(JSON.parse(json.out).error).toMatch(/\nthe Move rules read its text as a level: was the puzzle meant to be move\?$/);
  });

  it('names an Anemones level given to DogBunny too, and adds nothing where no family reads the text', async () => {
    const anemones = file('anemones.txt', 'anemones 2\ntap 1 lowers 2\nstart 1\ngoal 2\n');
    expect((await runMainSaid('dogbunny', anemones)).said).toContain('\nthe Anemones rules read its text as a level: was the puzzle meant to be anemones?\n');
    const junk = await runMainSaid('move', file('junk.txt', 'no level at all\n'));
    expect(junk.code).toBe(2);
    expect(junk.said).not.toContain('rules read');
  });

  it("says a link saved as a file is one, in Import text's words, and where it opens", async () => {
    const link = file('link.txt', `https://example.org/unstuck/${encodeLevelLink({ family: 'move', text: readFileSync(MOVE, 'utf8') })}\n`);
    const r = await runMainSaid('move', link);
    expect(r.code).toBe(2);
    expect(r.said).toBe(`${link}: line 1, column 1: unknown character 'h' in the floor grid; expected '.' (empty), '#' (obstacle) or A-Z (a target); a dot goes in the dots grid, after the line '--'\nit is an Unstuck link, not a level's text: open it in the browser's address bar\n`);
  });

  it("in a levels file, asks whether the level's family there was changed: the puzzle given had to be it", async () => {
    const levels = file('levels.json', JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'bars', name: 'mislabelled', text: readFileSync(MOVE, 'utf8') }] }));
    const r = await runMainSaid('bars', levels);
    expect(r.code).toBe(2);
    expect(r.said).toMatch(/^.*, level 1 \("mislabelled"\): line 1, column 1: unknown character '\.'.*\nthe Move rules read its text as a level: was the level's family \(bars\) in the levels file changed\?\n$/);
  });
});
