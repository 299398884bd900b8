// The move tree as a list, as the lichess analysis board shows it: the main line move by move,
// and after a move its variations (the other moves played from the same position), indented,
// each a line of its own with its own variations. A click on a move goes to its position. The
// move from which no win can be reached any more is marked.
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { MoveTree, Position } from './moveTree.ts';
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
    <div className={`mt ${className ?? ''}`}>
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
  return (
    <ol className={first === tree.nodes[0]!.children[0] ? 'mt-line move-list' : 'mt-line mt-variation'} aria-label={label}>
      {stretches.map((ids, i) => (
        <Stretch key={i} tree={tree} ids={ids} drawn={i < drawn} describe={describe} onGo={onGo} />
      ))}
    </ol>
  );
}

interface StretchProps {
  tree: MoveTree<Position>;
  /** consecutive moves of a line */
  ids: readonly number[];
  /** drawn even when the current move is not in it */
  drawn: boolean;
  describe(move: string): string;
  onGo(id: number): void;
}

/** The variations shown after a move of a line: the other moves from its position, when it is the first. */
function variationsAfter(tree: MoveTree<Position>, id: number): readonly number[] {
  const parent = tree.nodes[tree.nodes[id]!.parent!]!;
  return parent.children[0] === id ? parent.children.slice(1) : [];
}

/** Every node a stretch draws: its moves and the whole of their variations; stops when `visit` says true. */
function someDrawn(tree: MoveTree<Position>, ids: readonly number[], visit: (id: number) => boolean): boolean {
  const below = (id: number): boolean => visit(id) || tree.nodes[id]!.children.some(below);
  return ids.some((id) => visit(id) || variationsAfter(tree, id).some(below));
}

/**
 * Drawn again only when a node it draws (or the position before its first move) changed, or
 * the current move came into it or left it: a step on a long line leaves all but two alone.
 */
function sameStretch(a: StretchProps, b: StretchProps): boolean {
  if (a.describe !== b.describe || a.onGo !== b.onGo || a.drawn !== b.drawn || a.ids.length !== b.ids.length) return false;
  if (a.ids.some((id, i) => id !== b.ids[i])) return false;
  if (a.tree === b.tree) return true;
  const before = a.tree.nodes;
  const after = b.tree.nodes;
  const moved = a.tree.current !== b.tree.current;
  const parent = after[b.ids[0]!]!.parent!;
  if (before[parent] !== after[parent]) return false;
  return !someDrawn(b.tree, b.ids, (id) => before[id] !== after[id] || (moved && (id === a.tree.current || id === b.tree.current)));
}

const Stretch = memo(function Stretch({ tree, ids, drawn, describe, onGo }: StretchProps) {
  // the current move is always in the list, drawn or not yet
  if (!drawn && !someDrawn(tree, ids, (id) => id === tree.current)) return null;
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
        lost={lost ? (parent.data.winnable === false ? 'after' : 'here') : null}
        describe={describe}
        onGo={onGo}
      />,
    );
    // the variations take a row of their own under the move they are played instead of
    const variations = variationsAfter(tree, id);
    if (variations.length > 0)
      items.push(
        <li key={`v${id}`} className="mt-variations-item">
          <ul className="mt-variations">
            {variations.map((v) => (
              <li key={v}>
                <Line tree={tree} first={v} label={parent.depth === 0 ? 'Variation from the start' : `Variation after move ${parent.depth}`} describe={describe} onGo={onGo} />
              </li>
            ))}
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

/** One move: drawn again only when it changes (a long line stays quick to play on). */
const Move = memo(function Move({ id, depth, move, current, lost, describe, onGo }: MoveProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (current && button.current) showInList(button.current);
  }, [current]);
  return (
    <li className={lost === 'after' ? 'mt-lost' : undefined}>
      <button ref={button} type="button" className={current ? 'current' : undefined} aria-current={current ? 'step' : undefined} onClick={() => onGo(id)}>
        {depth}. {describe(move)}
      </button>
      {lost === 'here' && (
        <span className="mt-no-return" data-testid="tree-no-return">
          no way to win from here
        </span>
      )}
    </li>
  );
});
