import type React from 'react';
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BoardProps } from '../../view/types.ts';
import type { SnakebirdLevel, SnakebirdState } from './index.ts';
import { geometryOf, worldSize, T_EXIT, T_PAD, T_SPIKES, T_WALL, T_WATER, type Geometry } from './rules.ts';
import { SNAKE_COLOURS, snakeName } from './colours.ts';
import { cellWords, counted, fontSetting, issueCellMark, issueMarks, places } from '../../view/boardWords.ts';
import { poseAt, restPose, stepsBetween, timeline, type Point, type Timeline } from './motion.ts';
import './board.css';
import { useBoardScale } from '../../view/useBoardScale.ts';

const S = 32;
/** blocks in hues far from the walls' brown and the fruit's orange (a block once was orange on
 * brown walls), each with white on it at 5:1 at least */
const BLOCK_COLOURS = ['#b83280', '#2c7a7b', '#6b46c1', '#4a5568', '#2b6cb0'];
/** what is drawn along a snake's body, over its colour: it tells snakes apart where colour does
 * not (red and green, to many colour-blind eyes) and where the head's letter is too small to read */
type SnakeMark = 'plain' | 'stripes' | 'dots' | 'line';
const SNAKE_MARKS: readonly SnakeMark[] = ['plain', 'stripes', 'dots', 'line'];
/** each snake colour's marking (colours.ts names the colours) */
const MARKS: Record<string, SnakeMark> = { Red: 'plain', Green: 'stripes', Blue: 'dots', Yellow: 'line' };
/** the head letter and the markings: 4.5:1 at least on every snake colour (white letters were
 * 4.1:1 on the red, 3.3:1 on the green, 2.4:1 on the yellow) */
const INK = '#000';
/** snakes whose label has no colour of its own (a Snakefall link's fifth and later), light enough
 * for the ink; in their first round (snakeLooks) each is marked otherwise than the named colour
 * nearest it: teal plain, pink striped, lime dotted, lavender lined, white, peach striped, tan dotted */
const OTHER_SNAKE_COLOURS = ['#4fd1c5', '#ed64a6', '#a3e635', '#b794f4', '#f7fafc', '#f6ad55', '#d6b48a'];

/**
 * Each snake's colour and marking: a named colour's own, else the next of the other colours,
 * its marking turned on by one each time the colours come round, so no two snakes of a level
 * look alike up to colours × markings of them (28: a level holds at most 31 objects, the four
 * named colours among them); the order is the level's, so a snake keeps its look in play.
 */
function snakeLooks(labels: readonly string[]): { colour: string; mark: SnakeMark }[] {
  let other = 0;
  return labels.map((label) => {
    const named = SNAKE_COLOURS[label];
    if (named) return { colour: named.hex, mark: MARKS[named.name] ?? 'plain' };
    const c = other % OTHER_SNAKE_COLOURS.length;
    const round = Math.floor(other++ / OTHER_SNAKE_COLOURS.length);
    return { colour: OTHER_SNAKE_COLOURS[c]!, mark: SNAKE_MARKS[(c + round) % SNAKE_MARKS.length]! };
  });
}
/** the head letter's size, in board units, at the board's own size */
const HEAD_FONT = 14;
/** the least size, in CSS px, the head letter is drawn at where the head has room for it (for
 * the browser's default font size, 16 px: a larger setting makes it as much larger) */
const HEAD_MIN_PX = 10;
/** the largest letter the head holds (a wide letter, M or W, a little less), drawn on a head
 * of HEAD_GROWN_R then: as large as it goes on a board drawn small, a phone's open world */
