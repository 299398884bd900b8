// The generic grid editor, in the PuzzleScript spirit: the level is painted on its own board,
// at the size it has in play (beside the Solver's column, from 701 px wide, at most what the screen leaves it over the size
// controls, or beside them where that is larger: useFittedHeight). A palette (keys 1–9 pick a tool); click or drag to paint (from the
// keyboard, Enter, or Shift+arrows for a stroke), right-click or Alt+click to erase; add or remove rows and columns at each border. It knows
// nothing of any family: the caller draws the board (its family's Board), and the kit lays a
// transparent layer of cells over it that turns pointer, touch and keys into paint events.
import {
  createContext, memo, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState,
  type CSSProperties, type FormEvent, type RefObject, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import type { Side } from './grid.ts';
import type { ValidationIssue } from '../puzzles/types.ts';
import { plural } from '../puzzles/text.ts';
import { issueMarks } from '../view/boardWords.ts';
import { keysBelongElsewhere, listenPointerHeld } from '../view/input.ts';
import { tabKeys } from '../view/rovingFocus.ts';
import { offAtEnd } from '../view/offAtEnd.ts';
import Zoom, { COMFORT } from '../view/Zoom.tsx';
import { CELLS_A_TASK, DRAWN_AT_ONCE_MAX, useDrawnLater } from '../view/drawnLater.ts';

export interface Tool {
  id: string;
  label: string;
  /** a short glyph or swatch shown in the palette */
  swatch?: ReactNode;
  /**
   * words after the label, in its title, and shown with it where the board is not fitted to the
   * screen (editor.css's .ed-tool-more): Snakebird's "(drag from the head)" gave its palette a
   * third row at 1000 px, and Classic 0's size controls lay 57 px under 1000x650's foot
   */
  more?: string;
}

/** Lets a grid tell the editor's history that a drag began and ended (one undo step), or was taken back. */
export interface StrokeControl {
  beginStroke(): void;
  endStroke(): void;
  cancelStroke?(): void;
}
export const StrokeContext = createContext<StrokeControl>({ beginStroke() {}, endStroke() {} });

export interface PaletteProps {
  tools: readonly Tool[];
  tool: string;
  onToolChange(id: string): void;
}

/** Keys 1–9 pick the first nine tools, unless the user is typing in a text box or in a dialog over the editor. */
export function Palette({ tools, tool, onToolChange }: PaletteProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || keysBelongElsewhere(e.target)) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= 9) {
        const picked = tools[n - 1];
        if (picked) {
          e.preventDefault();
          onToolChange(picked.id);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tools, onToolChange]);
  return (
    <div className="ed-palette" role="radiogroup" aria-label="Palette" {...tabKeys}>
      {tools.map((t, i) => (
        <button
          key={t.id}
          type="button"
          role="radio"
          aria-checked={t.id === tool}
          tabIndex={t.id === tool ? 0 : -1}
          className={t.id === tool ? 'ed-tool ed-tool-on' : 'ed-tool'}
          title={`${t.label}${t.more ? ` ${t.more}` : ''}${i < 9 ? ` (key ${i + 1})` : ''}`}
          onClick={() => onToolChange(t.id)}
        >
          {i < 9 && <kbd>{i + 1}</kbd>} {t.swatch} {t.label}
          {t.more && <span className="ed-tool-more"> {t.more}</span>}
        </button>
      ))}
    </div>
  );
}


export interface PaintEvent {
  row: number;
  col: number;
  erase: boolean;
  /** 'start' for the cell pressed, 'drag' for each further cell the pointer enters */
  phase: 'start' | 'drag';
}

/**
 * Where the level's grid lies on its board, in the board's own units (its viewBox, or cells):
 * the whole drawing's size, the top-left corner of the grid's first cell, and one cell's size.
 */
export interface BoardFrame {
  width: number;
  height: number;
  left: number;
  top: number;
  cellWidth: number;
  cellHeight: number;
  /** the side, in the frame's units, of what a person reads and presses on the board, which the zoom is offered to bring to COMFORT px: a cell where not given (DogBunny's: half a grid step, its words, as its board in play) */
  readSide?: number;
}

/** A board that is its grid and nothing more: `cols` by `rows` cells, edge to edge. */
export const gridFrame = (rows: number, cols: number): BoardFrame => ({ width: cols, height: rows, left: 0, top: 0, cellWidth: 1, cellHeight: 1 });

const percent = (part: number, whole: number) => `${(100 * part) / whole}%`;

export interface GridCanvasProps {
  rows: number;
  cols: number;
  /** the level drawn as it looks in play: the family's Board, read-only */
  board: ReactNode;
  /** where the grid's cells lie on the board */
  frame: BoardFrame;
  /** an editor's own mark over a cell (a chosen piece, a grid point), drawn above the board */
  renderCell?(row: number, col: number): ReactNode;
  /** an editor's own layer over the cells, in the board's frame (a graph's edges to click) */
  overlay?: ReactNode;
  /** extra class per cell (issue highlight, colour) */
  cellClass?(row: number, col: number): string | undefined;
  /** what the cell holds, for its accessible name "row R column C: <description>" */
  describeCell?(row: number, col: number): string;
  onPaint(e: PaintEvent): void;
  /** called once when a stroke ends (pointer released) */
  onStrokeEnd?(): void;
  /** cells a validation message points at */
  flagged?: ReadonlySet<string>;
  /**
   * On a grid past DRAWN_AT_ONCE_MAX cells, draw at first only the cells a grid past
   * EVERY_CELL_UP_TO draws (those that show something of their own, the keyboard's), and the
   * others a few rows a task after: for a board that draws each of its cells itself (Bars'
   * 64×64, 4,096 shapes), whose editor opened in one task of 200–330 ms drawing both.
   */
  cellsAfterOpen?: boolean;
  /** what lies under the board that a desktop's screen shows with it (the size controls): under it, or beside a board taller than wide (useFittedHeight) */
  controls?: ReactNode;
}

const cellKey = (row: number, col: number) => `${row},${col}`;

