// Why Solve is off is said in the status's own room: a note of its own in the Solver panel, which
// a phone shows above the board, moved the board 61 px under a stroke each time the level became
// invalid (and back as it became valid), and an alert was said again at each change.
import assert from 'node:assert/strict';

export const tests = [
  {
    name: "on a phone, a stroke that makes the level invalid does not move the board under it, and says why Solve is off in the status",
    viewport: { width: 390, height: 844 },
    async run(page, { baseURL }) {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Move', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const grid = page.getByRole('grid');
      await grid.waitFor();
      await page.getByRole('radiogroup', { name: 'Palette' }).getByRole('radio', { name: /Empty/ }).click();
      // (Move 4x4's dot a, at the top left: emptied, its colour has a target and no dot)
      const cell = page.locator('[role=gridcell][data-row="0"][data-col="0"]');
      await cell.scrollIntoViewIfNeeded();
      const before = await grid.boundingBox();
      const box = await cell.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.getByTestId('status').getByText(/^Solve is off: /).waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const during = await grid.boundingBox();
      await page.mouse.up();
      // (before: 61 px lower, under a note of its own)
      assert.equal(during.y, before.y, `the grid's top moved from ${before.y} to ${during.y} px in the stroke`);
      assert.equal(await page.getByRole('alert').count(), 0, 'no alert: the status says it, politely');
    },
  },
];
