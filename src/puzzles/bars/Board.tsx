// The Bars board, drawn so that a 64×64 level (4,096 cells) stays quick to open and per action:
// a press, a playback step or a paint re-renders only what changed (memoised cells and blocks,
// one click handler on the board instead of one per cell), the marks and cursor are the few
// shapes there are, and no bar is a composited transform (a layer each made every frame costly).
// On a board small enough to animate, each cell draws its own bar, which turns into its new
// orientation by a CSS animation (app.css). A bigger board turns none, and there a cell is one
// shape, its background, and the bars are a path a block of cells: a group and two shapes a
// cell, 12,288 on 64×64, made opening one cost twice as much.
import { memo, useEffect, useId, useRef, type MouseEvent, type ReactElement } from 'react';
import type { BoardProps } from '../../view/types.ts';
import type { BarsLevel, BarsState } from './index.ts';
import { cellWords, counted, places } from '../../view/boardWords.ts';
import './board.css';

/** a cell's side in the board's own units */
const S = 40;

/**
 * Bars turn with an animation on boards of at most this many cells. Every frame of the turn
 * redraws the whole board, and a press turns a row and a column: on 64×64 (bars a few pixels
 * long) 127 turning bars made each frame cost more than the press itself, so there the bars
 * are drawn in their new place at once.
 */
const TURNING_CELLS_MAX = 32 * 32;

interface CellProps {
  r: number;
  c: number;
  value: number;
  goal: number;
  lights: boolean;
}

/** a cell of a board small enough to animate: a bar whose value changes turns into place */
const Cell = memo(function Cell({ r, c, value, goal, lights }: CellProps) {
  // the value this cell showed when last drawn: a bar turns only when its value has changed
  const shown = useRef(value);
  const turned = shown.current !== value;
  useEffect(() => {
    shown.current = value;
  });
  const x = c * S;
  const y = r * S;
  return (
    <g className="bar-cell" data-testid={`cell-${r + 1}-${c + 1}`} data-value={value} data-move={`${r + 1},${c + 1}`}>
      <rect x={x + 1} y={y + 1} width={S - 2} height={S - 2} rx="4" className={value === goal ? 'cell done' : 'cell'} />
      {lights ? (
        <circle cx={x + S / 2} cy={y + S / 2} r={S * 0.32} className={value ? 'light on' : 'light off'} />
      ) : (
        // a turning bar is a new element, so each turn starts its animation afresh
        <rect
          key={value}
          x={value ? x + S / 2 - 4 : x + 6}
          y={value ? y + 6 : y + S / 2 - 4}
          width={value ? 8 : S - 12}
          height={value ? S - 12 : 8}
          rx="3"
          className={turned ? (value ? 'gold-bar turn-up' : 'gold-bar turn-flat') : 'gold-bar'}
        />
      )}
    </g>
  );
});

/** the rounded rectangle of a bar (Cell's rect: 8 by S - 12, corners of 3) whose top left is x, y, as path commands */
function barPath(x: number, y: number, upright: boolean): string {
  return upright
    ? `M${x + 3} ${y}h2a3 3 0 0 1 3 3v${S - 18}a3 3 0 0 1-3 3h-2a3 3 0 0 1-3-3v${-(S - 18)}a3 3 0 0 1 3-3z`
    : `M${x + 3} ${y}h${S - 18}a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3h${-(S - 18)}a3 3 0 0 1-3-3v-2a3 3 0 0 1 3-3z`;
}

/** a cell's background (PlainCell's rect: S - 2 square, corners of 4) whose top left is x, y, as path commands */
function cellPath(x: number, y: number): string {
  return `M${x + 4} ${y}h${S - 10}a4 4 0 0 1 4 4v${S - 10}a4 4 0 0 1-4 4h${-(S - 10)}a4 4 0 0 1-4-4v${-(S - 10)}a4 4 0 0 1 4-4z`;
}

/** a light's radius (Cell's circle) */
const LIGHT_R = S * 0.32;

/** the circle of a light centred on x, y, as path commands */
function lightPath(x: number, y: number): string {
  return `M${x - LIGHT_R} ${y}a${LIGHT_R} ${LIGHT_R} 0 1 0 ${2 * LIGHT_R} 0a${LIGHT_R} ${LIGHT_R} 0 1 0 ${-2 * LIGHT_R} 0z`;
}

