import { useId } from 'react';
import { markClass, type BoardProps } from '../../view/types.ts';
import type { AnemonesLevel, AnemonesState } from './index.ts';
import { counted, places } from '../../view/boardWords.ts';
import './board.css';

/** one anemone's column, and the board's height, in the board's units (the editor lays its cells over them) */
export const ANEMONE_WIDTH = 60;
export const BOARD_HEIGHT = 150;
/** the top of the ground strip, which runs to the board's foot */
const GROUND_Y = 118;

export default function AnemonesBoard({ level, state, onMove, lastMove, hint, cursor }: BoardProps<AnemonesLevel, AnemonesState>) {
  const w = ANEMONE_WIDTH;
  const up = state.up;
  // a stalk is long enough to reach the ground from an anemone up; from one down it reached past
  // the ground strip and showed under it: it is cut off inside the ground (an id per board)
  const id = useId().replace(/[^a-z0-9]/gi, '');
  const clip = `anemone-clip-${id}`;
  // the description says the goal, which the name (where each anemone is) leaves out
  const describedBy = `anemone-goal-${id}`;
  const toChange = up.flatMap((isUp, i) => (isUp === level.goal.includes(i + 1) ? [] : [String(i + 1)]));
  // the anemones the last tap pulled down: they all end down, so each has room above its bloom for a mark
  const tapped = lastMove ? Number(lastMove) : NaN;
  const pulled = new Set(Number.isInteger(tapped) ? (level.lowers[tapped - 1] ?? []) : []);
  return (
    <svg className="board" viewBox={`0 0 ${level.count * w} ${BOARD_HEIGHT}`} data-cell={w} role="img" aria-describedby={describedBy} aria-label={`Anemones: ${up.map((u, i) => `${i + 1} ${u ? 'up' : 'down'}`).join(', ')}`}>
      <desc id={describedBy}>{`Goal: ${level.goal.length === 0 ? 'all down' : level.goal.length === level.count ? 'all up' : `${level.goal.join(', ')} up, the others down`}; ${counted(toChange.length, 'anemone')} to change${places(toChange)}`}</desc>
      <defs>
        <clipPath id={clip}>
          <rect x="0" y="0" width={level.count * w} height={GROUND_Y + 14} />
        </clipPath>
      </defs>
      {up.map((isUp, i) => {
        const x = i * w + w / 2;
        return (
          <g
            key={i}
            className={`anemone ${isUp ? 'up' : 'down'} ${onMove ? 'clickable' : ''}`}
            onClick={onMove ? () => onMove(String(i + 1)) : undefined}
            data-testid={`anemone-${i + 1}`}
          >
            <rect x={x - w / 2} y="0" width={w} height={BOARD_HEIGHT} fill="transparent" />
            {/* bloom and stalk move as one piece; the ground drawn after hides the stalk's foot */}
            <g clipPath={`url(#${clip})`}>
              <g className="piece" style={{ transform: `translate(${x}px, ${isUp ? 32 : 96}px)` }}>
                <line x1="0" y1="8" x2="0" y2="120" className="stalk" />
                <circle r="13" className="bloom" />
              </g>
            </g>
          </g>
        );
      })}
      <rect x="0" y={GROUND_Y} width={level.count * w} height="32" className="ground" pointerEvents="none" />
      {up.map((_, i) => {
        const x = i * w + w / 2;
        const wantUp = level.goal.includes(i + 1);
        const mark = markClass(String(i + 1), lastMove, hint);
        return (
          <g key={i} pointerEvents="none">
            {pulled.has(i + 1) && <path d={`M${x - 8},56 L${x},66 L${x + 8},56`} className="pulled-down" data-pulled={i + 1} aria-hidden="true" />}
            {mark && <circle cx={x} cy="133" r="12" className={`${mark} anemone-mark`} />}
            {cursor?.[1] === i && <rect x={x - w / 2 + 2} y="2" width={w - 4} height="146" rx="8" className="board-cursor" />}
            <text x={x} y="138" textAnchor="middle" className="label">{i + 1}</text>
            <text x={x} y="17" textAnchor="middle" className="goal-mark" aria-hidden="true">{wantUp ? '▲' : '▽'}</text>
          </g>
        );
      })}
    </svg>
  );
}
