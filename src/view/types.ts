// The view table every family fills (the UI half of Simon Tatham's `struct game`): what the
// screen needs of a family, next to its rules table (src/puzzles/types.ts). The shell, the
// editor kit, the play panel and playback read a family only through this table, so they hold
// no family-id branch. Sits below the app: it imports no app code.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Preloadable } from './preloadable.ts';
import type { FamilyId, PuzzleFamily, ValidationIssue } from '../puzzles/types.ts';

/**
 * What every family's board view receives. A board draws an `svg.board` with a viewBox and
 * `data-cell`, a cell's side in the viewBox's units: where cells would be drawn too small, the
 * shell zooms it by them (view/Zoom.tsx).
 */
export interface BoardProps<L, S> {
  level: L;
  state: S;
  /** play a move (RULES.md notation) when the player clicks a piece; absent = read-only */
  onMove?(move: string): void;
  /** the move that led to this state, for the board to highlight what it did */
  lastMove?: string | null;
  /** a hint, drawn on the board: the move the solver suggests from here */
  hint?: string | null;
  /** the piece the player has chosen (a Snakebird snake's label), marked on the board */
  selected?: string | null;
  /** choose a piece by clicking or tapping it (a Snakebird snake) */
  onSelect?(piece: string): void;
  /** a grid cursor for keyboard play, [row, col] 0-based, drawn as a focus ring */
  cursor?: readonly [number, number] | null;
  /** the level's problems (one opened invalid, a link's): the board marks the cell or node each is at (view/boardWords.ts) */
  issues?: readonly ValidationIssue[];
}

/** What EditorPanel hands a family's editor: the typed level, a way to change it, its problems. */
export interface FamilyEditorProps<L> {
  family: PuzzleFamily<L, any>;
  level: L;
  onChange(level: L): void;
  issues: readonly ValidationIssue[];
}

export type Direction = 'U' | 'D' | 'L' | 'R';

/** How keys, swipes, clicks and taps become moves in play. */
export interface PlayInput<L, S> {
  /**
   * Families whose moves are directions (of the whole board, or of the chosen piece): the move
   * a direction makes, or null when it makes none (no piece chosen).
   */
  direction?(dir: Direction, piece: string | null): string | null;
  /** the pieces a player chooses between (Snakebird's snakes), by label, in order */
  pieces?(level: L, state: S): string[];
  /** what a piece is called ("Snakebird"): the group of choices is named after it */
  pieceKind?: string;
  /** a piece's name on its button ("Red snakebird") */
  pieceName?(piece: string): string;
  /** list the legal moves as buttons below the board (moves not drawn as a click target) */
  listLegalMoves?: boolean;
  /**
   * A grid the player moves a cursor over with the arrow keys and presses with Enter or Space:
   * its size, and the move a press at [row, col] makes.
   */
  grid?(level: L): { rows: number; cols: number; press(row: number, col: number): string };
}

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * What a move played caused beyond the move itself, from the positions before and after it: short
 * phrases a screen reader says after the move, each as a sentence ("Red ate a fruit and grew to
 * 4", "Blue fell 2 rows"; view/outcomeWords.ts), none where it caused nothing more. `list` joins
 * names ("Red, Blue and block 1").
 */
export type MoveOutcome<L, S> = (level: L, before: S, after: S, move: string, list: (names: readonly string[]) => string) => readonly string[];

/**
 * A family's words for a player, loaded when first asked for (off the first screen): its goal and
 * rules, for its "How to play" dialog, and what a move played caused, which play mode says after
 * the move.
 */
export interface HowToPlay<L = any, S = any> {
  goal: string;
  rules: readonly string[];
  /** what a move caused beyond the move itself, absent where a move causes nothing more */
  moveOutcome?: MoveOutcome<L, S>;
}

export interface FamilyView<L, S> {
  readonly id: FamilyId;
  /** display name: "Anemones", "Snakebird", "Move", "Bars", "DogBunny" */
  readonly title: string;
  /** the family's rules table, loaded when the family is first shown */
  rules(): Promise<PuzzleFamily<L, S>>;
  /** the board, loaded with the family */
  readonly Board: Lazy<BoardProps<L, S>>;
  /** the drawing editor (palette, tools), on the typed level */
  readonly Editor: Preloadable<FamilyEditorProps<L>>;
  readonly input: PlayInput<L, S>;
  /** what New level makes: a small level, valid from the start where the rules allow */
  blank(): L;
  /** what Clear makes of a level: emptied, its size kept (with what the format cannot do without) */
  clear(level: L): L;
  /** a move in words: "Red ↑", "Tap anemone 3", "Press row 2, column 4", "Bunny: blank 2 → house" */
  describeMove(move: string): string;
  /** the family's words for a player: the goal and rules, loaded when How to play is opened, and what a move caused, loaded by play mode */
  howToPlay(): Promise<HowToPlay<L, S>>;
}

// Families are generic in L and S; the registries store them with their types erased.
export type AnyFamilyView = FamilyView<any, any>;

/** Colours for pieces told apart by colour; every piece also carries its letter. */
const PIECE_COLOURS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#9a6324', '#808000', '#000075'];

export const colourFor = (letter: string) => PIECE_COLOURS[(letter.toLowerCase().charCodeAt(0) - 97) % PIECE_COLOURS.length]!;

/** The class of a board's mark for a move: the last move made, or the hint. */
export function markClass(move: string, lastMove: string | null | undefined, hint: string | null | undefined): string | null {
  if (move === hint) return 'move-mark hint';
  if (move === lastMove) return 'move-mark last';
  return null;
}
