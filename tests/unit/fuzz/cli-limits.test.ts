// The command-line solver's input cap and its messages (issue 16, "Links and files"): it reads
// at most MAX_LEVEL_CHARS bytes and prints nothing from a level raw.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LEVEL_CHARS } from '../../../src/puzzles/text.ts';
import { MAX_IMPORT_BYTES } from '../../../src/puzzles/levelsExport.ts';

const root = join(__dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'unstuck-cli-limits-'));

// as `npm run -s solve -- …` runs it; the child is killed after 60 s, so a CLI that reads
// forever fails an assertion here instead of hanging the suite
function solve(...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/run-bundled.mjs'), 'solve', ...args], { encoding: 'utf8', cwd: root, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

// control characters other than the newline that ends each message
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('npm run solve reads at most 1 MiB', () => {
  it('refuses a file one byte past the cap, saying which cap; then /dev/zero, at once', () => {
    const big = solve('bars', file('zeros.txt', new Uint8Array(MAX_LEVEL_CHARS + 1)));
    expect(big.code).toBe(2);
    expect(big.stderr).toContain('the file is larger than 1,048,576 bytes; at most 1,048,576 are read');
    if (existsSync('/dev/zero')) {
      const zero = solve('bars', '/dev/zero');
      expect(zero.code).toBe(2);
      expect(zero.stderr).toBe(`/dev/zero: the file is larger than 1,048,576 bytes; at most 1,048,576 are read (${MAX_IMPORT_BYTES.toLocaleString('en')} of a levels file)\n`);
    }
  }, 120_000);

  it('reads a file of exactly 1 MiB (a level padded with comments)', () => {
    const level = 'anemones 2\ntap 1 lowers 2\nstart 2\ngoal 1\n';
    const comment = `;${'x'.repeat(1022)}\n`;
    const padding = MAX_LEVEL_CHARS - level.length;
    const text = comment.repeat(Math.floor(padding / comment.length)) + ';'.padEnd((padding % comment.length) - 1, 'y') + '\n' + level;
    expect(text.length).toBe(MAX_LEVEL_CHARS);
    const r = solve('anemones', file('padded.txt', text), '--json');
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ solvable: true, moves: 1 });
  }, 60_000);
});

describe('npm run solve never echoes a control character', () => {
  it('shows an escape sequence in a level as \\x1b in the error message', () => {
    const r = solve('bars', file('escape.txt', '0\u001b[31m1\n'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("line 1, column 2: unknown character '\\x1b'; expected 0 or 1");
    expect(r.stderr).not.toMatch(RAW_CONTROL);
  }, 60_000);

  it('escapes control characters in every family and in the file name', () => {
    for (const [puzzle, text] of [
      ['anemones', 'anemones 2\u001b]0;owned\u0007\n'],
      ['move', '.\u009b2J\n--\n.\n'],
      ['dogbunny', 'node a\u202e\n'],
      ['snakebird', 'A*-\u001b[2J\n###\n'],
    ] as const) {
      const r = solve(puzzle, file(`ctl-${puzzle}\u001b[1m.txt`, text));
      expect(r.code, puzzle).toBe(2);
      expect(r.stderr, puzzle).toContain('\\x1b[1m.txt');
      expect(r.stderr, puzzle).not.toMatch(RAW_CONTROL);
    }
  }, 120_000);
});
