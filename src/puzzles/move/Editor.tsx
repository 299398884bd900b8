// Move editor: obstacles, targets and dots by colour, painted on the grid.
import { useCallback, useState } from 'react';
import { EditError, PaintableGrid, Palette, type PaintEvent, type Tool } from '../../editor/GridEditor.tsx';
import { fillGrid, resizeGrid, setCell, type Side } from '../../editor/grid.ts';
import { readMove, writeMove, type MoveModel } from '../../editor/textModels.ts';
import { useTextModel } from '../../editor/useTextModel.ts';
import type { FamilyEditorProps } from '../../editor/types.ts';

export const MOVE_MAX = 16;
const COLOURS = 'abcdefghijklmnopqrstuvwxyz'.split('');
/** a distinct hue per colour letter, shared by targets and dots */
export const colourOf = (letter: string) => `hsl(${((letter.toLowerCase().charCodeAt(0) - 97) * 137) % 360} 70% 50%)`;

const TOOLS: Tool[] = [
  { id: 'empty', label: 'Empty' },
  { id: 'obstacle', label: 'Obstacle', swatch: '■' },
  { id: 'target', label: 'Target', swatch: '□' },
  { id: 'dot', label: 'Dot', swatch: '●' },
];

/** One paint with a tool; pure so the tests can drive it without a DOM. */
export function paintMove(m: MoveModel, e: PaintEvent, tool: string, colour: string): MoveModel {
  const { row, col } = e;
  const clear = e.erase || tool === 'empty';
  let floor = m.floor;
  let dots = m.dots;
  if (clear) {
    floor = setCell(floor, row, col, '.');
    dots = setCell(dots, row, col, '.');
  } else if (tool === 'obstacle') {
    floor = setCell(floor, row, col, '#');
    dots = setCell(dots, row, col, '.');
  } else if (tool === 'target') {
    floor = setCell(floor, row, col, colour.toUpperCase());
  } else if (tool === 'dot') {
    if (floor[row]?.[col] === '#') floor = setCell(floor, row, col, '.');
    dots = setCell(dots, row, col, colour.toLowerCase());
  }
  return floor === m.floor && dots === m.dots ? m : { floor, dots };
}

export function resizeMove(m: MoveModel, side: Side, delta: 1 | -1): MoveModel {
  const max = { rows: MOVE_MAX, cols: MOVE_MAX };
  return { floor: resizeGrid(m.floor, side, delta, '.', max), dots: resizeGrid(m.dots, side, delta, '.', max) };
}

function describe(floor: string, dot: string): string {
  const parts: string[] = [];
  if (floor === '#') parts.push('obstacle');
  else if (floor !== '.') parts.push(`target ${floor}`);
  if (dot !== '.') parts.push(`dot ${dot}`);
  return parts.length ? parts.join(', ') : 'empty';
}

export default function MoveEditor({ family, level, onChange, issues }: FamilyEditorProps<unknown>) {
  const { model, edit, error } = useTextModel(family, level, readMove, writeMove, onChange);
  const [tool, setTool] = useState('obstacle');
  const [colour, setColour] = useState('a');
  const rows = model.floor.length;
  const cols = model.floor[0]?.length ?? 0;
  const onPaint = useCallback((e: PaintEvent) => edit((m) => paintMove(m, e, tool, colour)), [edit, tool, colour]);

  return (
    <div className="ed-family ed-move">
      <Palette tools={TOOLS} tool={tool} onToolChange={setTool} />
      <label>
        Colour{' '}
        <select value={colour} onChange={(e) => setColour(e.target.value)} aria-label="Colour">
          {COLOURS.map((c) => (
            <option key={c} value={c}>
              {c} / {c.toUpperCase()}
            </option>
          ))}
        </select>
        <span aria-hidden style={{ color: colourOf(colour) }}>
          {' '}
          ●
        </span>
      </label>
      <PaintableGrid
        rows={rows}
        cols={cols}
        issues={issues}
        max={MOVE_MAX}
        onPaint={onPaint}
        describeCell={(r, c) => describe(model.floor[r]![c]!, model.dots[r]![c]!)}
        cellClass={(r, c) => (model.floor[r]![c] === '#' ? 'ed-wall' : undefined)}
        renderCell={(r, c) => {
          const f = model.floor[r]![c]!;
          const d = model.dots[r]![c]!;
          const target = f !== '.' && f !== '#';
          return (
            <span
              style={{
                display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%',
                boxShadow: target ? `inset 0 0 0 3px ${colourOf(f)}` : undefined,
              }}
            >
              {d !== '.' && <span style={{ color: colourOf(d) }}>●</span>}
              {target && d === '.' && <span style={{ color: colourOf(f), fontSize: '0.7em' }}>{f}</span>}
            </span>
          );
        }}
        onResize={(side, delta) => edit((m) => resizeMove(m, side, delta))}
        onClear={() => edit(() => ({ floor: fillGrid(rows, cols, '.'), dots: fillGrid(rows, cols, '.') }))}
      />
      <EditError message={error} />
    </div>
  );
}
