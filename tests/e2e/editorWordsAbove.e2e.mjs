// Every editor says its words above the board (hmsg13): Move's and Bars' words on a resize (a
// row removed, Set size) and DogBunny's note on an edge written twice lay under the board and its
// size controls, on a phone off screen or far from where the eyes were. And the note, a line or
// two above the board, stays while a finger is down: a node deleted as it went down took the note
// away, and the board moved up under the finger.
import assert from 'node:assert/strict';
import { openEditor } from './steps.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

/** the family's editor on New level */
async function newLevel(page, baseURL, family) {
  const editor = await openEditor(page, baseURL, family);
  await editor.getByRole('button', { name: 'New level' }).tap();
  return editor;
}

/** the words are shown whole on the screen, and above the board (their foot at or over the grid's top) */
async function assertAboveBoard(page, editor, words, what) {
  await words.waitFor({ timeout: 10_000 });
  const box = await words.boundingBox();
  const grid = await editor.getByRole('grid').boundingBox();
  const { height } = page.viewportSize();
  assert.ok(box.y >= 0 && box.y + box.height <= height, `${what} on the screen (at ${Math.round(box.y)} to ${Math.round(box.y + box.height)} px of ${height})`);
  assert.ok(box.y + box.height <= grid.y + 1, `${what} above the board (their foot at ${Math.round(box.y + box.height)} px, the board's top at ${Math.round(grid.y)})`);
}

/** tap the cell of the grid at row r, column c (1-based) */
async function tapCell(editor, r, c) {
  const cell = editor.getByRole('gridcell', { name: new RegExp(`^row ${r} column ${c}:`) });
  await cell.scrollIntoViewIfNeeded();
  await cell.tap();
}

export const tests = [
  {
    name: "phone: Move's words on a row removed with a dot on it are above the board, on the screen",
    ...PHONE,
    async run(page, { baseURL }) {
      const editor = await newLevel(page, baseURL, 'Move');
      await editor.getByRole('radio', { name: /Dot/ }).tap();
      const rows = Number((await editor.getByRole('spinbutton', { name: 'Rows' }).inputValue()));
      await tapCell(editor, rows, 1);
      const remove = editor.getByRole('button', { name: 'Remove row at bottom' });
      await remove.scrollIntoViewIfNeeded();
      await remove.tap();
      await assertAboveBoard(page, editor, editor.getByText('Removed the row at bottom with dot a. Undo brings them back.'), 'the words on the row removed');
    },
  },
  {
    name: "phone: Bars' words on Set size taking rows with cells at 1 are above the board, on the screen",
    ...PHONE,
    async run(page, { baseURL }) {
      const editor = await newLevel(page, baseURL, 'Bars');
      const size = (rows) => editor.getByRole('spinbutton', { name: 'Rows' }).fill(String(rows));
      await size(12);
      await editor.getByRole('button', { name: 'Set size' }).tap();
      await tapCell(editor, 12, 1);
      await size(2);
      await editor.getByRole('button', { name: 'Set size' }).scrollIntoViewIfNeeded();
      await editor.getByRole('button', { name: 'Set size' }).tap();
      await assertAboveBoard(page, editor, editor.getByText(/^Removed the row at bottom with .* at 1\. Undo brings them back\.$/), 'the words on the rows removed');
    },
  },
  {
    name: "phone: DogBunny's note on an edge written twice is above the board, and stays while a finger deleting a node is down",
    ...PHONE,
    async run(page, { baseURL, context }) {
      const editor = await newLevel(page, baseURL, 'DogBunny');
      await editor.getByRole('button', { name: 'Import text' }).tap();
      await page.getByRole('textbox', { name: /^Level text/ }).fill('node a 0 0\nnode b 1 0\nnode c 0 1\nedge a -> b if c\nedge a -> b if c\nedge b <-> c\nbunny a\ngoal bunny c\n');
      await page.getByRole('button', { name: 'Import', exact: true }).tap();
      const note = editor.getByText(/^The level has edge from a to b if c twice: the copies are one path/);
      await assertAboveBoard(page, editor, note, 'the note on the edge written twice');
      // (the page's scroll anchoring off, as in Safari, which has none: what changes above the board moves it)
      await page.evaluate(() => {
        document.documentElement.style.overflowAnchor = 'none';
        document.body.style.overflowAnchor = 'none';
      });
      await editor.getByRole('radio', { name: 'Delete' }).tap();
      const node = editor.getByRole('gridcell', { name: /: node b(,|$)/ });
      const grid = editor.getByRole('grid');
      const before = (await grid.boundingBox()).y;
      const b = await node.boundingBox();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: b.x + b.width / 2, y: b.y + b.height / 2 }] });
      // (the press deleted node b and both copies with it: the level has no edge twice)
      await editor.getByRole('gridcell', { name: /: node b(,|$)/ }).waitFor({ state: 'detached', timeout: 10_000 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const during = (await grid.boundingBox()).y;
      assert.equal(await note.count(), 1, 'the note stays while the finger is down');
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      assert.equal(during, before, 'the board stays where it was while the finger is down');
      await note.waitFor({ state: 'detached', timeout: 10_000 });
    },
  },
];