/** a cell of a board too big to animate: one shape, its background, which names the cell and its value and takes its clicks */
function PlainCell({ r, c, value, done }: { r: number; c: number; value: number; done: boolean }) {
  return (
    <rect
      x={c * S + 1}
      y={r * S + 1}
      width={S - 2}
      height={S - 2}
      rx="4"
      className={done ? 'bar-cell cell done' : 'bar-cell cell'}
      data-testid={`cell-${r + 1}-${c + 1}`}
      data-value={value}
      data-move={`${r + 1},${c + 1}`}
    />
  );
}

/**
 * A board too big to animate is drawn a block of this many cells square at a time, its bars
 * (or lights) one path (two for lights, on and off) a block: a press changes a row and a
 * column, whose blocks alone are drawn again (15 of 64 on 64×64; with a path a row, every
 * row's path changed at each press, and a press cost more than with a bar a cell).
 */
const BLOCK = 8;

interface BlockProps {
  /** the block's top left cell */
  r: number;
  c: number;
  /** the block's values, a row after another, as digits */
  values: string;
  /** the block's width in cells */
  width: number;
  goal: number;
  lights: boolean;
  /** its cells drawn as elements (each with its test id, value and move), or their backgrounds as two paths, the same look */
  whole: boolean;
}

/** a block's cells and its bars or lights, drawn as Cell draws one */
const Block = memo(function Block({ r, c, values, width, goal, lights, whole }: BlockProps) {
  const cells: ReactElement[] = [];
  const d: [string, string] = ['', ''];
  /** the backgrounds of its cells not at the goal and at it, where they are not elements */
  const backs: [string, string] = ['', ''];
  for (let i = 0; i < values.length; i++) {
    const value = Number(values[i]);
    const [row, col] = [r + Math.floor(i / width), c + (i % width)];
    const x = col * S;
    const y = row * S;
    if (whole) cells.push(<PlainCell key={`${row},${col}`} r={row} c={col} value={value} done={value === goal} />);
    else backs[value === goal ? 1 : 0] += cellPath(x + 1, y + 1);
    if (lights) d[value ? 0 : 1] += lightPath(x + S / 2, y + S / 2);
    else d[0] += value ? barPath(x + S / 2 - 4, y + 6, true) : barPath(x + 6, y + S / 2 - 4, false);
  }
  return (
    <>
      {cells}
      {backs[0] && <path d={backs[0]} className="cell" />}
      {backs[1] && <path d={backs[1]} className="cell done" />}
      {/* the cells under them take the clicks */}
      {d[0] && <path d={d[0]} className={lights ? 'light on' : 'gold-bar'} pointerEvents="none" />}
      {d[1] && <path d={d[1]} className="light off" pointerEvents="none" />}
    </>
  );
});

/** the blocks of cells ([top row, left column, width, values]) that a board too big to animate is drawn by */
function blocks(cells: readonly (readonly number[])[]): [number, number, number, string][] {
  const out: [number, number, number, string][] = [];
  for (let r = 0; r < cells.length; r += BLOCK)
    for (let c = 0; c < (cells[0]?.length ?? 0); c += BLOCK) {
      let values = '';
      for (const row of cells.slice(r, r + BLOCK)) values += row.slice(c, c + BLOCK).join('');
      out.push([r, c, Math.min(BLOCK, cells[0]!.length - c), values]);
    }
  return out;
}

/** [row, col], 0-based, of a move "r,c" (RULES.md notation), or null */
/** what the goal's 1 or 0 is on the board, as the editor says a cell: the name said 'goal all 1' and left a listener to guess */
const goalWords = (lights: boolean, goal: number): string => (lights ? `every light ${goal ? 'on' : 'off'}` : `every bar ${goal ? 'upright' : 'flat'}`);

function cellOf(move: string | null | undefined): [number, number] | null {
  const m = move ? /^(\d+),(\d+)$/.exec(move) : null;
  return m ? [Number(m[1]) - 1, Number(m[2]) - 1] : null;
}

/** half the cursor's stroke (app.css: 2.5) */
const CURSOR_INSET = 1.25;

/** how many blocks a board of this size is drawn by (BarsBoardProps' blocksWhole); 0 for a board small enough to animate, a cell an element */
export const blockCount = (rows: number, cols: number) => (rows * cols <= TURNING_CELLS_MAX ? 0 : Math.ceil(rows / BLOCK) * Math.ceil(cols / BLOCK));

