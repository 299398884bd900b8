// The move tree as a list, as the lichess analysis board shows it: the main line move by move,
// and after a move its variations (the other moves played from the same position), indented,
// each a line of its own with its own variations. A click on a move goes to its position. The
// move from which no win can be reached any more is marked.
//
// The variations of a variation's last move take rows of the same list, not a list indented
// under it: try, undo, try another, again and again, makes such a chain a step deeper each time,
// and a row a step further right each time left no room for the moves after a few dozen (and
// cost Chromium's compositor ~90 ms a move at 200 deep).
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { MoveTree, Position } from './moveTree.ts';
import { listKeys } from './rovingFocus.ts';
import './moveTree.css';

export interface MoveTreeListProps {
  tree: MoveTree<Position>;
  /** the main line's name ("Solution moves") */
  label: string;
  describe(move: string): string;
  onGo(id: number): void;
  className?: string;
}

export function MoveTreeList({ tree, label, describe, onGo, className }: MoveTreeListProps) {
  // one click handler for the life of the list, so a move that did not change is not drawn again
  const go = useRef(onGo);
  go.current = onGo;
  const goTo = useCallback((id: number) => go.current(id), []);
  const root = tree.nodes[0]!;
  const first = root.children[0];
  if (first === undefined) return null;
  return (
    // the whole tree one stop of Tab (its current move, else its first): a line of hundreds of
    // moves took as many presses to get past; Enter goes to the move's position
    <div className={`mt ${className ?? ''}`} {...listKeys}>
      {root.data.winnable === false && <p className="mt-no-return">No way to win from the start</p>}
      <Line tree={tree} first={first} label={label} describe={describe} onGo={goTo} />
    </div>
  );
}

interface LineProps {
  tree: MoveTree<Position>;
  first: number;
  label: string;
  describe(move: string): string;
  onGo(id: number): void;
}

/**
 * A line's moves are drawn in stretches of this many, each memoized: a step reconciles a
 * stretch a hundred moves instead of every move, so it costs about the same on a line of
 * thousands as on a short one.
 */
export const STRETCH = 100;
/** The stretches a line draws at once; the rest follow a stretch a task (the current move's at once). */
export const FIRST_STRETCHES = 2;

/** A line from `first` along the first children, with the variations of each move after it. */
function Line({ tree, first, label, describe, onGo }: LineProps) {
  const main = first === tree.nodes[0]!.children[0];
  const stretches: number[][] = [];
  for (let id: number | undefined = first, k = 0; id !== undefined; id = tree.nodes[id]!.children[0], k++) {
    if (k % STRETCH === 0) stretches.push([]);
    stretches[stretches.length - 1]!.push(id);
  }
  // Thousands of moves drawn in one task blocked the page for a few hundred ms when a long
  // solution was shown: the rest of the line is drawn after, a stretch a task, so the page
  // answers meanwhile; every move is in the list (for Tab and screen readers) once it is done.
  const [drawn, setDrawn] = useState(FIRST_STRETCHES);
  useEffect(() => {
    if (drawn >= stretches.length) return;
    const timer = window.setTimeout(() => setDrawn((d) => d + 1), 0);
    return () => window.clearTimeout(timer);
  }, [drawn, stretches.length]);
  // (asked again only when the first stretch's moves or the moves' count's digits change: a step on the line asks nothing)
  const firstMoves = main ? (stretches[0] ?? []).map((id) => tree.nodes[id]!.move!).join(' ') : '';
  const digits = String((stretches.length - 1) * STRETCH + (stretches.at(-1)?.length ?? 0)).length;
  const chars = useMemo(() => (main ? cellChars(firstMoves, digits, describe) : 0), [main, firstMoves, digits, describe]);
  return (
    <ol className={main ? 'mt-line move-list' : 'mt-line mt-variation'} aria-label={label} style={main ? ({ '--mt-chars': chars } as CSSProperties) : undefined}>
      {stretches.map((ids, i) => (
        <Stretch key={i} tree={tree} ids={ids} drawn={i < drawn} tailAbove={!main} describe={describe} onGo={onGo} />
      ))}
    </ol>
  );
}

