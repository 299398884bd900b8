// The Snakebird editor on a 64×64 map in the real browser: it opens drawing a few cells of its
// paint layer, and draws the rest a few rows a task after (GridCanvas's cellsAfterOpen): drawing
// the layer's 4,096 cells in one task took 130–560 ms as the editor opened. A stroke, a click and
// the keys paint the right cells while the rest is not drawn, and once it is.
import assert from 'node:assert/strict';
import { exported, openMap } from './largeGrid.mjs';
import { holdFrames, paintThreeWays, releaseFrames, strokeThrough } from './drawnLater.mjs';
import { levelHash } from './steps.mjs';

const SIZE = 64;
const layerCells = (page) => page.evaluate(() => document.querySelectorAll('.ed-paint [data-cell]').length);
/** the wall cells, "row,col" (0-based), of a classic map's text */
const wallsIn = (text) => text.trim().split('\n').flatMap((line, r) => [...line].flatMap((t, c) => (t === '#' ? [`${r},${c}`] : [])));

export const tests = [
  {
    name: 'Snakebird 64×64 editor: opens with a few cells drawn, the rest a few rows a task after; a stroke, a click and the keys paint the right cells before and after',
    async run(page, { baseURL }) {
      const map = openMap(SIZE);
      await page.goto(`${baseURL}${levelHash('snakebird', map, 'Big')}`);
      await holdFrames(page);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('grid', { name: `Level grid, ${SIZE} rows by ${SIZE} columns` }).waitFor();
      assert.ok((await layerCells(page)) < 10, `${await layerCells(page)} cells of the paint layer drawn at first`);
      // The page at its top, as the editor opens when Edit comes before the link's solve: its answer,
      // come first, scrolled its controls into view (224 px), and the map's lower rows with them.
      // The click's cell (row 41) is then under the fold, to be scrolled to as a person does
      // (cellToPress): clicked where it was, off the window, it was lost 7 runs in 10.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      // the board is the map from the first: its floor and its snakebird
      // (the walls are drawn a row at a time, each a square of its row's path: its floor is a row of SIZE squares)
      const floor = await page.locator('.ed-board .sb-wall').evaluateAll((rows) => rows.map((p) => [...p.getAttribute('d').matchAll(/M-?[\d.]+,(-?[\d.]+)/g)].map((m) => m[1])));
      assert.deepEqual(floor.map((squares) => [squares.length, new Set(squares).size]), [[SIZE, 1]]);
      await page.locator('.ed-board [data-testid="snake-A"]').waitFor();
      const before = wallsIn(map);
      const added = (text) => wallsIn(text).filter((w) => !before.includes(w)).sort();

      // (Wall is the tool the editor opens with)
      await paintThreeWays(page);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'row 2 column 2: wall');
      assert.ok((await layerCells(page)) < 10, 'still a few cells drawn');

      // the frames go on: every cell is drawn
      await releaseFrames(page);
      await page.waitForFunction((n) => document.querySelectorAll('.ed-paint [data-cell]').length === n, SIZE * SIZE, { polling: 100 });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'row 2 column 2: wall', 'the keyboard\'s cell kept the focus');
      assert.deepEqual(added(await exported(page)), ['1,1', '20,30', '20,31', '21,31', '40,5']);
      await strokeThrough(page, [[30, 62], [30, 63]]);
      await page.getByRole('gridcell', { name: /^row 1 column 64:/ }).click();
      assert.deepEqual(added(await exported(page)), ['0,63', '1,1', '20,30', '20,31', '21,31', '30,62', '30,63', '40,5']);
    },
  },
];
