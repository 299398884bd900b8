// Zoom for a board too large for its room: where a cell fitted to the room would be drawn
// smaller than COMFORT, a slim column of buttons (zoom in, zoom out, fit) stands at the board's
// right, taking no row of the page's height, and a zoomed board lies in a box that scrolls both
// ways. Two fingers pinch it larger or smaller and pan it; with the board or its box focused,
// + (or =) zooms in, - zooms out and 0 fits. It knows no family: the size comes from the caller
// (the editor's grid) or from the board's drawing (its viewBox, and its cell's side in those
// units, `data-cell`). Panning: the box scrolls as any does (a wheel, its scroll bars, a finger
// where a drag on the board is not a move); two fingers pan it everywhere, also where one finger
// swipes or paints. Zoomed by a button or key, the box centres on the board's mark (the cursor,
// the chosen piece, the move's mark; watching from the start, the first move's), else holds the
// point at its centre; a pinch holds the point between the fingers. The zoom chosen is kept per
// board size in cells while the page is open.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { offAtEnd } from './offAtEnd.ts';
import { isTyping } from './input.ts';
import { rovingFocus } from './rovingFocus.ts';
import './zoom.css';

// (the page's keeper of what is on the screen through a resize comes in this chunk, fetched at once: a chunk of its own
// would be the 65th, past what 6-character hashes name)
export { keepInView } from './keepInView.ts';

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
/** the cells' sides zoom steps through, in CSS px; a pinch goes anywhere from the fit to the last */
const STEPS = [12, 24, 36, 48];
const MOST = STEPS[STEPS.length - 1]!;
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

/** where the board's marks are, most wanted first: the keyboard's cursor, the chosen piece, the move's mark (or the first move's, watching) */
const FOLLOWED = ['.board-cursor', '[data-selected]', '.move-mark'];
const markOf = (box: HTMLElement) => FOLLOWED.map((s) => box.querySelector(s)).find((e) => e !== null);

/** the box's inner rect on the screen (inside its border) */
function inner(box: HTMLElement) {
  const b = box.getBoundingClientRect();
  return { left: b.left + box.clientLeft, top: b.top + box.clientTop, width: box.clientWidth, height: box.clientHeight };
}

/**
 * Scrolls the box, as little as it takes, so that the first mark on the board is in view with
 * `pad` to spare: an SVG mark's rect leaves out its stroke and what is drawn round its points
 * (a snake's ring runs through its cells' centres, its head round the last), so a mark that was
 * only just in the box showed half its head.
 */
function bringIntoView(box: HTMLElement, pad: number) {
  const mark = markOf(box);
  if (!mark) return;
  const t = mark.getBoundingClientRect();
  const b = inner(box);
  const by = (from: number, to: number, start: number, room: number) =>
    from - pad < start ? from - start - pad : to + pad > start + room ? Math.min(to - start - room + pad, from - start - pad) : 0;
  box.scrollLeft += by(t.left, t.right, b.left, b.width);
  box.scrollTop += by(t.top, t.bottom, b.top, b.height);
}

/**
 * A point of the board (fractions of its width and height) held at a point of the box (px from
 * its inner top left) through a change of zoom: the box's centre for the buttons and keys, the
 * fingers' midpoint for a pinch.
 */
interface Anchor {
  x: number;
  y: number;
  px: number;
  py: number;
  pinch?: boolean;
}

/** the anchor for a point on the screen: the point of the board under it */
function anchorAt(box: HTMLElement, cx: number, cy: number, pinch?: boolean): Anchor | null {
  const board = box.firstElementChild?.getBoundingClientRect();
  if (!board?.width || !board.height) return null;
  const b = inner(box);
  return { x: (cx - board.left) / board.width, y: (cy - board.top) / board.height, px: cx - b.left, py: cy - b.top, pinch };
}

