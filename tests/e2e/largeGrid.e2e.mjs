// Real-browser tests of the editor on a grid past GridEditor's EVERY_CELL_UP_TO cells: a
// 255×255 Snakebird map draws a few cell elements, not 65,025 (which took React over a second
// in one task as the editor opened), and every cell is still reached and painted from the
// keyboard, by a mouse and by a finger.
import assert from 'node:assert/strict';
import { cellBox, cellToPress, namesByKeys, openInEditor, openMap, zoomTo } from './largeGrid.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

const drawnCells = (page) => page.locator('.ed-paint [data-cell]').count();
const focusedName = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

export const tests = [
  {
    name: '255×255 map: a few cells drawn; from the keyboard every cell is reached, and a Shift+arrows stroke paints as one Undo step',
    async run(page, { baseURL }) {
      await openInEditor(page, baseURL, 'snakebird', openMap(255));
      await page.getByRole('grid', { name: 'Level grid, 255 rows by 255 columns' }).waitFor();
      assert.ok((await drawnCells(page)) < 10, `${await drawnCells(page)} cells drawn`);
      await page.getByRole('radio', { name: /Wall/ }).click();
      await page.locator('.ed-paint [tabindex="0"]').focus();
      await page.keyboard.press('Control+End');
      assert.equal(await focusedName(page), 'row 255 column 255: wall');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('Home');
      assert.equal(await focusedName(page), 'row 245 column 1: empty');
      // the keyboard's cell is the grid's one tab stop, drawn where it is
      assert.equal(await page.locator('.ed-paint [tabindex="0"]').getAttribute('aria-label'), 'row 245 column 1: empty');
      await page.keyboard.down('Shift');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.up('Shift');
      assert.equal(await focusedName(page), 'row 245 column 4: wall');
      const row245 = [0, 1, 2, 3, 4].map((c) => [244, c]);
      assert.deepEqual((await namesByKeys(page, row245)).map((n) => n.split(': ')[1]), ['wall', 'wall', 'wall', 'wall', 'empty']);
      assert.ok((await drawnCells(page)) < 10, `${await drawnCells(page)} cells drawn after the walk`);
      await page.getByRole('button', { name: 'Undo' }).click();
      assert.deepEqual((await namesByKeys(page, row245)).map((n) => n.split(': ')[1]), ['empty', 'empty', 'empty', 'empty', 'empty']);
    },
  },
  {
    name: '255×255 map: the cell under the mouse is outlined, though the cells are not drawn',
    async run(page, { baseURL }) {
      await openInEditor(page, baseURL, 'snakebird', openMap(255));
      const hover = page.locator('.ed-paint-hover');
      assert.equal(await hover.isVisible(), false);
      const cell = await cellBox(page, 100, 120);
      await page.mouse.move(cell.x + cell.width / 2, cell.y + cell.height / 2);
      const box = await hover.boundingBox();
      assert.ok(box, 'the outline is shown');
      for (const k of ['x', 'y', 'width', 'height']) assert.ok(Math.abs(box[k] - cell[k]) < 0.5, `the outline's ${k} is ${box[k]}, the cell's ${cell[k]}`);
      const grid = await page.locator('.ed-paint').boundingBox();
      await page.mouse.move(grid.x + grid.width / 2, grid.y + grid.height + 40);
      assert.equal(await hover.isVisible(), false, 'the mouse off the grid: no outline');
    },
  },
  {
    name: 'phone: one finger paints a stroke across the zoomed 255×255 map, one Undo step',
    ...PHONE,
    async run(page, { baseURL }) {
      await openInEditor(page, baseURL, 'snakebird', openMap(255));
      await page.getByRole('radio', { name: /Wall/ }).tap();
      await zoomTo(page, 24, 'tap');
      // (where a finger presses them, scrolled into the window: on this phone the grid's first
      // rows lay at its foot once nothing stood above the board, row 3 under it, and the stroke,
      // sent there, painted nothing)
      const [from, to] = [await cellToPress(page, 3, 3), await cellToPress(page, 3, 5, { scroll: false })];
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      for (let k = 1; k <= 6; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + ((to.x - from.x) * k) / 6, y: from.y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
      const around = [[3, 2], [3, 3], [3, 4], [3, 5], [3, 6], [2, 4], [4, 4]];
      const walls = async () => (await namesByKeys(page, around)).map((n, i) => (n.endsWith(': wall') ? around[i].join(',') : null)).filter(Boolean);
      assert.deepEqual(await walls(), ['3,3', '3,4', '3,5']);
      await page.getByRole('button', { name: 'Undo' }).tap();
      assert.deepEqual(await walls(), []);
    },
  },
];
