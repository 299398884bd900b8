// One colour and one colour name per snake label, shared by the board, the editor and the
// words a move reads in ("Red ↑"): labels of an open world (A, a, 0) get the same colours as
// a framed world's (R, G, B), so two snakes never differ only by letter case.
export const SNAKE_COLOURS: Record<string, { name: string; hex: string }> = {
  R: { name: 'Red', hex: '#e53e3e' },
  G: { name: 'Green', hex: '#38a169' },
  B: { name: 'Blue', hex: '#3182ce' },
  Y: { name: 'Yellow', hex: '#d69e2e' },
  A: { name: 'Red', hex: '#e53e3e' },
  a: { name: 'Green', hex: '#38a169' },
  '0': { name: 'Blue', hex: '#3182ce' },
};

/**
 * A snake as the page names it, one way everywhere (the board's name, the piece buttons, the
 * editor): "Red snakebird", or "Snakebird X" for a label without a colour of its own. Its
 * letter (RULES.md's notation) is drawn on its head, and said only where the level's text is.
 */
export const snakeName = (label: string) => {
  const colour = SNAKE_COLOURS[label];
  return colour ? `${colour.name} snakebird` : `Snakebird ${label}`;
};

/** The same snake in a move's words, kept short: "Red" (as in "Red ↑"), or "Snakebird X" */
export const snakeShortName = (label: string) => SNAKE_COLOURS[label]?.name ?? `Snakebird ${label}`;
