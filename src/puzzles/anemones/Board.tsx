import { useId } from 'react';
import { markClass, type BoardProps } from '../../view/types.ts';
import type { AnemonesLevel, AnemonesState } from './index.ts';
import { counted, fontSetting, places } from '../../view/boardWords.ts';
import './board.css';

/** one anemone's column, and the board's height, in the board's units (the editor lays its cells over them) */
export const ANEMONE_WIDTH = 60;
export const BOARD_HEIGHT = 150;
/** the top of the ground strip, which runs to the board's foot */
const GROUND_Y = 118;
/** an anemone's number, in board units: its own size times the browser's font size setting's
 * share of its default 16 px (fontSetting), as the page's words grow with it, up to what the
 * ground holds with the ring round it (LABEL_FONT_MOST). At 24 px it stayed 11.3 px on a phone's
 * board among words of 24. (Not a least size in px through the board's scale, as DogBunny's words
 * have: measuring the board (useBoardScale) put 0.5 kB more on the first screen, Anemones' board) */
const LABEL_FONT = 16;
const LABEL_FONT_MOST = 22;
/** the number's middle, where the last tap's or the hint's ring (LABEL_RING at the number's own size) is centred */
const LABEL_MID = 133;
const LABEL_RING = 12;

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
  // (the number's size over its own: the ring round it and its baseline's drop below the middle grow with it)
  const grown = Math.min(LABEL_FONT_MOST / LABEL_FONT, fontSetting());
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
            {mark && <circle cx={x} cy={LABEL_MID} r={LABEL_RING * grown} className={`${mark} anemone-mark`} />}
            {cursor?.[1] === i && <rect x={x - w / 2 + 2} y="2" width={w - 4} height="146" rx="8" className="board-cursor" />}
            {/* (its baseline under the middle by about half its digits' height) */}
            <text x={x} y={LABEL_MID + 5 * grown} textAnchor="middle" className="label" style={{ fontSize: LABEL_FONT * grown }}>{i + 1}</text>
            <text x={x} y="17" textAnchor="middle" className="goal-mark" aria-hidden="true">{wantUp ? '▲' : '▽'}</text>
          </g>
        );
      })}
    </svg>
  );
}
