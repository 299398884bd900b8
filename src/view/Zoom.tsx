// Zoom for a board too large for its room: where a cell fitted to the room would be drawn
// smaller than COMFORT, a slim column of buttons (zoom in, zoom out, fit) stands at the board's
// right, taking no row of the page's height, and a zoomed board lies in a box that scrolls both
// ways. It knows no family: the size comes from the caller (the editor's grid) or from the
// board's drawing (its viewBox, and its cell's side in those units, `data-cell`). Panning: the
// box scrolls as any does (a wheel, its scroll bars, a finger where a drag on the board is not a
// move); two fingers pan it everywhere, also where one finger swipes or paints. The zoom chosen is
// kept per board size in cells while the page is open.
import { useLayoutEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { offAtEnd } from './offAtEnd.ts';
import './zoom.css';

/** A board's size in its own units, and one cell's side in them. */
export interface ZoomSize {
  width: number;
  height: number;
  cell: number;
}

/** A cell's side a finger taps with ease, CSS px (WCAG 2.5.8's least target): zoom goes there in a step or two. */
export const COMFORT = 24;
/**
 * Zoom is offered where a cell fitted to the room is smaller than this (Bars 24×24 on a phone,
 * 14 px; Snakebird's Classic 0, 13 px). Its buttons stand in a slim column beside the board, not
 * in a row above it: a row would push the play controls below the screen.
 */
const OFFERED_UNDER = COMFORT;
/** the cells' sides zoom steps through, in CSS px */
const STEPS = [12, 24, 36, 48];
/** the zoom chosen for each board size in cells, "across x down" (0: fitted), while the page is open */
const kept = new Map<string, number>();

/** the board's size read from its drawing: the first board's viewBox and its `data-cell` */
function drawnSize(box: HTMLElement): ZoomSize | null {
  const svg = box.querySelector<SVGSVGElement>('svg.board');
  const vb = svg?.viewBox?.baseVal;
  return svg && vb?.width ? { width: vb.width, height: vb.height, cell: Number(svg.dataset.cell) || 40 } : null;
}

/** a length in px of the board's greatest height (app.css: --board-max-h, in vh or px) */
function maxHeight(el: HTMLElement): number {
  const m = /^([\d.]+)(vh|px)$/.exec(getComputedStyle(el).getPropertyValue('--board-max-h').trim());
  return m ? Number(m[1]) * (m[2] === 'vh' ? window.innerHeight / 100 : 1) : Infinity;
}

/** where the board's marks are, most wanted first: the keyboard's cursor, the chosen piece, the move's mark */
const FOLLOWED = ['.board-cursor', '[data-selected]', '.move-mark'];

/** Scrolls the box, as little as it takes, so that the first mark on the board is in view. */
function bringIntoView(box: HTMLElement, pad: number) {
  const mark = FOLLOWED.map((s) => box.querySelector(s)).find((e) => e !== null);
  if (!mark) return;
  const t = mark.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const by = (from: number, to: number, start: number, room: number) =>
    from < start ? from - start - pad : to > start + room ? Math.min(to - start - room + pad, from - start - pad) : 0;
  box.scrollLeft += by(t.left, t.right, b.left + box.clientLeft, box.clientWidth);
  box.scrollTop += by(t.top, t.bottom, b.top + box.clientTop, box.clientHeight);
}

export interface ZoomProps {
  /** the board's size; read from its drawing where not given */
  size?: ZoomSize;
  /** what changes where the board's marks are (the position, the cursor, the piece chosen): the box follows them */
  follow?: readonly unknown[];
  /** two fingers began to pan: what the first finger's press did on the board is not a move (the editor takes its paint back) */
  onPan?(): void;
  children: ReactNode;
}

export default function Zoom({ size: given, follow = [], onPan, children }: ZoomProps) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<ZoomSize | null>(null);
  const size = given ?? drawn;
  const [room, setRoom] = useState({ w: 0, h: 0 });
  const [, redraw] = useState(0);
  /** the zoom of the board last shown, which a board a row or column larger or smaller takes on (a resize in the editor) */
  const last = useRef({ across: 0, down: 0, zoom: 0 });
  /** the point of the board at the box's centre, kept there by a change of zoom */
  const anchor = useRef<{ x: number; y: number } | null>(null);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const panning = useRef(false);

  // the board's size, read again after each drawing (another level, a resize in the editor)
  useLayoutEffect(() => {
    if (given) return;
    const s = drawnSize(box.current!);
    if (s && (s.width !== drawn?.width || s.height !== drawn.height || s.cell !== drawn.cell)) setDrawn(s);
  });
  // the room: the box's width, and the board's greatest height
  useLayoutEffect(() => {
    const el = box.current!;
    const read = () => setRoom((r) => (r.w === el.clientWidth && r.h === maxHeight(el) ? r : { w: el.clientWidth, h: maxHeight(el) }));
    read();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
    observer?.observe(el);
    window.addEventListener('resize', read);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', read);
    };
  }, []);

  const across = size ? Math.round(size.width / size.cell) : 0;
  const down = size ? Math.round(size.height / size.cell) : 0;
  const key = `${across}x${down}`;
  const near = Math.abs(last.current.across - across) + Math.abs(last.current.down - down) <= 1;
  const chosen = kept.get(key) ?? (near ? last.current.zoom : 0);
  // a cell's side fitted to the room (0: not known, as where nothing is laid out)
  const fit = size && room.w > 0 ? size.cell * Math.min(room.w / size.width, room.h / size.height) : 0;
  // the zoom in force: none where the board fits at that size anyway
  const zoom = chosen > fit ? chosen : 0;
  const shown = fit > 0 && (fit < OFFERED_UNDER || zoom > 0);
  // where a drag on the board is a move (touch-action none around it: a swipe), it stays one in the box, which would pan
  // (read again after each drawing: the play panel around it may now play another family)
  const [still, setStill] = useState(false);
  useLayoutEffect(() => {
    let el = zoom ? box.current!.parentElement : null;
    while (el && getComputedStyle(el).touchAction !== 'none') el = el.parentElement;
    setStill(el !== null);
  });
  useLayoutEffect(() => {
    last.current = { across, down, zoom: chosen };
    if (size && !kept.has(key) && chosen) kept.set(key, chosen);
  });
  useLayoutEffect(() => {
    const el = box.current!;
    const a = anchor.current;
    anchor.current = null;
    if (!zoom) return;
    if (a) {
      el.scrollLeft = a.x * el.scrollWidth - el.clientWidth / 2;
      el.scrollTop = a.y * el.scrollHeight - el.clientHeight / 2;
    }
    bringIntoView(el, zoom);
  }, [zoom, ...follow]);

  const now = zoom || fit;
  const larger = STEPS.find((s) => s > now * 1.15);
  const smaller = STEPS.filter((s) => s < now / 1.15 && s > fit * 1.15).pop() ?? 0;
  const choose = (z: number) => {
    const el = box.current!;
    anchor.current = { x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth, y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight };
    kept.set(key, z);
    redraw((n) => n + 1);
  };

  // two fingers pan the box; the board hears none of their moves (no swipe, no paint)
  const down2 = (e: ReactPointerEvent) => {
    if (e.pointerType !== 'touch' || !zoom) return;
    touches.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.current.size > 1 && !panning.current) {
      panning.current = true;
      onPan?.();
    }
    if (panning.current) e.stopPropagation();
  };
  const move = (e: ReactPointerEvent) => {
    const t = touches.current;
    const p = t.get(e.pointerId);
    if (!p) return;
    if (panning.current) {
      // each finger moves the board by its share: two moving together move it as far as they go
      box.current!.scrollLeft -= (e.clientX - p.x) / t.size;
      box.current!.scrollTop -= (e.clientY - p.y) / t.size;
      e.stopPropagation();
    }
    p.x = e.clientX;
    p.y = e.clientY;
  };
  const lift = (e: ReactPointerEvent) => {
    if (!touches.current.delete(e.pointerId) || !panning.current) return;
    e.stopPropagation();
    if (touches.current.size === 0) panning.current = false;
  };

  const style = zoom && size ? ({ '--zoom-w': `${(size.width * zoom) / size.cell}px`, '--zoom-h': `${(size.height * zoom) / size.cell}px` } as CSSProperties) : undefined;
  return (
    <div className={`zoom${shown ? ' zoom-offered' : ''}${zoom ? ' zoom-on' : ''}`} style={style}>
      {/* zoomed, the box is a stop of the keyboard's, whose arrow keys scroll it where they are not moves */}
      <div
        ref={box}
        className="zoom-box"
        data-testid="zoom-box"
        {...(zoom ? { tabIndex: 0, role: 'group', 'aria-label': 'Zoomed board, scrolls' } : {})}
        style={still ? { touchAction: 'none' } : undefined}
        onPointerDownCapture={down2} onPointerMoveCapture={move} onPointerUpCapture={lift} onPointerCancelCapture={lift}>
        {children}
      </div>
      {shown && (
        <div className="zoom-bar" role="group" aria-label="Zoom">
          <button type="button" aria-label="Zoom in" title="Zoom in" {...offAtEnd(larger === undefined, () => choose(larger!))}>
            +
          </button>
          <button type="button" aria-label="Zoom out" title="Zoom out" {...offAtEnd(!zoom, () => choose(smaller))}>
            −
          </button>
          <button type="button" aria-pressed={!zoom} title="Fit the board to its room" onClick={() => choose(0)}>
            Fit
          </button>
        </div>
      )}
    </div>
  );
}
