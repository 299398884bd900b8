// Steps of the real-browser tests of a large grid drawn after its editor opens (GridCanvas's
// cellsAfterOpen): the frames that draw the rest held back and let go, and a stroke by where the
// cells are on the grid's box.
import { cellToPress } from './largeGrid.mjs';

/** Holds back the page's animation frames (the rest of the grid is drawn a task after each), for the cells to stay undrawn while painted. */
export const holdFrames = (page) =>
  page.evaluate(() => {
    window.__raf = window.requestAnimationFrame;
    window.__held = [];
    window.requestAnimationFrame = (f) => (window.__held.push(f), 0);
  });

/** Lets the frames held back by holdFrames go on. */
export const releaseFrames = (page) =>
  page.evaluate(() => {
    window.requestAnimationFrame = window.__raf;
    for (const f of window.__held) requestAnimationFrame(f);
  });

/** A mouse stroke from the first cell (r, c) through the others, by where each is on the grid's box (the first scrolled into the window). */
export async function strokeThrough(page, [first, ...rest]) {
  const from = await cellToPress(page, ...first);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (const [r, c] of rest) {
    const p = await cellToPress(page, r, c, { scroll: false });
    await page.mouse.move(p.x, p.y, { steps: 2 });
  }
  await page.mouse.up();
}

/**
 * The paint of the tests of a 64×64 grid before the rest is drawn: a stroke through row 21
 * columns 31–32 and row 22 column 32, a click on row 41 column 6, and Enter on row 2 column 2
 * reached from the keyboard (1-based), where the focus is left.
 */
export async function paintThreeWays(page) {
  await strokeThrough(page, [[20, 30], [20, 31], [21, 31]]);
  const at = await cellToPress(page, 40, 5);
  await page.mouse.click(at.x, at.y);
  await page.locator('.ed-paint [tabindex="0"]').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}
