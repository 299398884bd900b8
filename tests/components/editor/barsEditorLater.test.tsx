// The Bars editor on a 64×64 level opens drawing a few cells of its paint layer and its board's
// cells' backgrounds as paths (the same look), and draws each cell as an element a few rows or
// blocks a task after (GridCanvas's cellsAfterOpen, BarsBoard's blocksWhole): drawing both the
// board's 4,096 cells and the layer's in one task took over 200 ms. A stroke, a tap and the keys
// paint the right cells while the rest is not drawn yet, and once it is.
import { fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EditorPanel } from '../../../src/editor/EditorPanel.tsx';
import BarsEditor from '../../../src/puzzles/bars/Editor.tsx';
import { getFamily } from '../../../src/puzzles/registry.ts';
import { layerCells, stroke, stubbedGrid } from './drawnLater.ts';

const SIZE = 64;

function Host({ onLevel }: { onLevel(text: string): void }) {
  const family = getFamily('bars')!;
  const [level, setLevel] = useState<unknown>(() => {
    const parsed = family.parse(`pattern cross\ngoal 1\n${`${'0'.repeat(SIZE)}\n`.repeat(SIZE)}`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.level;
  });
  return <EditorPanel family={family} level={level} editor={BarsEditor} onChange={(l) => (setLevel(l), onLevel(family.make(l)))} />;
}

function open() {
  let text = '';
  const { container } = render(<Host onLevel={(t) => (text = t)} />);
  return {
    container,
    grid: stubbedGrid(container, SIZE),
    /** the cells at 1, "row,col" (0-based), from the level's text */
    ones: () => text.split('\n').slice(2, 2 + SIZE).flatMap((line, r) => [...line].flatMap((v, c) => (v === '1' ? [`${r},${c}`] : []))),
  };
}

const boardCells = (c: HTMLElement) => c.querySelectorAll('.ed-board [data-testid^="cell-"]').length;
const everyCellDrawn = (c: HTMLElement) => waitFor(() => expect([layerCells(c), boardCells(c)]).toEqual([SIZE * SIZE, SIZE * SIZE]), { timeout: 20_000 });

describe('the Bars editor on a 64×64 level', () => {
  it('opens with a few cells of its layer and its board\'s cells as paths; a stroke, a tap and the keys paint the right cells before the rest is drawn, and after', async () => {
    const { container, grid, ones } = open();
    expect(layerCells(container)).toBeLessThan(10);
    expect(boardCells(container)).toBeLessThan(SIZE);
    // every cell's background is drawn from the first: one rectangle each in the blocks' paths
    const backs = [...container.querySelectorAll('.ed-board path.cell')].map((p) => p.getAttribute('d')!.split('M').length - 1);
    expect(backs.reduce((a, b) => a + b, 0)).toBe(SIZE * SIZE);
    expect(container.querySelector('[role="grid"]')).toHaveAttribute('aria-rowcount', String(SIZE));

    stroke(grid, [[20, 30], [20, 31], [21, 31]]);
    expect(ones()).toEqual(['20,30', '20,31', '21,31']);
    stroke(grid, [[40, 5]], 'touch');
    expect(ones()).toContain('40,5');
    container.querySelector<HTMLElement>('.ed-paint [tabindex="0"]')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(ones()).toContain('1,1');
    expect(document.activeElement).toHaveAccessibleName('row 2 column 2: 1, upright bar');
    expect(layerCells(container)).toBeLessThan(10);

    await everyCellDrawn(container);
    expect(container.querySelectorAll('.ed-board path.cell')).toHaveLength(0);
    expect(container.querySelector('.ed-paint [data-row="63"][data-col="63"]')).toHaveAccessibleName('row 64 column 64: 0, flat bar');
    // the keyboard's cell kept the focus as its row was drawn whole
    expect(document.activeElement).toHaveAccessibleName('row 2 column 2: 1, upright bar');
    expect(container.querySelector('.ed-board [data-testid="cell-21-32"]')).toHaveAttribute('data-value', '1');
    stroke(grid, [[63, 62], [63, 63]]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(ones()).toEqual(['0,1', '1,1', '20,30', '20,31', '21,31', '40,5', '63,62', '63,63']);
  }, 30_000);
});
