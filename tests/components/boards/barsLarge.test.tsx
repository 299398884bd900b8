// The Bars board on a 64×64 level: drawn with a shape a cell and a path a block of cells for its
// bars or lights (not a group and two shapes a cell), it shows what it showed before, and a
// change to one cell redraws that cell's block alone.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BarsBoard from '../../../src/puzzles/bars/Board.tsx';
import { bars, type BarsLevel, type BarsState } from '../../../src/puzzles/bars/index.ts';
import { BARS_GALLERY } from '../../../src/puzzles/bars/gallery.ts';

function level(text: string): BarsLevel {
  const parsed = bars.parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.level;
}

const rows64 = (v: (r: number, c: number) => number) =>
  Array.from({ length: 64 }, (_, r) => Array.from({ length: 64 }, (_, c) => v(r, c)).join('')).join('\n');
const GOLD = level(`pattern cross\ngoal 1\n${rows64((r, c) => ((r * 7 + c * c) % 5 < 2 ? 1 : 0))}\n`);
const LIGHTS = level(`pattern plus\ngoal 0\n${rows64((r, c) => ((r + 3 * c) % 3 === 0 ? 1 : 0))}\n`);
/** a board too big to animate whose sides are no multiple of its blocks' */
const ODD = level(`pattern cross\ngoal 0\n${Array.from({ length: 37 }, (_, r) => Array.from({ length: 45 }, (_, c) => (r * c) % 3 === 1 ? 1 : 0).join('')).join('\n')}\n`);
/** a cell's side in the board's units (the svg's data-cell) */
const S = 40;

/**
 * What the board draws in each cell ("r,c", 1-based): 'upright' or 'flat' for a bar, 'on' or
 * 'off' for a light, read from the shapes drawn, whether a shape of its own or a piece of a path.
 */
function drawn(svg: SVGSVGElement): Map<string, string> {
  const out = new Map<string, string>();
  const put = (x: number, y: number, what: string) => {
    const at = `${Math.floor(y / S) + 1},${Math.floor(x / S) + 1}`;
    expect(out.has(at), `two shapes in cell ${at}`).toBe(false);
    out.set(at, what);
  };
  const num = (el: Element, name: string) => Number(el.getAttribute(name));
  for (const el of svg.querySelectorAll('.gold-bar, .light')) {
    const light = el.classList.contains('light') ? (el.classList.contains('on') ? 'on' : 'off') : null;
    if (el.tagName === 'path') {
      // each piece starts "M x y" at its top left (a bar: then its width, 'h…') or its left (a light)
      for (const piece of el.getAttribute('d')!.split('M').slice(1)) {
        const [x, y, width] = piece.split(/[^\d.-]+/).map(Number) as [number, number, number];
        put(x, y, light ?? (width < S / 2 - 6 ? 'upright' : 'flat'));
      }
    } else if (el.tagName === 'circle') put(num(el, 'cx'), num(el, 'cy'), light!);
    else put(num(el, 'x'), num(el, 'y'), num(el, 'height') > num(el, 'width') ? 'upright' : 'flat');
  }
  return out;
}

/** what each cell of the state should show */
function expected(lv: BarsLevel, state: BarsState): Map<string, string> {
  const lights = lv.pattern === 'plus';
  return new Map(state.cells.flatMap((row, r) => row.map((v, c) => [`${r + 1},${c + 1}`, lights ? (v ? 'on' : 'off') : v ? 'upright' : 'flat'] as const)));
}

function expectShown(container: HTMLElement, lv: BarsLevel, state: BarsState) {
  const svg = container.querySelector('svg')!;
  expect(drawn(svg)).toEqual(expected(lv, state));
  // each cell's value and whether its background (itself or its group's) is at the goal
  const cells = new Map([...svg.querySelectorAll<SVGElement>('[data-testid^="cell-"]')].map((el) => [el.dataset.testid, el]));
  const shown = state.cells.map((row, r) =>
    row.map((_, c) => {
      const cell = cells.get(`cell-${r + 1}-${c + 1}`)!;
      const ground = cell.matches('.cell') ? cell : cell.querySelector('.cell')!;
      return `${cell.dataset.value}${ground.classList.contains('done') ? ' done' : ''}`;
    }),
  );
  expect(shown).toEqual(state.cells.map((row) => row.map((v) => `${v}${v === lv.goal ? ' done' : ''}`)));
}

