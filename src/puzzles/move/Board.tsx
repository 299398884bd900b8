import { useEffect, useId, useRef } from 'react';
import { colourFor, markClass, type BoardProps, type Direction } from '../../view/types.ts';
import { move as moveRules, type MoveLevel, type MoveState } from './index.ts';
import { cellWords, counted, fontSetting, issueCellMark, issueMarks, places } from '../../view/boardWords.ts';
import { useBoardScale } from '../../view/useBoardScale.ts';
import './board.css';

/** a chevron's turn for each direction (drawn pointing right) */
const TURN: Record<Direction, number> = { R: 0, D: 90, L: 180, U: 270 };
/** a cell's step back against each direction, as [rows, cols] */
const BACK: Record<Direction, readonly [number, number]> = { R: [0, -1], D: [-1, 0], L: [0, 1], U: [1, 0] };

/**
 * The letters' sizes in board units (a cell is 40): a target's in its corner and a dot's, each at
 * least LETTER_PX on the screen, times the font setting's share of 16 px (`em`), as Snakebird's
 * head letters are, up to what the corner and the dot hold (a target's letter then lies a little
 * on a dot standing there, on the halo of the cell's colour it has): at their own size they are
 * drawn smaller than the page's words wherever the board is drawn small, the more so with a large
 * font setting.
 */
const TARGET_FONT = 10;
const TARGET_MOST = 16;
const DOT_FONT = 14;
const DOT_MOST = 20;
const LETTER_PX = 10;
export function letterFont(scale: number, em: number, own: number, most: number): number {
  // (to a tenth of a unit, upwards: no size under LETTER_PX by a rounding)
  return Math.min(most, Math.max(own, Math.ceil(((LETTER_PX * em) / (scale || 1)) * 10) / 10));
}

/** WCAG relative luminance of #rrggbb */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * A dot's letter in black or white, whichever reads better on its colour: white on the cyan,
 * green and orange dots was 1.8, 2.7 and 2.6 to 1; the better of the two is 4.5:1 or more on all ten.
 */
const letterOn = (fill: string) => ((luminance(fill) + 0.05) / 0.05 >= 1.05 / (luminance(fill) + 0.05) ? '#000' : '#fff');

/**
 * The dots the last swipe moved. Where the position before it is the one drawn before (a move
 * played or stepped forward) they are the dots whose cell changed; after a jump they are the
 * dots that may have come from the cell behind them (a dot with the edge or an obstacle behind
 * it stood still), so a dot that stood still is seldom marked as sent.
 */
function movedDots(level: MoveLevel, before: MoveState | null, state: MoveState, swipe: Direction): boolean[] {
  const after = before ? moveRules.play(level, before, swipe) : null;
  if (before && after && after.at.every((cell, i) => cell === state.at[i])) return state.at.map((cell, i) => cell !== before.at[i]);
  const [dr, dc] = BACK[swipe];
  return state.at.map((cell) => {
    const r = Math.floor(cell / level.width) + dr;
    const c = (cell % level.width) + dc;
    return r >= 0 && r < level.height && c >= 0 && c < level.width && level.floor[r]![c] !== '#';
  });
}