/** the grid's keys, its accessible description */
const GRID_KEYS =
  'Arrow keys move between cells; Enter or Space paints the cell, Alt with it erases; Shift with the arrow keys paints from this cell to each cell moved to, as one stroke (one undo step) until Shift is let go, Alt with them erases.';

/** rows PageUp and PageDown move the focus by */
export const PAGE_ROWS = 10;

/**
 * The most cells the paint layer draws as an element each (a 64×64 grid, Bars' and DogBunny's
 * largest). A larger grid (Snakebird's maps, up to 256×256) draws only the cells that show
 * something of their own (a mark, a class, a flag) and the keyboard's cell; a pointer finds its
 * cell by where it is on the grid, and a mouse's cell is outlined by one box moved over it.
 * React drawing a 255×255 map's 65,025 cells took 1.3 s and more in one task as the editor opened.
 */
export const EVERY_CELL_UP_TO = 4096;

/**
 * app.css's layouts with the board's column beside the Solver's, whose screen shows the editor's
 * board and the size controls under it without scrolling: a desktop's (from 1200 px at the
 * browser's default 16 px font, from 500 px high), a tablet's (901 to 1199 px, from 480 px high)
 * and a landscape window's (701 to 900 px, from 480 px high). Not a phone on its side (under 480
 * px high, to 1199 px wide) nor a wider window under 500 px high, whose board is the screen's
 * height at the left, the size controls in the column at its right (in the tablet's layout,
 * fitted, Move's 4×4 was 192 px high at 915x412, its top 322 px down; now 375 px at the top; in
 * the desktop's at 1280x450, 80 px high, its top 327 px down). Fitted from 1200 px only, at
 * 1000x650 Move's and Bars' size controls ended 115 px under the foot, and a first visit's note
 * above the editor was not reckoned with.
 */
const FITTED_LAYOUTS =
  '(min-width: 74.96875em) and (min-height: 31.25em), (min-width: 56.28125em) and (max-width: 74.9375em) and (min-height: 29.96875em), (min-width: 43.78125em) and (max-width: 56.25em) and (orientation: landscape) and (min-height: 29.96875em)';
/** px left between what is under the board and the screen's foot */
const FOOT_GAP = 8;
/**
 * the least side of a cell (px) the fit to a desktop's screen draws, where that brings the size
 * controls onto the screen: still a mouse's target (the zoom, offered under 24, makes it larger).
 * At 20, Snakebird's Classic 0 (8×22) had its size controls 21 px under the foot of 1280x600, and
 * New level's 6×8 18 px under 1000x650's; at 16, Classic 9 (18×9) its controls 78 px under
 * 1280x600's, where beside them its cells are 15.6 px: a scroll to the controls at every resize
 * costs more than a cell 0.4 px smaller, which the zoom enlarges.
 */
const LEAST_CELL = 15;
/**
 * a cell's side (px) for a level that at LEAST_CELL still leaves the size controls under the
 * foot (Bars' 64×64): the page scrolls to them either way, and its cells are kept larger
 */
const SCROLLED_CELL = 20;
/**
 * a finger's screen: there a level whose size controls end under the foot even at LEAST_CELL keeps
 * its board's height in play (which leaves room for the controls under it when the page is
 * scrolled to the board), not SCROLLED_CELL's. A phone on its side from 901 px wide (915x412,
 * 932x430) drew Move's and Bars' 4×4 boards 80 px high, their cells 20 px, under a finger's 24 px
 * (WCAG 2.5.8), and the controls were under the foot all the same
 */
const FINGER = '(pointer: coarse)';

/** px of the size controls' column beside the board (editor.css's .ed-beside), and of the gap before it */
const BESIDE_WIDTH = 240;
const BESIDE_GAP = 16;
/** px the board beside the size controls must gain over the board above them to move there, or lose to move back (no back and forth on a pixel) */
const BESIDE_GAIN = 2;
/**
 * px the zoom's buttons and their gap take at the board's right where it offers itself
 * (view/zoom.css: 1.75rem and 0.2rem): taken from a way's width only where the board drawn there
 * without them has cells under COMFORT px (the zoom offers itself so, view/Zoom.tsx). Taken from
 * both ways always, a fresh 1280x720 put Move's and Bars' size controls under a 298 px board,
 * where beside them it was 327 px with cells of 54 px, no zoom offered. (Reckoned from the
 * wrapper's width, which the buttons do not change, the choice does not undo itself.)
 */
const ZOOM_BAR = 32;

/** px the size controls took when last seen under the board (its foot to theirs), and beside it (the board's top to their foot); null before */
interface ControlsSeen {
  under: number | null;
  besideReach: number | null;
}

/** Where the size controls lie on a desktop (beside the board, or under it), and the board's greatest height. */
interface Fitted {
  /** the board's greatest height in px where it is less than its height in play (else null, the play's --board-max-h) */
  height: number | null;
  /** the size controls in a column at the board's right, not under it */
  beside: boolean;
}

/**
 * The board's greatest height on a desktop, and where the size controls lie: the screen's height
 * at scroll 0 less what lies above the board (the header, the stage's head, the editor's toolbar
 * and palette, a note) and what `below` holds. At the board's height in play Bars' and Move's
 * size controls lay 46 to 187 px under the foot of a 1280x720 to 1440x900 screen, and a person
 * scrolled to find them. A board taller than wide is given the controls at its side where that
 * draws it larger: under it, Snakebird's Classic 9 and 10, at their 20 px cells, left the
 * controls 35 to 75 px under the foot of 1280x720 (Classic 9 under 1366x768's too), while half
 * the stage's width was empty beside them. Its cells never smaller than LEAST_CELL, where the
 * level's size allows them, and SCROLLED_CELL where the controls end under the foot even at
 * LEAST_CELL (a larger level's: the page scrolls to them); not changed while `held` (a stroke,
 * whose cells would move under the pointer; the pointer on the controls, whose + of a column may
 * leave the board larger under them, and moved them away from the pointer at the next press).
 */
