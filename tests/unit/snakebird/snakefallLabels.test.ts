// Which label a Snakefall snake gets: never the open world's A, a or 0 (named and drawn Red,
// Green, Blue) for a snake of Snakefall's own numbering, which puts a colour's snakes 4 apart.
import { describe, expect, it } from 'vitest';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { snakeName } from '../../../src/puzzles/snakebird/colours.ts';
import { toSnakefallLink } from '../../../src/puzzles/snakebird/snakefall.ts';
import { parseError, parseOk } from '../helpers/family.ts';

/** one-cell snakes of these ids on a floor, the exit above the first */
const link = (ids: readonly number[]) => {
  const w = Math.max(ids.length, 2);
  return `HyRr4JK1&3&${w}?4${'0'.repeat(2 * w - 1)}${'1'.repeat(w)}/${ids.map((id, i) => `s${id}?${w + i}/`).join('')}`;
};

describe('Snakefall snakes: labels', () => {
  it("three red snakes as Snakefall's editor numbers them (0, 4, 8) are three names, none of an open world's", () => {
    const labels = parseOk<SnakebirdLevel>(snakebird, link([0, 4, 8])).snakes.map((s) => s.label);
    expect(labels).toEqual(['R', 'r', '8']);
    expect(new Set(labels.map(snakeName)).size).toBe(3);
  });

  it('no snake from 0 to 58 takes A, a or 0, and each has its own name', () => {
    const ids = Array.from({ length: 59 }, (_, i) => i);
    const labels = ids.flatMap((id) => parseOk<SnakebirdLevel>(snakebird, link([id])).snakes.map((s) => s.label));
    expect(labels.filter((l) => 'Aa0'.includes(l))).toEqual([]);
    expect(new Set(labels.map(snakeName)).size).toBe(59);
  });

  it('snake 59 is refused, saying which numbers are read; 60, 61 and 62 are A, a and 0', () => {
    expect(parseError(snakebird, link([59]))).toMatchObject({ message: 'snake number 59 is not one we read: we read snakes 0 to 58 and 60 to 62' });
    expect(parseError(snakebird, link([63]))).toMatchObject({ message: 'snake number 63 is not one we read: we read snakes 0 to 58 and 60 to 62' });
    expect(parseOk<SnakebirdLevel>(snakebird, link([60, 61, 62])).snakes.map((s) => s.label)).toEqual(['A', 'a', '0']);
  });

  it("an open world's A, a and 0 export as snakes 60, 61 and 62: Snakefall's red, green and blue, and their labels back", () => {
    const classic = parseOk<SnakebirdLevel>(snakebird, '------*\n-A-a-0-\n#######\n');
    const out = toSnakefallLink(classic);
    if (!out.ok) throw new Error(out.reason);
    expect([...out.link.matchAll(/\/s(\d+)\?/g)].map((m) => Number(m[1]) % 4)).toEqual([0, 1, 2]);
    expect(parseOk<SnakebirdLevel>(snakebird, out.link).snakes.map((s) => s.label)).toEqual(['A', 'a', '0']);
  });
});
