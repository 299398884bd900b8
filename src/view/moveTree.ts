// The move tree of one level, as the lichess analysis board keeps it: the root is the start, a
// node is the position after a move, its first child is the main line (the optimal solution once
// known) and its other children are variations. Every line played is kept: a second move from the
// same position is a sibling, the same move again follows the existing node. Undo goes to the
// parent, Redo to the child last taken from there (`next`), so the current line is the path to the
// current node and on from it along the children last taken (else the main line).
//
// Pure and immutable: every change returns a new tree and keeps node ids, so a path never changes
// once made. `T` is what a node carries (the app: the position, whether a win is still
// in reach).
import type { AnyFamily } from '../puzzles/types.ts';
// (not the move tree's: the store uses it once a family's rules are loaded, with this module)
export { galleryLevelOf } from '../puzzles/galleryLevel.ts';

export interface MoveNode<T> {
  readonly id: number;
  readonly parent: number | null;
  /** the move that leads here (RULES.md notation); null at the root */
  readonly move: string | null;
  /** moves from the start */
  readonly depth: number;
  /** the first is the main line, the others are variations, in the order they were made */
  readonly children: readonly number[];
  /** the child last taken from here (Redo follows it); null: none taken yet, the main line */
  readonly next: number | null;
  readonly data: T;
}

export interface MoveTree<T> {
  /** by id; the root is node 0 */
  readonly nodes: readonly MoveNode<T>[];
  readonly current: number;
}

export const ROOT = 0;

export function newTree<T>(data: T): MoveTree<T> {
  return { nodes: [{ id: ROOT, parent: null, move: null, depth: 0, children: [], next: null, data }], current: ROOT };
}

export const nodeAt = <T>(tree: MoveTree<T>, id: number): MoveNode<T> => {
  const node = tree.nodes[id];
  if (!node) throw new RangeError(`no node ${id} in the move tree`);
  return node;
};

export const currentNode = <T>(tree: MoveTree<T>): MoveNode<T> => nodeAt(tree, tree.current);

export function childIn<T>(nodes: readonly MoveNode<T>[], id: number, move: string): number | null {
  for (const c of nodes[id]!.children) if (nodes[c]!.move === move) return c;
  return null;
}

/** The position a move leads to from a node's (null: the move is not legal there). */
export type Step<T> = (from: T, move: string) => T | null;

/**
 * Add a line of moves under a node (existing nodes are followed, new ones made by `step`), up to
 * the first move that is not legal. The current node and the lines taken do not change.
 * Returns the ids along the line (without `from`).
 */
export function addLine<T>(tree: MoveTree<T>, from: number, moves: readonly string[], step: Step<T>): { tree: MoveTree<T>; ids: number[] } {
  let nodes: MoveNode<T>[] | null = null;
  const ids: number[] = [];
  let at = nodeAt(tree, from);
  for (const move of moves) {
    const have = childIn(nodes ?? tree.nodes, at.id, move);
    if (have !== null) {
      at = (nodes ?? tree.nodes)[have]!;
      ids.push(have);
      continue;
    }
    const data = step(at.data, move);
    if (data === null) break;
    nodes ??= tree.nodes.slice();
    const id = nodes.length;
    nodes[at.id] = { ...at, children: [...at.children, id] };
    const made: MoveNode<T> = { id, parent: at.id, move, depth: at.depth + 1, children: [], next: null, data };
    nodes.push(made);
    at = made;
    ids.push(id);
  }
  return { tree: nodes ? { nodes, current: tree.current } : tree, ids };
}

/** Go to a node: its path becomes the line taken (Redo from any node on it follows it). */
export function goTo<T>(tree: MoveTree<T>, id: number): MoveTree<T> {
  let nodes: MoveNode<T>[] | null = null;
  let child = nodeAt(tree, id);
  while (child.parent !== null) {
    const parent = (nodes ?? tree.nodes)[child.parent]!;
    if (parent.next !== child.id) {
      nodes ??= tree.nodes.slice();
      nodes[parent.id] = { ...parent, next: child.id };
    }
    child = parent;
  }
  if (!nodes && tree.current === id) return tree;
  return { nodes: nodes ?? tree.nodes, current: id };
}