function useFittedHeight(
  wrap: RefObject<HTMLElement | null>,
  below: RefObject<HTMLElement | null> | undefined,
  cellsHigh: number,
  ratio: number,
  held: () => boolean,
): Fitted {
  const [fitted, setFitted] = useState<Fitted>({ height: null, beside: false });
  const isHeld = useRef(held);
  isHeld.current = held;
  const beside = useRef(false);
  beside.current = fitted.beside;
  /** what the controls took when last seen each way: px under the board, and px from the board's top to their foot beside it */
  const seen = useRef<ControlsSeen>({ under: null, besideReach: null });
  useLayoutEffect(() => {
    const el = wrap.current!;
    const fittedLayout = typeof window.matchMedia === 'function' ? window.matchMedia(FITTED_LAYOUTS) : null;
    let retry = 0;
    const fit = () => {
      window.clearTimeout(retry);
      if (isHeld.current()) {
        retry = window.setTimeout(fit, 250);
        return;
      }
      const next = fittedLayout?.matches ? fittedHeight(el, below?.current ?? null, cellsHigh, ratio, beside.current, seen.current) : { height: null, beside: false };
      setFitted((was) =>
        was.beside === next.beside && (was.height === next.height || (was.height !== null && next.height !== null && Math.abs(was.height - next.height) < 1)) ? was : next,
      );
    };
    fit();
    // (what is above the board changes the page's height: a note, the palette wrapping, the text box)
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(document.body);
    // (the controls moved beside the board or under it, on a guess where they were not yet seen
    // that way, are measured where they went: the page's height may stay as it was, and from
    // 1000x650 to 1280x600 Snakebird's Teleporter kept a column 17 px past the foot)
    if (below?.current) observer?.observe(below.current);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      window.clearTimeout(retry);
    };
  }, [wrap, below, cellsHigh, ratio]);
  return fitted;
}

/**
 * The board's height that ends `below` (else the board) FOOT_GAP above the screen's foot at
 * scroll 0, within the bounds useFittedHeight says, and whether `below` lies beside the board:
 * where the room the two ways gives (its height, and the width the zoom's box leaves it) draws
 * the board larger, the way it is now measured, the other reckoned from it.
 */
function fittedHeight(
  wrap: HTMLElement,
  below: HTMLElement | null,
  cellsHigh: number,
  ratio: number,
  besideNow: boolean,
  seen: ControlsSeen,
): Fitted {
  // (zoomed, the box it scrolls in is what the height bounds)
  const zoomed = wrap.querySelector('.zoom-on .zoom-box');
  const shown = (zoomed ?? wrap.querySelector('.ed-board'))?.getBoundingClientRect();
  const play = parseFloat(getComputedStyle(wrap.parentElement ?? wrap).getPropertyValue('--board-max-h'));
  if (!shown?.height || !(play > 0)) return { height: null, beside: false };
  const wrapBottom = wrap.getBoundingClientRect().bottom;
  const belowBottom = below?.getBoundingClientRect().bottom ?? 0;
  // (beside, the board's wrapper is the foot: the column's own is weighed apart, columnFits)
  const foot = (besideNow ? wrapBottom : Math.max(wrapBottom, belowBottom)) + window.scrollY;
  const room = Math.round(shown.height + window.innerHeight - FOOT_GAP - foot);
  // (the board's heights at LEAST_CELL's cells and SCROLLED_CELL's; under the first, cells that would not bring the controls onto the screen)
  const [least, scrolled] = [LEAST_CELL * cellsHigh, SCROLLED_CELL * cellsHigh];
  // (at most its height in play, or LEAST_CELL's where that is taller: Snakebird's Classic 9 (16
  // cells high) was held to 13 px cells by the 208 px in play under 1024x600's editor tools,
  // though the screen had room for 15 beside its size controls)
  const most = Math.max(play, Math.floor(least));
  const finger = typeof window.matchMedia === 'function' && window.matchMedia(FINGER).matches;
  const bounded = (r: number) =>
    r >= most ? (most > play ? most : null) : r >= Math.min(Math.floor(least), play) ? r : scrolled < play && !finger ? Math.floor(scrolled) : null;
  if (!below || zoomed) return { height: bounded(room), beside: besideNow };
  const wrapTop = wrap.getBoundingClientRect().top;
  if (besideNow) seen.besideReach = belowBottom - wrapTop;
  else if (belowBottom > wrapBottom) seen.under = belowBottom - wrapBottom;
  // (the board is as wide as its height allows, at most the zoom's box: its width less the zoom's
  // buttons where its cells drawn without them would be under COMFORT px)
  const drawnWhole = (r: number, w: number) => Math.min(r, w / ratio, most);
  const drawn = (r: number, w: number) => (drawnWhole(r, w) / cellsHigh < COMFORT ? drawnWhole(r, w - ZOOM_BAR) : drawnWhole(r, w));
  const under = seen.under ?? below.offsetHeight + FOOT_GAP;
  const widthUnder = wrap.clientWidth + (besideNow ? BESIDE_WIDTH + BESIDE_GAP : 0);
  const widthBeside = widthUnder - BESIDE_WIDTH - BESIDE_GAP;
  const [roomUnder, roomBeside] = besideNow ? [room - under, room] : [room, room + under];
  // Each way the controls are on the screen with the board's cells at LEAST_CELL at least (under
  // it, as its height allows; beside it, as its width does too, and the column no taller than the
  // room), and where both are, the larger board. Where neither is, they are under it, the cells at
  // SCROLLED_CELL (a level too large for the screen: the page scrolls to them), or on a finger's
  // screen at the board's height in play (FINGER).
  const smallest = Math.min(least, play) - 0.5;
  const columnFits = seen.besideReach === null || seen.besideReach <= window.innerHeight - FOOT_GAP - (wrapTop + window.scrollY);
  const fitsBeside = columnFits && drawn(roomBeside, widthBeside) >= smallest;
  const larger = drawn(roomBeside, widthBeside) > drawn(roomUnder, widthUnder) + (besideNow ? -BESIDE_GAIN : BESIDE_GAIN);
  const beside = fitsBeside && (roomUnder < smallest || larger);
  return { height: bounded(beside ? roomBeside : roomUnder), beside };
}

