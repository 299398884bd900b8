// The editor kit's paint layer (editor/GridEditor.tsx GridCanvas): a stroke paints the cells the
// pointer enters, and not a cell that comes under a pointer held still because the paint laid the
// board out again (Snakebird's first water on a classic level drops its open margin).
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GridCanvas, gridFrame, type PaintEvent } from '../../../src/editor/GridEditor.tsx';

function Host({ painted, reframeOnStart }: { painted: PaintEvent[]; reframeOnStart: boolean }) {
  // a margin of one cell around the grid, dropped by the first paint when asked
  const [margin, setMargin] = useState(1);
  const frame = { ...gridFrame(3, 3), width: 3 + 2 * margin, height: 3 + 2 * margin, left: margin, top: margin };
  return (
    <GridCanvas
      rows={3}
      cols={3}
      frame={frame}
      board={<svg viewBox={`0 0 ${frame.width} ${frame.height}`} data-cell={1} />}
      onPaint={(e) => {
        painted.push(e);
        if (reframeOnStart && e.phase === 'start') setMargin(0);
      }}
    />
  );
}

const cell = (c: HTMLElement, row: number, col: number) => c.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;
const cells = (painted: PaintEvent[]) => painted.map((e) => `${e.phase} ${e.row},${e.col}`);

describe('a stroke on the paint layer', () => {
  it('paints the cells the pointer enters', async () => {
    const painted: PaintEvent[] = [];
    const { container } = render(<Host painted={painted} reframeOnStart={false} />);
    await waitFor(() => expect(cell(container, 0, 0)).not.toBeNull());
    fireEvent.pointerDown(cell(container, 1, 1), { button: 0 });
    fireEvent.pointerEnter(cell(container, 1, 2));
    fireEvent.pointerMove(cell(container, 1, 2));
    fireEvent.pointerEnter(cell(container, 2, 2));
    act(() => void window.dispatchEvent(new Event('pointerup')));
    expect(cells(painted)).toEqual(['start 1,1', 'drag 1,2', 'drag 2,2']);
  });

  it('does not paint a cell that came under a pointer held still as the paint laid the board out again; once it moves, it does', async () => {
    const painted: PaintEvent[] = [];
    const { container } = render(<Host painted={painted} reframeOnStart />);
    await waitFor(() => expect(cell(container, 0, 0)).not.toBeNull());
    fireEvent.pointerDown(cell(container, 1, 1), { button: 0 });
    // (the browser's boundary events after the new layout, the pointer not moved)
    fireEvent.pointerEnter(cell(container, 1, 2));
    // (nor a move the browser sends at the same place)
    fireEvent.pointerMove(cell(container, 1, 2), { clientX: 0, clientY: 0 });
    expect(cells(painted)).toEqual(['start 1,1']);
    // the pointer moves on over it: painted then, and the stroke goes on
    fireEvent.pointerMove(cell(container, 1, 2), { clientX: 5, clientY: 0 });
    fireEvent.pointerEnter(cell(container, 2, 2));
    act(() => void window.dispatchEvent(new Event('pointerup')));
    expect(cells(painted)).toEqual(['start 1,1', 'drag 1,2', 'drag 2,2']);
  });
});

describe('painting with the keyboard', () => {
  /** a 3×3 grid of on and off, each Enter toggling its cell */
  function Toggles() {
    const [on, setOn] = useState<ReadonlySet<string>>(new Set());
    return (
      <GridCanvas
        rows={3}
        cols={3}
        frame={gridFrame(3, 3)}
        board={<svg viewBox="0 0 3 3" data-cell={1} />}
        describeCell={(r, c) => (on.has(`${r},${c}`) ? 'on' : 'off')}
        onPaint={(e) => setOn((s) => new Set(s.has(`${e.row},${e.col}`) ? [...s].filter((k) => k !== `${e.row},${e.col}`) : [...s, `${e.row},${e.col}`]))}
      />
    );
  }

  it('says what the cell painted holds now (its name changes, which a screen reader does not reliably say); a pointer\'s paint is not said', () => {
    const { container } = render(<Toggles />);
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent(/^$/);
    fireEvent.keyDown(cell(container, 1, 2), { key: 'Enter' });
    expect(live).toHaveTextContent('Row 2, column 3: on');
    fireEvent.keyDown(cell(container, 1, 2), { key: ' ' });
    expect(live).toHaveTextContent('Row 2, column 3: off');
    fireEvent.pointerDown(cell(container, 0, 0), { button: 0 });
    act(() => void window.dispatchEvent(new Event('pointerup')));
    expect(live).toHaveTextContent(/^$/);
  });
});
