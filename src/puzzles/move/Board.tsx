import { ARROW_WORDS, colourFor, type BoardProps, type Direction } from '../../view/types.ts';
import type { MoveLevel, MoveState } from './index.ts';
import { cellWords, counted, places } from '../../view/boardWords.ts';

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
                <text x={c * s + s - 9} y={r * s + 14} textAnchor="middle" className="target-letter" fill={colourFor(ch)}>{ch}</text>
              </g>
            )}
          </g>
        )),
      )}
      {/* the last swipe and the hint, as arrows over the board's corner */}
      {[lastMove, hint].map((m, k) =>
        m && ARROW_WORDS[m as Direction] ? (
          <text key={k} x={level.width * s - 4 - k * 22} y="18" textAnchor="end" className={`move-mark-arrow ${k ? 'hint' : 'last'}`} aria-hidden="true">
            {ARROW_WORDS[m as Direction]}
          </text>
        ) : null,
      )}
      {level.dots.map((d, i) => {
        const cell = state.at[i]!;
        const x = (cell % level.width) * s + s / 2;
        const y = Math.floor(cell / level.width) * s + s / 2;
        return (
          <g key={i} className="piece" style={{ transform: `translate(${x}px, ${y}px)` }} data-testid={`dot-${i}`}>
            <circle r={s * 0.3} fill={colourFor(d.color)} stroke="#0008" />
            <text y="5" textAnchor="middle" className="dot-letter">{d.color}</text>
          </g>
        );
      })}
    </svg>
  );
}
