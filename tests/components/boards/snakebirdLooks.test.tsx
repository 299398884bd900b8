// No two snakes of a Snakebird level look alike or share a name, however many a Snakefall link
// holds and however its editor numbered them (a colour's snakes 4 apart: ids 0, 4, 8 are red).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SnakebirdBoard from '../../../src/puzzles/snakebird/Board.tsx';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { snakeName } from '../../../src/puzzles/snakebird/colours.ts';
import { snakebirdView } from '../../../src/puzzles/snakebird/view.ts';

/** A Snakefall level with one-cell snakes of these ids side by side on a floor, the exit above the first. */
function snakefallLevel(ids: readonly number[]): SnakebirdLevel {
  const w = ids.length;
  const map = `4${'0'.repeat(2 * w - 1)}${'1'.repeat(w)}`;
  const parsed = snakebird.parse(`HyRr4JK1&3&${w}?${map}/${ids.map((id, i) => `s${id}?${w + i}/`).join('')}`);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

/** each snake drawn: its label, the colour of its head and the marking along its body */
function looks(level: SnakebirdLevel) {
  const { container } = render(<SnakebirdBoard level={level} state={snakebird.start(level)} />);
  return [...container.querySelectorAll('[data-testid^="snake-"]')].map((g) => ({
    label: g.getAttribute('data-testid')!.slice('snake-'.length),
    look: `${g.querySelector('.sb-head')!.getAttribute('fill')} ${g.querySelector('[data-mark]')?.getAttribute('data-mark') ?? 'plain'}`,
  }));
}

const distinct = (xs: readonly string[]) => new Set(xs).size === xs.length;

describe('Snakebird: snakes told apart', () => {
  it("three red snakes of Snakefall's editor (ids 0, 4, 8) are drawn and named each their own way", () => {
    const drawn = looks(snakefallLevel([0, 4, 8]));
    expect(drawn).toHaveLength(3);
    expect(distinct(drawn.map((d) => d.look))).toBe(true);
    expect(distinct(drawn.map((d) => snakeName(d.label)))).toBe(true);
    // and in a move's words
    expect(distinct(drawn.map((d) => snakebirdView.describeMove(`${d.label}U`)))).toBe(true);
  });

  it('31 snakes, the most a level holds, all differ in look and in name', () => {
    const drawn = looks(snakefallLevel(Array.from({ length: 31 }, (_, i) => i)));
    expect(drawn).toHaveLength(31);
    expect(distinct(drawn.map((d) => d.look))).toBe(true);
    expect(distinct(drawn.map((d) => snakeName(d.label)))).toBe(true);
  });

  it('a snake of a colour near a named one is marked otherwise (teal is not striped as green is, peach not lined as yellow)', () => {
    const drawn = looks(snakefallLevel(Array.from({ length: 11 }, (_, i) => i)));
    const mark = new Map(drawn.map((d) => d.look.split(' ') as [string, string]));
    const near: [string, string][] = [
      ['#e53e3e', '#ed64a6'], // red, pink
      ['#38a169', '#4fd1c5'], // green, teal
      ['#3182ce', '#4fd1c5'], // blue, teal
      ['#38a169', '#a3e635'], // green, lime
      ['#d69e2e', '#a3e635'], // yellow, lime
      ['#3182ce', '#b794f4'], // blue, lavender
      ['#d69e2e', '#f6ad55'], // yellow, peach
      ['#e53e3e', '#f6ad55'], // red, peach
      ['#d69e2e', '#d6b48a'], // yellow, tan
    ];
    for (const [named, other] of near) expect(`${other} ${mark.get(other)}`).not.toBe(`${other} ${mark.get(named)}`);
  });

  it("an open world's snakes keep their colours: A red, a green, 0 blue", () => {
    const level = snakebird.parse('------*\n-A-a-0-\n#######\n');
    if (!level.ok) throw new Error(level.error.message);
    expect(looks(level.level).map((d) => `${snakeName(d.label)}: ${d.look}`)).toEqual([
      'Red snakebird: #e53e3e plain',
      'Green snakebird: #38a169 stripes',
      'Blue snakebird: #3182ce dots',
    ]);
  });
});
