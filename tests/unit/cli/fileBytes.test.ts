// What the command line reads as a level file's text and as a number, as the app reads them:
// a file in UTF-16 or another encoding is said to be (it was read as a level of replacement
// characters and NULs: "expected 'anemones N' on the first line, found '��a\x00n\x00…'"), and a
// number is written in decimals ('0x10' was 16 MB of memory, ' 7 ' seven states, '0.5' a state
// limit of half a state).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'unstuck-file-bytes-'));
const file = (name: string, data: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, data);
  return path;
};
const LEVEL = 'anemones 3\nstart 1\ngoal 2\n';

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => void (err += t) });
  return { code, out, err };
}

describe('the command line reads a file as Open file does', () => {
  it('says a file in UTF-16 is UTF-16, either byte order', async () => {
    for (const [name, bom] of [['le.txt', [0xff, 0xfe]], ['be.txt', [0xfe, 0xff]]] as const) {
      const wide = new Uint8Array([...bom, ...[...LEVEL].flatMap((c) => (bom[0] === 0xff ? [c.charCodeAt(0), 0] : [0, c.charCodeAt(0)]))]);
      const r = await run('anemones', file(name, wide));
      expect(r.code).toBe(2);
      expect(r.err).toBe(`${join(dir, name)}: it is UTF-16 text, and a level file is read as UTF-8. Save it as UTF-8 (most editors offer it under Save as).\n`);
    }
  });

  it('says where a file stops being UTF-8 (Latin-1 é on line 3)', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('anemones 3\nstart 1\ngoal 2 '), 0xe9, 0x0a]);
    const r = await run('anemones', file('latin1.txt', latin1));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`${join(dir, 'latin1.txt')}: it is not UTF-8 text (a binary file, or text in another encoding): line 3, byte 8 of the line is not UTF-8.\n`);
  });

  it('still reads UTF-8 with a byte-order mark, a level and a levels file', async () => {
    expect((await run('anemones', file('bom.txt', `\ufeff${LEVEL}`))).code).toBe(0);
    const levels = JSON.stringify({ format: 'unstuck-levels', version: 1, levels: [{ family: 'anemones', name: 'é 😀', text: LEVEL }] });
    expect((await run('anemones', file('bom.json', `\ufeff${levels}`))).code).toBe(0);
  });
});

describe('the command line takes numbers written in decimals', () => {
  const level = file('level.txt', LEVEL);
  it.each([
    ['--max-memory', '0x10'],
    ['--max-memory', '0b11'],
    ['--max-memory', ' 7 '],
    ['--max-states', '0o7'],
    ['--max-states', '1_000'],
    ['--at-most', '0x3'],
    ['--max-positions', '0x10'],
  ])('%s %j is refused, quoting what was given', async (option, value) => {
    const r = await run('anemones', level, ...(option === '--max-positions' ? ['--analyse'] : []), option, value);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toMatch(new RegExp(`^${option} needs a (whole )?number of \\w+(, at least 1| from [\\d.]+ to \\d+ \\(this machine's memory\\)), found '${value}'$`));
  });

  it('a state limit is a whole number of states', async () => {
    const r = await run('anemones', level, '--max-states', '0.5');
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe("--max-states needs a whole number of states, at least 1, found '0.5'");
  });

  it.each([
    ['--max-states', '1e3'],
    ['--max-states', '500'],
    ['--max-memory', '0.5'],
    ['--max-memory', '64'],
  ])('%s %s is taken', async (option, value) => {
    expect((await run('anemones', level, option, value)).code).toBe(0);
  });
});