describe('Bars board on 64×64', () => {
  it('each cell shows its bar or light as its value says and its background whether it is at the goal, on gallery levels and big ones', () => {
    for (const lv of [...BARS_GALLERY.map((g) => level(g.text)), GOLD, LIGHTS, ODD]) {
      const start = bars.start(lv);
      const { container, rerender, unmount } = render(<BarsBoard level={lv} state={start} />);
      expectShown(container, lv, start);
      const next = bars.play(lv, start, `${lv.rows},1`)!;
      rerender(<BarsBoard level={lv} state={next} />);
      expectShown(container, lv, next);
      unmount();
    }
  }, 60_000);

  it('draws a 64×64 board with a shape a cell and a path or two a block, not a group and two shapes a cell', () => {
    for (const lv of [GOLD, LIGHTS]) {
      const { container, unmount } = render(<BarsBoard level={lv} state={bars.start(lv)} lastMove="3,4" hint="5,6" cursor={[1, 2]} />);
      const shapes = container.querySelector('svg')!.querySelectorAll('*').length;
      // (a shape a cell, two paths a block, the three marks and the description)
      expect(shapes).toBeLessThanOrEqual(64 * 64 + 2 * 64 + 3 + 1);
      unmount();
    }
  }, 60_000);

  it('a change to one cell redraws its block of cells alone: every other block keeps its path, every cell its shape', () => {
    const start = bars.start(GOLD);
    const { container, rerender } = render(<BarsBoard level={GOLD} state={start} />);
    const paths = () => [...container.querySelectorAll('path')];
    const before = paths();
    // a path a block of 8×8 cells
    expect(before).toHaveLength(64);
    const d = before.map((p) => p.getAttribute('d'));
    const cells = [...container.querySelectorAll('[data-testid^="cell-"]')];
    // as a paint stroke in the editor changes a cell
    const painted: BarsState = { cells: start.cells.map((row, r) => (r === 9 ? row.map((v, c) => (c === 19 ? v ^ 1 : v)) : row.slice())) };
    rerender(<BarsBoard level={GOLD} state={painted} />);
    const after = paths();
    expect(after).toEqual(before);
    expect(after.filter((p, i) => p.getAttribute('d') !== d[i])).toHaveLength(1);
    expect([...container.querySelectorAll('[data-testid^="cell-"]')]).toEqual(cells);
    expectShown(container, GOLD, painted);
  }, 60_000);

  it('a click on a cell plays it; the marks, the cursor and the description are drawn as on a small board', () => {
    const onMove = vi.fn();
    const state = bars.start(GOLD);
    const { container } = render(<BarsBoard level={GOLD} state={state} onMove={onMove} lastMove="10,20" hint="64,64" cursor={[0, 63]} />);
    fireEvent.click(container.querySelector('[data-testid="cell-10-20"]')!);
    expect(onMove.mock.calls).toEqual([['10,20']]);
    const at = (sel: string) => [...container.querySelectorAll(sel)].map((e) => [e.getAttribute('x'), e.getAttribute('y')]);
    expect(at('.move-mark.last')).toEqual([['762', '362']]);
    expect(at('.move-mark.hint')).toEqual([['2522', '2522']]);
    expect(at('.board-cursor')).toEqual([['2521.25', '1.25']]);
    const toTurn = state.cells.flat().filter((v) => v !== 1).length;
    expect(container.querySelector('svg')).toHaveAttribute('aria-label', `Bars: gold bars 64×64, goal all 1 (every bar upright), ${toTurn} cells to turn`);
  }, 60_000);

  it('a column removed at the right of a big board leaves every other cell its own shape', () => {
    const wide = level(`pattern cross\ngoal 1\n${Array.from({ length: 40 }, (_, r) => Array.from({ length: 42 }, (_, c) => (r + c) % 2).join('')).join('\n')}\n`);
    const narrow: BarsLevel = { ...wide, cols: 41, cells: wide.cells.map((row) => row.slice(0, 41)) };
    const { container, rerender } = render(<BarsBoard level={wide} state={bars.start(wide)} />);
    const cell = (r: number, c: number) => container.querySelector(`[data-testid="cell-${r}-${c}"]`);
    const before = [cell(1, 1), cell(18, 41), cell(40, 41), cell(9, 33)];
    rerender(<BarsBoard level={narrow} state={bars.start(narrow)} />);
    expect([cell(1, 1), cell(18, 41), cell(40, 41), cell(9, 33)]).toEqual(before);
    expect(before.every((el) => el?.isConnected)).toBe(true);
    expect(cell(1, 42)).toBeNull();
    expectShown(container, narrow, bars.start(narrow));
  }, 60_000);
});
