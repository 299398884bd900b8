// Play the level yourself: keyboard, mouse and touch; undo, redo, restart; a move counter
// beside the optimal count once known; a win message; Hint and Solve from here, which ask
// the solver for an optimal solution from the current position. Every line played is kept in
// a move tree (src/view/moveTree.ts): the caller's (the app keeps one per level, shared with
// playback), else the panel's own.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnyFamily } from '../puzzles/types.ts';
import { ARROWS, keysBelongElsewhere, swipeDirection } from '../view/input.ts';
import { offAtEnd } from '../view/offAtEnd.ts';
import { reportPlayedLine } from '../view/playedLine.ts';
import type { AnyFamilyView, BoardProps, Direction } from '../view/types.ts';
import { LIVE_REGION_SETTLE_MS, refusedWords, useMoveOutcome } from '../view/outcomeWords.ts';
import * as moveTree from '../view/moveTree.ts';
import * as lines from '../view/moveTreeLines.ts';
import type { MoveTree, Position } from '../view/moveTree.ts';
import { MoveTreeList } from '../view/MoveTreeList.tsx';
import { useThrottled } from '../view/useThrottled.ts';
import { tabKeys } from '../view/rovingFocus.ts';
import { invalidReason } from './ValidationList.tsx';

const DIGITS = '1234567890';

/**
 * The digit key that picks each piece, or '' for none. A piece labelled with a digit (a
 * Snakefall level's snake 8) is picked by that digit; the others take the digits left, in order
 * (1 to 9, then 0): a key picks by place or by label, never the one for one piece and the other
 * for another.
 */
export function pieceKeys(pieces: readonly string[]): string[] {
  const own = new Set(pieces.filter((p) => p.length === 1 && DIGITS.includes(p)));
  const left = [...DIGITS].filter((d) => !own.has(d));
  return pieces.map((p) => (own.has(p) ? p : (left.shift() ?? '')));
}

/** What the play panel asks the board to draw besides the position. */
export type BoardMarks = Pick<BoardProps<unknown, unknown>, 'lastMove' | 'hint' | 'selected' | 'onSelect' | 'cursor'>;
import { SolverClient } from '../worker/client.ts';
import { plural } from '../engine/count.ts';
import type { SearchProgress } from '../engine/types.ts';
import './editor.css';

export interface PlayPanelProps {
  family: AnyFamily;
  /** the family's view table: how input becomes moves, how moves read */
  view: AnyFamilyView;
  level: unknown;
  /** the optimal move count, when the app already knows it; null: a search proved the level has no solution */
  optimal?: number | null;
  /** a search from the start proved the optimal count (null: no solution), for the caller to keep beyond this panel */
  onOptimal?(moves: number | null): void;
  /** the solver; defaults to the play panels' own client of the worker */
  solver?: SolverClient;
  /** the real board for a play state (clicking a piece calls play); the position's text when absent */
  renderBoard?(state: unknown, level: unknown, play: (move: string) => void, marks: BoardMarks): ReactNode;
  /** delay between moves when Solve from here plays the rest */
  stepMs?: number;
  /** the move tree of this level, when the caller keeps it (play starts from its current node); else the panel keeps its own */
  tree?: MoveTree<Position>;
  /** the tree as a move, Undo, Redo or a click in the move list changed it */
  onTreeChange?(tree: MoveTree<Position>): void;
  /** the optimal solution from the start, when known (else the tree's main line when it is as long as the optimum and wins): the panel says where the line played leaves it */
  mainLine?: readonly string[];
}