/**
 * The board with its paint layer. The layer's cells sit exactly over the board's cells: the
 * wrapper keeps the board's proportions and the board's size in play (the width of the
 * panel, at most the board's height in play, --board-max-h, or on a desktop what the screen
 * leaves it, useFittedHeight, or the zoom's, view/Zoom.tsx). A
 * stroke is one undo step: the StrokeContext groups it.
 */
export function GridCanvas({ rows, cols, board, frame, renderCell, overlay, cellClass, describeCell, onPaint, onStrokeEnd, flagged, cellsAfterOpen, controls }: GridCanvasProps) {
  const strokes = useContext(StrokeContext);
  const keysId = useId();
  // one tab stop: the cell last focused; the arrow keys move focus between cells (roving tabindex)
  const [focusAt, setFocusAt] = useState<readonly [number, number]>([0, 0]);
  const focusRow = Math.min(focusAt[0], rows - 1);
  const focusCol = Math.min(focusAt[1], cols - 1);
  const gridRef = useRef<HTMLDivElement>(null);
  // (past EVERY_CELL_UP_TO a grid never draws every cell)
  const neverWhole = rows * cols > EVERY_CELL_UP_TO;
  // (each cell placed at its column from the first task: the cells drawn later need no other layout)
  const later = !neverWhole && cellsAfterOpen === true && rows * cols > DRAWN_AT_ONCE_MAX;
  const placed = neverWhole || later;
  /** the rows drawn whole, on a grid drawing its cells after it opened */
  const wholeRows = useDrawnLater(later, rows, Math.max(1, Math.floor(CELLS_A_TASK / cols)));
  /** whether some cells are not drawn: a press, a hover and the keyboard's cell are the grid's own */
  const sparse = neverWhole || (later && wholeRows < rows);
  /**
   * The cell that holds the page's focus, on a grid that does not draw every cell: it stays drawn
   * until the next cell has the focus, so the focus never falls off the grid between the two
   * (which would end a Shift+arrows stroke).
   */
  const [focusedCell, setFocusedCell] = useState<readonly [number, number] | null>(null);
  /** the box outlining a mouse's cell where the cells are not drawn */
  const hoverRef = useRef<HTMLDivElement>(null);
  /** the cell the keyboard last painted: what it holds now is said (its name changes, which screen readers do not reliably say) */
  const [keyPainted, setKeyPainted] = useState<readonly [number, number] | null>(null);
  const moveFocus = (row: number, col: number) => {
    const r = Math.max(0, Math.min(rows - 1, row));
    const c = Math.max(0, Math.min(cols - 1, col));
    // (drawn before it is focused: on a large grid the cell moved to is drawn for the focus)
    flushSync(() => setFocusAt([r, c]));
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${r}"][data-col="${c}"]`)?.focus();
  };
  /**
   * The stroke being painted: erasing or not, the cell last painted, where the pointer was last
   * seen (client px), whether the board was laid out again since it last moved, and the cell
   * entered since then, painted once it moves.
   */
  const active = useRef<{ erase: boolean; last: string; x: number; y: number; reframed: boolean; held?: readonly [number, number]; gridAt: string } | null>(null);
  /** where the grid is on the screen: a cell entered when that changed with the pointer still (the page scrolled, or grew above the grid) is not the person's */
  const gridAt = () => {
    const r = gridRef.current?.getBoundingClientRect();
    return r ? `${r.x} ${r.y}` : '';
  };
  /**
   * The cell at a point on the screen, by the grid's own box, or null off the grid (or where it is
   * not laid out). Chromium finds a cell under 3 px across (a 255×255 map fitted to a desktop)
   * a pixel away, the next row's and column's, so a press painted the cell below and right of
   * the one under the pointer; `near` is a cell the browser said, taken as in the grid.
   */
  const cellUnder = (x: number, y: number, near?: readonly [number, number]): [number, number] | null => {
    const box = gridRef.current?.getBoundingClientRect();
    if (!box || box.width <= 0 || box.height <= 0) return near ? [near[0], near[1]] : null;
    const row = Math.floor(((y - box.top) / box.height) * rowsRef.current);
    const col = Math.floor(((x - box.left) / box.width) * colsRef.current);
    const inside = row >= 0 && col >= 0 && row < rowsRef.current && col < colsRef.current;
    if (!near) return inside ? [row, col] : null;
    return [Math.max(0, Math.min(rowsRef.current - 1, row)), Math.max(0, Math.min(colsRef.current - 1, col))];
  };
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const colsRef = useRef(cols);
  colsRef.current = cols;
  const onPaintRef = useRef(onPaint);
  onPaintRef.current = onPaint;
  const onEndRef = useRef(onStrokeEnd);
  onEndRef.current = onStrokeEnd;

  useEffect(() => {
    const end = () => {
      if (!active.current) return;
      active.current = null;
      onEndRef.current?.();
      strokes.endStroke();
    };
    // (a browser may send a move at the same place after a layout: not the person's)
    const moved = (e: PointerEvent) => {
      const a = active.current;
      if (!a || (e.clientX === a.x && e.clientY === a.y)) return;
      a.x = e.clientX;
      a.y = e.clientY;
      a.gridAt = gridAt();
      if (a.reframed || a.held) {
        a.reframed = false;
        const held = a.held;
        a.held = undefined;
        if (held) latest.current.enter(held[0], held[1]);
      }
      // every move finds its cell by where it is on the grid (a finger's pointer stays with the first cell it pressed)
      const under = cellUnder(e.clientX, e.clientY);
      if (under) latest.current.enter(under[0], under[1]);
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    window.addEventListener('pointermove', moved, true);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('pointermove', moved, true);
      end();
    };
  }, [strokes]);

  /** two fingers began to pan the zoomed grid: the first finger's press painted, but it was no stroke */
  const cancelStroke = () => {
    if (!active.current) return;
    active.current = null;
    onEndRef.current?.();
    (strokes.cancelStroke ?? strokes.endStroke)();
  };
  /** the stroke Shift+arrows are painting: erasing or not, and the cell last painted */
  const keyStroke = useRef<{ erase: boolean; last: string } | null>(null);
  const endKeyStroke = () => {
    if (!keyStroke.current) return;
    keyStroke.current = null;
    onEndRef.current?.();
    strokes.endStroke();
  };
  const endKeyStrokeRef = useRef(endKeyStroke);
  endKeyStrokeRef.current = endKeyStroke;
  useEffect(() => {
    // (Shift let go anywhere ends it, as does the window losing the keys: a stroke left open would swallow the next edits' undo steps)
    const up = (e: KeyboardEvent) => e.key === 'Shift' && endKeyStrokeRef.current();
    const lost = () => endKeyStrokeRef.current();
    window.addEventListener('keyup', up);
    window.addEventListener('blur', lost);
    return () => {
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', lost);
      endKeyStrokeRef.current();
    };
  }, []);
  // A paint that lays the board out again (Snakebird's first water on a classic level drops its
  // open margin, and the cells grow) moves the cells under a pointer held still: the cell that
  // comes under it is entered, but not by the person, until the pointer moves again.
  const layout = `${rows} ${cols} ${frame.left} ${frame.top} ${frame.width} ${frame.height} ${frame.cellWidth} ${frame.cellHeight}`;
  const laidOut = useRef(layout);
  if (laidOut.current !== layout) {
    laidOut.current = layout;
    if (active.current) active.current.reframed = true;
  }
  const enter = (row: number, col: number) => {
    const a = active.current;
    if (!a) return;
    // (a move into a cell is seen before the pointermove that made it, so a person's move finds the grid where the last move left it)
    if (a.reframed || gridAt() !== a.gridAt) {
      a.held = [row, col];
      return;
    }
    const key = cellKey(row, col);
    if (key === a.last) return;
    a.last = key;
    onPaintRef.current({ row, col, erase: a.erase, phase: 'drag' });
  };
  // what the cells do, read through a ref: the cells get one object for good, so a paint
  // re-renders only the cells whose name or look changed (a 64×64 level has 4,096)
  const latest = useRef<CellEvents & { down(e: ReactPointerEvent, hit?: readonly [number, number]): void }>(null!);
  latest.current = {
    enter: (row, col, e) => {
      const [r, c] = e ? cellUnder(e.clientX, e.clientY, [row, col])! : [row, col];
      enter(r, c);
    },
    focus: (row, col) => {
      if (row !== focusRow || col !== focusCol) setFocusAt([row, col]);
      if (sparse && (focusedCell?.[0] !== row || focusedCell[1] !== col)) setFocusedCell([row, col]);
    },
    down(e, hit) {
      if (e.button !== 0 && e.button !== 2) return;
      const at = cellUnder(e.clientX, e.clientY, hit);
      if (!at) return;
      e.preventDefault();
      const [row, col] = at;
      const erase = e.button === 2 || e.altKey;
      endKeyStroke();
      active.current = { erase, last: cellKey(row, col), x: e.clientX, y: e.clientY, reframed: false, gridAt: gridAt() };
      setKeyPainted(null);
      strokes.beginStroke();
      onPaintRef.current({ row, col, erase, phase: 'start' });
    },
    key(row, col, e) {
      const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
      if (step) {
        e.preventDefault();
        const to: [number, number] = [Math.max(0, Math.min(rows - 1, row + step[0]!)), Math.max(0, Math.min(cols - 1, col + step[1]!))];
        moveFocus(to[0], to[1]);
        // Shift+arrows paint as a drag does: the cell the stroke starts on, then each cell moved to, one undo step until Shift is let go
        if (e.shiftKey && !e.ctrlKey && !e.metaKey) {
          if (!keyStroke.current) {
            if (active.current) return;
            keyStroke.current = { erase: e.altKey, last: cellKey(row, col) };
            strokes.beginStroke();
            onPaintRef.current({ row, col, erase: e.altKey, phase: 'start' });
          }
          const k = keyStroke.current;
          if (cellKey(to[0], to[1]) !== k.last) {
            k.last = cellKey(to[0], to[1]);
            onPaintRef.current({ row: to[0], col: to[1], erase: k.erase, phase: 'drag' });
          }
          setKeyPainted(to);
        }
        return;
      }
      // a large grid is crossed a page at a time, as a grid's keys go (ARIA's grid pattern)
      if (e.key === 'PageUp' || e.key === 'PageDown') {
        e.preventDefault();
        moveFocus(row + (e.key === 'PageUp' ? -PAGE_ROWS : PAGE_ROWS), col);
        return;
      }
      if (e.key === 'Home' || e.key === 'End') {
        e.preventDefault();
        moveFocus(e.ctrlKey ? (e.key === 'Home' ? 0 : rows - 1) : row, e.key === 'Home' ? 0 : cols - 1);
        return;
      }
      // keyboard painting: Enter or Space paints, with Alt erases
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      endKeyStroke();
      strokes.beginStroke();
      onPaintRef.current({ row, col, erase: e.altKey, phase: 'start' });
      onEndRef.current?.();
      strokes.endStroke();
      setKeyPainted([row, col]);
    },
  };
  const events = useMemo<CellEvents>(
    () => ({
      enter: (row, col, e) => latest.current.enter(row, col, e),
      focus: (row, col) => latest.current.focus(row, col),
      key: (row, col, e) => latest.current.key(row, col, e),
    }),
    [],
  );

  // What each row's cells hold, asked again only when the level's drawing is: moving the focus
  // (an arrow key on a 255×255 map asked all 65,025 cells) re-renders this canvas alone.
  // (a flag is looked up only where there are flags: the keys cost as much as the rest of a row)
  const anyFlagged = flagged !== undefined && flagged.size > 0;
  const classOf = (row: number, col: number) => {
    const own = cellClass?.(row, col);
    return anyFlagged && flagged.has(cellKey(row, col)) ? (own ? `${own} ed-flagged` : 'ed-flagged') : own;
  };
  const drawRow = (row: number, shown: readonly number[]): DrawnRow => ({
    shown,
    descriptions: describeCell && shown.map((col) => describeCell(row, col)),
    classes: cellClass || anyFlagged ? shown.map((col) => classOf(row, col)) : undefined,
    marks: renderCell && shown.map((col) => renderCell(row, col)),
  });
  const everyCell = useMemo(() => {
    if (neverWhole) return null;
    const every = Array.from({ length: cols }, (_, col) => col);
    return Array.from({ length: rows }, (_, row) => drawRow(row, every));
    // (drawRow reads describeCell, cellClass, renderCell and flagged)
  }, [rows, cols, describeCell, cellClass, renderCell, flagged, neverWhole]);
  const someCells = useMemo(() => {
    if (!sparse) return null;
    // the cells that show something of their own, found without drawing the others
    const own = new Map<number, Set<number>>();
    const add = (row: number, col: number) => {
      if (row < 0 || col < 0 || row >= rows || col >= cols) return;
      const set = own.get(row) ?? new Set<number>();
      own.set(row, set.add(col));
    };
    if (renderCell || cellClass)
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++) if (shows(renderCell?.(row, col)) || cellClass?.(row, col)) add(row, col);
    if (anyFlagged)
      for (const key of flagged) {
        const [row, col] = key.split(',').map(Number);
        add(row!, col!);
      }
    return Array.from({ length: rows }, (_, row) => {
      const set = own.get(row);
      return set ? drawRow(row, [...set].sort((a, b) => a - b)) : { shown: NONE };
    });
    // (drawRow reads describeCell, cellClass, renderCell and flagged)
  }, [rows, cols, describeCell, cellClass, renderCell, flagged, sparse]);
  const cells = (row: number) => (everyCell && (!sparse || row < wholeRows) ? everyCell[row]! : someCells![row]!);
  /** a row with the keyboard's cells drawn too, where they are in it */
  const withFocus = (row: number): DrawnRow => {
    const drawn = cells(row);
    if (!sparse) return drawn;
    const more = [row === focusRow ? focusCol : -1, focusedCell && focusedCell[0] === row ? focusedCell[1] : -1].filter(
      (col, i, all) => col >= 0 && col < cols && all.indexOf(col) === i && !drawn.shown.includes(col),
    );
    return more.length ? drawRow(row, [...drawn.shown, ...more].sort((a, b) => a - b)) : drawn;
  };
  /** outlines the cell under a mouse, where the cells are not drawn (a finger has no hover) */
  const hover = (e?: ReactPointerEvent) => {
    const box = hoverRef.current;
    if (!box) return;
    const at = e && e.pointerType !== 'touch' ? cellUnder(e.clientX, e.clientY) : null;
    box.hidden = !at;
    if (at) Object.assign(box.style, { top: percent(at[0], rows), left: percent(at[1], cols), height: percent(1, rows), width: percent(1, cols) });
  };
  const ratio = frame.width / frame.height;
  const fitRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  /** a pointer over the controls, or the keyboard's focus in them: they stay where they are */
  const onControls = useRef({ pointer: false, keys: false });
  const fitted = useFittedHeight(
    fitRef,
    controls === undefined ? undefined : controlsRef,
    frame.height / Math.min(frame.cellWidth, frame.cellHeight),
    ratio,
    () => active.current !== null || keyStroke.current !== null || onControls.current.pointer || onControls.current.keys,
  );
  const besideStyle = { '--ed-beside-w': `${BESIDE_WIDTH}px`, '--ed-beside-gap': `${BESIDE_GAP}px` } as CSSProperties;
  return (
    <div className={fitted.beside ? 'ed-grid-area ed-beside' : 'ed-grid-area'} style={fitted.beside ? besideStyle : undefined}>
      {/* (the height fitted to a desktop's screen given to the zoom too, which offers itself by it) */}
      <div ref={fitRef} className="ed-fit" style={fitted.height === null ? undefined : ({ '--board-max-h': `${fitted.height}px` } as CSSProperties)}>
        {/* a grid too large for its room zooms (the board's width then --zoom-w) and scrolls */}
        <Zoom size={{ width: frame.width, height: frame.height, cell: frame.readSide ?? Math.min(frame.cellWidth, frame.cellHeight) }} onPan={cancelStroke}>
          <div className="ed-board" style={{ aspectRatio: `${frame.width} / ${frame.height}`, width: `var(--zoom-w, min(100%, calc(var(--board-max-h, 62vh) * ${ratio})))` }}>
            {board}
            <div
              ref={gridRef}
              className={placed ? 'ed-paint ed-paint-sparse' : 'ed-paint'}
              role="grid"
              aria-label={`Level grid, ${plural(rows, 'row')} by ${plural(cols, 'column')}`}
              aria-describedby={keysId}
              aria-rowcount={rows}
              aria-colcount={cols}
              onPointerDown={(e) => {
                // (a press on a drawn cell names it, for a grid not laid out; elsewhere the grid's box says)
                const hit = (e.target as Element).closest<HTMLElement>('[data-row][data-col]');
                latest.current.down(e, hit ? [Number(hit.dataset.row), Number(hit.dataset.col)] : undefined);
              }}
              onPointerMove={sparse ? hover : undefined}
              onPointerLeave={sparse ? () => hover() : undefined}
              onBlur={(e) => !gridRef.current?.contains(e.relatedTarget as Node | null) && endKeyStroke()}
              style={{
                left: percent(frame.left, frame.width),
                top: percent(frame.top, frame.height),
                width: percent(cols * frame.cellWidth, frame.width),
                height: percent(rows * frame.cellHeight, frame.height),
                ['--ed-cell-w' as string]: placed ? percent(1, cols) : undefined,
              }}
              onContextMenu={(e) => e.preventDefault()}
            >
              {Array.from({ length: rows }, (_, row) => {
                const drawn = withFocus(row);
                return (
                  <PaintRow
                    key={row}
                    row={row}
                    cols={cols}
                    placed={placed}
                    tabbableCol={row === focusRow ? focusCol : -1}
                    shown={drawn.shown}
                    descriptions={drawn.descriptions}
                    classes={drawn.classes}
                    marks={drawn.marks}
                    events={events}
                  />
                );
              })}
              {sparse && <div ref={hoverRef} className="ed-paint-hover" aria-hidden="true" hidden />}
            </div>
            {overlay && <div className="ed-overlay">{overlay}</div>}
            <p className="sr-only" id={keysId}>
              {GRID_KEYS}
            </p>
            <p className="sr-only" aria-live="polite">
              {keyPainted && describeCell && keyPainted[0] < rows && keyPainted[1] < cols ? `Row ${keyPainted[0] + 1}, column ${keyPainted[1] + 1}: ${describeCell(keyPainted[0], keyPainted[1])}` : ''}
            </p>
          </div>
        </Zoom>
      </div>
      {controls !== undefined && (
        <div
          ref={controlsRef}
          className="ed-under"
          onPointerEnter={() => (onControls.current.pointer = true)}
          onPointerLeave={() => (onControls.current.pointer = false)}
          // (a click's focus is left out: it stays on the button as the pointer goes to the grid, whose press would find it moved)
          onFocus={(e) => (onControls.current.keys = e.target.matches(':focus-visible'))}
          onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && (onControls.current.keys = false)}
        >
          {controls}
        </div>
      )}
    </div>
  );
}

