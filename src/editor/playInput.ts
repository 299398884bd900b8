// How keys and clicks become moves in RULES.md notation, per family. Pure.
import type { FamilyId } from '../puzzles/types.ts';

export type Direction = 'U' | 'D' | 'L' | 'R';
export const ARROWS: Record<string, Direction> = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };

/** Families whose moves are directions (of the whole board, or of the chosen snake). */
export function usesDirections(family: FamilyId): boolean {
  return family === 'move' || family === 'snakebird';
}

/** The move a direction makes: "U" for Move, "<label>U" for the chosen snake. */
export function directionMove(family: FamilyId, dir: Direction, snake: string | null): string | null {
  if (family === 'move') return dir;
  if (family === 'snakebird') return snake === null ? null : `${snake}${dir}`;
  return null;
}

/** Snake labels named by a list of snakebird moves ("RU" → "R"), in first-seen order. */
export function snakeLabels(moves: readonly string[]): string[] {
  const out: string[] = [];
  for (const m of moves) {
    const label = m.slice(0, -1);
    if (label && !out.includes(label)) out.push(label);
  }
  return out;
}

/** The direction of a swipe, or null when the pointer hardly moved. */
export function swipeDirection(dx: number, dy: number, threshold = 16): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'R' : 'L';
  return dy > 0 ? 'D' : 'U';
}