/** Scrolls the box so that the anchor's point of the board lies at its point of the box. */
function hold(box: HTMLElement, a: Anchor) {
  const board = box.firstElementChild?.getBoundingClientRect();
  if (!board) return;
  const b = inner(box);
  box.scrollLeft += board.left + a.x * board.width - (b.left + a.px);
  box.scrollTop += board.top + a.y * board.height - (b.top + a.py);
}

/** Scrolls the box so that the board's first mark, else its middle, is at the box's centre. */
function centre(box: HTMLElement) {
  const t = (markOf(box) ?? box.firstElementChild)?.getBoundingClientRect();
  if (!t) return;
  const b = inner(box);
  box.scrollLeft += t.left + t.width / 2 - (b.left + b.width / 2);
  box.scrollTop += t.top + t.height / 2 - (b.top + b.height / 2);
}

/**
 * The zoom's buttons, one stop of Tab (a toolbar): three stops on the way to what follows the
 * board, each of whose presses its key (+, -, 0) does from the board.
 */
const barKeys = rovingFocus(false);

/** Is this focused element a keyboard stop around the board (the play panel's board, which takes the arrow keys)? */
const aroundBoard = (target: EventTarget | null, zoom: HTMLElement | null) =>
  target instanceof HTMLElement && zoom !== null && (zoom.contains(target) || (target.tabIndex >= 0 && target.contains(zoom)));

export interface ZoomProps {
  /** the board's size; read from its drawing where not given */
  size?: ZoomSize;
  /** what changes where the board's marks are (the position, the cursor, the piece chosen): the box follows them */
  follow?: readonly unknown[];
  /** two fingers began to pan: what the first finger's press did on the board is not a move (the editor takes its paint back) */
  onPan?(): void;
  /** the board; or what to draw when zoomed or not (zoomed, watching marks the first move, which the box then centres on) */
  children: ReactNode | ((zoomed: boolean) => ReactNode);
}

