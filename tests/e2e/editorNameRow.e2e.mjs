// The first edit of a gallery level names it 'Your level': on a desktop that name, longer than
// 'Classic 0', wrapped the stage head's tools to a second row in the middle of the stroke, and the
// grid moved 36 px under the pointer (1366 x 768). Editing on a desktop, the name has a row of its
// own, whatever its length.
import assert from 'node:assert/strict';

export const tests = [
  {
    name: "a desktop's first stroke on a gallery level renames it without moving the grid under the pointer",
    viewport: { width: 1366, height: 768 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.locator('.gallery li button', { hasText: /^Classic 0\b/ }).first().click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const grid = page.getByRole('grid');
      await grid.waitFor();
      // (the empty cell at the map's top left, painted a wall)
      const cell = page.locator('[role=gridcell][data-row="0"][data-col="0"]');
      await cell.scrollIntoViewIfNeeded();
      const before = await grid.boundingBox();
      const box = await cell.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.getByRole('heading', { name: 'Your level' }).waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const during = await grid.boundingBox();
      await page.mouse.up();
      // (before: 36 px lower, the tools wrapped under the longer name)
      assert.equal(during.y, before.y, `the grid's top moved from ${before.y} to ${during.y} px in the stroke`);
    },
  },
];
