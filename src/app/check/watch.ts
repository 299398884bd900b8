// Show a line on the board: the Check view loads a line (the shorter one, a line to a position of
// the state graph, the line checked) into the app's playback, at the position after `index` moves.
import { buildPlayback, useApp } from '../store.ts';

export function watchLine(moves: string[], index = 0): void {
  const { familyId, level } = useApp.getState();
  const playback = buildPlayback(familyId, level, moves);
  if (!playback) return;
  useApp.setState({ mode: 'solve', playback: { ...playback, index: Math.max(0, Math.min(moves.length, index)) } });
  // on a narrow screen the board is above the Check panel, out of view: bring it into view
  // (after React has drawn the watching board, which play mode does not show)
  requestAnimationFrame(() => {
    const board = document.querySelector('[data-testid="board"]');
    const box = board?.getBoundingClientRect();
    if (board && box && (box.top < 0 || box.top > window.innerHeight)) board.scrollIntoView({ block: 'start' });
  });
}
