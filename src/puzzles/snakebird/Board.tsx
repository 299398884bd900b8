import type React from 'react';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BoardProps } from '../../view/types.ts';
import type { SnakebirdLevel, SnakebirdState } from './index.ts';
import { geometryOf, worldSize, T_EXIT, T_PAD, T_SPIKES, T_WALL, T_WATER, type Geometry } from './rules.ts';
import { SNAKE_COLOURS, snakeName } from './colours.ts';
import { cellWords, counted, places } from '../../view/boardWords.ts';
import { poseAt, restPose, stepsBetween, timeline, type Point, type Timeline } from './motion.ts';

const S = 32;
const BLOCK_COLOURS = ['#b7791f', '#805ad5', '#2c7a7b', '#c05621', '#4a5568'];
/** how much of the open world around a classic drawing to show */
const MARGIN = 2;
/** a move's animation takes at most this many times the app's animation time */
const MOST_UNITS = 2;
/** The cells of open world the board shows left, right and above the level's drawing (the editor lays its grid inside them). */
export const boardMargin = (level: SnakebirdLevel) => (level.open ? Math.min(MARGIN, worldSize(level).top) : 0);

/**
 * The app's animation time (the CSS variable --anim-ms, which is 0 under prefers-reduced-motion),
 * in ms; 0 (no animation) where it is not set or motion is to be reduced.
 */
function animationMs(el: Element | null): number {
  if (!el || typeof window === 'undefined') return 0;
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return 0;
  const m = /^([\d.]+)(ms|s)$/.exec(getComputedStyle(el).getPropertyValue('--anim-ms').trim());
  return m ? Number(m[1]) * (m[2] === 's' ? 1000 : 1) : 0;
}

interface Animation {
  geo: Geometry;
  /** the position it ends on (the board's state when it started) */
  to: SnakebirdState;
  timeline: Timeline;
  start: number;
}

/**
 * The move in motion: when the state given is the last move played from the state given before,
 * the move's steps play on a clock (the slide, then teleports, exits and falls); anything else (an
 * undo, a jump, another level) shows at once. A new state while a move plays ends that move at
 * once, and the board never rests anywhere but on the state it was given.
 */
function useMoveAnimation(level: SnakebirdLevel, geo: Geometry, state: SnakebirdState, lastMove: string | null | undefined, svg: React.RefObject<SVGSVGElement | null>) {
  const given = useRef<{ level: SnakebirdLevel; state: SnakebirdState; at: number } | null>(null);
  const [animation, setAnimation] = useState<Animation | null>(null);
  const [now, setNow] = useState(0);
  // before paint, so the final position never flashes before the move's first frame
  useLayoutEffect(() => {
    const before = given.current;
    if (before?.state === state) return;
    // the pace of moves is read from one change to the next, not from the board's first showing
    const at = before ? performance.now() : -Infinity;
    given.current = { level, state, at };
    if (!before) return;
    const unit = animationMs(svg.current);
    const steps = before.level === level && lastMove && unit > 0 ? stepsBetween(geo, before.state, state, lastMove) : null;
    if (!steps) {
      setAnimation(null);
      return;
    }
    // moves that come quicker than the animation (playback at speed, Solve from here) get quicker
    // animations, so each shows its steps before the next arrives
    const budget = Math.min(MOST_UNITS * unit, 0.9 * (at - before.at));
    setNow(at);
    setAnimation({ geo, to: state, timeline: timeline(before.state, steps, unit, budget), start: at });
  }, [level, geo, state, lastMove, svg]);
  useEffect(() => {
    if (!animation) return;
    let frame = 0;
    const tick = (t: number) => {
      if (t - animation.start >= animation.timeline.total) setAnimation(null);
      else {
        setNow(t);
        frame = requestAnimationFrame(tick);
      }
    };
    frame = requestAnimationFrame(tick);
    // where frames are held back (a hidden tab), the move still ends on time
    const end = window.setTimeout(() => setAnimation(null), animation.timeline.total + 50);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(end);
    };
  }, [animation]);
  return animation && animation.to === state ? poseAt(animation.geo, animation.timeline, now - animation.start) : restPose(geo, state);
}

