import type { BoardProps } from '../../view/types.ts';
import type { BarsLevel, BarsState } from './index.ts';

export default function BarsBoard({ level, state, onMove }: BoardProps<BarsLevel, BarsState>) {
  const s = 40;
  const lights = level.pattern === 'plus';
  return (
    <svg
      className="board"
      viewBox={`0 0 ${level.cols * s} ${level.rows * s}`}
      role="img"
      aria-label={`${lights ? 'Lights Out' : 'Gold bars'} ${level.rows}×${level.cols}, goal all ${level.goal}`}
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
    </svg>
  );
}
