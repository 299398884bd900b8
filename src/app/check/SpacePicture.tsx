// A picture of a small state graph (as runevision's PuzzleGraph draws them): a column per
// distance from the start, a dot per position coloured by its distance to a win, dead ends
// grey, the start and the wins ringed. Clicking a dot shows that position on the board (a
// shortest line to it, loaded into playback at its end). A dot is drawn 10 to 13 px across (on a
// map shrunk to the panel, as large as a column's spacing leaves, towards MIN_DOT_PX) but
// takes a tap or click within HIT CSS px of its centre, also on a map shrunk to the panel's
// width (a 24 px target, WCAG 2.5.8); where two targets
// overlap (dots sit 16 px apart in a column) the nearer dot takes it. From the keyboard the
// graph is one tab stop: the arrow keys move between dots (left and right a move nearer or
// farther from the start, up and down within a column), Enter or Space shows the dot's position. A key the graph
// takes goes no further: playback and play mode listen for the same keys on the window.
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useBoardScale } from '../../view/useBoardScale.ts';
import type { SpacePicture } from '../../puzzles/analyse.ts';
import { plural } from '../../puzzles/text.ts';
import { watchLine } from './watch.ts';

const GAP_X = 28;
const GAP_Y = 16;
const R = 5;
/** a map shrunk to the panel's width grows its dots towards this size across, in CSS px, as far as a column's spacing leaves room */
const MIN_DOT_PX = 8;
const R_MOST = GAP_Y * 0.45;
/** a dot takes a tap this far from its centre: a target 24 px across */
const HIT = 12;
/** one-way moves are drawn with an arrow on a map of up to this many lines (past it, arrows crowd the columns) */
export const ARROWS_MAX_LINES = 300;
/** room above the top row and below the bottom one, so their targets are whole too */
const MARGIN_Y = HIT - GAP_Y / 2;

/** how many dots lie above and below what the map's box shows */
interface OutOfView {
  above: number;
  below: number;
}

/**
 * The dots whose centres lie outside the box the map scrolls in (`ys`, in the picture's units,
 * drawn `scale` CSS px a unit), kept as the box is scrolled or resized. A map taller than its
 * box (Move 4x4's 198 positions, 477 px in 350; Anemones' Ring of eight, 1,192 px) ended at the
 * box's foot mid-column, with nothing to say that it went on: it read as whole, and cut.
 */
