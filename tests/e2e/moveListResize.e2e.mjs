// A desktop window made narrow and wide again keeps the current move in the move list's view: the
// list scrolls in its box beside the board; under the board (700 px wide) it has no box, its scroll
// went to 0, and back at 1280 px the current move (30 of Classic 10's 33) lay under the box's foot.
import assert from 'node:assert/strict';

export const tests = [
  {
    name: 'Classic 10 at move 30, 1280 -> 700 -> 1280 px wide: the current move in the list box',
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: /^Classic 10/ }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('status').getByText('Solved in 33 moves').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Last position' }).click();
      for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Previous move' }).click();
      const currentInBox = () => {
        const current = document.querySelector('.side-moves [aria-current="step"]');
        const box = current?.closest('.move-list');
        if (!box || box.scrollHeight <= box.clientHeight) return false;
        const [c, b] = [current.getBoundingClientRect(), box.getBoundingClientRect()];
        return c.top >= b.top - 1 && c.bottom <= b.bottom + 1;
      };
      await page.waitForFunction(currentInBox, undefined, { timeout: 10_000 });
      for (const [width, height] of [[700, 800], [1280, 800], [700, 800], [1024, 600]]) {
        await page.setViewportSize({ width, height });
        if (width === 700) continue; // (no box there: the list is the page's)
        await page.waitForFunction(currentInBox, undefined, { timeout: 10_000 }).catch(() => assert.fail(`at ${width}×${height}, move 30 out of the list's box`));
      }
    },
  },
];
