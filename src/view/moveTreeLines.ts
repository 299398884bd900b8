// Walking and marking a move tree's lines: what play, watch, Check and the stored trees do with a
// tree besides what the store does (moveTree.ts). Apart from it so that the first screen, whose
// store holds a tree, does not hold these too.
import { childIn, currentNode, goTo, movesOf, nodeAt, redoChild, ROOT, type MoveNode, type MoveTree, type Position } from './moveTree.ts';

/** The child of `id` reached by `move`, or null. */
export const childByMove = <T>(tree: MoveTree<T>, id: number, move: string): number | null => childIn(tree.nodes, nodeAt(tree, id).id, move);

/** Undo: the parent of the current node (the tree itself at the start). */
export const undo = <T>(tree: MoveTree<T>): MoveTree<T> => {
  const parent = currentNode(tree).parent;
  return parent === null ? tree : goTo(tree, parent);
};

/** Redo: the child last taken from the current node (the tree itself at the end of a line). */
export const redo = <T>(tree: MoveTree<T>): MoveTree<T> => {
  const child = redoChild(tree);
  return child === null ? tree : goTo(tree, child);
};

/** The main line: from the root along the first children. */
export function mainLine<T>(tree: MoveTree<T>): number[] {
  const line = [ROOT];
  for (let next = tree.nodes[ROOT]!.children[0]; next !== undefined; next = tree.nodes[next]!.children[0]) line.push(next);
  return line;
}

/** Change what some nodes carry (one copy of the tree for all of them). */
export function updateData<T>(tree: MoveTree<T>, ids: readonly number[], change: (data: T, node: MoveNode<T>) => T): MoveTree<T> {
  let nodes: MoveNode<T>[] | null = null;
  for (const id of ids) {
    const node = (nodes ?? tree.nodes)[id];
    if (!node) continue;
    const data = change(node.data, node);
    if (data === node.data) continue;
    nodes ??= tree.nodes.slice();
    nodes[id] = { ...node, data };
  }
  return nodes ? { nodes, current: tree.current } : tree;
}

/**
 * The optimal solution, when the main line is one: `optimal` moves long (when known) and ending in
 * a win.
 */
export function solutionLine(tree: MoveTree<Position>, optimal: number | null | undefined, isWon: (state: unknown) => boolean): string[] | undefined {
  if (optimal === null || optimal === undefined) return undefined;
  const ids = mainLine(tree);
  return ids.length - 1 === optimal && isWon(nodeAt(tree, ids[ids.length - 1]!).data.state) ? movesOf(tree, ids) : undefined;
}

/**
 * Record what is learned of a line (ids from the root): no win can be reached after `noReturnAt`
 * moves (null: a win is in reach all along). Nodes before it can still win; it and those after
 * cannot.
 */
export function markLine(tree: MoveTree<Position>, line: readonly number[], noReturnAt: number | null): MoveTree<Position> {
  return updateData(tree, line, (data, node) => {
    const winnable = noReturnAt === null || node.depth < noReturnAt;
    return data.winnable === winnable ? data : { ...data, winnable };
  });
}
