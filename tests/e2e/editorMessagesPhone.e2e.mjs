// The Anemones and DogBunny editors' words on a phone (hqa12's designer): said above the board,
// where the finger that tapped is, not under it, out of sight; and a tap's words wait for the
// finger to lift, so the board does not move under it mid-stroke.
import assert from 'node:assert/strict';

const PHONE = { viewport: { width: 390, height: 844 }, contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } };

/** the family's editor on New level, the page's scroll anchoring off (as in Safari, which has none: what changes above the board moves it) */
async function newLevel(page, baseURL, family) {
  await page.goto(baseURL);
  await page.getByRole('tab', { name: family, exact: true }).tap();
  await page.getByRole('button', { name: 'Edit', exact: true }).tap();
  const editor = page.getByRole('region', { name: `${family} editor` });
  await editor.getByRole('button', { name: 'New level' }).tap();
  await page.evaluate(() => {
    document.documentElement.style.overflowAnchor = 'none';
    document.body.style.overflowAnchor = 'none';
  });
  return editor;
}

/** a finger on the cell and lifted: the grid's top before it, and while it is down once the page has drawn what its press changed */
async function tapHeld(page, context, editor, cell) {
  const cdp = await context.newCDPSession(page);
  await cell.scrollIntoViewIfNeeded();
  const grid = editor.getByRole('grid');
  const before = (await grid.boundingBox()).y;
  const b = await cell.boundingBox();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: b.x + b.width / 2, y: b.y + b.height / 2 }] });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const during = (await grid.boundingBox()).y;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return { before, during };
}

/** the words shown, whole, on the screen */
async function assertInView(page, locator, what) {
  await locator.waitFor({ timeout: 10_000 });
  const box = await locator.boundingBox();
  const { height } = page.viewportSize();
  assert.ok(box.y >= 0 && box.y + box.height <= height, `${what} on the screen (at ${Math.round(box.y)} to ${Math.round(box.y + box.height)} px of ${height})`);
}

export const tests = [
  {
    name: "phone: Anemones' words on an anemone chosen and on anemones removed are on the screen, the board still under the finger",
    ...PHONE,
    async run(page, { baseURL, context }) {
      const editor = await newLevel(page, baseURL, 'Anemones');
      await editor.getByRole('radio', { name: 'What a tap lowers' }).tap();
      const { before, during } = await tapHeld(page, context, editor, editor.getByRole('gridcell', { name: /: anemone 1,/ }));
      assert.equal(during, before, 'the board stays where it was while the finger is down');
      await assertInView(page, editor.getByText(/^Pick the anemones tapping 1 lowers; pick 1 again/), "the chosen anemone's words");
      const count = editor.getByRole('spinbutton', { name: 'How many anemones' });
      await count.fill('3');
      await count.press('Enter');
      await assertInView(page, editor.getByText('Removed anemones 4 and 5. Undo brings them back.'), 'the words on the anemones removed');
    },
  },
  {
    name: "phone: DogBunny's words on a node picked for an edge and on a node deleted are on the screen, the board still under the finger",
    ...PHONE,
    async run(page, { baseURL, context }) {
      const editor = await newLevel(page, baseURL, 'DogBunny');
      await editor.getByRole('radio', { name: /Two-way edge/ }).tap();
      const { before, during } = await tapHeld(page, context, editor, editor.getByRole('gridcell', { name: /: node start/ }));
      assert.equal(during, before, 'the board stays where it was while the finger is down');
      await assertInView(page, editor.getByText('Picked start: now choose the other node; start again, or Escape, lets it go.'), "the picked node's words");
      // a node deleted says so as the finger goes down, in two lines where the line above the board held one
      await editor.getByRole('radio', { name: 'Delete' }).tap();
      const deleting = await tapHeld(page, context, editor, editor.getByRole('gridcell', { name: /: node end/ }));
      assert.equal(deleting.during, deleting.before, 'the board stays where it was while the finger is down');
      await assertInView(page, editor.getByText(/^Deleted node end with .*Undo brings them back\.$/), "the deleted node's words");
    },
  },
];
