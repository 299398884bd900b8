// The moves played in play mode, for the views beside the board that read them (the Check view
// judges them as they are played). The play panel reports its line here; nothing else writes it.
import { create } from 'zustand';

export interface PlayedLine {
  /** the level the moves were played on (the same object the app holds) */
  level: unknown;
  moves: readonly string[];
}

export const usePlayedLine = create<PlayedLine>()(() => ({ level: null, moves: [] }));

export function reportPlayedLine(level: unknown, moves: readonly string[]): void {
  const now = usePlayedLine.getState();
  if (now.level !== level || now.moves !== moves) usePlayedLine.setState({ level, moves });
}
