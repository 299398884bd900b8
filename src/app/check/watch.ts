// Show a line on the board: the Check view loads a line (the shorter one, a line to a position of
// the state graph, the line checked) into the move tree and watches it, at the position after
// `index` moves.
import { useApp } from '../store.ts';

export function watchLine(moves: string[], index = 0): void {
  useApp.getState().watchLine(moves, index);
  // on a narrow screen the board is above the Check panel, out of view: bring it into view
  // (after React has drawn the watching board, which play mode does not show)
  requestAnimationFrame(() => {
    const board = document.querySelector('[data-testid="board"]');
    const box = board?.getBoundingClientRect();
    if (board && box && (box.top < 0 || box.top > window.innerHeight)) board.scrollIntoView({ block: 'start' });
  });
}
