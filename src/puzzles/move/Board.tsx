import { colourFor, markClass, type BoardProps, type Direction } from '../../view/types.ts';
import type { MoveLevel, MoveState } from './index.ts';
import { cellWords, counted, places } from '../../view/boardWords.ts';
import './board.css';

/** a chevron's turn for each direction (drawn pointing right) */
const TURN: Record<Direction, number> = { R: 0, D: 90, L: 180, U: 270 };

export default function MoveBoard({ level, state, lastMove, hint }: BoardProps<MoveLevel, MoveState>) {
  const s = 40;
  return (
    <svg className="board" viewBox={`0 0 ${level.width * s} ${level.height * s}`} data-cell={s} role="img" aria-label={`Move board ${level.width}×${level.height} with ${counted(level.dots.length, 'dot')}${places(level.dots.map((d, i) => `${d.color} at ${cellWords(Math.floor(state.at[i]! / level.width), state.at[i]! % level.width)}`))}`}>
      {level.floor.map((row, r) =>
        [...row].map((ch, c) => (
          <g key={`${r},${c}`}>
            <rect x={c * s + 1} y={r * s + 1} width={s - 2} height={s - 2} rx="3" className={ch === '#' ? 'obstacle' : 'cell'} />
            {ch >= 'A' && ch <= 'Z' && (
              <g>
                <rect x={c * s + 5} y={r * s + 5} width={s - 10} height={s - 10} rx="2" fill="none" stroke={colourFor(ch)} strokeWidth="3" />
                {/* in the corner, where a dot standing on the target leaves it whole */}
                <text x={c * s + 6.5} y={r * s + 10} textAnchor="middle" className="target-letter">{ch}</text>
              </g>
            )}
          </g>
        )),
      )}
      {level.dots.map((d, i) => {
        const cell = state.at[i]!;
        const x = (cell % level.width) * s + s / 2;
        const y = Math.floor(cell / level.width) * s + s / 2;
        return (
          <g key={i} className="piece" style={{ transform: `translate(${x}px, ${y}px)` }} data-testid={`dot-${i}`}>
            <circle r={s * 0.3} fill={colourFor(d.color)} stroke="#0008" />
            <text y="5" textAnchor="middle" className="dot-letter">{d.color}</text>
            {/* the last swipe and the hint: a chevron on the side of every dot it sent (the hint's when both are one) */}
            {[hint, lastMove !== hint ? lastMove : null].map((m) =>
              m && m in TURN ? <path key={m} d="M13,-6 L18,0 L13,6" transform={`rotate(${TURN[m as Direction]})`} className={`move-chevron ${markClass(m, lastMove, hint)}`} aria-hidden="true" /> : null,
            )}
          </g>
        );
      })}
    </svg>
  );
}
