// The Bars editor on a 64×64 level in the real browser: it opens drawing a few cells of its paint
// layer and none of its board's as elements (their backgrounds are paths, the same look), and
// draws the rest a few rows or blocks a task after (GridCanvas's cellsAfterOpen, BarsBoard's
// blocksWhole): drawing all 8,192 in one task took 200–330 ms as the editor opened. A stroke, a
// click and the keys paint the right cells while the rest is not drawn, and once it is.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exported } from './largeGrid.mjs';
import { holdFrames, paintThreeWays, releaseFrames, strokeThrough } from './drawnLater.mjs';
import { levelHash } from './steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LEVEL = readFileSync(join(root, 'bench/levels/bars/cross-64x64.txt'), 'utf8');

const counts = (page) =>
  page.evaluate(() => [document.querySelectorAll('.ed-paint [data-cell]').length, document.querySelectorAll('.ed-board [data-testid^="cell-"]').length]);
/** the level's cells, a row a string, from Export text */
const cellsOf = (text) => text.trim().split('\n').filter((line) => /^[01]+$/.test(line));
/** the value of cell (r, c), 0-based, in a level's text */
const valueIn = (text, r, c) => cellsOf(text)[r][c];
const flip = (v) => (v === '1' ? '0' : '1');

export const tests = [
  {
    name: 'Bars 64×64 editor: opens with a few cells drawn, the rest a few rows a task after; a stroke, a click and the keys paint the right cells before and after',
    async run(page, { baseURL }) {
      await page.goto(`${baseURL}${levelHash('bars', LEVEL, 'Big')}`);
      const start = LEVEL;
      await holdFrames(page);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('grid', { name: 'Level grid, 64 rows by 64 columns' }).waitFor();
      const [layer, board] = await counts(page);
      assert.ok(layer < 10, `${layer} cells of the paint layer drawn at first`);
      assert.ok(board < 64, `${board} cells of the board drawn as elements at first`);

      await paintThreeWays(page);
      const words = (v) => (v === '1' ? '1, upright bar' : '0, flat bar');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `row 2 column 2: ${words(flip(valueIn(start, 1, 1)))}`);
      assert.ok((await counts(page))[0] < 10, 'still a few cells drawn');
      const painted = await exported(page);
      // (a toggle stroke paints each cell it crosses with the value its first cell turned to)
      const values = (text, cells) => cells.map(([r, c]) => valueIn(text, r, c)).join(' ');
      const stroked = flip(valueIn(start, 20, 30));
      assert.equal(values(painted, [[20, 30], [20, 31], [21, 31], [40, 5], [1, 1]]), [stroked, stroked, stroked, flip(valueIn(start, 40, 5)), flip(valueIn(start, 1, 1))].join(' '));
      assert.equal(values(painted, [[20, 29], [19, 31], [22, 31], [21, 32], [40, 6], [1, 2]]), values(start, [[20, 29], [19, 31], [22, 31], [21, 32], [40, 6], [1, 2]]), 'the cells beside them as they were');

      // the frames go on: every cell is drawn
      await releaseFrames(page);
      await page.waitForFunction(() => document.querySelectorAll('.ed-paint [data-cell]').length === 4096 && document.querySelectorAll('.ed-board [data-testid^="cell-"]').length === 4096, null, { polling: 100 });
      assert.equal(await page.locator('.ed-board path.cell').count(), 0, 'no background drawn as a path once the cells are');
      assert.equal(await page.getByTestId('cell-21-32').getAttribute('data-value'), cellsOf(painted)[20][31]);
      await strokeThrough(page, [[30, 62], [30, 63]]);
      await page.getByRole('gridcell', { name: /^row 1 column 64:/ }).click();
      const last = await exported(page);
      const stroked2 = flip(valueIn(painted, 30, 62));
      assert.equal(values(last, [[30, 62], [30, 63], [0, 63], [29, 63], [30, 61]]), [stroked2, stroked2, flip(valueIn(painted, 0, 63)), valueIn(painted, 29, 63), valueIn(painted, 30, 61)].join(' '));
    },
  },
];
