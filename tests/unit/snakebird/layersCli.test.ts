// The command line's --layers (Snakebird by breadth-first search over sorted layers): its answer,
// its memory limit and what it refuses; --spill DIR: its files, its resume, the folders it refuses.
import { readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/family.ts';
import { solve, tempFiles } from '../cli/runCli.ts';

const level10 = join(FIXTURES, 'snakebird', 'level10.txt');
const level09 = join(FIXTURES, 'snakebird', 'level09.txt');

/** Every file of a folder and its bytes (to compare before and after). */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f)).toString('base64')]));
}

describe('npm run solve -- snakebird <file> --layers', () => {
  it('solves a level optimally by the layered search', () => {
    const r = solve('snakebird', level10, '--layers');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^solved in 33 moves \(\d+ states, \d+ ms, layers\)\n/);
    const json = solve('snakebird', level10, '--layers', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ solvable: true, moves: 33 });
  }, 60_000);

  it('exits 3 at the memory budget and says what did not fit', () => {
    // the module's own memory (under a megabyte on this level) is counted first
    const r = solve('snakebird', level10, '--layers', '--max-memory', '0.5');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/stopped by the memory limit after storing 0 states; no answer: the search's buffers \(\d+ KB\) did not fit the memory budget of 512 KB \(the layers of 0 states held 0 KB, the search's own memory \d+ KB\)/);
  }, 60_000);

  it('spreads its expansion over --workers threads, to the same answer', () => {
    const r = solve('snakebird', level10, '--layers', '--workers', '2');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^solved in 33 moves \(\d+ states, \d+ ms, layers over 2 workers\)\n/);
  }, 60_000);

  it('exits 2 for another puzzle, or with --count', () => {
    expect(solve('move', join(FIXTURES, 'move', 'example-4x4.txt'), '--layers').code).toBe(2);
    const r = solve('snakebird', level10, '--layers', '--count');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--count does not go with --layers: the search in layers finds one shortest line and does not count them');
  }, 60_000);

  it('takes --first: the same optimal answer on standard output', () => {
    const r = solve('snakebird', level10, '--layers', '--first', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ solvable: true, moves: 33 });
  }, 60_000);
});

describe('npm run solve -- snakebird <file> --spill DIR', () => {
  it('spills each layer to DIR, and resumed after a stop answers as one run', () => {
    const whole = solve('snakebird', level10, '--layers');
    const dir = tempFiles('unstuck-spill-').dir;
    const stopped = solve('snakebird', level10, '--spill', dir, '--max-states', '500');
    expect(stopped.code).toBe(3);
    // what the stopped search had proven: no solution under `depth` moves, its layers 0..depth kept
    const said = /stopped by the state limit \(500\) after storing (\d+) states, with no solution under (\d+) moves; no answer \(try a larger --max-states\)/.exec(stopped.stderr);
    expect(said, stopped.stderr).not.toBeNull();
    const [, states, depth] = said!;
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'unstuck-layers', version: 1, family: 'snakebird', words: expect.any(Number) });
    expect(manifest.layers).toHaveLength(Number(depth) + 1);
    for (const [d, l] of manifest.layers.entries()) {
      expect(l.file).toBe(`layer-${d}.keys`);
      expect(statSync(join(dir, l.file)).size).toBe(l.bytes);
    }
    // no run's file is left
    expect(readdirSync(dir).filter((f) => f.startsWith('run-'))).toEqual([]);
    const resumed = solve('snakebird', level10, '--spill', dir);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain(`resuming at depth ${depth} from ${dir}: ${states} states`);
    expect(resumed.stdout.replace(/\d+ ms/, '')).toBe(whole.stdout.replace(/\d+ ms/, ''));
    // the files stay: again, it answers the same
    const again = solve('snakebird', level10, '--spill', dir, '--json');
    expect(JSON.parse(again.stdout)).toMatchObject({ solvable: true, moves: 33, states: JSON.parse(solve('snakebird', level10, '--layers', '--json').stdout).states });
  }, 60_000);

  it("refuses another level's folder, a corrupt manifest, a layer file shorter than named: exit 2, nothing changed", () => {
    const dir = tempFiles('unstuck-spill-').dir;
    expect(solve('snakebird', level10, '--spill', dir, '--max-states', '300').code).toBe(3);
    const before = snapshot(dir);
    const refused = (args: string[], message: RegExp) => {
      const r = solve('snakebird', ...args, '--spill', dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain(`--spill ${dir}: `);
    };
    refused([level09], /manifest\.json: it holds the layers of another level/);
    expect(snapshot(dir)).toEqual(before);

    const manifestPath = join(dir, 'manifest.json');
    const good = readFileSync(manifestPath, 'utf8');
    const cases: [string, RegExp][] = [
      [good.slice(0, 40), /manifest\.json is not JSON/],
      [good.replace('"version":1', '"version":7'), /"version" is 7; this solver reads version 1/],
      [good.replace(/"words":\d+/, '"words":0'), /"words" is not a whole number from 1 to 64/],
      [good.replace('"file":"layer-2.keys"', '"file":"../layer-2.keys"'), /layer 2: "file" is not "layer-2\.keys"/],
      [good.replace(/"count":(\d+),"bytes"/, '"count":-1,"bytes"'), /layer 0: "count" is not a whole number of at least 1/],
      [good.replace(/"first":\[\d+/, '"first":["x"'), /layer 0, chunk 0: "first" is not a list of \d+ words/],
    ];
    for (const [text, message] of cases) {
      writeFileSync(manifestPath, text);
      const mine = snapshot(dir);
      refused([level10], message);
      expect(snapshot(dir)).toEqual(mine);
    }
    writeFileSync(manifestPath, good);
    const layer = join(dir, 'layer-3.keys');
    truncateSync(layer, statSync(layer).size - 1);
    const mine = snapshot(dir);
    refused([level10], /layer 3: its file .*layer-3\.keys has \d+ bytes, not the \d+ the manifest names/);
    expect(snapshot(dir)).toEqual(mine);
  }, 60_000);
});