/**
 * The characters of the main line's widest cell, "12. Tap anemone 2" (its first stretch's moves,
 * and the last move's number): moveTree.css makes every cell as wide, so that none of its words
 * break onto a second line where the row has room for them (a fixed width fits one family's
 * words and breaks another's)
 */
function cellChars(firstMoves: string, digits: number, describe: (move: string) => string): number {
  let words = 0;
  for (const move of firstMoves.split(' ')) words = Math.max(words, describe(move).length);
  return digits + 2 + words;
}

interface StretchProps {
  tree: MoveTree<Position>;
  /** consecutive moves of a line */
  ids: readonly number[];
  /** drawn even when the current move is not in it */
  drawn: boolean;
  /** a variation's stretch: the variations of the line's last move are rows of the list above it (`VariationRows`) */
  tailAbove: boolean;
  describe(move: string): string;
  onGo(id: number): void;
}

/** The variations shown after a move of a line: the other moves from its position, when it is the first. */
function variationsAfter(tree: MoveTree<Position>, id: number): readonly number[] {
  const parent = tree.nodes[tree.nodes[id]!.parent!]!;
  return parent.children[0] === id ? parent.children.slice(1) : [];
}

/** The variations a stretch draws after a move: none after a variation's last move, whose are rows above. */
const drawnAfter = (tree: MoveTree<Position>, id: number, tailAbove: boolean): readonly number[] =>
  tailAbove && tree.nodes[id]!.children.length === 0 ? [] : variationsAfter(tree, id);

/** Every node a stretch draws: its moves and the whole of their variations; stops when `visit` says true. */
function someDrawn(tree: MoveTree<Position>, ids: readonly number[], tailAbove: boolean, visit: (id: number) => boolean): boolean {
  const below = (id: number): boolean => visit(id) || tree.nodes[id]!.children.some(below);
  return ids.some((id) => visit(id) || drawnAfter(tree, id, tailAbove).some(below));
}

/** The rows of a list of variations: each variation, then the variations of its last move, theirs, and so on, depth first. */
function variationRows(tree: MoveTree<Position>, firsts: readonly number[]): number[] {
  const rows: number[] = [];
  const todo = [...firsts].reverse();
  while (todo.length > 0) {
    const first = todo.pop()!;
    rows.push(first);
    let last = first;
    for (let next = tree.nodes[last]!.children[0]; next !== undefined; next = tree.nodes[last]!.children[0]) last = next;
    todo.push(...[...variationsAfter(tree, last)].reverse());
  }
  return rows;
}

/**
 * Drawn again only when a node it draws (or the position before its first move) changed, or
 * the current move came into it or left it: a step on a long line leaves all but two alone.
 */
function sameStretch(a: StretchProps, b: StretchProps): boolean {
  if (a.describe !== b.describe || a.onGo !== b.onGo || a.drawn !== b.drawn || a.tailAbove !== b.tailAbove || a.ids.length !== b.ids.length) return false;
  if (a.ids.some((id, i) => id !== b.ids[i])) return false;
  if (a.tree === b.tree) return true;
  const before = a.tree.nodes;
  const after = b.tree.nodes;
  const moved = a.tree.current !== b.tree.current;
  const parent = after[b.ids[0]!]!.parent!;
  if (before[parent] !== after[parent]) return false;
  // at the start, the first move is the tree's stop of Tab
  if (moved && (a.tree.current === 0 || b.tree.current === 0) && b.ids[0] === after[0]!.children[0]) return false;
  return !someDrawn(b.tree, b.ids, b.tailAbove, (id) => before[id] !== after[id] || (moved && (id === a.tree.current || id === b.tree.current)));
}

