// Play the level yourself: keyboard, mouse and touch; undo, redo, restart; a move counter
// beside the optimal count once known; a win message; Hint and Solve from here, which ask
// the solver for an optimal solution from the current position.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnyFamily } from '../puzzles/types.ts';
import { ARROWS, isTyping, swipeDirection } from '../view/input.ts';
import { arrowChoice } from '../view/choice.ts';
import { reportPlayedLine } from '../view/playedLine.ts';
import type { AnyFamilyView, BoardProps, Direction } from '../view/types.ts';

/** What the play panel asks the board to draw besides the position. */
export type BoardMarks = Pick<BoardProps<unknown, unknown>, 'lastMove' | 'hint' | 'selected' | 'onSelect' | 'cursor'>;
import { SolverClient } from '../worker/client.ts';
import './editor.css';

export interface PlayPanelProps {
  family: AnyFamily;
  /** the family's view table: how input becomes moves, how moves read */
  view: AnyFamilyView;
  level: unknown;
  /** the optimal move count, when the app already knows it */
  optimal?: number;
  /** the solver; defaults to the play panels' own client of the worker */
  solver?: SolverClient;
  /** the real board for a play state (clicking a piece calls play); the position's text when absent */
  renderBoard?(state: unknown, level: unknown, play: (move: string) => void, marks: BoardMarks): ReactNode;
  /** delay between moves when Solve from here plays the rest */
  stepMs?: number;
  /** keep the moves played under this key when the panel goes away, for a panel that comes back on the same level */
  keep?: string;
  /** take over from these moves (a new object each time): they become the line played */
  from?: { moves: readonly string[] };
  /** the optimal solution from the start, when known: the move list shows where the line leaves it */
  mainLine?: readonly string[];
}

interface Line {
  /** the level the line is played on: a line of another level is never read */
  level: unknown;
  moves: string[];
  states: unknown[];
  /** moves undone, most recent last, for Redo */
  undone: string[];
}

const DIRECTIONS: { dir: Direction; label: string }[] = [
  { dir: 'U', label: 'Up' },
  { dir: 'L', label: 'Left' },
  { dir: 'D', label: 'Down' },
  { dir: 'R', label: 'Right' },
];

/** one at a time is on screen; kept across mounts so its warm worker serves the next panel */
const playSolver = new SolverClient();

/** Is the key press aimed at a control of its own (a button, a link, a field)? */
const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, a, input, select, textarea, [role="radio"], [role="tab"]') !== null;

/** take-overs already applied (a panel that comes back keeps the moves played since) */
const takenOver = new WeakSet<object>();

/** lines kept across unmounts, by the caller's key */
const keptLines = new Map<string, Line>();

