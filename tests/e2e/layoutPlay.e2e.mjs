// Play, from a phone's width to a desktop's: a hint leaves the board where it was. Once the hint's
// search knew the optimum, the move count above the board read "Moves: 0 (optimal: 29)", broke
// onto a row of its own and put the board 23 px down (Chromium, Snakebird Classic 0, at 360, 600,
// 1024 and 1280 px wide).
import assert from 'node:assert/strict';

/** The play board's box in the page. */
const playBoard = (page) =>
  page.locator('.pl-board').evaluate((e) => {
    const r = e.getBoundingClientRect();
    return [r.left + scrollX, r.top + scrollY, r.width, r.height].map(Math.round).join(',');
  });

export const tests = [360, 600, 1024, 1280].map((width) => ({
  name: `${width} px wide, touch: a hint in Play, with the optimum it brings into the move count, leaves the board where it was`,
  viewport: { width, height: 900 },
  contextOptions: { hasTouch: true, isMobile: width <= 480 },
  run: async (page, { baseURL }) => {
    await page.goto(baseURL);
    await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
    await page.getByRole('button', { name: /^Classic 0( ?\d+ moves)?$/ }).click();
    await page.getByRole('button', { name: 'Play it yourself' }).click();
    await page.locator('.pl-board .board').first().waitFor();
    const before = await playBoard(page);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByTestId('hint').waitFor({ timeout: 30_000 });
    await page.getByTestId('move-count').getByText(/optimal: \d+/).waitFor();
    // (the search's Cancel, in the row while it runs, has gone)
    await page.getByRole('button', { name: 'Solve from here' }).and(page.locator(':enabled')).waitFor();
    assert.equal(await playBoard(page), before, 'the board moved');
  },
}));
