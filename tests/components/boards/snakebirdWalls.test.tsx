// Snakebird's walls are drawn a row at a time, one path of squares per row: a 64×64 map of ground
// drew each of its 1,346 walls as an element of its own, and styling and laying them out was most
// of the time Edit took to open it (127 ms of a median open, traced in Chromium; 35 ms drawn so).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SnakebirdBoard from '../../../src/puzzles/snakebird/Board.tsx';
import { snakebird, type SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';
import { worldSize } from '../../../src/puzzles/snakebird/rules.ts';

const grid = (rows: number, cols: number, at: (r: number, c: number) => string) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => at(r, c)).join('')).join('\n');
const CLASSIC_1 = ['---*--', '------', '#-----', '+--#+#', '------', '-#BA--', '-####-', '-####-', '-###--'];
/** Classic 1 on 24 rows of ground: walls, spikes on top here and there, holes inside (1,346 walls) */
const GROUND = `${[...Array.from({ length: 31 }, () => ''), ...CLASSIC_1].map((l) => l.padEnd(64, '-')).join('\n')}\n${grid(24, 64, (r, c) =>
  c < 6 ? '#' : r === 0 && c % 9 === 4 ? '^' : (r * 5 + c * 3) % 7 === 0 ? '-' : '#',
)}\n`;

function parse(text: string): SnakebirdLevel {
  const parsed = snakebird.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

/** the wall cells of a level, "row,col" from 0 */
const wallsOf = (level: SnakebirdLevel) => level.terrain.flatMap((line, r) => [...line].flatMap((t, c) => (t === '#' ? [`${r},${c}`] : [])));

/** the wall cells the board draws: each square of its walls' paths, as the level's "row,col" */
function drawnWalls(svg: SVGSVGElement, level: SnakebirdLevel): string[] {
  const cell = Number(svg.dataset.cell);
  const { reach, top } = worldSize(level);
  return [...svg.querySelectorAll('.sb-wall')].flatMap((p) =>
    [...(p.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+),(-?[\d.]+)h([\d.]+)v([\d.]+)h-([\d.]+)z/g)].map(([, x, y, w, h]) => {
      expect([Number(w), Number(h)]).toEqual([cell, cell]);
      return `${Number(y) / cell - top},${Number(x) / cell - reach}`;
    }),
  );
}

describe("Snakebird's walls", () => {
  it('a 64×64 map of ground draws its 1,346 walls as one path a row, each wall a square where it is', () => {
    const level = parse(GROUND);
    const walls = wallsOf(level);
    expect(walls).toHaveLength(1346);
    const { container } = render(<SnakebirdBoard level={level} state={snakebird.start(level)} />);
    const svg = container.querySelector<SVGSVGElement>('svg.board')!;
    expect(drawnWalls(svg, level).sort()).toEqual(walls.sort());
    // a path for each row that has walls: 6 of Classic 1, 24 of ground
    expect(svg.querySelectorAll('.sb-wall')).toHaveLength(30);
    expect(svg.querySelectorAll('*').length).toBeLessThan(300);
    expect(svg).toHaveAccessibleName(/^Snakebird board: 1 snakebird left, Red snakebird head at row 37 column 4, 2 long; 2 fruit/);
  });

  it('a level changed by a wall draws that wall, and one taken away is gone', () => {
    const level = parse(GROUND);
    const { container, rerender } = render(<SnakebirdBoard level={level} state={snakebird.start(level)} />);
    const svg = container.querySelector<SVGSVGElement>('svg.board')!;
    const lines = GROUND.split('\n');
    lines[2] = `${'-'.repeat(10)}#${'-'.repeat(53)}`;
    lines[40] = `-${lines[40]!.slice(1)}`;
    const changed = parse(lines.join('\n'));
    rerender(<SnakebirdBoard level={changed} state={snakebird.start(changed)} />);
    const drawn = drawnWalls(svg, changed);
    expect(drawn).toContain('2,10');
    expect(drawn).not.toContain('40,0');
    expect(drawn.sort()).toEqual(wallsOf(changed).sort());
  });
});
