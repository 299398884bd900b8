// Lines the Check view brings to the move tree: a line to watch (the shorter one, a line to a
// position of the state graph, the line checked), and what a judgement learned of a line (its
// point of no return), which the timeline and the move lists mark.
import { useApp } from '../store.ts';
import * as tree from '../../view/moveTree.ts';
import * as lines from '../../view/moveTreeLines.ts';

/**
 * Watch a line from the start (added to the tree where new), at the position after `index` moves.
 * `held`: where the person is (the map's dot, the button pressed), kept in view.
 */
export function watchLine(moves: readonly string[], index = 0, held: Element | null = document.activeElement): void {
  const { tree: t, family, level, setTree } = useApp.getState();
  if (!t || !family) return;
  const added = tree.addLine(t, tree.ROOT, moves, tree.stepper(family, level));
  const ids = [tree.ROOT, ...added.ids];
  // the whole line becomes the line taken, then the board goes to the position asked for
  setTree(tree.goTo(tree.goTo(added.tree, ids[ids.length - 1]!), ids[Math.max(0, Math.min(ids.length - 1, index))]!));
  useApp.setState((s) => ({ mode: 'solve', playback: s.playback && { ...s.playback, playing: false } }));
  // on a narrow screen the board is above the Check panel, out of view: bring it into view
  // (after React has drawn the watching board, which play mode does not show)
  requestAnimationFrame(() => {
    const board = document.querySelector('[data-testid="board"]');
    const box = board?.getBoundingClientRect();
    if (!board || !box || (box.top >= 0 && box.top <= window.innerHeight)) return;
    const at = held?.isConnected ? held.getBoundingClientRect() : null;
    // Beside the board (a desktop's columns), the page scrolled to the board took the map's dot
    // Enter was pressed on off the screen, and the next arrow key walked the map out of sight:
    // the page goes toward the board only as far as keeps that dot (or button) in view.
    if (at && at.height > 0 && (at.left >= box.right || at.right <= box.left)) {
      const room = 8;
      const by = box.top < 0 ? Math.min(0, Math.max(box.top - room, at.bottom + room - window.innerHeight)) : Math.max(0, Math.min(box.top - room, at.top - room));
      if (by !== 0) window.scrollBy(0, by);
    } else board.scrollIntoView({ block: 'start' });
  });
}

/** What a check learned of a line from the start: no win after `noReturnAt` moves (null: a win in reach all along). */
export function markLine(moves: readonly string[], noReturnAt: number | null): void {
  const { tree: t, setTree } = useApp.getState();
  if (!t) return;
  const ids = [tree.ROOT];
  for (const m of moves) {
    const child = lines.childByMove(t, ids[ids.length - 1]!, m);
    if (child === null) break;
    ids.push(child);
  }
  // only as far as the tree has the line; the point of no return itself may lie past it
  setTree(lines.markLine(t, ids, noReturnAt));
}