/** The panel's own tree, for a caller that keeps none */
interface OwnTree {
  /** the level the tree is played on: a tree of another level is never read */
  level: unknown;
  tree: MoveTree<Position>;
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

export function PlayPanel({ family, view, level, optimal: knownOptimal, onOptimal, solver = playSolver, renderBoard, stepMs = 250, tree: given, onTreeChange, mainLine }: PlayPanelProps) {
  const input = view.input;
  const fresh = (): OwnTree => ({ level, tree: moveTree.positionsTree(family, level) });
  const [own, setOwn] = useState<OwnTree>(fresh);
  // a new level (another family, another gallery level) starts a new tree in the same render,
  // so the old tree's states are never read with the new level's rules
  const tree = given ?? (own.level === level ? own.tree : fresh().tree);
  const treeRef = useRef(tree);
  treeRef.current = tree;
  /** the position a Hint or Solve from here is searching from (null: no search running) */
  const askedAt = useRef<number | null>(null);
  /** what a move caused, in the family's words, after a space ('' for nothing) */
  const caused = useMoveOutcome(view);
  /**
   * every change of the tree goes here: the latest is at hand at once (Solve from here plays on
   * from it); `played`: a move played (not Undo, Redo or a jump). A step one move on (played,
   * redone, or the next move clicked in the list) is said with what it caused, as watching says it
   */
  const commit = (next: MoveTree<Position>, played = false) => {
    if (next === treeRef.current) return;
    const from = moveTree.currentNode(treeRef.current);
    const to = moveTree.currentNode(next);
    if (to.id !== from.id) setSaid(arrival(from, to, view.describeMove) + (to.parent === from.id ? caused(level, from.data.state, to.data.state, to.move!) : ''));
    // the player moved on (a move, Undo, a click in the list): the search's answer is for a
    // position left, and while it ran Hint stayed off and 'Looking for the best next move…' showed
    if (askedAt.current !== null && to.id !== askedAt.current) stopSolver();
    treeRef.current = next;
    if (played) setMovedHere(true);
    if (onTreeChange) onTreeChange(next);
    else setOwn({ level, tree: next });
  };
  const node = moveTree.currentNode(tree);
  const path = useSameArray(useMemo(() => moveTree.pathTo(tree, tree.current), [tree]));
  const moves = useMemo(() => moveTree.movesOf(tree, path), [path]);
  const [optimal, setOptimal] = useState<number | null | undefined>(knownOptimal);
  const solution = useMemo(() => mainLine ?? lines.solutionLine(tree, optimal ?? undefined, (s) => family.isWon(level, s)), [mainLine, tree, optimal, family, level]);
  // no solution from the start: none from any position it reaches either, so no hint to ask for
  const hopeless = optimal === null ? 'A search proved this level has no solution.' : undefined;
  /** the hint: a move, and the moves of the winning line it starts while that line is not proven shortest (line null: a best move) */
  const [hint, setHint] = useState<{ move: string; line: number | null } | null>(null);
  const [progress, setProgress] = useState<SearchProgress | null>(null);
  /** a search running: a Hint's, Solve from here's, or one for the move that lost the win */
  const [busy, setBusy] = useState<null | 'hint' | 'solve' | 'lost'>(null);
  const [note, setNote] = useState<string | null>(null);
  /** a move was played in this panel (by the player, or Solve from here): a win come to otherwise is not cheered as theirs */
  const [movedHere, setMovedHere] = useState(false);
  const [piece, setPiece] = useState<string | null>(null);
  /** what screen readers hear of the position: the move played, the move undone, the cell under the cursor */
  const [said, setSaid] = useState('');
  const autoplay = useRef<number | null>(null);
  /** Solve from here is playing the rest: a move every stepMs, too often to say each */
  const [walking, setWalking] = useState(false);
  useEffect(() => reportPlayedLine(level, moves), [level, moves]);

  const stopAutoplay = () => {
    if (autoplay.current !== null) window.clearTimeout(autoplay.current);
    autoplay.current = null;
    setWalking(false);
  };
  const stopSolver = () => {
    askedAt.current = null;
    solver.stop();
    setBusy(null);
    setProgress(null);
  };
  useEffect(() => {
    stopAutoplay();
    stopSolver();
    setOwn((cur) => (cur.level === level ? cur : fresh()));
    setMovedHere(false);
    setHint(null);
    setNote(null);
    setSaid('');
  }, [level]);
  useEffect(() => setOptimal(knownOptimal), [knownOptimal, level]);
  // Come to play (a move made on the board watched, which takes over there; Play from here; the
  // mode's button), a screen reader heard nothing of it. Once this panel's live region is on the
  // page (a region is not heard for the text it is made with), it says where play begins, and
  // where a move of one's own began a line of its own; not once the player has moved or asked.
  useEffect(() => {
    const at = node.id;
    const timer = window.setTimeout(() => {
      if (treeRef.current.current !== at || askedAt.current !== null) return;
      let shared = 0;
      while (solution && shared < moves.length && moves[shared] === solution[shared]) shared++;
      const from = node.parent === null ? 'the start.' : `move ${node.depth}: ${view.describeMove(node.move!)}.${caused(level, moveTree.nodeAt(tree, node.parent).data.state, node.data.state, node.move!)}`;
      setSaid((was) => was || `Playing it yourself from ${from}${solution && shared < moves.length ? ` A line of your own: it leaves the solution ${shared ? `after move ${shared}` : 'at its first move'}.` : ''}`);
    }, LIVE_REGION_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => stopAutoplay, []);
  useEffect(() => () => solver.stop(), [solver]);

  /** why the level cannot be played (an invalid level has no win to claim: with no dots, every dot is home), or null */
  const invalid = useMemo(() => invalidReason(family.validate(level)), [family, level]);
  const state = node.data.state;
  const won = invalid === null && family.isWon(level, state);
  const lost = !won && (family.isLost?.(level, state) ?? false);
  /** no search to ask for here: off, and said off once (disabled, and aria-disabled with it) */
  const noSearch = won || lost || optimal === null;
  const legal = useMemo(() => (won || lost ? [] : family.legalMoves(level, state)), [family, level, state, won, lost]);
  const pieces = useMemo(() => input.pieces?.(level, state) ?? [], [input, level, state]);
  const grid = useMemo(() => input.grid?.(level) ?? null, [input, level]);
  const [cursorAt, setCursor] = useState<readonly [number, number]>([0, 0]);
  // the cursor shows for the keyboard only, as :focus-visible does: a key shows it, a pointer hides it
  const [cursorShown, setCursorShown] = useState(false);
  const cursor: readonly [number, number] = grid ? [Math.min(cursorAt[0], grid.rows - 1), Math.min(cursorAt[1], grid.cols - 1)] : cursorAt;
  const chosen = piece !== null && pieces.includes(piece) ? piece : (pieces[0] ?? null);
  const keys = useMemo(() => pieceKeys(pieces), [pieces]);

  const step = useMemo(() => moveTree.stepper(family, level), [family, level]);
  const play = useCallback(
    (move: string): boolean => {
      const cur = treeRef.current;
      if (invalid !== null || family.isWon(level, moveTree.currentNode(cur).data.state)) return false;
      const next = moveTree.playMove(cur, move, step);
      // (a key or button whose move the rules refuse did nothing, and the words of the move before stayed;
      // refused again, the words change by a space no one sees, so that a screen reader says them again)
      if (next === null) {
        const refused = refusedWords(family, level, moveTree.currentNode(cur).data.state, view.describeMove(move));
        setNote((was) => (was === refused ? `${refused}\u00a0` : refused));
        return false;
      }
      commit(next, true);
      setHint(null);
      setNote(null);
      return true;
    },
    [family, view, level, step, invalid],
  );
  /** go elsewhere in the tree (Undo, Redo, Restart, a click in the move list) */
  const walk = (to: (t: MoveTree<Position>) => MoveTree<Position>) => {
    stopAutoplay();
    commit(to(treeRef.current));
    setHint(null);
    setNote(null);
  };
  const undo = () => walk(lines.undo);
  const redo = () => walk(lines.redo);
  const restart = () => walk((t) => moveTree.goTo(t, moveTree.ROOT));

  /**
   * Along a line (ids from the root), what is known of winning: the first position known to have
   * no win (-1: none), and the last before it known to win (-1: none): marked so (a hint from it,
   * Check), on the solution from the start, or the start of a level with a solution.
   */
  const knownOn = (t: MoveTree<Position>, path: readonly number[]) => {
    const played = moveTree.movesOf(t, path);
    let onSolution = 0;
    while (solution && onSolution < played.length && played[onSolution] === solution[onSolution]) onSolution++;
    const lost = path.findIndex((id) => moveTree.nodeAt(t, id).data.winnable === false);
    let won = -1;
    for (let i = 0; i < (lost < 0 ? path.length : lost); i++)
      if (moveTree.nodeAt(t, path[i]!).data.winnable === true || (solution !== undefined && i <= onSolution) || (i === 0 && typeof optimal === 'number')) won = i;
    return { played, lost, won };
  };

  /** No win from the position `at`, in words: when the move that lost the win is known, how many moves to undo. */
  const noWinNote = (t: MoveTree<Position>, at: number): string => {
    const path = moveTree.pathTo(t, at);
    const { played, lost, won } = knownOn(t, path);
    if (lost < 1 || won !== lost - 1) return 'No solution from here: undo or restart.';
    const back = path.length - lost;
    return `No solution from here: move ${lost} (${view.describeMove(played[lost - 1]!)}) lost the win. Undo ${back === 1 ? '1 move' : `${back} moves`}.`;
  };

  /**
   * No win from `at`: the move along the line played that lost the win, found by halving (a
   * position before one that wins wins too; one after one that cannot, cannot), a search from a
   * position of the line at each step; the note says what is known so far.
   */
  const findWhereLost = (at: number) => {
    const t = treeRef.current;
    const path = moveTree.pathTo(t, at);
    const { played, lost, won } = knownOn(t, path);
    setNote(noWinNote(t, at));
    if (lost < 0 || won === lost - 1) return;
    const mid = Math.floor((won + lost) / 2);
    askedAt.current = at;
    setBusy('lost');
    solver.start({ family: family.id, text: family.make(level), fromMoves: played.slice(0, mid) }, (m) => {
      if (treeRef.current.current !== at) return;
      if (m.type === 'progress') {
        setProgress(m.progress);
        return;
      }
      askedAt.current = null;
      setBusy(null);
      setProgress(null);
      // (a limit or an error: the note stays 'undo or restart')
      if (m.type === 'error' || m.result.kind === 'limit') return;
      const result = m.result;
      const wins = result.kind === 'solved';
      if (mid === 0) {
        setOptimal(wins ? result.moves : null);
        onOptimal?.(wins ? result.moves : null);
      }
      commit(wins ? lines.markLine(treeRef.current, path.slice(0, mid + 1), null) : lines.updateData(treeRef.current, [path[mid]!], (d) => ({ ...d, winnable: false })));
      findWhereLost(at);
    });
  };

  /**
   * a hint for a piece other than the one chosen (Snakebird's other snakebird) chooses it, and a
   * hint of a cell puts the keyboard's cursor on it: the keys then play the hint
   */
  const showHint = (shown: { move: string; line: number | null }) => {
    setHint(shown);
    const own = pieces.find((p) => DIRECTIONS.some(({ dir }) => input.direction?.(dir, p) === shown.move));
    if (own !== undefined) setPiece(own);
    const cell = grid && cellOf(grid, shown.move);
    if (cell) setCursor(cell);
  };

  const ask = (kind: 'hint' | 'solve') => {
    stopAutoplay();
    const here = treeRef.current;
    // on the solution from the start (solved, then taken over at move k): the rest of it is a
    // shortest line from here, no search needed (one could take as long as the solve did)
    if (solution !== undefined && moves.length < solution.length && moves.every((m, i) => m === solution[i])) {
      setNote(null);
      const rest = solution.slice(moves.length);
      if (kind === 'hint') showHint({ move: rest[0]!, line: null });
      else playOut(here, here.current, rest);
      return;
    }
    // past a position known to have no win (a Hint said so, or Check): no search can find one
    if (moveTree.noReturnOn(here, moveTree.pathTo(here, here.current)) !== null) {
      findWhereLost(here.current);
      return;
    }
    setBusy(kind);
    setNote(null);
    setProgress(null);
    const at = treeRef.current.current;
    askedAt.current = at;
    const fromMoves = moves;
    /** the hint from a winning line not proven shortest: its first move */
    const hintFrom = (best: { moves: number; solution: string[] } | undefined) => {
      const first = best?.solution[0];
      if (first !== undefined) showHint({ move: first, line: best!.moves });
    };
    // early: a winning line not yet proven shortest, while the search goes on (the families
    // whose search can find one early say so in its progress: the hint is its first move until
    // the best one is known)
    solver.start({ family: family.id, text: family.make(level), fromMoves, early: true }, (m) => {
      if (m.type === 'progress') {
        if (treeRef.current.current !== at) return;
        setProgress(m.progress);
        if (kind === 'hint') hintFrom(m.progress.bestFound);
        return;
      }
      askedAt.current = null;
      setBusy(null);
      setProgress(null);
      if (treeRef.current.current !== at) return; // the player moved meanwhile
      if (m.type === 'error') {
        setNote(m.message);
        return;
      }
      const result = m.result;
      if (result.kind === 'unsolvable') {
        if (fromMoves.length === 0) {
          setOptimal(null);
          onOptimal?.(null);
        }
        // no win from here: the tree marks it (its point of no return may lie earlier)
        const marked = lines.updateData(treeRef.current, [at], (d) => (d.winnable === false ? d : { ...d, winnable: false }));
        commit(marked);
        findWhereLost(at);
      } else if (result.kind === 'limit') {
        // a line found on the way still wins: its first move is a hint, and Solve from here plays it
        const best = result.bestFound;
        if (!best || best.solution.length === 0) setNote(`The solver stopped at a limit (${result.limit}) before finding a solution.`);
        else if (kind === 'hint') {
          hintFrom(best);
          setNote(`The solver stopped at a limit (${result.limit}) before proving the best move.`);
        } else {
          setNote(`The solver stopped at a limit (${result.limit}): playing the best line found, ${best.moves} moves, not proven shortest.`);
          playOut(treeRef.current, at, best.solution);
        }
      } else {
        if (fromMoves.length === 0) {
          setOptimal(result.moves);
          onOptimal?.(result.moves);
        }
        // a win is in reach all along the way here
        const known = lines.markLine(treeRef.current, moveTree.pathTo(treeRef.current, at), null);
        if (kind === 'hint') {
          commit(known);
          const first = result.solution[0];
          if (first === undefined) setHint(null);
          else showHint({ move: first, line: null });
        } else playOut(known, at, result.solution);
      }
    });
  };

  /** Solve from here: the optimal remainder becomes a line under the node, then the board walks it */
  const playOut = (t: MoveTree<Position>, at: number, rest: readonly string[]) => {
    const { tree: added, ids } = moveTree.addLine(t, at, rest, step);
    commit(added);
    // the moves played from here leave the position a hint was for, as a move of one's own does
    setHint(null);
    setWalking(true);
    const walkTo = (i: number) => {
      const id = ids[i];
      if (id === undefined) {
        autoplay.current = null;
        setWalking(false);
        return;
      }
      commit(moveTree.goTo(treeRef.current, id), true);
      autoplay.current = window.setTimeout(() => walkTo(i + 1), stepMs);
    };
    walkTo(0);
  };

  /** a move pressed on the board: on a grid the keyboard's cursor goes to its cell, so the keys go on from there (they went on from where they were left) */
  const pressed = (move: string) => {
    const cell = grid && cellOf(grid, move);
    if (cell) setCursor(cell);
    return play(move);
  };

  const onDirection = (dir: Direction) => {
    const move = input.direction?.(dir, chosen);
    if (move) play(move);
  };

  // (the keys' handler of this render, in place as the render is committed, not after the paint:
  // a key pressed in between, a Hint's arrow straight after it came, moved the piece chosen before)
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (keysBelongElsewhere(e.target)) return;
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
        const sayCursor = ([r, c]: readonly [number, number]) => setSaid(`Cursor: ${view.describeMove(grid.press(r, c))}.`);
        if ((dir || key === 'Enter' || key === ' ') && !cursorShown && !isControl(e.target)) {
          // the first key shows where the cursor is before it moves or presses
          e.preventDefault();
          setCursorShown(true);
          sayCursor(cursor);
          return;
        }
        if (dir) {
          e.preventDefault();
          const [r, c] = cursor;
          const [dr, dc] = dir === 'U' ? [-1, 0] : dir === 'D' ? [1, 0] : dir === 'L' ? [0, -1] : [0, 1];
          const to = [Math.max(0, Math.min(grid.rows - 1, r + dr)), Math.max(0, Math.min(grid.cols - 1, c + dc))] as const;
          setCursor(to);
          sayCursor(to);
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
      const i = keys.indexOf(key);
      if (i >= 0) setPiece(pieces[i] ?? null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const swipe = useRef<{ x: number; y: number } | null>(null);
  /** whether the press on the board chose a piece (a tap on a snakebird), which answers it */
  const picked = useRef(false);
  const pick = (p: string | null) => {
    picked.current = true;
    setPiece(p);
  };
  const count = node.depth;
  // the search reports its progress ten times a second and Solve from here plays four moves a
  // second: a screen reader hears either at most every SAY_MS, else its queue falls far behind
  const spoken = useThrottled(said, walking ? SAY_MS : 0);
  const progressWords = progress ? ` ${plural(progress.depth, 'move')} deep, ${plural(progress.stored, 'position')}` : '';
  const progressSpoken = useThrottled(progressWords, busy !== null ? SAY_MS : 0);

  if (invalid !== null)
    return (
      <section className="pl-panel" aria-label={`Play ${family.title}`}>
        <p role="alert" className="pl-lost">
          {invalid}
        </p>
        <div className="pl-board">
          {renderBoard ? renderBoard(state, level, () => {}, { lastMove: null, hint: null, selected: null, cursor: null }) : <PositionView family={family} view={view} level={level} state={state} onMove={play} />}
        </div>
      </section>
    );

  return (
    <section className="pl-panel" aria-label={`Play ${family.title}`}>
      <div className="pl-toolbar" role="toolbar" aria-label="Play">
        <button type="button" {...offAtEnd(count === 0, undo)} title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" {...offAtEnd(moveTree.redoChild(tree) === null, redo)} title="Redo (Ctrl+Y)">
          Redo
        </button>
        <button type="button" {...offAtEnd(count === 0, restart)}>
          Restart
        </button>
        {/* off while a search runs but keeping the focus (offAtEnd): disabled, it sent the focus to
            Cancel, and Hint pressed twice quickly cancelled the hint it had asked for */}
        <button type="button" {...offAtEnd(busy !== null || noSearch, () => ask('hint'))} disabled={noSearch} title={hopeless}>
          Hint
        </button>
        <button type="button" {...offAtEnd(busy !== null || noSearch, () => ask('solve'))} disabled={noSearch} title={hopeless}>
          Solve from here
        </button>
        {busy !== null && (
          <button type="button" className="pl-cancel" onClick={stopSolver}>
            Cancel
          </button>
        )}
        <span className="pl-count" data-testid="move-count">
          Moves: {count}
          {optimal === null ? ' (no solution)' : optimal !== undefined && ` (optimal: ${optimal})`}
        </span>
      </div>
      {pieces.length > 0 && (
        <div role="radiogroup" aria-label={input.pieceKind ?? 'Piece'} className="pl-pieces" {...tabKeys}>
          {pieces.map((p, i) => (
            <button key={p} type="button" role="radio" aria-checked={p === chosen} tabIndex={p === chosen ? 0 : -1} onClick={() => setPiece(p)} title={keys[i] ? `key ${keys[i]}` : undefined}>
              {keys[i] && <kbd>{keys[i]}</kbd>} {input.pieceName?.(p) ?? `${input.pieceKind ?? 'Piece'} ${p}`}
            </button>
          ))}
        </div>
      )}
      <div
        className="pl-board"
        tabIndex={grid || input.direction ? 0 : undefined}
        role={grid || input.direction ? 'group' : undefined}
        aria-label={grid ? 'Board: the arrow keys move the cursor, Enter or Space presses' : input.direction ? 'Board: the arrow keys play a move' : undefined}
        style={{ touchAction: input.direction ? 'none' : undefined }}
        onPointerDownCapture={() => (picked.current = false)}
        onPointerDown={(e) => {
          swipe.current = { x: e.clientX, y: e.clientY };
          setCursorShown(false);
        }}
        onPointerUp={(e) => {
          const s = swipe.current;
          swipe.current = null;
          if (!s || !input.direction) return;
          const dir = swipeDirection(e.clientX - s.x, e.clientY - s.y);
          if (dir) onDirection(dir);
          // a tap that is no swipe is answered (a Move board's tap on a dot did nothing, and said nothing), not one that chose a piece or pressed the zoom's buttons
          else if (!won && !lost && !picked.current && !(e.target as Element).closest('button'))
            setNote(
              e.pointerType === 'mouse'
                ? 'A click moves nothing here: drag across the board, or press Up, Down, Left or Right.'
                : 'A tap moves nothing here: swipe across the board, or press Up, Down, Left or Right.',
            );
        }}
      >
        {renderBoard ? (
          renderBoard(state, level, pressed, {
            lastMove: node.move,
            hint: hint?.move ?? null,
            selected: pieces.length > 0 ? chosen : null,
            onSelect: pieces.length > 0 ? pick : undefined,
            cursor: grid && cursorShown ? cursor : null,
          })
        ) : (
          <PositionView family={family} view={view} level={level} state={state} onMove={pressed} />
        )}
      </div>
      {input.direction && (
        <div className="pl-moves" role="group" aria-label="Directions">
          {DIRECTIONS.map(({ dir, label }) => (
            <button key={dir} type="button" disabled={won || lost} onClick={() => onDirection(dir)} className={hint !== null && input.direction?.(dir, chosen) === hint.move ? 'pl-hinted' : undefined}>
              {label}
            </button>
          ))}
        </div>
      )}
      {input.listLegalMoves && (
        <div className="pl-moves" role="group" aria-label="Legal moves">
          {legal.map((m) => (
            <button key={m} type="button" onClick={() => play(m)} className={m === hint?.move ? 'pl-hinted' : undefined} data-move={m}>
              {view.describeMove(m)}
            </button>
          ))}
        </div>
      )}
      <div aria-live="polite" className="pl-status">
        <span className="sr-only">{spoken}</span>
        {busy !== null && (
          <span>
            {busy === 'hint' ? 'Looking for the best next move…' : busy === 'solve' ? 'Solving from here…' : 'Looking for the move that lost the win…'}
            <span aria-hidden="true">{progressWords}</span>
            <span className="sr-only">{progressSpoken}</span>
          </span>
        )}
        {hint && (
          <span data-testid="hint" data-move={hint.move}>
            Hint: {view.describeMove(hint.move)}
            {hint.line !== null && ` (the first move of a winning line of ${hint.line} moves${busy === 'hint' ? ' found so far; still looking for the best' : ', not proven best'})`}
          </span>
        )}
        {(note ?? hopeless) && <span className="pl-note">{note ?? hopeless}</span>}
      </div>
      <div role="alert">
        {won && (
          <p className="pl-win">
            {count === 0 ? (
              'Already solved at the start: 0 moves.'
            ) : !movedHere ? (
              // (come to already won: Play from here at the answer's end, a reload; no move of the player's to cheer)
              `This position is won, ${count} move${count === 1 ? '' : 's'} from the start${typeof optimal === 'number' && count === optimal ? ' (optimal)' : ''}. Undo to play on from an earlier move.`
            ) : (
              <>
                Solved in {count} move{count === 1 ? '' : 's'}
                {typeof optimal === 'number' && (count === optimal ? ' — optimal!' : ` (optimal is ${optimal})`)}
              </>
            )}
          </p>
        )}
        {lost && <p className="pl-lost">This position is lost: undo or restart.</p>}
      </div>
      {/* last: a long tree never pushes the controls off a phone's screen */}
      <TreeList tree={tree} played={moves} mainLine={solution} describe={view.describeMove} onGo={(id) => walk((t) => moveTree.goTo(t, id))} />
    </section>
  );
}

/** the cell of the grid whose press is `move`, or null */
function cellOf(grid: { rows: number; cols: number; press(r: number, c: number): string }, move: string): readonly [number, number] | null {
  for (let r = 0; r < grid.rows; r++) for (let c = 0; c < grid.cols; c++) if (grid.press(r, c) === move) return [r, c];
  return null;
}

/** at most one progress report, or one move of Solve from here, said in this long while */
const SAY_MS = 2000;

/**
 * The position reached, in words: a move played reads as one, and an undo as one ("Move 4: Red →"
 * after an undo sounded like a move played); a jump says where it lands.
 */
function arrival(from: moveTree.MoveNode<Position>, to: moveTree.MoveNode<Position>, describe: (move: string) => string): string {
  if (to.parent === from.id) return `Move ${to.depth}: ${describe(to.move!)}.`;
  const at = to.depth === 0 ? 'the start' : `move ${to.depth}`;
  if (from.parent === to.id) return `Undone: ${describe(from.move!)}. Back to ${at}.`;
  return to.move === null ? 'At the start.' : `At ${at}: ${describe(to.move)}.`;
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
 * The move tree, in words: the main line (the solution when known) and every line played beside
 * it; where the line played leaves the solution, a note says after which move.
 */
function TreeList({
  tree,
  played,
  mainLine,
  describe,
  onGo,
}: {
  tree: MoveTree<Position>;
  played: readonly string[];
  mainLine?: readonly string[];
  describe(move: string): string;
  onGo(id: number): void;
}) {
  let shared = 0;
  while (mainLine && shared < played.length && played[shared] === mainLine[shared]) shared++;
  const branch = mainLine !== undefined && shared < played.length;
  return (
    <div className="pl-line">
      {branch && <p className="mt-branch-note">Your line leaves the solution after move {shared}.</p>}
      <MoveTreeList tree={tree} label={mainLine ? 'Solution moves' : 'Moves played'} describe={describe} onGo={onGo} />
    </div>
  );
}

/** The same array as the last render's when its items are (so what depends on it stays put). */
function useSameArray<T>(items: readonly T[]): readonly T[] {
  const last = useRef(items);
  if (last.current !== items && (last.current.length !== items.length || last.current.some((x, i) => x !== items[i]))) last.current = items;
  return last.current;
}