function useOutOfView(box: RefObject<HTMLElement | null>, ys: Float64Array, scale: number): OutOfView {
  const [seen, setSeen] = useState<OutOfView>({ above: 0, below: 0 });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const top = el.scrollTop;
      const foot = top + el.clientHeight;
      let above = 0;
      let below = 0;
      for (const y of ys) {
        const at = (y + MARGIN_Y) * scale;
        if (at < top) above++;
        else if (at > foot) below++;
      }
      setSeen((was) => (was.above === above && was.below === below ? was : { above, below }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [box, ys, scale]);
  return seen;
}

/** '61 of the 198 positions lie below the box: scroll the map to see them.' (null where every dot shows) */
function outOfViewWords({ above, below }: OutOfView, positions: number): string | null {
  if (above + below === 0) return null;
  const lie = (n: number) => (n === 1 ? 'lies' : 'lie');
  const where =
    above === 0 ? `${below} of the ${plural(positions, 'position')} ${lie(below)} below the box`
    : below === 0 ? `${above} of the ${plural(positions, 'position')} ${lie(above)} above the box`
    : `Of the ${plural(positions, 'position')}, ${below} ${lie(below)} below the box and ${above} above it`;
  return `${where}: scroll the map to see them.`;
}

export function SpacePictureView({ picture }: { picture: SpacePicture }) {
  const { depth, toWin, edges, lines } = picture;
  const [chosen, setChosen] = useState<number | null>(null);
  const layout = useMemo(() => {
    const columns: number[][] = [];
    for (let i = 0; i < depth.length; i++) (columns[depth[i]!] ??= []).push(i);
    // within a column, closer to a win first, dead ends last, so the winning paths run along the top
    for (const col of columns) col.sort((a, b) => (toWin[a]! < 0 ? 1e9 : toWin[a]!) - (toWin[b]! < 0 ? 1e9 : toWin[b]!));
    const x = new Float64Array(depth.length);
    const y = new Float64Array(depth.length);
    const tallest = Math.max(...columns.map((c) => c.length));
    columns.forEach((col, d) =>
      col.forEach((p, k) => {
        x[p] = GAP_X / 2 + d * GAP_X;
        // columns hang from the top: the start and the shortest ways sit where the picture opens
        y[p] = GAP_Y / 2 + k * GAP_Y;
      }),
    );
    const row = new Int32Array(depth.length);
    for (const col of columns) col.forEach((p, k) => (row[p] = k));
    return { x, y, row, columns, width: columns.length * GAP_X, height: tallest * GAP_Y };
  }, [depth, toWin]);
  const farthest = Math.max(1, ...toWin);
  const winnable = toWin.filter((d) => d >= 0).length;
  // (the lightness is the colour scheme's, check.css: every dot stands out from the box at 3:1)
  const colour = (d: number) => (d < 0 ? 'var(--check-dead)' : `hsl(${140 + (d / farthest) * 90} 65% var(--check-dot-l))`);
  const { x, y, row, columns, width, height } = layout;
  // The lines, each pair of positions once: a move with a move straight back drawn plain, a
  // one-way move (DogBunny's one-way edges, Snakebird's falls, Move's swipes) with an arrow to
  // where it leads, on a map small enough for arrows to be seen
  const drawn = useMemo(() => {
    const n = depth.length;
    const all = new Set<number>();
    for (let e = 0; e < edges.length; e += 2) all.add(edges[e]! * n + edges[e + 1]!);
    const out: { a: number; b: number; oneWay: boolean }[] = [];
    for (let e = 0; e < edges.length; e += 2) {
      const a = edges[e]!;
      const b = edges[e + 1]!;
      if (a === b) continue;
      const back = all.has(b * n + a);
      if (back && a > b) continue;
      out.push({ a, b, oneWay: !back });
    }
    const arrows = out.length <= ARROWS_MAX_LINES;
    return { lines: out, arrows, oneWay: arrows && out.some((l) => l.oneWay) };
  }, [depth, edges]);
  const arrowId = useId();
  const svg = useRef<SVGSVGElement>(null);
  // the map shrunk to the panel's width: its dots grow as far as a column's spacing leaves room
  const scale = useBoardScale(svg, width, height + 2 * MARGIN_Y);
  const r = Math.min(R_MOST, Math.max(R, MIN_DOT_PX / 2 / scale));
  const scrollBox = useRef<HTMLDivElement>(null);
  const cut = outOfViewWords(useOutOfView(scrollBox, y, scale), depth.length);
  const show = (p: number) => {
    setChosen(p);
    // (the dot kept in view: beside the board, the page is not scrolled off it)
    watchLine(lines[p]!, lines[p]!.length, dots.current[p] ?? null);
  };
  /** A click in the picture: on a dot, that dot (where a screen reader clicks it, too); else the dot nearest the point, within HIT. */
  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    const own = (e.target as Element).getAttribute('data-dot');
    if (own !== null) return show(Number(own));
    // the picture is drawn 1:1 in CSS px, unless a style scales it (a map wider than the panel is shrunk to its width)
    const box = e.currentTarget.getBoundingClientRect();
    const perPx = box.width ? width / box.width : 1;
    const px = (e.clientX - box.left) * perPx;
    const py = (e.clientY - box.top) * (box.height ? (height + 2 * MARGIN_Y) / box.height : 1) - MARGIN_Y;
    // a tap within HIT CSS px of a dot takes it however small the map is shown (shrunk to 44%,
    // Classic 1's dots would otherwise take a tap only within 5 px)
    const reach = HIT * Math.max(1, perPx);
    let best = -1;
    let bestSq = reach * reach;
    for (let p = 0; p < depth.length; p++) {
      const sq = (x[p]! - px) ** 2 + (y[p]! - py) ** 2;
      if (sq <= bestSq) [best, bestSq] = [p, sq];
    }
    if (best >= 0) show(best);
  };
  /** the dot the keyboard is on (the one tab stop) */
  const [cursor, setCursor] = useState(0);
  const dots = useRef<(SVGCircleElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const d = depth[cursor]!;
    const k = row[cursor]!;
    const at = (col: number, r: number) => {
      const c = columns[col];
      return c ? c[Math.max(0, Math.min(c.length - 1, r))]! : cursor;
    };
    const next =
      e.key === 'ArrowRight' ? at(d + 1, Math.round((k / Math.max(1, columns[d]!.length - 1)) * ((columns[d + 1]?.length ?? 1) - 1)))
      : e.key === 'ArrowLeft' ? at(d - 1, Math.round((k / Math.max(1, columns[d]!.length - 1)) * ((columns[d - 1]?.length ?? 1) - 1)))
      : e.key === 'ArrowDown' ? at(d, k + 1)
      : e.key === 'ArrowUp' ? at(d, k - 1)
      : e.key === 'Home' ? 0
      : null;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      show(cursor);
      return;
    }
    if (next === null) return;
    e.preventDefault();
    e.stopPropagation();
    setCursor(next);
    dots.current[next]?.focus();
  };
  // the dots of a column are told apart by their place in it (the arrow keys walk it): each read
  // "2 moves from the start, 3 to win" alike, and a move down it sounded like no move at all
  const describe = (p: number) => {
    const toWinWords = toWin[p]! < 0 ? 'a dead end' : `${toWin[p]} to win`;
    if (p === 0) return `The start, ${toWin[0] === 0 ? 'already a win' : toWinWords}`;
    const inColumn = columns[depth[p]!]!.length;
    return `${toWin[p] === 0 ? 'A win: ' : ''}${plural(depth[p]!, 'move')} from the start, ${toWinWords}${inColumn > 1 ? ` (${row[p]! + 1} of ${inColumn} at that distance)` : ''}`;
  };
  const deadEnds = depth.length - winnable;
  return (
    <figure className="check-picture">
      <figcaption>
        Map of {plural(depth.length, 'position')}, left to right by distance from the start
        {winnable > 0 || deadEnds > 0 ? '; ' : ''}
        {[winnable > 0 && 'green is near a win, blue far', deadEnds > 0 && `grey a dead end (${deadEnds})`].filter(Boolean).join(', ')}. Click or tap a dot to see that position on the
        board.
      </figcaption>
      <div className="check-picture-scroll" ref={scrollBox}>
        <svg
          ref={svg}
          width={width}
          height={height + 2 * MARGIN_Y}
          viewBox={`0 ${-MARGIN_Y} ${width} ${height + 2 * MARGIN_Y}`}
          role="group"
          aria-label={`Map of ${plural(depth.length, 'position')}, ${winnable} can still win; arrow keys move between them, Enter shows one on the board`}
          data-testid="space-picture"
          onKeyDown={onKey}
          onClick={onClick}
        >
          {/* each dot's target for a finger, a disc (a square rounded whole: the picture's circles are its dots alone), drawn nothing:
              it shows the pointer, and the picture's click picks the nearest dot */}
          <g className="check-hits" aria-hidden="true">
            {Array.from({ length: depth.length }, (_, p) => (
              <rect key={p} x={x[p]! - HIT} y={y[p]! - HIT} width={2 * HIT} height={2 * HIT} rx={HIT} />
            ))}
          </g>
          <g className="check-edges">
            {drawn.arrows && (
              <defs>
                <marker id={arrowId} className="check-arrow" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="5" markerHeight="5" orient="auto">
                  <path d="M0,0 L8,4 L0,8 z" />
                </marker>
              </defs>
            )}
            {drawn.lines.map(({ a, b, oneWay }, e) => {
              if (!oneWay || !drawn.arrows) return <line key={e} x1={x[a]} y1={y[a]} x2={x[b]} y2={y[b]} />;
              // the arrow's tip at the edge of the dot it leads to
              const dx = x[b]! - x[a]!;
              const dy = y[b]! - y[a]!;
              const to = (p: number) => (p === 0 || toWin[p] === 0 ? Math.min(GAP_Y / 2, r + 1.5) : r) + 1.5;
              const k = Math.max(0, 1 - to(b) / Math.hypot(dx, dy));
              return <line key={e} className="one-way" x1={x[a]} y1={y[a]} x2={x[a]! + dx * k} y2={y[a]! + dy * k} markerEnd={`url(#${arrowId})`} />;
            })}
          </g>
          {/* a start that is already a win: the win's ring is the dot's own, the start's drawn around it (the legend names both) */}
          {toWin[0] === 0 && <circle className="check-start-ring" cx={x[0]} cy={y[0]} r={Math.min(GAP_Y / 2, r + 1.5) + 2.5} aria-hidden="true" />}
          {Array.from({ length: depth.length }, (_, p) => (
            <circle
              key={p}
              cx={x[p]}
              cy={y[p]}
              r={p === 0 || toWin[p] === 0 ? Math.min(GAP_Y / 2, r + 1.5) : r}
              style={{ fill: colour(toWin[p]!) }}
              className={`check-dot${p === 0 ? ' start' : ''}${toWin[p] === 0 ? ' win' : ''}${p === chosen ? ' chosen' : ''}`}
              role="button"
              data-dot={p}
              aria-label={describe(p)}
              tabIndex={p === cursor ? 0 : -1}
              ref={(el) => {
                dots.current[p] = el;
              }}
              onFocus={() => setCursor(p)}
            >
              <title>{describe(p)}</title>
            </circle>
          ))}
        </svg>
      </div>
      {/* said under the box's foot, where the map is cut (a screen reader reaches every dot by the arrow keys) */}
      {cut && (
        <p className="check-hint" data-testid="map-cut">
          {cut}
        </p>
      )}
      {/* what the picture holds: no win on a level that cannot be won, no dead end where every position can still win */}
      <p className="check-legend">
        {/* each key with its words, one piece: a wrapped legend does not part them */}
        <span>
          <span className="check-key start" /> the start
        </span>
        {winnable > 0 && (
          <>
            {' '}
            <span>
              <span className="check-key win" /> a win
            </span>
          </>
        )}
        {/* the scale the colours stand for, in moves: "green near, blue far" alone left a designer guessing how far blue is */}
        {toWin.some((d) => d > 0) && (
          <>
            {' '}
            <span>
              <span className="check-key scale" style={{ background: `linear-gradient(to right, ${colour(1)}, ${colour(farthest)})` }} /> {farthest === 1 ? '1 move' : `1 to ${farthest} moves`} from a
              win
            </span>
          </>
        )}
        {deadEnds > 0 && (
          <>
            {' '}
            <span>
              <span className="check-key dead" /> a dead end
            </span>
          </>
        )}
        {drawn.oneWay && (
          <>
            {' '}
            <span>
              <svg className="check-key-arrow" viewBox="0 0 20 8" aria-hidden="true">
                <line x1="0" y1="4" x2="13" y2="4" />
                <path d="M12,0 L20,4 L12,8 z" />
              </svg>{' '}
              a one-way move
            </span>
          </>
        )}
      </p>
    </figure>
  );
}