const Stretch = memo(function Stretch({ tree, ids, drawn, tailAbove, describe, onGo }: StretchProps) {
  // the current move is always in the list, drawn or not yet
  if (!drawn && !someDrawn(tree, ids, tailAbove, (id) => id === tree.current)) return null;
  const items = [];
  for (const id of ids) {
    const node = tree.nodes[id]!;
    const parent = tree.nodes[node.parent!]!;
    const lost = node.data.winnable === false;
    items.push(
      <Move
        key={id}
        id={id}
        depth={node.depth}
        move={node.move!}
        current={id === tree.current}
        tabbable={id === tree.current || (tree.current === 0 && id === tree.nodes[0]!.children[0])}
        lost={lost ? (parent.data.winnable === false ? 'after' : 'here') : null}
        describe={describe}
        onGo={onGo}
      />,
    );
    // the variations take a row of their own under the move they are played instead of
    const variations = drawnAfter(tree, id, tailAbove);
    if (variations.length > 0)
      items.push(
        <li key={`v${id}`} className="mt-variations-item">
          <ul className="mt-variations">
            {variationRows(tree, variations).map((v) => {
              const from = tree.nodes[v]!.depth - 1;
              return (
                <li key={v}>
                  <Line tree={tree} first={v} label={from === 0 ? 'Variation from the start' : `Variation after move ${from}`} describe={describe} onGo={onGo} />
                </li>
              );
            })}
          </ul>
        </li>,
      );
  }
  return <>{items}</>;
}, sameStretch);

interface MoveProps {
  id: number;
  depth: number;
  move: string;
  current: boolean;
  /** the tree's one stop of Tab */
  tabbable: boolean;
  /** no win in reach: from this move on ('here', marked) or already before it ('after') */
  lost: 'here' | 'after' | null;
  describe(move: string): string;
  onGo(id: number): void;
}

/**
 * Scroll the list that holds `el` (its nearest scrolled box), not the page, so that `el` shows:
 * the current move of a list longer than its box stayed out of sight (a won line's last move).
 */
function showInList(el: HTMLElement) {
  for (let box = el.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight <= box.clientHeight || !/auto|scroll/.test(getComputedStyle(box).overflowY)) continue;
    const [outer, inner] = [box.getBoundingClientRect(), el.getBoundingClientRect()];
    if (inner.top < outer.top) box.scrollTop += inner.top - outer.top;
    else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
    return;
  }
}

/** each list's current move as last drawn */
const currentIn = new WeakMap<Element, HTMLElement>();

/** One move: drawn again only when it changes (a long line stays quick to play on). */
const Move = memo(function Move({ id, depth, move, current, tabbable, lost, describe, onGo }: MoveProps) {
  const button = useRef<HTMLButtonElement>(null);
  const noReturn = useId();
  useEffect(() => {
    const el = button.current;
    if (!tabbable || !el) return;
    showInList(el);
    // focus on the move that was current goes on with it: a move clicked, then the page's arrows
    // stepping on, left the focus ring there, and Enter went back to it; at the start, to the
    // first move, the list's stop of Tab there (Home left it on the move it was on)
    const list = el.closest('.mt');
    if (list) {
      const before = currentIn.get(list);
      if (before !== el && before === document.activeElement) el.focus({ preventScroll: true });
      currentIn.set(list, el);
    }
    // a window of a new size (a phone turned; a desktop's list under the board, then beside it
    // again) left the list's scroll at 0, the current move out of its box
    const again = () => showInList(el);
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, [tabbable]);
  // the moves with no win in reach are told apart by a border a screen reader does not see: the mark beside the
  // first describes it, and each after it says so itself
  const lostSaid = lost === 'here' ? { 'aria-describedby': noReturn } : lost === 'after' ? { title: 'No way to win from here' } : {};
  return (
    <li className={lost === 'after' ? 'mt-lost' : undefined}>
      <button ref={button} type="button" className={current ? 'current' : undefined} aria-current={current ? 'step' : undefined} tabIndex={tabbable ? 0 : -1} {...lostSaid} onClick={() => onGo(id)}>
        {depth}. {describe(move)}
      </button>
      {lost === 'here' && (
        <span className="mt-no-return" data-testid="tree-no-return" id={noReturn}>
          no way to win from here
        </span>
      )}
    </li>
  );
});
