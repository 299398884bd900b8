// Real-browser tests of levels at each family's limits (docs/LIMITS.md) and of odd shapes:
// the largest grids, one-cell and one-row levels, dense graphs, in the editor and on the board.
import assert from 'node:assert/strict';
import { cellBox, cellCentre, exported, namesByKeys, openInEditor, openMap, zoomTo } from './largeGrid.mjs';

export const tests = [
  {
    name: '255×255 map: each row of the paint layer is painted apart, and a stroke across it paints the cells it crosses',
    async run(page, { baseURL }) {
      await openInEditor(page, baseURL, 'snakebird', openMap(255));
      // With the paint layer painted as one, Chromium recorded all 65,025 cells again at each
      // stroke cell (about 160 ms a cell at 1280×800); a row painted apart is recorded again
      // only where it changed. The time itself is measured, not asserted (commit message).
      const rows = await page.locator('.ed-paint-row').evaluateAll((els) => els.map((el) => getComputedStyle(el).contain));
      assert.equal(rows.length, 255);
      assert.ok(rows.every((c) => /\bpaint\b|strict|content/.test(c)), `every row contains its paint (found ${[...new Set(rows)].join(', ')})`);
      await page.getByRole('radio', { name: /Wall/ }).click();
      // zoomed in as a person would, to cells they can aim at
      await zoomTo(page, 12);
      const centre = async (c) => {
        const { x, y } = await cellCentre(page, 3, c);
        return [x, y];
      };
      // (each centre read just before the move: a note above the board may come and shift it)
      await page.mouse.move(...(await centre(3)));
      await page.mouse.down();
      for (const c of [4, 5]) await page.mouse.move(...(await centre(c)), { steps: 2 });
      await page.mouse.up();
      const names = await namesByKeys(page, [[3, 3], [3, 4], [3, 5]]);
      for (const [i, c] of [3, 4, 5].entries()) assert.match(names[i], /: wall$/, `row 4 column ${c + 1} painted`);
    },
  },
  {
    name: '255×255 map fitted to the page (cells under 2 px): a press and a drag paint the cells under the pointer, not the next row\'s and column\'s',
    async run(page, { baseURL }) {
      await openInEditor(page, baseURL, 'snakebird', openMap(255));
      await page.getByRole('radio', { name: /Wall/ }).click();
      await page.waitForTimeout(500);
      const walls = async () => (await exported(page)).split('#').length - 1;
      const before = await walls();
      // the row and columns' boxes, read once the page has settled; Chromium's hit test of a cell this small finds its neighbour below and right
      const boxes = await Promise.all([3, 4, 5].map(async (c) => { const b = await cellBox(page, 3, c); return [b.x + b.width / 2, b.y + b.height / 2, b.width]; }));
      assert.ok(boxes[0][2] < 3, `the cells are drawn under 3 px (${boxes[0][2].toFixed(2)})`);
      await page.mouse.move(boxes[0][0], boxes[0][1]);
      await page.mouse.down();
      await page.mouse.move(boxes[1][0], boxes[1][1]);
      await page.mouse.move(boxes[2][0], boxes[2][1]);
      await page.mouse.up();
      await page.waitForTimeout(300);
      // three walls more in the level, and they are row 4's columns 4 to 6, not a cell beside them
      assert.equal((await walls()) - before, 3);
      const around = [2, 3, 4].flatMap((r) => [2, 3, 4, 5, 6].map((c) => [r, c]));
      const names = await namesByKeys(page, around);
      assert.deepEqual(around.filter((_, i) => names[i].endsWith(': wall')).map(([r, c]) => `${r},${c}`), ['3,3', '3,4', '3,5']);
    },
  },
];