export default function Zoom({ size: given, follow = [], onPan, children }: ZoomProps) {
  const outer = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<ZoomSize | null>(null);
  const size = given ?? drawn;
  const [room, setRoom] = useState({ w: 0, h: 0 });
  const [, redraw] = useState(0);
  /** the zoom chosen by a button or key, in words: a screen reader hears what the press did (a pinch's every step is not said) */
  const [said, setSaid] = useState('');
  /** the zoom of the board last shown, which a board a row or column larger or smaller takes on (a resize in the editor) */
  const last = useRef({ across: 0, down: 0, zoom: 0 });
  /** where the board is to be held through a change of zoom ('mark': the board's mark at the box's centre) */
  const anchor = useRef<Anchor | 'mark' | null>(null);
  /** the zoom the box was last scrolled for (0: fitted, as before the first drawing) */
  const placed = useRef(0);
  /** the fingers on the box, and whether two of them have made it a gesture of the box's (till all are lifted) */
  const touches = useRef(new Set<number>());
  const panning = useRef(false);
  /**
   * Two fingers' gesture: the cell's side, their distance apart and the point of the board between them where it began
   * (or went on with another number of fingers), their midpoint last, and whether they pinch
   */
  const gesture = useRef<{ zoom: number; apart: number; at: Anchor | null; x: number; y: number; fingers: number; pinching: boolean } | null>(null);

  /** the board's size read from its drawing where it is not the one in force (null: the same, or none drawn) */
  const newSize = useRef<() => ZoomSize | null>(() => null);
  newSize.current = () => {
    const s = drawnSize(box.current!);
    return s && (s.width !== drawn?.width || s.height !== drawn.height || s.cell !== drawn.cell) ? s : null;
  };
  // the board's size, read again after each drawing of the zoom's (another level, a resize in the editor)
  useLayoutEffect(() => {
    const s = given ? null : newSize.current();
    if (s) setDrawn(s);
  });
  // and as the board draws itself again at another size, which does not draw the zoom again (DogBunny turning a wide
  // level in a narrow room): a change of the drawing's viewBox or data-cell, or elements drawn or taken away (another
  // drawing). Nothing is read while the board is still, a move's elements cost one look at the viewBox, and the zoom's
  // own drawing, which leaves the board's size as it is, settles at once. The zoom follows before the screen is drawn
  // again: a frame at the old size would show the wrong extents and buttons.
  useLayoutEffect(() => {
    if (given || typeof MutationObserver !== 'function') return;
    const watch = new MutationObserver(() => {
      const s = newSize.current();
      if (s) flushSync(() => setDrawn(s));
    });
    watch.observe(box.current!, { subtree: true, childList: true, attributes: true, attributeFilter: ['viewBox', 'data-cell'] });
    return () => watch.disconnect();
  }, [given]);
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
    let el = shown ? box.current!.parentElement : null;
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
    const from = placed.current;
    anchor.current = null;
    placed.current = zoom;
    if (!zoom) return;
    const pinched = a !== null && a !== 'mark' && a.pinch;
    // zoomed by a button or key, or from the whole board (or drawn zoomed): the box centres on what matters, the board's mark, else its middle
    if (a === 'mark' || (!from && !pinched)) centre(el);
    else if (a) hold(el, a);
    if (!pinched) bringIntoView(el, zoom);
    // (and a new room, a phone turned: the box kept its scroll, and the mark lay outside it)
  }, [zoom, room.w, room.h, ...follow]);

  const now = zoom || fit;
  const larger = STEPS.find((s) => s > now * 1.15);
  const smaller = STEPS.filter((s) => s < now / 1.15 && s > fit * 1.15).pop() ?? 0;
  /** zoom to z (0: fit), holding the board's point at `at`; unless given, the board's mark is centred, else the point at the box's centre held */
  const choose = (z: number, at?: Anchor | null) => {
    const el = box.current!;
    const b = inner(el);
    anchor.current = at ?? (markOf(el) ? 'mark' : anchorAt(el, b.left + b.width / 2, b.top + b.height / 2));
    if (!at) setSaid(z ? `Zoomed: cells ${Math.round(z)} px, the board scrolls` : 'The whole board fits');
    kept.set(key, z);
    redraw((n) => n + 1);
  };

  // the keys, with the board or its box focused: + or = zooms in, - zooms out, 0 fits (not while typing, nor with a modifier: Ctrl+ zooms the page)
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e) => {
    if (!shown || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || !aroundBoard(e.target, outer.current)) return;
    if (e.key === '+' || e.key === '=') {
      if (larger !== undefined) choose(larger);
    } else if (e.key === '-') {
      if (zoom) choose(smaller);
    } else if (e.key === '0') {
      if (zoom) choose(0);
    } else return;
    e.preventDefault();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // two fingers pinch and pan the box, as one touch event tells of them (a pointer event moves one finger at a time, which
  // would read as a pinch); the pointer events only keep the board from hearing them (no swipe, no paint)
  const onTouch = useRef<(e: TouchEvent) => void>(() => {});
  onTouch.current = (e) => {
    const fingers = Array.from(e.touches ?? [], (t) => ({ x: t.clientX, y: t.clientY }));
    const g = gesture.current;
    const x = fingers.reduce((sum, f) => sum + f.x, 0) / fingers.length;
    const y = fingers.reduce((sum, f) => sum + f.y, 0) / fingers.length;
    const [p, q] = fingers;
    const apart = p && q ? Math.hypot(p.x - q.x, p.y - q.y) : 0;
    if (!panning.current || !fingers.length) {
      gesture.current = null;
      return;
    }
    if (e.type !== 'touchmove' || g?.fingers !== fingers.length) {
      // the gesture begins, or goes on with another number of fingers: from here
      gesture.current = { zoom: now, apart, at: anchorAt(box.current!, x, y, true), x, y, fingers: fingers.length, pinching: false };
      return;
    }
    // (a move the browser already pans, as a one-finger scroll that a second finger joins, is left to it)
    if (!e.cancelable) return;
    e.preventDefault();
    const [dx, dy] = [x - g.x, y - g.y];
    g.x = x;
    g.y = y;
    // a pinch once the fingers' distance apart has changed by a tenth: till then two fingers that drift apart a little pan
    if (apart > 0 && g.apart > 0 && Math.abs(apart / g.apart - 1) > 0.1) g.pinching = true;
    const el = box.current!;
    let z = zoom;
    if (g.pinching && apart > 0) {
      // the point of the board between the fingers stays between them, at the size their distance makes it
      z = Math.min(MOST, (g.zoom * apart) / g.apart);
      if (z < fit * 1.05) z = 0;
    }
    const b = inner(el);
    const at = g.pinching && g.at ? { ...g.at, px: x - b.left, py: y - b.top } : null;
    if (z !== zoom) choose(z, at);
    else if (zoom && at) hold(el, at);
    else if (zoom) {
      el.scrollLeft -= dx;
      el.scrollTop -= dy;
    }
  };
  useEffect(() => {
    const el = box.current!;
    const on = (e: TouchEvent) => onTouch.current(e);
    for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel']) el.addEventListener(type, on as EventListener, { passive: false });
    return () => {
      for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel']) el.removeEventListener(type, on as EventListener);
    };
  }, []);

  const down2 = (e: ReactPointerEvent) => {
    if (e.pointerType !== 'touch' || !shown) return;
    touches.current.add(e.pointerId);
    if (touches.current.size > 1 && !panning.current) {
      panning.current = true;
      onPan?.();
    }
    if (panning.current) e.stopPropagation();
  };
  const move = (e: ReactPointerEvent) => {
    if (panning.current && touches.current.has(e.pointerId)) e.stopPropagation();
  };
  const lift = (e: ReactPointerEvent) => {
    if (!touches.current.delete(e.pointerId) || !panning.current) return;
    e.stopPropagation();
    if (touches.current.size === 0) panning.current = false;
  };

  const zoomed = zoom > 0;
  const board = useMemo(() => (typeof children === 'function' ? children(zoomed) : children), [children, zoomed]);
  const style = zoom && size ? ({ '--zoom-w': `${(size.width * zoom) / size.cell}px`, '--zoom-h': `${(size.height * zoom) / size.cell}px` } as CSSProperties) : undefined;
  return (
    <div ref={outer} className={`zoom${shown ? ' zoom-offered' : ''}${zoom ? ' zoom-on' : ''}`} style={style}>
      {/* zoomed, the box is a stop of the keyboard's, whose arrow keys scroll it where they are not moves */}
      <div
        ref={box}
        className="zoom-box"
        data-testid="zoom-box"
        {...(zoom ? { tabIndex: 0, role: 'group', 'aria-label': 'Zoomed board, scrolls; + and - zoom, 0 fits' } : {})}
        // one finger pans (or swipes, or paints), two pinch: the page's own pinch-zoom stays off the board
        style={still ? { touchAction: 'none' } : shown ? { touchAction: 'pan-x pan-y' } : undefined}
        onPointerDownCapture={down2} onPointerMoveCapture={move} onPointerUpCapture={lift} onPointerCancelCapture={lift}>
        {board}
      </div>
      {shown && (
        <div className="zoom-bar" role="toolbar" aria-label="Zoom" aria-orientation="vertical" {...barKeys}>
          <button type="button" aria-label="Zoom in" title="Zoom in (+)" aria-keyshortcuts="+" {...offAtEnd(larger === undefined, () => choose(larger!))}>
            +
          </button>
          <button type="button" aria-label="Zoom out" title="Zoom out (-)" aria-keyshortcuts="-" tabIndex={-1} {...offAtEnd(!zoom, () => choose(smaller))}>
            −
          </button>
          <button type="button" aria-pressed={!zoom} title="Fit the board to its room (0)" aria-keyshortcuts="0" tabIndex={-1} onClick={() => choose(0)}>
            Fit
          </button>
          <span className="sr-only" aria-live="polite">
            {said}
          </span>
        </div>
      )}
    </div>
  );
}
