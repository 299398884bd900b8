// The Snakebird editor on a 64×64 map opens drawing a few cells of its paint layer, and draws
// the others a few rows a task after (GridCanvas's cellsAfterOpen): drawing the layer's 4,096
// cells in the task of the press took 170–560 ms in Chromium (tests/e2e/editor-open-cost.mjs).
// A stroke, a tap and the keys paint the right cells while the rest is not drawn yet, and once
// it is; the board is drawn whole from the first.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layerCells, stroke, stubbedGrid } from './drawnLater.ts';
import { SnakebirdHost, parseSnakebird } from './snakebirdHost.tsx';
import { worldSize } from '../../../src/puzzles/snakebird/rules.ts';
import type { SnakebirdLevel } from '../../../src/puzzles/snakebird/index.ts';

const SIZE = 64;
// Classic 1's map at the bottom left of a 64×64 map of sky
const CLASSIC_1 = ['---*--', '------', '#-----', '+--#+#', '------', '-#BA--', '-####-', '-####-', '-###--'];
const MAP = `${[...Array.from({ length: SIZE - CLASSIC_1.length }, () => ''), ...CLASSIC_1].map((l) => l.padEnd(SIZE, '-')).join('\n')}\n`;

/** the wall cells the board draws, "row,col" (0-based): the squares of its walls' paths, one a row */
function drawnWalls(container: HTMLElement, level: SnakebirdLevel): string[] {
  const cell = Number(container.querySelector<SVGSVGElement>('.ed-board svg.board')!.dataset.cell);
  const { reach, top } = worldSize(level);
  return [...container.querySelectorAll('.ed-board .sb-wall')].flatMap((p) =>
    [...(p.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => `${Number(y) / cell - top},${Number(x) / cell - reach}`),
  );
}

function open() {
  let text = MAP;
  const { container } = render(<SnakebirdHost start={MAP} onLevel={(t) => (text = t)} />);
  return {
    container,
    grid: stubbedGrid(container, SIZE),
    /** the wall cells, "row,col" (0-based), from the level's text */
    walls: () => parseSnakebird(text).terrain.flatMap((line, r) => [...line].flatMap((t, c) => (t === '#' ? [`${r},${c}`] : []))),
  };
}

describe('the Snakebird editor on a 64×64 map', () => {
  it('opens with a few cells of its layer; a stroke, a tap and the keys paint the right cells before the rest is drawn, and after', async () => {
    const { container, grid, walls } = open();
    const before = walls();
    const added = () => walls().filter((w) => !before.includes(w));
    expect(layerCells(container)).toBeLessThan(10);
    expect(container.querySelector('[role="grid"]')).toHaveAttribute('aria-rowcount', String(SIZE));
    // the board is the map from the first: its walls and its snakebirds
    expect(drawnWalls(container, parseSnakebird(MAP)).sort()).toEqual([...before].sort());
    expect(container.querySelector('.ed-board [data-testid="snake-A"]')).not.toBeNull();

    stroke(grid, [[20, 30], [20, 31], [21, 31]]);
    expect(added()).toEqual(['20,30', '20,31', '21,31']);
    stroke(grid, [[40, 5]], 'touch');
    expect(added()).toContain('40,5');
    container.querySelector<HTMLElement>('.ed-paint [tabindex="0"]')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(added()).toContain('1,1');
    expect(document.activeElement).toHaveAccessibleName('row 2 column 2: wall');
    expect(layerCells(container)).toBeLessThan(10);

    await waitFor(() => expect(layerCells(container)).toBe(SIZE * SIZE), { timeout: 20_000 });
    expect(container.querySelector('.ed-paint [data-row="63"][data-col="63"]')).toHaveAccessibleName('row 64 column 64: empty');
    expect(container.querySelector('.ed-paint [data-row="60"][data-col="3"]')).toHaveAccessibleName('row 61 column 4: head of Red snakebird');
    // the keyboard's cell kept the focus as its row was drawn whole
    expect(document.activeElement).toHaveAccessibleName('row 2 column 2: wall');
    stroke(grid, [[63, 62], [63, 63]]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(added().sort()).toEqual(['0,1', '1,1', '20,30', '20,31', '21,31', '40,5', '63,62', '63,63']);
  }, 30_000);

  it('a map grown past 32×32 draws its new cells a few rows a task after, and paints them', async () => {
    const small = `${[...Array.from({ length: 32 - CLASSIC_1.length }, () => ''), ...CLASSIC_1].map((l) => l.padEnd(32, '-')).join('\n')}\n`;
    let text = small;
    const { container } = render(<SnakebirdHost start={small} onLevel={(t) => (text = t)} />);
    expect(layerCells(container)).toBe(32 * 32);
    fireEvent.click(screen.getByRole('button', { name: 'Add column at right' }));
    expect(container.querySelector('[role="grid"]')).toHaveAttribute('aria-colcount', '33');
    expect(layerCells(container)).toBeLessThan(10);
    await waitFor(() => expect(layerCells(container)).toBe(32 * 33), { timeout: 20_000 });
    expect(container.querySelector('.ed-paint [data-row="31"][data-col="32"]')).toHaveAccessibleName('row 32 column 33: empty');
    stroke(stubbedGrid(container, 32, 33), [[0, 32], [1, 32]]);
    expect(parseSnakebird(text).terrain.slice(0, 3).map((row) => row.slice(31))).toEqual(['-#', '-#', '--'].map((r) => r.replaceAll('-', ' ')));
  }, 30_000);
});
