// Real-browser tests of levels at each family's limits (docs/LIMITS.md) and of odd shapes:
// the largest grids, one-cell and one-row levels, dense graphs, in the editor and on the board.
import assert from 'node:assert/strict';
import { levelHash } from './steps.mjs';

/** A classic Snakebird map of `size`×`size`: open sky, a floor of wall, a snakebird and the exit on the row above it. */
function openMap(size) {
  const rows = Array.from({ length: size - 1 }, () => '-'.repeat(size));
  rows[size - 2] = `A${'-'.repeat(size - 3)}*-`;
  return [...rows, '#'.repeat(size)].join('\n');
}

async function openInEditor(page, baseURL, family, text) {
  await page.goto(baseURL);
  await page.evaluate(() => localStorage.setItem('unstuck.introSeen', '1'));
  await page.goto(`${baseURL}${levelHash(family, text, 'huge')}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.locator('.ed-paint [data-row="0"][data-col="0"]').waitFor({ timeout: 60_000 });
}

const cellAt = (page, r, c) => page.locator(`.ed-paint [data-row="${r}"][data-col="${c}"]`);

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
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      while ((await cellAt(page, 3, 3).boundingBox()).width < 12 && (await zoomIn.getAttribute('aria-disabled')) !== 'true') await zoomIn.click();
      await cellAt(page, 3, 3).scrollIntoViewIfNeeded();
      const centre = async (c) => {
        const b = await cellAt(page, 3, c).boundingBox();
        return [b.x + b.width / 2, b.y + b.height / 2];
      };
      // (each centre read just before the move: a note above the board may come and shift it)
      await page.mouse.move(...(await centre(3)));
      await page.mouse.down();
      for (const c of [4, 5]) await page.mouse.move(...(await centre(c)), { steps: 2 });
      await page.mouse.up();
      for (const c of [3, 4, 5]) await assert.doesNotReject(cellAt(page, 3, c).and(page.getByRole('gridcell', { name: /: wall$/ })).waitFor({ timeout: 10_000 }), `row 4 column ${c + 1} painted`);
    },
  },
  {
    name: '255×255 map fitted to the page (cells under 2 px): a press and a drag paint the cells under the pointer, not the next row\'s and column\'s',
    async run(page, { baseURL }) {
      await openInEditor(page, baseURL, 'snakebird', openMap(255));
      await page.getByRole('radio', { name: /Wall/ }).click();
      await page.waitForTimeout(500);
      const walls = () => page.locator('.ed-paint [aria-label$=": wall"]').evaluateAll((els) => els.map((el) => `${el.dataset.row},${el.dataset.col}`).sort());
      const before = await walls();
      // the row and columns' boxes, read once the page has settled; Chromium's hit test of a cell this small finds its neighbour below and right
      const boxes = await page.locator('.ed-paint [data-row="3"]').evaluateAll((els) => els.slice(3, 6).map((el) => { const b = el.getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2, b.width]; }));
      assert.ok(boxes[0][2] < 3, `the cells are drawn under 3 px (${boxes[0][2].toFixed(2)})`);
      await page.mouse.move(boxes[0][0], boxes[0][1]);
      await page.mouse.down();
      await page.mouse.move(boxes[1][0], boxes[1][1]);
      await page.mouse.move(boxes[2][0], boxes[2][1]);
      await page.mouse.up();
      await page.waitForTimeout(300);
      assert.deepEqual((await walls()).filter((k) => !before.includes(k)), ['3,3', '3,4', '3,5']);
    },
  },
];
