// Drawing something large a part at a time after it opens, so that opening it is no long task:
// the grid editor's paint layer (GridCanvas's cellsAfterOpen) and a family's board in its editor.
import { useEffect, useState } from 'react';

/** the most cells a grid drawing its cells after it opens (cellsAfterOpen) draws in its first task */
export const DRAWN_AT_ONCE_MAX = 32 * 32;

/** about how many cells a task draws after the grid opened (a task of 10–20 ms in Chromium, a 64×64 Bars level's layer or board) */
export const CELLS_A_TASK = 256;

/**
 * How many parts of something drawn after it opens (a grid's rows, a board's blocks) are drawn
 * by now: none at first, then `step` more a task, each task after a frame (parts added within one
 * frame would make one long task of their style and layout), until all `total` are. A part
 * added later (a resize) is drawn a task later. `total` when not `later`.
 */
export function useDrawnLater(later: boolean, total: number, step: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (!later || drawn >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn((n) => Math.min(total, n + step)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [later, drawn, total, step]);
  return later ? drawn : total;
}
