// Helpers of the component tests of a large grid drawn after its editor opens (GridCanvas's
// cellsAfterOpen): the grid's box stubbed (jsdom lays nothing out), a stroke by where the
// pointer is on it, and the layer's cells counted.
import { act, fireEvent } from '@testing-library/react';

/** a cell's side on the screen, as the grid's box is stubbed */
const PX = 10;

/** the editor's paint layer, put at the page's top left, PX a cell, for a grid of `rows` × `cols` */
export function stubbedGrid(container: HTMLElement, rows: number, cols = rows): HTMLElement {
  const grid = container.querySelector<HTMLElement>('.ed-paint')!;
  grid.getBoundingClientRect = () => ({ x: 0, y: 0, left: 0, top: 0, width: cols * PX, height: rows * PX, right: cols * PX, bottom: rows * PX, toJSON() {} });
  return grid;
}

const at = (r: number, c: number) => ({ clientX: c * PX + PX / 2, clientY: r * PX + PX / 2 });

/** a press at (r, c), moved through each further cell, let go */
export function stroke(grid: HTMLElement, cells: [number, number][], pointerType = 'mouse') {
  fireEvent.pointerDown(grid, { button: 0, pointerType, ...at(...cells[0]!) });
  for (const [r, c] of cells.slice(1)) fireEvent.pointerMove(grid, { pointerType, ...at(r, c) });
  act(() => void window.dispatchEvent(new Event('pointerup')));
}

/** the paint layer's cells drawn as elements */
export const layerCells = (c: HTMLElement) => c.querySelectorAll('.ed-paint [data-cell]').length;