export function PlayPanel({ family, view, level, optimal: knownOptimal, solver = playSolver, renderBoard, stepMs = 250, keep, from, mainLine }: PlayPanelProps) {
  const input = view.input;
  const start = useMemo(() => family.start(level), [family, level]);
  const fresh = (): Line => ({ level, moves: [], states: [start], undone: [] });
  const [played, setLine] = useState<Line>(() => (keep !== undefined ? keptLines.get(keep) : undefined) ?? fresh());
  // a new level (another family, another gallery level) starts a new line in the same render,
  // so the old line's states are never read with the new level's rules
  const line = played.level === level ? played : fresh();
  useEffect(() => {
    if (keep !== undefined) keptLines.set(keep, line);
  }, [keep, line]);
  const [optimal, setOptimal] = useState<number | undefined>(knownOptimal);
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'hint' | 'solve'>(null);
  const [note, setNote] = useState<string | null>(null);
  const [piece, setPiece] = useState<string | null>(null);
  const autoplay = useRef<number | null>(null);
  const lineRef = useRef(line);
  lineRef.current = line;
  useEffect(() => reportPlayedLine(level, line.moves), [level, line.moves]);

  const stopAutoplay = () => {
    if (autoplay.current !== null) window.clearTimeout(autoplay.current);
    autoplay.current = null;
  };
  const stopSolver = () => {
    solver.stop();
    setBusy(null);
  };
  useEffect(() => {
    stopAutoplay();
    stopSolver();
    setLine((cur) => (cur.level === level ? cur : fresh()));
    setHint(null);
    setNote(null);
  }, [level]);
  useEffect(() => setOptimal(knownOptimal), [knownOptimal, level]);
  // taking over: the given moves, replayed through the rules, are the line played so far
  if (from && !takenOver.has(from)) {
    takenOver.add(from);
    const states = [start];
    for (const m of from.moves) {
      const next = family.play(level, states[states.length - 1], m);
      if (next === null) break;
      states.push(next);
    }
    const taken: Line = { level, moves: from.moves.slice(0, states.length - 1), states, undone: [] };
    if (keep !== undefined) keptLines.set(keep, taken);
    if (played !== taken) setLine(taken);
  }
  useEffect(() => stopAutoplay, []);
  useEffect(() => () => solver.stop(), [solver]);

  const state = line.states[line.states.length - 1];
  const won = family.isWon(level, state);
  const lost = !won && (family.isLost?.(level, state) ?? false);
  const legal = useMemo(() => (won || lost ? [] : family.legalMoves(level, state)), [family, level, state, won, lost]);
  const pieces = useMemo(() => input.pieces?.(level, state) ?? [], [input, level, state]);
  const grid = useMemo(() => input.grid?.(level) ?? null, [input, level]);
  const [cursorAt, setCursor] = useState<readonly [number, number]>([0, 0]);
  const cursor: readonly [number, number] = grid ? [Math.min(cursorAt[0], grid.rows - 1), Math.min(cursorAt[1], grid.cols - 1)] : cursorAt;
  const chosen = piece !== null && pieces.includes(piece) ? piece : (pieces[0] ?? null);

  const play = useCallback(
    (move: string): boolean => {
      const cur = lineRef.current;
      const from = cur.states[cur.states.length - 1];
      if (family.isWon(level, from)) return false;
      const next = family.play(level, from, move);
      if (next === null) return false;
      const undone = cur.undone.length && cur.undone[cur.undone.length - 1] === move ? cur.undone.slice(0, -1) : [];
      const updated = { level: cur.level, moves: [...cur.moves, move], states: [...cur.states, next], undone };
      lineRef.current = updated;
      setLine(updated);
      setHint(null);
      setNote(null);
      return true;
    },
    [family, level],
  );

  const undo = useCallback(() => {
    stopAutoplay();
    const cur = lineRef.current;
    const last = cur.moves[cur.moves.length - 1];
    if (last === undefined) return;
    setLine({ level: cur.level, moves: cur.moves.slice(0, -1), states: cur.states.slice(0, -1), undone: [...cur.undone, last] });
    setHint(null);
  }, []);
  const redo = useCallback(() => {
    const cur = lineRef.current;
    const again = cur.undone[cur.undone.length - 1];
    if (again !== undefined) play(again);
  }, [play]);
  const restart = () => {
    stopAutoplay();
    setLine(fresh());
    setHint(null);
    setNote(null);
  };

  const ask = (kind: 'hint' | 'solve') => {
    stopAutoplay();
    setBusy(kind);
    setNote(null);
    const fromMoves = lineRef.current.moves;
    solver.start({ family: family.id, text: family.make(level), fromMoves }, (m) => {
      if (m.type === 'progress') return;
      setBusy(null);
      if (lineRef.current.moves !== fromMoves) return; // the player moved meanwhile
      if (m.type === 'error') {
        setNote(m.message);
        return;
      }
      const result = m.result;
      if (result.kind === 'unsolvable') setNote('No solution from here: undo or restart.');
      else if (result.kind === 'limit') setNote(`The solver stopped at a limit (${result.limit}) before finding a solution.`);
      else {
        if (fromMoves.length === 0) setOptimal(result.moves);
        if (kind === 'hint') setHint(result.solution[0] ?? null);
        else playOut(result.solution);
      }
    });
  };

  const playOut = (moves: readonly string[]) => {
    const step = (i: number) => {
      const move = moves[i];
      if (move === undefined || !play(move)) {
        autoplay.current = null;
        return;
      }
      autoplay.current = window.setTimeout(() => step(i + 1), stepMs);
    };
    step(0);
  };

  const onDirection = (dir: Direction) => {
    const move = input.direction?.(dir, chosen);
    if (move) play(move);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      const key = e.key;
      if ((e.ctrlKey || e.metaKey) && (key.toLowerCase() === 'z' || key.toLowerCase() === 'y')) {
        e.preventDefault();
        if (key.toLowerCase() === 'y' || e.shiftKey) redo();
        else undo();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const dir = ARROWS[key];
      if (dir && input.direction) {
        e.preventDefault();
        stopAutoplay();
        onDirection(dir);
        return;
      }
      if (grid) {
        // a cursor over the grid: arrows move it, Enter or Space presses (not while a button has focus)
        if (dir) {
          e.preventDefault();
          const [r, c] = cursor;
          const [dr, dc] = dir === 'U' ? [-1, 0] : dir === 'D' ? [1, 0] : dir === 'L' ? [0, -1] : [0, 1];
          setCursor([Math.max(0, Math.min(grid.rows - 1, r + dr)), Math.max(0, Math.min(grid.cols - 1, c + dc))]);
          return;
        }
        if ((key === 'Enter' || key === ' ') && !isControl(e.target)) {
          e.preventDefault();
          stopAutoplay();
          play(grid.press(cursor[0], cursor[1]));
          return;
        }
      }
      // number keys choose a piece; Tab is left to move focus
      const n = Number(key);
      if (pieces.length > 0 && Number.isInteger(n) && n >= 1 && n <= pieces.length) setPiece(pieces[n - 1] ?? null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const swipe = useRef<{ x: number; y: number } | null>(null);
  const count = line.moves.length;

  return (
    <section className="pl-panel" aria-label={`Play ${family.title}`}>
      <div className="pl-toolbar" role="toolbar" aria-label="Play">
        <button type="button" onClick={undo} disabled={count === 0} title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" onClick={redo} disabled={line.undone.length === 0} title="Redo (Ctrl+Y)">
          Redo
        </button>
        <button type="button" onClick={restart} disabled={count === 0}>
          Restart
        </button>
        <button type="button" onClick={() => ask('hint')} disabled={busy !== null || won || lost}>
          Hint
        </button>
        <button type="button" onClick={() => ask('solve')} disabled={busy !== null || won || lost}>
          Solve from here
        </button>
        {busy !== null && (
          <button type="button" onClick={stopSolver}>
            Cancel
          </button>
        )}
        <span className="pl-count" data-testid="move-count">
          Moves: {count}
          {optimal !== undefined && ` (optimal: ${optimal})`}
        </span>
      </div>
      {pieces.length > 0 && (
        <div role="radiogroup" aria-label={input.pieceKind ?? 'Piece'} className="pl-pieces" onKeyDown={(e) => chosen !== null && arrowChoice(e, pieces, chosen, setPiece)}>
          {pieces.map((p, i) => (
            <button key={p} type="button" role="radio" aria-checked={p === chosen} tabIndex={p === chosen ? 0 : -1} onClick={() => setPiece(p)} title={`key ${i + 1}`}>
              <kbd>{i + 1}</kbd> {input.pieceName?.(p) ?? `${input.pieceKind ?? 'Piece'} ${p}`}
            </button>
          ))}
        </div>
      )}
      <div
        className="pl-board"
        tabIndex={grid || input.direction ? 0 : undefined}
        role={grid || input.direction ? 'group' : undefined}
        aria-label={grid ? 'Board: the arrow keys move the cursor, Enter or Space presses' : input.direction ? 'Board: the arrow keys move' : undefined}
        style={{ touchAction: input.direction ? 'none' : undefined }}
        onPointerDown={(e) => (swipe.current = { x: e.clientX, y: e.clientY })}
        onPointerUp={(e) => {
          const s = swipe.current;
          swipe.current = null;
          if (!s || !input.direction) return;
          const dir = swipeDirection(e.clientX - s.x, e.clientY - s.y);
          if (dir) onDirection(dir);
        }}
      >
        {renderBoard ? (
          renderBoard(state, level, (m) => void play(m), {
            lastMove: line.moves[line.moves.length - 1] ?? null,
            hint,
            selected: pieces.length > 0 ? chosen : null,
            onSelect: pieces.length > 0 ? setPiece : undefined,
            cursor: grid ? cursor : null,
          })
        ) : (
          <PositionView family={family} view={view} level={level} state={state} onMove={play} />
        )}
      </div>
      <LineList moves={line.moves} mainLine={mainLine} describe={view.describeMove} />
      {input.direction && (
        <div className="pl-moves" role="group" aria-label="Directions">
          {DIRECTIONS.map(({ dir, label }) => (
            <button key={dir} type="button" onClick={() => onDirection(dir)}>
              {label}
            </button>
          ))}
        </div>
      )}
      {input.listLegalMoves && (
        <div className="pl-moves" role="group" aria-label="Legal moves">
          {legal.map((m) => (
            <button key={m} type="button" onClick={() => play(m)} className={m === hint ? 'pl-hinted' : undefined} data-move={m}>
              {view.describeMove(m)}
            </button>
          ))}
        </div>
      )}
      <div aria-live="polite" className="pl-status">
        <span className="sr-only">{count > 0 ? `Move ${count}: ${view.describeMove(line.moves[count - 1]!)}.` : ''}</span>
        {busy === 'hint' && 'Looking for the best next move…'}
        {busy === 'solve' && 'Solving from here…'}
        {hint && (
          <span data-testid="hint" data-move={hint}>
            Hint: {view.describeMove(hint)}
          </span>
        )}
        {note && <span className="pl-note">{note}</span>}
      </div>
      <div role="alert">
        {won && (
          <p className="pl-win">
            Solved in {count} move{count === 1 ? '' : 's'}
            {optimal !== undefined && (count === optimal ? ' — optimal!' : ` (optimal is ${optimal})`)}
          </p>
        )}
        {lost && <p className="pl-lost">This position is lost: undo or restart.</p>}
      </div>
    </section>
  );
}

/**
 * A plain view of the position when no board is given: its text, and for families played on
 * a grid (bars, anemones) a button per cell that presses it.
 */
function PositionView({ family, view, level, state, onMove }: { family: AnyFamily; view: AnyFamilyView; level: unknown; state: unknown; onMove(m: string): boolean }) {
  const text = family.make(family.levelFromState(level, state));
  const grid = view.input.grid?.(level);
  return (
    <>
      <pre className="ed-preview-text">{text}</pre>
      {grid && (
        <div className="ed-grid" role="grid" aria-label={`${view.title} cells`} style={{ gridTemplateColumns: `repeat(${grid.cols}, var(--ed-cell, 2rem))` }}>
          {Array.from({ length: grid.rows }, (_, r) => (
            <div role="row" className="ed-row" key={r}>
              {Array.from({ length: grid.cols }, (_, c) => {
                const move = grid.press(r, c);
                return (
                  <button type="button" role="gridcell" className="ed-cell" key={c} aria-label={view.describeMove(move)} onClick={() => onMove(move)}>
                    {c + 1}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/**
 * The moves played, in words. Where the line follows the optimal solution it is the main line;
 * from the first move that leaves it, it is the player's own branch.
 */
function LineList({ moves, mainLine, describe }: { moves: readonly string[]; mainLine?: readonly string[]; describe(move: string): string }) {
  if (moves.length === 0) return null;
  let shared = 0;
  while (mainLine && shared < moves.length && moves[shared] === mainLine[shared]) shared++;
  const branch = mainLine !== undefined && shared < moves.length;
  return (
    <div className="pl-line">
      {branch && <p className="pl-branch-note">Your line leaves the solution after move {shared}.</p>}
      <ol aria-label="Moves played">
        {moves.map((m, i) => (
          <li key={i} className={mainLine && i < shared ? 'pl-main' : branch ? 'pl-branch' : undefined}>
            {i + 1}. {describe(m)}
          </li>
        ))}
      </ol>
    </div>
  );
}