/** What a cell does with its events (the grid's, given once); a press is the grid's own. */
interface CellEvents {
  /** the pointer came over the cell the browser says is at (row, col); where it is on the grid says which it is */
  enter(row: number, col: number, e?: { clientX: number; clientY: number }): void;
  focus(row: number, col: number): void;
  key(row: number, col: number, e: ReactKeyboardEvent): void;
}

/** The cells of a row that are drawn (every one, or on a large grid those that show something) and what each holds. */
interface DrawnRow {
  /** the columns drawn, in order */
  shown: readonly number[];
  /** what each holds (describeCell), for its name */
  descriptions?: readonly string[];
  /** each one's classes beside ed-paint-cell, if any */
  classes?: readonly (string | undefined)[];
  marks?: readonly ReactNode[];
}

const NONE: readonly number[] = [];

/** whether a cell's mark draws anything */
const shows = (mark: ReactNode) => mark !== null && mark !== undefined && mark !== false;

interface PaintRowProps extends DrawnRow {
  row: number;
  cols: number;
  /** each cell placed at its column (only some are drawn), not laid out after the one before */
  placed: boolean;
  /** the column of the grid's one tab stop, when it is in this row; else -1 */
  tabbableCol: number;
  events: CellEvents;
}

const sameItems = <T,>(a: readonly T[] | undefined, b: readonly T[] | undefined) => a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * A row of the paint layer, drawn again only when one of its cells changed: a paint changes a
 * cell or a few, and on a 255×255 level reconciling all 65,025 cells at every stroke took most
 * of its time.
 */