const HEAD_FONT_MOST = 28;
const WIDE_FONT_MOST = 22;
const HEAD_R = 0.45;
const HEAD_GROWN_R = 0.5;
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
    const steps = before.level === level && lastMove ? stepsBetween(geo, before.state, state, lastMove) : null;
    // the animation time is read only for a move that can play: reading a style right after a
    // commit makes the browser work out the page's styles then, and again for the frame; every
    // stroke of an editor (a new level, no move) paid it, and every undo and jump
    const unit = steps ? animationMs(svg.current) : 0;
    if (!steps || unit <= 0) {
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

/** The head letter's size in board units: HEAD_MIN_PX on the screen (times `em`, the font setting's share of 16 px) where the head holds it, else as large as it holds. */
export function headFont(scale: number, label: string, em = 1): number {
  const most = /[MWmw]/.test(label) ? WIDE_FONT_MOST : HEAD_FONT_MOST;
  // (to a tenth of a unit, upwards: no size under HEAD_MIN_PX by a rounding)
  return Math.min(most, Math.max(HEAD_FONT, Math.ceil(((HEAD_MIN_PX * em) / (scale || 1)) * 10) / 10));
}

/** a chevron's turn for each way a head goes (drawn pointing right) */
const TURN: Record<string, number> = { R: 0, D: 90, L: 180, U: 270 };

/**
 * The way the hint's move goes, as a chevron just off the head on that side (the hint's ring
 * round the snake named the snake, and only the words under the board the way: "Hint: Red →").
 */
function HintChevron({ x, y, r, way }: { x: number; y: number; r: number; way: string }) {
  const turn = TURN[way];
  if (turn === undefined) return null;
  const at = r + S * 0.22;
  const d = `M${at},${-S * 0.22} L${at + S * 0.2},0 L${at},${S * 0.22}`;
  // (over a ring of the panel's colour, which it reads on, on the sky, a wall or a snake)
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn})`} className="sb-hint-chevron" data-testid="hint-chevron" data-way={way} aria-hidden="true">
      <path d={d} className="sb-hint-under" />
      <path d={d} />
    </g>
  );
}

/** the words a lost position shows at the board's head, in CSS px for the browser's default font size */
const DEAD_PX = 18;
/** how many times their size the words are wide, at most (bold "A snakebird died": 9.5 in DejaVu Sans, the widest seen) */
const DEAD_EMS = 10;

/**
 * The size, in board units, of the words a lost position shows: DEAD_PX on the screen (times the
 * font setting, `em`), however large the board is drawn, and no wider than the board: a size in
 * board units grows with a small level's cells over the exit and shrinks past reading on a
 * phone's wide one.
 */
export function deadFont(scale: number, width: number, em = 1): number {
  return Math.min((DEAD_PX * em) / (scale || 1), width / DEAD_EMS);
}

/** "A snakebird died" across the board's head, `font` units high, ringed in the panel's colour so that it reads over walls, an exit or a snake as over the sky */
function DeadWords({ x, y, font }: { x: number; y: number; font: number }) {
  return (
    <text x={x} y={y + font * 1.2} textAnchor="middle" className="sb-dead" style={{ fontSize: `${font}px`, strokeWidth: font / 4 }}>
      A snakebird died
    </text>
  );
}

/** The marking along a snake's body (MARKS): bands across it, dots or a line along it, in the head letter's ink. */
function BodyMark({ mark, points, width }: { mark: SnakeMark; points: string; width: number }) {
  if (mark === 'plain') return null;
  const common = { points, fill: 'none', stroke: INK, strokeLinejoin: 'round' as const, className: 'sb-mark', 'data-mark': mark };
  if (mark === 'stripes') return <polyline {...common} strokeWidth={width} strokeDasharray={`${S * 0.16} ${S * 0.2}`} strokeOpacity={0.6} />;
  if (mark === 'dots') return <polyline {...common} strokeWidth={S * 0.26} strokeLinecap="round" strokeDasharray={`0 ${S * 0.42}`} strokeOpacity={0.85} />;
  return <polyline {...common} strokeWidth={S * 0.14} strokeOpacity={0.8} />;
}

/** "Snakebird board: 1 snakebird left, Red snakebird head at row 3 column 4, 3 long; Green snakebird out; 2 fruit: row 2 column 5, …" */
function boardName(state: SnakebirdState, geo: Geometry, selected: string | null | undefined): string {
  const cell = (i: number) => cellWords(Math.floor(i / geo.W) - geo.top, (i % geo.W) - geo.left);
  const snakes = state.snakes.map((s) => (s.exited ? `${snakeName(s.label)} out` : `${snakeName(s.label)} head at ${cell(s.cells[0]!)}, ${s.cells.length} long`));
  const left = counted(state.snakes.filter((s) => !s.exited).length, 'snakebird');
  return `Snakebird board: ${left} left, ${snakes.join('; ')}; ${counted(state.fruit.length, 'fruit', 'fruit')}${places(state.fruit.map(cell))}${selected ? `; ${snakeName(selected)} chosen` : ''}`;
}

/** a terrain cell in words, beside a head */
const TERRAIN_WORDS: Record<number, string> = { [T_WALL]: 'wall', [T_SPIKES]: 'spikes', [T_WATER]: 'water', [T_EXIT]: 'the exit', [T_PAD]: 'a teleporter' };
const SIDES = [['above', -1, 0], ['right', 0, 1], ['below', 1, 0], ['left', 0, -1]] as const;

/**
 * What the name leaves out and a player needs, for the board's description: where the exit is and
 * whether it is open, what lies beside each head, the blocks, and the cells that kill or carry
 * (spikes, water, teleporters). "Exit at row 2 column 16, closed until every fruit is eaten; around
 * the Red snakebird's head: above empty, right fruit, below wall, left its body; 1 block: …"
 */
export function boardDescription(state: SnakebirdState, geo: Geometry): string {
  const cell = (i: number) => cellWords(Math.floor(i / geo.W) - geo.top, (i % geo.W) - geo.left);
  const of = (kind: number) => {
    const at: number[] = [];
    geo.terrain.forEach((t, i) => t === kind && at.push(i));
    return at;
  };
  const exits = of(T_EXIT);
  const exit = exits.length === 0 ? 'No exit' : `${exits.length === 1 ? 'Exit' : 'Exits'} at ${exits.map(cell).join(', ')}, ${state.fruit.length === 0 ? 'open' : 'closed until every fruit is eaten'}`;
  const blocks = state.blocks.filter((b) => !b.gone);
  // what lies on each side of a head, where the next move goes: the walls are too many to list
  const at = (i: number, self: number): string => {
    const snake = state.snakes.findIndex((s) => !s.exited && s.cells.includes(i));
    if (snake >= 0) return snake === self ? 'its body' : snakeName(state.snakes[snake]!.label);
    const block = blocks.find((b) => b.cells.includes(i));
    if (block) return `block ${block.label}`;
    if (state.fruit.includes(i)) return 'fruit';
    return TERRAIN_WORDS[geo.terrain[i]!] ?? 'empty';
  };
  const around = state.snakes.flatMap((s, k) => {
    if (s.exited) return [];
    const head = s.cells[0]!;
    const [r, c] = [Math.floor(head / geo.W), head % geo.W];
    const sides = SIDES.map(([side, dr, dc]) => {
      const [nr, nc] = [r + dr, c + dc];
      return `${side} ${nr < 0 || nc < 0 || nr >= geo.H || nc >= geo.W ? 'the edge of the map' : at(nr * geo.W + nc, k)}`;
    });
    return [`around the ${snakeName(s.label)}'s head: ${sides.join(', ')}`];
  });
  const parts = [
    exit,
    ...around,
    ...(blocks.length > 0 ? [`${counted(blocks.length, 'block')}${places(blocks.map((b) => `block ${b.label} at ${cell(b.cells[0]!)}, ${counted(b.cells.length, 'cell')}`))}`] : []),
    ...([[T_SPIKES, 'spike'], [T_WATER, 'water cell'], [T_PAD, 'teleporter']] as const).flatMap(([kind, one]) => {
      const at = of(kind);
      return at.length > 0 ? [`${counted(at.length, one)}${places(at.map(cell))}`] : [];
    }),
  ];
  return parts.join('; ');
}

