/** What every family's board view receives. */
export interface BoardProps<L, S> {
  level: L;
  state: S;
  /** play a move (RULES.md notation) when the player clicks a piece; absent = read-only */
  onMove?(move: string): void;
}

/** Colours for pieces told apart by colour; every piece also carries its letter. */
export const PIECE_COLOURS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#9a6324', '#808000', '#000075'];

export const colourFor = (letter: string) => PIECE_COLOURS[(letter.toLowerCase().charCodeAt(0) - 97) % PIECE_COLOURS.length]!;