export interface BarsBoardProps extends BoardProps<BarsLevel, BarsState> {
  /**
   * On a board too big to animate, the blocks (row by row) that draw each cell as an element (its
   * test id, value, move and click); the others draw their cells' backgrounds as two paths, the
   * same look. For the editor, whose paint layer takes the pointer, and which opened a 64×64 level
   * in one task of over 200 ms drawing both the board's 4,096 cells and its own. All when not given.
   */
  blocksWhole?: number;
}

export default function BarsBoard({ level, state, onMove, lastMove, hint, cursor, blocksWhole = Infinity }: BarsBoardProps) {
  const lights = level.pattern === 'plus';
  const animate = level.rows * level.cols <= TURNING_CELLS_MAX;
  // one handler for the whole board: the cell clicked says the move it makes
  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    const move = e.target instanceof Element ? e.target.closest<SVGGElement>('.bar-cell')?.dataset.move : undefined;
    if (move) onMove?.(move);
  };
  let toTurn = 0;
  // (a few are named: past that, the name gives the count alone, and a big board names none)
  const named: string[] = [];
  // each row's columns to turn, which the description lists where the name cannot
  const byRow: string[] = [];
  state.cells.forEach((row, r) => {
    const cols: number[] = [];
    row.forEach((v, c) => {
      if (v === level.goal) return;
      toTurn++;
      if (named.length < 8) named.push(cellWords(r, c));
      if (animate) cols.push(c + 1);
    });
    if (cols.length > 0) byRow.push(`row ${r + 1} ${cols.length > 1 ? 'columns' : 'column'} ${cols.join(', ')}`);
  });
  // the description says what a press turns, and where the name lists only a count, which cells
  // to turn, row by row (a screen reader heard "13 cells to turn" on Lights Out 5×5, and neither
  // which nor what a press does: the level could not be played by ear)
  const describedBy = `bars-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const press = lights ? 'A press switches the light pressed and those above, below, left and right of it' : 'A press turns the bar pressed and every bar in its row and column';
  const listed = toTurn === named.length ? '' : animate ? `; to turn: ${byRow.join('; ')}` : '; the cells to turn are too many to list';
  // the hint's cell and the cell the last move pressed (the hint's mark where they are one)
  const marks: { at: [number, number]; cls: string }[] = [];
  const hinted = cellOf(hint);
  if (hinted) marks.push({ at: hinted, cls: 'move-mark hint' });
  const pressed = lastMove === hint ? null : cellOf(lastMove);
  if (pressed) marks.push({ at: pressed, cls: 'move-mark last' });
  return (
    <svg
      className={onMove ? 'board clickable' : 'board'}
      viewBox={`0 0 ${level.cols * S} ${level.rows * S}`}
      data-cell={S}
      role="img"
      aria-describedby={describedBy}
      aria-label={`Bars: ${lights ? 'Lights Out' : 'gold bars'} ${level.rows}×${level.cols}, goal all ${level.goal} (${goalWords(lights, level.goal)}), ${counted(toTurn, 'cell')} to turn${toTurn === named.length ? places(named) : ''}`}
      onClick={onMove ? onClick : undefined}
    >
      <desc id={describedBy}>{`${press}${listed}`}</desc>
      {animate
        ? state.cells.map((row, r) => row.map((v, c) => <Cell key={`${r},${c}`} r={r} c={c} value={v} goal={level.goal} lights={lights} />))
        : blocks(state.cells).map(([r, c, width, values], i) => (
            <Block key={`${r},${c}`} r={r} c={c} width={width} values={values} goal={level.goal} lights={lights} whole={i < blocksWhole} />
          ))}
      {marks.map(({ at: [r, c], cls }) => (
        <rect key={cls} x={c * S + 2} y={r * S + 2} width={S - 4} height={S - 4} rx="5" className={cls} />
      ))}
      {/* the keyboard cursor, inside its cell by half its stroke so that the board's edge cuts none of it */}
      {cursor && <rect key="cursor" x={cursor[1] * S + CURSOR_INSET} y={cursor[0] * S + CURSOR_INSET} width={S - 2 * CURSOR_INSET} height={S - 2 * CURSOR_INSET} rx="6" className="board-cursor" />}
    </svg>
  );
}