/** "Snakebird board: 1 snakebird left, Red snakebird head at row 3 column 4, 3 long; Green snakebird out; 2 fruit: row 2 column 5, …" */
function boardName(state: SnakebirdState, geo: Geometry, selected: string | null | undefined): string {
  const cell = (i: number) => cellWords(Math.floor(i / geo.W) - geo.top, (i % geo.W) - geo.left);
  const snakes = state.snakes.map((s) => (s.exited ? `${snakeName(s.label)} out` : `${snakeName(s.label)} head at ${cell(s.cells[0]!)}, ${s.cells.length} long`));
  const left = counted(state.snakes.filter((s) => !s.exited).length, 'snakebird');
  return `Snakebird board: ${left} left, ${snakes.join('; ')}; ${counted(state.fruit.length, 'fruit', 'fruit')}${places(state.fruit.map(cell))}${selected ? `; ${snakeName(selected)} chosen` : ''}`;
}

/** One row of the map's terrain (its cells' codes, one character each), drawn again only when it changed. */
const TerrainRow = memo(function TerrainRow({ codes, y }: { codes: string; y: number }) {
  const drawn: React.ReactElement[] = [];
  for (let c = 0; c < codes.length; c++) {
    const t = codes.charCodeAt(c);
    const x = c * S;
    if (t === T_WALL) drawn.push(<rect key={c} x={x} y={y} width={S} height={S} className="sb-wall" />);
    else if (t === T_SPIKES) drawn.push(<path key={c} d={`M${x},${y + S} l${S / 4},-${S * 0.8} l${S / 4},${S * 0.8} l${S / 4},-${S * 0.8} l${S / 4},${S * 0.8} z`} className="sb-spikes" />);
    else if (t === T_WATER) drawn.push(<rect key={c} x={x} y={y + S * 0.25} width={S} height={S * 0.75} className="sb-water" />);
    else if (t === T_PAD) drawn.push(<circle key={c} cx={x + S / 2} cy={y + S / 2} r={S * 0.4} className="sb-pad" />);
  }
  return <>{drawn}</>;
});

