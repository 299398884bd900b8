// A tall desktop screen: the move list beside the board takes the column's height. Its box was
// 15.5rem at every size: at 2560x1440 Snakebird's Classic 10 showed 14 of its 33 moves, the rest
// behind a scroll, above 900 px of empty column.
import assert from 'node:assert/strict';

/** the list box's rows shown whole and scrolled past, and the Solver column's foot against the screen's */
const listFit = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('.side-moves .mt-line');
    const side = document.querySelector('.side');
    if (!box || !side) return null;
    return { hidden: box.scrollHeight - box.clientHeight, height: box.clientHeight, sidePast: side.getBoundingClientRect().bottom - innerHeight };
  });

export const tests = [
  {
    name: 'Classic 10 at 2560x1440 and 1920x1080: the whole solution in the list, the column on screen; at 1280x720 its box as before',
    async run(page, { baseURL }) {
      await page.setViewportSize({ width: 2560, height: 1440 });
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: /^Classic 10/ }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 33 moves').waitFor({ timeout: 30_000 });
      await page.evaluate(() => scrollTo(0, 0));
      for (const [width, height] of [[2560, 1440], [1920, 1080]]) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const fit = await listFit(page);
        assert.ok(fit, 'a move list beside the board');
        assert.ok(fit.hidden <= 1, `at ${width}x${height}: ${fit.hidden} px of the 33 moves scrolled out of a ${fit.height} px box`);
        assert.ok(fit.sidePast <= 0.5, `at ${width}x${height}: the Solver's column ${fit.sidePast} px past the screen's foot`);
      }
      // a laptop's screen keeps the box of seven rows, the column on screen
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const laptop = await listFit(page);
      assert.ok(laptop && laptop.hidden > 0, 'at 1280x720 the list scrolls in its box');
      assert.ok(laptop.sidePast <= 0.5, `at 1280x720 the Solver's column ${laptop.sidePast} px past the foot`);
    },
  },
];