/**
 * One row of the map's terrain (its cells' codes, one character each), drawn again only when it
 * changed. The row's walls are one path of squares, each stroked as a square of its own was: a
 * 64×64 map of ground drew 1,346 wall elements, whose styles and layout were most of opening it.
 */
const TerrainRow = memo(function TerrainRow({ codes, y }: { codes: string; y: number }) {
  const drawn: React.ReactElement[] = [];
  let walls = '';
  for (let c = 0; c < codes.length; c++) {
    const t = codes.charCodeAt(c);
    const x = c * S;
    if (t === T_WALL) walls += `M${x},${y}h${S}v${S}h-${S}z`;
    else if (t === T_SPIKES) drawn.push(<path key={c} d={`M${x},${y + S} l${S / 4},-${S * 0.8} l${S / 4},${S * 0.8} l${S / 4},-${S * 0.8} l${S / 4},${S * 0.8} z`} className="sb-spikes" />);
    else if (t === T_WATER) drawn.push(<rect key={c} x={x} y={y + S * 0.25} width={S} height={S * 0.75} className="sb-water" />);
    else if (t === T_PAD) drawn.push(<circle key={c} cx={x + S / 2} cy={y + S / 2} r={S * 0.4} className="sb-pad" />);
  }
  // (the walls over the rest of the row: their outline whole beside water, as beside the sky)
  return (
    <>
      {drawn}
      {walls && <path d={walls} className="sb-wall" />}
    </>
  );
});