const PaintRow = memo(
  function PaintRow({ row, cols, placed, tabbableCol, shown, descriptions, classes, marks, events }: PaintRowProps) {
    return (
      <div role="row" className="ed-paint-row" aria-rowindex={row + 1}>
        {shown.map((col, i) => {
          const own = classes?.[i];
          return (
            <PaintCell
              key={col}
              row={row}
              col={col}
              left={placed ? percent(col, cols) : undefined}
              tabbable={col === tabbableCol}
              label={`row ${row + 1} column ${col + 1}${descriptions ? `: ${descriptions[i]}` : ''}`}
              className={own ? `ed-paint-cell ${own}` : 'ed-paint-cell'}
              mark={marks?.[i]}
              events={events}
            />
          );
        })}
      </div>
    );
  },
  (a, b) =>
    a.row === b.row && a.cols === b.cols && a.placed === b.placed && a.tabbableCol === b.tabbableCol && a.events === b.events &&
    sameItems(a.shown, b.shown) && sameItems(a.descriptions, b.descriptions) && sameItems(a.classes, b.classes) && sameItems(a.marks, b.marks),
);

interface PaintCellProps {
  row: number;
  col: number;
  /** where it stands in its row, when the cells before it may not be drawn */
  left?: string;
  label: string;
  className: string;
  tabbable: boolean;
  mark?: ReactNode;
  events: CellEvents;
}

