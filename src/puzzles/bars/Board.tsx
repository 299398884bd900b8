import { markClass, type BoardProps } from '../../view/types.ts';
import type { BarsLevel, BarsState } from './index.ts';

export default function BarsBoard({ level, state, onMove, lastMove, hint, cursor }: BoardProps<BarsLevel, BarsState>) {
  const s = 40;
  const lights = level.pattern === 'plus';
  return (
    <svg
      className="board"
      viewBox={`0 0 ${level.cols * s} ${level.rows * s}`}
      role="img"
      aria-label={`Bars: ${lights ? 'Lights Out' : 'gold bars'} ${level.rows}×${level.cols}, goal all ${level.goal}, ${state.cells.flat().filter((v) => v !== level.goal).length} cells to turn`}
    >
      {state.cells.map((row, r) =>
        row.map((v, c) => {
          const x = c * s;
          const y = r * s;
          const done = v === level.goal;
          return (
            <g
              key={`${r},${c}`}
              className={`bar-cell ${onMove ? 'clickable' : ''}`}
              onClick={onMove ? () => onMove(`${r + 1},${c + 1}`) : undefined}
              data-testid={`cell-${r + 1}-${c + 1}`}
              data-value={v}
            >
              <rect x={x + 1} y={y + 1} width={s - 2} height={s - 2} rx="4" className={`cell ${done ? 'done' : ''}`} />
              {lights ? (
                <circle cx={x + s / 2} cy={y + s / 2} r={s * 0.32} className={v ? 'light on' : 'light off'} />
              ) : (
                <rect
                  x={x + s / 2 - 4}
                  y={y + 6}
                  width="8"
                  height={s - 12}
                  rx="3"
                  className="gold-bar"
                  style={{ transform: v ? 'none' : 'rotate(90deg)', transformOrigin: `${x + s / 2}px ${y + s / 2}px`, transition: 'transform var(--anim-ms) ease' }}
                />
              )}
            </g>
          );
        }),
      )}
      {/* the cell the last move pressed, the hint's cell, the keyboard cursor */}
      {state.cells.map((row, r) =>
        row.map((_, c) => {
          const mark = markClass(`${r + 1},${c + 1}`, lastMove, hint);
          const here = cursor?.[0] === r && cursor[1] === c;
          return (
            <g key={`m${r},${c}`} pointerEvents="none">
              {mark && <rect x={c * s + 2} y={r * s + 2} width={s - 4} height={s - 4} rx="5" className={mark} />}
              {here && <rect x={c * s - 1} y={r * s - 1} width={s + 2} height={s + 2} rx="6" className="board-cursor" />}
            </g>
          );
        }),
      )}
    </svg>
  );
}