export default function MoveBoard({ level, state, lastMove, hint, issues }: BoardProps<MoveLevel, MoveState>) {
  const s = 40;
  const svg = useRef<SVGSVGElement>(null);
  const scale = useBoardScale(svg, level.width * s, level.height * s);
  const em = fontSetting();
  const targetFont = letterFont(scale, em, TARGET_FONT, TARGET_MOST);
  const dotFont = letterFont(scale, em, DOT_FONT, DOT_MOST);
  // the position drawn before this one, and the dots its swipe sent, kept over a redraw of the same position (a hint shown)
  const drawn = useRef<{ level: MoveLevel; state: MoveState; lastMove: string | null | undefined; moved: boolean[] } | null>(null);
  const prev = drawn.current;
  const swipe = lastMove && lastMove in TURN ? (lastMove as Direction) : null;
  const moved =
    prev && prev.level === level && prev.lastMove === lastMove && prev.state.at.every((cell, i) => cell === state.at[i])
      ? prev.moved
      : swipe
        ? movedDots(level, prev && prev.level === level ? prev.state : null, state, swipe)
        : state.at.map(() => false);
  // the hint's chevrons go on the dots its swipe would move, not on those it would leave
  const hinted = hint && hint in TURN ? moveRules.play(level, state, hint) : null;
  const hintSends = state.at.map((cell, i) => hinted !== null && hinted.at[i] !== cell);
  useEffect(() => {
    drawn.current = { level, state, lastMove, moved };
  });
  // the description says where the targets and the obstacles that stop a dot are, and how many
  // dots are home, which the name leaves out (without the obstacles a swipe's outcome could not be told)
  const describedBy = `move-targets-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const targets: string[] = [];
  const obstacles: string[] = [];
  level.floor.forEach((row, r) =>
    [...row].forEach((ch, c) => (ch >= 'A' && ch <= 'Z' ? targets.push(`${ch} at ${cellWords(r, c)}`) : ch === '#' && obstacles.push(cellWords(r, c)))),
  );
  const marked = issueMarks(issues).cells;
  const home = level.dots.filter((d, i) => level.floor[Math.floor(state.at[i]! / level.width)]![state.at[i]! % level.width] === d.color.toUpperCase()).length;
  return (
    <svg ref={svg} className="board move-board" viewBox={`0 0 ${level.width * s} ${level.height * s}`} data-cell={s} role="img" aria-describedby={describedBy} aria-label={`Move board ${level.width}×${level.height} with ${counted(level.dots.length, 'dot')}${places(level.dots.map((d, i) => `${d.color} at ${cellWords(Math.floor(state.at[i]! / level.width), state.at[i]! % level.width)}`))}`}>
      <desc id={describedBy}>{`${counted(targets.length, 'target')}${places(targets)}; ${obstacles.length === 0 ? 'no obstacles' : `${counted(obstacles.length, 'obstacle')}${places(obstacles)}`}; ${home} of ${counted(level.dots.length, 'dot')} on a target of its colour`}</desc>
      {level.floor.map((row, r) =>
        [...row].map((ch, c) => (
          <g key={`${r},${c}`}>
            <rect x={c * s + 1} y={r * s + 1} width={s - 2} height={s - 2} rx="3" className={ch === '#' ? 'obstacle' : 'cell'} />
            {ch >= 'A' && ch <= 'Z' && (
              <g>
                {/* a rim in the text colour round the coloured square: cyan, green or orange on the light cell, navy or purple on the dark one, fell under 3:1 */}
                <rect x={c * s + 2.75} y={r * s + 2.75} width={s - 5.5} height={s - 5.5} rx="3" className="target-rim" />
                <rect x={c * s + 5} y={r * s + 5} width={s - 10} height={s - 10} rx="2" fill="none" stroke={colourFor(ch)} strokeWidth="3" />
              </g>
            )}
            {/* a problem's cell (a target short of a dot of its colour, a dot short of a target), framed over the target, under its letter */}
            {marked.has(`${r},${c}`) && (
              <g data-testid={`issue-${r}-${c}`}>
                {issueCellMark(c * s, r * s, s).map((mark, k) => (
                  <rect key={k} {...mark} />
                ))}
              </g>
            )}
            {/* in the corner, where a dot standing on the target leaves it whole */}
            {ch >= 'A' && ch <= 'Z' && (
              <text x={c * s + 1.5 + targetFont / 2} y={r * s + 2.8 + targetFont * 0.72} textAnchor="middle" className="target-letter" style={{ fontSize: `${targetFont}px` }}>
                {ch}
              </text>
            )}
          </g>
        )),
      )}
      {level.dots.map((d, i) => {
        const cell = state.at[i]!;
        const x = (cell % level.width) * s + s / 2;
        const y = Math.floor(cell / level.width) * s + s / 2;
        const fill = colourFor(d.color);
        return (
          <g key={i} className="piece" style={{ transform: `translate(${x}px, ${y}px)` }} data-testid={`dot-${i}`}>
            <circle r={s * 0.3} fill={fill} className="move-dot" />
            <text y={dotFont * 0.36} textAnchor="middle" className="dot-letter" style={{ fill: letterOn(fill), fontSize: `${dotFont}px` }}>
              {d.color}
            </text>
            {/* a chevron on the side a dot goes to: the hint's on the dots it would send, the last swipe's on the dots it sent (the hint's where both are one) */}
            {[hintSends[i] ? hint : null, moved[i] && !(lastMove === hint && hintSends[i]) ? lastMove : null].map((m) =>
              m && m in TURN ? <path key={m} d="M13,-6 L18,0 L13,6" transform={`rotate(${TURN[m as Direction]})`} className={`move-chevron ${markClass(m, lastMove, hint)}`} aria-hidden="true" /> : null,
            )}
          </g>
        );
      })}
    </svg>
  );
}
