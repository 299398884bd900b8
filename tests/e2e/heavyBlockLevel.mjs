// A Snakebird level whose every move costs the rules what its one block holds: the largest map
// (256 × 256, jsnell), a block of 254 × 250 = 63,500 cells over a snakebird of four cells, which
// goes up and right under it (HEAVY_LINE: 300 legal moves). hostileSizes' unit and e2e tests.

/** the level's text */
export function heavyBlockLevel() {
  const N = 256;
  return [
    ' '.repeat(N),
    ...Array.from({ length: N - 6 }, () => `.${'0'.repeat(N - 2)}.`),
    `.${' '.repeat(N - 2)}.`,
    `.R<<<${' '.repeat(N - 6)}.`,
    `.${' '.repeat(N - 3)}*.`,
    '.'.repeat(N),
    '.'.repeat(N),
  ].join('\n');
}

/** up, then right along the row under the block: every move of it legal */
export const HEAVY_LINE = Array.from({ length: 300 }, (_, i) => (i % 3 ? 'RR' : 'RU'));