export default function SnakebirdBoard({ level, state, lastMove, hint, selected, onSelect }: BoardProps<SnakebirdLevel, SnakebirdState>) {
  const geo = useMemo(() => geometryOf(level), [level]);
  const svg = useRef<SVGSVGElement>(null);
  const pose = useMoveAnimation(level, geo, state, lastMove, svg);
  const margin = boardMargin(level);
  const x0 = (geo.left - margin) * S;
  const y0 = (geo.top - margin) * S;
  const width = (level.cols + 2 * margin) * S;
  const height = (level.rows + margin) * S;
  const xy = (i: number) => ({ x: (i % geo.W) * S, y: Math.floor(i / geo.W) * S });
  // a point's centre on the board
  const centre = ([c, r]: Point) => ({ x: c * S + S / 2, y: r * S + S / 2 });
  // each row of the map as a key: an edit redraws the rows it changed, not all of a large map's cells
  const terrainRows = useMemo(() => Array.from({ length: geo.H }, (_, r) => String.fromCharCode(...geo.terrain.subarray(r * geo.W, (r + 1) * geo.W))), [geo]);
  const exits = useMemo(() => {
    const at: number[] = [];
    geo.terrain.forEach((t, i) => t === T_EXIT && at.push(i));
    return at;
  }, [geo]);
  const exitOpen = pose.exitOpen;
  return (
    <svg
      ref={svg}
      className="board snakebird"
      viewBox={`${x0} ${y0} ${width} ${height}`}
      data-cell={S}
      role="img"
      aria-label={boardName(state, geo, selected)}
      data-step={pose.step ? `${pose.step.index + 1}/${pose.step.count} ${pose.step.kind}` : undefined}
    >
      <rect x={x0} y={y0} width={width} height={height} className="sb-sky" />
      {level.open && <rect x={x0} y={y0 + height - 3} width={width} height={3} className="sb-abyss" />}
      {terrainRows.map((codes, r) => (
        <TerrainRow key={r} codes={codes} y={r * S} />
      ))}
      {exits.map((i) => {
        const { x, y } = xy(i);
        return (
          <g key={i} className={exitOpen ? 'sb-exit open' : 'sb-exit'} data-testid="exit" data-open={exitOpen}>
            <circle cx={x + S / 2} cy={y + S / 2} r={S * 0.42} />
            <text x={x + S / 2} y={y + S / 2 + 5} textAnchor="middle">{exitOpen ? '★' : '☆'}</text>
          </g>
        );
      })}
      {pose.fruit.map((f) => {
        const { x, y } = xy(f.cell);
        return <circle key={`f${f.cell}`} cx={x + S / 2} cy={y + S / 2} r={S * 0.3} className="sb-fruit" opacity={f.opacity < 1 ? f.opacity : undefined} />;
      })}
      {pose.blocks.map((b, k) =>
        b === null ? null : (
          <g key={`b${k}`} className="sb-block" opacity={b.opacity < 1 ? b.opacity : undefined}>
            {b.cells.map(([c, r], j) => {
              const x = c * S;
              const y = r * S;
              return (
                <g key={j}>
                  <rect x={x + 2} y={y + 2} width={S - 4} height={S - 4} rx="4" fill={BLOCK_COLOURS[k % BLOCK_COLOURS.length]} />
                  <text x={x + S / 2} y={y + S / 2 + 5} textAnchor="middle" className="sb-block-label">{state.blocks[k]!.label}</text>
                </g>
              );
            })}
          </g>
        ),
      )}
      {pose.snakes.map((p, k) => {
        if (p === null || p.points.length === 0) return null;
        const s = state.snakes[k]!;
        const colour = SNAKE_COLOURS[s.label]?.hex ?? BLOCK_COLOURS[k % BLOCK_COLOURS.length];
        const points = p.points
          .map((q) => {
            const { x, y } = centre(q);
            return `${x},${y}`;
          })
          .join(' ');
        const head = centre(p.points[0]!);
        const mark = hint?.startsWith(s.label) && hint.length === s.label.length + 1 ? 'move-mark hint' : lastMove?.startsWith(s.label) && lastMove.length === s.label.length + 1 ? 'move-mark last' : null;
        const isSelected = selected === s.label;
        // the ring around the body: the hint before the selection (which the piece buttons also show), the selection before the last move
        const ring = mark !== null && (!isSelected || mark.endsWith('hint')) ? mark : isSelected ? 'sb-selected' : null;
        return (
          <g
            key={`s${k}`}
            className={`sb-snake${onSelect ? ' clickable' : ''}${isSelected ? ' selected' : ''}`}
            data-testid={`snake-${s.label}`}
            data-selected={isSelected ? 'true' : undefined}
            opacity={p.opacity < 1 ? p.opacity : undefined}
            onClick={onSelect ? () => onSelect(s.label) : undefined}
            // chosen on the press too: a swipe that starts on a snake moves that snake (its release is elsewhere, so no click)
            onPointerDown={onSelect ? () => onSelect(s.label) : undefined}
          >
            {ring && (
              // (its width inline: the boards' move-mark rule sets a thin stroke, which this ring, drawn under the body, would hide)
              <polyline points={points} style={{ strokeWidth: S * 1.15 * p.scale }} strokeLinecap="round" strokeLinejoin="round" fill="none" className={ring} />
            )}
            <polyline points={points} stroke={colour} strokeWidth={S * 0.7 * p.scale} strokeLinecap="round" strokeLinejoin="round" fill="none" />
            <circle className="sb-head" cx={head.x} cy={head.y} r={S * 0.45 * p.scale} fill={colour} stroke="#0006" />
            <text x={head.x} y={head.y + 5 * p.scale} textAnchor="middle" className="sb-head-label" style={p.scale < 1 ? { fontSize: `${14 * p.scale}px` } : undefined}>
              {s.label}
            </text>
          </g>
        );
      })}
      {pose.dead && (
        <text x={x0 + width / 2} y={y0 + S} textAnchor="middle" className="sb-dead">A snakebird died</text>
      )}
    </svg>
  );
}