/** Play a move from the current node: the existing child when there is one, else a new node. Null when the move is not legal. */
export function playMove<T>(tree: MoveTree<T>, move: string, step: Step<T>): MoveTree<T> | null {
  const added = addLine(tree, tree.current, [move], step);
  const id = added.ids[0];
  return id === undefined ? null : goTo(added.tree, id);
}

/** The child Redo goes to: the one last taken, else the main line; null at the end of a line. */
export function redoChild<T>(tree: MoveTree<T>, id = tree.current): number | null {
  const node = nodeAt(tree, id);
  return node.next ?? node.children[0] ?? null;
}

/** The ids from the root to a node, both included. */
export function pathTo<T>(tree: MoveTree<T>, id: number): number[] {
  const path: number[] = [];
  for (let n: MoveNode<T> | undefined = nodeAt(tree, id); n; n = n.parent === null ? undefined : tree.nodes[n.parent]) path.push(n.id);
  return path.reverse();
}

/** The line through a node (the current one by default): the path to it, then on along Redo to the end. */
export function lineThrough<T>(tree: MoveTree<T>, id = tree.current): number[] {
  const line = pathTo(tree, id);
  for (let next = redoChild(tree, id); next !== null; next = redoChild(tree, next)) line.push(next);
  return line;
}

/** The moves that lead along a list of ids (the root, which no move leads to, is left out). */
export const movesOf = <T>(tree: MoveTree<T>, ids: readonly number[]): string[] =>
  ids.flatMap((id) => {
    const m = nodeAt(tree, id).move;
    return m === null ? [] : [m];
  });

/**
 * Make a line of moves from the start the main line: its nodes (made where missing) become the
 * first child of their parents. The current node and the lines taken do not change.
 */
export function setMainLine<T>(tree: MoveTree<T>, moves: readonly string[], step: Step<T>): { tree: MoveTree<T>; ids: number[] } {
  const added = addLine(tree, ROOT, moves, step);
  let nodes: MoveNode<T>[] | null = null;
  for (const id of added.ids) {
    const all = nodes ?? added.tree.nodes;
    const parent = all[all[id]!.parent!]!;
    if (parent.children[0] === id) continue;
    nodes ??= added.tree.nodes.slice();
    nodes[parent.id] = { ...parent, children: [id, ...parent.children.filter((c) => c !== id)] };
  }
  return { tree: nodes ? { nodes, current: added.tree.current } : added.tree, ids: added.ids };
}

// ---- positions: what the app's tree carries at each node ----

/** A node's position: the state, and whether a win is still in reach (null: not known). */
export interface Position {
  readonly state: unknown;
  readonly winnable: boolean | null;
}

/** What the rules say at once of a position: a win is winnable, a lost position is not. */
function known(family: AnyFamily, level: unknown, state: unknown): boolean | null {
  if (family.isWon(level, state)) return true;
  return family.isLost?.(level, state) ? false : null;
}

export const startPosition = (family: AnyFamily, level: unknown): Position => {
  const state = family.start(level);
  return { state, winnable: known(family, level, state) };
};

/** The step of the rules: the position a move leads to. */
export const stepper =
  (family: AnyFamily, level: unknown): Step<Position> =>
  (from, move) => {
    const state = family.play(level, from.state, move);
    if (state === null || state === undefined) return null;
    return { state, winnable: known(family, level, state) };
  };

export const positionsTree = (family: AnyFamily, level: unknown): MoveTree<Position> => newTree(startPosition(family, level));

/** The first node of a line from which no win can be reached (a node known lost), or null. */
export function noReturnOn(tree: MoveTree<Position>, line: readonly number[]): number | null {
  for (const id of line) if (nodeAt(tree, id).data.winnable === false) return id;
  return null;
}
