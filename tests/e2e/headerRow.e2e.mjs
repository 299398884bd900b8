// A desktop's header is one row from 1280 px: the title, the family tabs and the level's actions
// (Share … Open file). On a row of their own the actions took 46 px of every desktop board's
// height. The tabs stay put as the family changes; a line under the actions (why a level fits
// no export) keeps them on the title's row; My levels and the notes open inside the screen.
import assert from 'node:assert/strict';
import { axeViolations } from './app.e2e.mjs';

/** The header's, the title's, the tabs' and the actions' boxes (top, bottom, left, right), and the stage's top. */
const boxes = (page) =>
  page.evaluate(() => {
    const box = (sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const buttons = [...document.querySelectorAll('.level-actions button')].map((b) => b.getBoundingClientRect());
    return {
      header: box('header'),
      title: box('header h1'),
      tabs: box('.families'),
      // the buttons', not the box's: its lines under the buttons are not the row
      actions: { top: Math.min(...buttons.map((b) => b.top)), bottom: Math.max(...buttons.map((b) => b.bottom)), left: Math.min(...buttons.map((b) => b.left)), right: Math.max(...buttons.map((b) => b.right)) },
      stage: box('.stage'),
      width: document.documentElement.clientWidth,
    };
  });

/** What is wrong with the header's row: the actions off the tabs' row (the title's), over the tabs or off the screen. */
function oneRow(b, where) {
  const wrong = [];
  if (Math.abs(b.actions.top - b.tabs.top) > 0.5) wrong.push(`${where}: the actions' top ${b.actions.top} is not the tabs' ${b.tabs.top}`);
  if (b.actions.bottom > b.tabs.bottom + 0.5) wrong.push(`${where}: the actions run ${b.actions.bottom - b.tabs.bottom} px under the tabs' row (two rows of buttons)`);
  if (b.title.bottom > b.tabs.bottom) wrong.push(`${where}: the title runs under the tabs' row`);
  if (b.actions.left < b.tabs.right) wrong.push(`${where}: the actions start left of the tabs' end`);
  if (b.actions.right > b.width) wrong.push(`${where}: the actions run past the screen's right edge`);
  return wrong;
}

export const tests = [
  {
    name: '1280x720: every family, watching and editing, has the actions on the title\'s and tabs\' row, and the stage right under it; the tabs stay put as the family changes',
    viewport: { width: 1280, height: 720 },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('button', { name: 'Open file', exact: true }).waitFor();
      // the first visit's note away: the stage then lies right under the header
      await page.getByRole('button', { name: 'Got it' }).click();
      const wrong = [];
      let tabsAt = null;
      for (const family of await page.getByRole('tab').allTextContents()) {
        await page.getByRole('tab', { name: family, exact: true }).click();
        for (const mode of ['Solve and watch', 'Edit']) {
          await page.getByRole('button', { name: mode, exact: true }).click();
          await page.locator('.board').first().waitFor();
          const b = await boxes(page);
          wrong.push(...oneRow(b, `${family}, ${mode}`));
          // under the row: the header's padding (0.75rem) and its edge, no second row
          if (b.header.bottom > b.tabs.bottom + 14) wrong.push(`${family}, ${mode}: the header ends ${b.header.bottom - b.tabs.bottom} px under the tabs' row`);
          // the layout's padding (1rem) between the header's edge and the stage: nothing between them
          if (b.stage.top > b.header.bottom + 17) wrong.push(`${family}, ${mode}: the stage starts ${b.stage.top - b.header.bottom} px under the header`);
          tabsAt ??= b.tabs.left;
          if (b.tabs.left !== tabsAt) wrong.push(`${family}, ${mode}: the tabs moved from ${tabsAt} to ${b.tabs.left} px`);
        }
      }
      assert.deepEqual(wrong, []);
    },
  },
  {
    name: "1366x768, Snakebird's editor: the line that says why a level has no Snakefall link keeps the actions on the title's row, which stay where they were at its right end, and wraps under them inside the screen",
    viewport: { width: 1366, height: 768 },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const openFile = page.getByRole('button', { name: 'Open file', exact: true });
      const right = async () => (await openFile.boundingBox()).x + (await openFile.boundingBox()).width;
      const rightBefore = await right();
      await page.getByRole('button', { name: 'Import text' }).click();
      await page.getByRole('textbox').fill('......\n.*T T.\n.R<  .\n......\n');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const line = page.getByText(/^No Snakefall link: /);
      await line.waitFor();
      const b = await boxes(page);
      assert.deepEqual(oneRow(b, 'with the line'), []);
      // the actions keep their place at the header's right (as wide as its words, the line's box pulled them leftwards)
      assert.equal(await right(), rightBefore, "Open file's right edge");
      const l = await line.evaluate((e) => e.getBoundingClientRect().toJSON());
      assert.ok(l.top >= b.actions.bottom, `the line (top ${l.top}) is under the actions (foot ${b.actions.bottom})`);
      assert.ok(l.left >= b.tabs.right && l.right <= b.width, `the line (${l.left} to ${l.right}) lies under the actions, right of the tabs (${b.tabs.right}), on the screen`);
    },
  },
  {
    name: "1280x720: My levels opens under its button inside the screen, Save's and Share's notes too, and the header passes axe",
    viewport: { width: 1280, height: 720 },
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    run: async (page, { baseURL }) => {
      await page.goto(baseURL);
      await page.getByRole('tab', { name: 'Snakebird', exact: true }).click();
      const inside = (sel) => page.locator(sel).evaluate((e) => {
        const r = e.getBoundingClientRect();
        return r.left >= 0 && r.right <= document.documentElement.clientWidth ? null : `${r.left} to ${r.right} px`;
      });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.locator('.save-note').getByText(/^Saved as "/).waitFor();
      assert.equal(await inside('.save-note'), null, "Save's note");
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.locator('.share-note').getByText(/Link copied/).first().waitFor();
      assert.equal(await inside('.share:not(.export) .share-note'), null, "Share's note");
      const myLevels = page.getByRole('button', { name: 'My levels', exact: true });
      await myLevels.click();
      const panel = page.getByRole('dialog', { name: 'My levels' });
      await panel.getByRole('button', { name: /^Delete / }).waitFor();
      assert.equal(await inside('.my-levels-panel'), null, 'My levels');
      const [button, box] = await Promise.all([myLevels.boundingBox(), panel.boundingBox()]);
      assert.ok(box.y >= button.y + button.height && box.y <= button.y + button.height + 12, `My levels (top ${box.y}) opens under its button (foot ${button.y + button.height})`);
      assert.ok(box.x <= button.x + button.width && box.x + box.width >= button.x, 'and under it, not beside it');
      assert.deepEqual((await axeViolations(page)).filter((v) => /header|level-actions|families|my-levels/.test(v)), []);
    },
  },
];
