// The first edit of a gallery level names it 'Your level': on a desktop that name, longer than
// 'Classic 0', wrapped the stage head's tools to a second row in the middle of the stroke, and the
// grid moved 36 px under the pointer (1366 x 768). Editing on a desktop, the name has a row of its
// own, whatever its length.
import assert from 'node:assert/strict';
import { gridTopsInStroke } from './gridInStroke.mjs';

export const tests = [
  {
    name: "a desktop's first stroke on a gallery level renames it without moving the grid under the pointer",
    viewport: { width: 1366, height: 768 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.locator('.gallery li button', { hasText: /^Classic 0\b/ }).first().click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      // (the empty cell at the map's top left, painted a wall)
      const { before, during } = await gridTopsInStroke(page, 0, 0, () => page.getByRole('heading', { name: 'Your level' }).waitFor());
      // (before: 36 px lower, the tools wrapped under the longer name)
      assert.equal(during, before, `the grid's top moved from ${before} to ${during} px in the stroke`);
    },
  },
];
