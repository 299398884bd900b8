// A move of --line that is not legal where it is played is said with why, as far as the rules
// say: the moves from that position, which it is not one of (a long list cut short).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notAmong } from '../../../src/cli/analyse.ts';
import { main } from '../../../src/cli/main.ts';
import { FAMILIES } from '../../../src/puzzles/registry.ts';
import type { FamilyId } from '../../../src/puzzles/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'unstuck-line-why-'));

async function analyse(id: FamilyId, level: string, ...args: string[]) {
  const path = join(dir, `${id}.txt`);
  writeFileSync(path, FAMILIES[id].gallery.find((g) => g.name === level)!.text);
  let out = '';
  let err = '';
  const code = await main([id, path, '--analyse', ...args], { out: (t) => void (out += t), err: (t) => void (err += t) });
  expect(code).toBe(0);
  return out;
}

describe('a move of --line that is not legal there', () => {
  it('is named, with the moves from that position it is not one of', async () => {
    // Move 4×4: after U U the dots are against the top, and a third U moves nothing
    expect(await analyse('move', 'Move 4×4', '--line', 'U', 'U', 'U', 'U')).toContain("Line (4 moves): move 3 is not legal there: 'U' is not one of the moves from that position (D, L, R)\n");
    expect(JSON.parse(await analyse('move', 'Move 4×4', '--json', '--line', 'U', 'U', 'U')).line).toMatchObject({ legal: false, illegalAt: 3, movesThere: ['D', 'L', 'R'] });
    expect(await analyse('dogbunny', 'Bridge', '--line', 'dog:meadow->bridge')).toContain(
      "Line (1 move): move 1 is not legal there: 'dog:meadow->bridge' is not one of the moves from that position (bunny:meadow->bridge, bunny:meadow->kennel, dog:kennel->meadow)\n",
    );
  });

  it('after the line has won, is told after the win, as the Check panel tells it: where the level ends there, the move comes after it', async () => {
    const { solution } = JSON.parse(await analyse('snakebird', 'Classic 1', '--json')) as { solution: string[] };
    expect(solution).toHaveLength(16);
    expect(await analyse('snakebird', 'Classic 1', '--line', ...solution, solution[0]!)).toContain(
      `Line (17 moves): it does not end on a win: it wins after move 16, where the level ends, and move 17 comes after it\n`,
    );
  });

  it('a long list of moves is cut after twelve, and none at all is said as such', () => {
    const many = Array.from({ length: 30 }, (_, i) => `${i + 1},1`);
    expect(notAmong('x', many)).toBe(`'x' is not one of the moves from that position (${many.slice(0, 12).join(', ')} and 18 more)`);
    expect(notAmong('\u001b', [])).toBe("no move leads on from that position, '\\x1b' nor any other");
  });
});

describe('the puzzle or file written after --line', () => {
  it('is said to have been taken as moves, with how to write it', async () => {
    let err = '';
    const code = await main(['move', '--analyse', '--line', 'U', 'D', '/some/level.txt'], { out: () => {}, err: (t) => void (err += t) });
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toBe(
      "missing the level file (--line took 'U D /some/level.txt' as the line's moves: write the puzzle and the level file before --line, or an option after the line)",
    );
    err = '';
    await main(['--analyse', '--line', ...'1 2 3 4 5 6 7'.split(' ')], { out: () => {}, err: (t) => void (err += t) });
    expect(err.split('\n')[0]).toBe("missing the puzzle and the level file (--line took '1 2 3 4 5 6 …' as the line's moves: write the puzzle and the level file before --line, or an option after the line)");
  });
});
