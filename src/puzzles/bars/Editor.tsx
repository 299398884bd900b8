// Bars editor: toggle cells on the Bars board itself, choose the pattern (cross or plus) and
// the goal, resize to 64×64.
import { useCallback, useRef, useState } from 'react';
import { EditError, EditHint, PaintableGrid, Palette, gridFrame, type PaintEvent, type Tool } from '../../editor/GridEditor.tsx';
import { CELLS_A_TASK, useDrawnLater } from '../../view/drawnLater.ts';
import { resizeGrid, setCell } from '../../editor/grid.ts';
import { cutWords, useLevelEdit } from '../../editor/useLevelEdit.ts';
import type { Side } from '../../editor/grid.ts';
import type { BoardProps, FamilyEditorProps } from '../../view/types.ts';
import BarsBoard, { blockCount } from './Board.tsx';
import type { BarsLevel, BarsState } from './index.ts';

const BARS_MAX = 64;

const TOOLS: Tool[] = [
  { id: 'toggle', label: 'Toggle' },
  { id: 'one', label: 'Set 1 (upright)', swatch: '|' },
  { id: 'zero', label: 'Set 0 (flat)', swatch: '—' },
];
/** the same tools for Lights Out, named for what its board shows: lights, not bars */
const LIGHTS_TOOLS: Tool[] = [
  TOOLS[0]!,
  { id: 'one', label: 'Set 1 (light on)', swatch: '●' },
  { id: 'zero', label: 'Set 0 (light off)', swatch: '○' },
];

/**
 * The value a paint writes. A toggle stroke takes its value from the first cell it flips,
 * so dragging across a row paints that one value instead of flickering.
 */
export function barsValue(m: Pick<BarsLevel, 'cells'>, e: PaintEvent, tool: string, strokeValue: number | null): number {
  if (e.erase) return 0;
  if (tool === 'one') return 1;
  if (tool === 'zero') return 0;
  if (e.phase === 'drag' && strokeValue !== null) return strokeValue;
  return m.cells[e.row]?.[e.col] === 1 ? 0 : 1;
}

/** A cell as a screen reader hears it: its value as the level's text writes it, and what that shows. */
export const cellWords = (value: number, lights: boolean) =>
  lights ? (value ? '1, light on' : '0, light off') : value ? '1, upright bar' : '0, flat bar';

/** The level with new cells, its size following them. */
const withCells = (m: BarsLevel, cells: number[][]): BarsLevel =>
  cells === m.cells ? m : { ...m, cells, rows: cells.length, cols: cells[0]?.length ?? 0 };

/** How many cells at 1 the border removed held (the cells a smaller grid leaves are 0 where it grows again). */
export function onesCut(cells: readonly (readonly number[])[], side: Side): number {
  const line = side === 'top' ? cells[0] : side === 'bottom' ? cells[cells.length - 1] : cells.map((row) => (side === 'left' ? row[0] : row[row.length - 1]));
  return (line ?? []).filter((v) => v === 1).length;
}

/**
 * The board, its cells drawn as elements after the editor opened, as the paint layer's are
 * (cellsAfterOpen); a component of its own, so that each step of that draws the board alone.
 */
function BoardDrawnLater(props: BoardProps<BarsLevel, BarsState>) {
  const blocks = blockCount(props.level.rows, props.level.cols);
  // (a block is 64 cells)
  return <BarsBoard {...props} blocksWhole={useDrawnLater(blocks > 0, blocks, Math.max(1, Math.floor(CELLS_A_TASK / 64)))} />;
}

export default function BarsEditor({ family, level: model, onChange, issues }: FamilyEditorProps<BarsLevel>) {
  const { edit, error, say, said } = useLevelEdit(family, model, onChange);
  const [tool, setTool] = useState('toggle');
  const stroke = useRef<number | null>(null);
  const rows = model.cells.length;
  const cols = model.cells[0]?.length ?? 0;
  const onPaint = useCallback(
    (e: PaintEvent) =>
      edit((m) => {
        const value = barsValue(m, e, tool, stroke.current);
        if (e.phase === 'start') stroke.current = value;
        return withCells(m, setCell(m.cells, e.row, e.col, value));
      }),
    [edit, tool],
  );

  return (
    <div className="ed-family ed-bars">
      <Palette tools={model.pattern === 'plus' ? LIGHTS_TOOLS : TOOLS} tool={tool} onToolChange={setTool} />
      <div className="ed-options">
        <label>
          Pattern{' '}
          <select value={model.pattern} onChange={(e) => edit((m) => ({ ...m, pattern: e.target.value === 'plus' ? 'plus' : 'cross' }))}>
            <option value="cross">cross (row and column)</option>
            <option value="plus">plus (Lights Out)</option>
          </select>
        </label>
        <label>
          Goal{' '}
          <select value={String(model.goal)} onChange={(e) => edit((m) => ({ ...m, goal: e.target.value === '0' ? 0 : 1 }))}>
            <option value="1">all 1</option>
            <option value="0">all 0</option>
          </select>
        </label>
      </div>
      {/* above the board, as every editor says its words: under the size controls a phone showed a resize's words off screen */}
      <EditHint text={said} />
      <EditError message={error} />
      <PaintableGrid
        rows={rows}
        cols={cols}
        issues={issues}
        max={BARS_MAX}
        onPaint={onPaint}
        onStrokeEnd={() => (stroke.current = null)}
        board={<BoardDrawnLater level={model} state={family.start(model)} />}
        frame={gridFrame(rows, cols)}
        cellsAfterOpen
        describeCell={(r, c) => cellWords(model.cells[r]![c]!, model.pattern === 'plus')}
        onResize={(side, delta) => {
          const ones = delta < 0 ? onesCut(model.cells, side) : 0;
          if (edit((m) => withCells(m, resizeGrid(m.cells, side, delta, 0, { rows: BARS_MAX, cols: BARS_MAX }))) && ones > 0) {
            say(cutWords(side, [`${ones === 1 ? 'its one cell' : `its ${ones} cells`} at 1`]));
          }
        }}
      />
    </div>
  );
}
