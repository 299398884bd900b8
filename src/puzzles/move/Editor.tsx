// Move editor: obstacles, targets and dots by colour, painted on the Move board itself.
import { useCallback, useMemo, useState } from 'react';
import { EditError, EditHint, PaintableGrid, Palette, gridFrame, type PaintEvent, type Tool } from '../../editor/GridEditor.tsx';
import { fillGrid, resizeGrid, setCell, type Side } from '../../editor/grid.ts';
import { cutWords, useLevelEdit } from '../../editor/useLevelEdit.ts';
import { plural } from '../text.ts';
import { colourFor, type FamilyEditorProps } from '../../view/types.ts';
import MoveBoard from './Board.tsx';
import type { MoveLevel } from './index.ts';

const MOVE_MAX = 16;
const COLOURS = 'abcdefghijklmnopqrstuvwxyz'.split('');

const TOOLS: Tool[] = [
  { id: 'empty', label: 'Empty' },
  { id: 'obstacle', label: 'Obstacle', swatch: '■' },
  { id: 'target', label: 'Target', swatch: '□' },
  { id: 'dot', label: 'Dot', swatch: '●' },
];

/** The level as two grids of one size, the way the editor paints it. */
export interface MoveGrids {
  /** '.' empty, '#' obstacle, 'A'..'Z' target */
  floor: string[][];
  /** '.' none, 'a'..'z' dot */
  dots: string[][];
}

function gridsOf(level: MoveLevel): MoveGrids {
  const dots = fillGrid(level.height, level.width, '.');
  for (const d of level.dots) dots[d.row]![d.col] = d.color;
  return { floor: level.floor.map((row) => [...row]), dots };
}

/** Back to the level: dots in reading order (a dot's index is its identity in play). */
export function levelOf(g: MoveGrids): MoveLevel {
  const dots: MoveLevel['dots'] = [];
  g.dots.forEach((row, r) => row.forEach((color, col) => color !== '.' && dots.push({ color, row: r, col })));
  return { width: g.floor[0]?.length ?? 0, height: g.floor.length, floor: g.floor.map((row) => row.join('')), dots };
}

/** One paint with a tool; pure so the tests can drive it without a DOM. */
function paintMove(m: MoveGrids, e: PaintEvent, tool: string, colour: string): MoveGrids {
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

function resizeMove(m: MoveGrids, side: Side, delta: 1 | -1): MoveGrids {
  const max = { rows: MOVE_MAX, cols: MOVE_MAX };
  return { floor: resizeGrid(m.floor, side, delta, '.', max), dots: resizeGrid(m.dots, side, delta, '.', max) };
}

/** An edit of the grids as an edit of the level. */
const onGrids = (change: (g: MoveGrids) => MoveGrids) => (level: MoveLevel) => {
  const before = gridsOf(level);
  const after = change(before);
  return after === before ? level : levelOf(after);
};

/**
 * What a border removed holds, in words: its dots and targets by letter, its obstacles counted
 * ('dot a, target B and 2 obstacles'); none when it was empty.
 */
export function cutFromMove(m: MoveGrids, side: Side): string[] {
  const vertical = side === 'top' || side === 'bottom';
  const at = side === 'top' || side === 'left' ? 0 : vertical ? m.floor.length - 1 : (m.floor[0]?.length ?? 1) - 1;
  const line = (g: string[][]) => (vertical ? (g[at] ?? []) : g.map((row) => row[at]!));
  const floor = line(m.floor);
  const dots = line(m.dots).filter((d) => d !== '.');
  const targets = floor.filter((f) => f !== '.' && f !== '#');
  const obstacles = floor.filter((f) => f === '#').length;
  return [...dots.map((d) => `dot ${d}`), ...targets.map((t) => `target ${t}`), ...(obstacles ? [plural(obstacles, 'obstacle')] : [])];
}

function describe(floor: string, dot: string): string {
  const parts: string[] = [];
  if (floor === '#') parts.push('obstacle');
  else if (floor !== '.') parts.push(`target ${floor}`);
  if (dot !== '.') parts.push(`dot ${dot}`);
  return parts.length ? parts.join(', ') : 'empty';
}

export default function MoveEditor({ family, level, onChange, issues }: FamilyEditorProps<MoveLevel>) {
  const { edit, error, say, said } = useLevelEdit(family, level, onChange);
  const model = useMemo(() => gridsOf(level), [level]);
  const [tool, setTool] = useState('obstacle');
  const [colour, setColour] = useState('a');
  const rows = model.floor.length;
  const cols = model.floor[0]?.length ?? 0;
  const onPaint = useCallback((e: PaintEvent) => edit(onGrids((m) => paintMove(m, e, tool, colour))), [edit, tool, colour]);

  return (
    <div className="ed-family ed-move">
      <Palette tools={TOOLS} tool={tool} onToolChange={setTool} />
      <div className="ed-options">
        <label>
          Colour{' '}
          <select value={colour} onChange={(e) => setColour(e.target.value)} aria-label="Colour">
            {COLOURS.map((c) => (
              <option key={c} value={c}>
                {c} / {c.toUpperCase()}
              </option>
            ))}
          </select>
          <span aria-hidden style={{ color: colourFor(colour) }}>
            {' '}
            ●
          </span>
        </label>
      </div>
      {/* above the board, as every editor says its words: under the size controls a phone showed a resize's words off screen */}
      <EditHint text={said} />
      <EditError message={error} />
      <PaintableGrid
        rows={rows}
        cols={cols}
        issues={issues}
        max={MOVE_MAX}
        onPaint={onPaint}
        board={<MoveBoard level={level} state={family.start(level)} />}
        frame={gridFrame(rows, cols)}
        describeCell={(r, c) => describe(model.floor[r]![c]!, model.dots[r]![c]!)}
        onResize={(side, delta) => {
          const cut = delta < 0 ? cutFromMove(model, side) : [];
          if (edit(onGrids((m) => resizeMove(m, side, delta))) && cut.length > 0) {
            say(cutWords(side, cut));
          }
        }}
      />
    </div>
  );
}