/** One cell of the paint layer: a transparent button over the board's cell. */
const PaintCell = memo(function PaintCell({ row, col, left, label, className, tabbable, mark, events }: PaintCellProps) {
  return (
    <button
      type="button"
      role="gridcell"
      data-cell=""
      data-row={row}
      data-col={col}
      aria-colindex={col + 1}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      className={className}
      style={left === undefined ? undefined : { left }}
      onFocus={() => events.focus(row, col)}
      onPointerEnter={(e) => events.enter(row, col, e)}
      onKeyDown={(e) => events.key(row, col, e)}
    >
      {mark}
    </button>
  );
});

export interface BorderControlsProps {
  onResize(side: Side, delta: 1 | -1): void;
  rows: number;
  cols: number;
  maxRows: number;
  maxCols: number;
}

/** Add or remove a row or column at each border: a line for the rows, one for the columns, each side's + and − beside its name (each button named in full). */
function BorderControls({ onResize, rows, cols, maxRows, maxCols }: BorderControlsProps) {
  const names: Record<Side, string> = { top: 'row at top', bottom: 'row at bottom', left: 'column at left', right: 'column at right' };
  const pair = (side: Side) => {
    const vertical = side === 'top' || side === 'bottom';
    return (
      <span key={side} className="ed-border">
        <span aria-hidden="true">{side}</span>
        {/* off at the limit, focus stays: sent to the next button, a press more would have added what was being removed */}
        <button type="button" aria-label={`Add ${names[side]}`} title={`Add ${names[side]}`} {...offAtEnd(vertical ? rows >= maxRows : cols >= maxCols, () => onResize(side, 1))}>
          +
        </button>
        <button type="button" aria-label={`Remove ${names[side]}`} title={`Remove ${names[side]}`} {...offAtEnd((vertical ? rows : cols) <= 1, () => onResize(side, -1))}>
          −
        </button>
      </span>
    );
  };
  return (
    <div className="ed-borders" role="group" aria-label="Grid size">
      {/* a resize is heard (the grid's own name says its size, but only when it is reached again) */}
      <span className="ed-size" aria-live="polite">
        <span aria-hidden="true">
          {rows}×{cols}
        </span>
        <span className="sr-only">
          {rows} {rows === 1 ? 'row' : 'rows'} by {cols} {cols === 1 ? 'column' : 'columns'}
        </span>
      </span>
      <SizeForm key={`${rows}x${cols}`} rows={rows} cols={cols} maxRows={maxRows} maxCols={maxCols} onResize={onResize} />
      {/* (the rows' and the columns' buttons wrap as one: a line of their own under the sizes, not one of them beside the sizes) */}
      <span className="ed-border-axes">
        <span className="ed-border-axis">
          <span aria-hidden="true">Rows</span>
          {pair('top')}
          {pair('bottom')}
        </span>
        <span className="ed-border-axis">
          <span aria-hidden="true">Columns</span>
          {pair('left')}
          {pair('right')}
        </span>
      </span>
    </div>
  );
}

