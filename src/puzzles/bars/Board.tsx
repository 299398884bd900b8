// The Bars board, drawn so that a 64×64 level (4,096 cells) stays quick per action: a press,
// a playback step or a paint re-renders only the cells whose value changed (memoised cells,
// one click handler on the board instead of one per cell), the marks and cursor are the few
// shapes there are instead of a second layer of a shape per cell, and no bar is a composited
// transform (a layer each made every frame costly): a bar that flips is drawn in its new
// orientation and, on boards small enough, turns into it by a CSS animation (app.css).
import { memo, useEffect, useRef, type MouseEvent } from 'react';
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
  /** a bar whose value changes turns into place */
  animate: boolean;
}

const Cell = memo(function Cell({ r, c, value, goal, lights, animate }: CellProps) {
  // the value this cell showed when last drawn: a bar turns only when its value has changed
  const shown = useRef(value);
  const turned = animate && shown.current !== value;
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
          key={animate ? value : 'bar'}
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

/** [row, col], 0-based, of a move "r,c" (RULES.md notation), or null */
function cellOf(move: string | null | undefined): [number, number] | null {
  const m = move ? /^(\d+),(\d+)$/.exec(move) : null;
  return m ? [Number(m[1]) - 1, Number(m[2]) - 1] : null;
}

/** half the cursor's stroke (app.css: 2.5) */
const CURSOR_INSET = 1.25;

export default function BarsBoard({ level, state, onMove, lastMove, hint, cursor }: BoardProps<BarsLevel, BarsState>) {
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
  state.cells.forEach((row, r) =>
    row.forEach((v, c) => {
      if (v === level.goal) return;
      toTurn++;
      if (named.length <= 8) named.push(cellWords(r, c));
    }),
  );
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
      aria-label={`Bars: ${lights ? 'Lights Out' : 'gold bars'} ${level.rows}×${level.cols}, goal all ${level.goal}, ${counted(toTurn, 'cell')} to turn${toTurn === named.length ? places(named) : ''}`}
      onClick={onMove ? onClick : undefined}
    >
      {state.cells.map((row, r) => row.map((v, c) => <Cell key={`${r},${c}`} r={r} c={c} value={v} goal={level.goal} lights={lights} animate={animate} />))}
      {marks.map(({ at: [r, c], cls }) => (
        <rect key={cls} x={c * S + 2} y={r * S + 2} width={S - 4} height={S - 4} rx="5" className={cls} />
      ))}
      {/* the keyboard cursor, inside its cell by half its stroke so that the board's edge cuts none of it */}
      {cursor && <rect key="cursor" x={cursor[1] * S + CURSOR_INSET} y={cursor[0] * S + CURSOR_INSET} width={S - 2 * CURSOR_INSET} height={S - 2 * CURSOR_INSET} rx="6" className="board-cursor" />}
    </svg>
  );
}
