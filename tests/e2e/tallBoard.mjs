// A Snakebird level whose playback controls come under a laptop's fold, and where they are: for
// the tests of what an answer does to a page the person may be looking elsewhere on.

const grid = (rows, cols, at) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => at(r, c)).join('')).join('\n');
export const CLASSIC_1 = ['---*--', '------', '#-----', '+--#+#', '------', '-#BA--', '-####-', '-####-', '-###--'];
/** Classic 1 over a floor, 64 wide: a tall board, its controls under a laptop's fold */
export const TALL = `${[...Array.from({ length: 31 }, () => ''), ...CLASSIC_1].map((l) => l.padEnd(64, '-')).join('\n')}\n${grid(8, 64, () => '#')}\n`;

/** where the page is, and the controls' buttons' top and bottom on the screen */
export const where = (page) =>
  page.evaluate(() => {
    const b = document.querySelector('.playback-buttons')?.getBoundingClientRect();
    return { scrollY: Math.round(scrollY), buttons: b && [Math.round(b.top), Math.round(b.bottom)], height: innerHeight };
  });
