// The move tree as a list, as the lichess analysis board shows it: the main line move by move,
// and after a move its variations (the other moves played from the same position), indented,
// each a line of its own with its own variations. A click on a move goes to its position. The
// move from which no win can be reached any more is marked.
import { memo, useCallback, useRef } from 'react';
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

/** A line from `first` along the first children, with the variations of each move after it. */
function Line({ tree, first, label, describe, onGo }: LineProps) {
  const items = [];
  for (let id: number | undefined = first; id !== undefined; id = tree.nodes[id]!.children[0]) {
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
    const variations = parent.children[0] === id ? parent.children.slice(1) : [];
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
  return (
    <ol className={first === tree.nodes[0]!.children[0] ? 'mt-line move-list' : 'mt-line mt-variation'} aria-label={label}>
      {items}
    </ol>
  );
}

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

/** One move: drawn again only when it changes (a long line stays quick to play on). */
const Move = memo(function Move({ id, depth, move, current, lost, describe, onGo }: MoveProps) {
  return (
    <li className={lost === 'after' ? 'mt-lost' : undefined}>
      <button type="button" className={current ? 'current' : undefined} aria-current={current ? 'step' : undefined} onClick={() => onGo(id)}>
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