/**
 * The grid's size typed: rows come and go at the bottom, columns at the right, all one undo
 * step. A level copied from a picture is known by its size: 6×8 to 12×14 was 12 presses of +.
 */
function SizeForm({ onResize, rows, cols, maxRows, maxCols }: BorderControlsProps) {
  const strokes = useContext(StrokeContext);
  const [want, setWant] = useState({ rows: String(rows), cols: String(cols) });
  // (a level opened larger than the editor draws up to, a Snakebird map of 50 rows from a file or
  // a link, keeps its size as the largest: the browser refused its own Rows box, 'must be less
  // than or equal to 40', when only Columns was typed, and 45 rows typed would have cut it to 40)
  const most = (max: number, now: number) => Math.max(max, now);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const to = (typed: string, max: number, now: number) => Math.min(most(max, now), Math.max(1, Math.round(Number(typed)) || now));
    const steps: [Side, number][] = [['bottom', to(want.rows, maxRows, rows) - rows], ['right', to(want.cols, maxCols, cols) - cols]];
    strokes.beginStroke();
    for (const [side, n] of steps) for (let i = 0; i < Math.abs(n); i++) onResize(side, n > 0 ? 1 : -1);
    strokes.endStroke();
  };
  const box = (what: 'rows' | 'cols', max: number) => (
    <input type="number" inputMode="numeric" min={1} max={most(max, what === 'rows' ? rows : cols)} required value={want[what]} onChange={(e) => setWant({ ...want, [what]: e.target.value })} />
  );
  return (
    <form className="ed-size-set" aria-label="Size" onSubmit={submit}>
      <label>
        Rows {box('rows', maxRows)}
      </label>{' '}
      <label>
        Columns {box('cols', maxCols)}
      </label>{' '}
      <button type="submit">Set size</button>
    </form>
  );
}

export interface PaintableGridProps extends Omit<GridCanvasProps, 'flagged'> {
  /** validation issues: the cells they point at are outlined */
  issues: readonly ValidationIssue[];
  /** the largest number of rows and of columns */
  max: number;
  onResize(side: Side, delta: 1 | -1): void;
}

/** A grid editor's board and paint layer, with its border controls below it (or beside it: GridCanvas's controls). */
export function PaintableGrid({ issues, max, onResize, ...canvas }: PaintableGridProps) {
  const flagged = useMemo(() => issueMarks(issues).cells, [issues]);
  return (
    <GridCanvas
      {...canvas}
      flagged={flagged}
      controls={<BorderControls rows={canvas.rows} cols={canvas.cols} maxRows={max} maxCols={max} onResize={onResize} />}
    />
  );
}

/**
 * What an editor says above its grid, as shown: while a pointer is down the words shown when it
 * went down stay, and what came since shows as it is let go. A line above the grid that came,
 * went or took another line at a stroke's first cell moved the cells under the pointer (a
 * snakebird dragged along a row was drawn through the walls of the row below); a change with no
 * pointer down (a key's, an Undo's, a typed count's) shows at once.
 */
function useHeldWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const down = useRef(false);
  const latest = useRef(value);
  latest.current = value;
  useEffect(
    () =>
      listenPointerHeld(
        () => void (down.current = true),
        () => {
          down.current = false;
          setShown(latest.current);
        },
      ),
    [],
  );
  if (shown !== value && !down.current) setShown(value);
  return down.current ? shown : value;
}

/** The last edit the family's parser refused, announced above the grid (held while a pointer is down). */
export function EditError({ message }: { message: string | null }) {
  const text = useHeldWhilePressed(message);
  return text ? (
    <p role="alert" className="ed-error">
      {text}
    </p>
  ) : null;
}

/**
 * What the last tap or edit did, or what the tool asks for next, said above the grid where a
 * phone shows it (under the grid it was out of sight), held while a pointer is down as
 * EditError is. Its line is kept when empty, so that words coming do not move the grid.
 */
export function EditHint({ text }: { text: string | null | false | undefined }) {
  const shown = useHeldWhilePressed(text || null);
  return (
    <p aria-live="polite" className="ed-hint">
      {shown}
    </p>
  );
}

/**
 * Escape heard anywhere on the page while an editor holds something for the next press (DogBunny's
 * picked node, Anemones' chosen anemone, Snakebird's waiting pad or the snake drawn on) lets it go:
 * a click does not focus the grid, so the page hears the key. Not an Escape typed in a box or one
 * that closes a dialog over the editor (My levels): it let go with it. (Here, with the kit every
 * editor loads: a module of its own was a chunk of its own, named in the first screen's code.)
 */
export function useEscape(held: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!held) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && !keysBelongElsewhere(e.target)) latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [held]);
}