export default function SnakebirdBoard({ level, state, lastMove, hint, selected, onSelect, issues }: BoardProps<SnakebirdLevel, SnakebirdState>) {
  const geo = useMemo(() => geometryOf(level), [level]);
  const svg = useRef<SVGSVGElement>(null);
  const pose = useMoveAnimation(level, geo, state, lastMove, svg);
  const margin = boardMargin(level);
  const x0 = (geo.left - margin) * S;
  const y0 = (geo.top - margin) * S;
  const width = (level.cols + 2 * margin) * S;
  const height = (level.rows + margin) * S;
  const scale = useBoardScale(svg, width, height);
  const em = fontSetting();
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
  // (by the labels, not the state: a move keeps each snake's look)
  const labels = state.snakes.map((s) => s.label).join('\n');
  const looks = useMemo(() => snakeLooks(labels.split('\n')), [labels]);
  // the description says where the exit is, the blocks and the cells that kill or carry, which the name leaves out
  const describedBy = `sb-board-${useId().replace(/[^a-z0-9]/gi, '')}`;
  // (once a position: a move's animation draws the board again at each frame)
  const description = useMemo(() => boardDescription(state, geo), [state, geo]);
  return (
    <svg
      ref={svg}
      className="board snakebird"
      viewBox={`${x0} ${y0} ${width} ${height}`}
      data-cell={S}
      role="img"
      aria-label={boardName(state, geo, selected)}
      aria-describedby={describedBy}
      data-step={pose.step ? `${pose.step.index + 1}/${pose.step.count} ${pose.step.kind}` : undefined}
    >
      <desc id={describedBy}>{description}</desc>
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
                  {/* a crate: a dark edge and a light rim inside it, a shape no terrain has */}
                  <rect x={x + 2} y={y + 2} width={S - 4} height={S - 4} rx="4" fill={BLOCK_COLOURS[k % BLOCK_COLOURS.length]} className="sb-block-body" />
                  <rect x={x + 6} y={y + 6} width={S - 12} height={S - 12} rx="2" className="sb-block-rim" />
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
        const { colour, mark: bodyMark } = looks[k]!;
        const font = headFont(scale, s.label, em);
        // the head grows to a cell's width with its letter, where the board is drawn small
        const headR = S * (font > HEAD_FONT ? HEAD_GROWN_R : HEAD_R) * p.scale;
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
            {/* a dark edge, for the light sky, which the green and the yellow are too light against */}
            <polyline points={points} stroke="#0006" strokeWidth={S * 0.7 * p.scale + 3} strokeLinecap="round" strokeLinejoin="round" fill="none" />
            <polyline points={points} stroke={colour} strokeWidth={S * 0.7 * p.scale} strokeLinecap="round" strokeLinejoin="round" fill="none" />
            <BodyMark mark={bodyMark} points={points} width={S * 0.7 * p.scale} />
            <circle className="sb-head" cx={head.x} cy={head.y} r={headR} fill={colour} stroke="#0006" />
            <text x={head.x} y={head.y} dy="0.36em" textAnchor="middle" className="sb-head-label" style={{ fill: INK, fontSize: `${font * p.scale}px` }}>
              {s.label}
            </text>
            {mark?.endsWith('hint') && <HintChevron x={head.x} y={head.y} r={headR} way={hint!.slice(s.label.length)} />}
          </g>
        );
      })}
      {pose.dead && <DeadWords x={x0 + width / 2} y={y0} font={deadFont(scale, width, em)} />}
      {/* a level opened invalid (a link's): where its problems are, as the status names them */}
      {[...issueMarks(issues).cells].map((cell) => {
        const [r, c] = cell.split(',').map(Number) as [number, number];
        return (
          <g key={cell} data-testid={`issue-${r}-${c}`}>
            {issueCellMark((c + geo.left) * S, (r + geo.top) * S, S).map((mark, k) => (
              <rect key={k} {...mark} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
